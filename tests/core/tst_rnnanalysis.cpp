// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundpool.h"
#include "rnnanalysis.h"
#include "workspace.h"

#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

namespace {

/// Every job has run and every queued delivery has been handled: what has not arrived never will.
void settle()
{
    backgroundPool()->waitForDone();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

QStringList wordsOf(const SentenceAnalysis& sentence)
{
    QStringList words;
    for (const Token& token : sentence.tokens)
        words.append(token.text);
    return words;
}

} // namespace

class TestRnnAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void longExampleIsLookedUpAsTheWorkspaceLooksUpASentence()
    {
        Workspace workspace;
        workspace.setSentence(1, sequencecomparison::longExample().text);
        const RnnAnalysis* analysis = workspace.rnnAnalysis();
        QCOMPARE(analysis->longExampleWords(), wordsOf(workspace.sentence(1)));
        QCOMPARE(analysis->longExampleVectors(), workspace.sentence(1).vectors);

        // A vocabulary of other dimensions: the long example's words become made-up vectors of
        // that dimension, exactly those a sentence gets, and the page hears of it.
        QSignalSpy changed(analysis, &RnnAnalysis::longExampleChanged);
        Vocabulary vocabulary({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") });
        QVERIFY(vocabulary.setVector(QStringLiteral("猫"), Eigen::Vector3d(0.5, -0.2, 0.1)));
        workspace.setVocabulary(vocabulary);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(analysis->longExampleVectors().cols(), Eigen::Index(3));
        QCOMPARE(analysis->longExampleVectors(), workspace.sentence(1).vectors);
    }

    void staleInfluenceCurvesAreDropped_data()
    {
        QTest::addColumn<bool>("firstFinishesBeforeTheSecondRequest");
        QTest::newRow("superseded_while_computing") << false;
        QTest::newRow("finished_but_not_yet_delivered") << true;
    }
    void staleInfluenceCurvesAreDropped()
    {
        QFETCH(bool, firstFinishesBeforeTheSecondRequest);
        Workspace workspace;
        workspace.setBackgroundLength(3); // three words or more: in the background
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼 和 狗"));
        workspace.setSentence(1, QStringLiteral("苹果 发布 新 手机"));
        workspace.waitForAttention();
        RnnAnalysis* analysis = workspace.rnnAnalysis();
        QList<InfluenceResult> delivered;
        connect(analysis, &RnnAnalysis::influenceReady, this,
                [&](const InfluenceResult& result) { delivered.append(result); });

        analysis->requestInfluence(0, false);
        QVERIFY(analysis->isComputingInfluence());
        QVERIFY(workspace.isComputing());
        if (firstFinishesBeforeTheSecondRequest)
            backgroundPool()->waitForDone();
        analysis->requestInfluence(1, false);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis->isComputingInfluence(), 10000);
        settle();
        QCOMPARE(delivered.size(), 1);
        QCOMPARE(delivered.first().sentenceIndex, 1);
        QCOMPARE(delivered.first().words, wordsOf(workspace.sentence(1)));
        QCOMPARE(delivered.first().curves.recurrent.size(), Eigen::Index(4));
        QVERIFY(!workspace.isComputing());
    }

    void aShortRequestAlsoDropsTheLongOneBeforeIt()
    {
        Workspace workspace;
        workspace.setBackgroundLength(5);
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼 和 狗"));
        workspace.waitForAttention();
        RnnAnalysis* analysis = workspace.rnnAnalysis();
        QList<InfluenceResult> delivered;
        connect(analysis, &RnnAnalysis::influenceReady, this,
                [&](const InfluenceResult& result) { delivered.append(result); });
        analysis->requestInfluence(0, false); // 5 words: background
        QVERIFY(analysis->isComputingInfluence());
        analysis->requestInfluence(1, false); // 4 words: at once
        QVERIFY(!analysis->isComputingInfluence());
        QCOMPARE(delivered.size(), 1);
        settle();
        QCOMPARE(delivered.size(), 1);
        QCOMPARE(delivered.first().sentenceIndex, 1);
    }

    void droppedCurvesNeverArrive()
    {
        // The page was hidden while its curves were worked out.
        Workspace workspace;
        workspace.setBackgroundLength(2);
        RnnAnalysis* analysis = workspace.rnnAnalysis();
        workspace.waitForAttention();
        QSignalSpy ready(analysis, &RnnAnalysis::influenceReady);
        analysis->requestInfluence(0, true);
        QVERIFY(analysis->isComputingInfluence());
        analysis->dropInfluence();
        QVERIFY(!analysis->isComputingInfluence());
        QVERIFY(!workspace.isComputing());
        settle();
        QCOMPARE(ready.count(), 0);
    }

    void theLongExampleComesWithItsWordsAndTemperature()
    {
        Workspace workspace;
        QVERIFY(workspace.setTemperature(0.5));
        RnnAnalysis* analysis = workspace.rnnAnalysis();
        QSignalSpy ready(analysis, &RnnAnalysis::influenceReady);
        analysis->requestInfluence(0, true); // 31 words: at once
        QCOMPARE(ready.count(), 1);
        const auto result = ready.at(0).at(0).value<InfluenceResult>();
        QVERIFY(result.longExample);
        QCOMPARE(result.temperature, 0.5);
        QCOMPARE(result.words, analysis->longExampleWords());
        QCOMPARE(result.curves.attention.size(), Eigen::Index(analysis->longExampleWords().size()));
    }
};

QTEST_GUILESS_MAIN(TestRnnAnalysis)
#include "tst_rnnanalysis.moc"
