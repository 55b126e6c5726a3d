// SPDX-License-Identifier: GPL-3.0-or-later
// Every kind of question, built from hand-made sentences (the lesson's and others, ties,
// one-word sentences, unknown words, empty sentences), its answer checked against a
// computation written out here, not against the core function that made it.
#include "quiz.h"

#include "language.h"
#include "rnn.h"
#include "rnnanalysis.h"
#include "saturation.h"
#include "sensecorpus.h"
#include "sequencecomparison.h"
#include "training.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <cmath>
#include <memory>
#include <optional>

#include "failonwarning.h"

using namespace AttentionLab;

namespace {

struct Word
{
    const char* text;
    std::vector<double> vector;
    const char* colour = nullptr;
};

/// A vocabulary of \a words, with dimensions x, y, ... and the colours given.
Vocabulary vocabularyOf(const std::vector<Word>& words)
{
    QJsonArray list;
    for (const Word& word : words) {
        QJsonObject entry { { QStringLiteral("word"), QString::fromUtf8(word.text) } };
        QJsonArray vector;
        for (double v : word.vector)
            vector.append(v);
        entry.insert(QStringLiteral("vector"), vector);
        if (word.colour)
            entry.insert(QStringLiteral("colour"), QString::fromLatin1(word.colour));
        list.append(entry);
    }
    QJsonArray dimensions;
    for (size_t d = 0; d < words.front().vector.size(); ++d)
        dimensions.append(QStringLiteral("d%1").arg(d + 1));
    const QJsonObject root { { QStringLiteral("format"), QStringLiteral("attention-lab-vocabulary") },
                             { QStringLiteral("version"), 1 },
                             { QStringLiteral("dimensions"), dimensions },
                             { QStringLiteral("words"), list } };
    QString error;
    const auto vocabulary = Vocabulary::fromJson(QJsonDocument(root).toJson(), &error);
    if (!vocabulary)
        qFatal("test vocabulary: %s", qPrintable(error));
    return *vocabulary;
}

/// Five words in a plane: a = (1, 0), b = (1, 1), c = (0, 1), d = (-1, 0), e = (1, -1);
/// r, g and u are pure red, green and blue words.
Vocabulary plane()
{
    return vocabularyOf({ { "a", { 1, 0 } },
                          { "b", { 1, 1 } },
                          { "c", { 0, 1 } },
                          { "d", { -1, 0 } },
                          { "e", { 1, -1 } },
                          { "r", { 1, 0 }, "#ff0000" },
                          { "g", { 0, 1 }, "#00ff00" },
                          { "u", { 0.5, 0.5 }, "#0000ff" } });
}

enum class Words
{
    Lesson, ///< the built-in vocabulary, with the lesson's seven words
    Plane,
};

std::unique_ptr<Workspace> workspaceWith(Words words, const QStringList& sentences, int query = -1)
{
    auto workspace = std::make_unique<Workspace>();
    if (words == Words::Plane)
        workspace->setVocabulary(plane());
    workspace->setSentences(sentences);
    if (query >= 0) {
        for (int s = 0; s < workspace->sentenceCount(); ++s)
            workspace->setQueryIndex(s, query);
    }
    return workspace;
}

std::optional<Question> find(const QList<Question>& questions, const QString& kind, int sentence = -1)
{
    for (const Question& question : questions) {
        if (question.kind == kind && question.sentence == sentence)
            return question;
    }
    return std::nullopt;
}

/// softmax(scores / T), written out.
std::vector<double> softmax(const std::vector<double>& scores, double temperature = 1.0)
{
    double sum = 0;
    for (double s : scores)
        sum += std::exp(s / temperature);
    std::vector<double> weights;
    for (double s : scores)
        weights.push_back(std::exp(s / temperature) / sum);
    return weights;
}

/// Entropy in nats, written out.
double entropyOf(const std::vector<double>& weights)
{
    double h = 0;
    for (double w : weights) {
        if (w > 0)
            h -= w * std::log(w);
    }
    return h;
}

// The lesson's numbers: scores of 苹果 in sentence 1 (苹果 发布 新 手机), by hand from LESSON.md.
const std::vector<double> appleScores { 2.0, 0.6, 0.2, 1.0 };

} // namespace

class TestQuiz : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void initTestCase()
    {
        // The source texts: the prompts below are checked in English.
        language::install(QStringLiteral("en"));
    }

    void everyChapterAsksOnTheLesson()
    {
        Workspace workspace;
        const QList<Question> all = quiz::all(workspace);
        QSet<QString> ids;
        for (const QString& chapter : quiz::chapterIds()) {
            const QList<Question> questions = quiz::questions(workspace, chapter);
            QSet<QString> kinds;
            for (const Question& question : questions) {
                QCOMPARE(question.chapter, chapter);
                kinds.insert(question.kind);
                QVERIFY2(!question.prompt.isEmpty(), qPrintable(question.id()));
                QVERIFY2(!question.explanation.isEmpty(), qPrintable(question.id()));
                QVERIFY2(!question.facts.isEmpty(), qPrintable(question.id()));
                QVERIFY2(!ids.contains(question.id()), qPrintable(QStringLiteral("twice: ") + question.id()));
                ids.insert(question.id());
                if (question.form == Question::Form::Number) {
                    QVERIFY(question.choices.isEmpty());
                    QVERIFY(question.acceptsValue(question.correctValue));
                } else {
                    QVERIFY(!question.correctChoices.isEmpty());
                    for (int choice : question.correctChoices)
                        QVERIFY(choice >= 0 && choice < question.choices.size());
                }
                if (question.form == Question::Form::Word) {
                    const SentenceAnalysis& sentence = workspace.sentence(question.sentence);
                    QVERIFY(question.choices.size() >= sentence.length());
                    for (int t = 0; t < sentence.length(); ++t)
                        QVERIFY(question.choices.at(t).startsWith(sentence.tokens.at(t).text));
                }
            }
            QVERIFY2(kinds.size() >= 2, qPrintable(QStringLiteral("%1 asks %2 kinds").arg(chapter).arg(kinds.size())));
        }
        QCOMPARE(all.size(), ids.size());
    }

    // Chapter 1: a word both sentences share has one static vector.
    void sameVector_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<QStringList>("sentences");
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("unknown");
        QTest::newRow("lesson_apple") << int(Words::Lesson) << Workspace::lessonSentences() << QStringLiteral("苹果")
                                      << false;
        QTest::newRow("own_sentences") << int(Words::Plane)
                                       << QStringList { QStringLiteral("a b c"), QStringLiteral("d c e") }
                                       << QStringLiteral("c") << false;
        QTest::newRow("unknown_word") << int(Words::Lesson)
                                      << QStringList { QStringLiteral("量子 发布"), QStringLiteral("吃 量子") }
                                      << QStringLiteral("量子") << true;
    }
    void sameVector()
    {
        QFETCH(int, words);
        QFETCH(QStringList, sentences);
        QFETCH(QString, word);
        QFETCH(bool, unknown);
        const auto workspace = workspaceWith(Words(words), sentences);
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("static")), QStringLiteral("same-vector"));
        QVERIFY(question);
        QCOMPARE(question->fact(QStringLiteral("word")).toString(), word);
        // Yes: a static vector is looked up, so both rows are the same numbers, and their cosine is 1.
        QCOMPARE(question->correctChoices, QList<int> { 0 });
        QCOMPARE(question->choices.at(0), QStringLiteral("Yes, the same"));
        QCOMPARE(question->fact(QStringLiteral("vector1")), question->fact(QStringLiteral("vector2")));
        QVERIFY(std::abs(question->fact(QStringLiteral("cosine")).toDouble() - 1.0) < 1e-12);
        QVERIFY(question->explanation.contains(QStringLiteral("1.00")));
        QCOMPARE(question->explanation.contains(QStringLiteral("made-up")), unknown);
        QVERIFY(question->prompt.contains(word));
    }

    void noSharedWordNoSameVectorQuestion_data()
    {
        QTest::addColumn<QStringList>("sentences");
        QTest::newRow("nothing_shared") << QStringList { QStringLiteral("a b"), QStringLiteral("c d") };
        QTest::newRow("one_sentence") << QStringList { QStringLiteral("a b") };
        QTest::newRow("second_empty") << QStringList { QStringLiteral("a b"), QString() };
    }
    void noSharedWordNoSameVectorQuestion()
    {
        QFETCH(QStringList, sentences);
        const auto workspace = workspaceWith(Words::Plane, sentences);
        QVERIFY(!find(quiz::questions(*workspace, QStringLiteral("static")), QStringLiteral("same-vector")));
    }

    // Chapter 1: which other word's static vector is most like the query word's (cosine)?
    void mostSimilar_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QList<int>>("expected");
        // cos(a, b) = 1/√2 ≈ 0.71, cos(a, c) = 0, cos(a, d) = -1.
        QTest::newRow("b_is_closest") << QStringLiteral("a b c d") << QList<int> { 1 };
        // cos(a, b) = cos(a, e) = 1/√2: a tie, both count.
        QTest::newRow("tie_b_e") << QStringLiteral("a b e c") << QList<int> { 1, 2 };
        // The same word again has the same vector: cosine 1.
        QTest::newRow("repeated_word") << QStringLiteral("a c a") << QList<int> { 2 };
        // A word the vocabulary does not know gets some vector; a known copy of a still wins.
        QTest::newRow("unknown_word") << QStringLiteral("a zyx r") << QList<int> { 2 };
    }
    void mostSimilar()
    {
        QFETCH(QString, sentence);
        QFETCH(QList<int>, expected);
        const auto workspace = workspaceWith(Words::Plane, { sentence }, 0);
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("static")), QStringLiteral("most-similar"), 0);
        QVERIFY(question);
        QCOMPARE(question->form, Question::Form::Word);
        QCOMPARE(question->correctChoices, expected);
        QCOMPARE(question->isTie(), expected.size() > 1);
        if (expected.size() > 1)
            QVERIFY(question->explanation.startsWith(QStringLiteral("A tie")));
        if (sentence == QLatin1String("a b c d"))
            QVERIFY2(question->explanation.contains(QStringLiteral("0.71")), qPrintable(question->explanation));
    }

    // Chapter 2: which word's colour is the mixed colour nearest to?
    void closestColour_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<QList<int>>("expected");
        // Nearly all red: the mix is nearly red.
        QTest::newRow("mostly_red") << QStringLiteral("r g u") << QList<double> { 0.8, 0.1, 0.1 } << QList<int> { 0 };
        QTest::newRow("mostly_blue") << QStringLiteral("r g u") << QList<double> { 0.05, 0.05, 0.9 }
                                     << QList<int> { 2 };
        // Two copies of red have one colour: a tie.
        QTest::newRow("red_twice") << QStringLiteral("r r g") << QList<double> { 0.45, 0.45, 0.1 }
                                   << QList<int> { 0, 1 };
    }
    void closestColour()
    {
        QFETCH(QString, sentence);
        QFETCH(QList<double>, weights);
        QFETCH(QList<int>, expected);
        const auto workspace = workspaceWith(Words::Plane, { sentence });
        QVERIFY(workspace->setMixingWeights(0, weights));
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("mixing")), QStringLiteral("closest-colour"), 0);
        QVERIFY(question);
        QCOMPARE(question->correctChoices, expected);
        QCOMPARE(question->row, -1);
    }

    // Chapter 2: drag the last slider; the others keep their proportions.
    void rebalance_data()
    {
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<double>("target");
        QTest::addColumn<double>("expected");
        // The attention weights of 苹果: 手机 has 0.2067, dragged to 0.5; 苹果 had w0 of the 1 - w3 left.
        const std::vector<double> w = softmax(appleScores);
        QTest::newRow("lesson_weights") << QList<double> {} << 0.5 << w[0] * 0.5 / (1 - w[3]);
        // 手机 at 0.55 is too close to 0.5: dragged to 0.8, 苹果's 0.15 of 0.45 becomes 0.15 × 0.2 / 0.45.
        QTest::newRow("near_half") << QList<double> { 0.15, 0.2, 0.1, 0.55 } << 0.8 << 0.15 * 0.2 / 0.45;
        // All on 手机: the others had nothing, so they share the 0.5 equally.
        QTest::newRow("all_on_one") << QList<double> { 0, 0, 0, 1 } << 0.5 << 0.5 / 3;
    }
    void rebalance()
    {
        QFETCH(QList<double>, weights);
        QFETCH(double, target);
        QFETCH(double, expected);
        Workspace workspace;
        if (!weights.isEmpty())
            QVERIFY(workspace.setMixingWeights(0, weights));
        const auto question
            = find(quiz::questions(workspace, QStringLiteral("mixing")), QStringLiteral("rebalance"), 0);
        QVERIFY(question);
        QCOMPARE(question->form, Question::Form::Number);
        QCOMPARE(question->fact(QStringLiteral("dragged")).toInt(), 3);
        QCOMPARE(question->fact(QStringLiteral("watched")).toInt(), 0);
        QCOMPARE(question->weightOf, 0); // answered on the watched word's weight slider
        QCOMPARE(question->fact(QStringLiteral("target")).toDouble(), target);
        QVERIFY2(std::abs(question->correctValue - expected) < 1e-12,
                 qPrintable(QStringLiteral("%1 instead of %2").arg(question->correctValue).arg(expected)));
        QVERIFY(question->acceptsValue(expected + 0.009));
        QVERIFY(!question->acceptsValue(expected + 0.02));
        QVERIFY(question->prompt.contains(QStringLiteral("“手机”")));
    }

    // Chapter 3: which word will the query word attend to most?
    void mostAttended_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("query");
        QTest::addColumn<QList<int>>("expected");
        // 苹果·苹果 = 2.0 beats 苹果·手机 = 1.0.
        QTest::newRow("lesson_sentence1")
            << int(Words::Lesson) << QStringLiteral("苹果 发布 新 手机") << 0 << QList<int> { 0 };
        // 苹果·苹果 = 2.0, 苹果·香蕉 = 1.2, 苹果·吃 = 0.8, 苹果·和 = 0.2.
        QTest::newRow("lesson_sentence2")
            << int(Words::Lesson) << QStringLiteral("吃 苹果 和 香蕉") << 1 << QList<int> { 1 };
        // 和·和 = 0.06 but 和·苹果 = 0.2: a word need not attend to itself most.
        QTest::newRow("and_looks_at_apple")
            << int(Words::Lesson) << QStringLiteral("吃 苹果 和 香蕉") << 2 << QList<int> { 1 };
        // a·a = a·b = a·e = 1: a three-way tie.
        QTest::newRow("tie") << int(Words::Plane) << QStringLiteral("a b e d") << 0 << QList<int> { 0, 1, 2 };
        // c·b = 1 is c's highest score apart from c·c = 1: tie with itself; c·a = 0.
        QTest::newRow("tie_with_itself") << int(Words::Plane) << QStringLiteral("a b c") << 2 << QList<int> { 1, 2 };
    }
    void mostAttended()
    {
        QFETCH(int, words);
        QFETCH(QString, sentence);
        QFETCH(int, query);
        QFETCH(QList<int>, expected);
        const auto workspace = workspaceWith(Words(words), { sentence }, query);
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("scoring")), QStringLiteral("most-attended"), 0);
        QVERIFY(question);
        QCOMPARE(question->correctChoices, expected);
        QVERIFY(question->prompt.contains(QStringLiteral("Before the scores are shown")));
        if (expected.size() > 1)
            QVERIFY(question->explanation.startsWith(QStringLiteral("A tie")));
    }

    void lessonExplanationUsesTheRealNumbers()
    {
        Workspace workspace;
        const auto question
            = find(quiz::questions(workspace, QStringLiteral("scoring")), QStringLiteral("most-attended"), 0);
        QVERIFY(question);
        // e^2 / (e^2 + e^0.6 + e^0.2 + e^1) = 7.389 / 13.150 = 0.56.
        QCOMPARE(QString::number(softmax(appleScores)[0], 'f', 2), QStringLiteral("0.56"));
        QVERIFY2(question->explanation.contains(QStringLiteral("0.56")), qPrintable(question->explanation));
        QVERIFY2(
            question->explanation.contains(QStringLiteral("苹果·苹果 = 1.0×1.0 + 1.0×1.0 + 0.0×0.0 + 0.0×0.0 = 2.00")),
            qPrintable(question->explanation));
    }

    // Chapter 3: the entropy as the temperature goes towards 0.
    void coldEntropy_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("answer"); // 0 falls, 1 stays, 2 rises
        QTest::addColumn<double>("coldEntropy");
        // One highest score (2.0): all the weight goes there, entropy 0.
        QTest::newRow("lesson") << int(Words::Lesson) << QStringLiteral("苹果 发布 新 手机") << 0 << 0.0;
        // a·a = a·b = 1 > a·d = -1: the two share the weight, entropy ln 2.
        QTest::newRow("two_tied") << int(Words::Plane) << QStringLiteral("a b d") << 0 << std::log(2.0);
        // a·a = a·b = a·e = 1: every score equal, the weights never change.
        QTest::newRow("all_equal") << int(Words::Plane) << QStringLiteral("a b e") << 1 << std::log(3.0);
    }
    void coldEntropy()
    {
        QFETCH(int, words);
        QFETCH(QString, sentence);
        QFETCH(int, answer);
        QFETCH(double, coldEntropy);
        const auto workspace = workspaceWith(Words(words), { sentence }, 0);
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("scoring")), QStringLiteral("cold-entropy"), 0);
        QVERIFY(question);
        QCOMPARE(question->correctChoices, QList<int> { answer });
        QVERIFY2(std::abs(question->fact(QStringLiteral("coldEntropy")).toDouble() - coldEntropy) < 1e-6,
                 qPrintable(question->fact(QStringLiteral("coldEntropy")).toString()));
        if (words == int(Words::Lesson)) {
            QVERIFY(std::abs(question->fact(QStringLiteral("entropy")).toDouble() - entropyOf(softmax(appleScores)))
                    < 1e-12);
            QVERIFY(question->prompt.contains(QStringLiteral("%1").arg(entropyOf(softmax(appleScores)), 0, 'f', 2)));
        }
    }

    // Chapter 3: the weight at another temperature.
    void weightAtTemperature_data()
    {
        QTest::addColumn<double>("temperature");
        QTest::addColumn<double>("asked");
        QTest::newRow("at_1_ask_2") << 1.0 << 2.0;
        QTest::newRow("at_2_ask_half") << 2.0 << 0.5;
    }
    void weightAtTemperature()
    {
        QFETCH(double, temperature);
        QFETCH(double, asked);
        Workspace workspace;
        QVERIFY(workspace.setTemperature(temperature));
        const auto question
            = find(quiz::questions(workspace, QStringLiteral("scoring")), QStringLiteral("weight-at-temperature"), 0);
        QVERIFY(question);
        QCOMPARE(question->fact(QStringLiteral("temperature")).toDouble(), asked);
        QCOMPARE(question->weightOf, question->fact(QStringLiteral("other")).toInt());
        // 苹果 gives 手机 e^(1/T) / Σ e^(s/T).
        const double expected = softmax(appleScores, asked)[3];
        QVERIFY2(std::abs(question->correctValue - expected) < 1e-12,
                 qPrintable(QString::number(question->correctValue)));
        QVERIFY(question->prompt.contains(QStringLiteral("“手机”")));
    }

    // Chapter 4: the shape step 1 prints, and the numbers steps 2 and 3 print.
    void stackShape_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QString>("shape");
        QTest::newRow("lesson") << int(Words::Lesson) << QStringLiteral("苹果 发布 新 手机")
                                << QStringLiteral("(4, 4)");
        QTest::newRow("one_word") << int(Words::Lesson) << QStringLiteral("苹果") << QStringLiteral("(1, 4)");
        QTest::newRow("plane") << int(Words::Plane) << QStringLiteral("a b c") << QStringLiteral("(3, 2)");
    }
    void stackShape()
    {
        QFETCH(int, words);
        QFETCH(QString, sentence);
        QFETCH(QString, shape);
        const auto workspace = workspaceWith(Words(words), { sentence });
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("steps")), QStringLiteral("stack-shape"), 0);
        QVERIFY(question);
        QCOMPARE(question->correctChoices.size(), 1);
        QCOMPARE(question->choices.at(question->correctChoices.first()), shape);
        QCOMPARE(QSet<QString>(question->choices.cbegin(), question->choices.cend()).size(), question->choices.size());
        QVERIFY(question->choices.size() >= 3);
    }

    void printedNumbers()
    {
        Workspace workspace;
        const QList<Question> questions = quiz::questions(workspace, QStringLiteral("steps"));
        const auto score = find(questions, QStringLiteral("printed-score"), 0);
        const auto weight = find(questions, QStringLiteral("printed-weight"), 0);
        QVERIFY(score && weight);
        // 苹果·发布 = 1.0×0.6 + 1.0×0.0 + 0.0×1.0 + 0.0×0.0 = 0.6.
        QCOMPARE(score->fact(QStringLiteral("other")).toInt(), 1);
        QVERIFY(std::abs(score->correctValue - 0.6) < 1e-12);
        QVERIFY(score->explanation.contains(QStringLiteral("0.6000")));
        // The lesson's tooltip: 苹果 gives 手机 0.21.
        QCOMPARE(weight->fact(QStringLiteral("other")).toInt(), 3);
        QCOMPARE(weight->weightOf, 3); // 手机's weight
        QCOMPARE(score->weightOf, -1); // a score is no weight
        QVERIFY(std::abs(weight->correctValue - softmax(appleScores)[3]) < 1e-12);
        QCOMPARE(weight->answerText(), QStringLiteral("0.21 (± 0.01)"));
        // Both sentences of the lesson are in the code, so both get questions.
        QVERIFY(find(questions, QStringLiteral("stack-shape"), 1));
    }

    // Chapter 5: the largest cell of a row, and the rows whose diagonal is beaten.
    void rowMaximum_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("row");
        QTest::addColumn<QList<int>>("expected");
        // Row 发布 (after the query 苹果): 发布·发布 = 1.36 beats 发布·手机 = 0.8.
        QTest::newRow("lesson_row_release")
            << int(Words::Lesson) << QStringLiteral("苹果 发布 新 手机") << 1 << QList<int> { 1 };
        // Row 苹果 (after the query 吃) of sentence 2: 苹果·苹果 = 2.0.
        QTest::newRow("lesson2_row_apple")
            << int(Words::Lesson) << QStringLiteral("吃 苹果 和 香蕉") << 1 << QList<int> { 1 };
        // Row b of "a b b": b·b = 2 twice, b·a = 1: the two copies tie.
        QTest::newRow("tie") << int(Words::Plane) << QStringLiteral("a b b") << 1 << QList<int> { 1, 2 };
        // The query is the last word, so the row wraps to the first: a·e = 1 = a·a, a·c = 0.
        QTest::newRow("wraps") << int(Words::Plane) << QStringLiteral("a c e") << 0 << QList<int> { 0, 2 };
    }
    void rowMaximum()
    {
        QFETCH(int, words);
        QFETCH(QString, sentence);
        QFETCH(int, row);
        QFETCH(QList<int>, expected);
        const auto workspace = workspaceWith(Words(words), { sentence });
        if (sentence == QLatin1String("a c e"))
            workspace->setQueryIndex(0, 2);
        else
            workspace->setQueryIndex(0, 0);
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("heatmap")), QStringLiteral("row-maximum"), 0);
        QVERIFY(question);
        QCOMPARE(question->row, row);
        QVERIFY(question->onHeatmap); // a cell of that row, picked on the heatmap
        QCOMPARE(question->correctChoices, expected);
    }

    void diagonalException_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QList<int>>("expected");
        // 苹果 2.0, 发布 1.36, 新 1.05, 手机 1.05 against at most 1.0, 0.8, 0.32, 1.0 off the diagonal: none.
        QTest::newRow("lesson_none") << int(Words::Lesson) << QStringLiteral("苹果 发布 新 手机") << QList<int> { 4 };
        // 和·和 = 0.06 < 和·苹果 = 0.2: row 和 is the exception.
        QTest::newRow("lesson_and") << int(Words::Lesson) << QStringLiteral("吃 苹果 和 香蕉") << QList<int> { 2 };
        // a·b = 1 = a·a (a tie is no exception), c·b = 1 = c·c, but b·b = 2: none.
        QTest::newRow("ties_are_not_exceptions") << int(Words::Plane) << QStringLiteral("a b c") << QList<int> { 3 };
        // u = (0.5, 0.5): u·u = 0.5 < u·b = 1, and r·b = 1 = r·r, so only u.
        QTest::newRow("short_vector") << int(Words::Plane) << QStringLiteral("u b r") << QList<int> { 0 };
        // Both short words lose to b.
        QTest::newRow("two_exceptions") << int(Words::Plane) << QStringLiteral("u b u") << QList<int> { 0, 2 };
    }
    void diagonalException()
    {
        QFETCH(int, words);
        QFETCH(QString, sentence);
        QFETCH(QList<int>, expected);
        const auto workspace = workspaceWith(Words(words), { sentence });
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("heatmap")), QStringLiteral("diagonal-exception"), 0);
        QVERIFY(question);
        QVERIFY(question->onHeatmap && question->row == -1); // a row, picked on the heatmap
        QCOMPARE(question->choices.size(), workspace->sentence(0).length() + 1);
        QCOMPARE(question->correctChoices, expected);
        if (expected == QList<int> { int(workspace->sentence(0).length()) })
            QVERIFY(question->explanation.startsWith(QStringLiteral("None")));
    }

    // Chapter 6: steps one after another, the cost crossover, and the fading influence.
    void sequentialSteps_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("steps");
        QTest::newRow("lesson") << QStringLiteral("苹果 发布 新 手机") << 4;
        QTest::newRow("one_word") << QStringLiteral("苹果") << 1;
        QTest::newRow("unknown_words") << QStringLiteral("量子 计算 发布 了") << 4;
    }
    void sequentialSteps()
    {
        QFETCH(QString, sentence);
        QFETCH(int, steps);
        const auto workspace = workspaceWith(Words::Lesson, { sentence });
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("rnn")), QStringLiteral("sequential-steps"), 0);
        QVERIFY(question);
        QCOMPARE(question->correctValue, double(steps));
        QVERIFY(question->acceptsValue(steps));
        QVERIFY(!question->acceptsValue(steps + 1));
        QVERIFY(question->explanation.contains(QStringLiteral("needs 1 step")));
    }

    void costCrossover_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<int>("from");
        // 2n²d > n(dh + h²) with h = 8: d = 4 gives 8n > 96, n > 12; d = 2 gives 4n > 80, n > 20.
        QTest::newRow("d4") << int(Words::Lesson) << 13;
        QTest::newRow("d2") << int(Words::Plane) << 21;
    }
    void costCrossover()
    {
        QFETCH(int, words);
        QFETCH(int, from);
        QCOMPARE(ElmanRnn::HiddenSize, 8);
        const auto workspace = workspaceWith(Words(words), { QStringLiteral("a") });
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("rnn")), QStringLiteral("cost-crossover"));
        QVERIFY(question);
        QCOMPARE(question->correctValue, double(from));
    }

    void influenceAtDistance()
    {
        Workspace workspace;
        const auto question
            = find(quiz::questions(workspace, QStringLiteral("rnn")), QStringLiteral("influence-at-distance"));
        QVERIFY(question);
        const RnnAnalysis* analysis = workspace.rnnAnalysis();
        const Eigen::MatrixXd x = analysis->longExampleVectors();
        const int length = static_cast<int>(x.rows());
        QVERIFY(length > 21);
        QCOMPARE(question->fact(QStringLiteral("distance")).toInt(), 20);
        // Both influences by finite differences on the forward passes, not by the Jacobians the core computes:
        // ||∂h_21/∂x_1|| for the RNN and ||∂y_21/∂x_1|| for attention (Frobenius norms).
        const ElmanRnn rnn(static_cast<int>(x.cols()));
        const double step = 1e-6;
        double recurrent = 0;
        double attention = 0;
        for (Eigen::Index c = 0; c < x.cols(); ++c) {
            Eigen::MatrixXd plus = x;
            Eigen::MatrixXd minus = x;
            plus(0, c) += step;
            minus(0, c) -= step;
            recurrent += ((rnn.run(plus).row(20) - rnn.run(minus).row(20)) / (2 * step)).squaredNorm();
            const auto attend = [](const Eigen::MatrixXd& m) {
                const Eigen::MatrixXd scores = m * m.transpose();
                Eigen::MatrixXd weights = (scores.colwise() - scores.rowwise().maxCoeff()).array().exp();
                weights = weights.array().colwise() / weights.rowwise().sum().array();
                return Eigen::MatrixXd(weights * m);
            };
            attention += ((attend(plus).row(20) - attend(minus).row(20)) / (2 * step)).squaredNorm();
        }
        recurrent = std::sqrt(recurrent);
        attention = std::sqrt(attention);
        const double relative = 1e-4;
        QVERIFY2(std::abs(question->fact(QStringLiteral("recurrent")).toDouble() - recurrent) <= relative * recurrent,
                 qPrintable(QStringLiteral("%1 against %2")
                                .arg(question->fact(QStringLiteral("recurrent")).toDouble())
                                .arg(recurrent)));
        QVERIFY2(std::abs(question->fact(QStringLiteral("attention")).toDouble() - attention) <= relative * attention,
                 qPrintable(QStringLiteral("%1 against %2")
                                .arg(question->fact(QStringLiteral("attention")).toDouble())
                                .arg(attention)));
        QCOMPARE(question->correctChoices, QList<int> { recurrent > attention ? 0 : 1 });
    }

    // Chapter 7: the largest softmax weight at d = 256, with and without √d.
    void saturation()
    {
        const QList<Question> questions = quiz::questions(Workspace(), QStringLiteral("next"));
        const auto unscaled = find(questions, QStringLiteral("unscaled-largest"));
        const auto scaled = find(questions, QStringLiteral("scaled-largest"));
        QVERIFY(unscaled && scaled);
        QCOMPARE(unscaled->fact(QStringLiteral("dimension")).toInt(), 256);
        // The demo's scores are the data; the softmax over them is done here.
        const SaturationDemo demo = SaturationDemo::compute(256, SaturationDemo::PageKeys);
        std::vector<double> scores(demo.scores.data(), demo.scores.data() + demo.scores.size());
        const auto largestOf = [](const std::vector<double>& w) { return *std::max_element(w.cbegin(), w.cend()); };
        const double without = largestOf(softmax(scores));
        const double with = largestOf(softmax(scores, 16.0));
        QVERIFY(std::abs(unscaled->fact(QStringLiteral("largestWeight")).toDouble() - without) < 1e-12);
        // Picked on a bare weight slider: "roughly" is within 0.1 of the largest weight.
        QCOMPARE(unscaled->form, Question::Form::Number);
        QVERIFY(unscaled->onWeightSlider);
        QCOMPARE(unscaled->weightOf, -1);
        QVERIFY(std::abs(unscaled->correctValue - without) < 1e-12);
        QCOMPARE(unscaled->tolerance, 0.1);
        QVERIFY(unscaled->acceptsValue(without + 0.09));
        QVERIFY(!unscaled->acceptsValue(without - 0.11));
        QCOMPARE(scaled->correctChoices,
                 QList<int> { std::abs(with - without) < 0.005 ? 1 : (with < without ? 0 : 2) });
        QCOMPARE(scaled->correctChoices, QList<int> { 0 }); // the lesson's point holds for this seed
    }

    // Chapter 8: a two-sense word's static vector, before any training.
    void twoSenses_data()
    {
        QTest::addColumn<QStringList>("sentences");
        QTest::addColumn<QString>("word");
        QTest::newRow("lesson_apple") << Workspace::lessonSentences() << QStringLiteral("苹果");
        QTest::newRow("user_writes_xiaomi")
            << QStringList { QStringLiteral("我 买 了 小米 手机") } << QStringLiteral("小米");
        QTest::newRow("no_two_sense_word") << QStringList { QStringLiteral("猫 吃 鱼") } << QStringLiteral("苹果");
    }
    void twoSenses()
    {
        QFETCH(QStringList, sentences);
        QFETCH(QString, word);
        const auto workspace = workspaceWith(Words::Lesson, sentences);
        const auto question = find(quiz::questions(*workspace, QStringLiteral("learn")), QStringLiteral("two-senses"));
        QVERIFY(question);
        QCOMPARE(question->fact(QStringLiteral("word")).toString(), word);
        QVERIFY(question->fact(QStringLiteral("sentence1")).toString().contains(word));
        QVERIFY(question->fact(QStringLiteral("sentence2")).toString().contains(word));
        QCOMPARE(question->correctChoices, QList<int> { 0 });
        QVERIFY(std::abs(question->fact(QStringLiteral("cosine")).toDouble() - 1.0) < 1e-12);
    }

    // Chapter 8: which vector tells the senses apart better, before any training.
    void staticOrContext()
    {
        const auto workspace = workspaceWith(Words::Lesson, Workspace::lessonSentences());
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("learn")), QStringLiteral("static-or-context"));
        QVERIFY(question);
        QCOMPARE(question->choices.size(), 3);
        // By hand: a static vector is the same in both senses, so a read-out of it gives each word one
        // answer; at best it gets each word's more common sense in the test sentences right.
        QHash<QString, std::array<int, 2>> senses;
        int tests = 0;
        for (const SenseSentence& sentence : SenseCorpus::builtIn().sentences) {
            if (sentence.test) {
                ++senses[sentence.tokens.at(sentence.target)][sentence.sense];
                ++tests;
            }
        }
        int bestStatic = 0;
        for (const auto& counts : std::as_const(senses))
            bestStatic += std::max(counts[0], counts[1]);
        QCOMPARE(question->fact(QStringLiteral("testSentences")).toInt(), tests);
        const double fromStatic = question->fact(QStringLiteral("staticAccuracy")).toDouble();
        const double fromContext = question->fact(QStringLiteral("contextualAccuracy")).toDouble();
        QVERIFY2(fromStatic <= double(bestStatic) / tests + 1e-12, qPrintable(QString::number(fromStatic)));
        // The numbers are the chapter's own, and the answer follows from them.
        const SenseAccuracies chapter
            = training::accuracies(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn()), 0);
        QCOMPARE(fromStatic, chapter.staticVector);
        QCOMPARE(fromContext, chapter.parameterFree);
        QVERIFY(fromContext > fromStatic); // the chapter's point, on its built-in corpus
        QCOMPARE(question->correctChoices, QList<int> { 1 });
        QVERIFY2(question->explanation.contains(QStringLiteral("%1%").arg(qRound(100 * fromContext))),
                 qPrintable(question->explanation));
    }

    // Chapter 8, before training: which word will the two-sense word of sentence 1 look at most once
    // trained? The model is trained here on its own (the whole run, as the page's Train does), and
    // the weights of the word's row are worked out by hand from W_Q and W_K.
    void trainedLooksAt_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<bool>("asked");
        QTest::newRow("lesson_phone") << Workspace::lessonSentences().first() << true;
        QTest::newRow("lesson_fruit") << QStringLiteral("吃 苹果 和 香蕉") << true;
        QTest::newRow("user_writes_xiaomi") << QStringLiteral("我 买 了 小米 手机") << true;
        QTest::newRow("target_last") << QStringLiteral("他 喜欢 芒果") << true;
        QTest::newRow("no_two_sense_word") << QStringLiteral("猫 吃 鱼") << false;
        QTest::newRow("only_the_word") << QStringLiteral("苹果") << false;
    }
    void trainedLooksAt()
    {
        QFETCH(QString, sentence);
        QFETCH(bool, asked);
        const auto workspace = workspaceWith(Words::Lesson, { sentence });
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("learn")), QStringLiteral("trained-looks-at"), 0);
        QCOMPARE(bool(question), asked);
        if (!asked)
            return;
        QCOMPARE(question->form, Question::Form::Word);
        QCOMPARE(question->sentence, 0);
        const QStringList words = workspace->sentence(0).text.split(QLatin1Char(' '));
        QCOMPARE(question->choices, words);

        const LearnedSettings settings;
        const auto data
            = std::make_shared<const SenseData>(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn()));
        const std::shared_ptr<const LearnedParameters> last = training::train(settings, data).back().parameters;
        const LearnedParameters& trained = *last;
        const Eigen::MatrixXd x = staticVectors(words, Vocabulary::builtIn());
        int target = -1;
        for (int i = 0; i < words.size() && target < 0; ++i) {
            if (SenseCorpus::builtIn().target(words.at(i)))
                target = i;
        }
        QVERIFY(target >= 0);
        const Eigen::RowVectorXd query = x.row(target) * trained.query.front();
        const Eigen::MatrixXd keys = x * trained.key.front();
        std::vector<double> scores;
        for (int j = 0; j < words.size(); ++j)
            scores.push_back(query.dot(keys.row(j)));
        const std::vector<double> weights = softmax(scores, std::sqrt(double(settings.keyDimension)));
        const auto best = std::max_element(weights.cbegin(), weights.cend());
        const int looked = int(best - weights.cbegin());
        QVERIFY2(question->accepts(looked), qPrintable(words.at(looked)));
        QCOMPARE(question->correctChoices.size(), 1); // no tie in these sentences
        const QVariantList stated = question->fact(QStringLiteral("weights")).toList();
        QCOMPARE(stated.size(), words.size());
        for (int j = 0; j < words.size(); ++j)
            QVERIFY(std::abs(stated.at(j).toDouble() - weights.at(size_t(j))) < 1e-12);
        QCOMPARE(question->fact(QStringLiteral("word")).toString(), words.at(target));
        QVERIFY2(question->explanation.contains(words.at(looked)), qPrintable(question->explanation));
    }

    // Nothing to ask about: an empty sentence gives no question, a one-word sentence only those that make sense.
    void emptyAndOneWordSentences_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<QStringList>("kinds"); // about sentence 1, in every chapter
        QTest::newRow("empty") << QString() << QStringList {};
        QTest::newRow("punctuation_only") << QStringLiteral("，。！") << QStringList {};
        QTest::newRow("one_word") << QStringLiteral("苹果")
                                  << QStringList { QStringLiteral("stack-shape"), QStringLiteral("sequential-steps") };
        QTest::newRow("one_unknown_word")
            << QStringLiteral("qubit")
            << QStringList { QStringLiteral("stack-shape"), QStringLiteral("sequential-steps") };
    }
    void emptyAndOneWordSentences()
    {
        QFETCH(QString, sentence);
        QFETCH(QStringList, kinds);
        Workspace workspace;
        workspace.setSentence(0, sentence);
        QStringList asked;
        for (const Question& question : quiz::all(workspace)) {
            if (question.sentence == 0)
                asked.append(question.kind);
        }
        QCOMPARE(asked, kinds);
        // Sentence 2 still gets its questions.
        QVERIFY(find(quiz::questions(workspace, QStringLiteral("scoring")), QStringLiteral("most-attended"), 1));
    }

    void unknownWordsAreAskedAbout()
    {
        // 量子 is not in the vocabulary: it gets a made-up vector, and the answer follows from it.
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 量子 手机") });
        workspace.setQueryIndex(0, 0);
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QVERIFY(!sentence.tokens.at(1).known);
        std::vector<double> scores;
        for (int t = 0; t < 3; ++t) {
            double dot = 0;
            for (Eigen::Index c = 0; c < sentence.vectors.cols(); ++c)
                dot += sentence.vectors(0, c) * sentence.vectors(t, c);
            scores.push_back(dot);
        }
        const std::vector<double> weights = softmax(scores);
        const int best = int(std::max_element(weights.cbegin(), weights.cend()) - weights.cbegin());
        const auto question
            = find(quiz::questions(workspace, QStringLiteral("scoring")), QStringLiteral("most-attended"), 0);
        QVERIFY(question);
        QCOMPARE(question->correctChoices, QList<int> { best });
        const auto printed
            = find(quiz::questions(workspace, QStringLiteral("steps")), QStringLiteral("printed-score"), 0);
        QVERIFY(printed);
        QCOMPARE(printed->fact(QStringLiteral("other")).toInt(), 1);
        QVERIFY(std::abs(printed->correctValue - scores[1]) < 1e-12);
    }

    void repeatedWordsAreNamedByPosition()
    {
        const auto workspace = workspaceWith(Words::Plane, { QStringLiteral("a b b") }, 0);
        const auto question
            = find(quiz::questions(*workspace, QStringLiteral("scoring")), QStringLiteral("most-attended"), 0);
        QVERIFY(question);
        QCOMPARE(question->choices,
                 (QStringList { QStringLiteral("a"), QStringLiteral("b (word 2)"), QStringLiteral("b (word 3)") }));
        // a·a = a·b = 1 for both copies of b: a three-way tie.
        QCOMPARE(question->correctChoices, (QList<int> { 0, 1, 2 }));
        QVERIFY(question->explanation.contains(QStringLiteral("“b” (word 3)")));
    }

    void oneSentenceQuestionsFollowTheSentenceAsked()
    {
        Workspace workspace;
        const QList<Question> second = quiz::questions(workspace, QStringLiteral("scoring"), 1);
        QVERIFY(!second.isEmpty());
        for (const Question& question : second)
            QCOMPARE(question.sentence, 1);
        // Chapter 7 asks about no sentence: the same whichever is chosen.
        QCOMPARE(quiz::questions(workspace, QStringLiteral("next"), 1).size(), 2);
        QVERIFY(quiz::questions(workspace, QStringLiteral("vocabulary")).isEmpty());
        QCOMPARE(quiz::number(QStringLiteral("scoring"), 1), QStringLiteral("3.2"));
    }

    void promptsFollowTheInterfaceLanguage()
    {
        Workspace workspace;
        language::install(QStringLiteral("zh"));
        const QList<Question> chinese = quiz::all(workspace);
        language::install(QStringLiteral("en"));
        const QList<Question> english = quiz::all(workspace);
        QCOMPARE(chinese.size(), english.size());
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        static const QRegularExpression latinWords(QStringLiteral("\\b(?:the|which|what|is)\\b"),
                                                   QRegularExpression::CaseInsensitiveOption);
        for (int i = 0; i < chinese.size(); ++i) {
            QCOMPARE(chinese.at(i).id(), english.at(i).id());
            QCOMPARE(chinese.at(i).correctChoices, english.at(i).correctChoices);
            QCOMPARE(chinese.at(i).correctValue, english.at(i).correctValue);
            QVERIFY2(chinese.at(i).prompt != english.at(i).prompt, qPrintable(english.at(i).prompt));
            QVERIFY2(!latinWords.match(chinese.at(i).prompt).hasMatch(), qPrintable(chinese.at(i).prompt));
            QVERIFY2(!latinWords.match(chinese.at(i).explanation).hasMatch(), qPrintable(chinese.at(i).explanation));
            QVERIFY(chinese.at(i).prompt.contains(han));
        }
    }
};

QTEST_GUILESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
