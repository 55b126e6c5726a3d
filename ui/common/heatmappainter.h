// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "colormap.h"
#include "heatmaplayout.h"

#include <QColor>
#include <QFont>
#include <QImage>
#include <QStringList>

#include <Eigen/Core>

#include <memory>

class QPainter;

namespace AttentionLab {

class AttentionMatrixModel;

/// What a heatmap figure shows: the tokens, the matrix and the words around it.
struct HeatmapFigure
{
    QStringList tokens;
    /// Shared with the model it came from: a 2,048-word figure is 32 MB.
    std::shared_ptr<const Eigen::MatrixXd> sharedValues = std::make_shared<const Eigen::MatrixXd>();
    bool diverging = false; ///< scores (can be negative) instead of weights
    QString title;
    QString rowAxisTitle; ///< the words that attend
    QString columnAxisTitle; ///< the words attended to
    QString legendTitle;
    /// Weights coloured from 0 to 1 in every figure, so two figures compare (else 0 to the largest weight).
    bool fixedScale = false;
    /// The query word's row, outlined so a click on a row visibly makes it the query (-1: none).
    int queryRow = -1;
    /// Only the grid and the words, no colours, numbers or legend: a question asks
    /// about the values before they are shown.
    bool hiddenValues = false;

    /// The figure of \a model's current matrix, titles translated; the title
    /// states the temperature when it is not 1.
    static HeatmapFigure fromModel(const AttentionMatrixModel& model, const QString& sentenceText,
                                   double temperature = 1.0, bool fixedScale = false);
    /// Value range the colours span: [0, max] for weights, [-m, m] for scores.
    double minimum() const;
    double maximum() const;
    const Eigen::MatrixXd& values() const { return *sharedValues; }
};

/// Colours and font of a figure: the palette's on screen, black on white (or
/// on nothing) in exported files.
struct HeatmapStyle
{
    QFont font;
    QColor text = Qt::black;
    QColor background = Qt::white;
    bool fillBackground = true;
    QColor highlight = QColor(0, 120, 215);
    ColorMap::Scheme scheme = ColorMap::Scheme::Blues; ///< for weights; scores always diverge
};

/// Paints a heatmap figure into any QPainter: a widget, a QImage for PNG,
/// a QSvgGenerator for SVG. One painter for screen and file, so they are the
/// same picture.
class HeatmapPainter
{
public:
    explicit HeatmapPainter(HeatmapFigure figure, HeatmapStyle style = {});

    const HeatmapFigure& figure() const { return m_figure; }
    const HeatmapStyle& style() const { return m_style; }
    int length() const { return static_cast<int>(m_figure.tokens.size()); }

    /// The label, number and legend sizes, measured once when the painter is made.
    const HeatmapMetrics& metrics() const { return m_metrics; }
    HeatmapLayout layout(const QSizeF& size) const;
    QSizeF preferredSize() const;
    /// The size for cells of side \a cell.
    QSizeF sizeFor(double cell) const;

    /// The whole figure. \a vector: one rectangle per cell (for SVG), instead
    /// of one scaled image, which is much faster for long sentences.
    void paint(QPainter* painter, const HeatmapLayout& layout, bool vector = false) const;
    /// Marks the row and column of the hovered cell, drawn over a cached figure.
    void paintHover(QPainter* painter, const HeatmapLayout& layout, int row, int column) const;
    /// Outlines the keyboard focus cell.
    void paintFocus(QPainter* painter, const HeatmapLayout& layout, int row, int column) const;
    /// Marks the cell (row, column) someone chose, or the whole row when \a column is -1.
    void paintChoice(QPainter* painter, const HeatmapLayout& layout, int row, int column) const;
    /// Writes \a text (a ✓ or ✗) in cell (row, column), or beside the row when \a column is -1.
    void paintMark(QPainter* painter, const HeatmapLayout& layout, int row, int column, const QString& text) const;

    QColor cellColour(int row, int column) const;
    /// A cell's number as printed: two decimals.
    QString cellText(int row, int column) const;

    /// Longest label, in pixels, before it is elided with "…" (an unknown word keeps its "?").
    static constexpr double MaximumLabelWidth = 120;

private:
    void paintCells(QPainter* painter, const HeatmapLayout& layout, bool vector) const;
    /// The cells' outlines alone (hidden values).
    void paintGrid(QPainter* painter, const HeatmapLayout& layout) const;
    void paintDiagonal(QPainter* painter, const HeatmapLayout& layout) const;
    void paintNumbers(QPainter* painter, const HeatmapLayout& layout) const;
    /// The cells as an image of at most \a devicePixels, one pixel per cell
    /// when there is room.
    QImage cellImage(const QSizeF& devicePixels) const;
    void paintLabels(QPainter* painter, const HeatmapLayout& layout) const;
    void paintLegend(QPainter* painter, const HeatmapLayout& layout) const;
    void paintQueryRow(QPainter* painter, const HeatmapLayout& layout) const;
    QString elided(const QString& text) const;
    HeatmapMetrics measure() const;

    HeatmapFigure m_figure;
    HeatmapStyle m_style;
    ColorMap m_map;
    double m_minimum = 0;
    double m_maximum = 1;
    HeatmapMetrics m_metrics; // after m_figure and m_style, which it measures
};

} // namespace AttentionLab
