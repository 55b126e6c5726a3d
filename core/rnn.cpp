// SPDX-License-Identifier: GPL-3.0-or-later
#include "rnn.h"

#include "portablerandom.h"

#include <Eigen/QR>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {

// Row-major, uniform in [-1, 1): 53 random bits per entry.
Eigen::MatrixXd uniformMatrix(quint64& state, int rows, int columns)
{
    Eigen::MatrixXd matrix(rows, columns);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c)
            matrix(r, c) = portablerandom::symmetric(state); // the same weights on every machine
    }
    return matrix;
}

// |tanh'| = 1 - tanh^2, evaluated at the states the forward pass already has.
Eigen::VectorXd tanhSlopes(const Eigen::MatrixXd& states, int t)
{
    return (1.0 - states.row(t).array().square()).matrix().transpose();
}

} // namespace

ElmanRnn::ElmanRnn(int inputDimension, quint64 seed)
{
    const int d = std::max(inputDimension, 0);
    quint64 state = seed;
    // The scales are the lesson. Since |tanh'| <= 1, ||dh_t/dx_1|| <= ||W_h||^(t-1) ||W_x||,
    // so a spectral norm below 1 makes word 1 fade geometrically. A random matrix scaled to
    // norm 0.9 fades far faster than that bound (with the default seed its spectral radius
    // is only 0.45, and word 1 is gone, < 1e-3, by word 8), so W_h is 0.9 times the
    // orthogonal factor Q of the random matrix: every singular value is 0.9, each step
    // shrinks by 0.9 times the tanh slopes, and the fade is visible over the ~30 words of
    // the chart (0.5 would leave a single spike, > 1 could let word 1 grow instead).
    const Eigen::MatrixXd random = uniformMatrix(state, HiddenSize, HiddenSize);
    const Eigen::HouseholderQR<Eigen::MatrixXd> qr(random);
    // Q R with a positive diagonal in R is unique (Gram-Schmidt on the columns), so the
    // weights do not depend on the sign convention of the QR implementation.
    const Eigen::VectorXd signs = qr.matrixQR().diagonal().array().sign().matrix();
    m_hiddenWeights = RecurrentGain * (Eigen::MatrixXd(qr.householderQ()) * signs.asDiagonal());
    // A small bias so the states do not start out saturated.
    m_bias = 0.1 * uniformMatrix(state, HiddenSize, 1);
    // |entries| average 0.5/sqrt(d), so W_x x stays well below 1 for the lesson's vectors:
    // tanh works near its linear part and the fading comes from W_h, not from saturation.
    // Drawn last, so that W_h and b are the same for every input dimension.
    m_inputWeights = uniformMatrix(state, HiddenSize, d) / std::sqrt(static_cast<double>(std::max(d, 1)));
}

Eigen::MatrixXd ElmanRnn::run(const Eigen::MatrixXd& inputs) const
{
    Q_ASSERT(inputs.cols() == m_inputWeights.cols());
    const Eigen::Index length = inputs.rows();
    // The input terms do not depend on the recurrence: one product for all words.
    const Eigen::MatrixXd drive = (m_inputWeights * inputs.transpose()).colwise() + m_bias;
    Eigen::MatrixXd states(length, HiddenSize);
    Eigen::VectorXd h = Eigen::VectorXd::Zero(HiddenSize);
    for (Eigen::Index t = 0; t < length; ++t) {
        h = (drive.col(t) + m_hiddenWeights * h).array().tanh().matrix();
        states.row(t) = h.transpose();
    }
    return states;
}

Eigen::MatrixXd ElmanRnn::firstWordJacobian(const Eigen::MatrixXd& inputs, int t) const
{
    if (t < 0 || t >= inputs.rows())
        return Eigen::MatrixXd::Zero(HiddenSize, m_inputWeights.cols());
    const Eigen::MatrixXd states = run(inputs.topRows(t + 1));
    // Right to left, so every step is an 8x8 by 8xd product.
    Eigen::MatrixXd jacobian = tanhSlopes(states, 0).asDiagonal() * m_inputWeights;
    for (int k = 1; k <= t; ++k)
        jacobian = tanhSlopes(states, k).asDiagonal() * (m_hiddenWeights * jacobian);
    return jacobian;
}

Eigen::VectorXd ElmanRnn::firstWordInfluence(const Eigen::MatrixXd& inputs) const
{
    const int length = static_cast<int>(inputs.rows());
    Eigen::VectorXd influence(length);
    if (length == 0)
        return influence;
    // The same recurrence as firstWordJacobian(), keeping every prefix's norm:
    // O(L) products instead of one chain per word.
    const Eigen::MatrixXd states = run(inputs);
    Eigen::MatrixXd jacobian = tanhSlopes(states, 0).asDiagonal() * m_inputWeights;
    influence[0] = jacobian.norm();
    for (int k = 1; k < length; ++k) {
        jacobian = tanhSlopes(states, k).asDiagonal() * (m_hiddenWeights * jacobian);
        influence[k] = jacobian.norm();
    }
    return influence;
}

} // namespace AttentionLab
