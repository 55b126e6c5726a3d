// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "failonwarning.h"
#include "scoringpage.h"
#include "sentencechips.h"
#include "workspace.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using namespace AttentionLab;

class TestScoringPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void barsHoldTheCoreNumbers()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QBarSet* scores = page.scoreBars();
        QBarSet* weights = page.weightBars();
        QVERIFY(scores && weights);
        QCOMPARE(scores->count(), 4);
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(scores->at(i), sentence.result().scores(0, i));
            QCOMPARE(weights->at(i), sentence.result().weights(0, i));
        }
        QCOMPARE(scores->at(3), 1.0); // 苹果·手机
    }

    void repeatedWordsKeepABarAndALabelEach()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼 猫 喝 水 猫"));
        ScoringPage page(&workspace);
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QCOMPARE(sentence.length(), 7);
        QCOMPARE(page.scoreBars()->count(), 7);
        for (QChartView* view : { page.scoreChartView(), page.weightChartView() }) {
            const auto axes = view->chart()->axes(Qt::Horizontal);
            QCOMPARE(axes.size(), 1);
            const QStringList categories = qobject_cast<QBarCategoryAxis*>(axes.first())->categories();
            QCOMPARE(categories.size(), 7); // one per bar, although 猫 comes three times
            for (int t = 0; t < 7; ++t)
                QCOMPARE(QString(categories.at(t)).remove(QChar(0x200B)), sentence.tokens.at(t).text);
        }
        for (int t = 0; t < 7; ++t)
            QCOMPARE(page.scoreBars()->at(t), sentence.result().scores(sentence.queryIndex, t));
    }

    void formulasUseTheSelectedWordsNumbers()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        QVERIFY(
            page.formulaText().contains(QStringLiteral("苹果·手机 = 1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1 = 1.00")));
        QVERIFY(page.formulaText().contains(
            QStringLiteral("w(手机) = e^1.00 / (e^2.00 + e^0.60 + e^0.20 + e^1.00) = 0.21")));
    }

    void clickingAWordMakesItTheQuery()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy query(&workspace, &Workspace::queryChanged);
        SentenceChips* chips = page.chips();
        QTest::mouseClick(chips, Qt::LeftButton, {}, chips->chipRect(3).center().toPoint());
        QCOMPARE(query.size(), 1);
        QCOMPARE(workspace.queryWord(0), QStringLiteral("手机"));
        QCOMPARE(page.scoreBars()->at(0), 1.0); // 手机·苹果
        QCOMPARE(page.scoreBars()->at(3), workspace.sentence(0).result().scores(3, 3));
        QVERIFY(page.formulaText().contains(QStringLiteral("手机·苹果 =")));
    }

    void temperatureSharpensAndFlattens()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const auto entropy
            = [&] { return attention::entropy(workspace.sentence(0).result().weights.row(0).transpose()); };
        const double atOne = entropy();
        QSlider* slider = page.temperatureSlider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_Home); // 0.1: sharp
        QCOMPARE(workspace.temperature(), 0.1);
        QVERIFY(entropy() < atOne);
        QCOMPARE(page.temperatureBox()->value(), 0.1);
        QCOMPARE(page.weightBars()->at(0), workspace.sentence(0).result().weights(0, 0));
        QTest::keyClick(slider, Qt::Key_End); // 5: flat
        QCOMPARE(workspace.temperature(), 5.0);
        QVERIFY(entropy() > atOne);
        QVERIFY(page.entropyText().contains(QString::number(entropy(), 'f', 2)));
        QVERIFY(page.formulaText().contains(QStringLiteral("÷ 5.00")));
    }

    void emptyAndLongSentences()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        workspace.setSentence(0, QString());
        QVERIFY(page.formulaText().contains(QStringLiteral("<div")));
        QStringList words;
        for (int i = 0; i < 100; ++i)
            words.append(QStringLiteral("猫"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        QCOMPARE(page.scoreBars()->count(), ScoringPage::MaximumBars);
    }
};

QTEST_MAIN(TestScoringPage)
#include "tst_scoringpage.moc"
