// SPDX-License-Identifier: GPL-3.0-or-later
#include "readbehind.h"

#include <QtGlobal>

#if defined(Q_OS_UNIX)
#include <sys/mman.h>
#include <unistd.h>
#endif

#include <algorithm>
#include <cstdint>

namespace AttentionLab {

ReadBehind::ReadBehind(const char* mapping, bool enabled, long long step, const char* end)
    : m_next(mapping)
    , m_end(end)
    , m_populated(mapping)
    , m_step(step)
    , m_enabled(enabled && mapping)
{
#if !defined(Q_OS_UNIX) || !defined(MADV_DONTNEED)
    m_enabled = false;
#endif
}

void ReadBehind::passed(const char* position)
{
    if (!m_enabled || position - m_next < m_step)
        return;
#if defined(Q_OS_UNIX) && defined(MADV_DONTNEED)
    static const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
    const auto end = reinterpret_cast<std::uintptr_t>(position) / page * page;
    const auto begin = reinterpret_cast<std::uintptr_t>(m_next);
    if (end <= begin)
        return;
    // Read-only and backed by the file: nothing is lost, the pages are only unmapped.
    if (madvise(reinterpret_cast<void*>(begin), end - begin, MADV_DONTNEED) == 0)
        m_released += static_cast<long long>(end - begin);
    else
        m_enabled = false; // not a mapping after all: leave it be
    m_next = reinterpret_cast<const char*>(end);
#endif
#if defined(MADV_POPULATE_READ)
    if (m_end) {
        const auto from = std::max(reinterpret_cast<std::uintptr_t>(m_populated), end);
        const auto to = std::min(reinterpret_cast<std::uintptr_t>(m_end), end + static_cast<std::uintptr_t>(m_step));
        if (to > from && madvise(reinterpret_cast<void*>(from), to - from, MADV_POPULATE_READ) == 0)
            m_populated = reinterpret_cast<const char*>(to);
    }
#endif
}

} // namespace AttentionLab
