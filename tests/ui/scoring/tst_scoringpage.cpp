// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "failonwarning.h"
#include "scoringpage.h"
#include "sentencechips.h"
#include "workspace.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QGraphicsScene>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

using namespace AttentionLab;

namespace {
/// Every text the chart draws: title, axis labels and titles, bar labels.
QStringList chartTexts(QChartView* view)
{
    QStringList texts;
    const auto items = view->scene()->items();
    for (QGraphicsItem* item : items) {
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
            if (text->isVisible())
                texts.append(text->toPlainText());
        } else if (auto* simple = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
            if (simple->isVisible())
                texts.append(simple->text());
        }
    }
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
        QBarSet* scores = page.scoreBars();
        QBarSet* weights = page.weightBars();
        QVERIFY(scores && weights);
        QCOMPARE(scores->count(), 4);
        // 苹果 (1, 1, 0, 0) with 苹果, 发布, 新, 手机: scores 2, 0.6, 0.2, 1; softmax over
        // e^2 + e^0.6 + e^0.2 + e^1 = 7.389 + 1.822 + 1.221 + 2.718 = 13.151 gives 0.5619, 0.1386,
        // 0.0929, 0.2067. The bars carry them as the page writes them (two decimals), because
        // Qt Charts labels a bar with its value in %g.
        const double expectedScores[] = { 2.0, 0.6, 0.2, 1.0 };
        const double expectedWeights[] = { 0.56, 0.14, 0.09, 0.21 };
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(scores->at(i), expectedScores[i]);
            QCOMPARE(weights->at(i), expectedWeights[i]);
        }
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
        QCOMPARE(page.scoreBars()->at(3), -1.3);
        const QStringList texts = chartTexts(page.scoreChartView());
        QVERIFY2(texts.contains(QStringLiteral("-1.3")), qPrintable(texts.join(QLatin1Char('|'))));
        QVERIFY2(texts.contains(QStringLiteral("2")), qPrintable(texts.join(QLatin1Char('|'))));
        for (const QString& text : texts) {
            QVERIFY2(!text.contains(QStringLiteral("e-")) && !text.contains(QStringLiteral("e+")), qPrintable(text));
            QVERIFY2(!QRegularExpression(QStringLiteral("^-0(\\.0*)?$")).match(text).hasMatch(), qPrintable(text));
        }
        // The negative bar's label overlaps no other text: not the value axis's tick labels,
        // not the words under the plot, not the other bars' labels.
        QGraphicsTextItem* negative = nullptr;
        QList<QRectF> others;
        const auto items = page.scoreChartView()->scene()->items();
        for (QGraphicsItem* item : items) {
            auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                continue;
            if (text->toPlainText() == QStringLiteral("-1.3"))
                negative = text;
            else
                others.append(text->sceneBoundingRect());
        }
        QVERIFY(negative);
        // The text item's own margin is blank: compare the glyphs' box.
        const QRectF box = negative->sceneBoundingRect().adjusted(3, 3, -3, -3);
        for (const QRectF& other : std::as_const(others))
            QVERIFY2(!box.intersects(other.adjusted(3, 3, -3, -3)), "the negative bar's label overlaps another text");
    }

    // At T = 0.5 the bars are dot products divided by 0.5: the title must say so.
    void scoreChartTitleStatesTheTemperature()
    {
        Workspace workspace;
        ScoringPage page(&workspace);
        QCOMPARE(page.scoreChartView()->chart()->title(), QStringLiteral("Step 1: scores of “苹果” (dot products)"));
        QVERIFY(workspace.setTemperature(0.5));
        QCOMPARE(page.scoreChartView()->chart()->title(),
                 QStringLiteral("Step 1: scores of “苹果” (dot products ÷ T = 0.5)"));
        QCOMPARE(page.scoreBars()->at(0), 4.0); // 苹果·苹果 = 2, ÷ 0.5
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
        for (QChartView* view : { page.scoreChartView(), page.weightChartView() }) {
            QCOMPARE(view->chart()->backgroundBrush().color(), QColor(0x1e, 0x1e, 0x1e));
            QCOMPARE(view->chart()->titleBrush().color(), QColor(0xe6, 0xe6, 0xe6));
            for (QAbstractAxis* axis : view->chart()->axes())
                QCOMPARE(axis->labelsBrush().color(), QColor(0xe6, 0xe6, 0xe6));
        }
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
        for (int t = 0; t < 7; ++t) // the bars are the scores at the page's two decimals
            QVERIFY(std::abs(page.scoreBars()->at(t) - sentence.result().scores(sentence.queryIndex, t)) <= 0.005);
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
        // 手机 (1, 0, 0.2, 0.1) · 手机 = 1 + 0.04 + 0.01 = 1.05
        QCOMPARE(page.scoreBars()->at(3), 1.05);
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
        QVERIFY(std::abs(page.weightBars()->at(0) - workspace.sentence(0).result().weights(0, 0)) <= 0.005);
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
        QCOMPARE(page.scoreBars()->count(), ScoringPage::MaximumBars);
    }
};

QTEST_MAIN(TestScoringPage)
#include "tst_scoringpage.moc"
