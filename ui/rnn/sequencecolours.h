// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

class QPalette;

namespace AttentionLab {

/// The colours of the chapter "RNN versus attention", derived from the widget
/// palette so that light and dark themes both work: attention takes the hue of
/// the palette's highlight, the RNN the opposite hue, both at a lightness that
/// stands out from the base colour. Shared by the two views and the charts, so
/// a series and the picture it belongs to always match.
struct SequenceColours
{
    QColor background; ///< QPalette::Base
    QColor text; ///< QPalette::Text
    QColor mutedText; ///< QPalette::PlaceholderText
    QColor line; ///< QPalette::Mid: frames, future arrows, grid lines
    QColor highlight; ///< QPalette::Highlight: the word being read
    QColor highlightedText; ///< QPalette::HighlightedText
    QColor recurrent; ///< the RNN: its state bars and curves
    QColor attention; ///< self-attention: its lines and curves

    static SequenceColours fromPalette(const QPalette& palette);
};

} // namespace AttentionLab
