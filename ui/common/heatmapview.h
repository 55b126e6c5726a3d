// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "colormap.h"
#include "heatmaplayout.h"

#include <QPixmap>
#include <QWidget>

#include <memory>

namespace AttentionLab {

class AttentionMatrixModel;
class HeatmapPainter;

/// The attention matrix on screen. Paints through a HeatmapPainter into a
/// cached pixmap, repainted only when the data, the size or the palette
/// change; hover and keyboard focus are drawn over the cache. Tooltips come
/// from the model; clicking a row (or pressing Enter) activates that word.
class HeatmapView : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapView(QWidget* parent = nullptr);
    ~HeatmapView() override;

    void setModel(AttentionMatrixModel* model);
    AttentionMatrixModel* model() const { return m_model; }
    /// The sentence the figure's title names.
    void setSentenceText(const QString& text);
    void setColorScheme(ColorMap::Scheme scheme);
    /// Temperature stated in the title (when not 1) and the 0-1 colour scale.
    void setTemperature(double temperature);
    void setFixedScale(bool fixed);
    /// The query word's row, outlined (-1: none).
    void setQueryRow(int row);
    /// Sends the focus cell's description again (the numbers it describes changed).
    void describeFocusCell();
    bool fixedScale() const { return m_fixedScale; }
    ColorMap::Scheme colorScheme() const { return m_scheme; }

    /// The painter of the current figure (same colours as the screen).
    /// What paints the current data; built once per change of data, size or style.
    const HeatmapPainter& painter() const;
    const HeatmapLayout& currentLayout() const { return m_layout; }
    /// Centre of cell (row, column) in widget coordinates, for tests and accessibility.
    QPoint cellCenter(int row, int column) const;
    /// Where cell (row, column) is drawn, in widget coordinates.
    QRectF cellRect(int row, int column) const;
    /// The cell under \a point (widget coordinates); false outside the grid.
    bool cellAt(const QPointF& point, int* row, int* column) const;
    /// Moves the keyboard focus cell, as the arrow keys do.
    void setFocusCell(int row, int column) { moveFocus(row, column); }
    int focusRow() const { return m_focusRow; }
    int focusColumn() const { return m_focusColumn; }
    /// How many times the figure was rendered (not repainted from the cache).
    int renderCount() const { return m_renderCount; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public Q_SLOTS:
    /// Makes row \a row's word the one the page follows (click, Enter, or an assistive technology).
    void activateRow(int row);

Q_SIGNALS:
    /// The user clicked row \a row's word, or pressed Enter on it.
    void rowActivated(int row);
    /// Keyboard focus moved to a cell; \a description is the model's tooltip.
    void focusCellChanged(int row, int column, const QString& description);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;

private:
    void invalidate();
    void connectAccessibility();
    void ensureRendered();
    void moveFocus(int row, int column);
    HeatmapPainter makePainter() const;

    AttentionMatrixModel* m_model = nullptr;
    QString m_sentenceText;
    ColorMap::Scheme m_scheme = ColorMap::Scheme::Blues;
    QPixmap m_cache;
    bool m_cacheValid = false;
    HeatmapLayout m_layout;
    mutable std::unique_ptr<HeatmapPainter> m_painter;
    int m_hoverRow = -1;
    int m_hoverColumn = -1;
    int m_focusRow = 0;
    int m_focusColumn = 0;
    int m_renderCount = 0;
    double m_temperature = 1.0;
    bool m_fixedScale = false;
    int m_queryRow = -1;
};

} // namespace AttentionLab
