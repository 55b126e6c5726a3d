// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QAbstractScrollArea;

namespace AttentionLab {

/// A scroll area that takes the keyboard focus (to scroll, or to move a text
/// cursor through read-only code) shows a frame in the highlight colour while
/// it has it: the styles draw no focus for these, so keyboard users lost track.
/// \a framed keeps a quiet frame when unfocused; either way the frame's width
/// never changes, so nothing inside moves.
void showFocusFrame(QAbstractScrollArea* area, bool framed);

/// Polishes again every widget of every window that has a style sheet (the focus frames). Under a
/// style sheet Qt keeps the palette and the font it worked out when the sheet was polished: after
/// the application's palette (a theme) or font (the zoom) changes, these widgets kept the old text
/// colours and size until this is called.
void polishStyleSheetsAgain();

} // namespace AttentionLab
