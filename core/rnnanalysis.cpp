// SPDX-License-Identifier: GPL-3.0-or-later
#include "rnnanalysis.h"

#include "rnn.h"
#include "workspace.h"

namespace AttentionLab {

RnnAnalysis::RnnAnalysis(Workspace* workspace)
    : QObject(workspace)
    , m_workspace(workspace)
    , m_influenceKey(workspace->jobs()->newKey())
{
    // Made by the Workspace before any page, so the long example is up to date
    // when the pages hear of a new vocabulary.
    connect(m_workspace, &Workspace::vocabularyChanged, this, &RnnAnalysis::updateLongExample);
    updateLongExample();
}

RnnAnalysis::~RnnAnalysis() = default;

void RnnAnalysis::updateLongExample()
{
    SentenceAnalysis example;
    example.text = sequencecomparison::longExample().text;
    Workspace::lookUp(example, m_workspace->vocabulary(), m_workspace->vocabulary().meanNorm());
    m_longWords.clear();
    for (const Token& token : std::as_const(example.tokens))
        m_longWords.append(token.text);
    m_longVectors = std::move(example.vectors);
    Q_EMIT longExampleChanged();
}

Eigen::MatrixXd RnnAnalysis::states(int sentenceIndex) const
{
    const Eigen::MatrixXd& vectors = m_workspace->sentence(sentenceIndex).vectors;
    return ElmanRnn(static_cast<int>(vectors.cols())).run(vectors);
}

void RnnAnalysis::requestInfluence(int sentenceIndex, bool longExample)
{
    InfluenceResult request;
    request.longExample = longExample;
    request.sentenceIndex = sentenceIndex;
    request.temperature = m_workspace->temperature();
    Eigen::MatrixXd vectors;
    if (longExample) {
        request.words = m_longWords;
        vectors = m_longVectors;
    } else {
        const SentenceAnalysis& sentence = m_workspace->sentence(sentenceIndex);
        for (const Token& token : sentence.tokens)
            request.words.append(token.label());
        vectors = sentence.vectors;
    }
    if (vectors.rows() < m_workspace->backgroundLength()) {
        m_workspace->jobs()->cancel(m_influenceKey); // an older request's curves must not follow these
        request.curves = sequencecomparison::firstWordInfluence(vectors, request.temperature);
        Q_EMIT influenceReady(request);
        return;
    }
    // O(L² d): a pasted paragraph would freeze the window.
    m_workspace->jobs()->start<InfluenceResult>(
        m_influenceKey,
        [request, vectors](QPromise<InfluenceResult>& promise) {
            InfluenceResult result = request;
            result.curves = sequencecomparison::firstWordInfluence(vectors, request.temperature);
            promise.addResult(std::move(result));
        },
        [this](InfluenceResult&& result) { Q_EMIT influenceReady(result); });
}

void RnnAnalysis::dropInfluence()
{
    m_workspace->jobs()->cancel(m_influenceKey);
}

bool RnnAnalysis::isComputingInfluence() const
{
    return m_workspace->jobs()->isRunning(m_influenceKey);
}

} // namespace AttentionLab
