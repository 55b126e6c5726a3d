// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "stepfigure.h"

#include <QPixmap>
#include <QWidget>

namespace AttentionLab {

/// Paints a StepFigure: a title and caption, then one column per sentence
/// with its tables of numbers and formulas, then notes. Colours come from the
/// palette (each sentence in its own accent); the picture is cached and only
/// rendered again when the figure, the size, the font or the palette change.
/// Its height follows its width (heightForWidth), for a scroll area.
class StepFigureView : public QWidget
{
    Q_OBJECT
public:
    explicit StepFigureView(QWidget* parent = nullptr);

    void setFigure(const StepFigure& figure);
    const StepFigure& figure() const { return m_figure; }
    /// How many times the figure was rendered (not repainted from the cache).
    int renderCount() const { return m_renderCount; }
    /// Width the widest table needs: narrower than this, the figure would clip.
    /// Blocks that do not fit side by side go one under the other.
    int requiredWidth() const;

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// Lays the figure out at \a width and paints it when \a painter is set; returns the height used.
    int layOut(QPainter* painter, int width) const;
    int tableWidth(const StepTable& table, int available, int* labelWidth, QList<int>* columnWidths) const;
    int widestTable() const;
    /// How many blocks fit side by side in \a inner pixels, each as wide as the widest table.
    int blocksPerRow(int inner) const;
    void invalidate();

    StepFigure m_figure;
    QPixmap m_cache;
    bool m_cacheValid = false;
    int m_renderCount = 0;
};

} // namespace AttentionLab
