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
    m_idle.setSingleShot(true);
    m_idle.setInterval(IdleDelay);
    connect(&m_idle, &QTimer::timeout, this, &WhenShown::catchUp);
    widget->installEventFilter(this);
}

bool WhenShown::deferred()
{
    if (m_catchingUp || m_widget->isVisible() || !m_widget->window()->isVisible())
        return false;
    m_due = true;
    m_idle.start(); // again: from the last change
    return true;
}

void WhenShown::catchUp()
{
    m_idle.stop();
    if (!m_due)
        return;
    m_due = false;
    m_catchingUp = true;
    m_refresh();
    m_catchingUp = false;
}

bool WhenShown::eventFilter(QObject* watched, QEvent* event)
{
    // Before the page's own showEvent and its first paint, so that neither sees old numbers.
    if (watched == m_widget && event->type() == QEvent::Show)
        catchUp();
    return QObject::eventFilter(watched, event);
}

} // namespace AttentionLab
