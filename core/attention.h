// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Eigen/Core>

namespace AttentionLab {

/// The three steps of (unparameterised) self-attention for one sentence,
/// passed whole from the Workspace to the models.
struct AttentionResult
{
    Eigen::MatrixXd scores; ///< L x L: dot products, divided by the temperature
    Eigen::MatrixXd weights; ///< L x L: row-wise softmax of the scores; rows sum to 1
    Eigen::MatrixXd outputs; ///< L x d: row i is the contextual vector of word i

    int length() const { return static_cast<int>(weights.rows()); }
};

struct AttentionOptions
{
    double temperature = 1.0; ///< must be finite and > 0
};

namespace attention {

/// Runs score -> softmax -> weighted sum on the rows of \a vectors (L x d).
AttentionResult compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options = {});

/// The same into \a result, reusing its matrices when the length is unchanged:
/// at L = 1024 fresh matrices cost thousands of page faults per call.
void compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options, AttentionResult& result);

/// Row-wise softmax that subtracts each row's maximum first, so that scores
/// of +-1e6 (or +-1e300) give finite weights whose rows sum to 1. NaN and
/// infinite scores are clamped first, so no NaN ever leaves this function.
Eigen::MatrixXd softmaxRows(const Eigen::MatrixXd& scores);

/// Cosine similarity; 0 when either vector has length 0.
double cosineSimilarity(const Eigen::VectorXd& a, const Eigen::VectorXd& b);

/// Shannon entropy in nats of one row of weights (0 for a one-hot row).
double entropy(const Eigen::VectorXd& weights);

/// Whether \a temperature can divide scores: finite and strictly positive.
bool isValidTemperature(double temperature);

} // namespace attention
} // namespace AttentionLab
