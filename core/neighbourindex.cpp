// SPDX-License-Identifier: GPL-3.0-or-later
#include "neighbourindex.h"

#include "attentionisa.h"
#include "hugepages.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>

namespace AttentionLab {

namespace {

constexpr std::ptrdiff_t Alignment = 64;
constexpr int LargestByte = 127; // symmetric: -128 is never used
constexpr double RoundingShift = 6755399441055744.0; // 1.5 * 2^52

// The exact cosine is computed in double from the same float32 row and the same norm;
// its rounding, and that of the bounds below, is far smaller than this.
constexpr double Slack = 1e-9;

template<typename T> T* aligned(std::vector<T>& buffer)
{
    const auto address = reinterpret_cast<std::uintptr_t>(buffer.data());
    const auto padding = (Alignment - static_cast<std::ptrdiff_t>(address % Alignment)) % Alignment;
    return reinterpret_cast<T*>(reinterpret_cast<char*>(buffer.data()) + padding);
}

std::ptrdiff_t strideFor(int dimension)
{
    return (static_cast<std::ptrdiff_t>(dimension) + 31) / 32 * 32;
}

} // namespace

std::shared_ptr<const NeighbourIndex> NeighbourIndex::build(const Vocabulary::Rows& rows, int dimension)
{
    if (!rows.floats || rows.count <= 0 || dimension <= 0)
        return nullptr;
    std::shared_ptr<NeighbourIndex> index(new NeighbourIndex);
    index->m_source = rows.floats;
    index->m_count = rows.count;
    index->m_dimension = dimension;
    index->m_stride = strideFor(dimension);
    const auto count = static_cast<size_t>(rows.count);
    const size_t bytes = count * static_cast<size_t>(index->m_stride) + Alignment;
    index->m_storage.reserve(bytes);
    adviseHugePages(index->m_storage.data(), bytes);
    index->m_storage.assign(bytes, 0);
    index->m_rows = aligned(index->m_storage);
    index->m_scales.assign(count, 0.0f);
    index->m_errors.assign(count, 0.0f);
    std::vector<double> unit(static_cast<size_t>(dimension));
    std::vector<double> rounded(static_cast<size_t>(dimension));
    for (size_t i = 0; i < count; ++i) {
        const double norm = rows.norms[i];
        if (!(norm > 0))
            continue; // a zero row: never a neighbour, the search skips it
        const float* values = rows.floats + i * static_cast<size_t>(dimension);
        // Plain loops over arrays, which the compiler vectorises (std::lround, a library
        // call per value, made the build five times slower).
        const double inverseNorm = 1.0 / norm;
        double largest = 0;
        for (int j = 0; j < dimension; ++j) {
            unit[static_cast<size_t>(j)] = values[j] * inverseNorm;
            largest = std::max(largest, std::abs(unit[static_cast<size_t>(j)]));
        }
        // The scale as float, and the error measured against that very float: the bound
        // describes the numbers the scan really uses.
        const float scale = static_cast<float>(largest / LargestByte);
        if (!(scale > 0))
            continue;
        const double inverseScale = 1.0 / static_cast<double>(scale);
        double squaredError = 0;
        for (int j = 0; j < dimension; ++j) {
            // Round to nearest: adding and taking away 1.5 * 2^52 leaves no fraction bits.
            // |value| <= 127 (a hair more through rounding), far inside where this holds.
            const double scaled = unit[static_cast<size_t>(j)] * inverseScale;
            const double whole
                = std::clamp((scaled + RoundingShift) - RoundingShift, -double(LargestByte), double(LargestByte));
            rounded[static_cast<size_t>(j)] = whole;
            const double difference = unit[static_cast<size_t>(j)] - static_cast<double>(scale) * whole;
            squaredError += difference * difference;
        }
        std::int8_t* quantised = index->m_rows + static_cast<std::ptrdiff_t>(i) * index->m_stride;
        for (int j = 0; j < dimension; ++j)
            quantised[j] = static_cast<std::int8_t>(static_cast<int>(rounded[static_cast<size_t>(j)]));
        index->m_scales[i] = scale;
        index->m_errors[i]
            = std::nextafter(static_cast<float>(std::sqrt(squaredError)), std::numeric_limits<float>::infinity());
    }
    return index;
}

bool NeighbourIndex::describes(const Vocabulary::Rows& rows) const
{
    return rows.floats == m_source && rows.count == m_count;
}

qint64 NeighbourIndex::bytes() const
{
    return static_cast<qint64>(m_storage.size()) + static_cast<qint64>(m_scales.size() + m_errors.size()) * 4;
}

const std::int8_t* NeighbourIndex::row(int index) const
{
    return m_rows + static_cast<std::ptrdiff_t>(index) * m_stride;
}

Eigen::VectorXd NeighbourIndex::approximateRow(int index) const
{
    Eigen::VectorXd vector(m_dimension);
    const std::int8_t* values = row(index);
    for (int j = 0; j < m_dimension; ++j)
        vector[j] = static_cast<double>(m_scales[static_cast<size_t>(index)]) * values[j];
    return vector;
}

std::vector<int> NeighbourIndex::candidates(const Eigen::VectorXd& query, int wanted,
                                            const std::vector<char>& skip) const
{
    std::vector<int> result;
    const double queryNorm = query.norm();
    if (wanted <= 0 || query.size() != m_dimension || !(queryNorm > 0) || !std::isfinite(queryNorm))
        return result;

    // The query as int16, as fine as the int32 sums allow: |sum| <= 127 * step count * stride.
    const Eigen::VectorXd unit = query / queryNorm;
    const double steps = std::min(
        32767.0,
        std::floor(std::numeric_limits<std::int32_t>::max() / (double(LargestByte) * static_cast<double>(m_stride))));
    const double step = unit.cwiseAbs().maxCoeff() / steps;
    std::vector<std::int16_t> queryBuffer(static_cast<size_t>(m_stride) + Alignment, 0);
    std::int16_t* quantisedQuery = aligned(queryBuffer);
    double squaredQueryError = 0;
    for (int j = 0; j < m_dimension; ++j) {
        const double rounded = std::clamp(std::round(unit[j] / step), -steps, steps);
        quantisedQuery[j] = static_cast<std::int16_t>(rounded);
        squaredQueryError += (unit[j] - step * rounded) * (unit[j] - step * rounded);
    }
    const double queryError = std::sqrt(squaredQueryError);

    std::vector<std::int32_t> dots(static_cast<size_t>(m_count));
    isa::int8Dots(m_rows, m_count, m_stride, quantisedQuery, dots.data());

    // cos(u, v) differs from the approximation â·q̂ by at most |u - â| + |â| |v - q̂|
    // <= error + (1 + error) * queryError (Cauchy-Schwarz, twice).
    auto approximate = [&](size_t i) { return step * static_cast<double>(m_scales[i]) * dots[i]; };
    auto bound = [&](size_t i) {
        const double error = m_errors[i];
        return error + (1 + error) * queryError + Slack;
    };
    // The wanted-th best lower bound: at least that many rows reach it, so every one of
    // the best does too, and a row whose upper bound stays below it cannot be one of them.
    std::priority_queue<double, std::vector<double>, std::greater<double>> lowest;
    for (size_t i = 0; i < dots.size(); ++i) {
        if (skip[i])
            continue;
        const double lower = approximate(i) - bound(i);
        if (static_cast<int>(lowest.size()) < wanted) {
            lowest.push(lower);
        } else if (lower > lowest.top()) {
            lowest.pop();
            lowest.push(lower);
        }
    }
    const double threshold
        = static_cast<int>(lowest.size()) < wanted ? -std::numeric_limits<double>::infinity() : lowest.top();
    for (size_t i = 0; i < dots.size(); ++i) {
        if (!skip[i] && approximate(i) + bound(i) >= threshold)
            result.push_back(static_cast<int>(i));
    }
    return result;
}

} // namespace AttentionLab
