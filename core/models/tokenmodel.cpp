// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenmodel.h"

#include "../neighbours.h"
#include "../workspace.h"

namespace AttentionLab {

TokenModel::TokenModel(Workspace* workspace, int sentenceIndex, QObject* parent)
    : QAbstractTableModel(parent)
    , m_workspace(workspace)
    , m_sentenceIndex(sentenceIndex)
{
    auto resetIfMine = [this](int index) {
        if (index == m_sentenceIndex)
            resetData();
    };
    connect(m_workspace, &Workspace::sentenceChanged, this, resetIfMine);
    connect(m_workspace, &Workspace::queryChanged, this, resetIfMine);
    connect(m_workspace, &Workspace::sentencesReset, this, &TokenModel::resetData);
    resetData();
}

void TokenModel::setSentenceIndex(int index)
{
    if (index == m_sentenceIndex)
        return;
    m_sentenceIndex = index;
    resetData();
}

int TokenModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_tokens.size();
}

int TokenModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant TokenModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    switch (role) {
    case KnownRole:
        return m_tokens.at(row).known;
    case VectorRole: {
        QList<double> components;
        for (Eigen::Index c = 0; c < m_vectors.cols(); ++c)
            components.append(m_vectors(row, c));
        return QVariant::fromValue(components);
    }
    case ColourRole:
    case Qt::DecorationRole:
        return index.column() == TokenColumn ? QVariant(m_colours.at(row)) : QVariant();
    case IsQueryRole:
        return row == m_queryIndex;
    case Qt::ToolTipRole:
        return describeVector(row);
    case NeighboursRole:
        return describeNeighbours(row);
    default:
        break;
    }
    if (role != Qt::DisplayRole && role != ValueRole)
        return {};
    switch (static_cast<Columns>(index.column())) {
    case TokenColumn:
        return m_tokens.at(row).text;
    // While a long sentence's attention is computed, only its words are known.
    case ScoreColumn:
        return row < m_scores.size() ? QVariant(m_scores[row]) : QVariant();
    case WeightColumn:
        return row < m_weights.size() ? QVariant(m_weights[row]) : QVariant();
    case NUM_COLUMNS:
        break;
    }
    return {};
}

QVariant TokenModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    switch (static_cast<Columns>(section)) {
    case TokenColumn:
        return tr("Word");
    case ScoreColumn:
        return tr("Score");
    case WeightColumn:
        return tr("Weight");
    case NUM_COLUMNS:
        break;
    }
    return {};
}

void TokenModel::resetData()
{
    beginResetModel();
    m_tokens.clear();
    m_colours.clear();
    m_vectors.resize(0, 0);
    m_scores.resize(0);
    m_weights.resize(0);
    m_queryIndex = 0;
    if (m_sentenceIndex >= 0 && m_sentenceIndex < m_workspace->sentenceCount()) {
        const SentenceAnalysis& sentence = m_workspace->sentence(m_sentenceIndex);
        const Vocabulary& vocabulary = m_workspace->vocabulary();
        m_tokens = sentence.tokens;
        m_vectors = sentence.vectors;
        m_queryIndex = sentence.queryIndex;
        m_dimensionNames = vocabulary.dimensionNames();
        if (sentence.length() > 0 && sentence.attentionReady()) {
            m_scores = sentence.result().scores.row(m_queryIndex).transpose();
            m_weights = sentence.result().weights.row(m_queryIndex).transpose();
        }
        for (int t = 0; t < m_tokens.size(); ++t)
            m_colours.append(m_workspace->tokenColour(m_sentenceIndex, t));
    }
    endResetModel();
}

QString TokenModel::describeNeighbours(int row) const
{
    constexpr int Shown = 5;
    if (m_sentenceIndex < 0 || m_sentenceIndex >= m_workspace->sentenceCount())
        return {};
    const SentenceAnalysis& sentence = m_workspace->sentence(m_sentenceIndex);
    if (row >= sentence.length())
        return {};
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    const QString& word = sentence.tokens.at(row).text;
    QString text = tr("Nearest words to its own vector: %1")
                       .arg(neighbours::describe(
                           neighbours::nearest(vocabulary, sentence.vectors.row(row).transpose(), Shown, word)));
    if (sentence.attentionReady())
        text += QLatin1Char('\n')
            + tr("Nearest words after attention: %1")
                  .arg(neighbours::describe(
                      neighbours::nearest(vocabulary, sentence.result().outputs.row(row).transpose(), Shown, word)));
    return text;
}

QString TokenModel::describeVector(int row) const
{
    QStringList parts;
    for (Eigen::Index c = 0; c < m_vectors.cols(); ++c) {
        const QString name = c < m_dimensionNames.size() ? m_dimensionNames.at(c) : QString::number(c + 1);
        parts.append(QStringLiteral("%1 %2").arg(name, QString::number(m_vectors(row, c), 'f', 2)));
    }
    const QString vector = parts.join(QStringLiteral(", "));
    if (m_tokens.at(row).known)
        return tr("“%1”: %2").arg(m_tokens.at(row).text, vector);
    return tr("“%1” (not in the vocabulary, made-up vector): %2").arg(m_tokens.at(row).text, vector);
}

} // namespace AttentionLab
