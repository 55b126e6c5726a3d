// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QThreadPool;

namespace AttentionLab {

/// The threads that compute for long sentences and big files (attention, the
/// RNN page's influence curves, vocabulary imports). One core fewer than the
/// machine has, at least one: with every core computing, the scheduler gave
/// the GUI thread a third of a core and a 19 ms paint took 100 ms or more.
QThreadPool* backgroundPool();

} // namespace AttentionLab
