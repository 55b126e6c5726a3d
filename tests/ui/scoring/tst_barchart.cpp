// SPDX-License-Identifier: GPL-3.0-or-later
#include "barchart.h"
#include "failonwarning.h"

#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

#include <cmath>

using namespace AttentionLab;

namespace {
QStringList repeated(const QStringList& words, int count)
{
    QStringList result;
    for (int i = 0; i < count; ++i)
        result.append(words.at(i % words.size()));
    return result;
}

QList<double> values(int count)
{
    QList<double> result;
    for (int i = 0; i < count; ++i)
        result.append(std::sin(i * 1.7) * 1.5 + 0.4); // positive and negative, of several sizes
    return result;
}

// Zeros and negative numbers only: the zeros' numbers go over the zero line, at the plot's top.
QList<double> zerosAndNegatives(int count)
{
    QList<double> result;
    for (int i = 0; i < count; ++i)
        result.append(i % 3 == 0 ? 0.0 : -0.3 * (i % 5 + 1));
    return result;
}

QList<BarChart::Text> textsOf(const BarChart& chart, BarChart::Part part)
{
    QList<BarChart::Text> found;
    for (const BarChart::Text& text : chart.texts()) {
        if (text.part == part)
            found.append(text);
    }
    return found;
}

QStringList textStrings(const QList<BarChart::Text>& texts)
{
    QStringList strings;
    for (const BarChart::Text& text : texts)
        strings.append(text.text);
    return strings;
}
} // namespace

class TestBarChart : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    // The lesson's scores of 苹果: 2, 0.6, 0.2, 1. A bar's height is its value on the axis's
    // scale, so 2 is twice as tall as 1 and ten times 0.2; all stand on the zero line.
    void barsStandForTheirValues()
    {
        BarChart chart;
        chart.resize(600, 400);
        chart.setBars({ QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"), QStringLiteral("手机") },
                      { 2.0, 0.6, 0.2, 1.0 });
        QCOMPARE(chart.count(), 4);
        const double unit = chart.barRect(3).height(); // the height of 1.0
        QVERIFY(unit > 20);
        QVERIFY(std::abs(chart.barRect(0).height() - 2 * unit) < 1e-9);
        QVERIFY(std::abs(chart.barRect(1).height() - 0.6 * unit) < 1e-9);
        QVERIFY(std::abs(chart.barRect(2).height() - 0.2 * unit) < 1e-9);
        for (int bar = 1; bar < 4; ++bar) {
            QCOMPARE(chart.barRect(bar).bottom(), chart.barRect(0).bottom());
            QCOMPARE(chart.barRect(bar).width(), chart.barRect(0).width());
            QVERIFY(chart.barRect(bar).left() > chart.barRect(bar - 1).right()); // in order, apart
        }
        QCOMPARE(textStrings(textsOf(chart, BarChart::Part::Word)),
                 (QStringList { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                QStringLiteral("手机") }));
        QCOMPARE(textStrings(textsOf(chart, BarChart::Part::BarValue)),
                 (QStringList { QStringLiteral("2.00"), QStringLiteral("0.60"), QStringLiteral("0.20"),
                                QStringLiteral("1.00") }));
        // Each number is over its own bar.
        const QList<BarChart::Text> numbers = textsOf(chart, BarChart::Part::BarValue);
        for (int bar = 0; bar < 4; ++bar) {
            QVERIFY(std::abs(numbers.at(bar).rect.center().x() - chart.barRect(bar).center().x()) < 1e-9);
            QVERIFY(numbers.at(bar).rect.bottom() <= chart.barRect(bar).top());
        }
    }

    // A negative bar hangs from the zero line, as long as its value says.
    void negativeBarsHangFromZero()
    {
        BarChart chart;
        chart.resize(500, 360);
        chart.setBars({ QStringLiteral("a"), QStringLiteral("b") }, { 1.0, -0.5 });
        QCOMPARE(chart.barRect(1).top(), chart.barRect(0).bottom());
        QVERIFY(std::abs(chart.barRect(1).height() - chart.barRect(0).height() / 2) < 1e-9);
        const QList<BarChart::Text> numbers = textsOf(chart, BarChart::Part::BarValue);
        QCOMPARE(numbers.size(), 2);
        QCOMPARE(numbers.at(1).text, QStringLiteral("-0.50"));
        QVERIFY(numbers.at(1).rect.top() >= chart.barRect(1).bottom());
    }

    // The value axis ends on round numbers past the bars, its numbers a step apart and written
    // with the decimals the step needs: for 2, 0.6, 0.2, 1 at this height 0, 0.5, ..., 2.
    void ticksAreRoundNumbers()
    {
        BarChart chart;
        chart.resize(600, 400);
        chart.setBars({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d") },
                      { 2.0, 0.6, 0.2, 1.0 });
        const QStringList ticks = textStrings(textsOf(chart, BarChart::Part::ValueTick));
        QCOMPARE(ticks,
                 (QStringList { QStringLiteral("0.0"), QStringLiteral("0.5"), QStringLiteral("1.0"),
                                QStringLiteral("1.5"), QStringLiteral("2.0") }));
        // The 2.0 tick is level with the top of the 2.0 bar.
        const QList<BarChart::Text> tickTexts = textsOf(chart, BarChart::Part::ValueTick);
        QVERIFY(std::abs(tickTexts.constLast().rect.center().y() - chart.barRect(0).top()) < 1e-9);
        // A short chart has fewer ticks, whose numbers do not touch.
        chart.resize(600, 150);
        const QList<BarChart::Text> fewer = textsOf(chart, BarChart::Part::ValueTick);
        QVERIFY2(fewer.size() < tickTexts.size() && fewer.size() >= 2, qPrintable(textStrings(fewer).join(u' ')));
        for (qsizetype i = 1; i < fewer.size(); ++i)
            QVERIFY(!fewer.at(i).rect.intersects(fewer.at(i - 1).rect));
    }

    // Whatever the size, the words and the numbers: every text inside the chart, none on another.
    void noTextLeavesTheChartOrCoversAnother_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<bool>("negative");
        const QStringList chinese { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                    QStringLiteral("手机"), QStringLiteral("香蕉") };
        const QStringList english { QStringLiteral("apple"), QStringLiteral("released"),
                                    QStringLiteral("internationalisation"), QStringLiteral("a") };
        // From a chart at its smallest (the widget's minimum size hint is about 200 x 112) to a wide one.
        for (const int count : { 1, 4, 12, 40 }) {
            for (const QSize size : { QSize(200, 112), QSize(300, 200), QSize(480, 260), QSize(1000, 420) }) {
                QTest::addRow("%d zh %dx%d", count, size.width(), size.height()) << count << size << chinese << false;
                QTest::addRow("%d en %dx%d", count, size.width(), size.height()) << count << size << english << false;
                QTest::addRow("%d zh %dx%d, zeros and negatives", count, size.width(), size.height())
                    << count << size << chinese << true;
            }
        }
    }
    void noTextLeavesTheChartOrCoversAnother()
    {
        QFETCH(int, count);
        QFETCH(QSize, size);
        QFETCH(QStringList, words);
        QFETCH(bool, negative);
        BarChart chart;
        chart.resize(size);
        chart.setTitle(QStringLiteral("Step 1: scores of “internationalisation” (dot products ÷ T = 0.5)"));
        chart.setAxisTitles(QStringLiteral("word"), QStringLiteral("score ÷ T"));
        chart.setBars(repeated(words, count), negative ? zerosAndNegatives(count) : values(count));
        const QList<BarChart::Text> texts = chart.texts();
        for (qsizetype i = 0; i < texts.size(); ++i) {
            QVERIFY2(QRectF(chart.rect()).contains(texts.at(i).rect), qPrintable(texts.at(i).text));
            for (qsizetype j = i + 1; j < texts.size(); ++j)
                QVERIFY2(!texts.at(i).rect.intersects(texts.at(j).rect),
                         qPrintable(texts.at(i).text + QStringLiteral(" / ") + texts.at(j).text));
        }
        const QRectF bounds = chart.rect();
        for (int bar = 0; bar < count; ++bar) { // a zero's bar has no height: compare its edges
            const QRectF rect = chart.barRect(bar);
            QVERIFY(rect.left() >= bounds.left() && rect.right() <= bounds.right() && rect.top() >= bounds.top()
                    && rect.bottom() <= bounds.bottom());
        }
        if (size.height() < 200)
            return; // a chart this small may leave words out, but none overlaps or leaves it
        // The title whole (wrapped, its glyphs inside the chart), both axes named, words and ticks,
        // and a plot of some height.
        QCOMPARE(textsOf(chart, BarChart::Part::Title).size(), 1);
        QCOMPARE(textsOf(chart, BarChart::Part::Title).constFirst().text, chart.title());
        if (size.width() <= 300) // too long for one line here
            QVERIFY(textsOf(chart, BarChart::Part::Title).constFirst().rect.height() > chart.fontMetrics().height());
        QCOMPARE(textsOf(chart, BarChart::Part::WordTitle).size(), 1);
        QCOMPARE(textsOf(chart, BarChart::Part::ValueTitle).size(), 1);
        QVERIFY(!textsOf(chart, BarChart::Part::Word).isEmpty());
        QVERIFY(textsOf(chart, BarChart::Part::ValueTick).size() >= 2);
        const QList<BarChart::Text> ticks = textsOf(chart, BarChart::Part::ValueTick);
        const double plotHeight = std::abs(ticks.constFirst().rect.center().y() - ticks.constLast().rect.center().y());
        QVERIFY2(plotHeight >= 2 * chart.fontMetrics().height(), qPrintable(QString::number(plotHeight)));
    }

    // Forty words in a narrow chart stand upright, every other one or fewer, and the bars'
    // numbers, which cannot fit over bars this thin, are left to the tooltip.
    void crowdedWordsStandUprightAndThinOut()
    {
        BarChart chart;
        chart.resize(360, 260);
        const QStringList words
            = repeated({ QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新") }, 40);
        chart.setBars(words, values(40));
        const QList<BarChart::Text> shown = textsOf(chart, BarChart::Part::Word);
        QVERIFY(shown.size() < 40 && shown.size() >= 10);
        for (const BarChart::Text& word : shown) {
            if (word.text.size() > 1) // upright: as tall as the word is long
                QVERIFY2(word.rect.height() > word.rect.width(), qPrintable(word.text));
        }
        QVERIFY(textsOf(chart, BarChart::Part::BarValue).isEmpty());
        // Wider, the same words fit side by side with their numbers.
        chart.resize(2400, 400);
        QCOMPARE(textsOf(chart, BarChart::Part::Word).size(), 40);
        QCOMPARE(textsOf(chart, BarChart::Part::BarValue).size(), 40);
        for (const BarChart::Text& word : textsOf(chart, BarChart::Part::Word)) {
            if (word.text.size() > 1) // side by side: as wide as the word is long
                QVERIFY(word.rect.width() > word.rect.height());
        }
    }

    // Hovering a bar names its word and number, the way the page writes numbers.
    void hoveringABarNamesIt()
    {
        BarChart chart;
        chart.resize(360, 260);
        chart.setBars(repeated({ QStringLiteral("苹果"), QStringLiteral("手机") }, 40), values(40));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const int bar = 7;
        const QPoint inside = chart.barRect(bar).center().toPoint();
        QCOMPARE(chart.barAt(inside), bar);
        QHelpEvent help(QEvent::ToolTip, inside, chart.mapToGlobal(inside));
        QCoreApplication::sendEvent(&chart, &help);
        // sin(7 × 1.7) × 1.5 + 0.4 = -0.6181 × 1.5 + 0.4 = -0.527
        QCOMPARE(QToolTip::text(), QStringLiteral("手机: -0.53"));
        // Above a bar, in its column, too.
        const QPoint above(inside.x(), qRound(chart.barRect(bar).top()) - 4);
        QCOMPARE(chart.barAt(above), bar);
        const QPoint outside(chart.width() / 2, 2);
        QCOMPARE(chart.barAt(outside), -1);
        QToolTip::hideText();
    }

    // A number that is not finite (still being computed, or broken) gets neither a bar nor a
    // label, and the others keep their scale.
    void nonFiniteValuesGetNoBar()
    {
        BarChart chart;
        chart.resize(600, 400);
        chart.setBars({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") },
                      { 1.0, qQNaN(), std::numeric_limits<double>::infinity() });
        QVERIFY(!chart.barRect(0).isNull());
        QVERIFY(chart.barRect(1).isNull());
        QVERIFY(chart.barRect(2).isNull());
        QCOMPARE(textStrings(textsOf(chart, BarChart::Part::BarValue)), QStringList { QStringLiteral("1.00") });
        QCOMPARE(textsOf(chart, BarChart::Part::Word).size(), 3);
        QCOMPARE(chart.barAt(chart.barRect(0).center().toPoint()), 0);
    }

    // An empty chart still draws its axes, and one with only zeros a unit range.
    void emptyAndZeroCharts()
    {
        BarChart chart;
        chart.resize(400, 300);
        chart.setAxisTitles(QStringLiteral("word"), QStringLiteral("weight"));
        QCOMPARE(chart.count(), 0);
        QVERIFY(textsOf(chart, BarChart::Part::Word).isEmpty());
        QCOMPARE(textsOf(chart, BarChart::Part::ValueTick).constFirst().text, QStringLiteral("0.0"));
        chart.setBars({ QStringLiteral("a") }, { 0.0 });
        QCOMPARE(chart.barRect(0).height(), 0.0);
        QCOMPARE(textStrings(textsOf(chart, BarChart::Part::BarValue)), QStringList { QStringLiteral("0.00") });
        const QImage image = chart.grab().toImage(); // paints without a warning
        QCOMPARE(image.size(), chart.size() * chart.devicePixelRatio());
    }

    // The texts grow with the font (the window's zoom) and the chart asks for the room.
    void followsTheFont()
    {
        BarChart chart;
        chart.resize(600, 400);
        chart.setBars({ QStringLiteral("苹果") }, { 1.0 });
        const double before = textsOf(chart, BarChart::Part::Word).constFirst().rect.height();
        const QSize hint = chart.sizeHint();
        QFont larger = chart.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        chart.setFont(larger);
        QVERIFY(textsOf(chart, BarChart::Part::Word).constFirst().rect.height() > 1.5 * before);
        QVERIFY(chart.sizeHint().height() > hint.height());
    }
};

QTEST_MAIN(TestBarChart)
#include "tst_barchart.moc"
