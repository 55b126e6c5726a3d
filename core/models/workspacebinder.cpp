// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspacebinder.h"

#include "../workspace.h"
#include "attentionmatrixmodel.h"
#include "tokenmodel.h"

namespace AttentionLab {

WorkspaceBinder* WorkspaceBinder::of(Workspace* workspace)
{
    auto* binder = workspace->findChild<WorkspaceBinder*>(QString(), Qt::FindDirectChildrenOnly);
    return binder ? binder : new WorkspaceBinder(workspace);
}

WorkspaceBinder::WorkspaceBinder(Workspace* workspace)
    : QObject(workspace)
    , m_workspace(workspace)
{
    connect(m_workspace, &Workspace::sentenceChanged, this, [this](int index) { pushSentence(index); });
    connect(m_workspace, &Workspace::queryChanged, this, [this](int index) { pushSentence(index, true); });
    connect(m_workspace, &Workspace::sentencesReset, this, [this] { pushSentence(-1); });
}

void WorkspaceBinder::bind(TokenModel* model)
{
    m_tokenModels.append(model);
    connect(model, &TokenModel::sentenceIndexChanged, this, [this, model] { push(model); });
    push(model);
}

void WorkspaceBinder::bind(AttentionMatrixModel* model)
{
    m_matrixModels.append(model);
    connect(model, &AttentionMatrixModel::sentenceIndexChanged, this, [this, model] { push(model); });
    push(model);
}

void WorkspaceBinder::push(TokenModel* model) const
{
    model->setVocabulary(m_workspace->vocabularySnapshot());
    const int index = model->sentenceIndex();
    if (index < 0 || index >= m_workspace->sentenceCount()) {
        model->resetData({}, {}, 0, nullptr, {}, {});
        return;
    }
    const SentenceAnalysis& sentence = m_workspace->sentence(index);
    QList<QColor> colours;
    colours.reserve(sentence.length());
    for (int t = 0; t < sentence.length(); ++t)
        colours.append(m_workspace->tokenColour(index, t));
    model->resetData(sentence.tokens, sentence.vectors, sentence.queryIndex, sentence.sharedResult, colours,
                     m_workspace->vocabulary().dimensionNames());
}

void WorkspaceBinder::push(AttentionMatrixModel* model) const
{
    const int index = model->sentenceIndex();
    if (index < 0 || index >= m_workspace->sentenceCount()) {
        model->resetData({}, nullptr);
        return;
    }
    const SentenceAnalysis& sentence = m_workspace->sentence(index);
    model->resetData(sentence.tokens, sentence.sharedResult);
}

void WorkspaceBinder::pushSentence(int index, bool tokenModelsOnly)
{
    m_tokenModels.removeAll(nullptr);
    m_matrixModels.removeAll(nullptr);
    for (const QPointer<TokenModel>& model : std::as_const(m_tokenModels)) {
        if (index < 0 || model->sentenceIndex() == index)
            push(model);
    }
    if (tokenModelsOnly)
        return;
    for (const QPointer<AttentionMatrixModel>& model : std::as_const(m_matrixModels)) {
        if (index < 0 || model->sentenceIndex() == index)
            push(model);
    }
}

} // namespace AttentionLab
