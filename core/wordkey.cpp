// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordkey.h"

#include <cstdint>

namespace AttentionLab {

size_t qHash(const WordKey& key, size_t seed) noexcept
{
    std::uint64_t hash = 0xcbf29ce484222325ULL ^ static_cast<std::uint64_t>(seed);
    for (const QChar c : key.text) {
        hash ^= c.unicode();
        hash *= 0x100000001b3ULL;
    }
    hash ^= static_cast<std::uint64_t>(key.text.size());
    hash ^= hash >> 33;
    hash *= 0xff51afd7ed558ccdULL;
    hash ^= hash >> 33;
    hash *= 0xc4ceb9fe1a85ec53ULL;
    hash ^= hash >> 33;
    return static_cast<size_t>(hash);
}

} // namespace AttentionLab
