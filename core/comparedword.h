// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace AttentionLab {

class Workspace;

/// The one word two sentences share that chapter 4 compares ("the same word,
/// two vectors"): the first sentence's query word when the other sentence has
/// it too, else the lesson's word (苹果, as chapter 1 starts), else the first
/// shared word in the order of the first sentence. Both token indices point
/// at the word's query position in its own sentence (the query's own position
/// when it is that word, else the word's first occurrence).
struct ComparedWord
{
    QString word; ///< as written in the first sentence; empty when the sentences share none
    int firstToken = -1; ///< its index in the first sentence
    int secondToken = -1; ///< its index in the second sentence

    bool isValid() const { return firstToken >= 0 && secondToken >= 0; }

    /// The word sentences \a first and \a second of \a workspace share (invalid when none).
    static ComparedWord inSentences(const Workspace& workspace, int first, int second);
};

} // namespace AttentionLab
