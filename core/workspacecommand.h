// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workspace.h"

#include <QUndoCommand>

namespace AttentionLab {

/// One undo step: the document before and after an edit. Consecutive edits
/// of the same kind and target (typing in one sentence, dragging one slider)
/// merge into one step, so Ctrl+Z undoes a word, not a keystroke.
class WorkspaceCommand : public QUndoCommand
{
public:
    WorkspaceCommand(Workspace* workspace, const QString& text, WorkspaceState before, WorkspaceState after,
                     int mergeId, int mergeKey);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    Workspace* m_workspace;
    WorkspaceState m_before;
    WorkspaceState m_after;
    int m_mergeId;
    int m_mergeKey;
    bool m_applied = true; ///< the edit was already made when the step was pushed
};

} // namespace AttentionLab
