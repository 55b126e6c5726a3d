// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobtracker.h"

namespace AttentionLab {

JobTracker::JobTracker(QObject* parent)
    : QObject(parent)
{ }

JobTracker::~JobTracker()
{
    // The pool may still run jobs, cancelled ones among them; they only touch
    // their own copies, but their watchers (our children) must not go first.
    // (Not every child: a delivered job's future was emptied by takeResult().)
    for (const Job& job : std::as_const(m_latest))
        m_retired.append(job.watcher);
    for (QFutureWatcherBase* watcher : std::as_const(m_retired)) {
        if (!watcher)
            continue;
        watcher->disconnect(this);
        watcher->cancel();
        watcher->waitForFinished();
    }
}

void JobTracker::cancel(Key key)
{
    const auto found = m_latest.constFind(key);
    if (found == m_latest.cend())
        return;
    QFutureWatcherBase* watcher = found->watcher;
    m_latest.erase(found);
    retire(watcher);
    updateBusy();
}

void JobTracker::retire(QFutureWatcherBase* watcher)
{
    watcher->disconnect(this);
    watcher->cancel();
    // Kept until the job has stopped, so that the destructor can wait for it.
    m_retired.removeAll(nullptr);
    m_retired.append(watcher);
    if (watcher->isFinished())
        watcher->deleteLater();
    else
        connect(watcher, &QFutureWatcherBase::finished, watcher, &QObject::deleteLater);
}

void JobTracker::waitFor(Key key)
{
    const auto found = m_latest.constFind(key);
    if (found == m_latest.cend())
        return;
    QFutureWatcherBase* watcher = found->watcher;
    watcher->waitForFinished();
    finish(key, watcher);
}

void JobTracker::waitForAll()
{
    while (!m_latest.isEmpty())
        waitFor(m_latest.cbegin().key());
}

void JobTracker::finish(Key key, QFutureWatcherBase* watcher)
{
    const auto found = m_latest.find(key);
    // A watcher's queued signal may come after waitFor() has delivered.
    if (found == m_latest.end() || found->watcher != watcher)
        return;
    const std::function<void()> deliver = std::move(found->deliver);
    m_latest.erase(found);
    watcher->disconnect(this);
    watcher->deleteLater();
    // Not busy before delivering: a receiver may start the next job right away.
    updateBusy();
    deliver();
}

void JobTracker::updateBusy()
{
    if (m_busy == isBusy())
        return;
    m_busy = isBusy();
    Q_EMIT busyChanged(m_busy);
}

} // namespace AttentionLab
