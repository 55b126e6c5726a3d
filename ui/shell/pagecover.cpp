// SPDX-License-Identifier: GPL-3.0-or-later
#include "pagecover.h"

#include <QEvent>

namespace AttentionLab {

PageCover::PageCover(QWidget* covered)
    : QWidget(covered)
{
    // Opaque: nothing of the page behind shows through.
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Window);
    covered->installEventFilter(this);
    setGeometry(covered->rect());
    hide();
}

bool PageCover::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget()) {
        if (event->type() == QEvent::Resize)
            setGeometry(parentWidget()->rect());
        else if (event->type() == QEvent::ChildAdded && isVisible())
            raise(); // a page added to the stack later must not end up above the cover
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace AttentionLab
