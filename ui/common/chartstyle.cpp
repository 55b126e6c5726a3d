// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartstyle.h"

#include "accentcolour.h"
#include "numberformat.h"
#include "zoom.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLegend>
#include <QPalette>
#include <QTextLayout>
#include <QValueAxis>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace AttentionLab::chartstyle {

Colours Colours::fromPalette(const QPalette& palette)
{
    Colours colours;
    colours.background = palette.color(QPalette::Base);
    colours.text = palette.color(QPalette::Text);
    colours.axisLine = accentcolour::blend(colours.background, colours.text, 0.4);
    colours.grid = accentcolour::blend(colours.background, colours.text, 0.15);
    colours.accent = palette.color(QPalette::Highlight);
    return colours;
}

namespace {

// The whole title of a chart set through setTitle(), before it is broken into lines, and the
// title font apply() gave it, before it is made smaller to fit.
const char* const WholeTitleProperty = "attentionlab_wholeTitle";
const char* const TitleFontProperty = "attentionlab_titleFont";

// The room the chart gives its title.
qreal titleRoom(const QChart* chart)
{
    qreal left = 0, top = 0, right = 0, bottom = 0;
    if (chart->layout())
        chart->layout()->getContentsMargins(&left, &top, &right, &bottom);
    // A few pixels to spare: Qt Charts measures the title its own way, and elides at the last one.
    return chart->size().width() - chart->margins().left() - chart->margins().right() - left - right - 8;
}

// \a text in lines no wider than \a room in \a font.
QStringList linesOf(const QString& text, const QFont& font, qreal room)
{
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(room);
        lines.append(text.mid(line.textStart(), line.textLength()).trimmed());
    }
    layout.endLayout();
    return lines;
}

// Sets the whole title: in apply()'s type on one line or two; where that takes more, in smaller
// type, down to its size at 100 % zoom, on two lines; failing that, at that size on as many lines
// as it takes. A title that fits stays as it is.
void fitTitle(QChart* chart)
{
    const QVariant whole = chart->property(WholeTitleProperty);
    if (!whole.isValid())
        return;
    const QString text = whole.toString();
    const QVariant wanted = chart->property(TitleFontProperty);
    QFont font = wanted.isValid() ? wanted.value<QFont>() : chart->titleFont();
    QString title = text;
    const qreal room = titleRoom(chart);
    if (room > 0 && QFontMetricsF(font).horizontalAdvance(text) > room) {
        constexpr int MostLines = 2;
        const qreal size = font.pointSizeF();
        const qreal smallest = size * std::min(1.0, zoom::Actual / double(zoom::percent()));
        QStringList lines = linesOf(text, font, room);
        for (qreal points = size - 0.5; size > 0 && points >= smallest && lines.size() > MostLines; points -= 0.5) {
            font.setPointSizeF(points);
            lines = linesOf(text, font, room);
        }
        if (lines.size() > MostLines && size > 0) {
            font.setPointSizeF(smallest);
            lines = linesOf(text, font, room);
        }
        // Qt Charts takes a title with markup as rich text, and gives it the height of its lines.
        if (lines.size() > 1) {
            for (QString& line : lines)
                line = line.toHtmlEscaped();
            title = lines.join(QStringLiteral("<br>"));
        }
    }
    if (chart->titleFont() != font)
        chart->setTitleFont(font);
    if (chart->title() != title)
        chart->setTitle(title);
}

} // namespace

void setTitle(QChart* chart, const QString& title)
{
    if (!chart->property(WholeTitleProperty).isValid())
        QObject::connect(chart, &QGraphicsWidget::geometryChanged, chart, [chart] { fitTitle(chart); });
    chart->setProperty(WholeTitleProperty, title);
    fitTitle(chart);
}

void apply(QChart* chart, const QPalette& palette, const QFont& font)
{
    const Colours colours = Colours::fromPalette(palette);
    chart->setBackgroundBrush(colours.background);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setBackgroundRoundness(0);
    chart->setPlotAreaBackgroundVisible(false);
    chart->setTitleBrush(colours.text);
    QFont titleFont = font;
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setProperty(TitleFontProperty, titleFont);
    fitTitle(chart); // another type, another width
    chart->legend()->setLabelColor(colours.text);
    chart->legend()->setFont(font);
    const auto axes = chart->axes();
    for (QAbstractAxis* axis : axes) {
        axis->setLabelsBrush(colours.text);
        axis->setLabelsFont(font);
        axis->setTitleBrush(colours.text);
        axis->setTitleFont(font);
        axis->setLinePenColor(colours.axisLine);
        axis->setGridLineColor(colours.grid);
        axis->setMinorGridLineColor(accentcolour::blend(colours.background, colours.text, 0.07));
        axis->setShadesVisible(false);
    }
    // The numbers on bars too, or they would stay small when the window zooms.
    const auto series = chart->series();
    for (QAbstractSeries* each : series) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(each)) {
            const auto sets = bars->barSets();
            for (QBarSet* set : sets)
                set->setLabelFont(font);
        }
    }
}

void setNiceRange(QValueAxis* axis, double low, double high, int ticks)
{
    if (!(high > low))
        high = low + 1.0;
    const auto labelFormatFor = [](const QValueAxis& rounded) {
        const double interval = (rounded.max() - rounded.min()) / std::max(rounded.tickCount() - 1, 1);
        return numberformat::axisLabelFormat(numberformat::decimalsFor(interval));
    };
    // The nice range is worked out on an axis of no chart: every range an axis in a chart takes
    // lays the chart out again (measuring each label, 2-5 ms), and a page refreshes its charts
    // with unchanged numbers often (the words arrive before the attention, a colour changes).
    const auto roundRange = [&](QValueAxis& rounded) {
        rounded.setTickType(QValueAxis::TicksFixed);
        rounded.setTickCount(std::max(ticks, 2));
        rounded.setRange(low, high);
        rounded.applyNiceNumbers();
    };
    QValueAxis probe;
    const bool finite = std::isfinite(low) && std::isfinite(high) && std::isfinite(high - low);
    if (finite)
        roundRange(probe);
    if (!finite || !std::isfinite(probe.min()) || !std::isfinite(probe.max())) {
        // Near the largest doubles: Qt refuses the range, says so, and the axis keeps (and
        // rounds) the one it had, which a fresh axis does not have.
        roundRange(*axis);
        axis->setLabelFormat(labelFormatFor(*axis));
        return;
    }
    if (axis->tickType() != QValueAxis::TicksFixed)
        axis->setTickType(QValueAxis::TicksFixed);
    if (axis->tickCount() != probe.tickCount())
        axis->setTickCount(probe.tickCount());
    if (axis->min() != probe.min() || axis->max() != probe.max())
        axis->setRange(probe.min(), probe.max());
    if (const QString format = labelFormatFor(probe); axis->labelFormat() != format)
        axis->setLabelFormat(format);
}

void setBarLabels(QAbstractBarSeries* series, double largest)
{
    const double magnitude = std::abs(largest);
    const int integerDigits = magnitude >= 1 ? static_cast<int>(std::floor(std::log10(magnitude))) + 1 : 1;
    if (!series->isLabelsVisible())
        series->setLabelsVisible(true);
    if (series->labelsFormat() != QLatin1String("@value"))
        series->setLabelsFormat(QStringLiteral("@value"));
    if (series->labelsPrecision() != integerDigits + numberformat::PageDecimals)
        series->setLabelsPrecision(integerDigits + numberformat::PageDecimals);
}

void setMinimumHeight(QWidget* view, int pixels)
{
    // The zoom scales the fonts, which follow by themselves; a pixel count does not.
    view->setMinimumHeight(qRound(pixels * std::max(1.0, zoom::percent() / 100.0)));
}

} // namespace AttentionLab::chartstyle
