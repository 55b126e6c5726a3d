// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../attention.h"
#include "../tokenizer.h"

#include <QAbstractTableModel>

#include <Eigen/Core>

#include <memory>

namespace AttentionLab {

/// The L x L attention table of one sentence: row i, column j = how much
/// attention word i gives word j. The heatmap, the CSV export and the tooltips
/// all read it; a WorkspaceBinder pushes the sentence in with resetData().
class AttentionMatrixModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Roles
    {
        WeightRole = Qt::UserRole, ///< double: the softmax weight
        ScoreRole, ///< double: the dot-product score before softmax
        ValueRole, ///< double: weight or score, whichever is shown
        RowTokenRole, ///< QString: the word that attends
        ColumnTokenRole, ///< QString: the word attended to
    };
    enum class Quantity
    {
        Weights,
        Scores,
    };

    explicit AttentionMatrixModel(int sentenceIndex = 0, QObject* parent = nullptr);

    /// The words and their attention, inside one begin/endResetModel(). The
    /// result is shared, never copied; while it does not match the words (a
    /// long sentence still being computed) the table is empty.
    void resetData(const QList<Token>& tokens, std::shared_ptr<const AttentionResult> result);

    int sentenceIndex() const { return m_sentenceIndex; }
    void setSentenceIndex(int index);
    Quantity quantity() const { return m_quantity; }
    void setQuantity(Quantity quantity);

    /// The matrix on display (weights or scores), for painters and exporters.
    const Eigen::MatrixXd& values() const { return m_quantity == Quantity::Weights ? weights() : scores(); }
    /// The same, kept alive for as long as the caller holds it: a figure made
    /// from it needs no copy of an L x L matrix.
    std::shared_ptr<const Eigen::MatrixXd> sharedValues() const;
    const Eigen::MatrixXd& weights() const { return m_result->weights; }
    const Eigen::MatrixXd& scores() const { return m_result->scores; }
    QStringList tokens() const;
    /// The words as the figure labels them: unknown ones with a "?" (Token::label()).
    QStringList labels() const;

    /// The sentence a person reads in the tooltip, e.g. 『苹果』分给『手机』的注意力：0.21
    QString describeCell(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void quantityChanged(AttentionLab::AttentionMatrixModel::Quantity quantity);
    /// The binder pushes the new sentence's data.
    void sentenceIndexChanged(int index);

private:
    int m_sentenceIndex = 0;
    Quantity m_quantity = Quantity::Weights;
    QList<Token> m_tokens;
    /// The workspace's own result, shared; an empty one while the numbers of a
    /// long sentence are still being computed.
    std::shared_ptr<const AttentionResult> m_result = std::make_shared<const AttentionResult>();
};

} // namespace AttentionLab
