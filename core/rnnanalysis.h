// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobtracker.h"
#include "sequencecomparison.h"

#include <Eigen/Core>
#include <QObject>
#include <QStringList>

namespace AttentionLab {

class Workspace;

/// Influence curves and what they were computed for.
struct InfluenceResult
{
    bool longExample = false; ///< the long example rather than a sentence of the Workspace
    int sentenceIndex = 0; ///< which sentence, when not the long example
    QStringList words;
    double temperature = 1.0;
    InfluenceCurves curves;
};

/// The numbers of the chapter "RNN versus attention" that depend on the
/// document: the long example as the vocabulary reads it, the RNN's states on a
/// sentence and the influence curves of word 1. Owned by the Workspace, whose
/// JobTracker computes long curves in the background, so that
/// Workspace::isComputing() covers them; the page only asks and shows.
class RnnAnalysis : public QObject
{
    Q_OBJECT
public:
    explicit RnnAnalysis(Workspace* workspace);
    ~RnnAnalysis() override;

    /// The long example (sequencecomparison::longExample()) as the Workspace's
    /// tokenizer splits it, and the vectors the Workspace gives its words.
    const QStringList& longExampleWords() const { return m_longWords; }
    const Eigen::MatrixXd& longExampleVectors() const { return m_longVectors; }

    /// The RNN's states h_1..h_L (L x ElmanRnn::HiddenSize) on sentence \a sentenceIndex.
    Eigen::MatrixXd states(int sentenceIndex) const;

    /// Asks for the influence curves of sentence \a sentenceIndex, or of the long
    /// example, at the Workspace's temperature. influenceReady() follows at once
    /// for a short one, from the background for one of Workspace::backgroundLength()
    /// words or more. The latest request wins: an older one's curves never arrive.
    void requestInfluence(int sentenceIndex, bool longExample);
    /// No curves are wanted any more (the page that asked is hidden): a
    /// request still being worked out is dropped.
    void dropInfluence();
    /// Whether a requested curve is still being worked out.
    bool isComputingInfluence() const;

Q_SIGNALS:
    void influenceReady(const AttentionLab::InfluenceResult& result);
    /// The vocabulary changed, and with it the long example's words or vectors.
    void longExampleChanged();

private:
    void updateLongExample();

    Workspace* m_workspace;
    JobTracker::Key m_influenceKey = 0;
    QStringList m_longWords;
    Eigen::MatrixXd m_longVectors;
};

} // namespace AttentionLab
