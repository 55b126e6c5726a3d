// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace AttentionLab::accentcolour {

/// A colour of hue \a hueDegrees and chroma \a chroma (OKLCh) whose lightness
/// is moved away from \a background until the WCAG contrast ratio reaches
/// \a minimumContrast (or black/white is reached): the same hue stays
/// readable on light and on dark palettes.
QColor readableOn(const QColor& background, double hueDegrees, double chroma, double minimumContrast);

/// The colour that marks sentence \a index (0, 1, ...) in chapter 4's plot and
/// tables: blue, orange, green, purple, then around again.
QColor sentence(int index, const QColor& background);

/// \a colour laid over \a background with opacity \a alpha (0..1), as an opaque colour.
QColor blend(const QColor& background, const QColor& colour, double alpha);

} // namespace AttentionLab::accentcolour
