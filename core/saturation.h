// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <Eigen/Core>

namespace AttentionLab {

/// The next lesson's motivation, live: dot products of random d-dimensional
/// vectors grow like sqrt(d), so an unscaled softmax saturates (one weight
/// near 1, the rest near 0) as d grows, while dividing by sqrt(d) keeps it soft.
struct SaturationDemo
{
    /// Keys in chapter 7's picture (and in its questions).
    static constexpr int PageKeys = 8;

    int dimension = 0;
    Eigen::VectorXd scores; ///< q·k_j for one query and the keys
    Eigen::VectorXd unscaledWeights; ///< softmax(scores)
    Eigen::VectorXd scaledWeights; ///< softmax(scores / sqrt(d))

    /// Query and keys with independent standard-normal-like components, from
    /// a fixed seed (the same on every machine).
    static SaturationDemo compute(int dimension, int keys, quint64 seed = 2017);
    /// Mean over \a trials seeds of the largest unscaled / scaled weight.
    static double meanLargestWeight(int dimension, int keys, int trials, bool scaled);
};

} // namespace AttentionLab
