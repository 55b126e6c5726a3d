// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormix.h"

#include "oklab.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace AttentionLab::colormix {

QColor mix(const QList<QColor>& colours, const QList<double>& weights)
{
    if (colours.isEmpty() || colours.size() != weights.size())
        return {};
    const double total = std::accumulate(weights.cbegin(), weights.cend(), 0.0);
    if (!(total > 0))
        return {};
    OkLab sum;
    for (int i = 0; i < colours.size(); ++i) {
        const OkLab lab = OkLab::fromColor(colours.at(i));
        const double w = weights.at(i) / total;
        sum.L += w * lab.L;
        sum.a += w * lab.a;
        sum.b += w * lab.b;
    }
    return sum.toColor();
}

QList<double> rebalance(const QList<double>& weights, int index, double value)
{
    QList<double> result = weights;
    if (index < 0 || index >= weights.size())
        return result;
    const double clamped = std::isfinite(value) ? std::clamp(value, 0.0, 1.0) : 0.0;
    if (weights.size() == 1) {
        result[0] = 1.0;
        return result;
    }
    const double rest = 1.0 - clamped;
    double othersSum = 0;
    for (int i = 0; i < weights.size(); ++i) {
        if (i != index)
            othersSum += std::max(0.0, weights.at(i));
    }
    for (int i = 0; i < weights.size(); ++i) {
        if (i == index)
            result[i] = clamped;
        else if (othersSum > 0)
            result[i] = std::max(0.0, weights.at(i)) / othersSum * rest;
        else
            result[i] = rest / (weights.size() - 1);
    }
    // Floating point: put the last ulp of the difference on the changed weight's
    // largest neighbour so the sum is exactly 1.
    const double sum = std::accumulate(result.cbegin(), result.cend(), 0.0);
    int largestOther = index == 0 ? 1 : 0;
    for (int i = 0; i < result.size(); ++i) {
        if (i != index && result.at(i) > result.at(largestOther))
            largestOther = i;
    }
    result[largestOther] = std::max(0.0, result.at(largestOther) + (1.0 - sum));
    return result;
}

} // namespace AttentionLab::colormix
