// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequencecostmodel.h"

#include <QLocale>

namespace AttentionLab {

namespace {
// "4²": built outside tr(), because QString::arg() would read "%1²" as a placeholder
// with a (superscript) digit in it.
QString squared(qint64 value)
{
    return QString::number(value) + QStringLiteral("²");
}
} // namespace

SequenceCostModel::SequenceCostModel(QObject* parent)
    : QAbstractTableModel(parent)
{ }

void SequenceCostModel::resetData(int length, int dimension)
{
    beginResetModel();
    m_length = std::max(length, 0);
    m_dimension = std::max(dimension, 0);
    m_attention = sequencecomparison::selfAttention(m_length, m_dimension);
    m_recurrent = sequencecomparison::recurrent(m_length, m_dimension);
    endResetModel();
}

SequenceCost SequenceCostModel::cost(int row) const
{
    return row == RecurrentRow ? m_recurrent : m_attention;
}

int SequenceCostModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_ROWS;
}

int SequenceCostModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

qint64 SequenceCostModel::valueOf(const SequenceCost& cost, int column)
{
    switch (static_cast<Columns>(column)) {
    case MultiplyAddsColumn:
        return cost.multiplyAdds;
    case SequentialStepsColumn:
        return cost.sequentialSteps;
    case MaximumPathLengthColumn:
        return cost.maximumPathLength;
    case NUM_COLUMNS:
        break;
    }
    return 0;
}

QVariant SequenceCostModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const qint64 value = valueOf(cost(index.row()), index.column());
    switch (role) {
    case Qt::DisplayRole:
        return QLocale().toString(value);
    case ValueRole:
        return value;
    case Qt::ToolTipRole:
        return formula(index.row(), index.column());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QString SequenceCostModel::formula(int row, int column) const
{
    const QLocale locale;
    const qint64 h = ElmanRnn::HiddenSize;
    const bool recurrent = row == RecurrentRow;
    switch (static_cast<Columns>(column)) {
    case MultiplyAddsColumn:
        if (recurrent)
            return tr("n·d·h for reading the words plus n·h² for passing the state on: "
                      "%1 × %2 × %3 + %1 × %4 = %5")
                .arg(m_length)
                .arg(m_dimension)
                .arg(h)
                .arg(squared(h), locale.toString(m_recurrent.multiplyAdds));
        return tr("n²·d for the scores plus n²·d for the weighted sums: 2 × %1 × %2 = %3")
            .arg(squared(m_length))
            .arg(m_dimension)
            .arg(locale.toString(m_attention.multiplyAdds));
    case SequentialStepsColumn:
        if (recurrent)
            return tr("Each state needs the one before it: %1 steps, one per word, one after another")
                .arg(m_recurrent.sequentialSteps);
        return tr("No score or sum waits for another: they can all run at once, in one step");
    case MaximumPathLengthColumn:
        if (recurrent)
            return tr("Word 1 reaches the state of word %1 only through %2 cells").arg(m_length).arg(m_length);
        return tr("Every word reaches every other word directly, in one hop");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

QVariant SequenceCostModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const bool tip = role == Qt::ToolTipRole;
    if (orientation == Qt::Vertical) {
        switch (static_cast<Rows>(section)) {
        case SelfAttentionRow:
            return tip ? tr("The self-attention this app computes (scores, softmax, weighted sum)")
                       : tr("Self-attention");
        case RecurrentRow:
            return tip ? tr("The small Elman RNN of this chapter, with a state of %1 numbers").arg(ElmanRnn::HiddenSize)
                       : tr("RNN (h = %1)").arg(ElmanRnn::HiddenSize);
        case NUM_ROWS:
            break;
        }
        return {};
    }
    switch (static_cast<Columns>(section)) {
    case MultiplyAddsColumn:
        return tip ? tr("How much arithmetic one layer does on this sentence (the paper's “complexity per layer”)")
                   : tr("Multiply-adds");
    case SequentialStepsColumn:
        return tip ? tr("How many steps must run one after another (the paper's “sequential operations”)")
                   : tr("Sequential steps");
    case MaximumPathLengthColumn:
        return tip ? tr("How many operations lie between word 1 and the last word's result (the paper's “maximum "
                        "path length”)")
                   : tr("Maximum path length");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

} // namespace AttentionLab
