// SPDX-License-Identifier: GPL-3.0-or-later
#include "zoomablecombobox.h"

#include <QEvent>

namespace AttentionLab {

void ZoomableComboBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) {
        // A style change makes QComboBox forget both of its size hints; its other work (the
        // delegate, the layout direction and margins) leaves them as the style already has them.
        QEvent styleChange(QEvent::StyleChange);
        QComboBox::changeEvent(&styleChange);
    }
    QComboBox::changeEvent(event);
}

} // namespace AttentionLab
