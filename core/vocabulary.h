// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "wordkey.h"

#include <QColor>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <Eigen/Core>

#include <memory>
#include <optional>
#include <vector>

class QFile;

namespace AttentionLab {

class NeighbourIndex;

/// The word vectors: word -> vector of one common dimension, the names of the
/// dimensions, and a stable colour per word. Words keep their insertion order;
/// Latin letters are looked up case-insensitively and full-width forms as their
/// normal ones (the key is NFKC-normalised and case-folded).
///
/// Storage: one contiguous row-major matrix (a row per word), in float32 for
/// imported files larger than the built-in vocabulary (computing stays double),
/// shared between copies. A copy that changes a vector keeps that row aside
/// (copy-on-write per row), so an undo step never copies 400,000 vectors.
/// A very large word2vec binary file is not copied at all: its rows are read in
/// place from the read-only mapped file (isMapped()), which the storage keeps open.
class Vocabulary
{
public:
    Vocabulary() = default;
    explicit Vocabulary(const QStringList& dimensionNames);

    /// The lesson's seven words (LESSON.md), exactly.
    static Vocabulary lesson();
    /// The lesson words plus the hand-made toy vocabulary, Chinese and English.
    static Vocabulary builtIn();
    /// Reads the attention-lab-vocabulary JSON format; on failure returns
    /// nothing and describes the problem in \a error.
    static std::optional<Vocabulary> fromJson(const QByteArray& json, QString* error);
    /// The same from an already parsed object (a workspace file holds one).
    static std::optional<Vocabulary> fromJsonObject(const QJsonObject& root, QString* error);
    /// {"dimensions": [...], "words": [{"word", "vector", "colour"}]}, readable by fromJsonObject().
    QJsonObject toJsonObject() const;
    /// One item of toJsonObject()'s "words": {"word", "vector", "colour"} of word \a index.
    QJsonObject wordJson(int index) const;
    /// Adds the words of \a other that this one does not have yet.
    bool mergeMissing(const Vocabulary& other, QString* error);

    int dimension() const { return m_dimensionNames.size(); }
    int size() const { return static_cast<int>(m_words.size()); }
    bool isEmpty() const { return m_words.isEmpty(); }
    QStringList dimensionNames() const { return m_dimensionNames; }
    void setDimensionName(int dimension, const QString& name);

    bool contains(const QString& word) const;
    /// Index of \a word in insertion order, or -1.
    int indexOf(const QString& word) const;
    QString word(int index) const { return m_words.at(index); }
    /// The vector of word \a index, in double whatever the storage.
    Eigen::VectorXd vector(int index) const;
    /// Euclidean length of vector \a index (kept up to date, not recomputed).
    double norm(int index) const;
    QColor colour(int index) const;
    /// The vector of \a word, or an empty vector when the word is not known.
    Eigen::VectorXd vectorOf(const QString& word) const;

    /// Adds \a word or replaces its vector. Refuses a vector of the wrong size
    /// or with NaN/infinite components.
    bool setVector(const QString& word, const Eigen::VectorXd& vector, QString* error = nullptr);
    bool removeWord(const QString& word);
    /// Removes every one of \a words that is there, rebuilding the index once (a mapped
    /// vocabulary of millions of words takes seconds per rebuild); returns how many it removed.
    int removeWords(const QStringList& words);
    /// Gives the word \a index a colour of its own (an invalid one: colourForWord() again).
    void setColour(int index, const QColor& colour);
    /// Rows whose colour is not colourForWord().
    QList<int> ownColourRows() const { return m_colours.keys(); }

    /// For importers: stores vectors in float32 from now on (only while empty)
    /// and reserves room for \a words rows, so that a large file is read
    /// without reallocating its matrix.
    void reserve(int words, bool singlePrecision);
    bool isSinglePrecision() const;
    /// For importers: the rows of this (empty) vocabulary stay in \a file, mapped
    /// read-only at \a mapped, which the storage keeps open and mapped for as long as a
    /// copy of this vocabulary lives; rows come from addIfNewMapped() from now on.
    void reserveMapped(std::shared_ptr<QFile> file, const uchar* mapped, int words);
    /// For importers of a mapped file: adds \a word, whose \a dimension() little-endian
    /// float32 lie at \a offset in the mapping, unless its key is already there (the
    /// return value as addIfNew()). \a values are those numbers, already read and
    /// checked by the importer, for the row's norm; they are not kept.
    int addIfNewMapped(const QString& word, qint64 offset, const float* values);
    /// Whether the stored rows are read in place from a mapped word2vec binary file.
    bool isMapped() const;
    /// The mapped file's name, empty when the rows are not mapped.
    QString mappedFileName() const;
    /// False once the mapped file has become shorter than when it was mapped (another
    /// program cut or rewrote it): reading such rows would kill the process (SIGBUS), so
    /// vector() gives zeros for them and rows() none. Always true for unmapped rows.
    bool isMappedFileIntact() const;
    /// The mapped file's size when it was mapped (0 when not mapped).
    qint64 mappedFileSize() const;
    /// embeddingio::fingerprint() of the mapped file as it was read (empty when not mapped).
    QByteArray mappedFileFingerprint() const;
    /// For importers: sets what mappedFileFingerprint() gives (only while not shared).
    void setMappedFileFingerprint(const QByteArray& fingerprint);
    /// How many words were read from the mapped file (the import's word limit, when it had
    /// one and the file more words): the removed ones included, the added ones not.
    int mappedFileWords() const;
    /// The words read from the mapped file and removed since, in the order they went.
    /// With these, changedRows() and ownColourRows() a mapped vocabulary is its file plus
    /// what the user changed, which is all a workspace needs to keep of it.
    QStringList removedMappedWords() const { return m_removedMappedWords; }
    /// For importers: adds \a word with the \a dimension() values at \a values
    /// unless its key is already there. Returns -1 when added, else the index of
    /// the word that has the same key. Values must be finite (not checked).
    int addIfNew(const QString& word, const double* values);
    int addIfNew(const QString& word, const float* values);
    /// The same, for an importer that worked out \a key, keyOf(\a word), beforehand
    /// (on another thread: it is most of the cost of adding a word).
    int addIfNew(const QString& word, const QString& key, const double* values);
    int addIfNew(const QString& word, const QString& key, const float* values);

    /// The stored rows (words in insertion order) as one row-major matrix
    /// \a size() x \a dimension(), in float or double, or as rows in a mapped file;
    /// rows changed since the matrix was shared are listed by changedRows() and must be
    /// read with vector().
    struct Rows
    {
        const float* floats = nullptr; ///< set when single precision and in memory
        const double* doubles = nullptr; ///< set when double precision
        /// Set when mapped: row i is \a dimension() little-endian float32 at mapped +
        /// offsets[i], unaligned (between the words of the file): copy before computing.
        const uchar* mapped = nullptr;
        const qint64* offsets = nullptr;
        const double* norms = nullptr; ///< Euclidean length of each stored row
        /// Rows in the matrix; later words are all in changedRows(). 0 for a mapped file
        /// that was cut short (isMappedFileIntact()).
        int count = 0;
    };
    Rows rows() const;
    QList<int> changedRows() const { return m_changed.keys(); }

    /// The neighbour search's index of the stored rows (neighbourindex.h), kept with them and
    /// shared by every copy; null until one is kept. Thread-safe.
    std::shared_ptr<const NeighbourIndex> neighbourIndex() const;
    /// Keeps \a index with the stored rows, for this vocabulary and every copy sharing them
    /// (a cache: the rows do not change). Thread-safe.
    void keepNeighbourIndex(std::shared_ptr<const NeighbourIndex> index) const;

    /// Longest word whose key starts with \a codePoint (case-folded), in
    /// grapheme clusters; 0 if none does. Matching tries only the lengths that
    /// can match: one long English word made every Chinese character of a paste
    /// try eight lookups.
    int longestWordStartingWith(char32_t codePoint) const;
    /// Mean Euclidean length of the vectors, used to scale unknown-word vectors.
    double meanNorm() const;
    /// The largest magnitude of any component of any vector (0 when empty), kept as rows
    /// come in: a page that scales its bars by it reads no row of a mapped file, unless
    /// the very row that held it was changed.
    double largestMagnitude() const;

    /// A colour that depends only on the word's text, the same on every run.
    static QColor colourForWord(const QString& word);
    /// The lookup key: case-folded so that "Apple" finds "apple".
    static QString keyOf(const QString& word);

    bool operator==(const Vocabulary& other) const;
    bool operator!=(const Vocabulary& other) const { return !(*this == other); }

private:
    struct Storage;
    template<typename T>
    int addIfNewImpl(const QString& word, const QString& key, const T* values, qint64 mappedOffset = -1);
    bool ownsStorage() const;
    void appendWord(const QString& word, const QString& key);
    void addLongest(const QString& key, const QString& word);

    QStringList m_dimensionNames;
    QStringList m_words;
    std::shared_ptr<Storage> m_storage; // rows [0, count); written only while not shared
    QHash<int, Eigen::VectorXd> m_changed; // rows changed or added since the storage was shared
    QHash<int, QColor> m_colours; // colours that are not colourForWord()
    QStringList m_removedMappedWords; // words of the mapped file removed since it was read
    QHash<WordKey, int> m_index;
    QHash<char32_t, int> m_longestByFirstCodePoint;
};

/// The numbers of a JSON list (a "vector" of a vocabulary or workspace file), or nothing,
/// with the index of the first item that is not a number in \a notANumber.
std::optional<Eigen::VectorXd> vectorFromJson(const QJsonArray& components, int* notANumber);

/// A vector for a word the vocabulary does not know: derived from the word's
/// UTF-8 bytes only (same word, same vector on every run and machine), with
/// length \a norm, so that it is scaled like the known words.
Eigen::VectorXd unknownWordVector(const QString& word, int dimension, double norm);

/// Number of grapheme clusters (user-perceived characters) in \a text.
int graphemeCount(const QString& text);
/// The code point that starts at \a index (a lone surrogate is its own code point).
char32_t codePointAt(QStringView text, qsizetype index);

} // namespace AttentionLab
