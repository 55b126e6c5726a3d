// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensecorpus.h"
#include "trainingjob.h"
#include "vocabulary.h"

#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

namespace {

std::shared_ptr<const SenseData> builtInData()
{
    return std::make_shared<const SenseData>(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn()));
}

bool waitUntilIdle(TrainingJob& job)
{
    QSignalSpy idle(&job, &TrainingJob::idle);
    return !job.isBusy() || idle.wait(60000);
}

} // namespace

class TestTrainingJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void startsWithTheUntrainedModel()
    {
        TrainingJob job(builtInData());
        QCOMPARE(job.history().size(), size_t(1));
        QCOMPARE(job.history().front().step, 0);
        QVERIFY(!job.isRunning());
        QCOMPARE(job.baselines().staticVector, 0.5);
    }

    // Chunks on the pool give exactly the numbers of a run in one go.
    void backgroundRunMatchesTheSynchronousOne()
    {
        LearnedSettings settings;
        settings.steps = 50;
        settings.heads = 2;
        TrainingJob job(builtInData());
        job.setSettings(settings);
        QSignalSpy running(&job, &TrainingJob::runningChanged);
        job.start();
        QVERIFY(job.isRunning());
        QVERIFY(waitUntilIdle(job));
        QVERIFY(job.isFinished());
        QVERIFY(!job.isRunning());
        QCOMPARE(running.size(), 2);
        const auto expected = training::train(settings, builtInData());
        QCOMPARE(job.history().size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(job.history()[i].step, int(i));
            QCOMPARE(job.history()[i].loss, expected[i].loss);
        }
        QCOMPARE(job.baselines().learned, expected.back().testAccuracy);
    }

    void stepDoesOneUpdate()
    {
        TrainingJob job(builtInData());
        QSignalSpy progressed(&job, &TrainingJob::progressed);
        job.step();
        QVERIFY(waitUntilIdle(job));
        QCOMPARE(progressed.size(), 1);
        QCOMPARE(job.history().size(), size_t(2));
        QCOMPARE(job.history().back().step, 1);
        QVERIFY(job.history().back().loss < job.history().front().loss);
    }

    void resetStartsAgainFromTheSeed()
    {
        LearnedSettings settings;
        settings.steps = 20;
        TrainingJob job(builtInData());
        job.setSettings(settings);
        const double first = job.history().front().loss;
        job.start();
        QVERIFY(waitUntilIdle(job));
        QSignalSpy wasReset(&job, &TrainingJob::wasReset);
        job.reset();
        QCOMPARE(wasReset.size(), 1);
        QCOMPARE(job.history().size(), size_t(1));
        QCOMPARE(job.history().front().loss, first);
        QVERIFY(!job.isFinished());
    }

    // Reset while a chunk runs: its records never arrive.
    void resetDropsTheRunningChunk()
    {
        LearnedSettings settings;
        settings.steps = 2000;
        settings.heads = 4;
        settings.keyDimension = 16;
        TrainingJob job(builtInData());
        job.setSettings(settings);
        job.start();
        job.reset();
        QVERIFY(!job.isBusy());
        QCOMPARE(job.history().size(), size_t(1));
        job.step();
        QVERIFY(waitUntilIdle(job));
        QCOMPARE(job.history().size(), size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestTrainingJob)
#include "tst_trainingjob.moc"
