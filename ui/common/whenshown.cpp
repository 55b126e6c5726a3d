// SPDX-License-Identifier: GPL-3.0-or-later
#include "whenshown.h"

#include <QEvent>
#include <QWidget>

namespace AttentionLab {

WhenShown::WhenShown(QWidget* widget, std::function<void()> refresh)
    : QObject(widget)
    , m_widget(widget)
    , m_refresh(std::move(refresh))
{
    widget->installEventFilter(this);
}

bool WhenShown::deferred()
{
    if (m_widget->isVisible() || !m_widget->window()->isVisible())
        return false;
    m_due = true;
    return true;
}

bool WhenShown::eventFilter(QObject* watched, QEvent* event)
{
    // Before the page's own showEvent and its first paint, so that neither sees old numbers.
    if (watched == m_widget && event->type() == QEvent::Show && m_due) {
        m_due = false;
        m_refresh();
    }
    return QObject::eventFilter(watched, event);
}

} // namespace AttentionLab
