// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessible>

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

} // namespace AttentionLab
