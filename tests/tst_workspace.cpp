// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

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

    void theTwoApplesDiffer()
    {
        Workspace workspace;
        const SentenceAnalysis& one = workspace.sentence(0);
        const SentenceAnalysis& two = workspace.sentence(1);
        const Eigen::VectorXd appleInOne = one.result.outputs.row(one.queryIndex);
        const Eigen::VectorXd appleInTwo = two.result.outputs.row(two.queryIndex);
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
        const double before = workspace.sentence(0).result.weights(0, 0);
        QVERIFY(workspace.setTemperature(0.5));
        QCOMPARE(spy.size(), 1);
        QVERIFY(workspace.sentence(0).result.weights(0, 0) > before); // sharper: more on itself
        QCOMPARE(workspace.sentence(0).result.scores(0, 0), 4.0); // 2.0 / 0.5
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
        QCOMPARE(workspace.sentence(0).result.scores(0, 0), 4.0);
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
        QCOMPARE(one.mixingWeights.at(3), one.result.weights(0, 3));
        QSignalSpy spy(&workspace, &Workspace::mixingWeightsChanged);
        QVERIFY(workspace.setMixingWeights(0, { 1, 1, 1, 1 }));
        QCOMPARE(workspace.sentence(0).mixingWeights, (QList<double> { 0.25, 0.25, 0.25, 0.25 }));
        QCOMPARE(spy.size(), 1);
        QVERIFY(!workspace.setMixingWeights(0, { 1, 1 }));
        QVERIFY(!workspace.setMixingWeights(0, { 1, -1, 1, 1 }));
        QVERIFY(!workspace.setMixingWeights(0, { 0, 0, 0, 0 }));
        QVERIFY(!workspace.setMixingWeights(0, { qQNaN(), 1, 1, 1 }));
        workspace.resetMixingWeights(0);
        QCOMPARE(workspace.sentence(0).mixingWeights.at(0), workspace.sentence(0).result.weights(0, 0));
        QCOMPARE(spy.size(), 2);
        workspace.setMixingWeights(1, { 1, 0, 0, 0 });
        workspace.setQueryIndex(1, 3); // another query word: its own attention row
        QCOMPARE(workspace.sentence(1).mixingWeights.at(3), workspace.sentence(1).result.weights(3, 3));
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
};

QTEST_GUILESS_MAIN(TestWorkspace)
#include "tst_workspace.moc"
