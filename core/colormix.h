// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>

namespace AttentionLab {

/// The lesson's colour picture of a weighted average: every word a colour,
/// the new vector the colours mixed with the weights. Mixed in OKLab, so half
/// red and half blue looks half-way to the eye (not the muddy midpoint of
/// gamma-encoded sRGB bytes).
namespace colormix {

/// Weighted mix of \a colours; weights are normalised by their sum (all zero
/// or mismatched sizes give an invalid QColor).
QColor mix(const QList<QColor>& colours, const QList<double>& weights);

/// Sets weight \a index to \a value (clamped to [0, 1]) and rescales the
/// others proportionally so the sum is exactly 1. When the others are all 0,
/// they share what is left equally. Returns the new weights.
QList<double> rebalance(const QList<double>& weights, int index, double value);

} // namespace colormix
} // namespace AttentionLab
