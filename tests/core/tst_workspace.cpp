// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "pendingevents.h"

#include <QSignalSpy>
#include <QTest>
#include <QTextStream>
#include <QUndoStack>

#include <limits>

using namespace AttentionLab;

namespace {
// Everything a user could see of the document, as text, for before/after comparisons.
QByteArray describe(const Workspace& workspace)
{
    QByteArray text;
    QTextStream out(&text);
    out << workspace.temperature() << '|' << workspace.vocabulary().dimensionNames().join(QLatin1Char(','));
    for (int i = 0; i < workspace.vocabulary().size(); ++i) {
        out << '|' << workspace.vocabulary().word(i);
        for (double v : workspace.vocabulary().vector(i))
            out << ' ' << v;
    }
    for (int s = 0; s < workspace.sentenceCount(); ++s) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        out << "\n" << sentence.text << '#' << sentence.queryIndex;
        for (double w : sentence.mixingWeights)
            out << ' ' << w;
        for (Eigen::Index i = 0; i < sentence.result().weights.size(); ++i)
            out << ' ' << sentence.result().weights.data()[i];
    }
    out.flush();
    return text;
}

// \a count known words separated by spaces, so the sentence has exactly \a count tokens.
QString repeatedWords(int count)
{
    const QStringList words { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                              QStringLiteral("手机"), QStringLiteral("吃"),   QStringLiteral("香蕉") };
    QStringList sentence;
    for (int i = 0; i < count; ++i)
        sentence.append(words.at(i % words.size()));
    return sentence.join(QLatin1Char(' '));
}
} // namespace

class TestWorkspace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsOnTheLesson()
    {
        Workspace workspace;
        QCOMPARE(workspace.sentenceTexts(), Workspace::lessonSentences());
        QCOMPARE(workspace.queryWord(0), QStringLiteral("苹果"));
        QCOMPARE(workspace.queryWord(1), QStringLiteral("苹果"));
        QCOMPARE(workspace.sentence(1).queryIndex, 1);
        QCOMPARE(workspace.sharedWords(), QStringList { QStringLiteral("苹果") });
    }

    // The words of every sentence, in the first one's order, each once, matched by their keys
    // (case-folded) and spelled as in the first sentence.
    void sharedWordsAreInEverySentence_data()
    {
        QTest::addColumn<QStringList>("sentences");
        QTest::addColumn<QStringList>("shared");
        // Sentences and words separated by |.
        const auto list = [](const char* items) { return QString::fromUtf8(items).split(QLatin1Char('|')); };
        QTest::newRow("one sentence: its words, once each") << list("a b a c") << list("a|b|c");
        QTest::newRow("two") << list("吃 苹果 和 香蕉|苹果 发布 新 手机") << list("苹果");
        QTest::newRow("missing from the middle one, back in the last") << list("a b c|a b|a c") << list("a");
        QTest::newRow("repeated in one sentence, missing from the next") << list("a b|b b a|a") << list("a");
        QTest::newRow("case folded, spelled as in the first") << list("Apple pie|apple tree|APPLE") << list("Apple");
        QTest::newRow("two spellings of one key, offered once") << list("Apple apple pie|apple") << list("Apple");
        QTest::newRow("an empty sentence shares nothing") << list("a b|") << QStringList();
        QStringList sixteen(Workspace::MaxSentences, repeatedWords(2048));
        sixteen[7].replace(QStringLiteral("香蕉"), QStringLiteral("苹果")); // gone from one in the middle
        QTest::newRow("sixteen long sentences") << sixteen << list("苹果|发布|新|手机|吃");
    }
    void sharedWordsAreInEverySentence()
    {
        QFETCH(QStringList, sentences);
        QFETCH(QStringList, shared);
        Workspace workspace;
        workspace.setSentences(sentences);
        QCOMPARE(workspace.sharedWords(), shared);
    }

    // Many long sentences at once are looked up on several threads, on each way they come in:
    // new sentences, a document restored (File > Open, an autosave, undo), a changed vocabulary
    // (which also turns the unknown word 未知3 into a known one). The same tokens and vectors as
    // one sentence at a time, unknown words (whose vectors are made from their keys) too.
    void longSentencesAreLookedUpAlikeSideBySide_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("setSentences") << QStringLiteral("setSentences");
        QTest::newRow("restore") << QStringLiteral("restore");
        QTest::newRow("setVector") << QStringLiteral("setVector");
    }
    void longSentencesAreLookedUpAlikeSideBySide()
    {
        QFETCH(QString, path);
        QStringList texts;
        qsizetype characters = 0;
        for (int i = 0; i < Workspace::MaxSentences; ++i) {
            QStringList words = repeatedWords(700 + 37 * i).split(QLatin1Char(' '));
            words.insert(i * 5, QStringLiteral("未知%1").arg(i));
            words.append(QStringLiteral("Unknown%1 苹果").arg(i));
            texts.append(words.join(QLatin1Char(' ')));
            characters += texts.constLast().size();
        }
        QVERIFY(characters >= Workspace::ParallelLookUpCharacters);
        const QString changedWord = QStringLiteral("未知3");
        Workspace together;
        const Eigen::VectorXd changedVector = Eigen::VectorXd::Constant(together.vocabulary().dimension(), 0.25);
        if (path == QLatin1String("restore")) {
            WorkspaceState state = together.state();
            state.sentences = texts;
            state.queryIndices = QList<int>(texts.size(), 0);
            state.mixingWeights = QList<QList<double>>(texts.size());
            QVERIFY(together.restore(state));
        } else {
            together.setSentences(texts);
            if (path == QLatin1String("setVector"))
                QVERIFY(together.setVector(changedWord, changedVector));
        }
        Workspace oneByOne;
        if (path == QLatin1String("setVector"))
            QVERIFY(oneByOne.setVector(changedWord, changedVector));
        oneByOne.setSentences({ texts.first() });
        for (int i = 1; i < texts.size(); ++i)
            QCOMPARE(oneByOne.addSentence(texts.at(i)), i);
        QCOMPARE(together.sentenceCount(), texts.size());
        for (int i = 0; i < texts.size(); ++i) {
            const SentenceAnalysis& a = together.sentence(i);
            const SentenceAnalysis& b = oneByOne.sentence(i);
            QCOMPARE(a.length(), b.length());
            for (int t = 0; t < a.length(); ++t) {
                QCOMPARE(a.tokens.at(t).text, b.tokens.at(t).text);
                QCOMPARE(a.tokens.at(t).known, b.tokens.at(t).known);
                QCOMPARE(a.tokens.at(t).position, b.tokens.at(t).position);
            }
            QCOMPARE(a.vectors, b.vectors);
            if (path != QLatin1String("restore")) // restored query words are the file's
                QCOMPARE(a.queryIndex, b.queryIndex);
            QCOMPARE(a.tokens.at(i * 5).known, path == QLatin1String("setVector") && i == 3);
        }
    }

    void theTwoApplesDiffer()
    {
        Workspace workspace;
        const SentenceAnalysis& one = workspace.sentence(0);
        const SentenceAnalysis& two = workspace.sentence(1);
        const Eigen::VectorXd appleInOne = one.result().outputs.row(one.queryIndex);
        const Eigen::VectorXd appleInTwo = two.result().outputs.row(two.queryIndex);
        // Same static vector...
        QCOMPARE(Eigen::VectorXd(one.vectors.row(0)), Eigen::VectorXd(two.vectors.row(1)));
        // ...different contextual vectors: towards tech in one, towards fruit in two.
        const double cosine = attention::cosineSimilarity(appleInOne, appleInTwo);
        QVERIFY2(cosine < 0.95, qPrintable(QStringLiteral("cosine %1").arg(cosine)));
        QVERIFY(appleInOne[0] > appleInTwo[0]); // 科技
        QVERIFY(appleInTwo[1] > appleInOne[1]); // 水果
    }

    void editingASentenceRecomputes()
    {
        Workspace workspace;
        QSignalSpy changed(&workspace, &Workspace::sentenceChanged);
        workspace.setSentence(0, QStringLiteral("苹果 发布 新 电脑"));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toInt(), 0);
        QCOMPARE(workspace.sentence(0).length(), 4);
        QCOMPARE(workspace.sentence(0).tokens.at(3).text, QStringLiteral("电脑"));
        QCOMPARE(workspace.queryWord(0), QStringLiteral("苹果")); // the query follows the word
        workspace.setSentence(0, QStringLiteral("苹果 发布 新 电脑"));
        QCOMPARE(changed.size(), 1); // same text: nothing to announce
    }

    // What shows no attention (static vectors, word chips, unknown words) listens to
    // sentenceWordsChanged: new words or vectors send it, attention arriving and a new
    // temperature do not (a file of sixteen long sentences redid those pages sixteen times).
    void sentenceWordsChangedIsForWordsAndVectorsOnly()
    {
        Workspace workspace;
        QSignalSpy words(&workspace, &Workspace::sentenceWordsChanged);
        QSignalSpy changed(&workspace, &Workspace::sentenceChanged);
        workspace.setSentence(1, repeatedWords(400)); // long: its attention comes later
        QCOMPARE(words.size(), 1);
        QCOMPARE(words.at(0).at(0).toInt(), 1);
        QCOMPARE(changed.size(), 1);
        workspace.waitForAttention();
        QVERIFY(workspace.sentence(1).attentionReady());
        QCOMPARE(changed.size(), 2); // the attention arrived
        QCOMPARE(words.size(), 1);
        QVERIFY(workspace.setTemperature(2.0));
        workspace.waitForAttention();
        QVERIFY(changed.size() > 2);
        QCOMPARE(words.size(), 1);
        QVERIFY(workspace.setVector(QStringLiteral("苹果"), Eigen::Vector4d(0, 2, 0, 0)));
        QCOMPARE(words.size(), 3); // both sentences have new vectors
        words.clear();
        workspace.undoStack()->undo(); // the vector back: both again
        QCOMPARE(words.size(), 2);
        words.clear();
        workspace.undoStack()->undo(); // the temperature back: no new words
        QCOMPARE(words.size(), 0);
    }

    void queryFollowsItsWordWhenTheSentenceChanges()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("新 手机 和 苹果"));
        QCOMPARE(workspace.sentence(0).queryIndex, 3);
        workspace.setSentence(0, QStringLiteral("猫"));
        QCOMPARE(workspace.sentence(0).queryIndex, 0);
        workspace.setSentence(0, QString());
        QCOMPARE(workspace.sentence(0).length(), 0);
        QCOMPARE(workspace.queryWord(0), QString());
    }

    // Issue 17, item 17: the query word stuck by position when a sentence was replaced (it landed on 贵).
    void queryGoesToTheFirstWordWhenItsWordIsGone()
    {
        Workspace workspace;
        workspace.setQueryIndex(0, 3); // 手机 in 苹果 发布 新 手机
        QCOMPARE(workspace.queryWord(0), QStringLiteral("手机"));
        workspace.setSentence(0, QStringLiteral("新 电脑 很 贵 啊"));
        QCOMPARE(workspace.sentence(0).queryIndex, 0);
        QCOMPARE(workspace.queryWord(0), QStringLiteral("新"));
        workspace.setSentence(0, QStringLiteral("他 买 了 新 手机"));
        QCOMPARE(workspace.queryWord(0), QStringLiteral("新")); // still there: it stays
        QCOMPARE(workspace.sentence(0).queryIndex, 3);
    }

    void unknownWordsGetDeterministicVectors()
    {
        Workspace a;
        Workspace b;
        a.setSentence(0, QStringLiteral("量子 苹果"));
        b.setSentence(0, QStringLiteral("量子 苹果"));
        QVERIFY(!a.sentence(0).tokens.at(0).known);
        QVERIFY(a.sentence(0).hasUnknownWords());
        QCOMPARE(a.sentence(0).vectors, b.sentence(0).vectors);
        const double norm = a.sentence(0).vectors.row(0).norm();
        QVERIFY(std::abs(norm - a.vocabulary().meanNorm()) < 1e-9);
    }

    void temperature()
    {
        Workspace workspace;
        QSignalSpy spy(&workspace, &Workspace::temperatureChanged);
        QVERIFY(!workspace.setTemperature(0));
        QVERIFY(!workspace.setTemperature(-2));
        QCOMPARE(spy.size(), 0);
        const double before = workspace.sentence(0).result().weights(0, 0);
        QVERIFY(workspace.setTemperature(0.5));
        QCOMPARE(spy.size(), 1);
        QVERIFY(workspace.sentence(0).result().weights(0, 0) > before); // sharper: more on itself
        QCOMPARE(workspace.sentence(0).result().scores(0, 0), 4.0); // 2.0 / 0.5
    }

    void editingAVectorUpdatesEverySentence()
    {
        Workspace workspace;
        QSignalSpy vocabulary(&workspace, &Workspace::vocabularyChanged);
        QSignalSpy sentences(&workspace, &Workspace::sentenceChanged);
        QVERIFY(workspace.setVector(QStringLiteral("苹果"), Eigen::Vector4d(0, 2, 0, 0)));
        QCOMPARE(vocabulary.size(), 1);
        QCOMPARE(sentences.size(), 2);
        QCOMPARE(workspace.sentence(1).vectors(1, 1), 2.0);
        QCOMPARE(workspace.sentence(0).result().scores(0, 0), 4.0);
        QString error;
        QVERIFY(!workspace.setVector(QStringLiteral("苹果"), Eigen::Vector2d(1, 1), &error));
        QVERIFY(!error.isEmpty());
    }

    void removingAWordMakesItUnknown()
    {
        Workspace workspace;
        QSignalSpy vocabulary(&workspace, &Workspace::vocabularyChanged);
        QVERIFY(workspace.removeWord(QStringLiteral("手机")));
        QVERIFY(!workspace.removeWord(QStringLiteral("手机")));
        QCOMPARE(vocabulary.size(), 1);
        QVERIFY(!workspace.sentence(0).tokens.at(3).known);
        QVERIFY(workspace.sentence(0).hasUnknownWords());
    }

    void renamingADimension()
    {
        Workspace workspace;
        QSignalSpy vocabulary(&workspace, &Workspace::vocabularyChanged);
        workspace.setDimensionName(0, QStringLiteral("tech"));
        workspace.setDimensionName(9, QStringLiteral("nowhere"));
        QCOMPARE(vocabulary.size(), 1);
        QCOMPARE(workspace.vocabulary().dimensionNames().first(), QStringLiteral("tech"));
    }

    void mixingWeightsStartAtAttentionAndReset()
    {
        Workspace workspace;
        const SentenceAnalysis& one = workspace.sentence(0);
        QCOMPARE(one.mixingWeights.size(), 4);
        QCOMPARE(one.mixingWeights.at(3), one.result().weights(0, 3));
        QSignalSpy spy(&workspace, &Workspace::mixingWeightsChanged);
        QVERIFY(workspace.setMixingWeights(0, { 1, 1, 1, 1 }));
        QCOMPARE(workspace.sentence(0).mixingWeights, (QList<double> { 0.25, 0.25, 0.25, 0.25 }));
        QCOMPARE(spy.size(), 1);
        QVERIFY(!workspace.setMixingWeights(0, { 1, 1 }));
        QVERIFY(!workspace.setMixingWeights(0, { 1, -1, 1, 1 }));
        QVERIFY(!workspace.setMixingWeights(0, { 0, 0, 0, 0 }));
        QVERIFY(!workspace.setMixingWeights(0, { qQNaN(), 1, 1, 1 }));
        workspace.resetMixingWeights(0);
        QCOMPARE(workspace.sentence(0).mixingWeights.at(0), workspace.sentence(0).result().weights(0, 0));
        QCOMPARE(spy.size(), 2);
        workspace.setMixingWeights(1, { 1, 0, 0, 0 });
        workspace.setQueryIndex(1, 3); // another query word: its own attention row
        QCOMPARE(workspace.sentence(1).mixingWeights.at(3), workspace.sentence(1).result().weights(3, 3));
    }

    // Chapter 2's new vector as numbers (issue 17): sum_t w_t x_t with the slider weights.
    void mixedVectorIsTheWeightedSumOfTheSentence()
    {
        Workspace workspace;
        // By hand, sentence 1, query 苹果: scores 2, 0.6, 0.2, 1.0; softmax
        // e^2, e^0.6, e^0.2, e^1 over their sum 13.1511 = 0.56186, 0.13855, 0.09287, 0.20670.
        // 科技 = 0.56186 + 0.6*0.13855 + 0.2*0.09287 + 0.20670 = 0.87031,
        // 水果 = 0.56186, 动作 = 0.13855 + 0.1*0.09287 + 0.2*0.20670 = 0.18918,
        // 修饰 = 0.09287 + 0.1*0.20670 = 0.11354: 苹果 moves towards 科技.
        const Eigen::VectorXd mixed = workspace.mixedVector(0);
        QCOMPARE(mixed.size(), 4);
        const double expected[] = { 0.87031, 0.56186, 0.18918, 0.11354 };
        for (int k = 0; k < 4; ++k)
            QVERIFY2(std::abs(mixed[k] - expected[k]) < 1e-4, qPrintable(QString::number(mixed[k])));
        QVERIFY(mixed[0] > mixed[1]);
        // It is the attention output as long as the sliders are untouched ...
        QVERIFY(mixed.isApprox(workspace.sentence(0).result().outputs.row(0).transpose()));
        // ... and follows them: all weight on 手机 gives 手机's vector.
        QVERIFY(workspace.setMixingWeights(0, { 0, 0, 0, 1 }));
        QVERIFY(workspace.mixedVector(0).isApprox(Eigen::Vector4d(1.0, 0.0, 0.2, 0.1)));
        workspace.setSentence(0, QString());
        QCOMPARE(workspace.mixedVector(0).size(), 0);
    }

    void undoAndRedoEveryKindOfEdit_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("sentence_text") << 0;
        QTest::newRow("vector_value") << 1;
        QTest::newRow("added_word") << 2;
        QTest::newRow("deleted_word") << 3;
        QTest::newRow("mixing_weights") << 4;
        QTest::newRow("temperature") << 5;
        QTest::newRow("query_word") << 6;
        QTest::newRow("add_sentence") << 7;
        QTest::newRow("remove_sentence") << 8;
        QTest::newRow("move_sentence") << 9;
        QTest::newRow("dimension_name") << 10;
        QTest::newRow("replace_vocabulary") << 11;
    }
    void undoAndRedoEveryKindOfEdit()
    {
        QFETCH(int, kind);
        Workspace workspace;
        const QByteArray original = describe(workspace);
        switch (kind) {
        case 0:
            workspace.setSentence(0, QStringLiteral("猫 吃 鱼"));
            break;
        case 1:
            QVERIFY(workspace.setVector(QStringLiteral("苹果"), Eigen::Vector4d(0, 1, 0, 0)));
            break;
        case 2:
            QVERIFY(workspace.setVector(QStringLiteral("量子"), Eigen::Vector4d(1, 0, 0, 0)));
            break;
        case 3:
            QVERIFY(workspace.removeWord(QStringLiteral("手机")));
            break;
        case 4:
            QVERIFY(workspace.setMixingWeights(1, { 1, 0, 0, 0 }));
            break;
        case 5:
            QVERIFY(workspace.setTemperature(3));
            break;
        case 6:
            workspace.setQueryIndex(0, 2);
            break;
        case 7:
            QCOMPARE(workspace.addSentence(QStringLiteral("狗")), 2);
            break;
        case 8:
            QVERIFY(workspace.removeSentence(0));
            break;
        case 9:
            QVERIFY(workspace.moveSentence(0, 1));
            break;
        case 10:
            workspace.setDimensionName(1, QStringLiteral("fruit"));
            break;
        case 11:
            workspace.setVocabulary(Vocabulary::lesson());
            break;
        }
        const QByteArray edited = describe(workspace);
        QVERIFY2(edited != original, "the edit changed nothing");
        QCOMPARE(workspace.undoStack()->count(), 1);
        workspace.undoStack()->undo();
        QCOMPARE(describe(workspace), original);
        workspace.undoStack()->redo();
        QCOMPARE(describe(workspace), edited);
    }

    void typingMergesIntoOneUndoStep()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("猫"));
        workspace.setSentence(0, QStringLiteral("猫 吃"));
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼"));
        workspace.setSentence(1, QStringLiteral("狗"));
        QCOMPARE(workspace.undoStack()->count(), 2);
        workspace.undoStack()->undo();
        workspace.undoStack()->undo();
        QCOMPARE(workspace.sentenceTexts(), Workspace::lessonSentences());
    }

    void undoSignalsOnlyWhatChanged()
    {
        Workspace workspace;
        workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
        QSignalSpy changed(&workspace, &Workspace::sentenceChanged);
        QSignalSpy reset(&workspace, &Workspace::sentencesReset);
        QSignalSpy vocabulary(&workspace, &Workspace::vocabularyChanged);
        workspace.undoStack()->undo();
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.at(0).at(0).toInt(), 1);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(vocabulary.size(), 0);
    }

    void restoreRefusesStatesThatDoNotFit_data()
    {
        QTest::addColumn<int>("problem");
        QTest::addColumn<QString>("message");
        QTest::newRow("query_past_the_end") << 0 << QStringLiteral("cannot be its query word");
        QTest::newRow("mixing_weights_wrong_size") << 1 << QStringLiteral("mixing weights");
        QTest::newRow("negative_mixing_weight") << 2 << QStringLiteral("negative");
        QTest::newRow("bad_temperature") << 3 << QStringLiteral("temperature");
        QTest::newRow("no_sentences") << 4 << QStringLiteral("sentences");
        QTest::newRow("no_vocabulary") << 5 << QStringLiteral("vocabulary");
    }
    void restoreRefusesStatesThatDoNotFit()
    {
        QFETCH(int, problem);
        QFETCH(QString, message);
        Workspace workspace;
        WorkspaceState state = workspace.state();
        switch (problem) {
        case 0:
            state.queryIndices[1] = 9;
            break;
        case 1:
            state.mixingWeights[0] = { 0.5, 0.5 };
            break;
        case 2:
            state.mixingWeights[0] = { 1, -1, 1, 1 };
            break;
        case 3:
            state.temperature = 0;
            break;
        case 4:
            state.sentences.clear();
            break;
        case 5:
            state.vocabulary.reset();
            break;
        }
        const QByteArray before = describe(workspace);
        QSignalSpy anything(&workspace, &Workspace::sentenceChanged);
        QString error;
        QVERIFY(!workspace.restore(state, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(describe(workspace), before);
        QCOMPARE(anything.size(), 0);
    }

    void addAndRemoveSentences()
    {
        Workspace workspace;
        QSignalSpy reset(&workspace, &Workspace::sentencesReset);
        QCOMPARE(workspace.addSentence(QStringLiteral("猫 吃 鱼")), 2);
        QCOMPARE(reset.size(), 1);
        QVERIFY(workspace.removeSentence(0));
        QCOMPARE(workspace.sentenceTexts().first(), QStringLiteral("吃 苹果 和 香蕉"));
        QVERIFY(workspace.removeSentence(0));
        QVERIFY(!workspace.removeSentence(0)); // one sentence always stays
        while (workspace.addSentence(QStringLiteral("猫")) >= 0) { }
        QCOMPARE(workspace.sentenceCount(), Workspace::MaxSentences);
    }

    void setQueryWordInEverySentence()
    {
        Workspace workspace;
        workspace.setSentence(1, QStringLiteral("吃 苹果 和 新 香蕉"));
        QSignalSpy spy(&workspace, &Workspace::queryChanged);
        workspace.setQueryWord(QStringLiteral("新"));
        QCOMPARE(workspace.queryWord(0), QStringLiteral("新"));
        QCOMPARE(workspace.queryWord(1), QStringLiteral("新"));
        QCOMPARE(spy.size(), 2);
        workspace.setQueryIndex(0, 99); // out of range: ignored
        QCOMPARE(workspace.queryWord(0), QStringLiteral("新"));
    }

    void longSentencesAreComputedInTheBackground()
    {
        Workspace workspace;
        QSignalSpy changed(&workspace, &Workspace::sentenceChanged);
        QSignalSpy computing(&workspace, &Workspace::computingChanged);
        const QString text = repeatedWords(300);
        workspace.setSentence(0, text);
        // The words are there at once; the numbers follow.
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QCOMPARE(sentence.length(), 300);
        QVERIFY(!sentence.attentionReady());
        QVERIFY(sentence.mixingWeights.isEmpty());
        QVERIFY(workspace.isComputing());
        QVERIFY(!workspace.mixedColour(0).isValid());
        QCOMPARE(computing.size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(workspace.sentence(0).attentionReady(), 20000);
        QVERIFY(!workspace.isComputing());
        QCOMPARE(computing.size(), 2);
        QCOMPARE(changed.size(), 2); // the words, then their attention
        const AttentionResult expected = attention::compute(sentence.vectors, { workspace.temperature() });
        QCOMPARE(sentence.result().weights, expected.weights);
        QCOMPARE(sentence.result().outputs, expected.outputs);
        QCOMPARE(sentence.mixingWeights.size(), 300);
        QCOMPARE(sentence.mixingWeights.at(7), expected.weights(sentence.queryIndex, 7));
        QVERIFY(workspace.mixedColour(0).isValid());
        // The undo step was there from the start and holds the text.
        QCOMPARE(workspace.undoStack()->count(), 1);
        QCOMPARE(workspace.state().sentences.at(0), text);
    }

    void onlyTheLatestLongEditLands()
    {
        Workspace workspace;
        QList<int> lengthsSeen;
        connect(&workspace, &Workspace::sentenceChanged, this, [&](int index) {
            if (index == 0 && workspace.sentence(0).attentionReady())
                lengthsSeen.append(workspace.sentence(index).length());
        });
        for (int length = 300; length <= 320; length += 5)
            workspace.setSentence(0, repeatedWords(length));
        workspace.setTemperature(2.0); // the pending sentence is recomputed at the new temperature
        QTRY_VERIFY_WITH_TIMEOUT(!workspace.isComputing(), 20000);
        testing::finishBackgroundWork(); // the stale jobs too: none of them may land
        QCOMPARE(lengthsSeen, QList<int> { 320 });
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QCOMPARE(sentence.result().weights, attention::compute(sentence.vectors, { 2.0 }).weights);
    }

    void undoWhileComputingDropsTheResult()
    {
        Workspace workspace;
        const QByteArray before = describe(workspace);
        workspace.setSentence(1, repeatedWords(400));
        workspace.undoStack()->undo();
        QVERIFY(!workspace.isComputing());
        testing::finishBackgroundWork(); // the forgotten job finishes: it must not land
        QCOMPARE(describe(workspace), before);
        workspace.undoStack()->redo();
        workspace.waitForAttention();
        QVERIFY(workspace.sentence(1).attentionReady());
        QCOMPARE(workspace.sentence(1).length(), 400);
    }

    void handSetWeightsOfALongSentenceSurviveTheComputation()
    {
        Workspace workspace;
        WorkspaceState state = workspace.state();
        state.sentences[0] = repeatedWords(260);
        state.queryIndices[0] = 3;
        QList<double> weights(260, 0.0);
        weights[5] = 2.0;
        weights[6] = 2.0;
        state.mixingWeights[0] = weights;
        QString error;
        QVERIFY2(workspace.restore(state, &error), qPrintable(error));
        workspace.waitForAttention();
        QCOMPARE(workspace.sentence(0).mixingWeights.at(5), 0.5);
        QCOMPARE(workspace.sentence(0).mixingWeights.at(6), 0.5);
        QCOMPARE(workspace.state().mixingWeights.at(0).at(5), 0.5);
    }

    void aSentenceKeepsAtMostMaxTokensWords()
    {
        Workspace workspace;
        workspace.setSentence(0, repeatedWords(Workspace::MaxTokens + 952));
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QCOMPARE(sentence.length(), Workspace::MaxTokens);
        QCOMPARE(sentence.droppedTokens, 952);
        QCOMPARE(sentence.vectors.rows(), Workspace::MaxTokens);
        workspace.waitForAttention();
        QCOMPARE(sentence.result().weights.rows(), Workspace::MaxTokens);
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼"));
        QCOMPARE(workspace.sentence(0).droppedTokens, 0);
    }

    void shortSentencesStayImmediate()
    {
        Workspace workspace;
        workspace.setSentence(0, repeatedWords(Workspace::DefaultBackgroundLength - 1));
        QVERIFY(workspace.sentence(0).attentionReady());
        QVERIFY(!workspace.isComputing());
        workspace.setBackgroundLength(std::numeric_limits<int>::max()); // as the command line does
        workspace.setSentence(0, repeatedWords(1000));
        QVERIFY(workspace.sentence(0).attentionReady());
    }
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
