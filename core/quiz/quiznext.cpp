// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 7: why scaled attention divides the scores by √d.
#include "quizgenerators.h"

#include "numberformat.h"
#include "saturation.h"

#include <cmath>

namespace AttentionLab::quiz {

namespace {

// The dimension the questions ask about: large, and one of the page's slider stops.
constexpr int Dimension = 256;

// How far from the largest weight a guess on the slider still counts: "roughly", as asked.
constexpr double Tolerance = 0.1;

double spread(const SaturationDemo& demo)
{
    const Eigen::ArrayXd centred = demo.scores.array() - demo.scores.mean();
    return std::sqrt(centred.square().sum() / static_cast<double>(demo.scores.size()));
}

// Without √d, how large is the largest weight at d = 256?
Question unscaledLargest(const SaturationDemo& demo)
{
    const double largestWeight = demo.unscaledWeights.maxCoeff();
    Question question;
    question.chapter = QStringLiteral("next");
    question.kind = QStringLiteral("unscaled-largest");
    question.form = Question::Form::Number;
    question.onWeightSlider = true; // a weight: picked on a slider from 0 to 1, as the chapter's bars show it
    question.prompt = Text::tr("One random query, %1 random keys of d = %2 numbers each, softmax of q·k without "
                               "dividing by √d. Roughly how large is the largest weight?")
                          .arg(demo.scores.size())
                          .arg(demo.dimension);
    question.correctValue = largestWeight;
    question.tolerance = Tolerance;
    const QString numbers = numberformat::value(spread(demo));
    const QString root = numberformat::setting(std::sqrt(double(demo.dimension)));
    question.explanation = largestWeight >= 0.9
        ? Text::tr("It is %1. The scores of random %2-dimensional vectors spread with a standard "
                   "deviation of %3 (√%2 = %4), so the largest one is far ahead of the rest and "
                   "softmax gives it almost everything.")
              .arg(numberformat::value(largestWeight))
              .arg(demo.dimension)
              .arg(numbers, root)
        : Text::tr("It is %1: the scores of these random %2-dimensional vectors spread with a "
                   "standard deviation of %3 (√%2 = %4).")
              .arg(numberformat::value(largestWeight))
              .arg(demo.dimension)
              .arg(numbers, root);
    question.facts = { { QStringLiteral("dimension"), demo.dimension },
                       { QStringLiteral("scores"), vectorFact(demo.scores) },
                       { QStringLiteral("unscaledWeights"), vectorFact(demo.unscaledWeights) },
                       { QStringLiteral("largestWeight"), largestWeight } };
    return question;
}

// With √d, is the largest weight smaller or larger?
Question scaledLargest(const SaturationDemo& demo)
{
    const double unscaled = demo.unscaledWeights.maxCoeff();
    const double scaled = demo.scaledWeights.maxCoeff();
    const double root = std::sqrt(double(demo.dimension));
    Question question;
    question.chapter = QStringLiteral("next");
    question.kind = QStringLiteral("scaled-largest");
    question.form = Question::Form::Option;
    question.prompt = Text::tr("The same query and keys (d = %1), but the scores are divided by √%1 = %2 before "
                               "softmax. Is the largest weight then smaller, the same or larger than without?")
                          .arg(demo.dimension)
                          .arg(numberformat::setting(root));
    question.choices = { Text::tr("Smaller"), Text::tr("About the same"), Text::tr("Larger") };
    // "About the same" within what a page shows: the two decimals of the bars.
    const int answer = std::abs(scaled - unscaled) < 0.005 ? 1 : (scaled < unscaled ? 0 : 2);
    question.correctChoices = { answer };
    question.explanation
        = Text::tr("%1 with scaling against %2 without: dividing by %3 brings the scores closer "
                   "together, so softmax stays soft and every key keeps some weight.")
              .arg(numberformat::value(scaled), numberformat::value(unscaled), numberformat::setting(root));
    if (answer != 0)
        question.explanation = Text::tr("%1 with scaling against %2 without, for these random vectors.")
                                   .arg(numberformat::value(scaled), numberformat::value(unscaled));
    question.facts = { { QStringLiteral("dimension"), demo.dimension },
                       { QStringLiteral("unscaledLargest"), unscaled },
                       { QStringLiteral("scaledLargest"), scaled },
                       { QStringLiteral("scaledWeights"), vectorFact(demo.scaledWeights) } };
    return question;
}

} // namespace

QList<Question> nextQuestions()
{
    const SaturationDemo demo = SaturationDemo::compute(Dimension, SaturationDemo::PageKeys);
    return { unscaledLargest(demo), scaledLargest(demo) };
}

} // namespace AttentionLab::quiz
