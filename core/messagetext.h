// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace AttentionLab::messagetext {

/// \a text made safe to show inside a one-line message: line breaks, tabs and
/// other control characters (ESC starts terminal escape sequences) and the
/// bidirectional controls (RLO and friends reorder the rest of the line) are
/// written as \n, \t, \r or \u{XXXX}; everything else, emoji joiners included, stays.
QString escaped(const QString& text);

} // namespace AttentionLab::messagetext
