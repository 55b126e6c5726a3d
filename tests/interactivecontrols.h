// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a keyboard user can reach on a page: the widgets Tab can stop at.
// Shared by the keyboard walk and the tooltip check, so both judge the same set.

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QString>
#include <QWidget>

namespace AttentionLab::testing {

/// A control of its own that takes the keyboard focus with Tab.
inline bool acceptsTab(const QWidget* widget)
{
    return (widget->focusPolicy() & Qt::TabFocus) == Qt::TabFocus && !widget->focusProxy();
}

/// A widget Tab can land on now: one a person can see and use.
inline bool isTabStop(const QWidget* widget)
{
    return widget->isVisible() && widget->isEnabled() && acceptsTab(widget);
}

/// Parts of a composite control that Qt wires up itself (a combo box's line
/// edit, a spin box's editor, a scroll area's viewport): the composite counts.
inline bool isInnerPart(const QWidget* widget, const QWidget* root)
{
    for (const QWidget* parent = widget->parentWidget(); parent && parent != root; parent = parent->parentWidget()) {
        if (qobject_cast<const QComboBox*>(parent) || qobject_cast<const QAbstractSpinBox*>(parent))
            return true;
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(parent); area && area->viewport() == widget)
            return true;
    }
    return false;
}

/// Every tab stop under \a root, in creation order.
inline QList<QWidget*> tabStops(QWidget* root)
{
    QList<QWidget*> stops;
    const auto children = root->findChildren<QWidget*>();
    for (QWidget* child : children) {
        if (isTabStop(child) && !isInnerPart(child, root))
            stops.append(child);
    }
    return stops;
}

/// Every control on screen under \a root that Tab could reach, also the ones
/// disabled for now (a Previous button on the first step still needs its tooltip).
inline QList<QWidget*> shownControls(QWidget* root)
{
    QList<QWidget*> controls;
    const auto children = root->findChildren<QWidget*>();
    for (QWidget* child : children) {
        if (child->isVisible() && acceptsTab(child) && !isInnerPart(child, root))
            controls.append(child);
    }
    return controls;
}

/// "QPushButton resetButton “Reset”" for failure messages.
inline QString describe(const QWidget* widget)
{
    QString text = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        text += QLatin1Char(' ') + widget->objectName();
    const QString name = widget->accessibleName();
    if (!name.isEmpty())
        text += QStringLiteral(" “%1”").arg(name);
    else if (const QVariant label = widget->property("text"); label.isValid() && !label.toString().isEmpty())
        text += QStringLiteral(" “%1”").arg(label.toString());
    return text;
}

} // namespace AttentionLab::testing
