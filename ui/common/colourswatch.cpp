// SPDX-License-Identifier: GPL-3.0-or-later
#include "colourswatch.h"

#include <QPainter>

namespace AttentionLab {

ColourSwatch::ColourSwatch(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void ColourSwatch::setColour(const QColor& colour)
{
    if (colour == m_colour)
        return;
    m_colour = colour;
    updateDescription();
    update();
}

void ColourSwatch::setDetails(const QString& details)
{
    m_details = details;
    updateDescription();
}

void ColourSwatch::updateDescription()
{
    const QString name = m_colour.isValid() ? m_colour.name() : QString();
    setAccessibleDescription(m_details.isEmpty() || name.isEmpty() ? m_details + name
                                                                   : QStringLiteral("%1 (%2)").arg(m_details, name));
}

void ColourSwatch::setCaption(const QString& caption)
{
    m_caption = caption;
    setAccessibleName(caption);
    updateGeometry();
    update();
}

void ColourSwatch::setPatchSize(int size)
{
    m_patchSize = size;
    updateGeometry();
    update();
}

QSize ColourSwatch::sizeHint() const
{
    const QFontMetrics fm(font());
    const int captionWidth = m_caption.isEmpty() ? 0 : fm.horizontalAdvance(m_caption) + 8;
    return QSize(std::max(m_patchSize, captionWidth), m_patchSize + (m_caption.isEmpty() ? 0 : fm.height() + 6));
}

void ColourSwatch::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF patch((width() - m_patchSize) / 2.0, 0, m_patchSize, m_patchSize);
    QColor frame = palette().color(QPalette::WindowText);
    frame.setAlphaF(0.35f);
    painter.setPen(QPen(frame, 1));
    painter.setBrush(m_colour.isValid() ? m_colour : palette().color(QPalette::Window));
    painter.drawRoundedRect(patch.adjusted(0.5, 0.5, -0.5, -0.5), m_patchSize / 8.0, m_patchSize / 8.0);
    if (!m_caption.isEmpty()) {
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRectF(0, patch.bottom() + 4, width(), height() - patch.bottom() - 4),
                         Qt::AlignHCenter | Qt::AlignTop,
                         QFontMetrics(font()).elidedText(m_caption, Qt::ElideRight, width()));
    }
}

} // namespace AttentionLab
