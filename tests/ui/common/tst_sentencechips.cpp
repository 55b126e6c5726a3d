// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "models/tokenmodel.h"
#include "models/workspacebinder.h"
#include "numberformat.h"
#include "sentencechips.h"
#include "workspace.h"

#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

class TestSentenceChips : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void oneChipPerWordAndClicksSayWhich()
    {
        Workspace workspace;
        TokenModel model(1);
        WorkspaceBinder::of(&workspace)->bind(&model);
        SentenceChips chips;
        chips.setModel(&model);
        chips.resize(500, 80);
        chips.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chips));
        QCOMPARE(chips.chipCount(), 4);
        QSignalSpy clicked(&chips, &SentenceChips::tokenClicked);
        QTest::mouseClick(&chips, Qt::LeftButton, {}, chips.chipRect(3).center().toPoint());
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 3);
        QTest::mouseClick(&chips, Qt::LeftButton, {}, QPoint(499, 79)); // empty space
        QCOMPARE(clicked.size(), 1);
    }

    void theKeyboardChoosesAChipWhenActivatable()
    {
        Workspace workspace; // sentence 1: 苹果 发布 新 手机, query word 苹果
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        SentenceChips chips;
        chips.setModel(&model);
        QCOMPARE(chips.focusPolicy(), Qt::NoFocus); // display only, unless asked
        QCOMPARE(chips.accessibleDescription(), QStringLiteral("苹果, 发布, 新, 手机"));
        chips.setActivatable(true); // from now on a screen reader hears where the keyboard is
        QCOMPARE(chips.accessibleDescription(), QStringLiteral("Current: 苹果. Words: 苹果, 发布, 新, 手机"));
        chips.setShowWeights(true);
        chips.resize(500, 120);
        chips.show();
        QVERIFY(QTest::qWaitForWindowActive(&chips));
        const QImage unfocused = chips.grab().toImage();
        chips.setFocus(Qt::TabFocusReason);
        QCOMPARE(chips.currentChip(), 0); // starts on the query word
        QSignalSpy chosen(&chips, &SentenceChips::tokenClicked);
        QTest::keyClick(&chips, Qt::Key_Right);
        QTest::keyClick(&chips, Qt::Key_Right);
        QCOMPARE(chips.currentChip(), 2);
        QTest::keyClick(&chips, Qt::Key_End);
        QTest::keyClick(&chips, Qt::Key_Right); // stays on the last word
        QCOMPARE(chips.currentChip(), 3);
        QTest::keyClick(&chips, Qt::Key_Return);
        QCOMPARE(chosen.size(), 1);
        QCOMPARE(chosen.at(0).at(0).toInt(), 3);
        // What a screen reader hears: the word the keyboard is on, then every word with its weight.
        QVERIFY2(chips.accessibleDescription().startsWith(QStringLiteral("Current: 手机. Words: 苹果 0.")),
                 qPrintable(chips.accessibleDescription()));
        // The focus ring around the current chip is drawn just outside it, left of it here.
        const QImage focused = chips.grab().toImage();
        const QRectF chip = chips.chipRect(3);
        const qreal ratio = focused.devicePixelRatio();
        bool ringDrawn = false;
        for (int y = int(chip.top()) + 2; y < int(chip.bottom()) - 2 && !ringDrawn; ++y) {
            for (int x = int(chip.left()) - 4; x <= int(chip.left()) - 2; ++x) {
                const QPoint left = QPoint(x, y) * ratio;
                ringDrawn = ringDrawn || focused.pixel(left) != unfocused.pixel(left);
            }
        }
        QVERIFY2(ringDrawn, "no focus ring around the keyboard's chip");
    }

    void chipsWrapAndNeverOverlap()
    {
        Workspace workspace;
        workspace.setSentence(0,
                              QStringLiteral("苹果 发布 新 手机 吃 苹果 和 香蕉 猫 狗 鸟 鱼 下雨 太阳 天气 钱 银行"));
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        SentenceChips chips;
        chips.setModel(&model);
        chips.resize(200, chips.heightForWidth(200));
        for (int i = 0; i < chips.chipCount(); ++i) {
            QVERIFY(chips.chipRect(i).right() <= 200 || chips.chipRect(i).left() == 0);
            for (int j = i + 1; j < chips.chipCount(); ++j)
                QVERIFY(!chips.chipRect(i).intersects(chips.chipRect(j)));
        }
        QVERIFY(chips.heightForWidth(200) > chips.heightForWidth(2000));
    }

    // The chips' widths are measured once, and again for new words and for a new font (the zoom).
    void newWordsAndANewFontAreMeasuredAgain()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("吃 苹果"));
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        SentenceChips chips;
        chips.setModel(&model);
        chips.resize(2000, 100);
        QCOMPARE(chips.chipRect(1).width(), SentenceChips::chipSize(QStringLiteral("苹果"), chips.font()).width());
        workspace.setSentence(0, QStringLiteral("吃 苹果发布新手机"));
        QCOMPARE(chips.chipRect(1).width(),
                 SentenceChips::chipSize(QStringLiteral("苹果发布新手机"), chips.font()).width());
        const double before = chips.chipRect(1).width();
        QFont larger = chips.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        chips.setFont(larger);
        QCOMPARE(chips.chipRect(1).width(), SentenceChips::chipSize(QStringLiteral("苹果发布新手机"), larger).width());
        QVERIFY(chips.chipRect(1).width() > 1.5 * before);
        QCOMPARE(chips.heightForWidth(2000), int(chips.chipRect(1).bottom() + 2));
    }

    // Issue 16: at 200 % the weight under a narrow word ("和") was wider than its chip and ran into the next
    // chip's, and the number's line was taller than the band under the chips, so the next row cut it off.
    void weightsFitUnderTheirChips_data()
    {
        QTest::addColumn<double>("scale");
        QTest::newRow("100 %") << 1.0;
        QTest::newRow("150 %") << 1.5;
        QTest::newRow("200 %") << 2.0;
    }
    void weightsFitUnderTheirChips()
    {
        QFETCH(double, scale);
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("吃 苹果 和 香蕉 新 和 吃"));
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        SentenceChips chips;
        QFont font = chips.font();
        font.setPointSizeF(font.pointSizeF() * scale); // what the window's zoom does to every font
        chips.setFont(font);
        chips.setModel(&model);
        chips.setShowWeights(true);
        const int width = qRound(160 * scale); // narrow: the chips wrap into rows
        chips.resize(width, chips.heightForWidth(width));
        const QFontMetricsF metrics(font);
        QVERIFY(chips.chipCount() == model.rowCount());
        double lowestNumber = 0;
        for (int i = 0; i < chips.chipCount(); ++i) {
            const QString number = numberformat::value(model.index(i, TokenModel::WeightColumn).data().toDouble());
            const QRectF chip = chips.chipRect(i);
            QVERIFY2(chip.width() >= metrics.horizontalAdvance(number),
                     qPrintable(QStringLiteral("chip %1 is %2 px wide, its weight %3 needs %4")
                                    .arg(i)
                                    .arg(chip.width())
                                    .arg(number)
                                    .arg(metrics.horizontalAdvance(number))));
            // The number is written under the bar (4 px gap, 6 px bar), one line tall.
            const double numberBottom = chip.bottom() + 10 + metrics.height();
            lowestNumber = std::max(lowestNumber, numberBottom);
            for (int j = 0; j < chips.chipCount(); ++j) {
                const QRectF other = chips.chipRect(j);
                if (other.top() > chip.top())
                    QVERIFY2(other.top() >= numberBottom,
                             qPrintable(QStringLiteral("chip %1's weight runs into chip %2").arg(i).arg(j)));
            }
        }
        QVERIFY2(chips.heightForWidth(width) >= lowestNumber, "the last row's weights are cut off");
    }

    void longSentencesShowTheFirstWords()
    {
        Workspace workspace;
        QStringList words;
        for (int i = 0; i < 500; ++i)
            words.append(QStringLiteral("猫"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        SentenceChips chips;
        chips.setModel(&model);
        QCOMPARE(chips.chipCount(), SentenceChips::MaximumChips);
    }
};

QTEST_MAIN(TestSentenceChips)
#include "tst_sentencechips.moc"
