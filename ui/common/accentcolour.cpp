// SPDX-License-Identifier: GPL-3.0-or-later
#include "accentcolour.h"

#include "oklab.h"

#include <array>

namespace AttentionLab::accentcolour {

QColor readableOn(const QColor& background, double hueDegrees, double chroma, double minimumContrast)
{
    const bool darkBackground = OkLab::fromColor(background).L < 0.6;
    // Start at a lightness that looks good on such a background, then walk away from it.
    double lightness = darkBackground ? 0.72 : 0.52;
    const double step = darkBackground ? 0.02 : -0.02;
    QColor colour = OkLab::fromLch(lightness, chroma, hueDegrees).toColor();
    while (oklab::contrastRatio(colour, background) < minimumContrast && lightness > 0.0 && lightness < 1.0) {
        lightness += step;
        // Less chroma near black and white, where the gamut is narrow.
        const double room = std::min(lightness, 1.0 - lightness) * 2.0;
        colour = OkLab::fromLch(lightness, chroma * std::clamp(room, 0.0, 1.0), hueDegrees).toColor();
    }
    return colour;
}

QColor sentence(int index, const QColor& background)
{
    static constexpr std::array<double, 4> hues { 255.0, 50.0, 145.0, 320.0 };
    const double hue = hues[static_cast<std::size_t>(std::abs(index)) % hues.size()];
    return readableOn(background, hue, 0.15, 3.0);
}

QColor blend(const QColor& background, const QColor& colour, double alpha)
{
    const double a = std::clamp(alpha, 0.0, 1.0);
    return QColor::fromRgbF(static_cast<float>(background.redF() * (1 - a) + colour.redF() * a),
                            static_cast<float>(background.greenF() * (1 - a) + colour.greenF() * a),
                            static_cast<float>(background.blueF() * (1 - a) + colour.blueF() * a));
}

} // namespace AttentionLab::accentcolour
