// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QString>

namespace AttentionLab {

/// A word, or its key (see Vocabulary::keyOf), as a key of a QHash or QSet: the vocabulary's
/// index and the sets that look up every word of a sentence. Hashed by qHash(WordKey) below
/// instead of qHash(QString).
///
/// Why: on an AVX-512 Xeon, Qt 6.4's AES string hash took 113 ns for a string of fewer
/// than 8 UTF-16 units and 3 ns from 8 on (bench_tokenizer's README section has the
/// measurement). Almost every word is that short, and the tokenizer looks one up for every
/// character of a Chinese paste: a third of a 100,000-character paste's time on the GUI thread.
struct WordKey
{
    QString text;

    friend bool operator==(const WordKey& a, const WordKey& b) noexcept { return a.text == b.text; }
    friend bool operator!=(const WordKey& a, const WordKey& b) noexcept { return a.text != b.text; }
};

/// 64-bit FNV-1a over the UTF-16 units, finished with MurmurHash3's mixer so that QHash's
/// low bits depend on every unit; \a seed is QHash's, so the order still differs per process.
size_t qHash(const WordKey& key, size_t seed = 0) noexcept;

} // namespace AttentionLab
