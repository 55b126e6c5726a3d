// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>

namespace AttentionLab {

/// The hash of WordKey: see there.
size_t wordKeyHash(const QString& text, size_t seed) noexcept;

/// A word, or its key (see Vocabulary::keyOf), as a key of a QHash or QSet: the vocabulary's
/// index and the sets that look up every word of a sentence. Hashed by wordKeyHash(), not by
/// qHash(QString), for keys shorter than 8 UTF-16 units.
///
/// Why: on an AVX-512 Xeon, Qt 6.4's string hash took 113 ns for a string of fewer than 8 UTF-16
/// units and 3 ns from 8 on (the README's Performance section, "2026-12-04, last"). Almost every
/// word is that short, and the tokenizer looks one up for every character of a Chinese paste:
/// over half the tokenizer's time and a third of the paste event's on the GUI thread.
struct WordKey
{
    QString text;

    friend bool operator==(const WordKey& a, const WordKey& b) noexcept { return a.text == b.text; }
    friend bool operator!=(const WordKey& a, const WordKey& b) noexcept { return a.text != b.text; }
    // A hidden friend: found by QHash through the key's type, without hiding Qt's qHash overloads
    // from the rest of the namespace.
    friend size_t qHash(const WordKey& key, size_t seed = 0) noexcept { return wordKeyHash(key.text, seed); }
};

} // namespace AttentionLab
