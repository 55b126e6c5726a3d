// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace AttentionLab::portablerandom {

/// splitmix64: one seed, a stream of well-mixed 64-bit numbers. Integer
/// arithmetic only, unlike std::uniform_real_distribution whose output
/// differs between standard libraries: the same numbers on every machine.
inline quint64 next(quint64& state)
{
    quint64 z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/// Uniform in [0, 1), from the top 53 bits.
inline double unit(quint64& state)
{
    return static_cast<double>(next(state) >> 11) * 0x1.0p-53;
}

/// Uniform in [-1, 1).
inline double symmetric(quint64& state)
{
    return 2.0 * unit(state) - 1.0;
}

} // namespace AttentionLab::portablerandom
