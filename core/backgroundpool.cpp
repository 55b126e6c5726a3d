// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundpool.h"

#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace AttentionLab {

namespace {
struct LeaveACoreForTheGui : QThreadPool
{
    LeaveACoreForTheGui()
    {
        setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        // Where the platform honours it (Windows, macOS), the GUI wins ties too.
        setThreadPriority(QThread::LowPriority);
    }
};
// Destroyed at exit like Qt's global pool, which waits for running jobs.
Q_GLOBAL_STATIC(LeaveACoreForTheGui, pool)
} // namespace

QThreadPool* backgroundPool()
{
    return pool();
}

} // namespace AttentionLab
