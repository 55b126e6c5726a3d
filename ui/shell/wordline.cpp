// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordline.h"

#include <algorithm>

namespace AttentionLab {

WordLine::WordLine(QWidget* parent)
    : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setWordWrap(true);
    // A pasted paragraph must not widen the window: the words wrap instead.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

QSize WordLine::sizeHint() const
{
    // The width is ignored (the size policy) and the height is asked for by width
    // (heightForWidth), as every layout does for a word-wrapped label: laying the text
    // out here too, at a width it may never have, would double the work.
    return { 40 * fontMetrics().averageCharWidth(), fontMetrics().height() + 2 * margin() };
}

QSize WordLine::minimumSizeHint() const
{
    return { 0, fontMetrics().height() + 2 * margin() };
}

int WordLine::heightForWidth(int width) const
{
    const int measured = std::max(width, NarrowestMeasured * fontMetrics().averageCharWidth());
    if (text() != m_measuredText || font() != m_measuredFont) {
        m_measuredText = text();
        m_measuredFont = font();
        m_heights.clear();
    }
    for (const auto& [knownWidth, height] : std::as_const(m_heights)) {
        if (knownWidth == measured)
            return height;
    }
    const int height = QLabel::heightForWidth(measured);
    if (m_heights.size() == KeptHeights)
        m_heights.removeFirst();
    m_heights.append({ measured, height });
    return height;
}

} // namespace AttentionLab
