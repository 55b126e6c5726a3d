// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 3: dot-product scores, softmax and the temperature.
#include "quizgenerators.h"

#include "attention.h"
#include "formulas.h"
#include "numberformat.h"
#include "workspace.h"

#include <cmath>
#include <optional>

namespace AttentionLab::quiz {

namespace {

QString dot(const SentenceAnalysis& sentence, int a, int b, double temperature)
{
    return formulas::dotProduct(sentence.tokens.at(a).text, sentence.tokens.at(b).text,
                                sentence.vectors.row(a).transpose(), sentence.vectors.row(b).transpose(), temperature);
}

// Before the scores are shown: which word will the query word attend to most?
std::optional<Question> mostAttended(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    if (sentence.length() < 2)
        return std::nullopt;
    const int query = sentence.queryIndex;
    const Eigen::VectorXd weights = sentence.result().weights.row(query).transpose();
    const QList<int> best = largest(weights);
    const int first = best.first();

    Question question;
    question.chapter = QStringLiteral("scoring");
    question.kind = QStringLiteral("most-attended");
    question.sentence = index;
    question.form = Question::Form::Word;
    question.prompt = Text::tr("Before the scores are shown: in %1, which word will %2 attend to most?")
                          .arg(sentenceName(workspace, index), tokenName(sentence, query));
    question.choices = tokenChoices(sentence);
    question.correctChoices = best;
    if (best.size() > 1) {
        question.explanation
            = Text::tr("A tie: %1 each get %2 from %3, because their scores are equal (%4), so "
                       "each of them counts.")
                  .arg(tokenNames(sentence, best), numberformat::value(weights[first]), tokenName(sentence, query),
                       dot(sentence, query, first, workspace.temperature()));
    } else if (first == query) {
        question.explanation = Text::tr("%1 gives itself the most weight, %2, because %3 is its highest score; "
                                        "softmax keeps the order of the scores.")
                                   .arg(tokenName(sentence, query), numberformat::value(weights[first]),
                                        dot(sentence, query, first, workspace.temperature()));
    } else {
        question.explanation
            = Text::tr("%1 gives %2 the most weight, %3, because %4 is its highest score; softmax "
                       "keeps the order of the scores.")
                  .arg(tokenName(sentence, query), tokenName(sentence, first), numberformat::value(weights[first]),
                       dot(sentence, query, first, workspace.temperature()));
    }
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("query"), query },
                       { QStringLiteral("temperature"), workspace.temperature() },
                       { QStringLiteral("scores"), vectorFact(sentence.result().scores.row(query).transpose()) },
                       { QStringLiteral("weights"), vectorFact(weights) } };
    return question;
}

// What happens to the entropy of the query's weights as the temperature goes towards 0?
std::optional<Question> coldEntropy(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    if (sentence.length() < 2)
        return std::nullopt;
    const int query = sentence.queryIndex;
    const double temperature = workspace.temperature();
    // A thousandth of the temperature is as near to 0 as the weights get: the largest score takes it all.
    const double cold = temperature / 1000;
    const AttentionResult coldResult = attention::compute(sentence.vectors, { cold });
    const double now = attention::entropy(sentence.result().weights.row(query).transpose());
    const double then = attention::entropy(coldResult.weights.row(query).transpose());
    const Eigen::VectorXd scores = sentence.result().scores.row(query).transpose();
    const QList<int> top = largest(scores);

    Question question;
    question.chapter = QStringLiteral("scoring");
    question.kind = QStringLiteral("cold-entropy");
    question.sentence = index;
    question.form = Question::Form::Option;
    question.prompt = Text::tr("In %1, the weights of %2 have an entropy of %3 at temperature %4. What happens to the "
                               "entropy as the temperature goes towards 0?")
                          .arg(sentenceName(workspace, index), tokenName(sentence, query), numberformat::value(now),
                               numberformat::setting(temperature));
    question.choices = { Text::tr("It falls"), Text::tr("It stays the same"), Text::tr("It rises") };
    const int answer = same(now, then) ? 1 : (then < now ? 0 : 2);
    question.correctChoices = { answer };
    const QString coldText = numberformat::exact(cold);
    const Eigen::VectorXd coldWeights = coldResult.weights.row(query).transpose();
    double topShare = 0;
    for (int t : top)
        topShare += coldWeights[t];
    if (answer == 1) {
        question.explanation
            = Text::tr("It stays at %1: all scores of %2 are equal (%3), so every temperature gives "
                       "the same weights.")
                  .arg(numberformat::value(now), tokenName(sentence, query), numberformat::value(scores[0]));
    } else if (answer == 2) {
        question.explanation = Text::tr("It rises from %1 to %2 nats at T = %3.")
                                   .arg(numberformat::value(now), numberformat::value(then), coldText);
    } else if (top.size() > 1) {
        question.explanation = Text::tr("It falls from %1 to %2 nats at T = %3, but not to 0: the %4 equal highest "
                                        "scores, of %5, share %6 of the weight between them (ln %4 = %7).")
                                   .arg(numberformat::value(now), numberformat::value(then), coldText)
                                   .arg(top.size())
                                   .arg(tokenNames(sentence, top), numberformat::value(topShare),
                                        numberformat::value(std::log(double(top.size()))));
    } else {
        question.explanation = Text::tr("It falls from %1 to %2 nats at T = %3: dividing by a small temperature "
                                        "stretches the gaps between the scores, so the highest one, %4, takes %5 of "
                                        "the weight.")
                                   .arg(numberformat::value(now), numberformat::value(then), coldText,
                                        dot(sentence, query, top.first(), temperature), numberformat::value(topShare));
    }
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) }, { QStringLiteral("query"), query },
                       { QStringLiteral("temperature"), temperature },     { QStringLiteral("entropy"), now },
                       { QStringLiteral("coldTemperature"), cold },        { QStringLiteral("coldEntropy"), then } };
    return question;
}

// At another temperature, what weight does the query word give another word?
std::optional<Question> weightAtTemperature(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const int query = sentence.queryIndex;
    const int other = otherToken(sentence, query);
    if (other < 0)
        return std::nullopt;
    const double temperature = workspace.temperature() == 2.0 ? 0.5 : 2.0;
    const AttentionResult result = attention::compute(sentence.vectors, { temperature });
    const double weight = result.weights(query, other);

    Question question;
    question.chapter = QStringLiteral("scoring");
    question.kind = QStringLiteral("weight-at-temperature");
    question.sentence = index;
    question.form = Question::Form::Number;
    question.prompt = Text::tr("In %1, at temperature %2 instead of %3: what weight will %4 give %5?")
                          .arg(sentenceName(workspace, index), numberformat::setting(temperature),
                               numberformat::setting(workspace.temperature()), tokenName(sentence, query),
                               tokenName(sentence, other));
    question.correctValue = weight;
    question.weightOf = other;
    question.tolerance = 0.01;
    question.explanation
        = Text::tr("Every score is divided by %1 first, then softmax: %2. At %3 it was %4.")
              .arg(numberformat::setting(temperature),
                   formulas::softmaxTerm(tokenTexts(sentence), result.scores.row(query).transpose(), other, weight),
                   numberformat::setting(workspace.temperature()),
                   numberformat::value(sentence.result().weights(query, other)));
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("query"), query },
                       { QStringLiteral("other"), other },
                       { QStringLiteral("temperature"), temperature },
                       { QStringLiteral("scores"), vectorFact(result.scores.row(query).transpose()) },
                       { QStringLiteral("weights"), vectorFact(result.weights.row(query).transpose()) } };
    return question;
}

} // namespace

QList<Question> scoringQuestions(const Workspace& workspace, const QList<int>& sentences)
{
    QList<Question> questions;
    for (int index : sentences) {
        if (!isReady(workspace.sentence(index)))
            continue;
        for (const auto& question :
             { mostAttended(workspace, index), coldEntropy(workspace, index), weightAtTemperature(workspace, index) }) {
            if (question)
                questions.append(*question);
        }
    }
    return questions;
}

} // namespace AttentionLab::quiz
