// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionisa.h"

#include "hugepages.h"
#include "kernels/attentionkernels.h"

#include <QDebug>

#include <cmath>

namespace AttentionLab {
namespace {
constexpr Isa allLevels[] = { Isa::Baseline, Isa::X86_64_V3, Isa::Avx512 };

bool cpuRuns(Isa level)
{
    switch (level) {
    case Isa::Baseline:
        return true;
#if ATTENTIONLAB_X86_KERNELS
    // libgcc's and compiler-rt's checks include the OS: AVX and AVX-512 count
    // only when the kernel saves their registers (XCR0).
    case Isa::X86_64_V3:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    case Isa::Avx512:
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("avx512f")
            && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl")
            && __builtin_cpu_supports("avx512bw");
#else
    default:
        return false;
#endif
    }
    return false;
}

const attention::kernels::KernelTable& kernelsFor(Isa level)
{
    namespace kernels = attention::kernels;
    Q_ASSERT(isa::runnable(level));
    switch (level) {
#if ATTENTIONLAB_X86_KERNELS
    case Isa::X86_64_V3:
        return kernels::x86_64_v3::table();
    case Isa::Avx512:
        return kernels::avx512::table();
#endif
    default:
        return kernels::baseline::table();
    }
}

const attention::kernels::KernelTable& activeKernels()
{
    static const attention::kernels::KernelTable& kernels = kernelsFor(isa::active());
    return kernels;
}
} // namespace

namespace isa {

QString name(Isa level)
{
    switch (level) {
    case Isa::Baseline:
        return QStringLiteral("baseline");
    case Isa::X86_64_V3:
        return QStringLiteral("x86-64-v3");
    case Isa::Avx512:
        return QStringLiteral("avx512");
    }
    return {};
}

QString description(Isa level)
{
    switch (level) {
    case Isa::Baseline:
#if ATTENTIONLAB_X86_KERNELS
        return QStringLiteral("x86-64 baseline (SSE2)");
#else
        return QStringLiteral("generic");
#endif
    case Isa::X86_64_V3:
        return QStringLiteral("x86-64-v3 (AVX2, FMA)");
    case Isa::Avx512:
        return QStringLiteral("AVX-512");
    }
    return {};
}

std::optional<Isa> fromName(const QString& text)
{
    for (Isa level : allLevels) {
        if (text.compare(name(level), Qt::CaseInsensitive) == 0)
            return level;
    }
    return std::nullopt;
}

bool compiled(Isa level)
{
#if ATTENTIONLAB_X86_KERNELS
    Q_UNUSED(level);
    return true;
#else
    return level == Isa::Baseline;
#endif
}

bool runnable(Isa level)
{
    return compiled(level) && cpuRuns(level);
}

std::vector<Isa> runnableLevels()
{
    std::vector<Isa> levels;
    for (Isa level : allLevels) {
        if (runnable(level))
            levels.push_back(level);
    }
    return levels;
}

Isa select(const QByteArray& requested, QString* warning)
{
    const Isa best = runnableLevels().back();
    if (requested.isEmpty())
        return best;
    const std::optional<Isa> level = fromName(QString::fromLatin1(requested));
    if (level && runnable(*level))
        return *level;
    if (warning) {
        *warning = QStringLiteral("%1=%2: %3; using %4")
                       .arg(QLatin1String(overrideVariable), QString::fromLatin1(requested),
                            level ? QStringLiteral("this CPU cannot run it")
                                  : QStringLiteral("not baseline, x86-64-v3 or avx512"),
                            name(best));
    }
    return best;
}

Isa active()
{
    static const Isa level = [] {
        QString warning;
        const Isa chosen = select(qgetenv(overrideVariable), &warning);
        if (!warning.isEmpty())
            qWarning().noquote() << warning;
        return chosen;
    }();
    return level;
}

void int8Dots(const std::int8_t* rows, std::ptrdiff_t count, std::ptrdiff_t stride, const std::int16_t* query,
              std::int32_t* dots)
{
    activeKernels().int8Dots(rows, count, stride, query, dots);
}

void int8DotsWith(Isa level, const std::int8_t* rows, std::ptrdiff_t count, std::ptrdiff_t stride,
                  const std::int16_t* query, std::int32_t* dots)
{
    kernelsFor(level).int8Dots(rows, count, stride, query, dots);
}

} // namespace isa

namespace attention {
namespace {
// A matrix of L x L doubles on 2 MiB pages where the system gives them (hugepages.h): the kernels
// write the weights' rows across all L columns, which at L = 2048 lie on 2048 pages of 4 KiB, more
// than the processor's TLB holds. L = 2048, d = 4 took 7.8-8.2 ms instead of 8.4-8.7 (bench_isa,
// AVX-512, 2026-12-03). The bound's matrix takes it too, so that the two stay comparable.
void resizeSquare(Eigen::MatrixXd& matrix, Eigen::Index length)
{
    matrix.resize(length, length);
    adviseHugePages(matrix.data(), static_cast<std::size_t>(matrix.size()) * sizeof(double));
}

QString pathName(kernels::Path path)
{
    switch (path) {
    case kernels::Path::OneTriangle:
        return QStringLiteral("one triangle");
    case kernels::Path::FewDimensions:
        return QStringLiteral("row by row");
    case kernels::Path::RowPanels:
        return QStringLiteral("row panels");
    case kernels::Path::Sweeps:
        break;
    }
    return QStringLiteral("sweeps");
}

// Returns the name of the path taken (pathName), or "T -> 0" for the limit below.
QString computeWithKernels(const kernels::KernelTable& kernels, const Eigen::MatrixXd& vectors,
                           const AttentionOptions& options, AttentionResult& result)
{
    const double temperature = isValidTemperature(options.temperature) ? options.temperature : 1.0;
    const Eigen::Index length = vectors.rows();
    resizeSquare(result.scores, length);
    resizeSquare(result.weights, length);
    result.outputs.resize(length, vectors.cols());
    if (vectors.size() != 0 && !std::isfinite(1.0 / temperature)) {
        // Below the smallest normal double 1/T is infinite (and inf · 0 is NaN), and dot products
        // divided by T tie at +infinity. Softmax does not change when a row is shifted: divide each
        // row's distance from its largest dot product instead, which gives the limit T -> 0, the
        // largest dot product taking all the weight (ties sharing it). Rare: no kernel of its own.
        result.scores.noalias() = vectors * vectors.transpose();
        const Eigen::VectorXd largestDot = result.scores.rowwise().maxCoeff();
        const Eigen::MatrixXd shifted = (result.scores.colwise() - largestDot) / temperature;
        kernels.softmaxRows(shifted.data(), length, length, result.weights.data());
        result.scores /= temperature;
        result.outputs.noalias() = result.weights * vectors;
        return QStringLiteral("T -> 0");
    }
    // At the edges of double a score may be ±infinity (huge vectors): the softmax treats it
    // as ±the largest double, so a row's infinite scores share its whole weight equally.
    return pathName(kernels.attention(vectors.data(), length, vectors.cols(), 1.0 / temperature, result.scores.data(),
                                      result.weights.data(), result.outputs.data()));
}

Eigen::MatrixXd softmaxRowsWithKernels(const kernels::KernelTable& kernels, const Eigen::MatrixXd& scores)
{
    Eigen::MatrixXd weights(scores.rows(), scores.cols());
    kernels.softmaxRows(scores.data(), scores.rows(), scores.cols(), weights.data());
    return weights;
}
} // namespace

void compute(const Eigen::MatrixXd& vectors, const AttentionOptions& options, AttentionResult& result)
{
    computeWithKernels(activeKernels(), vectors, options, result);
}

Eigen::MatrixXd softmaxRows(const Eigen::MatrixXd& scores)
{
    return softmaxRowsWithKernels(activeKernels(), scores);
}

QString computeWith(Isa level, const Eigen::MatrixXd& vectors, const AttentionOptions& options, AttentionResult& result)
{
    return computeWithKernels(kernelsFor(level), vectors, options, result);
}

void matrixProductsWith(Isa level, const Eigen::MatrixXd& vectors, Eigen::MatrixXd& scores, Eigen::MatrixXd& outputs,
                        ProductsLayout layout)
{
    resizeSquare(scores, vectors.rows());
    outputs.resize(vectors.rows(), vectors.cols());
    const kernels::KernelTable& kernels = kernelsFor(level);
    const auto products = layout == ProductsLayout::RowPanels ? kernels.productsInPanels : kernels.products;
    products(vectors.data(), vectors.rows(), vectors.cols(), 1.0, scores.data(), outputs.data());
}

Eigen::MatrixXd softmaxRowsWith(Isa level, const Eigen::MatrixXd& scores)
{
    return softmaxRowsWithKernels(kernelsFor(level), scores);
}

QString pathWith(Isa level, Eigen::Index length, Eigen::Index dimension)
{
    return pathName(kernelsFor(level).path(length, dimension));
}

} // namespace attention
} // namespace AttentionLab
