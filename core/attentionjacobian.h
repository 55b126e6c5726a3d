// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Eigen/Core>

namespace AttentionLab::attention {

/// dy_t/dx_s (d x d, entry (a, b) = dy_t[a]/dx_s[b]) for the self-attention of
/// attention::compute(): y_t = sum_j w_tj x_j, w_t = softmax(X x_t / T).
/// Analytic: dy_t/dx_s = w_ts I + sum_j x_j (dw_tj/dx_s)^T with the softmax Jacobian,
/// where the scores s_tj = x_t.x_j / T depend on x_s through x_t (when s == t) and
/// through x_j (when j == s). \a t and \a s are 0-based; outside [0, L) the result is
/// zero. An invalid \a temperature falls back to 1, as in attention::compute().
Eigen::MatrixXd outputJacobian(const Eigen::MatrixXd& vectors, int t, int s, double temperature = 1.0);

/// ||dy_t/dx_0|| (Frobenius) for every t: how strongly word 1 influences word t's output.
Eigen::VectorXd firstWordInfluence(const Eigen::MatrixXd& vectors, double temperature = 1.0);

} // namespace AttentionLab::attention
