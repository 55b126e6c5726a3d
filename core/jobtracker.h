// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "backgroundpool.h"

#include <QFuture>
#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QPromise>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <utility>

namespace AttentionLab {

/// The one way slow work leaves the GUI thread (in the spirit of KDAB/hotspot's
/// JobTracker): each job runs on backgroundPool() under a key, and for every key
/// the latest request wins. Starting a job cancels the key's previous one through
/// its QFuture: a job that has not started is skipped, a running one may stop
/// early by asking QPromise::isCanceled(), and its result is dropped. Results
/// arrive on this object's thread. One tracker serves all of a document's work,
/// so isBusy() answers "is anything still computing".
///
/// Each job is watched by a QFutureWatcher rather than QFuture::then(context):
/// Qt 6.4's then() asserts that its context still lives when a job finishes,
/// and a superseded job may finish after its owner has gone; a watcher is
/// simply disconnected.
class JobTracker : public QObject
{
    Q_OBJECT
public:
    using Key = quint64;

    explicit JobTracker(QObject* parent = nullptr);
    /// Cancels every job and waits for the running ones; nothing is delivered.
    ~JobTracker() override;

    /// A key no one else uses, for one kind of request (one sentence's attention, an import).
    Key newKey() { return m_nextKey++; }

    /// Runs \a work (`void(QPromise<Result>&)`, adding one result) as the job of
    /// \a key, cancelling the key's previous job. \a deliver (`void(Result&&)`)
    /// gets the result on this object's thread while the job is still the key's
    /// latest. When the returned future is cancelled by its owner (and not by a
    /// newer job), \a canceled is called instead, once the work has stopped.
    template<typename Result, typename Work, typename Deliver>
    QFuture<Result> start(Key key, Work work, Deliver deliver, std::function<void()> canceled = {});
    /// The result of \a key's job is no longer wanted: it is cancelled and dropped.
    void cancel(Key key);
    bool isRunning(Key key) const { return m_latest.contains(key); }
    bool isBusy() const { return !m_latest.isEmpty(); }
    /// Blocks until \a key's job has finished and delivered (nothing if none runs).
    void waitFor(Key key);
    /// waitFor() every key.
    void waitForAll();

Q_SIGNALS:
    /// isBusy() changed.
    void busyChanged(bool busy);

private:
    struct Job
    {
        QFutureWatcherBase* watcher = nullptr;
        /// Hands the result (or the cancellation) over; the job has finished.
        std::function<void()> deliver;
    };
    void finish(Key key, QFutureWatcherBase* watcher);
    /// Cancels \a watcher's job, and deletes the watcher once the job has stopped.
    void retire(QFutureWatcherBase* watcher);
    void updateBusy();

    QHash<Key, Job> m_latest;
    /// Cancelled jobs that may still run, for the destructor to wait for.
    QList<QPointer<QFutureWatcherBase>> m_retired;
    Key m_nextKey = 1;
    bool m_busy = false;
};

template<typename Result, typename Work, typename Deliver>
QFuture<Result> JobTracker::start(Key key, Work work, Deliver deliver, std::function<void()> canceled)
{
    cancel(key);
    auto* watcher = new QFutureWatcher<Result>(this);
    Job job;
    job.watcher = watcher;
    job.deliver = [watcher, deliver = std::move(deliver), canceled = std::move(canceled)]() mutable {
        QFuture<Result> future = watcher->future();
        // Cancelled by its owner: also when the result came just before.
        if (future.isCanceled()) {
            if (canceled)
                canceled();
        } else if (future.resultCount() > 0) {
            deliver(future.takeResult());
        }
    };
    connect(watcher, &QFutureWatcherBase::finished, this, [this, key, watcher] { finish(key, watcher); });
    QFuture<Result> future = QtConcurrent::run(backgroundPool(), [work = std::move(work)](QPromise<Result>& promise) {
        // Typing queues one request per keystroke: a superseded one is not worth starting.
        if (!promise.isCanceled())
            work(promise);
    });
    watcher->setFuture(future);
    m_latest.insert(key, std::move(job));
    updateBusy();
    return future;
}

} // namespace AttentionLab
