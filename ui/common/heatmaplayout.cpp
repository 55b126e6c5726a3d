// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmaplayout.h"

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {
int stepFor(double space, double needed)
{
    if (space <= 0)
        return 1;
    return std::max(1, static_cast<int>(std::ceil(needed / space)));
}
} // namespace

HeatmapLayout::HeatmapLayout(int tokens, const QSizeF& figureSize, const HeatmapMetrics& metrics)
    : length(tokens)
    , size(figureSize)
{
    const double line = metrics.lineHeight;
    double top = Margin;
    if (metrics.titleHeight > 0) {
        titleRect = QRectF(Margin, top, size.width() - 2 * Margin, metrics.titleHeight);
        top += metrics.titleHeight + Gap;
    }
    const double left = Margin + line + Gap + metrics.rowLabelWidth + Gap; // axis title, labels
    const double right = Gap * 2 + LegendBarWidth + Gap + metrics.legendLabelWidth + Margin;
    const double bottom = Margin;
    const double columnTitleHeight = line + Gap;
    const double availableWidth = size.width() - left - right;
    const int cells = std::max(1, length);

    // Column labels lie flat when they fit the cell, else stand upright; try
    // flat first, since it needs the least height.
    auto cellFor = [&](double labelsHeight) {
        const double availableHeight = size.height() - top - columnTitleHeight - labelsHeight - Gap - bottom;
        return std::max(0.0, std::min({ availableWidth / cells, availableHeight / cells, MaximumCell }));
    };
    double labelsHeight = line;
    cellSize = cellFor(labelsHeight);
    if (cellSize < metrics.columnLabelWidth + 4) {
        columnLabelsUpright = true;
        labelsHeight = metrics.columnLabelWidth;
        cellSize = cellFor(labelsHeight);
    }
    const double gridSide = cellSize * cells;
    // Centre the whole block horizontally when there is room to spare.
    const double spare = std::max(0.0, availableWidth - gridSide) / 2;
    const double gridLeft = left + spare;
    const double gridTop = top + columnTitleHeight + labelsHeight + Gap;
    gridRect = QRectF(gridLeft, gridTop, gridSide, gridSide);
    columnAxisTitleRect = QRectF(gridLeft, top, gridSide, line);
    columnLabelsRect = QRectF(gridLeft, top + columnTitleHeight, gridSide, labelsHeight);
    rowLabelsRect = QRectF(gridLeft - Gap - metrics.rowLabelWidth, gridTop, metrics.rowLabelWidth, gridSide);
    rowAxisTitleRect = QRectF(rowLabelsRect.left() - Gap - line, gridTop, line, gridSide);
    legendBarRect = QRectF(gridRect.right() + Gap * 2, gridTop, LegendBarWidth, gridSide);
    legendLabelsRect
        = QRectF(legendBarRect.right() + Gap, gridTop - line / 2, metrics.legendLabelWidth, gridSide + line);

    rowLabelStep = stepFor(cellSize, line);
    columnLabelStep = columnLabelsUpright ? stepFor(cellSize, line) : 1;
    showNumbers = cellSize >= metrics.numberWidth + 6 && cellSize >= line + 4;
    showCellBorders = cellSize >= 6;
}

bool HeatmapLayout::cellAt(const QPointF& point, int* row, int* column) const
{
    if (length <= 0 || cellSize <= 0 || !gridRect.contains(point))
        return false;
    *column = std::clamp(static_cast<int>((point.x() - gridRect.left()) / cellSize), 0, length - 1);
    *row = std::clamp(static_cast<int>((point.y() - gridRect.top()) / cellSize), 0, length - 1);
    return true;
}

QRectF HeatmapLayout::cellRect(int row, int column) const
{
    return QRectF(gridRect.left() + column * cellSize, gridRect.top() + row * cellSize, cellSize, cellSize);
}

QSizeF HeatmapLayout::preferredSize(int length, const HeatmapMetrics& metrics)
{
    // About 560 px of grid for a short sentence, at least 2 px per cell for a long one.
    return sizeFor(length, std::clamp(560.0 / std::max(1, length), 2.0, 72.0), metrics);
}

QSizeF HeatmapLayout::sizeFor(int length, double cell, const HeatmapMetrics& metrics)
{
    const int cells = std::max(1, length);
    const bool upright = cell < metrics.columnLabelWidth + 4;
    const double labelsHeight = upright ? metrics.columnLabelWidth : metrics.lineHeight;
    const double width = Margin + metrics.lineHeight + Gap + metrics.rowLabelWidth + Gap + cell * cells + Gap * 2
        + LegendBarWidth + Gap + metrics.legendLabelWidth + Margin;
    const double height = Margin + (metrics.titleHeight > 0 ? metrics.titleHeight + Gap : 0) + metrics.lineHeight + Gap
        + labelsHeight + Gap + cell * cells + Margin;
    return QSizeF(std::ceil(width), std::ceil(height));
}

} // namespace AttentionLab
