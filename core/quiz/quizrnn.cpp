// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 6: the RNN reads word by word and forgets; attention connects every pair in one step.
#include "quizgenerators.h"

#include "numberformat.h"
#include "rnn.h"
#include "rnnanalysis.h"
#include "sequencecomparison.h"
#include "shortenedtext.h"
#include "workspace.h"

#include <optional>

namespace AttentionLab::quiz {

namespace {

// Influences span many decades (the chart's axis is logarithmic): two significant digits.
QString influenceText(double value)
{
    return QString::number(value, 'g', 2);
}

// At a distance of 20 words, whose influence of word 1 is larger?
std::optional<Question> influenceAtDistance(const Workspace& workspace)
{
    const RnnAnalysis* analysis = workspace.rnnAnalysis();
    const QStringList& words = analysis->longExampleWords();
    const int length = static_cast<int>(words.size());
    if (length < 2)
        return std::nullopt;
    const int distance = std::min(20, length - 1);
    const InfluenceCurves curves
        = sequencecomparison::firstWordInfluence(analysis->longExampleVectors(), workspace.temperature());
    const double recurrent = curves.recurrent[distance];
    const double attention = curves.attention[distance];

    Question question;
    question.chapter = QStringLiteral("rnn");
    question.kind = QStringLiteral("influence-at-distance");
    question.form = Question::Form::Option;
    question.prompt = Text::tr("In the long example (“%1”, %2 words), how strongly does word 1, “%3”, still act on "
                               "the result %4 words later? Whose influence is larger there: the RNN's or attention's?")
                          .arg(shortenedText(sequencecomparison::longExample().text, 24))
                          .arg(length)
                          .arg(words.first())
                          .arg(distance);
    question.choices = { Text::tr("The RNN's"), Text::tr("Attention's") };
    if (same(recurrent, attention))
        question.correctChoices = { 0, 1 };
    else
        question.correctChoices = { recurrent > attention ? 0 : 1 };
    if (question.correctChoices == QList<int> { 1 }) {
        question.explanation = Text::tr("Attention's: %1 against the RNN's %2. The RNN hands word 1 on through %3 "
                                        "steps and each one shrinks it; attention reaches every word in one step.")
                                   .arg(influenceText(attention), influenceText(recurrent))
                                   .arg(distance);
    } else if (question.isTie()) {
        question.explanation
            = Text::tr("A tie: both are %1 at this distance, so either answer counts.").arg(influenceText(attention));
    } else {
        question.explanation = Text::tr("The RNN's: %1 against attention's %2 at this distance, with these vectors "
                                        "and this temperature; attention's weight on word 1 is small here.")
                                   .arg(influenceText(recurrent), influenceText(attention));
    }
    question.facts = { { QStringLiteral("words"), length },
                       { QStringLiteral("distance"), distance },
                       { QStringLiteral("temperature"), workspace.temperature() },
                       { QStringLiteral("recurrent"), recurrent },
                       { QStringLiteral("attention"), attention } };
    return question;
}

// From how many words on does attention do more multiply-adds than the RNN?
Question costCrossover(const Workspace& workspace)
{
    const int d = workspace.vocabulary().dimension();
    const qint64 from = sequencecomparison::attentionCostsMoreFrom(d);
    const SequenceCost attentionAt = sequencecomparison::selfAttention(from, d);
    const SequenceCost recurrentAt = sequencecomparison::recurrent(from, d);
    const SequenceCost attentionBefore = sequencecomparison::selfAttention(from - 1, d);
    const SequenceCost recurrentBefore = sequencecomparison::recurrent(from - 1, d);

    Question question;
    question.chapter = QStringLiteral("rnn");
    question.kind = QStringLiteral("cost-crossover");
    question.form = Question::Form::Number;
    question.prompt = Text::tr("Self-attention on n words of d = %1 numbers does 2·n²·d multiply-adds, the RNN with a "
                               "state of h = %2 numbers n·d·h + n·h². From how many words on does attention do more?")
                          .arg(d)
                          .arg(ElmanRnn::HiddenSize);
    question.correctValue = static_cast<double>(from);
    question.tolerance = 0;
    question.explanation = Text::tr("From n = %1: attention does %2 multiply-adds there against the RNN's %3, while at "
                                    "n = %4 it does %5 against %6. It still takes one step instead of n.")
                               .arg(from)
                               .arg(attentionAt.multiplyAdds)
                               .arg(recurrentAt.multiplyAdds)
                               .arg(from - 1)
                               .arg(attentionBefore.multiplyAdds)
                               .arg(recurrentBefore.multiplyAdds);
    question.facts = { { QStringLiteral("dimension"), d },
                       { QStringLiteral("hiddenSize"), ElmanRnn::HiddenSize },
                       { QStringLiteral("from"), from } };
    return question;
}

// How many steps one after the other does the RNN need for a sentence?
Question sequentialSteps(const Workspace& workspace, int index)
{
    const SentenceAnalysis& sentence = workspace.sentence(index);
    const int d = workspace.vocabulary().dimension();
    const SequenceCost recurrent = sequencecomparison::recurrent(sentence.length(), d);
    const SequenceCost attention = sequencecomparison::selfAttention(sentence.length(), d);

    Question question;
    question.chapter = QStringLiteral("rnn");
    question.kind = QStringLiteral("sequential-steps");
    question.sentence = index;
    question.form = Question::Form::Number;
    question.prompt = Text::tr("How many steps, each waiting for the one before, does the RNN need to read %1?")
                          .arg(sentenceName(workspace, index));
    question.correctValue = static_cast<double>(recurrent.sequentialSteps);
    question.tolerance = 0;
    question.explanation = Text::tr("%1: the state at word t needs the state at word t − 1, so the %2 words are read "
                                    "one after another. Self-attention needs %3 step for all of them.")
                               .arg(recurrent.sequentialSteps)
                               .arg(sentence.length())
                               .arg(attention.sequentialSteps);
    question.facts = { { QStringLiteral("words"), sentence.length() },
                       { QStringLiteral("recurrentSteps"), recurrent.sequentialSteps },
                       { QStringLiteral("attentionSteps"), attention.sequentialSteps } };
    return question;
}

} // namespace

QList<Question> rnnQuestions(const Workspace& workspace, const QList<int>& sentences)
{
    QList<Question> questions;
    if (const auto question = influenceAtDistance(workspace))
        questions.append(*question);
    if (workspace.vocabulary().dimension() > 0)
        questions.append(costCrossover(workspace));
    for (int index : sentences) {
        if (workspace.sentence(index).length() > 0)
            questions.append(sequentialSteps(workspace, index));
    }
    return questions;
}

} // namespace AttentionLab::quiz
