// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspacecommand.h"

namespace AttentionLab {

WorkspaceCommand::WorkspaceCommand(Workspace* workspace, const QString& text, WorkspaceState before,
                                   WorkspaceState after, int mergeId, int mergeKey)
    : QUndoCommand(text)
    , m_workspace(workspace)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_mergeId(mergeId)
    , m_mergeKey(mergeKey)
{ }

void WorkspaceCommand::undo()
{
    m_workspace->restore(m_before);
    m_applied = false;
}

void WorkspaceCommand::redo()
{
    // QUndoStack::push() calls redo(); the Workspace has made the edit already.
    if (m_applied)
        return;
    m_workspace->restore(m_after);
    m_applied = true;
}

bool WorkspaceCommand::mergeWith(const QUndoCommand* other)
{
    const auto* next = static_cast<const WorkspaceCommand*>(other);
    if (next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace AttentionLab
