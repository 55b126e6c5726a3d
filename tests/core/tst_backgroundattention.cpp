// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundattention.h"
#include "backgroundpool.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <memory>

using namespace AttentionLab;

namespace {
Eigen::MatrixXd randomVectors(int length, int dimension, unsigned seed)
{
    std::srand(seed);
    return Eigen::MatrixXd::Random(length, dimension);
}
} // namespace

class TestBackgroundAttention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void deliversTheSameNumbersAsComputingInPlace()
    {
        BackgroundAttention background;
        QSignalSpy finished(&background, &BackgroundAttention::finished);
        QSignalSpy busy(&background, &BackgroundAttention::busyChanged);
        const Eigen::MatrixXd vectors = randomVectors(300, 8, 1);
        const quint64 ticket = background.start(vectors, 0.5);
        QVERIFY(ticket != 0);
        QVERIFY(background.isBusy());
        QCOMPARE(busy.count(), 1);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).value<quint64>(), ticket);
        QVERIFY(!background.isBusy());
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void leavesACoreForTheGuiAndKeepsOutOfQtsPool()
    {
        QCOMPARE(backgroundPool()->maxThreadCount(), std::max(1, QThread::idealThreadCount() - 1));
        // Qt's global pool busy with someone else's work: attention still arrives.
        QSemaphore release;
        const int threads = QThreadPool::globalInstance()->maxThreadCount();
        for (int i = 0; i < threads; ++i)
            QThreadPool::globalInstance()->start([&release] { release.acquire(); });
        BackgroundAttention background;
        QSignalSpy finished(&background, &BackgroundAttention::finished);
        background.start(randomVectors(300, 8, 2), 1.0);
        const bool arrived = finished.wait(10000);
        release.release(threads);
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(arrived);
    }

    void forgottenTicketsAreNeverDelivered()
    {
        BackgroundAttention background;
        QList<quint64> delivered;
        AttentionResult last;
        connect(&background, &BackgroundAttention::finished, this, [&](quint64 ticket, AttentionResult* result) {
            delivered.append(ticket);
            last = std::move(*result);
        });
        // Like typing: every keystroke asks again, and only the last answer is wanted.
        QList<quint64> tickets;
        for (int length = 260; length < 270; ++length) {
            if (!tickets.isEmpty())
                background.forget(tickets.last());
            tickets.append(background.start(randomVectors(length, 4, length), 1.0));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!background.isBusy(), 20000);
        QTest::qWait(50); // a stale job that was running must still not arrive
        QCOMPARE(delivered, QList<quint64> { tickets.last() });
        QCOMPARE(last.length(), 269);
        const AttentionResult expected = attention::compute(randomVectors(269, 4, 269), { 1.0 });
        QVERIFY((last.weights - expected.weights).cwiseAbs().maxCoeff() < 1e-12);
        QVERIFY((last.outputs - expected.outputs).cwiseAbs().maxCoeff() < 1e-12);
    }

    void waitForAllDeliversBeforeReturning()
    {
        BackgroundAttention background;
        QSignalSpy finished(&background, &BackgroundAttention::finished);
        const quint64 first = background.start(randomVectors(400, 16, 2), 1.0);
        const quint64 second = background.start(randomVectors(300, 16, 3), 2.0);
        background.waitForAll();
        QCOMPARE(finished.count(), 2);
        QList<quint64> tickets { finished.at(0).at(0).value<quint64>(), finished.at(1).at(0).value<quint64>() };
        std::sort(tickets.begin(), tickets.end());
        QCOMPARE(tickets, (QList<quint64> { first, second }));
        QVERIFY(!background.isBusy());
        QTest::qWait(50); // and the watchers' own signals do not deliver twice
        QCOMPARE(finished.count(), 2);
    }

    void destroyingWhileBusyDeliversNothing()
    {
        auto background = std::make_unique<BackgroundAttention>();
        int delivered = 0;
        connect(background.get(), &BackgroundAttention::finished, this, [&] { ++delivered; });
        background->start(randomVectors(1000, 64, 4), 1.0);
        background.reset(); // waits for the running job; the sanitizer build catches a dangling watcher
        QTest::qWait(50);
        QCOMPARE(delivered, 0);
    }
};

QTEST_GUILESS_MAIN(TestBackgroundAttention)
#include "tst_backgroundattention.moc"
