// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

#include <Eigen/Core>

namespace AttentionLab {

class Vocabulary;
struct SentenceAnalysis;

/// A vocabulary word close to some vector, and how close.
struct Neighbour
{
    QString word;
    double cosine = 0;
};

namespace neighbours {

/// The \a k vocabulary words whose vectors have the highest cosine similarity
/// with \a query, best first (ties: the earlier word first). The word whose key
/// is \a exclude is skipped: a word is always its own nearest neighbour, which
/// teaches nothing; so are words with exactly the vector of an earlier one or
/// of the excluded word (translations share one). Brute force over the stored matrix divided by the kept row
/// norms (one matrix-vector product, no normalised copy of the matrix); the rows of a
/// mapped file are read where they lie, a block at a time, and none of a file cut short
/// since. Empty for a zero query or k <= 0; words with a zero vector are skipped.
QList<Neighbour> nearest(const Vocabulary& vocabulary, const Eigen::VectorXd& query, int k,
                         const QString& exclude = {});

/// "手机 0.98, 公司 0.95": for tooltips and labels (cosines with two decimals).
QString describe(const QList<Neighbour>& neighbours);

/// For --export-json: per token of \a sentence, {"static": [...], "contextual": [...]},
/// each a list of {"word", "cosine"} of its \a k nearest words (the token's own
/// word left out); "contextual" is empty while the attention is not computed yet.
QJsonArray sentenceJson(const SentenceAnalysis& sentence, const Vocabulary& vocabulary, int k);

} // namespace neighbours
} // namespace AttentionLab
