// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 5: the attention matrix; its rows and its diagonal.
#include "quizgenerators.h"

#include "formulas.h"
#include "numberformat.h"
#include "workspace.h"

#include <limits>
#include <optional>

namespace AttentionLab::quiz {

namespace {

QString dot(const SentenceAnalysis& sentence, int a, int b, double temperature)
{
    return formulas::dotProduct(sentence.tokens.at(a).text, sentence.tokens.at(b).text,
                                sentence.vectors.row(a).transpose(), sentence.vectors.row(b).transpose(), temperature);
}

// Which cell of a row is the largest?
std::optional<Question> rowMaximum(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    if (sentence.length() < 2)
        return std::nullopt;
    // The word after the query word: a row the other chapters did not ask about.
    const int row = (sentence.queryIndex + 1) % sentence.length();
    const Eigen::VectorXd weights = sentence.result().weights.row(row).transpose();
    const QList<int> best = largest(weights);
    const int first = best.first();

    Question question;
    question.chapter = QStringLiteral("heatmap");
    question.kind = QStringLiteral("row-maximum");
    question.sentence = index;
    question.row = row;
    question.onHeatmap = true;
    question.form = Question::Form::Word;
    question.prompt = Text::tr("In the heatmap of %1, which cell of row %2 is the largest? Pick its column.")
                          .arg(sentenceName(workspace, index), tokenName(sentence, row));
    question.choices = tokenChoices(sentence);
    question.correctChoices = best;
    const double temperature = workspace.temperature();
    if (best.size() > 1) {
        question.explanation = Text::tr("A tie: the cells of %1 all hold %2, because their scores are equal (%3), so "
                                        "each of them counts.")
                                   .arg(tokenNames(sentence, best), numberformat::value(weights[first]),
                                        dot(sentence, row, first, temperature));
    } else {
        question.explanation = Text::tr("The cell of %1 holds %2, the most in the row, because %3 is the highest "
                                        "score of %4.")
                                   .arg(tokenName(sentence, first), numberformat::value(weights[first]),
                                        dot(sentence, row, first, temperature), tokenName(sentence, row));
    }
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("row"), row },
                       { QStringLiteral("weights"), vectorFact(weights) } };
    return question;
}

// The diagonal is usually the largest cell of its row: which row is an exception?
std::optional<Question> diagonalException(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const int length = sentence.length();
    if (length < 2)
        return std::nullopt;
    const Eigen::MatrixXd& weights = sentence.result().weights;
    // A row is an exception when some other cell beats its diagonal (a tie with it does not).
    QList<int> exceptions;
    QList<int> winners; // the cell that beats the diagonal most, per exception
    for (int i = 0; i < length; ++i) {
        int strongest = -1;
        for (int j = 0; j < length; ++j) {
            if (j != i && weights(i, j) > weights(i, i) && !same(weights(i, j), weights(i, i))
                && (strongest < 0 || weights(i, j) > weights(i, strongest)))
                strongest = j;
        }
        if (strongest >= 0) {
            exceptions.append(i);
            winners.append(strongest);
        }
    }

    Question question;
    question.chapter = QStringLiteral("heatmap");
    question.kind = QStringLiteral("diagonal-exception");
    question.sentence = index;
    question.onHeatmap = true;
    question.form = Question::Form::Word;
    question.prompt = Text::tr("In most rows the diagonal cell is the largest: x·x is usually larger than x·y. Which "
                               "row of the heatmap of %1 is an exception, with a cell larger than its diagonal?")
                          .arg(sentenceName(workspace, index));
    question.choices = tokenChoices(sentence);
    question.choices.append(Text::tr("None: the diagonal is the largest in every row"));
    const double temperature = workspace.temperature();
    if (exceptions.isEmpty()) {
        question.correctChoices = { length };
        // The closest call: the row whose diagonal wins by the least.
        int closest = 0;
        int rival = 1;
        double margin = std::numeric_limits<double>::infinity();
        for (int i = 0; i < length; ++i) {
            for (int j = 0; j < length; ++j) {
                if (j != i && weights(i, i) - weights(i, j) < margin) {
                    margin = weights(i, i) - weights(i, j);
                    closest = i;
                    rival = j;
                }
            }
        }
        question.explanation = Text::tr("None: every word's score with itself is its highest. The closest call is "
                                        "row %1: %2 against %3.")
                                   .arg(tokenName(sentence, closest), dot(sentence, closest, closest, temperature),
                                        dot(sentence, closest, rival, temperature));
    } else {
        question.correctChoices = exceptions;
        const int row = exceptions.first();
        const int winner = winners.first();
        QString text = Text::tr("Row %1: %2 is larger than %3, so %4 gets %5 and the diagonal only %6.")
                           .arg(tokenName(sentence, row), dot(sentence, row, winner, temperature),
                                dot(sentence, row, row, temperature), tokenName(sentence, winner),
                                numberformat::value(weights(row, winner)), numberformat::value(weights(row, row)));
        if (exceptions.size() > 1)
            text += QLatin1Char(' ')
                + Text::tr("Also an exception: %1; each of them counts.").arg(tokenNames(sentence, exceptions.mid(1)));
        question.explanation = text;
    }
    QVariantList diagonal;
    for (int i = 0; i < length; ++i)
        diagonal.append(weights(i, i));
    QVariantList rowMaxima;
    for (int i = 0; i < length; ++i)
        rowMaxima.append(weights.row(i).maxCoeff());
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("diagonal"), diagonal },
                       { QStringLiteral("rowMaxima"), rowMaxima } };
    return question;
}

} // namespace

QList<Question> heatmapQuestions(const Workspace& workspace, const QList<int>& sentences)
{
    QList<Question> questions;
    for (int index : sentences) {
        if (!isReady(workspace.sentence(index)))
            continue;
        for (const auto& question : { rowMaximum(workspace, index), diagonalException(workspace, index) }) {
            if (question)
                questions.append(*question);
        }
    }
    return questions;
}

} // namespace AttentionLab::quiz
