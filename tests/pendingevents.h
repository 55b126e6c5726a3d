// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QThreadPool>

#include "backgroundpool.h"

namespace AttentionLab::testing {

/// Delivers every event already queued, and the events those post in turn (a
/// zero-time timer whose slot calls update(), a finished job's signal), without
/// letting time pass. What "and then nothing more happens" is checked against,
/// instead of a sleep that only proves nothing happened in that many ms.
inline void deliverPendingEvents()
{
    for (int round = 0; round < 8; ++round) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
}

/// Waits until every background job has finished (stale ones included), then
/// delivers what they posted: after this, a result that was going to land has.
inline void finishBackgroundWork()
{
    backgroundPool()->waitForDone();
    deliverPendingEvents();
}

} // namespace AttentionLab::testing
