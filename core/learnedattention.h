// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <Eigen/Core>

#include <vector>

namespace AttentionLab {

/// The shape of chapter 8's model and how it is trained.
struct LearnedSettings
{
    static constexpr int MinimumHeads = 1;
    static constexpr int MaximumHeads = 4;
    static constexpr int MinimumKeyDimension = 2;
    static constexpr int MaximumKeyDimension = 16;
    static constexpr int MaximumSteps = 5000;

    int heads = 1;
    int keyDimension = 4; ///< d_k, the size of each head's queries, keys and values
    bool scaled = true; ///< divide the scores by √d_k
    bool causal = false; ///< word i sees only words 0..i
    double learningRate = 0.02;
    int steps = 300;
    quint64 seed = 1;

    bool operator==(const LearnedSettings& other) const;
    bool operator!=(const LearnedSettings& other) const { return !(*this == other); }
};

/// Every learnable number: per head W_Q, W_K, W_V (d x d_k), the output
/// projection W_O (heads·d_k x d) and the sense read-out (r, b).
struct LearnedParameters
{
    std::vector<Eigen::MatrixXd> query;
    std::vector<Eigen::MatrixXd> key;
    std::vector<Eigen::MatrixXd> value;
    Eigen::MatrixXd output;
    Eigen::VectorXd readout;
    double bias = 0;

    /// Small random weights from the settings' seed (portable: the same on
    /// every machine), uniform in ±1/√fan-in; the bias starts at 0.
    static LearnedParameters initial(int dimension, const LearnedSettings& settings);
    /// The same shapes, all zero.
    static LearnedParameters zeros(int dimension, int heads, int keyDimension);

    int heads() const { return static_cast<int>(query.size()); }
    int dimension() const { return static_cast<int>(output.cols()); }
    int keyDimension() const { return query.empty() ? 0 : static_cast<int>(query.front().cols()); }
    /// Every number in one vector (Adam works on it): W_Q, W_K, W_V per head, W_O, r, b.
    Eigen::VectorXd flatten() const;
    /// The inverse of flatten() for parameters of this shape.
    void assign(const Eigen::VectorXd& flat);
    /// W_Qʰ·W_Kʰᵀ (d x d): how much a query with dimension i looks for a key with dimension j.
    Eigen::MatrixXd queryKeyProduct(int head) const;
};

/// One sentence run through the model: per head the scores and weights
/// (L x L), and the contextual vectors after W_O (L x d).
struct LearnedForward
{
    std::vector<Eigen::MatrixXd> scores;
    std::vector<Eigen::MatrixXd> weights;
    Eigen::MatrixXd outputs;
};

/// A training example: the sentence's static vectors (L x d), the position
/// of the ambiguous word and its sense (0 or 1).
struct SenseExample
{
    Eigen::MatrixXd vectors;
    int target = 0;
    int sense = 0;
};

namespace learned {

/// Multi-head scaled dot-product attention over the rows of \a vectors.
LearnedForward forward(const LearnedParameters& parameters, const LearnedSettings& settings,
                       const Eigen::MatrixXd& vectors);

/// The logit of sense 1 at the example's target word: r·y_t + b.
double logit(const LearnedParameters& parameters, const LearnedSettings& settings, const SenseExample& example);

/// The probability of sense 1 for a logit (the logistic function).
double probability(double logit);

/// Mean binary cross-entropy over \a examples, and its gradient with respect
/// to every parameter (written out by hand, not by finite differences) in
/// *\a gradient if given.
double loss(const LearnedParameters& parameters, const LearnedSettings& settings,
            const std::vector<SenseExample>& examples, LearnedParameters* gradient = nullptr);

/// Share of \a examples whose sense the model gets right (probability ≥ 0.5 means sense 1).
double accuracy(const LearnedParameters& parameters, const LearnedSettings& settings,
                const std::vector<SenseExample>& examples);

} // namespace learned
} // namespace AttentionLab
