// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormix.h"
#include "colourswatch.h"
#include "failonwarning.h"
#include "mixingpage.h"
#include "vectorbars.h"
#include "weightslidergroup.h"
#include "workspace.h"

#include <QPushButton>
#include <QSlider>
#include <QTest>

using namespace AttentionLab;

class TestMixingPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void startsAtTheAttentionWeightsAndTheTwoMixesDiffer()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (int column = 0; column < 2; ++column) {
            const Eigen::MatrixXd& weights = workspace.sentence(column).result().weights;
            const int query = workspace.sentence(column).queryIndex;
            for (int i = 0; i < 4; ++i)
                QCOMPARE(page.sliders(column)->weights().at(i), weights(query, i));
            QCOMPARE(page.sumText(column), QStringLiteral("Sum of the weights: 1.00"));
        }
        const QColor one = page.mixedSwatch(0)->colour();
        const QColor two = page.mixedSwatch(1)->colour();
        QVERIFY2(std::abs(one.hue() - two.hue()) > 10, "the two contextual 苹果 colours must visibly differ");
    }

    void draggingChangesTheMixedColourAndResetRestoresIt()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QColor before = page.mixedSwatch(0)->colour();
        QSlider* phone = page.sliders(0)->slider(3);
        phone->setFocus();
        QTest::keyClick(phone, Qt::Key_End); // 手机 takes everything
        QCOMPARE(workspace.sentence(0).mixingWeights, (QList<double> { 0, 0, 0, 1 }));
        QCOMPARE(page.mixedSwatch(0)->colour().rgb(), workspace.tokenColour(0, 3).rgb());
        QVERIFY(page.mixedSwatch(0)->colour() != before);
        QCOMPARE(page.sumText(0), QStringLiteral("Sum of the weights: 1.00"));
        QTest::mouseClick(page.resetButton(), Qt::LeftButton);
        QCOMPARE(workspace.sentence(0).mixingWeights.at(0), workspace.sentence(0).result().weights(0, 0));
        QCOMPARE(page.mixedSwatch(0)->colour(), before);
    }

    // Issue 17: the new vector was only a colour, so 苹果 moving towards 科技 could not be seen.
    void showsTheNewVectorAsBarsThatFollowTheSliders()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (int column = 0; column < 2; ++column) {
            VectorBars* bars = page.mixedBars(column);
            QVERIFY(bars && bars->isVisible());
            QCOMPARE(bars->vector(), workspace.mixedVector(column));
            // Beside the swatch, not under it.
            QVERIFY(bars->mapTo(&page, QPoint(0, 0)).x() > page.mixedSwatch(column)->mapTo(&page, QPoint(0, 0)).x());
        }
        // By hand (tst_workspace): 科技 0.87 > 水果 0.56 in sentence 1; 水果 0.94 > 科技 0.53 in sentence 2.
        QVERIFY2(page.mixedBars(0)->description().startsWith(QStringLiteral("苹果: 科技 0.87, 水果 0.56")),
                 qPrintable(page.mixedBars(0)->description()));
        QVERIFY2(page.mixedBars(1)->description().startsWith(QStringLiteral("苹果: 科技 0.53, 水果 0.94")),
                 qPrintable(page.mixedBars(1)->description()));
        QSlider* phone = page.sliders(0)->slider(3);
        phone->setFocus();
        QTest::keyClick(phone, Qt::Key_End); // 手机 takes everything: the bars are 手机's vector
        QCOMPARE(page.mixedBars(0)->description(), QStringLiteral("苹果: 科技 1.00, 水果 0.00, 动作 0.20, 修饰 0.10"));
        QVERIFY(page.figures().find(QStringLiteral("mixing-vector1")));
    }

    // Chapter 3 defines the query word; chapter 2 must not lean on the term.
    void doesNotUseTheTermQueryWordBeforeChapterThree()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        QVERIFY2(!page.introText().contains(QStringLiteral("query"), Qt::CaseInsensitive),
                 qPrintable(page.introText()));
    }

    void swatchEqualsTheCoreMix()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        QList<QColor> colours;
        for (int t = 0; t < 4; ++t)
            colours.append(workspace.tokenColour(1, t));
        QCOMPARE(page.mixedSwatch(1)->colour(), colormix::mix(colours, workspace.sentence(1).mixingWeights));
    }

    void followsTheSentenceBar()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
        QCOMPARE(page.sliders(1)->sliderCount(), 3);
        workspace.removeSentence(1);
        QVERIFY(!page.sliders(1)->isVisibleTo(&page)); // one sentence: one column
        workspace.setSentence(0, QString());
        QCOMPARE(page.sliders(0)->sliderCount(), 0);
        QVERIFY(!page.mixedSwatch(0)->colour().isValid());
    }
};

QTEST_MAIN(TestMixingPage)
#include "tst_mixingpage.moc"
