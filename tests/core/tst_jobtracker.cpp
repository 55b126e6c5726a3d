// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundpool.h"
#include "jobtracker.h"
#include "workspace.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>

using namespace AttentionLab;

namespace {

Eigen::MatrixXd randomVectors(int length, int dimension, unsigned seed)
{
    std::srand(seed);
    return Eigen::MatrixXd::Random(length, dimension);
}

/// Everything the pool was given has run, and every signal it posted has been handled:
/// what has not arrived by now never will (no sleeping on it).
void settle()
{
    backgroundPool()->waitForDone();
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
}

/// Keeps every thread of the background pool busy until release(), so that jobs queue.
class BlockedPool
{
public:
    BlockedPool()
        : m_threads(backgroundPool()->maxThreadCount())
    {
        for (int i = 0; i < m_threads; ++i)
            backgroundPool()->start([this] {
                m_started.release();
                m_release.acquire();
            });
        m_started.acquire(m_threads);
    }
    ~BlockedPool() { release(); }
    void release() { m_release.release(std::exchange(m_threads, 0)); }

private:
    int m_threads;
    QSemaphore m_started;
    QSemaphore m_release;
};

} // namespace

class TestJobTracker : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void backgroundAttentionIsTheHandComputedOne()
    {
        // Two orthogonal unit vectors at T = 0.5: scores [[2, 0], [0, 2]], so each word gives
        // itself e²/(e² + 1) and the other 1/(e² + 1); the outputs are those weights.
        const double e2 = std::exp(2.0);
        const double self = e2 / (e2 + 1); // 0.8807970779778823
        const double other = 1 / (e2 + 1); // 0.11920292202211755
        QVERIFY(std::abs(self - 0.8807970779778823) < 1e-15);

        Vocabulary vocabulary({ QStringLiteral("x"), QStringLiteral("y") });
        QVERIFY(vocabulary.setVector(QStringLiteral("a"), Eigen::Vector2d(1, 0)));
        QVERIFY(vocabulary.setVector(QStringLiteral("b"), Eigen::Vector2d(0, 1)));
        Workspace workspace;
        workspace.setBackgroundLength(1); // even two words are computed in the background
        workspace.setVocabulary(vocabulary);
        QVERIFY(workspace.setTemperature(0.5));
        workspace.waitForAttention();
        QSignalSpy computing(&workspace, &Workspace::computingChanged);
        QSignalSpy changed(&workspace, &Workspace::sentenceChanged);
        workspace.setSentence(0, QStringLiteral("a b"));
        QVERIFY(!workspace.sentence(0).attentionReady());
        QVERIFY(workspace.isComputing());
        QCOMPARE(computing.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(workspace.sentence(0).attentionReady(), 10000);
        QVERIFY(!workspace.isComputing());
        QCOMPARE(computing.count(), 2);
        QCOMPARE(computing.at(1).at(0).toBool(), false);
        QCOMPARE(changed.count(), 2); // the new words, then their attention

        const AttentionResult& result = workspace.sentence(0).result();
        const double expected[2][2] = { { self, other }, { other, self } };
        for (int i = 0; i < 2; ++i) {
            for (int j = 0; j < 2; ++j) {
                QVERIFY2(std::abs(result.weights(i, j) - expected[i][j]) < 1e-12,
                         qPrintable(QStringLiteral("weight (%1, %2) is %3").arg(i).arg(j).arg(result.weights(i, j))));
                QVERIFY(std::abs(result.outputs(i, j) - expected[i][j]) < 1e-12);
                QVERIFY(std::abs(result.scores(i, j) - (i == j ? 2.0 : 0.0)) < 1e-12);
            }
        }
        QCOMPARE(workspace.sentence(0).mixingWeights, (QList<double> { result.weights(0, 0), result.weights(0, 1) }));
    }

    void leavesACoreForTheGuiAndKeepsOutOfQtsPool()
    {
        QCOMPARE(backgroundPool()->maxThreadCount(), std::max(1, QThread::idealThreadCount() - 1));
        // Qt's global pool busy with someone else's work: results still arrive.
        QSemaphore release;
        const int threads = QThreadPool::globalInstance()->maxThreadCount();
        for (int i = 0; i < threads; ++i)
            QThreadPool::globalInstance()->start([&release] { release.acquire(); });
        JobTracker jobs;
        bool arrived = false;
        jobs.start<int>(
            jobs.newKey(), [](QPromise<int>& promise) { promise.addResult(7); },
            [&](int value) { arrived = value == 7; });
        const bool waited = QTest::qWaitFor([&] { return arrived; }, 10000);
        release.release(threads);
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(waited && arrived);
    }

    void staleResultsAreNeverDelivered()
    {
        JobTracker jobs;
        const JobTracker::Key key = jobs.newKey();
        QList<int> delivered;
        AttentionResult last;
        // Like typing: every keystroke asks again, and only the last answer is wanted.
        for (int length = 260; length < 270; ++length) {
            jobs.start<AttentionResult>(
                key,
                [length](QPromise<AttentionResult>& promise) {
                    promise.addResult(attention::compute(randomVectors(length, 4, length), { 1.0 }));
                },
                [&](AttentionResult&& result) {
                    delivered.append(result.length());
                    last = std::move(result);
                });
        }
        QVERIFY(jobs.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 20000);
        settle(); // a stale job that was running must still not arrive
        QCOMPARE(delivered, QList<int> { 269 });
        QCOMPARE(last.length(), 269);
        const AttentionResult expected = attention::compute(randomVectors(269, 4, 269), { 1.0 });
        QVERIFY((last.weights - expected.weights).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((last.outputs - expected.outputs).cwiseAbs().maxCoeff() < 1e-12);
    }

    void aResultThatFinishedBeforeTheNextRequestIsStillDropped()
    {
        JobTracker jobs;
        const JobTracker::Key key = jobs.newKey();
        QList<int> delivered;
        auto deliver = [&](int value) { delivered.append(value); };
        jobs.start<int>(
            key, [](QPromise<int>& promise) { promise.addResult(1); }, deliver);
        backgroundPool()->waitForDone(); // computed; its delivery is only queued
        jobs.start<int>(
            key, [](QPromise<int>& promise) { promise.addResult(2); }, deliver);
        settle();
        QCOMPARE(delivered, QList<int> { 2 });
        QVERIFY(!jobs.isBusy());
    }

    void supersededJobsThatHaveNotStartedAreSkipped()
    {
        JobTracker jobs;
        const JobTracker::Key key = jobs.newKey();
        std::atomic<int> runs { 0 };
        QList<int> delivered;
        {
            BlockedPool blocked;
            for (int i = 1; i <= 5; ++i)
                jobs.start<int>(
                    key,
                    [i, &runs](QPromise<int>& promise) {
                        ++runs;
                        promise.addResult(i);
                    },
                    [&](int value) { delivered.append(value); });
        }
        settle();
        QCOMPARE(runs.load(), 1);
        QCOMPARE(delivered, QList<int> { 5 });
    }

    void keysAreIndependent()
    {
        JobTracker jobs;
        QList<int> delivered;
        auto deliver = [&](int value) { delivered.append(value); };
        jobs.start<int>(
            jobs.newKey(), [](QPromise<int>& promise) { promise.addResult(1); }, deliver);
        jobs.start<int>(
            jobs.newKey(), [](QPromise<int>& promise) { promise.addResult(2); }, deliver);
        QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 10000);
        std::sort(delivered.begin(), delivered.end());
        QCOMPARE(delivered, (QList<int> { 1, 2 }));
    }

    void cancelledByItsOwnerSaysSoAndDeliversNothing()
    {
        JobTracker jobs;
        QList<int> delivered;
        int canceled = 0;
        QFuture<int> future;
        {
            BlockedPool blocked;
            future = jobs.start<int>(
                jobs.newKey(), [](QPromise<int>& promise) { promise.addResult(1); },
                [&](int value) { delivered.append(value); }, [&] { ++canceled; });
            future.cancel();
            QVERIFY(jobs.isBusy()); // until the work has stopped
        }
        QTRY_COMPARE_WITH_TIMEOUT(canceled, 1, 10000);
        settle();
        QCOMPARE(canceled, 1);
        QVERIFY(delivered.isEmpty());
        QVERIFY(!jobs.isBusy());
    }

    void forgottenJobsAreNeitherDeliveredNorCanceled()
    {
        JobTracker jobs;
        const JobTracker::Key key = jobs.newKey();
        int calls = 0;
        QSignalSpy busy(&jobs, &JobTracker::busyChanged);
        jobs.start<int>(
            key, [](QPromise<int>& promise) { promise.addResult(1); }, [&](int) { ++calls; }, [&] { ++calls; });
        QVERIFY(jobs.isRunning(key));
        jobs.cancel(key);
        QVERIFY(!jobs.isRunning(key));
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
        settle();
        QCOMPARE(calls, 0);
    }

    void waitForAllDeliversBeforeReturning()
    {
        JobTracker jobs;
        QList<int> delivered;
        auto deliver = [&](const AttentionResult& result) { delivered.append(result.length()); };
        auto work = [](int length, double temperature) {
            return [length, temperature](QPromise<AttentionResult>& promise) {
                promise.addResult(attention::compute(randomVectors(length, 16, length), { temperature }));
            };
        };
        jobs.start<AttentionResult>(jobs.newKey(), work(400, 1.0), deliver);
        jobs.start<AttentionResult>(jobs.newKey(), work(300, 2.0), deliver);
        jobs.waitForAll();
        std::sort(delivered.begin(), delivered.end());
        QCOMPARE(delivered, (QList<int> { 300, 400 }));
        QVERIFY(!jobs.isBusy());
        settle(); // and the watchers' own signals do not deliver twice
        QCOMPARE(delivered.size(), 2);
    }

    void destroyingWhileBusyDeliversNothing()
    {
        auto jobs = std::make_unique<JobTracker>();
        int delivered = 0;
        jobs->start<AttentionResult>(
            jobs->newKey(),
            [](QPromise<AttentionResult>& promise) {
                promise.addResult(attention::compute(randomVectors(1000, 64, 4), { 1.0 }));
            },
            [&](AttentionResult&&) { ++delivered; });
        jobs.reset(); // waits for the running job; the sanitizer build catches a dangling watcher
        settle();
        QCOMPARE(delivered, 0);
    }
};

QTEST_GUILESS_MAIN(TestJobTracker)
#include "tst_jobtracker.moc"
