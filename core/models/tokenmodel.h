// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../attention.h"
#include "../tokenizer.h"

#include <QAbstractTableModel>
#include <QColor>

#include <Eigen/Core>

#include <memory>

namespace AttentionLab {

class Vocabulary;

/// The words of one sentence, with the score and the weight the sentence's
/// query word gives each of them. Sentence displays and the scoring charts read it.
/// It holds what it is given: a WorkspaceBinder pushes the sentence in with
/// resetData() whenever the Workspace changes it.
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

    /// Qt::DisplayRole of the score and weight columns is the number as pages show
    /// it (numberformat::rounded, the page's two decimals); ValueRole is the exact one.
    explicit TokenModel(int sentenceIndex = 0, QObject* parent = nullptr);

    /// The Workspace sentence this model shows; the binder pushes it when it changes.
    int sentenceIndex() const { return m_sentenceIndex; }
    void setSentenceIndex(int index);

    /// Replaces everything inside one begin/endResetModel(): the words, their
    /// vectors (L x d), the query word, the sentence's attention (shared, never
    /// copied; an empty one while a long sentence is still computed), one
    /// colour per word and the dimension names.
    void resetData(const QList<Token>& tokens, const Eigen::MatrixXd& vectors, int queryIndex,
                   std::shared_ptr<const AttentionResult> result, const QList<QColor>& colours,
                   const QStringList& dimensionNames);
    /// The vocabulary NeighboursRole searches (the binder pushes the Workspace's
    /// with each sentence). Without one, NeighboursRole is empty.
    void setVocabulary(std::shared_ptr<const Vocabulary> vocabulary) { m_vocabulary = std::move(vocabulary); }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void sentenceIndexChanged(int index);

private:
    QString describeVector(int row) const;
    QString describeNeighbours(int row) const;

    int m_sentenceIndex = 0;
    std::shared_ptr<const Vocabulary> m_vocabulary;
    std::shared_ptr<const AttentionResult> m_result; ///< for the contextual vectors' neighbours
    QList<Token> m_tokens;
    Eigen::MatrixXd m_vectors;
    Eigen::VectorXd m_scores;
    Eigen::VectorXd m_weights;
    QList<QColor> m_colours;
    QStringList m_dimensionNames;
    int m_queryIndex = 0;
};

} // namespace AttentionLab
