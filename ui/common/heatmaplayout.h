// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

namespace AttentionLab {

/// Text sizes the layout needs, measured by the painter from its font (or
/// given directly by a test, so geometry is checked without a GUI).
struct HeatmapMetrics
{
    double lineHeight = 16; ///< one line of label text
    double rowLabelWidth = 40; ///< widest row label (already elided)
    double columnLabelWidth = 40; ///< widest column label (already elided)
    double numberWidth = 28; ///< "0.00" in the cell font
    double legendLabelWidth = 32; ///< widest legend tick label
    double titleHeight = 22; ///< 0 for no title
};

/// Where everything of a heatmap figure goes for L tokens in a given size:
/// the grid of square cells, the labels (thinned so they never overlap, turned
/// upright when columns are narrow), the axis titles and the colour legend.
struct HeatmapLayout
{
    static constexpr double Margin = 12;
    static constexpr double Gap = 6;
    static constexpr double LegendBarWidth = 14;
    static constexpr double MaximumCell = 96;

    HeatmapLayout() = default;
    HeatmapLayout(int length, const QSizeF& size, const HeatmapMetrics& metrics);

    int length = 0;
    QSizeF size;
    QRectF titleRect;
    QRectF rowAxisTitleRect; ///< left of the row labels, text runs bottom to top
    QRectF columnAxisTitleRect; ///< above the column labels
    QRectF rowLabelsRect;
    QRectF columnLabelsRect;
    QRectF gridRect;
    QRectF legendBarRect;
    QRectF legendLabelsRect;
    double cellSize = 0;
    bool columnLabelsUpright = false; ///< rotated by -90 degrees to fit narrow columns
    int rowLabelStep = 1; ///< label every n-th row
    int columnLabelStep = 1;
    bool showNumbers = false; ///< cells are big enough for "0.00"
    bool showCellBorders = false;

    /// The cell under \a point, or false when the point is outside the grid.
    bool cellAt(const QPointF& point, int* row, int* column) const;
    QRectF cellRect(int row, int column) const;
    /// Size a figure needs so that cells are comfortable to read: large for a
    /// short sentence, small (but never below a pixel or two) for a long one.
    static QSizeF preferredSize(int length, const HeatmapMetrics& metrics);
    /// Size a figure needs for cells of side \a cell.
    static QSizeF sizeFor(int length, double cell, const HeatmapMetrics& metrics);
};

} // namespace AttentionLab
