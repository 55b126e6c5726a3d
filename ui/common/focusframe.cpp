// SPDX-License-Identifier: GPL-3.0-or-later
#include "focusframe.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QWidget>

namespace AttentionLab {

void showFocusFrame(QAbstractScrollArea* area, bool framed)
{
    // Selectors by class name: a style sheet set on the area reaches its children too.
    const QString type
        = QString::fromLatin1(area->metaObject()->className()).replace(QLatin1String("::"), QLatin1String("--"));
    const QString unfocused
        = framed ? QStringLiteral("1px solid palette(mid); padding: 1px") : QStringLiteral("2px solid transparent");
    area->setStyleSheet(
        QStringLiteral("%1 { border: %2; } %1:focus { border: 2px solid palette(highlight); padding: 0; }")
            .arg(type, unfocused));
}

void polishStyleSheetsAgain()
{
    const auto windows = QApplication::topLevelWidgets();
    for (QWidget* window : windows) {
        const auto widgets = window->findChildren<QWidget*>();
        for (QWidget* widget : widgets) {
            if (!widget->styleSheet().isEmpty())
                widget->setStyleSheet(widget->styleSheet());
        }
    }
}

} // namespace AttentionLab
