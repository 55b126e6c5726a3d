// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>

namespace AttentionLab::testing {

/// Settings and standard paths of a throwaway test profile, emptied: the window
/// opens as on a first start, whatever the person running the tests chose.
inline void useScratchSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTests"));
    QSettings().clear();
}

} // namespace AttentionLab::testing
