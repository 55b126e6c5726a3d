// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The hot loops of attention, compiled once per instruction-set level (see
// attentionkernels.inc). The interface is plain pointers on purpose: each
// level's translation unit has Eigen under its own namespace name, so its
// Eigen types are not this library's and must not cross this boundary.

#include <cstddef>
#include <cstdint>

namespace AttentionLab::attention::kernels {

/// How attention goes about a sentence: which of its paths it takes depends only on the sentence's
/// length and dimension (the same rule at every level, but for one triangle off lines at AVX-512);
/// one of them falls back to another for some vectors.
enum class Path
{
    OneTriangle, ///< up to 8 dimensions: below 512 words, and from 512 where L is neither a multiple
                 ///< of 512 nor one more, below 1536 where L is a multiple of 8 and below 1280 where
                 ///< it is not (at AVX-512 with up to 5 dimensions, from 512 never where it is not):
                 ///< one triangle of scores and exps
                 ///< in blocks, both mirrored on the way (row by row when the scores of the words with
                 ///< themselves spread over more than 512, are not all finite, or near the largest
                 ///< double)
    FewDimensions, ///< up to 8 dimensions: a row at a time, from the vectors
    RowPanels, ///< from 1536 words, past 8 dimensions: a panel of rows at a time
    Sweeps, ///< a triangle of scores, then sweeps over the whole matrices
};

/// Column-major arrays, as Eigen::MatrixXd stores them.
struct KernelTable
{
    /// x: length x dimension; scores, weights: length x length; outputs: length x dimension.
    /// Returns the path it took: path(length, dimension), or FewDimensions where OneTriangle fell back.
    Path (*attention)(const double* x, std::ptrdiff_t length, std::ptrdiff_t dimension, double scale, double* scores,
                      double* weights, double* outputs);
    /// The benchmarks' lower bound: the products alone, one triangle of scale * x xᵀ into scores,
    /// then outputs = scores * x, as attention's sweeps (or up to 8 dimensions, its column loop)
    /// compute them.
    void (*products)(const double* x, std::ptrdiff_t length, std::ptrdiff_t dimension, double scale, double* scores,
                     double* outputs);
    /// The same products as the row panels compute them, a panel of rows at a time with x packed
    /// once: each panel's scores from its first row's column on (one triangle in all) into scores,
    /// then the panel's rows of outputs from the panel's whole rows of scores, while they are in L2
    /// (the columns before the panel's first hold what the panels before left there). Where it is
    /// faster than products (from L = 512 at d = 16 to 300 on a Xeon with AVX-512), it is the
    /// bound. Up to 8 dimensions, products.
    void (*productsInPanels)(const double* x, std::ptrdiff_t length, std::ptrdiff_t dimension, double scale,
                             double* scores, double* outputs);
    /// scores, weights: rows x columns; the softmax runs along each row.
    void (*softmaxRows)(const double* scores, std::ptrdiff_t rows, std::ptrdiff_t columns, double* weights);
    /// The neighbour index's scan: dots[i] = the dot product of int8 row i (at rows + i * stride)
    /// with \a query, exactly. \a stride is a multiple of 32, rows and query are 32-byte aligned
    /// and zero beyond the dimension; the caller keeps |query| small enough for int32 sums.
    void (*int8Dots)(const std::int8_t* rows, std::ptrdiff_t count, std::ptrdiff_t stride, const std::int16_t* query,
                     std::int32_t* dots);
    /// The path attention takes for \a length words of \a dimension dimensions.
    Path (*path)(std::ptrdiff_t length, std::ptrdiff_t dimension);
};

namespace baseline {
const KernelTable& table();
}
namespace x86_64_v3 {
const KernelTable& table();
}
namespace avx512 {
const KernelTable& table();
}

} // namespace AttentionLab::attention::kernels
