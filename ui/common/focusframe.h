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

} // namespace AttentionLab
