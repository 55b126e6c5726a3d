// SPDX-License-Identifier: GPL-3.0-or-later
#include "hugepages.h"

#include <QtGlobal>

#include <cstdint>

#if defined(Q_OS_LINUX)
#include <sys/mman.h>
#endif

namespace AttentionLab {

void adviseHugePages(const void* begin, std::size_t bytes)
{
#if defined(Q_OS_LINUX) && defined(MADV_HUGEPAGE)
    constexpr std::uintptr_t Huge = 2 * 1024 * 1024;
    const auto first = (reinterpret_cast<std::uintptr_t>(begin) + Huge - 1) / Huge * Huge;
    const auto last = (reinterpret_cast<std::uintptr_t>(begin) + bytes) / Huge * Huge;
    if (last > first)
        madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#else
    Q_UNUSED(begin);
    Q_UNUSED(bytes);
#endif
}

} // namespace AttentionLab
