// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace AttentionLab {

/// How every number the app shows is written, decided in one place: pages,
/// charts, tooltips and formulas call these, exports call exact(). A page
/// shows two decimals and never "-0.00" (a tiny negative rounds to "0.00").
namespace numberformat {

/// Decimals on pages: weights, scores, cosine similarities, vector components.
constexpr int PageDecimals = 2;

/// A weight, a score, a similarity or an entropy on a page: "0.21", "-1.30",
/// "0.00" (never "-0.00"). \a decimals other than two for the rare place that
/// needs more (a formula whose rounded factors would not add up, see formulas.h).
QString value(double value, int decimals = PageDecimals);

/// A vector component or a formula factor: one decimal when that is exact
/// (the lesson's 0.2 and 1.0), else two: "0.2", "1.0", "0.35", "-0.5".
QString component(double value);

/// A setting such as the temperature: at most two decimals, no trailing
/// zeros: "0.5", "1", "1.25".
QString setting(double value);

/// Full precision for files: the shortest text that reads back as the same
/// double ("0.1", "0.20670116...", "1e-300").
QString exact(double value);

/// A share as whole percent: 0.84 -> "84%" (chapter 8's accuracies, on its page and in its questions).
QString percent(double share);

/// \a value rounded to \a decimals, with -0 made 0: what a chart bar carries,
/// because Qt Charts writes bar labels with %g (0.0000000000000000002 became
/// "2.1e-19"). Finite values only; others pass through.
double rounded(double value, int decimals = PageDecimals);

/// The printf format Qt Charts' value axes take for \a decimals: "%.2f".
QString axisLabelFormat(int decimals = PageDecimals);

/// The decimals a tick interval needs so that neighbouring ticks differ
/// (0.5 -> 1, 0.25 -> 2, 2 -> 0), at most 6.
int decimalsFor(double interval);

} // namespace numberformat
} // namespace AttentionLab
