// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 1: a static vector is the same in every sentence.
#include "quizgenerators.h"

#include "attention.h"
#include "comparedword.h"
#include "numberformat.h"
#include "shortenedtext.h"
#include "workspace.h"

#include <limits>
#include <optional>

namespace AttentionLab::quiz {

namespace {

QString components(const Eigen::VectorXd& vector)
{
    constexpr int Shown = 8;
    QStringList parts;
    for (Eigen::Index i = 0; i < std::min<Eigen::Index>(vector.size(), Shown); ++i)
        parts.append(numberformat::component(vector[i]));
    if (vector.size() > Shown)
        parts.append(QStringLiteral("…"));
    return parts.join(QStringLiteral(", "));
}

// Is the word both sentences share given the same vector in each?
std::optional<Question> sameVector(const Workspace& workspace)
{
    const ComparedWord word = ComparedWord::inSentences(workspace, 0, 1);
    if (!word.isValid())
        return std::nullopt;
    const SentenceAnalysis& first = workspace.sentence(0);
    const SentenceAnalysis& second = workspace.sentence(1);
    const Eigen::VectorXd a = first.vectors.row(word.firstToken).transpose();
    const Eigen::VectorXd b = second.vectors.row(word.secondToken).transpose();
    const double cosine = attention::cosineSimilarity(a, b);
    const bool identical = a == b;

    Question question;
    question.chapter = QStringLiteral("static");
    question.kind = QStringLiteral("same-vector");
    question.form = Question::Form::Option;
    question.prompt = Text::tr("Sentence 1 is “%1”, sentence 2 is “%2”. Is the static vector of “%3” the same in both "
                               "sentences?")
                          .arg(shortenedText(first.text, 60), shortenedText(second.text, 60), word.word);
    question.choices = { Text::tr("Yes, the same"), Text::tr("No, different") };
    question.correctChoices = { identical ? 0 : 1 };
    if (!identical) {
        question.explanation = Text::tr("Different: the two vectors are (%1) and (%2), cosine similarity %3.")
                                   .arg(components(a), components(b), numberformat::value(cosine));
    } else if (!first.tokens.at(word.firstToken).known) {
        question.explanation
            = Text::tr("The same: “%1” is not in the vocabulary, so it gets a made-up vector worked out from its "
                       "letters alone, (%2) in both sentences; cosine similarity %3.")
                  .arg(word.word, components(a), numberformat::value(cosine));
    } else {
        question.explanation = Text::tr("The same: a static vector is looked up in the vocabulary, not worked out "
                                        "from the sentence, so “%1” is (%2) in both; cosine similarity %3. Nothing "
                                        "in it can tell the two meanings apart.")
                                   .arg(word.word, components(a), numberformat::value(cosine));
    }
    question.facts = { { QStringLiteral("word"), word.word },
                       { QStringLiteral("vector1"), vectorFact(a) },
                       { QStringLiteral("vector2"), vectorFact(b) },
                       { QStringLiteral("cosine"), cosine } };
    return question;
}

// Which other word of the sentence has the static vector most like the query word's?
std::optional<Question> mostSimilar(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    if (sentence.length() < 2)
        return std::nullopt;
    const int query = sentence.queryIndex;
    const Eigen::VectorXd x = sentence.vectors.row(query).transpose();
    // The query itself is not a candidate: minus infinity keeps it out of the maximum.
    Eigen::VectorXd cosines(sentence.length());
    for (int t = 0; t < sentence.length(); ++t)
        cosines[t] = t == query ? -std::numeric_limits<double>::infinity()
                                : attention::cosineSimilarity(x, sentence.vectors.row(t).transpose());
    const QList<int> best = largest(cosines);

    Question question;
    question.chapter = QStringLiteral("static");
    question.kind = QStringLiteral("most-similar");
    question.sentence = index;
    question.form = Question::Form::Word;
    question.prompt = Text::tr("In %1, which other word has the static vector most like that of %2 (the highest "
                               "cosine similarity)?")
                          .arg(sentenceName(workspace, index), tokenName(sentence, query));
    question.choices = tokenChoices(sentence);
    question.correctChoices = best;
    const double top = cosines[best.first()];
    // The runner-up shows how clear the answer is.
    Eigen::VectorXd rest = cosines;
    for (int t : best)
        rest[t] = -std::numeric_limits<double>::infinity();
    const QList<int> next = sentence.length() - 1 > best.size() ? largest(rest) : QList<int>();
    if (best.size() > 1) {
        question.explanation
            = Text::tr("A tie: %1 all have cosine similarity %2 with %3, so each of them counts.")
                  .arg(tokenNames(sentence, best), numberformat::value(top), tokenName(sentence, query));
    } else if (next.isEmpty()) {
        question.explanation
            = Text::tr("%1 is the only other word: cosine similarity %2 with %3.")
                  .arg(tokenName(sentence, best.first()), numberformat::value(top), tokenName(sentence, query));
    } else {
        question.explanation
            = Text::tr("%1 has cosine similarity %2 with %3, the highest in the sentence; next "
                       "comes %4 with %5.")
                  .arg(tokenName(sentence, best.first()), numberformat::value(top), tokenName(sentence, query),
                       tokenName(sentence, next.first()), numberformat::value(rest[next.first()]));
    }
    // One cosine per token, the query's own left empty (null in JSON).
    QVariantList perToken;
    for (int t = 0; t < sentence.length(); ++t)
        perToken.append(t == query ? QVariant() : QVariant(cosines[t]));
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("query"), query },
                       { QStringLiteral("cosines"), perToken } };
    return question;
}

} // namespace

QList<Question> staticQuestions(const Workspace& workspace, const QList<int>& sentences)
{
    QList<Question> questions;
    if (sentences.isEmpty())
        return questions;
    if (const auto question = sameVector(workspace))
        questions.append(*question);
    for (int index : sentences) {
        if (const auto question = mostSimilar(workspace, index))
            questions.append(*question);
    }
    return questions;
}

} // namespace AttentionLab::quiz
