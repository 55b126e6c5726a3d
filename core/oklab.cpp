// SPDX-License-Identifier: GPL-3.0-or-later
#include "oklab.h"

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace oklab {

double srgbToLinear(double encoded)
{
    return encoded <= 0.04045 ? encoded / 12.92 : std::pow((encoded + 0.055) / 1.055, 2.4);
}

double linearToSrgb(double linear)
{
    return linear <= 0.0031308 ? 12.92 * linear : 1.055 * std::pow(linear, 1.0 / 2.4) - 0.055;
}

double relativeLuminance(const QColor& colour)
{
    const QColor rgb = colour.toRgb();
    return 0.2126 * srgbToLinear(rgb.redF()) + 0.7152 * srgbToLinear(rgb.greenF()) + 0.0722 * srgbToLinear(rgb.blueF());
}

double contrastRatio(const QColor& first, const QColor& second)
{
    const double a = relativeLuminance(first);
    const double b = relativeLuminance(second);
    return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05);
}

QColor readableTextOn(const QColor& background)
{
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    return contrastRatio(background, black) >= contrastRatio(background, white) ? black : white;
}

} // namespace oklab

OkLab OkLab::fromColor(const QColor& colour)
{
    const QColor rgb = colour.toRgb();
    const double r = oklab::srgbToLinear(rgb.redF());
    const double g = oklab::srgbToLinear(rgb.greenF());
    const double b = oklab::srgbToLinear(rgb.blueF());
    // Ottosson's matrices (linear sRGB -> LMS -> OKLab).
    const double l = std::cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
    const double m = std::cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
    const double s = std::cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
    return { 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
             1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
             0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s };
}

QColor OkLab::toColor(double alpha) const
{
    const double l = std::pow(L + 0.3963377774 * a + 0.2158037573 * b, 3);
    const double m = std::pow(L - 0.1055613458 * a - 0.0638541728 * b, 3);
    const double s = std::pow(L - 0.0894841775 * a - 1.2914855480 * b, 3);
    const double r = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
    const double g = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
    const double bl = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s;
    auto encode = [](double linear) { return std::clamp(oklab::linearToSrgb(std::clamp(linear, 0.0, 1.0)), 0.0, 1.0); };
    return QColor::fromRgbF(static_cast<float>(encode(r)), static_cast<float>(encode(g)),
                            static_cast<float>(encode(bl)), static_cast<float>(std::clamp(alpha, 0.0, 1.0)));
}

OkLab OkLab::fromLch(double lightness, double chroma, double hueDegrees)
{
    const double hue = hueDegrees * M_PI / 180.0;
    return { lightness, chroma * std::cos(hue), chroma * std::sin(hue) };
}

} // namespace AttentionLab
