// SPDX-License-Identifier: GPL-3.0-or-later
// The longest document a workspace holds, for the benchmarks that open it: every one of its
// sentences the same text, as File > Open restores a file of them.
#pragma once

#include "workspace.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace AttentionLab::bench {

/// \a state with Workspace::MaxSentences sentences, each \a sentence, each querying its first
/// word, and no mixing weights of their own.
inline WorkspaceState withEverySentence(WorkspaceState state, const QString& sentence)
{
    state.sentences = QStringList(Workspace::MaxSentences, sentence);
    state.queryIndices = QList<int>(Workspace::MaxSentences, 0);
    state.mixingWeights = QList<QList<double>>(Workspace::MaxSentences);
    return state;
}

} // namespace AttentionLab::bench
