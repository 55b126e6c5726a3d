// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace AttentionLab {

/// A colour in Björn Ottosson's OKLab space: L is perceived lightness (0..1),
/// a and b the green-red and blue-yellow axes. Distances and straight lines in
/// OKLab look even to the eye, unlike in gamma-encoded sRGB bytes, so colours
/// are mixed and colour maps are built here.
struct OkLab
{
    double L = 0;
    double a = 0;
    double b = 0;

    static OkLab fromColor(const QColor& colour);
    /// Converts back to sRGB, clipping what falls outside the sRGB gamut.
    QColor toColor(double alpha = 1.0) const;
    /// From lightness, chroma and hue in degrees (OKLCh).
    static OkLab fromLch(double lightness, double chroma, double hueDegrees);
};

namespace oklab {
/// sRGB transfer function and its inverse, on 0..1 values.
double srgbToLinear(double encoded);
double linearToSrgb(double linear);
/// WCAG 2 relative luminance of an sRGB colour (0 black .. 1 white).
double relativeLuminance(const QColor& colour);
/// WCAG 2 contrast ratio between two colours (1 .. 21).
double contrastRatio(const QColor& first, const QColor& second);
/// Black or white text, whichever contrasts more with \a background.
QColor readableTextOn(const QColor& background);
} // namespace oklab

} // namespace AttentionLab
