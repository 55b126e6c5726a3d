// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionmatrixmodel.h"

#include "../numberformat.h"

namespace AttentionLab {

AttentionMatrixModel::AttentionMatrixModel(int sentenceIndex, QObject* parent)
    : QAbstractTableModel(parent)
    , m_sentenceIndex(sentenceIndex)
{ }

void AttentionMatrixModel::setSentenceIndex(int index)
{
    if (index == m_sentenceIndex)
        return;
    m_sentenceIndex = index;
    Q_EMIT sentenceIndexChanged(index);
}

void AttentionMatrixModel::setQuantity(Quantity quantity)
{
    if (quantity == m_quantity)
        return;
    m_quantity = quantity;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT quantityChanged(quantity);
}

std::shared_ptr<const Eigen::MatrixXd> AttentionMatrixModel::sharedValues() const
{
    // Shares ownership of the whole result and points at one of its matrices.
    return { m_result, m_quantity == Quantity::Weights ? &m_result->weights : &m_result->scores };
}

QStringList AttentionMatrixModel::tokens() const
{
    QStringList texts;
    for (const Token& token : m_tokens)
        texts.append(token.text);
    return texts;
}

QStringList AttentionMatrixModel::labels() const
{
    QStringList labels;
    for (const Token& token : m_tokens)
        labels.append(token.label());
    return labels;
}

QString AttentionMatrixModel::describeCell(int row, int column) const
{
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount())
        return {};
    const QString from = m_tokens.at(row).text;
    const QString to = m_tokens.at(column).text;
    if (m_quantity == Quantity::Scores) {
        //: Tooltip of a heatmap cell showing scores. %1 and %2 are words, %3 the dot product.
        return tr("Score of “%1” for “%2”: %3").arg(from, to, numberformat::value(scores()(row, column)));
    }
    //: Tooltip of a heatmap cell. %1 attends to %2 with weight %3 (two decimals).
    return tr("Attention “%1” gives “%2”: %3").arg(from, to, numberformat::value(weights()(row, column)));
}

int AttentionMatrixModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_tokens.size();
}

int AttentionMatrixModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_tokens.size();
}

QVariant AttentionMatrixModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
    case ValueRole:
        return values()(row, column);
    case WeightRole:
        return weights()(row, column);
    case ScoreRole:
        return scores()(row, column);
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return describeCell(row, column);
    case RowTokenRole:
        return m_tokens.at(row).text;
    case ColumnTokenRole:
        return m_tokens.at(column).text;
    default:
        return {};
    }
}

QVariant AttentionMatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    Q_UNUSED(orientation);
    if (section < 0 || section >= m_tokens.size())
        return {};
    if (role == Qt::DisplayRole)
        return m_tokens.at(section).label();
    if (role == Qt::ToolTipRole && !m_tokens.at(section).known)
        return tr("“%1” is not in the vocabulary: it has a made-up vector").arg(m_tokens.at(section).text);
    return {};
}

void AttentionMatrixModel::resetData(const QList<Token>& tokens, std::shared_ptr<const AttentionResult> result)
{
    beginResetModel();
    if (result && result->length() == tokens.size() && result->scores.rows() == tokens.size()) {
        m_tokens = tokens;
        m_result = std::move(result);
    } else {
        m_tokens.clear();
        m_result = std::make_shared<const AttentionResult>();
    }
    endResetModel();
}

} // namespace AttentionLab
