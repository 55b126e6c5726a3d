// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// View ▸ Language's entries, found as a person finds them: by what they say.

#include <QAction>
#include <QString>
#include <QWidget>

namespace AttentionLab::testing {

/// The window's action whose text is \a text ("中文", "English"), or nullptr.
inline QAction* actionNamed(const QWidget& window, const QString& text)
{
    const auto actions = window.findChildren<QAction*>();
    for (QAction* action : actions) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace AttentionLab::testing
