// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedword.h"

#include "vocabulary.h"
#include "workspace.h"

namespace AttentionLab {

namespace {

/// The query token when it spells \a key, else the first token that does, else -1.
int tokenOf(const SentenceAnalysis& sentence, const QString& key)
{
    if (sentence.length() > 0 && Vocabulary::keyOf(sentence.tokens.at(sentence.queryIndex).text) == key)
        return sentence.queryIndex;
    for (int t = 0; t < sentence.length(); ++t) {
        if (Vocabulary::keyOf(sentence.tokens.at(t).text) == key)
            return t;
    }
    return -1;
}

} // namespace

ComparedWord ComparedWord::inSentences(const Workspace& workspace, int first, int second)
{
    ComparedWord result;
    if (first < 0 || second < 0 || first >= workspace.sentenceCount() || second >= workspace.sentenceCount())
        return result;
    const SentenceAnalysis& a = workspace.sentence(first);
    const SentenceAnalysis& b = workspace.sentence(second);
    if (a.length() == 0 || b.length() == 0)
        return result;
    // Candidates in order of preference; the first one both sentences contain wins.
    QStringList candidates { Vocabulary::keyOf(a.tokens.at(a.queryIndex).text),
                             Vocabulary::keyOf(Workspace::lessonQueryWord()) };
    for (const Token& token : a.tokens)
        candidates.append(Vocabulary::keyOf(token.text));
    for (const QString& key : std::as_const(candidates)) {
        const int inSecond = tokenOf(b, key);
        const int inFirst = tokenOf(a, key);
        if (inFirst >= 0 && inSecond >= 0) {
            result.word = a.tokens.at(inFirst).text;
            result.firstToken = inFirst;
            result.secondToken = inSecond;
            return result;
        }
    }
    return result;
}

} // namespace AttentionLab
