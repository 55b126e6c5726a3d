// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionjacobian.h"

#include "attention.h"

namespace AttentionLab::attention {

namespace {

double validTemperature(double temperature)
{
    return isValidTemperature(temperature) ? temperature : 1.0;
}

// The attention weights of word t, through softmaxRows() so that large scores stay finite.
Eigen::VectorXd weightsOf(const Eigen::MatrixXd& vectors, int t, double temperature)
{
    const Eigen::RowVectorXd scores = (vectors * vectors.row(t).transpose()).transpose() / temperature;
    return softmaxRows(scores).transpose();
}

// With S = diag(w) - w w^T the softmax Jacobian and ds_t/dx_s = (δ_ts X + e_s x_t^T) / T,
// the sum  sum_j x_j (dw_tj/dx_s)^T = X^T S (ds_t/dx_s)  simplifies, using X^T w = y_t, to
//   dy_t/dx_s = w_ts I + [ δ_ts Cov_w(X) + w_ts (x_s - y_t) x_t^T ] / T,
// where Cov_w(X) = sum_j w_j (x_j - y_t)(x_j - y_t)^T: d x d work instead of L x L.
// The covariance is only needed on the diagonal s == t.
Eigen::MatrixXd jacobianFromWeights(const Eigen::MatrixXd& vectors, const Eigen::VectorXd& weights, int t, int s,
                                    double temperature)
{
    const Eigen::Index d = vectors.cols();
    const Eigen::VectorXd output = vectors.transpose() * weights;
    const double w = weights[s];
    Eigen::MatrixXd jacobian = w * Eigen::MatrixXd::Identity(d, d);
    jacobian.noalias() += (w / temperature) * (vectors.row(s).transpose() - output) * vectors.row(t);
    if (s == t) {
        const Eigen::MatrixXd centred = vectors.rowwise() - output.transpose();
        jacobian.noalias() += (centred.transpose() * weights.asDiagonal() * centred) / temperature;
    }
    return jacobian;
}

} // namespace

Eigen::MatrixXd outputJacobian(const Eigen::MatrixXd& vectors, int t, int s, double temperature)
{
    const Eigen::Index length = vectors.rows();
    if (t < 0 || t >= length || s < 0 || s >= length)
        return Eigen::MatrixXd::Zero(vectors.cols(), vectors.cols());
    temperature = validTemperature(temperature);
    return jacobianFromWeights(vectors, weightsOf(vectors, t, temperature), t, s, temperature);
}

Eigen::VectorXd firstWordInfluence(const Eigen::MatrixXd& vectors, double temperature)
{
    const int length = static_cast<int>(vectors.rows());
    Eigen::VectorXd influence(length);
    if (length == 0)
        return influence;
    temperature = validTemperature(temperature);
    // All weights at once, as the lesson's attention matrix.
    const Eigen::MatrixXd weights = compute(vectors, { temperature }).weights;
    for (int t = 0; t < length; ++t)
        influence[t] = jacobianFromWeights(vectors, weights.row(t).transpose(), t, 0, temperature).norm();
    return influence;
}

} // namespace AttentionLab::attention
