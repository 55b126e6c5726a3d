// SPDX-License-Identifier: GPL-3.0-or-later
#include "neighbours.h"

#include "neighbourindex.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QJsonObject>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <queue>
#include <utility>
#include <vector>

namespace AttentionLab {
namespace neighbours {

namespace {

using Candidate = std::pair<double, int>; // cosine, index

// Orders the heap so that its top is the worst of the best k: lower cosine, or later word on a tie.
struct Worse
{
    bool operator()(const Candidate& a, const Candidate& b) const
    {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    }
};

// Dot products of the rows of a mapped file with \a query. The rows lie unaligned between
// the words, so each block of rows is copied into one aligned matrix first (a few hundred
// kilobytes, in cache) and multiplied like the rows in memory: the file is read once,
// straight from the mapping, and never copied whole.
Eigen::VectorXd mappedDots(const Vocabulary::Rows& rows, int d, const Eigen::VectorXf& query)
{
    using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    constexpr int Block = 256;
    const auto rowBytes = static_cast<size_t>(d) * sizeof(float);
    Matrix block(Block, d);
    Eigen::VectorXd dots(rows.count);
    for (int first = 0; first < rows.count; first += Block) {
        const int count = std::min(Block, rows.count - first);
        for (int r = 0; r < count; ++r)
            std::memcpy(block.row(r).data(), rows.mapped + rows.offsets[first + r], rowBytes);
        dots.segment(first, count) = (block.topRows(count) * query).cast<double>();
    }
    return dots;
}

} // namespace

QList<Neighbour> nearest(const Vocabulary& vocabulary, const Eigen::VectorXd& query, int k, const QString& exclude)
{
    QList<Neighbour> result;
    const double queryNorm = query.norm();
    if (k <= 0 || vocabulary.isEmpty() || query.size() != vocabulary.dimension() || !(queryNorm > 0))
        return result;
    if (std::isinf(queryNorm)) {
        // Finite values whose squares overflow: a cosine does not depend on the length.
        const double largest = query.cwiseAbs().maxCoeff();
        return std::isfinite(largest) ? nearest(vocabulary, query / largest, k, exclude) : result;
    }
    const int excluded = exclude.isEmpty() ? -1 : vocabulary.indexOf(exclude);
    const Vocabulary::Rows rows = vocabulary.rows();
    const int d = vocabulary.dimension();

    std::vector<char> skip(static_cast<size_t>(rows.count), 0);
    for (int i = 0; i < rows.count; ++i)
        skip[static_cast<size_t>(i)] = !(rows.norms[i] > 0);
    if (excluded >= 0 && excluded < rows.count)
        skip[static_cast<size_t>(excluded)] = 1;
    const QList<int> changed = vocabulary.changedRows();
    for (const int index : changed) {
        if (index < rows.count)
            skip[static_cast<size_t>(index)] = 1;
    }

    // Translations share a vector (苹果 and apple in the built-in vocabulary): one of
    // them is enough, and the excluded word's translation is the word itself. So keep
    // a few more than k and drop repeats afterwards.
    const int wanted = 2 * k + 2;
    std::priority_queue<Candidate, std::vector<Candidate>, Worse> best;
    auto consider = [&](double cosine, int index) {
        if (static_cast<int>(best.size()) < wanted) {
            best.emplace(cosine, index);
        } else if (Worse()(Candidate(cosine, index), best.top())) {
            best.pop();
            best.emplace(cosine, index);
        }
    };
    const std::shared_ptr<const NeighbourIndex> neighbourIndex = vocabulary.neighbourIndex();
    if (neighbourIndex && neighbourIndex->describes(rows)) {
        // A quarter of the bytes read, then exact cosines for the few rows that may be
        // among the best: the same list as the product over every row below.
        for (const int row : neighbourIndex->candidates(query, wanted, skip)) {
            const Eigen::Map<const Eigen::VectorXf> values(rows.floats + static_cast<qsizetype>(row) * d, d);
            consider(values.cast<double>().dot(query) / (rows.norms[row] * queryNorm), row);
        }
    } else {
        // Dot products of every stored row with the query: one product over the contiguous matrix.
        Eigen::VectorXd dots;
        if (rows.floats) {
            using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
            const Eigen::Map<const Matrix> matrix(rows.floats, rows.count, d);
            dots = (matrix * query.cast<float>()).cast<double>();
        } else if (rows.doubles) {
            using Matrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
            const Eigen::Map<const Matrix> matrix(rows.doubles, rows.count, d);
            dots = matrix * query;
        } else if (rows.mapped) {
            dots = mappedDots(rows, d, query.cast<float>());
        }
        for (int i = 0; i < rows.count; ++i) {
            if (!skip[static_cast<size_t>(i)])
                consider(dots[i] / (rows.norms[i] * queryNorm), i);
        }
    }
    for (const int index : changed) {
        if (index == excluded)
            continue;
        const Eigen::VectorXd vector = vocabulary.vector(index);
        const double norm = vector.norm();
        if (norm > 0)
            consider(vector.dot(query) / (norm * queryNorm), index);
    }
    std::vector<Candidate> sorted(best.size());
    for (auto i = static_cast<qsizetype>(sorted.size()) - 1; i >= 0; --i) {
        sorted[static_cast<size_t>(i)] = best.top();
        best.pop();
    }
    std::vector<Eigen::VectorXd> seen;
    if (excluded >= 0)
        seen.push_back(vocabulary.vector(excluded));
    for (const Candidate& candidate : sorted) {
        if (result.size() == k)
            break;
        const Eigen::VectorXd vector = vocabulary.vector(candidate.second);
        if (std::find(seen.cbegin(), seen.cend(), vector) != seen.cend())
            continue;
        seen.push_back(vector);
        result.append({ vocabulary.word(candidate.second), candidate.first });
    }
    return result;
}

bool isPrepared(const Vocabulary& vocabulary)
{
    const std::shared_ptr<const NeighbourIndex> kept = vocabulary.neighbourIndex();
    return kept && kept->describes(vocabulary.rows());
}

bool needsPreparing(const Vocabulary& vocabulary)
{
    return vocabulary.rows().floats && !isPrepared(vocabulary);
}

void prepare(const Vocabulary& vocabulary)
{
    if (needsPreparing(vocabulary))
        vocabulary.keepNeighbourIndex(NeighbourIndex::build(vocabulary.rows(), vocabulary.dimension()));
}

QString describe(const QList<Neighbour>& neighbours)
{
    // A no-break space keeps each word with its cosine when a narrow window wraps the line.
    QStringList parts;
    for (const Neighbour& neighbour : neighbours)
        parts.append(QStringLiteral("%1\u00A0%2").arg(neighbour.word, QString::number(neighbour.cosine, 'f', 2)));
    return parts.join(QStringLiteral(", "));
}

QJsonArray sentenceJson(const SentenceAnalysis& sentence, const Vocabulary& vocabulary, int k)
{
    auto toJson = [](const QList<Neighbour>& list) {
        QJsonArray array;
        for (const Neighbour& neighbour : list)
            array.append(QJsonObject { { QStringLiteral("word"), neighbour.word },
                                       { QStringLiteral("cosine"), neighbour.cosine } });
        return array;
    };
    QJsonArray tokens;
    if (k > 0 && sentence.length() > 0)
        prepare(vocabulary); // two queries per token: the index pays for itself after a handful
    for (int i = 0; i < sentence.length(); ++i) {
        const QString& word = sentence.tokens.at(i).text;
        QJsonObject token;
        token.insert(QStringLiteral("static"),
                     toJson(nearest(vocabulary, sentence.vectors.row(i).transpose(), k, word)));
        token.insert(QStringLiteral("contextual"),
                     sentence.attentionReady()
                         ? toJson(nearest(vocabulary, sentence.result().outputs.row(i).transpose(), k, word))
                         : QJsonArray());
        tokens.append(token);
    }
    return tokens;
}

} // namespace neighbours
} // namespace AttentionLab
