// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figuresource.h"

#include <functional>

namespace AttentionLab {

class HeatmapPainter;

/// A heatmap as a figure: painted by a HeatmapPainter the page makes for
/// files (black on white), with one rectangle per cell in SVG.
class HeatmapFigureSource : public FigureSource
{
public:
    HeatmapFigureSource(QString id, std::function<QString()> title, std::function<HeatmapPainter()> painter);

    QString id() const override { return m_id; }
    QString title() const override { return m_title(); }
    QSize defaultSize() const override;
    void render(QPainter* painter, const QSize& size) const override;

private:
    QString m_id;
    std::function<QString()> m_title;
    std::function<HeatmapPainter()> m_painter;
};

} // namespace AttentionLab
