// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartstyle.h"

#include "accentcolour.h"
#include "numberformat.h"
#include "zoom.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QFont>
#include <QLegend>
#include <QPalette>
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
