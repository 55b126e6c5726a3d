// SPDX-License-Identifier: GPL-3.0-or-later
#include "backgroundpool.h"

#include <QCoreApplication>
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
        // Drained with the application, as Qt's global pool is: nothing queued
        // starts after the window has gone, and the process ends when main() does.
        qAddPostRoutine(drain);
    }
    static void drain();
};
Q_GLOBAL_STATIC(LeaveACoreForTheGui, pool)

void LeaveACoreForTheGui::drain()
{
    pool()->clear();
    pool()->waitForDone();
}
} // namespace

QThreadPool* backgroundPool()
{
    return pool();
}

} // namespace AttentionLab
