// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace AttentionLab {

class Workspace;

/// Chapter 4's last step, in words: the contextual vector of each sentence's
/// query word and its nearest vocabulary words, so that the learner sees the
/// company side in one sentence and the fruit side in the other.
class ContextualNeighbours : public QLabel
{
    Q_OBJECT
public:
    static constexpr int Shown = 5;

    explicit ContextualNeighbours(Workspace* workspace, QWidget* parent = nullptr);

    /// Recomputes the lists from the workspace (one scan of the vocabulary per sentence).
    void refresh();

private:
    Workspace* m_workspace;
};

} // namespace AttentionLab
