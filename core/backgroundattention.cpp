// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundattention.h"

#include "backgroundpool.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace AttentionLab {

BackgroundAttention::BackgroundAttention(QObject* parent)
    : QObject(parent)
{ }

BackgroundAttention::~BackgroundAttention()
{
    // The pool may still run a job; it only touches its own copies, but the
    // watchers must not outlive us, so wait for them.
    for (const Job& job : std::as_const(m_jobs)) {
        job.wanted->store(false);
        job.watcher->waitForFinished();
        delete job.watcher;
    }
}

quint64 BackgroundAttention::start(const Eigen::MatrixXd& vectors, double temperature)
{
    const quint64 ticket = m_nextTicket++;
    Job job;
    job.wanted = std::make_shared<std::atomic<bool>>(true);
    job.watcher = new QFutureWatcher<AttentionResult>(this);
    connect(job.watcher, &QFutureWatcherBase::finished, this, [this, ticket] { deliver(ticket); });
    job.watcher->setFuture(QtConcurrent::run(backgroundPool(), [vectors, temperature, wanted = job.wanted] {
        // Typing fast queues one job per keystroke: only the latest is worth the time.
        if (!wanted->load())
            return AttentionResult();
        return attention::compute(vectors, { temperature });
    }));
    m_jobs.insert(ticket, job);
    updateBusy();
    return ticket;
}

void BackgroundAttention::forget(quint64 ticket)
{
    const auto found = m_jobs.constFind(ticket);
    if (found == m_jobs.cend())
        return;
    found->wanted->store(false);
    // Wait for it to finish and throw it away, so a stale job holds no memory
    // the next one needs.
    disconnect(found->watcher, nullptr, this, nullptr);
    connect(found->watcher, &QFutureWatcherBase::finished, found->watcher, &QObject::deleteLater);
    if (found->watcher->isFinished())
        found->watcher->deleteLater();
    m_jobs.erase(found);
    updateBusy();
}

void BackgroundAttention::waitForAll()
{
    while (!m_jobs.isEmpty()) {
        const quint64 ticket = m_jobs.cbegin().key();
        m_jobs.value(ticket).watcher->waitForFinished();
        deliver(ticket);
    }
}

void BackgroundAttention::deliver(quint64 ticket)
{
    const auto found = m_jobs.constFind(ticket);
    if (found == m_jobs.cend())
        return;
    QFutureWatcher<AttentionResult>* watcher = found->watcher;
    m_jobs.erase(found);
    AttentionResult result = watcher->future().takeResult();
    disconnect(watcher, nullptr, this, nullptr);
    watcher->deleteLater();
    Q_EMIT finished(ticket, &result);
    updateBusy();
}

void BackgroundAttention::updateBusy()
{
    if (m_busy == isBusy())
        return;
    m_busy = isBusy();
    Q_EMIT busyChanged(m_busy);
}

} // namespace AttentionLab
