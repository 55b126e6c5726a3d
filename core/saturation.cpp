// SPDX-License-Identifier: GPL-3.0-or-later
#include "saturation.h"

#include "attention.h"
#include "portablerandom.h"

#include <QtGlobal>

#include <cmath>

namespace AttentionLab {

namespace {
// Sum of 12 uniforms minus 6: mean 0, variance 1, integer-seeded and portable.
double normalish(quint64& state)
{
    double sum = 0;
    for (int i = 0; i < 12; ++i)
        sum += portablerandom::unit(state);
    return sum - 6.0;
}
} // namespace

SaturationDemo SaturationDemo::compute(int dimension, int keys, quint64 seed)
{
    SaturationDemo demo;
    demo.dimension = std::max(1, dimension);
    keys = std::max(1, keys);
    quint64 state = seed;
    Eigen::VectorXd query(demo.dimension);
    for (int i = 0; i < demo.dimension; ++i)
        query[i] = normalish(state);
    Eigen::MatrixXd keyMatrix(keys, demo.dimension);
    for (int r = 0; r < keys; ++r) {
        for (int c = 0; c < demo.dimension; ++c)
            keyMatrix(r, c) = normalish(state);
    }
    demo.scores = keyMatrix * query;
    demo.unscaledWeights = attention::softmaxRows(demo.scores.transpose()).transpose();
    demo.scaledWeights
        = attention::softmaxRows(demo.scores.transpose() / std::sqrt(static_cast<double>(demo.dimension))).transpose();
    return demo;
}

double SaturationDemo::meanLargestWeight(int dimension, int keys, int trials, bool scaled)
{
    double sum = 0;
    for (int t = 0; t < trials; ++t) {
        const SaturationDemo demo = compute(dimension, keys, 1000 + static_cast<quint64>(t));
        sum += (scaled ? demo.scaledWeights : demo.unscaledWeights).maxCoeff();
    }
    return trials > 0 ? sum / trials : 0;
}

} // namespace AttentionLab
