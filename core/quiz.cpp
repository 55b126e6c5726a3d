// SPDX-License-Identifier: GPL-3.0-or-later
#include "quiz.h"

#include "pytorchsnippet.h"
#include "quiz/quizgenerators.h"
#include "shortenedtext.h"
#include "vocabulary.h"
#include "workspace.h"

#include <algorithm>
#include <cmath>

namespace AttentionLab::quiz {

namespace {

QList<int> indicesWhere(const Eigen::VectorXd& values, double target)
{
    QList<int> found;
    for (Eigen::Index i = 0; i < values.size(); ++i) {
        if (same(values[i], target))
            found.append(static_cast<int>(i));
    }
    return found;
}

// The sentences whose questions chapter \a chapter asks: the ones its page shows.
QList<int> coveredSentences(const Workspace& workspace, const QString& chapter)
{
    QList<int> sentences;
    if (chapter == QLatin1String("steps"))
        return PyTorchSnippet::fromWorkspace(workspace).sentences; // the sentences the code computes
    const int count
        = chapter == QLatin1String("static") ? std::min(2, workspace.sentenceCount()) : workspace.sentenceCount();
    for (int i = 0; i < count; ++i)
        sentences.append(i);
    return sentences;
}

} // namespace

bool same(double a, double b)
{
    if (!std::isfinite(a) || !std::isfinite(b))
        return a == b;
    return std::abs(a - b) <= 1e-9 * std::max({ 1.0, std::abs(a), std::abs(b) });
}

QList<int> largest(const Eigen::VectorXd& values)
{
    return values.size() == 0 ? QList<int>() : indicesWhere(values, values.maxCoeff());
}

QList<int> smallest(const Eigen::VectorXd& values)
{
    return values.size() == 0 ? QList<int>() : indicesWhere(values, values.minCoeff());
}

QString tokenName(const SentenceAnalysis& sentence, int token)
{
    const QString text = sentence.tokens.at(token).text;
    const QString key = Vocabulary::keyOf(text);
    const auto copies = std::count_if(sentence.tokens.cbegin(), sentence.tokens.cend(),
                                      [&](const Token& other) { return Vocabulary::keyOf(other.text) == key; });
    return copies > 1 ? Text::tr("“%1” (word %2)").arg(text).arg(token + 1) : Text::tr("“%1”").arg(text);
}

QStringList tokenChoices(const SentenceAnalysis& sentence)
{
    QStringList choices;
    for (int t = 0; t < sentence.length(); ++t) {
        const QString key = Vocabulary::keyOf(sentence.tokens.at(t).text);
        const auto copies = std::count_if(sentence.tokens.cbegin(), sentence.tokens.cend(),
                                          [&](const Token& other) { return Vocabulary::keyOf(other.text) == key; });
        choices.append(copies > 1 ? Text::tr("%1 (word %2)").arg(sentence.tokens.at(t).text).arg(t + 1)
                                  : sentence.tokens.at(t).text);
    }
    return choices;
}

QString tokenNames(const SentenceAnalysis& sentence, const QList<int>& tokens)
{
    QStringList names;
    for (int token : tokens)
        names.append(tokenName(sentence, token));
    if (names.size() < 2)
        return names.value(0);
    const QString last = names.takeLast();
    return Text::tr("%1 and %2").arg(names.join(Text::tr(", ")), last);
}

QString sentenceName(const Workspace& workspace, int sentence)
{
    return Text::tr("sentence %1 (%2)").arg(sentence + 1).arg(shortenedText(workspace.sentence(sentence).text, 40));
}

QStringList tokenTexts(const SentenceAnalysis& sentence)
{
    QStringList texts;
    for (const Token& token : sentence.tokens)
        texts.append(token.text);
    return texts;
}

QVariantList vectorFact(const Eigen::VectorXd& vector)
{
    QVariantList values;
    for (Eigen::Index i = 0; i < vector.size(); ++i)
        values.append(vector[i]);
    return values;
}

bool isReady(const SentenceAnalysis& sentence)
{
    return sentence.length() > 0 && sentence.attentionReady();
}

int otherToken(const SentenceAnalysis& sentence, int token)
{
    if (sentence.length() < 2)
        return -1;
    const int last = sentence.length() - 1;
    return token != last ? last : 0;
}

QStringList chapterIds()
{
    return { QStringLiteral("static"),  QStringLiteral("mixing"), QStringLiteral("scoring"), QStringLiteral("steps"),
             QStringLiteral("heatmap"), QStringLiteral("rnn"),    QStringLiteral("next"),    QStringLiteral("learn") };
}

QList<Question> questions(const Workspace& workspace, const QString& chapter, int sentence)
{
    QList<int> sentences = coveredSentences(workspace, chapter);
    if (sentence >= 0)
        sentences = sentences.contains(sentence) ? QList<int> { sentence } : QList<int>();
    if (chapter == QLatin1String("static"))
        return staticQuestions(workspace, sentences);
    if (chapter == QLatin1String("mixing"))
        return mixingQuestions(workspace, sentences);
    if (chapter == QLatin1String("scoring"))
        return scoringQuestions(workspace, sentences);
    if (chapter == QLatin1String("steps"))
        return stepsQuestions(workspace, sentences);
    if (chapter == QLatin1String("heatmap"))
        return heatmapQuestions(workspace, sentences);
    if (chapter == QLatin1String("rnn"))
        return rnnQuestions(workspace, sentences);
    if (chapter == QLatin1String("next"))
        return nextQuestions();
    if (chapter == QLatin1String("learn"))
        return learnQuestions(workspace);
    return {};
}

QList<Question> all(const Workspace& workspace)
{
    QList<Question> result;
    for (const QString& chapter : chapterIds())
        result.append(questions(workspace, chapter));
    return result;
}

QString number(const QString& chapter, int indexInChapter)
{
    return QStringLiteral("%1.%2").arg(chapterIds().indexOf(chapter) + 1).arg(indexInChapter + 1);
}

} // namespace AttentionLab::quiz
