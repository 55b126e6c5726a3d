// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmappainter.h"

#include "models/attentionmatrixmodel.h"
#include "numberformat.h"
#include "oklab.h"
#include "shortenedtext.h"
#include "wordkey.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <vector>

namespace AttentionLab {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapPainter)
};

// The whole of row \a row, across the grid.
QRectF rowBand(const HeatmapLayout& layout, int row)
{
    return QRectF(layout.gridRect.left(), layout.cellRect(row, 0).top(), layout.gridRect.width(), layout.cellSize);
}

int decimalsFor(const QList<double>& ticks)
{
    if (ticks.size() < 2)
        return 2;
    const double step = std::abs(ticks.at(1) - ticks.at(0));
    return std::clamp(static_cast<int>(std::ceil(-std::log10(step) - 1e-9)), 0, 4);
}
} // namespace

HeatmapFigure HeatmapFigure::fromModel(const AttentionMatrixModel& model, const QString& sentenceText,
                                       double temperature, bool fixedScale)
{
    HeatmapFigure figure;
    figure.tokens = model.labels(); // unknown words marked "?", on screen and in the exports
    figure.sharedValues = model.sharedValues();
    figure.diverging = model.quantity() == AttentionMatrixModel::Quantity::Scores;
    figure.title = figure.diverging ? Tr::tr("Scores before softmax: %1").arg(sentenceText)
                                    : Tr::tr("Attention weights: %1").arg(sentenceText);
    figure.rowAxisTitle = Tr::tr("Current word (attends)");
    figure.columnAxisTitle = Tr::tr("Word attended to");
    figure.legendTitle = figure.diverging ? Tr::tr("score") : Tr::tr("weight");
    if (temperature != 1.0)
        figure.title += QStringLiteral(" (T = %1)").arg(QString::number(temperature, 'g', 3));
    figure.fixedScale = fixedScale;
    return figure;
}

double HeatmapFigure::minimum() const
{
    if (values().size() == 0)
        return 0;
    return diverging ? -maximum() : 0.0;
}

double HeatmapFigure::maximum() const
{
    const Eigen::MatrixXd& matrix = values();
    if (matrix.size() == 0 || !matrix.allFinite() || (fixedScale && !diverging))
        return 1;
    const double largest = diverging ? matrix.cwiseAbs().maxCoeff() : matrix.maxCoeff();
    return largest > 0 ? largest : 1.0;
}

HeatmapPainter::HeatmapPainter(HeatmapFigure figure, HeatmapStyle style)
    : m_figure(std::move(figure))
    , m_style(std::move(style))
    , m_map(m_figure.diverging ? ColorMap::diverging() : ColorMap::sequential(m_style.scheme))
    , m_minimum(m_figure.minimum())
    , m_maximum(m_figure.maximum())
    , m_metrics(measure())
{ }

HeatmapMetrics HeatmapPainter::measure() const
{
    const QFontMetricsF fm(m_style.font);
    HeatmapMetrics metrics;
    metrics.lineHeight = std::ceil(fm.height());
    // Each different word once: 2,048 words repeat, and eliding and measuring
    // every label again took 6 ms per layout of a long sentence's heatmap.
    QSet<WordKey> measured; // WordKey: Qt's own hash is slow for short strings, see wordkey.h
    double widest = 0;
    for (const QString& token : m_figure.tokens) {
        if (!measured.contains(WordKey { token })) {
            measured.insert(WordKey { token });
            widest = std::max(widest, fm.horizontalAdvance(elided(token)));
        }
    }
    metrics.rowLabelWidth = std::ceil(std::max(widest, fm.horizontalAdvance(QStringLiteral("M"))));
    metrics.columnLabelWidth = metrics.rowLabelWidth;
    metrics.numberWidth
        = std::ceil(fm.horizontalAdvance(m_figure.diverging ? QStringLiteral("-0.00") : QStringLiteral("0.00")));
    const QList<double> ticks = niceTicks(m_minimum, m_maximum, 6);
    double legendWidth = fm.horizontalAdvance(m_figure.legendTitle) / 2;
    for (double tick : ticks)
        legendWidth = std::max(legendWidth, fm.horizontalAdvance(numberformat::value(tick, decimalsFor(ticks))));
    metrics.legendLabelWidth = m_figure.hiddenValues ? 0 : std::ceil(legendWidth);
    QFont titleFont = m_style.font;
    titleFont.setBold(true);
    metrics.titleHeight = m_figure.title.isEmpty() ? 0 : std::ceil(QFontMetricsF(titleFont).height());
    return metrics;
}

HeatmapLayout HeatmapPainter::layout(const QSizeF& size) const
{
    return HeatmapLayout(length(), size, metrics());
}

QSizeF HeatmapPainter::preferredSize() const
{
    return HeatmapLayout::preferredSize(length(), metrics());
}

QSizeF HeatmapPainter::sizeFor(double cell) const
{
    return HeatmapLayout::sizeFor(length(), cell, metrics());
}

QColor HeatmapPainter::cellColour(int row, int column) const
{
    return QColor::fromRgb(m_map.rgbAt(ColorMap::normalise(m_figure.values()(row, column), m_minimum, m_maximum)));
}

QString HeatmapPainter::cellText(int row, int column) const
{
    return numberformat::value(m_figure.values()(row, column));
}

QString HeatmapPainter::elided(const QString& text) const
{
    return elidedLabel(QFontMetricsF(m_style.font), text, MaximumLabelWidth);
}

void HeatmapPainter::paint(QPainter* painter, const HeatmapLayout& layout, bool vector) const
{
    painter->save();
    painter->setFont(m_style.font);
    if (m_style.fillBackground)
        painter->fillRect(QRectF(QPointF(0, 0), layout.size), m_style.background);
    if (!m_figure.title.isEmpty()) {
        QFont titleFont = m_style.font;
        titleFont.setBold(true);
        painter->setFont(titleFont);
        painter->setPen(m_style.text);
        const QString title
            = QFontMetricsF(titleFont).elidedText(m_figure.title, Qt::ElideRight, layout.titleRect.width());
        painter->drawText(layout.titleRect, Qt::AlignLeft | Qt::AlignVCenter, title);
        painter->setFont(m_style.font);
    }
    if (length() > 0 && layout.cellSize > 0 && m_figure.hiddenValues) {
        paintGrid(painter, layout);
        paintLabels(painter, layout);
        paintQueryRow(painter, layout);
    } else if (length() > 0 && layout.cellSize > 0) {
        paintCells(painter, layout, vector);
        if (layout.showNumbers)
            paintNumbers(painter, layout);
        paintLabels(painter, layout);
        paintLegend(painter, layout);
        paintQueryRow(painter, layout);
    }
    painter->restore();
}

void HeatmapPainter::paintQueryRow(QPainter* painter, const HeatmapLayout& layout) const
{
    const int row = m_figure.queryRow;
    if (row < 0 || row >= length() || row >= layout.length)
        return;
    painter->save();
    painter->setPen(QPen(m_style.highlight, 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rowBand(layout, row).adjusted(1.5, 1.5, -1.5, -1.5));
    painter->restore();
}

void HeatmapPainter::paintCells(QPainter* painter, const HeatmapLayout& layout, bool vector) const
{
    const int n = length();
    if (vector || n <= 48) {
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c)
                painter->fillRect(layout.cellRect(r, c), cellColour(r, c));
        }
    } else {
        // One pixel per cell, scaled up without smoothing: a quarter of a
        // million cells in one drawImage instead of as many fillRects.
        painter->save();
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter->drawImage(layout.gridRect, cellImage(painter->deviceTransform().mapRect(layout.gridRect).size()));
        painter->restore();
    }
    painter->save();
    if (layout.showCellBorders) {
        // Thin separators in the background colour, as in printed tables.
        // Filled rectangles, not stroked lines: the stroker took most of a full render.
        const QColor separator = m_style.fillBackground ? m_style.background : QColor(Qt::white);
        const double width = layout.cellSize >= 24 ? 1.5 : 0.75;
        const QRectF grid = layout.gridRect;
        for (int i = 1; i < n; ++i) {
            const double offset = i * layout.cellSize - width / 2;
            painter->fillRect(QRectF(grid.left() + offset, grid.top(), width, grid.height()), separator);
            painter->fillRect(QRectF(grid.left(), grid.top() + offset, grid.width(), width), separator);
        }
    }
    painter->restore();
    paintDiagonal(painter, layout);
}

void HeatmapPainter::paintDiagonal(QPainter* painter, const HeatmapLayout& layout) const
{
    if (layout.cellSize < 8)
        return;
    // The diagonal (a word's attention to itself) gets a dotted outline.
    painter->save();
    QColor colour = m_style.text;
    colour.setAlphaF(0.55f);
    painter->setPen(QPen(colour, 1, Qt::DotLine));
    painter->setBrush(Qt::NoBrush);
    for (int i = 0; i < length(); ++i)
        painter->drawRect(layout.cellRect(i, i).adjusted(1.5, 1.5, -1.5, -1.5));
    painter->restore();
}

void HeatmapPainter::paintGrid(QPainter* painter, const HeatmapLayout& layout) const
{
    // Lines in a soft tone of the text on the background: the same for every cell, so nothing
    // in the picture tells one value from another.
    painter->save();
    QColor line = m_style.text;
    line.setAlphaF(0.35f);
    painter->setPen(QPen(line, 1));
    painter->setBrush(Qt::NoBrush);
    const QRectF grid = layout.gridRect;
    for (int i = 0; i <= length(); ++i) {
        const double offset = i * layout.cellSize;
        painter->drawLine(QPointF(grid.left() + offset, grid.top()), QPointF(grid.left() + offset, grid.bottom()));
        painter->drawLine(QPointF(grid.left(), grid.top() + offset), QPointF(grid.right(), grid.top() + offset));
    }
    painter->restore();
    paintDiagonal(painter, layout);
}

void HeatmapPainter::paintChoice(QPainter* painter, const HeatmapLayout& layout, int row, int column) const
{
    if (row < 0 || row >= length() || column >= length())
        return;
    const QRectF area = column < 0 ? rowBand(layout, row) : layout.cellRect(row, column);
    painter->save();
    QColor fill = m_style.highlight;
    fill.setAlphaF(0.3f);
    painter->fillRect(area, fill);
    painter->setPen(QPen(m_style.highlight, 3));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(area.adjusted(1.5, 1.5, -1.5, -1.5));
    painter->restore();
}

void HeatmapPainter::paintMark(QPainter* painter, const HeatmapLayout& layout, int row, int column,
                               const QString& text) const
{
    if (row < 0 || row >= length() || column >= length())
        return;
    const QRectF cell = layout.cellRect(row, std::max(0, column));
    const QRectF area = column < 0
        ? QRectF(layout.gridRect.right() + HeatmapLayout::Gap, cell.top(), layout.cellSize, layout.cellSize)
        : cell;
    painter->save();
    QFont bold = m_style.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(m_style.text);
    painter->drawText(area, Qt::AlignCenter, text);
    painter->restore();
}

QImage HeatmapPainter::cellImage(const QSizeF& devicePixels) const
{
    const int n = length();
    // More cells than pixels (2,048 words in 600 pixels): only the cell under
    // each pixel's centre is coloured, the one a scaled full image would show.
    // A tenth of the work, and the first paint of a long sentence no longer freezes.
    const int width = std::clamp(static_cast<int>(std::ceil(devicePixels.width())), 1, n);
    const int height = std::clamp(static_cast<int>(std::ceil(devicePixels.height())), 1, n);
    std::vector<int> columnOf(static_cast<size_t>(width));
    for (int x = 0; x < width; ++x)
        columnOf[static_cast<size_t>(x)] = std::min(n - 1, static_cast<int>((x + 0.5) * n / width));
    QImage image(width, height, QImage::Format_RGB32);
    const Eigen::MatrixXd& values = m_figure.values();
    // The matrix is column-major and the image row-major: bands of 64 columns
    // keep both in the cache (row by row took 4x as long at 2,048 words).
    constexpr int Band = 64;
    for (int first = 0; first < width; first += Band) {
        const int last = std::min(width, first + Band);
        for (int y = 0; y < height; ++y) {
            const int row = std::min(n - 1, static_cast<int>((y + 0.5) * n / height));
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            for (int x = first; x < last; ++x)
                line[x] = m_map.rgbAt(
                    ColorMap::normalise(values(row, columnOf[static_cast<size_t>(x)]), m_minimum, m_maximum));
        }
    }
    return image;
}

void HeatmapPainter::paintNumbers(QPainter* painter, const HeatmapLayout& layout) const
{
    painter->save();
    for (int r = 0; r < length(); ++r) {
        for (int c = 0; c < length(); ++c) {
            painter->setPen(oklab::readableTextOn(cellColour(r, c)));
            painter->drawText(layout.cellRect(r, c), Qt::AlignCenter, cellText(r, c));
        }
    }
    painter->restore();
}

void HeatmapPainter::paintLabels(QPainter* painter, const HeatmapLayout& layout) const
{
    painter->save();
    painter->setPen(m_style.text);
    const double line = layout.rowAxisTitleRect.width();
    for (int r = 0; r < length(); r += layout.rowLabelStep) {
        const QRectF cell = layout.cellRect(r, 0);
        const QRectF box(layout.rowLabelsRect.left(), cell.center().y() - line / 2, layout.rowLabelsRect.width(), line);
        painter->drawText(box, Qt::AlignRight | Qt::AlignVCenter, elided(m_figure.tokens.at(r)));
    }
    for (int c = 0; c < length(); c += layout.columnLabelStep) {
        const QRectF cell = layout.cellRect(0, c);
        const QString text = elided(m_figure.tokens.at(c));
        if (layout.columnLabelsUpright) {
            painter->save();
            painter->translate(cell.center().x(), layout.columnLabelsRect.bottom());
            painter->rotate(-90);
            painter->drawText(QRectF(0, -line / 2, layout.columnLabelsRect.height(), line),
                              Qt::AlignLeft | Qt::AlignVCenter, text);
            painter->restore();
        } else {
            painter->drawText(
                QRectF(cell.left(), layout.columnLabelsRect.top(), cell.width(), layout.columnLabelsRect.height()),
                Qt::AlignHCenter | Qt::AlignBottom, text);
        }
    }
    // Axis titles, in a softer tone than the labels.
    QColor soft = m_style.text;
    soft.setAlphaF(0.7f);
    painter->setPen(soft);
    painter->drawText(layout.columnAxisTitleRect, Qt::AlignCenter, m_figure.columnAxisTitle);
    painter->save();
    painter->translate(layout.rowAxisTitleRect.center());
    painter->rotate(-90);
    const QRectF rotated(-layout.rowAxisTitleRect.height() / 2, -layout.rowAxisTitleRect.width() / 2,
                         layout.rowAxisTitleRect.height(), layout.rowAxisTitleRect.width());
    painter->drawText(rotated, Qt::AlignCenter, m_figure.rowAxisTitle);
    painter->restore();
    painter->restore();
}

void HeatmapPainter::paintLegend(QPainter* painter, const HeatmapLayout& layout) const
{
    painter->save();
    const QRectF bar = layout.legendBarRect;
    // The bar: the map from the maximum (top) down to the minimum (bottom).
    const int steps = std::max(2, static_cast<int>(bar.height()));
    for (int i = 0; i < steps; ++i) {
        const double t = 1.0 - (i + 0.5) / steps;
        painter->fillRect(
            QRectF(bar.left(), bar.top() + bar.height() * i / steps, bar.width(), bar.height() / steps + 0.5),
            QColor::fromRgb(m_map.rgbAt(t)));
    }
    QColor frame = m_style.text;
    frame.setAlphaF(0.5f);
    painter->setPen(QPen(frame, 0.75));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(bar);
    const QList<double> ticks = niceTicks(m_minimum, m_maximum, std::clamp(static_cast<int>(bar.height() / 40), 2, 6));
    const int decimals = decimalsFor(ticks);
    const double line = layout.rowAxisTitleRect.width();
    painter->setPen(m_style.text);
    painter->drawText(
        QRectF(bar.left(), bar.top() - HeatmapLayout::Gap - line, layout.legendLabelsRect.right() - bar.left(), line),
        Qt::AlignLeft | Qt::AlignBottom, m_figure.legendTitle);
    for (double tick : ticks) {
        const double y = bar.bottom() - ColorMap::normalise(tick, m_minimum, m_maximum) * bar.height();
        painter->drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 4, y));
        painter->drawText(QRectF(layout.legendLabelsRect.left(), y - line / 2, layout.legendLabelsRect.width(), line),
                          Qt::AlignLeft | Qt::AlignVCenter, numberformat::value(tick, decimals));
    }
    painter->restore();
}

void HeatmapPainter::paintHover(QPainter* painter, const HeatmapLayout& layout, int row, int column) const
{
    if (row < 0 || column < 0 || row >= length() || column >= length())
        return;
    painter->save();
    const QRectF band = rowBand(layout, row);
    const QRectF columnBand(layout.cellRect(0, column).left(), layout.gridRect.top(), layout.cellSize,
                            layout.gridRect.height());
    // Outlines, not a tint: a blue wash over a red (positive) score made it look negative.
    painter->setPen(QPen(m_style.highlight, 1, Qt::DashLine));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(band);
    painter->drawRect(columnBand);
    painter->setPen(QPen(m_style.highlight, 2));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(layout.cellRect(row, column).adjusted(1, 1, -1, -1));
    // Bold labels for the hovered row and column.
    QFont bold = m_style.font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(m_style.highlight);
    const double line = layout.rowAxisTitleRect.width();
    painter->fillRect(
        QRectF(layout.rowLabelsRect.left(), band.center().y() - line / 2, layout.rowLabelsRect.width(), line),
        m_style.background);
    painter->drawText(
        QRectF(layout.rowLabelsRect.left(), band.center().y() - line / 2, layout.rowLabelsRect.width(), line),
        Qt::AlignRight | Qt::AlignVCenter, elided(m_figure.tokens.at(row)));
    painter->restore();
}

void HeatmapPainter::paintFocus(QPainter* painter, const HeatmapLayout& layout, int row, int column) const
{
    if (row < 0 || column < 0 || row >= length() || column >= length())
        return;
    painter->save();
    QPen pen(m_style.text, 2, Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(layout.cellRect(row, column).adjusted(2, 2, -2, -2));
    painter->restore();
}

} // namespace AttentionLab
