// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "vocabulary.h"

#include <Eigen/Core>

#include <cstdint>
#include <memory>
#include <vector>

namespace AttentionLab {

/// The stored rows of a vocabulary made small for the neighbour search, so that a query
/// reads a quarter of the float32 matrix: each row divided by its length and rounded to
/// int8 with a scale of its own, and how far the rounded row is from the exact one.
///
/// A query scans the small rows for approximate cosines, each with a bound of its error,
/// and names the rows that may be among the best; the caller computes exact cosines for
/// those alone. Nothing is approximate in the result: a row is left out only when its
/// bound proves that enough others are closer (see candidates()).
///
/// Built from rows in memory in float32 (imported files of 20,000 words or more), never
/// from a mapped file: there it would be anonymous memory of a quarter of the file (0.9 GB
/// for 3 M x 300), where the mapped rows are page cache the system can take back.
class NeighbourIndex
{
public:
    /// The index of \a rows, or null when they are not float32 rows in memory (or none).
    /// Reads every row once: about 0.2 s for 400,000 x 300. Call it off the GUI thread.
    static std::shared_ptr<const NeighbourIndex> build(const Vocabulary::Rows& rows, int dimension);

    /// Whether this index was built from \a rows as they are (the same matrix, the same
    /// number of rows): an importer that adds rows afterwards makes it stale.
    bool describes(const Vocabulary::Rows& rows) const;
    int count() const { return m_count; }
    int dimension() const { return m_dimension; }
    /// Bytes it holds (the benchmarks report them against the matrix).
    qint64 bytes() const;

    /// The rows that may be among the \a wanted highest cosines with \a query (nonzero,
    /// dimension() values) of the rows whose \a skip entry is 0, in row order: every
    /// such row whose cosine can reach the \a wanted-th best lower bound. A superset of
    /// the best \a wanted (ties included); usually a few dozen rows more.
    std::vector<int> candidates(const Eigen::VectorXd& query, int wanted, const std::vector<char>& skip) const;

    /// Row \a row as the index holds it, scaled back: unit length up to error(row).
    Eigen::VectorXd approximateRow(int row) const;
    /// The Euclidean distance of approximateRow() from the row divided by its length
    /// (rounded up to float), which bounds the error of each approximate cosine.
    double error(int row) const { return m_errors[static_cast<size_t>(row)]; }

private:
    NeighbourIndex() = default;
    const std::int8_t* row(int index) const;

    const float* m_source = nullptr; // the matrix it was built from, only compared
    int m_count = 0;
    int m_dimension = 0;
    std::ptrdiff_t m_stride = 0; // bytes per row: the dimension rounded up to 32, zero-padded
    std::vector<std::int8_t> m_storage; // the rows, from its first 64-byte boundary on
    std::int8_t* m_rows = nullptr;
    std::vector<float> m_scales; // row i is m_scales[i] * its int8 values
    std::vector<float> m_errors;
};

} // namespace AttentionLab
