// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <Eigen/Core>

#include <optional>
#include <vector>

namespace AttentionLab {

/// The word vectors: word -> vector of one common dimension, the names of the
/// dimensions, and a stable colour per word. Words keep their insertion order;
/// Latin letters are looked up case-insensitively (the key is case-folded).
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
    /// Adds the words of \a other that this one does not have yet.
    bool mergeMissing(const Vocabulary& other, QString* error);

    int dimension() const { return m_dimensionNames.size(); }
    int size() const { return static_cast<int>(m_entries.size()); }
    bool isEmpty() const { return m_entries.empty(); }
    QStringList dimensionNames() const { return m_dimensionNames; }
    void setDimensionName(int dimension, const QString& name);

    bool contains(const QString& word) const;
    /// Index of \a word in insertion order, or -1.
    int indexOf(const QString& word) const;
    QString word(int index) const { return m_entries[index].word; }
    const Eigen::VectorXd& vector(int index) const { return m_entries[index].vector; }
    QColor colour(int index) const { return m_entries[index].colour; }
    /// The vector of \a word, or an empty vector when the word is not known.
    Eigen::VectorXd vectorOf(const QString& word) const;

    /// Adds \a word or replaces its vector. Refuses a vector of the wrong size
    /// or with NaN/infinite components.
    bool setVector(const QString& word, const Eigen::VectorXd& vector, QString* error = nullptr);
    bool removeWord(const QString& word);

    /// Longest word whose key starts with \a codePoint (case-folded), in
    /// grapheme clusters; 0 if none does. Matching tries only the lengths that
    /// can match: one long English word made every Chinese character of a paste
    /// try eight lookups.
    int longestWordStartingWith(char32_t codePoint) const;
    /// Mean Euclidean length of the vectors, used to scale unknown-word vectors.
    double meanNorm() const;

    /// A colour that depends only on the word's text, the same on every run.
    static QColor colourForWord(const QString& word);
    /// The lookup key: case-folded so that "Apple" finds "apple".
    static QString keyOf(const QString& word);

    bool operator==(const Vocabulary& other) const;
    bool operator!=(const Vocabulary& other) const { return !(*this == other); }

private:
    struct Entry
    {
        QString word;
        Eigen::VectorXd vector;
        QColor colour;
    };
    void rebuildIndex();
    void addToIndex(const QString& word, int entry);

    QStringList m_dimensionNames;
    std::vector<Entry> m_entries;
    QHash<QString, int> m_index;
    QHash<char32_t, int> m_longestByFirstCodePoint;
};

/// A vector for a word the vocabulary does not know: derived from the word's
/// UTF-8 bytes only (same word, same vector on every run and machine), with
/// length \a norm, so that it is scaled like the known words.
Eigen::VectorXd unknownWordVector(const QString& word, int dimension, double norm);

/// Number of grapheme clusters (user-perceived characters) in \a text.
int graphemeCount(const QString& text);
/// The code point that starts at \a index (a lone surrogate is its own code point).
char32_t codePointAt(QStringView text, qsizetype index);

} // namespace AttentionLab
