// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 2: the new vector as a weighted average, shown as mixed colours and sliders.
#include "quizgenerators.h"

#include "colormix.h"
#include "numberformat.h"
#include "oklab.h"
#include "workspace.h"

#include <cmath>
#include <limits>
#include <optional>

namespace AttentionLab::quiz {

namespace {

double distance(const QColor& a, const QColor& b)
{
    const OkLab p = OkLab::fromColor(a);
    const OkLab q = OkLab::fromColor(b);
    return std::sqrt((p.L - q.L) * (p.L - q.L) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b));
}

// Distances in OKLab are small (black to white is 1): three decimals tell them apart.
QString distanceText(double value)
{
    return numberformat::value(value, 3);
}

QString weightList(const SentenceAnalysis& sentence)
{
    constexpr int Shown = 8;
    QStringList parts;
    for (int t = 0; t < std::min(sentence.length(), Shown); ++t)
        parts.append(Text::tr("%1 %2").arg(tokenName(sentence, t), numberformat::value(sentence.mixingWeights.at(t))));
    if (sentence.length() > Shown)
        parts.append(QStringLiteral("…"));
    return parts.join(Text::tr(", "));
}

// Which word's colour is the mixed colour nearest to, with the weights on the sliders now?
std::optional<Question> closestColour(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const QColor mixed = workspace.mixedColour(index);
    if (sentence.length() < 2 || !mixed.isValid())
        return std::nullopt;
    Eigen::VectorXd distances(sentence.length());
    for (int t = 0; t < sentence.length(); ++t)
        distances[t] = distance(mixed, workspace.tokenColour(index, t));
    const QList<int> nearest = smallest(distances);
    const int first = nearest.first();

    Question question;
    question.chapter = QStringLiteral("mixing");
    question.kind = QStringLiteral("closest-colour");
    question.sentence = index;
    question.form = Question::Form::Word;
    question.prompt
        = Text::tr("The sliders of %1 hold these weights for %2: %3. Which word's colour is the mixed "
                   "colour closest to?")
              .arg(sentenceName(workspace, index), tokenName(sentence, sentence.queryIndex), weightList(sentence));
    question.choices = tokenChoices(sentence);
    question.correctChoices = nearest;
    Eigen::VectorXd rest = distances;
    for (int t : nearest)
        rest[t] = std::numeric_limits<double>::infinity();
    if (nearest.size() > 1) {
        question.explanation = Text::tr("A tie: the mixed colour is %1 from %2 alike in OKLab, so each of them "
                                        "counts. The more weight a word gets, the closer the mix moves to its colour.")
                                   .arg(distanceText(distances[first]), tokenNames(sentence, nearest));
    } else {
        const int next = smallest(rest).first();
        question.explanation
            = Text::tr("The mixed colour is %1 from %2 in OKLab (weight %3), nearer than to any other word; next comes "
                       "%4 at %5 (weight %6). The more weight a word gets, the closer the mix moves to its colour.")
                  .arg(distanceText(distances[first]), tokenName(sentence, first),
                       numberformat::value(sentence.mixingWeights.at(first)), tokenName(sentence, next),
                       distanceText(distances[next]), numberformat::value(sentence.mixingWeights.at(next)));
    }
    QVariantList weights;
    for (double weight : sentence.mixingWeights)
        weights.append(weight);
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("weights"), weights },
                       { QStringLiteral("mixedColour"), mixed.name() },
                       { QStringLiteral("distances"), vectorFact(distances) } };
    return question;
}

// Drag one slider: what does another get, when the rest make room in proportion?
std::optional<Question> rebalance(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    if (sentence.length() < 2 || sentence.mixingWeights.size() != sentence.length())
        return std::nullopt;
    const int dragged = sentence.length() - 1;
    const int watched = otherToken(sentence, dragged);
    const double before = sentence.mixingWeights.at(dragged);
    // A round target far enough from where the slider is that the move shows.
    double target = 0.5;
    for (double candidate : { 0.5, 0.8, 0.2 }) {
        if (std::abs(candidate - before) >= 0.1) {
            target = candidate;
            break;
        }
    }
    const QList<double> after = colormix::rebalance(sentence.mixingWeights, dragged, target);
    double others = 0;
    for (int t = 0; t < sentence.length(); ++t) {
        if (t != dragged)
            others += sentence.mixingWeights.at(t);
    }

    Question question;
    question.chapter = QStringLiteral("mixing");
    question.kind = QStringLiteral("rebalance");
    question.sentence = index;
    question.form = Question::Form::Number;
    question.prompt = Text::tr("In %1, %2 has weight %3 on its slider and %4 has %5. You drag %2 to %6; the other "
                               "sliders make room so that the weights still sum to 1. What weight does %4 get?")
                          .arg(sentenceName(workspace, index), tokenName(sentence, dragged),
                               numberformat::value(before), tokenName(sentence, watched),
                               numberformat::value(sentence.mixingWeights.at(watched)), numberformat::setting(target));
    question.correctValue = after.at(watched);
    question.weightOf = watched;
    question.tolerance = 0.01;
    const QString left = numberformat::setting(1.0 - target);
    if (others > 0) {
        // As formulas.h does: factors get more decimals until the written sum works out.
        int decimals = numberformat::PageDecimals;
        while (decimals < 4
               && numberformat::value(numberformat::rounded(sentence.mixingWeights.at(watched), decimals)
                                      * (1.0 - target) / numberformat::rounded(others, decimals))
                   != numberformat::value(after.at(watched)))
            ++decimals;
        question.explanation = Text::tr("The other words keep their proportions and share the %1 left over: %2 × %1 "
                                        "/ %3 = %4.")
                                   .arg(left, numberformat::value(sentence.mixingWeights.at(watched), decimals),
                                        numberformat::value(others, decimals), numberformat::value(after.at(watched)));
    } else {
        question.explanation = Text::tr("All the other weights were 0, so the %1 other words share the %2 left over "
                                        "equally: %2 / %1 = %3.")
                                   .arg(sentence.length() - 1)
                                   .arg(left, numberformat::value(after.at(watched)));
    }
    QVariantList weights;
    for (double weight : sentence.mixingWeights)
        weights.append(weight);
    QVariantList rebalanced;
    for (double weight : after)
        rebalanced.append(weight);
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("weights"), weights },
                       { QStringLiteral("dragged"), dragged },
                       { QStringLiteral("target"), target },
                       { QStringLiteral("watched"), watched },
                       { QStringLiteral("weightsAfter"), rebalanced } };
    return question;
}

} // namespace

QList<Question> mixingQuestions(const Workspace& workspace, const QList<int>& sentences)
{
    QList<Question> questions;
    for (int index : sentences) {
        if (!isReady(workspace.sentence(index)))
            continue;
        for (const auto& question : { closestColour(workspace, index), rebalance(workspace, index) }) {
            if (question)
                questions.append(*question);
        }
    }
    return questions;
}

} // namespace AttentionLab::quiz
