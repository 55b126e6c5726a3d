// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRegularExpression>
#include <QTest>

namespace AttentionLab::testing {

/// Makes any qWarning (Qt's own or ours) fail the current test function, so a
/// widget that warns on the way (a bad connection, a layout set twice, a
/// painter on an invalid device) does not pass silently. Call it in init():
/// Qt clears the list after every test function. A warning a test expects is
/// declared with QTest::ignoreMessage, which takes precedence.
///
/// The one exception is what the offscreen test platform itself says about
/// window-manager calls it leaves out ("This plugin does not support raise()"
/// when a tooltip is shown, "... propagateSizeHints()" when a window with a
/// minimum size is shown, "... grabbing the keyboard" when a context menu opens): Qt's default QPlatformWindow prints it, on every
/// platform plugin that does not implement the call, whatever the widget does.
///
/// \a expected, a regular expression, names further messages a test function
/// (or one data row) knowingly lets through; say why where it is used.
inline void failOnAnyWarning(const QString& expected = QString())
{
    const QString platform
        = QStringLiteral("This plugin does not support (?:raise\\(\\)|propagateSizeHints\\(\\)|grabbing the keyboard)$");
    const QString allowed = expected.isEmpty() ? platform : platform + QLatin1Char('|') + expected;
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!%1)").arg(allowed)));
}

} // namespace AttentionLab::testing
