// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

class QAbstractBarSeries;
class QChart;
class QFont;
class QPalette;
class QValueAxis;
class QWidget;

namespace AttentionLab {

/// The one look of every Qt chart in the app (chapters 4, 6, 7 and 8), taken
/// from the widget palette so that a dark theme gives dark charts: call
/// apply() again on QEvent::PaletteChange. Numbers on axes and bars are
/// written as numberformat.h writes them everywhere else.
namespace chartstyle {

struct Colours
{
    QColor background; ///< QPalette::Base: chart and view
    QColor text; ///< QPalette::Text: titles, labels, legend
    QColor axisLine; ///< text laid over the background at 40 %
    QColor grid; ///< text laid over the background at 15 %: quiet on light and dark
    QColor accent; ///< QPalette::Highlight: bars of a single series

    static Colours fromPalette(const QPalette& palette);
};

/// Background, title, legend and every axis of \a chart (labels, titles,
/// lines, grid) in the palette's colours and \a font (the title bold), and the
/// labels of its bar series in \a font. A chart's fonts are its own, not its
/// view's: call apply() again on QEvent::FontChange too (the window's zoom).
void apply(QChart* chart, const QPalette& palette, const QFont& font);

/// Sets \a title on \a chart whole where Qt Charts would elide it to "…" (Present's zoom, a narrow
/// window): on two lines, in smaller type (down to its size at 100 % zoom) when two lines of the
/// zoomed type are not enough, and on more lines only at that size. It follows the chart's width
/// and apply()'s font from then on; a title that fits stays as it is.
void setTitle(QChart* chart, const QString& title);

/// \a axis over [\a low, \a high] widened to end on round numbers
/// (QValueAxis::applyNiceNumbers with about \a ticks ticks), labels with as
/// many decimals as the tick interval needs.
void setNiceRange(QValueAxis* axis, double low, double high, int ticks = 6);

/// Bar labels outside the bar end, written with at most two decimals. Qt Charts
/// writes bar labels with %g, so the bars must carry numberformat::rounded()
/// values (2.1e-19 becomes 0, not "2.1e-19"); a precision of \a largest's
/// integer digits + 2 then shows every rounded value in full.
void setBarLabels(QAbstractBarSeries* series, double largest);

/// Gives a chart view at least \a pixels of height at 100 % zoom and as many more as its
/// font has grown (View ▸ Zoom, Present): the axes' words keep their room instead of being
/// elided to "…". Call again when the font changes.
void setMinimumHeight(QWidget* view, int pixels);

} // namespace chartstyle
} // namespace AttentionLab
