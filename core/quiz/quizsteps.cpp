// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 4: the PyTorch walk; before a step runs, what will it print?
#include "quizgenerators.h"

#include "formulas.h"
#include "numberformat.h"
#include "workspace.h"

#include <optional>

namespace AttentionLab::quiz {

namespace {

QString shape(qint64 rows, qint64 columns)
{
    return QStringLiteral("(%1, %2)").arg(rows).arg(columns);
}

// Step 1 stacks the vectors: which shape does it print?
Question stackShape(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const qint64 rows = sentence.vectors.rows();
    const qint64 columns = sentence.vectors.cols();
    // The right shape and the usual mistakes (turned over, one row, one long row), each once.
    QStringList choices { shape(rows, columns) };
    for (const QString& wrong :
         { shape(columns, rows), shape(1, columns), shape(rows, 1), QStringLiteral("(%1,)").arg(rows * columns) }) {
        if (!choices.contains(wrong) && choices.size() < 4)
            choices.append(wrong);
    }
    // Sorted, so that the right one is not always first.
    choices.sort();
    Question question;
    question.chapter = QStringLiteral("steps");
    question.kind = QStringLiteral("stack-shape");
    question.sentence = index;
    question.form = Question::Form::Option;
    question.prompt = Text::tr("Step 1 stacks the vectors of %1 into X%2. What does print(tuple(X%2.shape)) print?")
                          .arg(sentenceName(workspace, index))
                          .arg(index + 1);
    question.choices = choices;
    question.correctChoices = { static_cast<int>(choices.indexOf(shape(rows, columns))) };
    question.explanation = Text::tr("%1: torch.stack puts the %2 word vectors on top of each other, one row per word, "
                                    "and every vector has %3 numbers.")
                               .arg(shape(rows, columns))
                               .arg(rows)
                               .arg(columns);
    question.facts = { { QStringLiteral("words"), rows }, { QStringLiteral("dimension"), columns } };
    return question;
}

// Step 2 prints the scores: which one for a given word?
std::optional<Question> printedScore(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const int query = sentence.queryIndex;
    // Another word than the one step 3's question asks about, when the sentence has one.
    const int weighed = otherToken(sentence, query);
    int other = weighed;
    for (int t = 0; t < sentence.length(); ++t) {
        if (t != query && t != weighed) {
            other = t;
            break;
        }
    }
    if (other < 0)
        return std::nullopt;
    const double score = sentence.result().scores(query, other);
    Question question;
    question.chapter = QStringLiteral("steps");
    question.kind = QStringLiteral("printed-score");
    question.sentence = index;
    question.form = Question::Form::Number;
    question.prompt = Text::tr("Step 2 prints scores%1 = X%1 @ X%1[q%1] / temperature, the scores of %2 in %3. Which "
                               "number does it print for %4?")
                          .arg(index + 1)
                          .arg(tokenName(sentence, query), sentenceName(workspace, index), tokenName(sentence, other));
    question.correctValue = score;
    question.tolerance = 0.01;
    question.explanation
        = Text::tr("%1 (printed with four decimals: %2).")
              .arg(formulas::dotProduct(sentence.tokens.at(query).text, sentence.tokens.at(other).text,
                                        sentence.vectors.row(query).transpose(),
                                        sentence.vectors.row(other).transpose(), workspace.temperature()),
                   numberformat::value(score, 4));
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("query"), query },
                       { QStringLiteral("other"), other },
                       { QStringLiteral("temperature"), workspace.temperature() },
                       { QStringLiteral("queryVector"), vectorFact(sentence.vectors.row(query).transpose()) },
                       { QStringLiteral("otherVector"), vectorFact(sentence.vectors.row(other).transpose()) },
                       { QStringLiteral("score"), score } };
    return question;
}

// Step 3 prints the weights: which one for the last word?
std::optional<Question> printedWeight(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const int query = sentence.queryIndex;
    const int other = otherToken(sentence, query);
    if (other < 0)
        return std::nullopt;
    const Eigen::VectorXd scores = sentence.result().scores.row(query).transpose();
    const double weight = sentence.result().weights(query, other);
    Question question;
    question.chapter = QStringLiteral("steps");
    question.kind = QStringLiteral("printed-weight");
    question.sentence = index;
    question.form = Question::Form::Number;
    question.prompt = Text::tr("Step 3 prints weights%1 = torch.softmax(scores%1, dim=0), the weights of %2 in %3. "
                               "Which number does it print for %4?")
                          .arg(index + 1)
                          .arg(tokenName(sentence, query), sentenceName(workspace, index), tokenName(sentence, other));
    question.correctValue = weight;
    question.weightOf = other;
    question.tolerance = 0.01;
    question.explanation
        = Text::tr("%1 (printed with four decimals: %2).")
              .arg(formulas::softmaxTerm(tokenTexts(sentence), scores, other, weight), numberformat::value(weight, 4));
    question.facts = { { QStringLiteral("tokens"), tokenTexts(sentence) },
                       { QStringLiteral("query"), query },
                       { QStringLiteral("other"), other },
                       { QStringLiteral("scores"), vectorFact(scores) },
                       { QStringLiteral("weight"), weight } };
    return question;
}

} // namespace

QList<Question> stepsQuestions(const Workspace& workspace, const QList<int>& sentences)
{
    QList<Question> questions;
    for (int index : sentences) {
        if (!isReady(workspace.sentence(index)))
            continue;
        questions.append(stackShape(workspace, index));
        for (const auto& question : { printedScore(workspace, index), printedWeight(workspace, index) }) {
            if (question)
                questions.append(*question);
        }
    }
    return questions;
}

} // namespace AttentionLab::quiz
