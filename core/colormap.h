// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QRgb>
#include <QString>

#include <array>

namespace AttentionLab {

/// Maps a value to a colour for heatmaps and legends. Built in OKLab so equal
/// steps in value look like equal steps in colour; looked up in a 256-entry
/// table because a 512 x 512 heatmap asks for a quarter of a million colours.
class ColorMap
{
public:
    enum class Kind
    {
        Sequential, ///< light (0) to dark (1): darker = more attention
        Diverging, ///< blue (negative) - near white (0) - red (positive)
    };

    /// The sequential maps a user can choose for weights; all run light to dark.
    enum class Scheme
    {
        Blues, ///< the default: near-white to deep blue
        Viridis, ///< colour-blind safe, reversed so that darker = more
        Cividis, ///< optimised for colour-vision deficiency, reversed likewise
    };

    /// The default for weights: near-white to deep blue.
    static ColorMap attention();
    static ColorMap sequential(Scheme scheme);
    /// Stable ids for settings and the command line: "blues", "viridis", "cividis".
    static QString schemeId(Scheme scheme);
    static Scheme schemeFromId(const QString& id);
    /// For scores that can be negative.
    static ColorMap diverging();

    Kind kind() const { return m_kind; }
    /// \a t in [0, 1] (clamped; NaN gives the 0 end).
    QRgb rgbAt(double t) const;
    QColor colourAt(double t) const { return QColor::fromRgb(rgbAt(t)); }

    /// Where \a value falls in [minimum, maximum] (0..1).
    static double normalise(double value, double minimum, double maximum);

private:
    explicit ColorMap(Kind kind);
    ColorMap(const QList<QRgb>& anchors);
    Kind m_kind;
    std::array<QRgb, 256> m_table {};
};

/// The smallest "nice" step (1, 2, 5 or 10 times a power of ten) of at least \a rough > 0.
double niceStep(double rough);

/// "Nice" tick values (1, 2 or 5 times a power of ten) covering [minimum, maximum].
QList<double> niceTicks(double minimum, double maximum, int maximumCount);

} // namespace AttentionLab
