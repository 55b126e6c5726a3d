// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordchip.h"

#include "sentencechips.h"

#include <QPainter>

namespace AttentionLab {

namespace {
// Room around the chip for the focus ring.
constexpr int Ring = 3;
} // namespace

WordChip::WordChip(const QString& word, const QColor& colour, QWidget* parent)
    : QAbstractButton(parent)
    , m_colour(colour)
{
    setText(word);
    setCheckable(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

QSize WordChip::sizeHint() const
{
    return SentenceChips::chipSize(text(), font()).toSize() + QSize(2 * Ring, 2 * Ring);
}

void WordChip::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!isEnabled())
        painter.setOpacity(0.75); // answered: still readable, no longer to be clicked
    const QRectF chip = QRectF(rect()).adjusted(Ring, Ring, -Ring, -Ring);
    SentenceChips::paintChip(&painter, chip, text(), m_colour, isChecked(), false, true, palette(), font());
    if (hasFocus()) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
        painter.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 10, 10);
    }
}

} // namespace AttentionLab
