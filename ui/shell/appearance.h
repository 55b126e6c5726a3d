// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace AttentionLab::appearance {

/// The window's colours: the desktop's own, or an explicit light or dark
/// Fusion palette. Every custom widget reads the palette and repaints on
/// QEvent::PaletteChange, so a switch takes effect everywhere at once.
enum class Theme
{
    System,
    Light,
    Dark,
};

/// "system", "light", "dark" (stable, for settings).
QString themeId(Theme theme);
Theme themeFromId(const QString& id);

/// Must run once after QApplication exists: remembers the desktop's style and palette.
void rememberSystemLook();
void applyTheme(Theme theme);

} // namespace AttentionLab::appearance
