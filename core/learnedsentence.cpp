// SPDX-License-Identifier: GPL-3.0-or-later
#include "learnedsentence.h"

#include "sensecorpus.h"
#include "vocabulary.h"

namespace AttentionLab {

LearnedSentence LearnedSentence::analyse(const QString& text, const LearnedParameters& parameters,
                                         const LearnedSettings& settings, const SenseCorpus& corpus,
                                         const Vocabulary& vocabulary)
{
    LearnedSentence result;
    // The sentence bar's limit is far above what a heatmap shows legibly.
    constexpr int MaximumWords = 64;
    result.tokens = Tokenizer(vocabulary).tokenize(text, MaximumWords);
    if (result.tokens.isEmpty())
        return result;
    QStringList words;
    for (const Token& token : result.tokens)
        words.append(token.text);
    for (int i = 0; i < words.size() && result.target < 0; ++i) {
        if (corpus.target(words.at(i)))
            result.target = i;
    }
    const Eigen::MatrixXd vectors = staticVectors(words, vocabulary);
    result.forward = learned::forward(parameters, settings, vectors);
    if (result.target >= 0)
        result.probability
            = learned::probability(learned::logit(parameters, settings, SenseExample { vectors, result.target, 0 }));
    return result;
}

int LearnedSentence::mostAttended(int head) const
{
    if (tokens.isEmpty())
        return -1;
    Eigen::Index column = 0;
    forward.weights.at(head).row(queryRow()).maxCoeff(&column);
    return static_cast<int>(column);
}

} // namespace AttentionLab
