// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractTableModel>
#include <QColor>

#include <Eigen/Core>

#include <memory>

#include <vector>

namespace AttentionLab {

class Vocabulary;
class Workspace;

/// Every word the lesson can use: the vocabulary's words, then the words of
/// the current sentences that the vocabulary does not know (flagged, with
/// their made-up vectors). Vector cells are editable; editing an unknown
/// word's vector adds it to the vocabulary.
class VocabularyModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Columns
    {
        WordColumn,
        FirstDimensionColumn, ///< one column per dimension follows
    };
    enum Roles
    {
        UnknownRole = Qt::UserRole, ///< bool: not in the vocabulary
        VectorRole, ///< QList<double>: the whole vector
        ColourRole, ///< QColor: the word's colour
        ValueRole, ///< double: the component of a dimension column
        SortRole, ///< what a sorted view compares: the word case-folded, a component as a double
    };

    explicit VocabularyModel(Workspace* workspace, QObject* parent = nullptr);

    /// Column of the "unknown" flag, after the dimension columns.
    int unknownColumn() const;
    int rowOf(const QString& word) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        QString word;
        Eigen::VectorXd vector;
        QColor colour;
        bool unknown = false;
    };
    /// Row \a row, read from the vocabulary in place (its words can number
    /// 100,000 of 300 dimensions: never copied) or from the unknown words.
    Row rowAt(int row) const;
    std::vector<Row> collectUnknownRows() const;
    void vocabularyChanged();
    void sentencesChanged();

    Workspace* m_workspace;
    std::shared_ptr<const Vocabulary> m_vocabulary;
    std::vector<Row> m_unknownRows;
    QStringList m_dimensionNames;
};

} // namespace AttentionLab
