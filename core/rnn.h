// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Eigen/Core>
#include <QtGlobal>

namespace AttentionLab {

/// The "before attention" baseline of the RNN chapter: a small Elman RNN,
/// h_t = tanh(W_h h_{t-1} + W_x x_t + b) with h_0 = 0, whose fixed weights are
/// drawn from a seed so that every machine shows the same fading curve.
/// It is never trained: the lesson is about how information flows through a
/// recurrence, and that shape does not need trained weights.
class ElmanRnn
{
public:
    static constexpr int HiddenSize = 8;
    /// 12 June 2017, the day "Attention Is All You Need" (Vaswani et al.) appeared
    /// on arXiv: any seed would do, this one is easy to remember and to explain.
    static constexpr quint64 DefaultSeed = 20170612;
    /// Every singular value of W_h: a change of the state shrinks to at most this
    /// fraction at each step (|tanh'| <= 1), which is why word 1 fades.
    static constexpr double RecurrentGain = 0.9;

    /// Draws the weights for inputs of \a inputDimension columns. W_h and b come
    /// first in the stream, so they do not depend on \a inputDimension.
    explicit ElmanRnn(int inputDimension, quint64 seed = DefaultSeed);

    int inputDimension() const { return static_cast<int>(m_inputWeights.cols()); }
    const Eigen::MatrixXd& hiddenWeights() const { return m_hiddenWeights; } ///< HiddenSize x HiddenSize
    const Eigen::MatrixXd& inputWeights() const { return m_inputWeights; } ///< HiddenSize x d
    const Eigen::VectorXd& bias() const { return m_bias; } ///< HiddenSize

    /// States h_1..h_L as rows (L x HiddenSize) for \a inputs (L x d, one word per row).
    Eigen::MatrixXd run(const Eigen::MatrixXd& inputs) const;

    /// dh_t/dx_1 (HiddenSize x d) by the exact chain rule,
    /// D_t W_h D_{t-1} W_h ... D_1 W_x with D_k = diag(1 - h_k^2).
    /// \a t is the 0-based index of the word (t = 0 gives dh_1/dx_1); a \a t outside
    /// [0, L) gives a zero matrix, as a word that is not there has no state to influence.
    Eigen::MatrixXd firstWordJacobian(const Eigen::MatrixXd& inputs, int t) const;

    /// ||dh_t/dx_1|| (Frobenius norm) for every t, in one pass over the sentence.
    Eigen::VectorXd firstWordInfluence(const Eigen::MatrixXd& inputs) const;

private:
    Eigen::MatrixXd m_hiddenWeights;
    Eigen::MatrixXd m_inputWeights;
    Eigen::VectorXd m_bias;
};

} // namespace AttentionLab
