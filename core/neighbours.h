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
/// of the excluded word (translations share one). Exact, whatever the storage: once
/// prepare() has built the vocabulary's index, a scan of its int8 rows and exact cosines
/// for the rows it cannot rule out (neighbourindex.h); before, and for double or mapped
/// rows, brute force over the stored matrix divided by the kept row norms (one
/// matrix-vector product); the rows of a mapped file are read where they lie, a block at
/// a time, and none of a file cut short since. Empty for a zero query or k <= 0; words
/// with a zero vector are skipped.
QList<Neighbour> nearest(const Vocabulary& vocabulary, const Eigen::VectorXd& query, int k,
                         const QString& exclude = {});

/// Builds and keeps the neighbour index of \a vocabulary's float32 rows in memory (imported
/// files of 20,000 words or more), unless it has one that still describes them. About 0.2 s
/// and a quarter of the matrix's memory for 400,000 x 300: call it off the GUI thread. Does
/// nothing for other vocabularies, whose searches stay brute force.
void prepare(const Vocabulary& vocabulary);
/// Whether nearest() on \a vocabulary uses an index.
bool isPrepared(const Vocabulary& vocabulary);
/// Whether prepare() would build an index: float32 rows in memory that no kept index describes.
bool needsPreparing(const Vocabulary& vocabulary);

/// "手机 0.98, 公司 0.95": for tooltips and labels (cosines with two decimals, each after its word
/// and a no-break space).
QString describe(const QList<Neighbour>& neighbours);

/// For --export-json: per token of \a sentence, {"static": [...], "contextual": [...]},
/// each a list of {"word", "cosine"} of its \a k nearest words (the token's own
/// word left out); "contextual" is empty while the attention is not computed yet.
QJsonArray sentenceJson(const SentenceAnalysis& sentence, const Vocabulary& vocabulary, int k);

} // namespace neighbours
} // namespace AttentionLab
