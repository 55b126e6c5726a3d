// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention.h"

#include <QHash>
#include <QObject>

#include <atomic>
#include <memory>

template<typename T> class QFutureWatcher;

namespace AttentionLab {

/// Runs attention::compute() for long sentences on the thread pool, so typing
/// a paragraph never freezes the window, and hands each result back on the
/// owner's thread. Every request gets a ticket; a forgotten ticket is stale:
/// skipped if it has not started yet, dropped when it finishes.
class BackgroundAttention : public QObject
{
    Q_OBJECT
public:
    explicit BackgroundAttention(QObject* parent = nullptr);
    ~BackgroundAttention() override;

    /// Starts computing and returns the ticket that finished() will carry (never 0).
    quint64 start(const Eigen::MatrixXd& vectors, double temperature);
    /// The result of \a ticket is no longer wanted.
    void forget(quint64 ticket);
    bool isBusy() const { return !m_jobs.isEmpty(); }
    /// Blocks until every wanted job has finished and its finished() was emitted.
    void waitForAll();

Q_SIGNALS:
    /// A receiver may move from *\a result: L x L matrices are worth not copying.
    void finished(quint64 ticket, AttentionLab::AttentionResult* result);
    /// isBusy() changed.
    void busyChanged(bool busy);

private:
    struct Job
    {
        QFutureWatcher<AttentionResult>* watcher = nullptr;
        std::shared_ptr<std::atomic<bool>> wanted;
    };
    void deliver(quint64 ticket);
    void updateBusy();

    QHash<quint64, Job> m_jobs;
    quint64 m_nextTicket = 1;
    bool m_busy = false;
};

} // namespace AttentionLab
