// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessible>
#include <QWidget>

namespace AttentionLab {

/// Installs, once, the factory that gives every \a Widget an \a Interface for screen readers.
template<typename Widget, typename Interface> void installAccessibleFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory([](const QString&, QObject* object) -> QAccessibleInterface* {
            if (auto* widget = qobject_cast<Widget*>(object))
                return new Interface(widget);
            return nullptr;
        });
        return true;
    }();
    Q_UNUSED(installed);
}

/// A part of a widget that has no QObject of its own (a heatmap cell, an unknown word of a line), as a
/// screen reader sees it: no children, no text to set, and the widget's interface as its parent.
class AccessiblePart : public QAccessibleInterface
{
public:
    QObject* object() const override { return nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(owner()); }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override { }

protected:
    /// The widget this is a part of; null once it is gone.
    virtual QWidget* owner() const = 0;
};

} // namespace AttentionLab
