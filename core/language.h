// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace AttentionLab::language {

/// "zh" (the default) or "en" when the system locale is English.
QString systemDefault();

/// Whether \a code is one of the interface languages: "zh" or "en".
bool isSupported(const QString& code);

/// Installs the translations for \a code ("zh" or "en") into the running
/// application, replacing the ones installed before; widgets receive
/// QEvent::LanguageChange. Returns false for an unknown code.
bool install(const QString& code);

/// The code installed last ("zh" before any install()).
QString current();

} // namespace AttentionLab::language
