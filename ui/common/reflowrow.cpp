// SPDX-License-Identifier: GPL-3.0-or-later
#include "reflowrow.h"

#include <QBoxLayout>
#include <QResizeEvent>

#include <algorithm>

namespace AttentionLab {

namespace {
// What a layout gives \a widget at least: its minimum size if set, else its minimum size hint.
int minimumWidthOf(const QWidget* widget)
{
    return widget->minimumWidth() > 0 ? widget->minimumWidth() : widget->minimumSizeHint().width();
}
} // namespace

ReflowRow::ReflowRow(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QBoxLayout(QBoxLayout::LeftToRight, this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void ReflowRow::addWidget(QWidget* widget, int stretch)
{
    m_layout->addWidget(widget, stretch);
    reflow(width());
}

bool ReflowRow::isSideBySide() const
{
    return m_layout->direction() == QBoxLayout::LeftToRight;
}

int ReflowRow::sideBySideWidth() const
{
    int width = 0;
    int shown = 0;
    for (int i = 0; i < m_layout->count(); ++i) {
        const QWidget* widget = m_layout->itemAt(i)->widget();
        if (!widget || widget->isHidden())
            continue;
        width += minimumWidthOf(widget);
        ++shown;
    }
    const QMargins margins = m_layout->contentsMargins();
    return width + std::max(0, shown - 1) * m_layout->spacing() + margins.left() + margins.right();
}

QSize ReflowRow::minimumSizeHint() const
{
    // Only the widest widget's width: side by side needs more, and gets it only when the row has it.
    int width = 0;
    for (int i = 0; i < m_layout->count(); ++i) {
        if (const QWidget* widget = m_layout->itemAt(i)->widget(); widget && !widget->isHidden())
            width = std::max(width, minimumWidthOf(widget));
    }
    const QMargins margins = m_layout->contentsMargins();
    return QSize(width + margins.left() + margins.right(), m_layout->minimumSize().height());
}

bool ReflowRow::event(QEvent* event)
{
    // A widget's minimum changed (the zoom, a new title) while the row kept its width: figures
    // rendered at 100 % during a zoom must see the row as it is at 100 %.
    if (event->type() == QEvent::LayoutRequest)
        reflow(width());
    return QWidget::event(event);
}

void ReflowRow::resizeEvent(QResizeEvent* event)
{
    reflow(event->size().width());
    QWidget::resizeEvent(event);
}

void ReflowRow::reflow(int width)
{
    const auto direction = width >= sideBySideWidth() ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (direction == m_layout->direction())
        return;
    m_layout->setDirection(direction);
    updateGeometry(); // one under the other is taller
}

} // namespace AttentionLab
