// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace AttentionLab {

/// The instruction-set levels the attention kernels are compiled for. One
/// portable binary carries every level its architecture has (x86-64: all three;
/// anything else: the baseline only) and runs the best one the CPU reports.
enum class Isa
{
    Baseline, ///< x86-64 with SSE2 only, or the generic build elsewhere
    X86_64_V3, ///< AVX2 + FMA
    Avx512, ///< AVX-512 F, DQ, VL, BW
};

namespace isa {

/// The environment variable that forces a level: baseline, x86-64-v3 or avx512.
inline constexpr const char* overrideVariable = "ATTENTIONLAB_ISA";

/// "baseline", "x86-64-v3", "avx512": the names ATTENTIONLAB_ISA accepts.
QString name(Isa level);
/// For people: "x86-64 baseline (SSE2)", "x86-64-v3 (AVX2, FMA)", "AVX-512".
QString description(Isa level);
std::optional<Isa> fromName(const QString& name);

/// Whether this binary has kernels for \a level.
bool compiled(Isa level);
/// Whether this binary has them and this CPU (and its OS) can run them.
bool runnable(Isa level);
/// Every runnable level, lowest first.
std::vector<Isa> runnableLevels();

/// The level for a value of ATTENTIONLAB_ISA (empty: none set): the named level
/// when it is runnable, otherwise the best runnable one and a reason in \a warning.
Isa select(const QByteArray& requested, QString* warning = nullptr);

/// The level attention::compute runs, chosen once on first use from the CPU and
/// ATTENTIONLAB_ISA (a named level that cannot run here prints a warning).
Isa active();

/// The neighbour index's scan at the active level: \a dots[i] is the exact dot product of the
/// int8 row at \a rows + i * \a stride with \a query. \a stride is a multiple of 32; rows and
/// query are 32-byte aligned and zero beyond the dimension; every sum must fit in int32.
void int8Dots(const std::int8_t* rows, std::ptrdiff_t count, std::ptrdiff_t stride, const std::int16_t* query,
              std::int32_t* dots);
/// The same at a given level, which must be runnable (for tests and benchmarks).
void int8DotsWith(Isa level, const std::int8_t* rows, std::ptrdiff_t count, std::ptrdiff_t stride,
                  const std::int16_t* query, std::int32_t* dots);

} // namespace isa

namespace attention {
/// attention::compute at a given level, which must be runnable (for tests and benchmarks). Returns
/// the path it took: pathWith's, except "row by row" where "one triangle" left the rows to go one by
/// one, and "T -> 0" for a temperature so small that 1/T is infinite.
QString computeWith(Isa level, const Eigen::MatrixXd& vectors, const AttentionOptions& options,
                    AttentionResult& result);
/// How matrixProductsWith lays out the products: as attention's sweeps compute them (one
/// triangle, then W·X over the whole matrix) or as its row panels do (a panel of rows at a time,
/// its W·X while the panel is in L2). The benchmarks' bound is the faster of the two.
enum class ProductsLayout
{
    Sweeps,
    RowPanels,
};
/// The lower bound of attention at a given level, for the benchmarks: only the
/// products it needs, one triangle of vectors * vectorsᵀ into \a scores (sized
/// L x L by the caller), then \a outputs = scores * vectors (L x d), laid out as \a layout says.
void matrixProductsWith(Isa level, const Eigen::MatrixXd& vectors, Eigen::MatrixXd& scores, Eigen::MatrixXd& outputs,
                        ProductsLayout layout = ProductsLayout::Sweeps);
/// softmaxRows at a given level, which must be runnable.
Eigen::MatrixXd softmaxRowsWith(Isa level, const Eigen::MatrixXd& scores);
/// Which path attention takes at a given level for \a length words of \a dimension dimensions:
/// "one triangle" (up to 8 dimensions and fewer than 1536 words, see takesOneTriangle), "row by row"
/// (up to 8 dimensions), "row panels" (from 1536 words, past 8 dimensions) or "sweeps" (the
/// rest), for the tests and benchmarks.
QString pathWith(Isa level, Eigen::Index length, Eigen::Index dimension);
} // namespace attention

} // namespace AttentionLab
