// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenmodel.h"

#include "../neighbours.h"
#include "../numberformat.h"
#include "../workspace.h"

#include <algorithm>

namespace AttentionLab {

TokenModel::TokenModel(int sentenceIndex, QObject* parent)
    : QAbstractTableModel(parent)
    , m_sentenceIndex(sentenceIndex)
{ }

void TokenModel::setSentenceIndex(int index)
{
    if (index == m_sentenceIndex)
        return;
    m_sentenceIndex = index;
    Q_EMIT sentenceIndexChanged(index);
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
    case ScoreColumn:
        if (row >= m_scores.size())
            return {};
        return role == ValueRole ? m_scores[row] : numberformat::rounded(m_scores[row]);
    case WeightColumn:
        if (row >= m_weights.size())
            return {};
        return role == ValueRole ? m_weights[row] : numberformat::rounded(m_weights[row]);
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

void TokenModel::resetData(const QList<Token>& tokens, const Eigen::MatrixXd& vectors, int queryIndex,
                           std::shared_ptr<const AttentionResult> result, const QList<QColor>& colours,
                           const QStringList& dimensionNames)
{
    beginResetModel();
    m_tokens = tokens;
    m_vectors = vectors;
    m_queryIndex = tokens.isEmpty() ? 0 : std::clamp(queryIndex, 0, static_cast<int>(tokens.size()) - 1);
    m_colours = colours;
    while (m_colours.size() < m_tokens.size())
        m_colours.append(QColor());
    m_dimensionNames = dimensionNames;
    // While a long sentence's attention is computed, only its words are known.
    if (result && !m_tokens.isEmpty() && result->length() == m_tokens.size()) {
        m_scores = result->scores.row(m_queryIndex).transpose();
        m_weights = result->weights.row(m_queryIndex).transpose();
        m_result = std::move(result);
    } else {
        m_scores.resize(0);
        m_weights.resize(0);
        m_result.reset();
    }
    endResetModel();
}

QString TokenModel::describeNeighbours(int row) const
{
    constexpr int Shown = 5;
    if (!m_vocabulary || row < 0 || row >= m_tokens.size() || row >= m_vectors.rows())
        return {};
    const QString& word = m_tokens.at(row).text;
    QString text = tr("Nearest words to its own vector: %1")
                       .arg(neighbours::describe(
                           neighbours::nearest(*m_vocabulary, m_vectors.row(row).transpose(), Shown, word)));
    if (m_result)
        text += QLatin1Char('\n')
            + tr("Nearest words after attention: %1")
                  .arg(neighbours::describe(
                      neighbours::nearest(*m_vocabulary, m_result->outputs.row(row).transpose(), Shown, word)));
    return text;
}

QString TokenModel::describeVector(int row) const
{
    QStringList parts;
    for (Eigen::Index c = 0; c < m_vectors.cols(); ++c) {
        const QString name = c < m_dimensionNames.size() ? m_dimensionNames.at(c) : QString::number(c + 1);
        parts.append(QStringLiteral("%1 %2").arg(name, numberformat::value(m_vectors(row, c))));
    }
    const QString vector = parts.join(QStringLiteral(", "));
    if (m_tokens.at(row).known)
        return tr("“%1”: %2").arg(m_tokens.at(row).text, vector);
    return tr("“%1” (not in the vocabulary, made-up vector): %2").arg(m_tokens.at(row).text, vector);
}

} // namespace AttentionLab
