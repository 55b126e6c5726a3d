// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rnn.h"

#include <Eigen/Core>
#include <QList>
#include <QString>

namespace AttentionLab {

/// What one layer costs on a sentence of n words, in the three columns of Table 1
/// of "Attention Is All You Need", but counted exactly for this app's two layers
/// instead of in O() notation.
struct SequenceCost
{
    qint64 multiplyAdds = 0; ///< complexity per layer
    qint64 sequentialSteps = 0; ///< operations that must wait for the one before
    qint64 maximumPathLength = 0; ///< operations between word 1 and the last word's result
};

/// How strongly word 1 still acts on the result at every later word.
struct InfluenceCurves
{
    Eigen::VectorXd recurrent; ///< ||dh_t/dx_1||, ElmanRnn::firstWordInfluence()
    Eigen::VectorXd attention; ///< ||dy_t/dx_1||, attention::firstWordInfluence()
};

/// What an influence chart shows, in the terms its caption uses.
struct InfluenceReading
{
    /// Distances (words after word 1, from 1) at which attention's curve lies below the RNN's.
    QList<int> attentionBelowRecurrent;
    /// The RNN's influence on the last word is under a tenth of its influence on word 2:
    /// the sentence is long enough for the fading to show.
    bool recurrentFades = false;
};

/// A built-in sentence, with its English meaning for the English interface.
struct ExampleSentence
{
    QString text;
    QString english;
};

/// The numbers of the chapter "RNN versus attention": costs for the table and
/// the steps chart, influence curves for the fading chart. Plain functions, so the
/// page only shows what is computed (and tested) here and in the core.
namespace sequencecomparison {

/// The Elman RNN (rnn.h) on \a length words of \a inputDimension numbers:
/// n·d·h multiply-adds for W_x x_t plus n·h² for W_h h_{t-1}; n steps, each waiting
/// for the last; word 1 reaches word n's state through n cells.
SequenceCost recurrent(qint64 length, qint64 inputDimension, qint64 hiddenSize = ElmanRnn::HiddenSize);

/// attention::compute() on \a length words of \a dimension numbers: n²·d multiply-adds
/// for the scores X Xᵀ plus n²·d for the weighted sum W X; one step, one hop between
/// any two words (nothing for an empty sentence).
SequenceCost selfAttention(qint64 length, qint64 dimension);

/// The smallest sentence length at which self-attention does more multiply-adds
/// than the RNN (it still takes one step instead of n).
qint64 attentionCostsMoreFrom(qint64 dimension, qint64 hiddenSize = ElmanRnn::HiddenSize);

/// Both influence curves for the words \a vectors (L x d), attention at \a temperature.
InfluenceCurves firstWordInfluence(const Eigen::MatrixXd& vectors, double temperature);

/// Reads \a curves for the caption beside the chart.
InfluenceReading readInfluence(const InfluenceCurves& curves);

/// The long built-in example (resources/data/long_example.json): about 30 words,
/// all in the built-in vocabulary, long enough for the RNN to forget word 1.
ExampleSentence longExample();

} // namespace sequencecomparison
} // namespace AttentionLab
