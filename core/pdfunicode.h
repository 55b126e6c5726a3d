// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

namespace AttentionLab::pdfunicode {

/// Mends the ToUnicode maps of a PDF written by QPdfWriter so that Chinese
/// copies, searches and extracts as the characters it shows.
///
/// CJK fonts such as Noto Sans CJK draw 手 (U+624B) and the Kangxi radical ⼿
/// (U+2F3F) with one glyph. Qt's map from glyphs back to text takes the lowest
/// code point of a glyph, the radical, so pdftotext, search and copy found "⼿机"
/// where the page shows 手机. Each radical in a map becomes the ideograph it
/// stands for (its NFKC form), written in the same four hex digits: the streams
/// keep their length and the file its offsets. Returns how many were mended.
int preferUnifiedIdeographs(QByteArray& pdf);

} // namespace AttentionLab::pdfunicode
