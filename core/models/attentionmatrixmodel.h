// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../attention.h"
#include "../tokenizer.h"

#include <QAbstractTableModel>

#include <Eigen/Core>

#include <memory>

namespace AttentionLab {

class Workspace;

/// The L x L attention table of one sentence: row i, column j = how much
/// attention word i gives word j. Follows the Workspace; the heatmap, the CSV
/// export and the tooltips all read it.
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

    explicit AttentionMatrixModel(Workspace* workspace, int sentenceIndex = 0, QObject* parent = nullptr);
    /// A table of given numbers that follows no workspace (chapter 8's learned
    /// heads, W_Q·W_Kᵀ); fill it with setMatrix().
    explicit AttentionMatrixModel(QObject* parent);
    /// Shows \a result over \a tokens (row and column labels) in a model made without a workspace.
    void setMatrix(const QList<Token>& tokens, std::shared_ptr<const AttentionResult> result);

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

    /// The sentence a person reads in the tooltip, e.g. 『苹果』分给『手机』的注意力：0.21
    QString describeCell(int row, int column) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void quantityChanged(AttentionLab::AttentionMatrixModel::Quantity quantity);

private:
    void resetData();

    Workspace* m_workspace = nullptr;
    int m_sentenceIndex = 0;
    Quantity m_quantity = Quantity::Weights;
    QList<Token> m_tokens;
    /// The workspace's own result, shared; an empty one while the numbers of a
    /// long sentence are still being computed.
    std::shared_ptr<const AttentionResult> m_result;
};

} // namespace AttentionLab
