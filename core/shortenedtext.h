// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QFontMetricsF;

namespace AttentionLab {

/// \a text cut at a character boundary after about \a length characters, with
/// an ellipsis: titles, headings and menus show a pasted paragraph by its start
/// (laying out all of a 2,048-word sentence in a label took a tenth of a second).
QString shortenedText(const QString& text, int length = 48);

/// A word's label (Token::label()) elided to \a width pixels with "…" at the right, keeping
/// the "?" that marks an unknown word: the word part is elided and the "?" comes after it.
QString elidedLabel(const QFontMetricsF& metrics, const QString& label, qreal width);

} // namespace AttentionLab
