// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabularymodel.h"

#include "../workspace.h"

#include <QSet>

#include <cmath>

namespace AttentionLab {

VocabularyModel::VocabularyModel(Workspace* workspace, QObject* parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace)
{
    connect(m_workspace, &Workspace::vocabularyChanged, this, &VocabularyModel::vocabularyChanged);
    connect(m_workspace, &Workspace::sentenceWordsChanged, this, &VocabularyModel::sentencesChanged);
    connect(m_workspace, &Workspace::sentencesReset, this, &VocabularyModel::sentencesChanged);
    m_vocabulary = m_workspace->vocabularySnapshot();
    m_unknownRows = collectUnknownRows();
    m_dimensionNames = m_vocabulary->dimensionNames();
}

int VocabularyModel::unknownColumn() const
{
    return FirstDimensionColumn + m_dimensionNames.size();
}

int VocabularyModel::rowOf(const QString& word) const
{
    const int known = m_vocabulary->indexOf(word);
    if (known >= 0)
        return known;
    const QString key = Vocabulary::keyOf(word);
    for (size_t i = 0; i < m_unknownRows.size(); ++i) {
        if (Vocabulary::keyOf(m_unknownRows[i].word) == key)
            return m_vocabulary->size() + static_cast<int>(i);
    }
    return -1;
}

int VocabularyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_vocabulary->size() + static_cast<int>(m_unknownRows.size());
}

int VocabularyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : unknownColumn() + 1;
}

QVariant VocabularyModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row row = rowAt(index.row());
    const int column = index.column();
    switch (role) {
    case UnknownRole:
        return row.unknown;
    case VectorRole:
        return QVariant::fromValue(QList<double>(row.vector.data(), row.vector.data() + row.vector.size()));
    case ColourRole:
        return row.colour;
    case Qt::DecorationRole:
        return column == WordColumn ? QVariant(row.colour) : QVariant();
    case Qt::ToolTipRole:
        if (row.unknown)
            return tr("“%1” is not in the vocabulary; edit a component to add it").arg(row.word);
        return {};
    case SortRole:
        // "Google" and "apple" in the order a reader expects; a locale-aware sort
        // alone puts every capital first in the C locale.
        if (column == WordColumn)
            return row.word.toCaseFolded();
        break;
    case Qt::DisplayRole:
    case Qt::EditRole:
    case ValueRole:
        break;
    default:
        return {};
    }
    if (column == WordColumn)
        return role == ValueRole ? QVariant() : QVariant(row.word);
    if (column == unknownColumn()) {
        if (role == ValueRole)
            return {};
        return row.unknown ? tr("unknown") : QString();
    }
    return row.vector[column - FirstDimensionColumn];
}

bool VocabularyModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid)
        || index.column() < FirstDimensionColumn || index.column() >= unknownColumn())
        return false;
    bool ok = false;
    const double component = value.toDouble(&ok);
    if (!ok || !std::isfinite(component))
        return false;
    const Row row = rowAt(index.row());
    Eigen::VectorXd vector = row.vector;
    vector[index.column() - FirstDimensionColumn] = component;
    // The Workspace announces the change, and vocabularyChanged() updates the rows.
    return m_workspace->setVector(row.word, vector);
}

Qt::ItemFlags VocabularyModel::flags(const QModelIndex& index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && index.column() >= FirstDimensionColumn && index.column() < unknownColumn())
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant VocabularyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section == WordColumn)
        return tr("Word");
    if (section == unknownColumn())
        return tr("Unknown");
    if (section > WordColumn && section < unknownColumn())
        return m_dimensionNames.at(section - FirstDimensionColumn);
    return {};
}

VocabularyModel::Row VocabularyModel::rowAt(int row) const
{
    if (row < m_vocabulary->size())
        return { m_vocabulary->word(row), m_vocabulary->vector(row), m_vocabulary->colour(row), false };
    return m_unknownRows.at(static_cast<size_t>(row - m_vocabulary->size()));
}

std::vector<VocabularyModel::Row> VocabularyModel::collectUnknownRows() const
{
    std::vector<Row> rows;
    QSet<QString> seen;
    for (int s = 0; s < m_workspace->sentenceCount(); ++s) {
        const SentenceAnalysis& sentence = m_workspace->sentence(s);
        for (int t = 0; t < sentence.length(); ++t) {
            const Token& token = sentence.tokens.at(t);
            const QString key = Vocabulary::keyOf(token.text);
            if (token.known || seen.contains(key))
                continue;
            seen.insert(key);
            rows.push_back(
                { token.text, sentence.vectors.row(t).transpose(), Vocabulary::colourForWord(token.text), true });
        }
    }
    return rows;
}

void VocabularyModel::vocabularyChanged()
{
    std::shared_ptr<const Vocabulary> vocabulary = m_workspace->vocabularySnapshot();
    std::vector<Row> unknownRows = collectUnknownRows();
    const QStringList dimensionNames = vocabulary->dimensionNames();
    bool sameShape = vocabulary->size() == m_vocabulary->size() && dimensionNames.size() == m_dimensionNames.size()
        && unknownRows.size() == m_unknownRows.size();
    for (int i = 0; sameShape && i < vocabulary->size(); ++i)
        sameShape = vocabulary->word(i) == m_vocabulary->word(i);
    for (size_t i = 0; sameShape && i < unknownRows.size(); ++i)
        sameShape = unknownRows[i].word == m_unknownRows[i].word;
    if (!sameShape) {
        beginResetModel();
        m_vocabulary = std::move(vocabulary);
        m_unknownRows = std::move(unknownRows);
        m_dimensionNames = dimensionNames;
        endResetModel();
        return;
    }
    // Same words: keep the views' selection and editor, tell them what changed.
    m_vocabulary = std::move(vocabulary);
    m_unknownRows = std::move(unknownRows);
    const bool renamed = dimensionNames != m_dimensionNames;
    m_dimensionNames = dimensionNames;
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    if (renamed)
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstDimensionColumn, unknownColumn() - 1);
}

void VocabularyModel::sentencesChanged()
{
    // Only the unknown words at the end can change here; the vocabulary rows
    // stay as they are (a keystroke must not touch 100,000 rows).
    if (m_workspace->vocabularySnapshot() != m_vocabulary)
        return vocabularyChanged();
    std::vector<Row> unknownRows = collectUnknownRows();
    const int first = m_vocabulary->size();
    const bool sameWords = unknownRows.size() == m_unknownRows.size()
        && std::equal(unknownRows.cbegin(), unknownRows.cend(), m_unknownRows.cbegin(),
                      [](const Row& a, const Row& b) { return a.word == b.word; });
    if (sameWords)
        return;
    if (!m_unknownRows.empty()) {
        beginRemoveRows({}, first, first + static_cast<int>(m_unknownRows.size()) - 1);
        m_unknownRows.clear();
        endRemoveRows();
    }
    if (!unknownRows.empty()) {
        beginInsertRows({}, first, first + static_cast<int>(unknownRows.size()) - 1);
        m_unknownRows = std::move(unknownRows);
        endInsertRows();
    }
}

} // namespace AttentionLab
