// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "barchart.h"
#include "failonwarning.h"
#include "scoringpage.h"
#include "sentencechips.h"
#include "workspace.h"

#include <QDoubleSpinBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using namespace AttentionLab;

namespace {
/// Every text the chart draws: title, axis numbers and names, words, bar labels.
QStringList chartTexts(const BarChart* chart)
{
    QStringList texts;
    for (const BarChart::Text& text : chart->texts())
        texts.append(text.text);
    return texts;
}
} // namespace

class TestScoringPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void barsHoldTheCoreNumbers()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const BarChart* scores = page.scoreChart();
        const BarChart* weights = page.weightChart();
        QCOMPARE(scores->count(), 4);
        QCOMPARE(weights->count(), 4);
        // 苹果 (1, 1, 0, 0) with 苹果, 发布, 新, 手机: scores 2, 0.6, 0.2, 1; softmax over
        // e^2 + e^0.6 + e^0.2 + e^1 = 7.3890561 + 1.8221188 + 1.2214028 + 2.7182818 = 13.1508595
        // gives 0.5618687, 0.1385551, 0.0928763, 0.2066999.
        const double expectedScores[] = { 2.0, 0.6, 0.2, 1.0 };
        const double expectedWeights[] = { 0.5618687, 0.1385551, 0.0928763, 0.2066999 };
        const QString expectedWords[]
            = { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"), QStringLiteral("手机") };
        for (int i = 0; i < 4; ++i) {
            QVERIFY(std::abs(scores->value(i) - expectedScores[i]) < 1e-12);
            QVERIFY(std::abs(weights->value(i) - expectedWeights[i]) < 1e-7);
            QCOMPARE(scores->word(i), expectedWords[i]);
            QCOMPARE(weights->word(i), expectedWords[i]);
        }
        // Each bar's label is its number as the page writes it.
        const QStringList texts = chartTexts(weights);
        for (const char* label : { "0.56", "0.14", "0.09", "0.21" })
            QVERIFY2(texts.contains(QLatin1String(label)), qPrintable(texts.join(QLatin1Char('|'))));
    }

    // What the charts write: bar labels and axis ticks with at most two decimals, never in
    // e-notation and never "-0.00", also with negative scores.
    void chartNumbersAreWrittenAsThePageWritesThem()
    {
        Workspace workspace;
        Eigen::VectorXd phone(4);
        phone << -1.0, -0.3, 0.0, 0.0; // 苹果·手机 = -1.3
        QVERIFY(workspace.setVector(QStringLiteral("手机"), phone));
        ScoringPage page(&workspace);
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(std::abs(page.scoreChart()->value(3) - -1.3) < 1e-12);
        const QStringList texts = chartTexts(page.scoreChart());
        QVERIFY2(texts.contains(QStringLiteral("-1.30")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(texts.contains(QStringLiteral("2.00")), qPrintable(texts.join(QLatin1Char('|'))));
        for (const QString& text : texts) {
            QVERIFY2(!text.contains(QStringLiteral("e-")) && !text.contains(QStringLiteral("e+")), qPrintable(text));
            QVERIFY2(!QRegularExpression(QStringLiteral("^-0(\\.0*)?$")).match(text).hasMatch(), qPrintable(text));
        }
        // The negative bar hangs under the zero line and its label under it, over no other text:
        // not the value axis's numbers, not the words under the plot, not the other bars' labels.
        const QList<BarChart::Text> all = page.scoreChart()->texts();
        const auto negative = std::find_if(all.begin(), all.end(), [](const BarChart::Text& text) {
            return text.part == BarChart::Part::BarValue && text.text == QStringLiteral("-1.30");
        });
        QVERIFY(negative != all.end());
        QVERIFY(negative->rect.top() >= page.scoreChart()->barRect(3).bottom());
        QVERIFY(page.scoreChart()->barRect(3).top() > page.scoreChart()->barRect(2).top());
        for (const BarChart::Text& other : all) {
            if (&other != &*negative)
                QVERIFY2(!negative->rect.intersects(other.rect), qPrintable(other.text));
        }
    }

    // At T = 0.5 the bars are dot products divided by 0.5: the title must say so.
    void scoreChartTitleStatesTheTemperature()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        QCOMPARE(page.scoreChart()->title(), QStringLiteral("Step 1: scores of “苹果” (dot products)"));
        QVERIFY(workspace.setTemperature(0.5));
        QCOMPARE(page.scoreChart()->title(), QStringLiteral("Step 1: scores of “苹果” (dot products ÷ T = 0.5)"));
        QVERIFY(std::abs(page.scoreChart()->value(0) - 4.0) < 1e-12); // 苹果·苹果 = 2, ÷ 0.5
        QVERIFY(chartTexts(page.scoreChart()).contains(QStringLiteral("score ÷ T")));
    }

    // The charts follow the palette: a dark palette gives a dark chart with light text.
    void chartsFollowTheTheme()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        QPalette dark = page.palette();
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
        page.setPalette(dark);
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (BarChart* chart : { page.scoreChart(), page.weightChart() }) {
            const QImage image = chart->grab().toImage();
            QCOMPARE(image.pixelColor(1, 1), QColor(0x1e, 0x1e, 0x1e));
            QCOMPARE(image.pixelColor(chart->barRect(0).center().toPoint()), dark.color(QPalette::Highlight));
            // Somewhere in the title's glyphs, the text colour itself.
            const QList<BarChart::Text> texts = chart->texts();
            const QRect title = texts.constFirst().rect.toAlignedRect();
            bool lightText = false;
            for (int y = title.top(); y <= title.bottom() && !lightText; ++y) {
                for (int x = title.left(); x <= title.right() && !lightText; ++x)
                    lightText = image.pixelColor(x, y) == QColor(0xe6, 0xe6, 0xe6);
            }
            QVERIFY(lightText);
        }
    }

    void repeatedWordsKeepABarAndALabelEach()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼 猫 喝 水 猫"));
        ScoringPage page(&workspace);
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QCOMPARE(sentence.length(), 7);
        for (const BarChart* chart : { page.scoreChart(), page.weightChart() }) {
            QCOMPARE(chart->count(), 7); // one bar and one word each, although 猫 comes three times
            QStringList shown;
            for (const BarChart::Text& text : chart->texts()) {
                if (text.part == BarChart::Part::Word)
                    shown.append(text.text);
            }
            QCOMPARE(
                shown,
                (QStringList { QStringLiteral("猫"), QStringLiteral("吃"), QStringLiteral("鱼"), QStringLiteral("猫"),
                               QStringLiteral("喝"), QStringLiteral("水"), QStringLiteral("猫") }));
        }
        for (int t = 0; t < 7; ++t) {
            QCOMPARE(page.scoreChart()->value(t), sentence.result().scores(sentence.queryIndex, t));
            QCOMPARE(page.weightChart()->value(t), sentence.result().weights(sentence.queryIndex, t));
        }
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
        QVERIFY(std::abs(page.scoreChart()->value(0) - 1.0) < 1e-12); // 手机·苹果
        // 手机 (1, 0, 0.2, 0.1) · 手机 = 1 + 0.04 + 0.01 = 1.05
        QVERIFY(std::abs(page.scoreChart()->value(3) - 1.05) < 1e-12);
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
        QCOMPARE(page.weightChart()->value(0), workspace.sentence(0).result().weights(0, 0));
        QTest::keyClick(slider, Qt::Key_End); // 5: flat
        QCOMPARE(workspace.temperature(), 5.0);
        QVERIFY(entropy() > atOne);
        QVERIFY(page.entropyText().contains(QString::number(entropy(), 'f', 2)));
        // (1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1) / 5 = 0.2
        QVERIFY2(page.formulaText().contains(
                     QStringLiteral("苹果·手机 / 5 = (1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1) / 5 = 0.20")),
                 qPrintable(page.formulaText()));
    }

    // While a long sentence's attention is computed in the background, its dot products show
    // already (they need only the vectors); the softmax lines follow with the weights.
    void dotProductsShowWhileAttentionIsComputed()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        QStringList words;
        for (int i = 0; i < 600; ++i)
            words.append(i % 2 ? QStringLiteral("手机") : QStringLiteral("苹果"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        QVERIFY(workspace.isComputing());
        QVERIFY(!workspace.sentence(0).attentionReady());
        QVERIFY2(
            page.formulaText().contains(QStringLiteral("苹果·手机 = 1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1 = 1.00")),
            qPrintable(page.formulaText()));
        QVERIFY(!page.formulaText().contains(QStringLiteral("w(")));
        QVERIFY(page.entropyText().contains(QStringLiteral("600")));
        workspace.waitUntilComputed();
        QTRY_VERIFY(page.formulaText().contains(QStringLiteral("w(苹果) = ")));
        QCOMPARE(page.formulaText().count(QLatin1Char('\n')), 2 * ScoringPage::MaximumBars);
    }

    void emptyAndLongSentences()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        workspace.setSentence(0, QString());
        QVERIFY(page.formulaText().isEmpty()); // no words: no arithmetic
        QStringList words;
        for (int i = 0; i < 100; ++i)
            words.append(QStringLiteral("猫"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        QCOMPARE(page.scoreChart()->count(), ScoringPage::MaximumBars);
        QCOMPARE(page.weightChart()->count(), ScoringPage::MaximumBars);
    }
};

QTEST_MAIN(TestScoringPage)
#include "tst_scoringpage.moc"
