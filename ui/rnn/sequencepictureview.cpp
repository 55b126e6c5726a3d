// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequencepictureview.h"

#include <QEvent>
#include <QPainter>

namespace AttentionLab {

SequencePictureView::SequencePictureView(QWidget* parent)
    : QWidget(parent)
    , m_colours(SequenceColours::fromPalette(palette()))
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void SequencePictureView::invalidate()
{
    m_cacheValid = false;
    update();
}

void SequencePictureView::ensureRendered()
{
    if (m_cacheValid)
        return;
    const qreal ratio = devicePixelRatioF();
    m_cache = QPixmap((QSizeF(size()) * ratio).toSize());
    m_cache.setDevicePixelRatio(ratio);
    m_cache.fill(m_colours.background);
    QPainter painter(&m_cache);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(font());
    render(&painter);
    m_cacheValid = true;
    ++m_renderCount;
}

void SequencePictureView::paintEvent(QPaintEvent*)
{
    ensureRendered();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
}

void SequencePictureView::resizeEvent(QResizeEvent* event)
{
    m_cacheValid = false;
    QWidget::resizeEvent(event);
}

void SequencePictureView::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
        m_colours = SequenceColours::fromPalette(palette());
        invalidate();
        break;
    case QEvent::FontChange:
        invalidate();
        break;
    case QEvent::LanguageChange:
        updateAccessibility();
        invalidate();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace AttentionLab
