// SPDX-License-Identifier: GPL-3.0-or-later
#include "contextualneighbours.h"

#include "neighbours.h"
#include "shortenedtext.h"
#include "workspace.h"

#include <algorithm>

namespace AttentionLab {

ContextualNeighbours::ContextualNeighbours(Workspace* workspace, QWidget* parent)
    : QLabel(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("contextualNeighbours"));
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
}

void ContextualNeighbours::refresh()
{
    QStringList lines;
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    // The two sentences the code compares.
    for (int s = 0; s < std::min(2, m_workspace->sentenceCount()); ++s) {
        const SentenceAnalysis& sentence = m_workspace->sentence(s);
        if (sentence.length() == 0 || !sentence.attentionReady())
            continue;
        const int query = sentence.queryIndex;
        const QString& word = sentence.tokens.at(query).text;
        lines.append(tr("Sentence %1 (%2): after attention, “%3” is nearest to %4")
                         .arg(s + 1)
                         .arg(shortenedText(sentence.text, 40), word,
                              neighbours::describe(neighbours::nearest(
                                  vocabulary, sentence.result().outputs.row(query).transpose(), Shown, word))));
    }
    setText(lines.join(QLatin1Char('\n')));
}

} // namespace AttentionLab
