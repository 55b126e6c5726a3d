// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>

class QRawFont;

namespace AttentionLab::pdfunicode {

/// Radical code point -> the ideograph it stands for.
using Replacements = QHash<uint, uint>;

/// The radicals whose text should read as ideographs: every Kangxi radical with
/// its NFKC ideograph (⼿ U+2F3F -> 手 U+624B), and every other radical that
/// \a font draws with the glyph of a unified ideograph (⻆ U+2EC6 -> 角 U+89D2,
/// which has no NFKC form). Only code points of four hex digits, as ToUnicode
/// maps write them.
Replacements radicalIdeographs(const QRawFont& font);

/// Mends the ToUnicode maps of a PDF written by QPdfWriter so that Chinese
/// copies, searches and extracts as the characters it shows.
///
/// CJK fonts such as Noto Sans CJK draw 手 (U+624B) and the Kangxi radical ⼿
/// (U+2F3F) with one glyph. Qt's map from glyphs back to text takes the lowest
/// code point of a glyph, the radical, so pdftotext, search and copy found "⼿机"
/// where the page shows 手机. Each radical of \a replacements in a map becomes
/// its ideograph, written in the same four hex digits: the streams keep their
/// length and the file its offsets. Returns how many were mended.
int preferUnifiedIdeographs(QByteArray& pdf, const Replacements& replacements);

} // namespace AttentionLab::pdfunicode
