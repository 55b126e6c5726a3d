// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>
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

/// Must run once after QApplication exists, before the first widget and the first zoom (at
/// 100 %): Chinese characters that the desktop's font lacks are drawn from a Simplified Chinese
/// face (simplifiedChineseFamilies()), not from the one fontconfig's fallback picks for the locale.
/// Outside a Chinese locale that was a Korean or Japanese face (直 and the full-width comma in their
/// forms), and looking it up for each character made Qt's layout of a long Chinese sentence take
/// twice as long. The desktop's face stays first: Latin text and the line height are what they
/// were. The fonts the platform theme gives some classes (menus, tooltips) get the Chinese faces
/// too, here and on every applyTheme(), and follow the zoom (zoom::setClassFonts).
void preferSimplifiedChinese();

/// Must run once after QApplication exists: remembers the desktop's style and palette.
void rememberSystemLook();
void applyTheme(Theme theme);

/// While it lives, a dark application wears its style's light palette, so that
/// figures drawn for paper (the worksheet's answer key) are dark on white; then
/// the palette it wore before. Light palettes are left alone.
class LightPaletteForPaper
{
public:
    LightPaletteForPaper();
    ~LightPaletteForPaper();
    LightPaletteForPaper(const LightPaletteForPaper&) = delete;
    LightPaletteForPaper& operator=(const LightPaletteForPaper&) = delete;

private:
    QPalette m_saved;
    bool m_changed = false;
};

} // namespace AttentionLab::appearance
