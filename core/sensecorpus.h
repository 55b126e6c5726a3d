// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace AttentionLab {

class Vocabulary;

/// One sentence of chapter 8's corpus: its words, which one is ambiguous,
/// the sense it has here (0: something to eat, 1: a company) and whether it
/// is a test sentence (never trained on).
struct SenseSentence
{
    QStringList tokens;
    int target = 0;
    int sense = 0;
    bool test = false;
    QString english; ///< a gloss, for readers without Chinese
};

/// An ambiguous word and the names of its two senses.
struct SenseTarget
{
    QString word;
    std::array<QString, 2> chinese;
    std::array<QString, 2> english;
};

/// The sentences chapter 8 trains on, read from the attention-lab-sense-corpus
/// JSON format (resources/data/sense_corpus.json is the built-in one).
struct SenseCorpus
{
    QList<SenseTarget> targets;
    QList<SenseSentence> sentences;

    /// Reads the JSON; on failure returns nothing and says what and where in \a error.
    static std::optional<SenseCorpus> fromJson(const QByteArray& json, QString* error);
    /// The built-in corpus (160 sentences, 苹果 小米 黑莓 芒果).
    static const SenseCorpus& builtIn();

    int count(bool test) const;
    /// The target entry of \a word, or nullptr.
    const SenseTarget* target(const QString& word) const;
    /// The sentence's words joined as the sentence bar shows them.
    static QString text(const SenseSentence& sentence) { return sentence.tokens.join(QLatin1Char(' ')); }
    /// The static vectors of the training (or test) sentences from \a vocabulary;
    /// a word it does not know gets the made-up vector the rest of the app gives it.
    std::vector<SenseExample> examples(const Vocabulary& vocabulary, bool test) const;
};

/// The static vectors of \a tokens: known words from \a vocabulary, the others made up.
Eigen::MatrixXd staticVectors(const QStringList& tokens, const Vocabulary& vocabulary);

} // namespace AttentionLab
