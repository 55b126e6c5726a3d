// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmapfiguresource.h"

#include "heatmappainter.h"

#include <QPaintEngine>
#include <QPainter>

namespace AttentionLab {

HeatmapFigureSource::HeatmapFigureSource(QString id, std::function<QString()> title,
                                         std::function<HeatmapPainter()> painter)
    : m_id(std::move(id))
    , m_title(std::move(title))
    , m_painter(std::move(painter))
{ }

QSize HeatmapFigureSource::defaultSize() const
{
    return m_painter().preferredSize().toSize();
}

void HeatmapFigureSource::render(QPainter* painter, const QSize& size) const
{
    const HeatmapPainter heatmap = m_painter();
    // An SVG gets one rectangle per cell; pixels get the faster scaled image.
    const bool vector = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::SVG;
    heatmap.paint(painter, heatmap.layout(QSizeF(size)), vector);
}

} // namespace AttentionLab
