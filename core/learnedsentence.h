// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"
#include "tokenizer.h"

#include <QList>

namespace AttentionLab {

struct SenseCorpus;
class Vocabulary;

/// A sentence typed by the user run through chapter 8's trained model: its
/// words (tokenized with \a vocabulary), which of them is ambiguous (the
/// first of the corpus's words it contains), every head's weights and the
/// predicted sense.
struct LearnedSentence
{
    QList<Token> tokens;
    /// The ambiguous word's position, or -1 when the sentence has none.
    int target = -1;
    LearnedForward forward;
    /// Probability of sense 1 (a company) at the target word; 0 without one.
    double probability = 0;

    static LearnedSentence analyse(const QString& text, const LearnedParameters& parameters,
                                   const LearnedSettings& settings, const SenseCorpus& corpus,
                                   const Vocabulary& vocabulary);

    bool hasTarget() const { return target >= 0; }
    /// The row the page follows: the target word, or the first word.
    int queryRow() const { return target >= 0 ? target : 0; }
    /// The column of the largest weight in queryRow() of \a head (-1 for an empty sentence).
    int mostAttended(int head) const;
};

} // namespace AttentionLab
