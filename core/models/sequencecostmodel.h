// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "../sequencecomparison.h"

#include <QAbstractTableModel>

namespace AttentionLab {

/// What self-attention and the RNN cost on one sentence, counted exactly
/// (sequencecomparison.h): the measured companion of the paper's Table 1.
/// Every cell's tooltip shows the formula with the sentence's numbers put in.
class SequenceCostModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Rows
    {
        SelfAttentionRow,
        RecurrentRow,
        NUM_ROWS
    };
    enum Columns
    {
        MultiplyAddsColumn,
        SequentialStepsColumn,
        MaximumPathLengthColumn,
        NUM_COLUMNS
    };
    enum Roles
    {
        ValueRole = Qt::UserRole, ///< qint64: the count itself
    };

    explicit SequenceCostModel(QObject* parent = nullptr);

    /// A sentence of \a length words with vectors of \a dimension numbers.
    void resetData(int length, int dimension);
    int length() const { return m_length; }
    int dimension() const { return m_dimension; }
    SequenceCost cost(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static qint64 valueOf(const SequenceCost& cost, int column);
    QString formula(int row, int column) const;

    int m_length = 0;
    int m_dimension = 0;
    SequenceCost m_attention;
    SequenceCost m_recurrent;
};

} // namespace AttentionLab
