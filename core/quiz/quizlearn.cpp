// SPDX-License-Identifier: GPL-3.0-or-later
// Chapter 8: a word with two senses, before any training.
#include "quizgenerators.h"

#include "attention.h"
#include "language.h"
#include "learnedsentence.h"
#include "numberformat.h"
#include "sensecorpus.h"
#include "training.h"
#include "workspace.h"

#include <memory>
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

// The chapter's two baselines, as its page states them: its corpus read with the
// built-in vocabulary, both fixed, so they are worked out once.
struct Baselines
{
    SenseAccuracies accuracies;
    int testSentences = 0;
};

// The chapter's data as its page reads them: the built-in corpus with the built-in vocabulary.
// Fixed, so read once per run, for the baselines and for the trained model alike.
std::shared_ptr<const SenseData> builtInData()
{
    static const auto data
        = std::make_shared<const SenseData>(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn()));
    return data;
}

const Baselines& builtInBaselines()
{
    static const Baselines baselines = [] {
        const std::shared_ptr<const SenseData> data = builtInData();
        return Baselines { training::accuracies(*data, 0), static_cast<int>(data->test.size()) };
    }();
    return baselines;
}

// Before training: which vector of a two-sense word tells its senses apart better, the
// static one or the parameter-free contextual one of chapters 2-5?
std::optional<Question> staticOrContext()
{
    const SenseCorpus& corpus = SenseCorpus::builtIn();
    const Baselines& baselines = builtInBaselines();
    if (corpus.targets.isEmpty() || baselines.testSentences == 0)
        return std::nullopt;
    QStringList words;
    for (const SenseTarget& target : corpus.targets)
        words.append(target.word);
    const double fromStatic = baselines.accuracies.staticVector;
    const double fromContext = baselines.accuracies.parameterFree;

    Question question;
    question.chapter = QStringLiteral("learn");
    question.kind = QStringLiteral("static-or-context");
    question.form = Question::Form::Option;
    question.prompt = Text::tr("Before any training: a read-out learns the sense of %1 from the training sentences, "
                               "once from the word's static vector and once from its contextual vector of chapters "
                               "2-5 (attention with no parameters). Which tells the senses apart better on the %2 "
                               "test sentences?")
                          .arg(words.join(Text::tr(", ")))
                          .arg(baselines.testSentences);
    question.choices
        = { Text::tr("The static vector"), Text::tr("The contextual vector"), Text::tr("Neither: both do the same") };
    // Accuracies are shares of the same test sentences: equal means the same count right.
    const int rightFromStatic = qRound(fromStatic * baselines.testSentences);
    const int rightFromContext = qRound(fromContext * baselines.testSentences);
    question.correctChoices
        = { rightFromStatic == rightFromContext ? 2 : (rightFromStatic > rightFromContext ? 0 : 1) };
    const QString numbers = Text::tr("From the static vector %1 of the test sentences are right, from the contextual "
                                     "vector %2.")
                                .arg(numberformat::percent(fromStatic), numberformat::percent(fromContext));
    question.explanation = rightFromContext > rightFromStatic
        ? numbers + QLatin1Char(' ')
            + Text::tr(
                "A static vector is the same in both senses, so its read-out must give both the same answer; the "
                "neighbours that attention mixes in tell them apart. Learning W_Q, W_K and W_V, this chapter's "
                "model goes further.")
        : numbers;
    question.facts = { { QStringLiteral("staticAccuracy"), fromStatic },
                       { QStringLiteral("contextualAccuracy"), fromContext },
                       { QStringLiteral("testSentences"), baselines.testSentences } };
    return question;
}

// The chapter's model as its page trains it when nothing is changed: the starting settings,
// the corpus and the built-in vocabulary, to the last step (the page trains in chunks, which
// gives the same numbers). The data are fixed, so it is trained once per run: about a tenth
// of a second, which quiz::prepare() spends on a background thread before anyone asks.
const LearnedParameters& trainedAtStart()
{
    static const LearnedParameters parameters = [] {
        Trainer trainer(LearnedSettings(), builtInData());
        while (!trainer.finished())
            trainer.update();
        return trainer.parameters();
    }();
    return parameters;
}

// Before training: once trained, which word will the two-sense word of sentence 1 look at most?
// The learner bets on the neighbour that decides the sense; the trained weights say.
std::optional<Question> trainedLooksAt(const Workspace& workspace)
{
    if (workspace.sentenceCount() == 0)
        return std::nullopt;
    const SentenceAnalysis& analysis = workspace.sentence(0);
    const LearnedSettings settings;
    const LearnedSentence sentence = LearnedSentence::analyse(analysis.text, trainedAtStart(), settings,
                                                              SenseCorpus::builtIn(), Vocabulary::builtIn());
    if (!sentence.hasTarget() || sentence.tokens.size() < 2)
        return std::nullopt;
    // The learner picks among the sentence bar's words: only where the page reads the same words
    // (it reads with the built-in vocabulary and at most 64 words).
    QStringList words;
    for (const Token& token : sentence.tokens)
        words.append(token.text);
    if (words != tokenTexts(analysis))
        return std::nullopt;
    const Eigen::VectorXd weights = sentence.forward.weights.front().row(sentence.target).transpose();
    const QList<int> looked = largest(weights);
    const QString word = words.at(sentence.target);
    const SenseTarget* target = SenseCorpus::builtIn().target(word);
    const int sense = sentence.probability >= 0.5 ? 1 : 0;
    const bool english = language::current() == QLatin1String("en");
    const QString senseName = english ? target->english[sense] : target->chinese[sense];
    const double certainty = sense == 1 ? sentence.probability : 1 - sentence.probability;

    Question question;
    question.chapter = QStringLiteral("learn");
    question.kind = QStringLiteral("trained-looks-at");
    question.sentence = 0;
    question.form = Question::Form::Word;
    question.prompt = Text::tr("Train the chapter's model with the settings it starts with (%1 head, d_k = %2, %3 "
                               "steps). Afterwards, which word of sentence 1 will “%4” look at most?")
                          .arg(settings.heads)
                          .arg(settings.keyDimension)
                          .arg(settings.steps)
                          .arg(word);
    question.choices = tokenChoices(analysis);
    question.correctChoices = looked;
    question.explanation
        = Text::tr("After %1 steps “%2” gives %3 a weight of %4, more than any other word of the sentence, and "
                   "the model reads “%2” as %5 (%6 sure). Train the page with these settings to watch the "
                   "weights move there.")
              .arg(settings.steps)
              .arg(word, tokenNames(analysis, looked), numberformat::value(weights[looked.front()]), senseName,
                   numberformat::percent(certainty));
    question.facts = { { QStringLiteral("word"), word },
                       { QStringLiteral("tokens"), words },
                       { QStringLiteral("steps"), settings.steps },
                       { QStringLiteral("heads"), settings.heads },
                       { QStringLiteral("keyDimension"), settings.keyDimension },
                       { QStringLiteral("weights"), vectorFact(weights) },
                       { QStringLiteral("probability"), sentence.probability } };
    return question;
}

} // namespace

QList<Question> learnQuestions(const Workspace& workspace)
{
    QList<Question> questions;
    if (const auto question = twoSenses(workspace))
        questions.append(*question);
    if (const auto question = staticOrContext())
        questions.append(*question);
    if (const auto question = trainedLooksAt(workspace))
        questions.append(*question);
    return questions;
}

void prepare()
{
    trainedAtStart();
}

} // namespace AttentionLab::quiz
