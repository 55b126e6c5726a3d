// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

class QFont;

namespace AttentionLab {

/// The faces that draw Chinese in its Simplified forms, the one Debian installs (fonts-noto-cjk)
/// first: the worksheet, the SVG figures and the window's fallback for Chinese name them. Han
/// characters differ between the Chinese, Japanese and Korean faces of one design (直, 骨, the
/// full-width comma), and a fallback chosen by a non-Chinese locale picks another one.
QStringList simplifiedChineseFamilies();

/// \a face itself, or when it is the Japanese, Korean or Traditional Chinese face of a pan-CJK design
/// (Noto CJK, Source Han) its Simplified Chinese sibling among \a installed: such a face draws every Han
/// character itself, so no face after it is asked, and the sibling has the same Latin letters and metrics.
QString simplifiedSibling(const QString& face, const QStringList& installed);

/// The families for \a font with Chinese drawn from simplifiedChineseFamilies(): the face \a font
/// resolves to, then those. The face, not \a font's family name: an alias such as "Sans Serif" or
/// "Monospace" matches no face in a list of families, and the Chinese face would become the first
/// (taller lines, full-width quotation marks, no longer monospaced). Outside a Chinese locale the
/// desktop's faces have no Han characters, and Qt asked fontconfig for a fallback at every character:
/// naming the face halved Qt's layout of a long Chinese line. The face is simplifiedSibling()'s.
QStringList familiesWithSimplifiedChinese(const QFont& font);

/// The desktop's monospaced font with familiesWithSimplifiedChinese(): for the code and the arithmetic,
/// whose words are Chinese and whose columns must stay aligned.
QFont monospacedFontWithSimplifiedChinese();

} // namespace AttentionLab
