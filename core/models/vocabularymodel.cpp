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
    connect(m_workspace, &Workspace::vocabularyChanged, this, &VocabularyModel::refresh);
    connect(m_workspace, &Workspace::sentenceChanged, this, &VocabularyModel::refresh);
    connect(m_workspace, &Workspace::sentencesReset, this, &VocabularyModel::refresh);
    m_rows = collectRows();
    m_dimensionNames = m_workspace->vocabulary().dimensionNames();
}

int VocabularyModel::unknownColumn() const
{
    return FirstDimensionColumn + m_dimensionNames.size();
}

int VocabularyModel::rowOf(const QString& word) const
{
    const QString key = Vocabulary::keyOf(word);
    for (size_t i = 0; i < m_rows.size(); ++i) {
        if (Vocabulary::keyOf(m_rows[i].word) == key)
            return static_cast<int>(i);
    }
    return -1;
}

int VocabularyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int VocabularyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : unknownColumn() + 1;
}

QVariant VocabularyModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Row& row = m_rows[index.row()];
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
    Eigen::VectorXd vector = m_rows[index.row()].vector;
    vector[index.column() - FirstDimensionColumn] = component;
    // The Workspace announces the change, and refresh() updates the rows.
    return m_workspace->setVector(m_rows[index.row()].word, vector);
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

std::vector<VocabularyModel::Row> VocabularyModel::collectRows() const
{
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    std::vector<Row> rows;
    rows.reserve(vocabulary.size());
    for (int i = 0; i < vocabulary.size(); ++i)
        rows.push_back({ vocabulary.word(i), vocabulary.vector(i), vocabulary.colour(i), false });
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

void VocabularyModel::refresh()
{
    std::vector<Row> rows = collectRows();
    const QStringList dimensionNames = m_workspace->vocabulary().dimensionNames();
    const bool sameShape = dimensionNames.size() == m_dimensionNames.size() && rows.size() == m_rows.size()
        && std::equal(rows.cbegin(), rows.cend(), m_rows.cbegin(),
                      [](const Row& a, const Row& b) { return a.word == b.word && a.unknown == b.unknown; });
    if (!sameShape) {
        beginResetModel();
        m_rows = std::move(rows);
        m_dimensionNames = dimensionNames;
        endResetModel();
        return;
    }
    // Same words: keep the views' selection and editor, tell them what changed.
    m_rows = std::move(rows);
    const bool renamed = dimensionNames != m_dimensionNames;
    m_dimensionNames = dimensionNames;
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    if (renamed)
        Q_EMIT headerDataChanged(Qt::Horizontal, FirstDimensionColumn, unknownColumn() - 1);
}

} // namespace AttentionLab
