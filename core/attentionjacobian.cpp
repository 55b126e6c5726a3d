// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionjacobian.h"

#include "attention.h"

#include <algorithm>
#include <cmath>

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

// Up to this dimension the d x d Jacobian is formed and its norm taken; beyond it, the
// d x d matrices (800 MB each at d = 10,000) would cost more than the rest of the app.
constexpr Eigen::Index FormedJacobianDimension = 64;

// ||dy_t/dx_s||_F without forming the d x d matrix J = w I + c a b^T [+ M when s == t],
// with w = w_ts, c = w / T, a = x_s - y_t, b = x_t and M = C^T diag(w) C / T (C: rows x_j - y_t):
//   ||J||² = w² d + 2wc a·b + c²|a|²|b|²  [+ 2w tr M + 2c a^T M b + ||M||²].
// O(L d) work, plus min(L, d)² max(L, d) for ||M||² on the diagonal. J is w I plus a rank-one
// matrix and a positive semi-definite one, so the terms do not cancel for d >= 2.
double jacobianNormFromWeights(const Eigen::MatrixXd& vectors, const Eigen::VectorXd& weights, int t, int s,
                               double temperature)
{
    const auto d = static_cast<double>(vectors.cols());
    const Eigen::VectorXd output = vectors.transpose() * weights;
    const double w = weights[s];
    const double c = w / temperature;
    const Eigen::VectorXd a = vectors.row(s).transpose() - output;
    const Eigen::VectorXd b = vectors.row(t).transpose();
    double squared = w * w * d + 2 * w * c * a.dot(b) + c * c * a.squaredNorm() * b.squaredNorm();
    if (s == t) {
        const Eigen::MatrixXd centred = vectors.rowwise() - output.transpose();
        const Eigen::VectorXd rowNorms = centred.rowwise().squaredNorm();
        const double trace = weights.dot(rowNorms) / temperature;
        const double aMb = (weights.array() * (centred * a).array() * (centred * b).array()).sum() / temperature;
        double mSquared = 0;
        if (centred.rows() <= centred.cols()) { // the L x L Gram matrix is the smaller one
            const Eigen::MatrixXd gram = centred * centred.transpose();
            mSquared = (weights * weights.transpose()).cwiseProduct(gram.cwiseAbs2()).sum();
        } else {
            mSquared = (centred.transpose() * weights.asDiagonal() * centred).squaredNorm();
        }
        squared += 2 * w * trace + 2 * c * aMb + mSquared / (temperature * temperature);
    }
    return std::sqrt(std::max(0.0, squared));
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
    const bool formed = vectors.cols() <= FormedJacobianDimension;
    for (int t = 0; t < length; ++t) {
        const Eigen::VectorXd row = weights.row(t).transpose();
        influence[t] = formed ? jacobianFromWeights(vectors, row, t, 0, temperature).norm()
                              : jacobianNormFromWeights(vectors, row, t, 0, temperature);
    }
    return influence;
}

} // namespace AttentionLab::attention
