// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"

#include <cmath>
#include <limits>

namespace AttentionLab::attention {

AttentionResult compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options)
{
    AttentionResult result;
    const double temperature = isValidTemperature(options.temperature) ? options.temperature : 1.0;
    // X Xᵀ is symmetric: let Eigen compute one triangle with a rank update.
    result.scores.setZero(vectors.rows(), vectors.rows());
    result.scores.selfadjointView<Eigen::Lower>().rankUpdate(vectors, 1.0 / temperature);
    result.scores.triangularView<Eigen::StrictlyUpper>() = result.scores.transpose();
    result.weights = softmaxRows(result.scores);
    result.outputs.noalias() = result.weights * vectors;
    return result;
}

Eigen::MatrixXd softmaxRows(const Eigen::MatrixXd& scores)
{
    constexpr double largest = std::numeric_limits<double>::max();
    // NaN -> lowest, +-inf -> +-largest; whole-array operations that Eigen vectorises.
    const Eigen::ArrayXXd finite = scores.array().isNaN().select(
        Eigen::ArrayXXd::Constant(scores.rows(), scores.cols(), -largest), scores.array().max(-largest).min(largest));
    // Halve before subtracting: (a - b) could overflow for a = -b = largest.
    const Eigen::ArrayXXd halves = 0.5 * finite;
    const Eigen::ArrayXd rowMax = halves.rowwise().maxCoeff();
    Eigen::ArrayXXd shifted = (halves.colwise() - rowMax);
    Eigen::ArrayXXd exps = (2.0 * shifted).exp();
    const Eigen::ArrayXd rowSum = exps.rowwise().sum(); // >= 1: the maximum contributes exp(0)
    return (exps.colwise() / rowSum).matrix();
}

double cosineSimilarity(const Eigen::VectorXd& a, const Eigen::VectorXd& b)
{
    const double norms = a.norm() * b.norm();
    return norms > 0 ? a.dot(b) / norms : 0.0;
}

double entropy(const Eigen::VectorXd& weights)
{
    const Eigen::ArrayXd w = weights.array();
    return -(w > 0).select(w * w.log(), 0.0).sum();
}

bool isValidTemperature(double temperature)
{
    return std::isfinite(temperature) && temperature > 0;
}

} // namespace AttentionLab::attention
