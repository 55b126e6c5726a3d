// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"

#include <cmath>

namespace AttentionLab::attention {

AttentionResult compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options)
{
    AttentionResult result;
    compute(vectors, options, result);
    return result;
}

// compute(vectors, options, result) and softmaxRows run the kernels of the
// instruction-set level the CPU has: attentionisa.cpp.

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
