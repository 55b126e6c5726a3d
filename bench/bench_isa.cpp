// SPDX-License-Identifier: GPL-3.0-or-later
// Core attention at every instruction-set level this CPU runs, each against
// its honest lower bound (the products it needs, one triangle of X·Xᵀ and W·X,
// by the same Eigen at the same level, laid out as the sweeps compute them or as
// the row panels do, whichever is faster in the round) and OpenBLAS's same two products
// (dsyrk + dgemm, one thread) when the build found it, in thread CPU time so
// that a shared machine's load mostly cancels, interleaved round by round.
// Beside them, what every attention must do and the bound does not: store the
// scores and the weights, two L x L matrices ("stores ms"), at memory's pace:
// streamed past the caches on x86-64 as the core's long rows are.
// Last, the page faults of one attention call after the first: memory the kernels allocate per
// call and the system takes back each time is faulted in (and zeroed) again on every call.
//   bench_isa [ROUNDS] [L:d ...] [LEVEL ...]   prints CSV on stdout, with the path attention took;
//                                              LEVEL (baseline, x86-64-v3, avx512) keeps only those
#include "attention.h"
#include "attentionisa.h"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

#if defined(__unix__)
#include <sys/resource.h>
#endif

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#if ATTENTIONLAB_BENCH_OPENBLAS
#include <cblas.h>
extern "C" {
char* openblas_get_corename(void);
void openblas_set_num_threads(int);
}
#endif

using namespace AttentionLab;

namespace {
double threadSeconds()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + 1e-9 * double(now.tv_nsec);
}

// Milliseconds of thread CPU time per call, over enough calls for 20 ms.
double timePerCall(const std::function<void()>& call)
{
    call(); // warm: caches, page faults of the first touch
    int calls = 1;
    for (;;) {
        const double start = threadSeconds();
        for (int i = 0; i < calls; ++i)
            call();
        const double elapsed = threadSeconds() - start;
        if (elapsed > 0.02 || calls >= (1 << 20))
            return 1e3 * elapsed / calls;
        calls *= elapsed > 0.002 ? 2 : 16;
    }
}

// Writes \a value into \a count doubles at \a data, which holds whole 16-byte pairs from a 16-byte boundary
// (Eigen's allocations do): streamed past the caches where SSE2 can, as the core's long rows are.
void storeStreamed(double* data, std::size_t count, double value)
{
#if defined(__SSE2__)
    const __m128d pair = _mm_set1_pd(value);
    for (std::size_t i = 0; i + 1 < count; i += 2)
        _mm_stream_pd(data + i, pair);
    if (count % 2)
        data[count - 1] = value;
    _mm_sfence();
#else
    std::fill(data, data + count, value);
#endif
}

// Minor page faults of this thread per call of \a call, over 5 calls after a first one; -1 where the
// system does not count them per thread.
double pageFaultsPerCall(const std::function<void()>& call)
{
#if defined(RUSAGE_THREAD)
    const auto faults = [] {
        rusage usage {};
        getrusage(RUSAGE_THREAD, &usage);
        return usage.ru_minflt;
    };
    call();
    constexpr int calls = 5;
    const long before = faults();
    for (int i = 0; i < calls; ++i)
        call();
    return double(faults() - before) / calls;
#else
    (void)call;
    return -1;
#endif
}

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : 0.5 * (values[middle - 1] + values[middle]);
}
} // namespace

int main(int argc, char** argv)
{
    // ROUNDS is the first argument when it is a whole number.
    const bool roundsGiven = argc > 1 && std::string(argv[1]).find_first_not_of("0123456789") == std::string::npos;
    const int rounds = roundsGiven ? std::atoi(argv[1]) : 5;
    if (rounds < 1) {
        std::fprintf(stderr, "bench_isa: ROUNDS must be at least 1, not %s\n", argv[1]);
        return 2;
    }
    std::vector<std::pair<int, int>> sizes;
    std::vector<std::string> kept;
    for (int i = roundsGiven ? 2 : 1; i < argc; ++i) {
        int length = 0, dimension = 0;
        if (std::sscanf(argv[i], "%d:%d", &length, &dimension) == 2)
            sizes.emplace_back(length, dimension);
        else
            kept.emplace_back(argv[i]);
    }
    std::vector<Isa> levels;
    for (Isa level : isa::runnableLevels()) {
        if (kept.empty() || std::find(kept.begin(), kept.end(), isa::name(level).toStdString()) != kept.end())
            levels.push_back(level);
    }
    for (const std::string& name : kept) {
        if (std::none_of(levels.begin(), levels.end(),
                         [&](Isa level) { return isa::name(level).toStdString() == name; })) {
            std::fprintf(stderr, "bench_isa: %s is neither L:d nor a level this CPU runs\n", name.c_str());
            return 2;
        }
    }
    if (sizes.empty()) {
        for (int length : { 256, 1000, 1024, 2048 }) { // 1000: one triangle past 512 words
            for (int dimension : { 4, 64, 300 })
                sizes.emplace_back(length, dimension);
        }
    }
    std::string reference = "none";
#if ATTENTIONLAB_BENCH_OPENBLAS
    openblas_set_num_threads(1); // our core runs on one thread
    reference = openblas_get_corename();
#endif
    std::fprintf(stderr, "levels run by this CPU:");
    for (Isa level : isa::runnableLevels())
        std::fprintf(stderr, " %s", qPrintable(isa::name(level)));
    std::fprintf(stderr, "; measured:");
    for (Isa level : levels)
        std::fprintf(stderr, " %s", qPrintable(isa::name(level)));
    std::fprintf(stderr, "; OpenBLAS kernel: %s\n", reference.c_str());
    std::printf("L,d,level,attention ms,bound ms,ratio,openblas ms,ratio to openblas,stores ms,path,"
                "attention page faults\n");
    for (const auto& [length, dimension] : sizes) {
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        std::vector<std::vector<double>> attentionMs(levels.size()), boundMs(levels.size()), ratios(levels.size());
        std::vector<double> openblasMs, storesMs;
        AttentionResult result;
        Eigen::MatrixXd scores = Eigen::MatrixXd::Zero(length, length);
        Eigen::MatrixXd weights = Eigen::MatrixXd::Zero(length, length);
        Eigen::MatrixXd outputs(length, dimension);
        for (int round = 0; round < rounds; ++round) {
            for (size_t i = 0; i < levels.size(); ++i) {
                const Isa level = levels[i];
                const double a = timePerCall([&] { attention::computeWith(level, x, {}, result); });
                const double b = std::min(
                    timePerCall([&] { attention::matrixProductsWith(level, x, scores, outputs); }), timePerCall([&] {
                        attention::matrixProductsWith(level, x, scores, outputs, attention::ProductsLayout::RowPanels);
                    }));
                attentionMs[i].push_back(a);
                boundMs[i].push_back(b);
                ratios[i].push_back(a / b);
            }
            storesMs.push_back(timePerCall([&, round] {
                storeStreamed(scores.data(), scores.size(), round);
                storeStreamed(weights.data(), weights.size(), round);
            }));
#if ATTENTIONLAB_BENCH_OPENBLAS
            openblasMs.push_back(timePerCall([&] {
                cblas_dsyrk(CblasColMajor, CblasLower, CblasNoTrans, length, dimension, 1.0, x.data(), length, 0.0,
                            scores.data(), length);
                cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, length, dimension, length, 1.0, scores.data(),
                            length, x.data(), length, 0.0, outputs.data(), length);
            }));
#endif
        }
        const double openblas = openblasMs.empty() ? 0.0 : median(openblasMs);
        for (size_t i = 0; i < levels.size(); ++i) {
            const double a = median(attentionMs[i]);
            const double faults = pageFaultsPerCall([&] { attention::computeWith(levels[i], x, {}, result); });
            std::printf("%d,%d,%s,%.4f,%.4f,%.3f,%.4f,%.3f,%.4f,%s,%.1f\n", length, dimension,
                        qPrintable(isa::name(levels[i])), a, median(boundMs[i]), median(ratios[i]), openblas,
                        openblas > 0 ? a / openblas : 0.0, median(storesMs),
                        qPrintable(attention::pathWith(levels[i], length, dimension)), faults);
            std::fflush(stdout);
        }
    }
    return 0;
}
