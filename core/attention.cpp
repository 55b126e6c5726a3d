// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace AttentionLab::attention {

namespace {
using Eigen::Index;

constexpr double largest = std::numeric_limits<double>::max();

// Tiles small enough that a tile and its mirror image stay in L1 while one is
// copied into the other.
constexpr Index tileSize = 32;

// NaN -> lowest, +-inf -> +-largest: after this, (score - maximum) is never NaN;
// it may round to -inf, whose exp is exactly 0.
template<typename Derived> auto clamped(const Eigen::ArrayBase<Derived>& scores)
{
    return scores.isNaN().select(-largest, scores.max(-largest).min(largest));
}

// Transposes tile by tile: a plain transposed assignment reads one side with a
// stride of L and misses the cache on every element once L is a few hundred.
// With \a upperOnly (for to == from), fills only the upper triangle: mirrors
// the lower triangle of a symmetric matrix onto its upper one.
void transposeTiles(const Eigen::MatrixXd& from, Eigen::MatrixXd& to, bool upperOnly = false)
{
    for (Index column = 0; column < to.cols(); column += tileSize) {
        const Index width = std::min(tileSize, to.cols() - column);
        const Index rowEnd = upperOnly ? column : to.rows();
        for (Index row = 0; row < rowEnd; row += tileSize) {
            const Index height = std::min(tileSize, to.rows() - row);
            to.block(row, column, height, width) = from.block(column, row, width, height).transpose();
        }
        if (upperOnly) {
            auto diagonal = to.block(column, column, width, width);
            diagonal.triangularView<Eigen::StrictlyUpper>() = diagonal.transpose();
        }
    }
}

// Sets \a weights to the transpose of the column-wise softmax of \a columns.
// A column is contiguous and stays in L1 through the clamp, max, exp, sum and
// division; a panel of tileSize columns stays in L2 until it is written out as
// rows, so the whole softmax is one trip through memory plus the exps.
void transposedSoftmaxColumns(const Eigen::MatrixXd& columns, Eigen::MatrixXd& weights)
{
    weights.resize(columns.cols(), columns.rows());
    if (columns.rows() == 0)
        return; // no column has a maximum
    Eigen::MatrixXd panel(columns.rows(), tileSize);
    for (Index first = 0; first < columns.cols(); first += tileSize) {
        const Index width = std::min(tileSize, columns.cols() - first);
        for (Index column = 0; column < width; ++column) {
            auto exps = panel.col(column).array();
            exps = clamped(columns.col(first + column).array());
            exps = (exps - exps.maxCoeff()).exp();
            exps /= exps.sum(); // the sum is >= 1: the maximum contributes exp(0)
        }
        for (Index row = 0; row < columns.rows(); row += tileSize) {
            const Index height = std::min(tileSize, columns.rows() - row);
            weights.block(first, row, width, height) = panel.block(row, 0, height, width).transpose();
        }
    }
}
} // namespace

AttentionResult compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options)
{
    AttentionResult result;
    compute(vectors, options, result);
    return result;
}

// At the edges of double a score may be ±infinity (huge vectors, or a temperature
// below the smallest normal number): the softmax treats it as ±the largest double,
// so a row's infinite scores share its whole weight equally and the others get 0.
void compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options, AttentionResult& result)
{
    const double temperature = isValidTemperature(options.temperature) ? options.temperature : 1.0;
    const Index length = vectors.rows();
    // X Xᵀ is symmetric: Eigen computes one triangle (half the work of X * Xᵀ).
    result.scores.resize(length, length);
    if (vectors.size() == 0) {
        // Eigen's triangular product takes a reference to the first coefficient,
        // which an empty matrix does not have (undefined behaviour, UBSan says):
        // an empty sentence, or vectors of no dimensions, score zero.
        result.scores.setZero();
    } else if (std::isfinite(1.0 / temperature)) {
        result.scores.triangularView<Eigen::Lower>() = (1.0 / temperature * vectors) * vectors.transpose();
    } else {
        // Below the smallest normal double 1/T is infinite (and inf · 0 is NaN), and dot products
        // divided by T tie at +infinity. Softmax does not change when a row is shifted: divide each
        // row's distance from its largest dot product instead, which gives the limit T -> 0, the
        // largest dot product taking all the weight (ties sharing it).
        result.scores.triangularView<Eigen::Lower>() = vectors * vectors.transpose();
        transposeTiles(result.scores, result.scores, true);
        const Eigen::VectorXd largestDot = result.scores.rowwise().maxCoeff();
        result.weights = softmaxRows((result.scores.colwise() - largestDot) / temperature);
        result.scores /= temperature;
        result.outputs.noalias() = result.weights * vectors;
        return;
    }
    transposeTiles(result.scores, result.scores, true);
    // Row i of the scores is column i: the row-wise softmax is a column-wise one
    // over contiguous memory.
    transposedSoftmaxColumns(result.scores, result.weights);
    result.outputs.noalias() = result.weights * vectors;
}

Eigen::MatrixXd softmaxRows(const Eigen::MatrixXd& scores)
{
    Eigen::MatrixXd transposed(scores.cols(), scores.rows());
    transposeTiles(scores, transposed);
    Eigen::MatrixXd weights;
    transposedSoftmaxColumns(transposed, weights);
    return weights;
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
