// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QStringList>

#include <Eigen/Core>

namespace AttentionLab {

class Workspace;

/// Vectors projected onto their two principal axes (PCA), for 2-D plots.
struct Projection2D
{
    Eigen::MatrixXd points; ///< n x 2: each input row on the two axes
    Eigen::RowVectorXd mean; ///< 1 x d: what was subtracted before projecting
    /// d x 2, orthonormal columns; a column is zero when the vectors do not
    /// spread in a second (or any) direction.
    Eigen::MatrixXd axes;
    /// Share of the total variance along each axis (0..1).
    Eigen::Vector2d explained = Eigen::Vector2d::Zero();

    int size() const { return static_cast<int>(points.rows()); }
};

namespace projection {

/// 2-D PCA of the rows of \a rows (n x d): the singular value decomposition of
/// the centred matrix gives the axes. An axis has no sign of its own, so each
/// is turned to make its largest component (the first one, on a tie)
/// positive: the same vectors always give the same picture.
Projection2D pca2d(const Eigen::MatrixXd& rows);

} // namespace projection

/// One sentence's words in the plane of a WorkspaceProjection.
struct ProjectedSentence
{
    int sentenceIndex = 0; ///< in the Workspace
    QStringList words; ///< the first words of the sentence (all of them, up to the limit)
    int totalWords = 0; ///< how many words the sentence has
    int queryIndex = -1; ///< the query word, -1 when it is not among \a words
    Eigen::MatrixXd staticPoints; ///< words.size() x 2: the words' own vectors
    Eigen::MatrixXd contextualPoints; ///< words.size() x 2: their vectors after attention
};

/// The static and contextual vectors of the Workspace's first sentences, all
/// projected together onto one plane, so that a word's move from its own
/// vector to its contextual one shows as a move in the plot.
struct WorkspaceProjection
{
    QList<ProjectedSentence> sentences;
    Projection2D pca; ///< rows: sentence by sentence, the static points then the contextual ones

    /// Projects the first \a maximumSentences sentences, at most \a maximumWords words of each.
    static WorkspaceProjection fromWorkspace(const Workspace& workspace, int maximumSentences = 2,
                                             int maximumWords = 40);
};

} // namespace AttentionLab
