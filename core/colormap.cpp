// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormap.h"

#include "oklab.h"

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {
// Endpoints in OKLCh. Lightness falls linearly, so the map is perceptually
// ordered; chroma rises with it so dark cells stay clearly blue, not grey.
struct Lch
{
    double lightness, chroma, hue;
};
constexpr Lch Paper { 0.985, 0.012, 250 };
constexpr Lch DeepBlue { 0.34, 0.13, 262 };
constexpr Lch Red { 0.48, 0.17, 28 };
constexpr Lch Blue { 0.45, 0.15, 258 };

// A straight line in OKLab (not round the hue circle, which would pass
// through green on the way from blue to red).
QRgb mix(const Lch& from, const Lch& to, double t)
{
    const OkLab a = OkLab::fromLch(from.lightness, from.chroma, from.hue);
    const OkLab b = OkLab::fromLch(to.lightness, to.chroma, to.hue);
    const auto lerp = [t](double x, double y) { return x + (y - x) * t; };
    return OkLab { lerp(a.L, b.L), lerp(a.a, b.a), lerp(a.b, b.b) }.toColor().rgb();
}
} // namespace

ColorMap::ColorMap(Kind kind)
    : m_kind(kind)
{
    for (int i = 0; i < 256; ++i) {
        const double t = i / 255.0;
        if (kind == Kind::Sequential)
            m_table[i] = mix(Paper, DeepBlue, t);
        else
            m_table[i] = t < 0.5 ? mix(Blue, Paper, t * 2) : mix(Paper, Red, (t - 0.5) * 2);
    }
}

ColorMap::ColorMap(const QList<QRgb>& anchors)
    : m_kind(Kind::Sequential)
{
    // Piecewise straight lines in OKLab between the published anchor colours.
    const int segments = static_cast<int>(anchors.size()) - 1;
    for (int i = 0; i < 256; ++i) {
        const double position = i / 255.0 * segments;
        const int segment = std::min(segments - 1, static_cast<int>(position));
        const double t = position - segment;
        const OkLab a = OkLab::fromColor(QColor::fromRgb(anchors.at(segment)));
        const OkLab b = OkLab::fromColor(QColor::fromRgb(anchors.at(segment + 1)));
        m_table[i] = OkLab { a.L + (b.L - a.L) * t, a.a + (b.a - a.a) * t, a.b + (b.b - a.b) * t }.toColor().rgb();
    }
}

ColorMap ColorMap::sequential(Scheme scheme)
{
    // Viridis and cividis anchors at tenths, light end first (reversed, so darker = more attention).
    static const ColorMap viridis(QList<QRgb> { 0xfde725, 0xb5de2b, 0x6ece58, 0x35b779, 0x1f9e89, 0x26828e, 0x31688e,
                                                0x3e4989, 0x482878, 0x440154 });
    static const ColorMap cividis(QList<QRgb> { 0xfee838, 0xe4cf5b, 0xc4b56c, 0xa69d75, 0x8a8779, 0x707173, 0x575d6d,
                                                0x3b496c, 0x123570, 0x00224e });
    switch (scheme) {
    case Scheme::Viridis:
        return viridis;
    case Scheme::Cividis:
        return cividis;
    case Scheme::Blues:
        break;
    }
    return attention();
}

QString ColorMap::schemeId(Scheme scheme)
{
    switch (scheme) {
    case Scheme::Viridis:
        return QStringLiteral("viridis");
    case Scheme::Cividis:
        return QStringLiteral("cividis");
    case Scheme::Blues:
        break;
    }
    return QStringLiteral("blues");
}

ColorMap::Scheme ColorMap::schemeFromId(const QString& id)
{
    if (id == QLatin1String("viridis"))
        return Scheme::Viridis;
    if (id == QLatin1String("cividis"))
        return Scheme::Cividis;
    return Scheme::Blues;
}

ColorMap ColorMap::attention()
{
    static const ColorMap map(Kind::Sequential);
    return map;
}

ColorMap ColorMap::diverging()
{
    static const ColorMap map(Kind::Diverging);
    return map;
}

QRgb ColorMap::rgbAt(double t) const
{
    if (!(t > 0)) // also NaN
        return m_table.front();
    return m_table[std::min(255, static_cast<int>(t * 255.0 + 0.5))];
}

double ColorMap::normalise(double value, double minimum, double maximum)
{
    if (!(maximum > minimum))
        return 0.0;
    return std::clamp((value - minimum) / (maximum - minimum), 0.0, 1.0);
}

double niceStep(double rough)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude;
    for (double factor : { 1.0, 2.0, 5.0, 10.0 }) {
        step = factor * magnitude;
        if (step >= rough)
            break;
    }
    return step;
}

QList<double> niceTicks(double minimum, double maximum, int maximumCount)
{
    QList<double> ticks;
    if (!std::isfinite(minimum) || !std::isfinite(maximum) || maximum <= minimum || maximumCount < 2)
        return { minimum };
    const double step = niceStep((maximum - minimum) / (maximumCount - 1));
    const double first = std::ceil(minimum / step - 1e-9) * step;
    for (double tick = first; tick <= maximum + step * 1e-9; tick += step)
        ticks.append(std::abs(tick) < step * 1e-9 ? 0.0 : tick);
    return ticks;
}

} // namespace AttentionLab
