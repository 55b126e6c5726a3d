// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

namespace AttentionLab {

class AttentionMatrixModel;
class TokenModel;
class Workspace;

/// The one place that listens to the Workspace for the item models: when a
/// sentence, its query word or the sentence list changes, it pushes each bound
/// model the words and the shared, immutable attention result it shows (models
/// never read the Workspace themselves). The word colours go in beside the
/// result, never into it: AttentionResult stays numbers only.
class WorkspaceBinder : public QObject
{
    Q_OBJECT
public:
    /// The binder of \a workspace, made (as its child) on first use, so that all
    /// the models of one document share one binder.
    static WorkspaceBinder* of(Workspace* workspace);

    explicit WorkspaceBinder(Workspace* workspace);

    /// Fills \a model with its sentence now and keeps it up to date (also when
    /// its sentence index changes) until it is destroyed.
    void bind(TokenModel* model);
    void bind(AttentionMatrixModel* model);

private:
    void push(TokenModel* model) const;
    void push(AttentionMatrixModel* model) const;
    /// Pushes the models showing sentence \a index (every model for -1).
    void pushSentence(int index, bool tokenModelsOnly = false);

    Workspace* m_workspace;
    QList<QPointer<TokenModel>> m_tokenModels;
    QList<QPointer<AttentionMatrixModel>> m_matrixModels;
};

} // namespace AttentionLab
