// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "colormap.h"
#include "heatmaplayout.h"

#include <QList>
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
    /// Only the grid and the words (HeatmapFigure::hiddenValues), for a question asked before
    /// the numbers are shown: tooltips, descriptions and screen readers get no number either.
    void setValuesHidden(bool hidden);
    bool valuesHidden() const { return m_valuesHidden; }
    /// Clicks and the keyboard stay in row \a row (a question about that row's cells); -1: any row.
    void setPinnedRow(int row);
    int pinnedRow() const { return m_pinnedRow; }
    /// Marks the cell someone chose: column -1 the whole row, row -1 none.
    void setChosenCell(int row, int column);
    int chosenRow() const { return m_chosenRow; }
    int chosenColumn() const { return m_chosenColumn; }
    /// A short text (✓, ✗) written in a cell, or beside its row when the column is -1.
    struct Mark
    {
        int row = -1;
        int column = -1;
        QString text;
    };
    void setMarks(const QList<Mark>& marks);
    /// What cell (row, column) says in its tooltip, in the status bar and to a screen reader.
    QString describeCell(int row, int column) const;
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
    /// Moves the focus to cell (row, column) and activates it (and its row).
    void activateCell(int row, int column);

Q_SIGNALS:
    /// The user clicked row \a row's word, or pressed Enter on it.
    void rowActivated(int row);
    /// The user clicked cell (row, column), or pressed Enter or Space on it; \a column is -1
    /// when the row's label was clicked.
    void cellActivated(int row, int column);
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
    bool m_valuesHidden = false;
    int m_pinnedRow = -1;
    int m_chosenRow = -1;
    int m_chosenColumn = -1;
    QList<Mark> m_marks;
    /// The name this view gave itself, in the language of the time: one its owner gave instead
    /// (chapter 8's "Head 2's attention weights ...") is not replaced.
    QString m_ownAccessibleName;
};

} // namespace AttentionLab
