// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../tokenizer.h"

#include <QAbstractTableModel>
#include <QColor>

#include <Eigen/Core>

namespace AttentionLab {

class Workspace;

/// The words of one sentence, with the score and the weight the sentence's
/// query word gives each of them. Sentence displays and the scoring charts read it.
class TokenModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns
    {
        TokenColumn,
        ScoreColumn, ///< the query word's dot-product score for this word
        WeightColumn, ///< the query word's softmax weight for this word
        NUM_COLUMNS
    };
    enum Roles
    {
        KnownRole = Qt::UserRole, ///< bool: the word is in the vocabulary
        VectorRole, ///< QList<double>: the word's static vector
        ColourRole, ///< QColor: the word's fixed colour
        IsQueryRole, ///< bool: this is the sentence's query word
        ValueRole, ///< double: the raw score or weight of the column
        /// QString: the nearest vocabulary words of the static and the contextual vector
        /// (computed when asked: one scan of the vocabulary, for a tooltip)
        NeighboursRole,
    };

    explicit TokenModel(Workspace* workspace, int sentenceIndex = 0, QObject* parent = nullptr);

    int sentenceIndex() const { return m_sentenceIndex; }
    void setSentenceIndex(int index);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void resetData();
    QString describeVector(int row) const;
    QString describeNeighbours(int row) const;

    Workspace* m_workspace;
    int m_sentenceIndex = 0;
    QList<Token> m_tokens;
    Eigen::MatrixXd m_vectors;
    Eigen::VectorXd m_scores;
    Eigen::VectorXd m_weights;
    QList<QColor> m_colours;
    QStringList m_dimensionNames;
    int m_queryIndex = 0;
};

} // namespace AttentionLab
