// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequencecolours.h"

#include "oklab.h"

#include <QPalette>

#include <cmath>

namespace AttentionLab {

namespace {

// Readable lines and bars, WCAG's 3:1 for graphics plus a margin.
constexpr double MinimumContrast = 3.5;

// The most colourful lightness (starting in the middle, moving away from the
// background) at which \a hue still contrasts with \a background.
QColor colourOn(const QColor& background, double hueDegrees)
{
    const bool darkBackground = oklab::relativeLuminance(background) < 0.4;
    QColor colour;
    for (int i = 0; i <= 25; ++i) {
        const double lightness = darkBackground ? 0.68 + 0.012 * i : 0.62 - 0.015 * i;
        colour = OkLab::fromLch(lightness, 0.15, hueDegrees).toColor();
        if (oklab::contrastRatio(colour, background) >= MinimumContrast)
            break;
    }
    return colour;
}

} // namespace

SequenceColours SequenceColours::fromPalette(const QPalette& palette)
{
    SequenceColours colours;
    colours.background = palette.color(QPalette::Base);
    colours.text = palette.color(QPalette::Text);
    colours.mutedText = palette.color(QPalette::PlaceholderText);
    colours.line = palette.color(QPalette::Mid);
    colours.highlight = palette.color(QPalette::Highlight);
    colours.highlightedText = palette.color(QPalette::HighlightedText);
    // A grey highlight has no hue to follow: then attention is blue, as on the heatmap.
    const OkLab highlight = OkLab::fromColor(colours.highlight);
    const double hue
        = std::hypot(highlight.a, highlight.b) > 0.03 ? std::atan2(highlight.b, highlight.a) * 180.0 / M_PI : 255.0;
    colours.attention = colourOn(colours.background, hue);
    colours.recurrent = colourOn(colours.background, hue + 180.0);
    return colours;
}

} // namespace AttentionLab
