// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 8: a word with two senses, before any training.
#include "quizgenerators.h"

#include "attention.h"
#include "language.h"
#include "numberformat.h"
#include "sensecorpus.h"
#include "workspace.h"

#include <optional>

namespace AttentionLab::quiz {

namespace {

// The two-sense word the learner's sentences use, else the corpus's first.
const SenseTarget* chosenTarget(const Workspace& workspace, const SenseCorpus& corpus)
{
    for (int s = 0; s < workspace.sentenceCount(); ++s) {
        for (const Token& token : workspace.sentence(s).tokens) {
            for (const SenseTarget& target : corpus.targets) {
                if (Vocabulary::keyOf(target.word) == Vocabulary::keyOf(token.text))
                    return &target;
            }
        }
    }
    return corpus.targets.isEmpty() ? nullptr : &corpus.targets.first();
}

// The first training sentence that uses \a word in sense \a sense.
const SenseSentence* example(const SenseCorpus& corpus, const QString& word, int sense)
{
    for (const SenseSentence& sentence : corpus.sentences) {
        if (!sentence.test && sentence.sense == sense && sentence.tokens.value(sentence.target) == word)
            return &sentence;
    }
    return nullptr;
}

// Before training: is the static vector of a two-sense word the same in a sentence of each sense?
std::optional<Question> twoSenses(const Workspace& workspace)
{
    const SenseCorpus& corpus = SenseCorpus::builtIn();
    const SenseTarget* target = chosenTarget(workspace, corpus);
    if (!target)
        return std::nullopt;
    const SenseSentence* first = example(corpus, target->word, 0);
    const SenseSentence* second = example(corpus, target->word, 1);
    if (!first || !second)
        return std::nullopt;
    const Eigen::VectorXd a = staticVectors(first->tokens, workspace.vocabulary()).row(first->target).transpose();
    const Eigen::VectorXd b = staticVectors(second->tokens, workspace.vocabulary()).row(second->target).transpose();
    const double cosine = attention::cosineSimilarity(a, b);
    const bool english = language::current() == QLatin1String("en");
    const QString senseA = english ? target->english[0] : target->chinese[0];
    const QString senseB = english ? target->english[1] : target->chinese[1];

    Question question;
    question.chapter = QStringLiteral("learn");
    question.kind = QStringLiteral("two-senses");
    question.form = Question::Form::Option;
    question.prompt = Text::tr("Before any training: “%1” means %2 in “%3” and %4 in “%5”. Is its static vector the "
                               "same in both sentences?")
                          .arg(target->word, senseA, SenseCorpus::text(*first), senseB, SenseCorpus::text(*second));
    question.choices = { Text::tr("Yes, the same"), Text::tr("No, different") };
    question.correctChoices = { a == b ? 0 : 1 };
    question.explanation = a == b
        ? Text::tr("The same: cosine similarity %1. A static vector cannot tell %2 from %3; the model of this chapter "
                   "learns W_Q, W_K and W_V so that “%4” looks at the neighbours that can.")
              .arg(numberformat::value(cosine), senseA, senseB, target->word)
        : Text::tr("Different: cosine similarity %1.").arg(numberformat::value(cosine));
    question.facts = { { QStringLiteral("word"), target->word },
                       { QStringLiteral("sentence1"), SenseCorpus::text(*first) },
                       { QStringLiteral("sentence2"), SenseCorpus::text(*second) },
                       { QStringLiteral("cosine"), cosine } };
    return question;
}

} // namespace

QList<Question> learnQuestions(const Workspace& workspace)
{
    QList<Question> questions;
    if (const auto question = twoSenses(workspace))
        questions.append(*question);
    return questions;
}

} // namespace AttentionLab::quiz
