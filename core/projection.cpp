// SPDX-License-Identifier: GPL-3.0-or-later
#include "projection.h"

#include "workspace.h"

#include <Eigen/SVD>

#include <cmath>

namespace AttentionLab {

namespace projection {

Projection2D pca2d(const Eigen::MatrixXd& rows)
{
    Projection2D result;
    const Eigen::Index n = rows.rows();
    const Eigen::Index d = rows.cols();
    result.points = Eigen::MatrixXd::Zero(n, 2);
    result.axes = Eigen::MatrixXd::Zero(d, 2);
    result.mean = n > 0 ? Eigen::RowVectorXd(rows.colwise().mean()) : Eigen::RowVectorXd::Zero(d);
    if (n == 0 || d == 0)
        return result;

    const Eigen::MatrixXd centred = rows.rowwise() - result.mean;
    // Thin V is all PCA needs; BDCSVD stays fast for thousands of rows.
    const Eigen::BDCSVD<Eigen::MatrixXd> svd(centred, Eigen::ComputeThinV);
    const Eigen::VectorXd& singular = svd.singularValues();
    const double total = singular.squaredNorm();
    if (!(total > 0) || !std::isfinite(total))
        return result; // every vector is the same: one point at the origin
    const double negligible = singular[0] * 1e-12;
    const Eigen::Index components = std::min<Eigen::Index>(2, singular.size());
    for (Eigen::Index k = 0; k < components; ++k) {
        if (!(singular[k] > negligible))
            break; // no spread in this direction: leave the axis at zero
        Eigen::VectorXd axis = svd.matrixV().col(k);
        Eigen::Index largest = 0;
        for (Eigen::Index i = 1; i < d; ++i) {
            if (std::abs(axis[i]) > std::abs(axis[largest]))
                largest = i;
        }
        if (axis[largest] < 0)
            axis = -axis;
        result.axes.col(k) = axis;
        result.explained[k] = singular[k] * singular[k] / total;
    }
    result.points = centred * result.axes;
    return result;
}

} // namespace projection

WorkspaceProjection WorkspaceProjection::fromWorkspace(const Workspace& workspace, int maximumSentences,
                                                       int maximumWords)
{
    WorkspaceProjection projection;
    const int sentenceCount = std::clamp(maximumSentences, 0, workspace.sentenceCount());
    const int dimension = workspace.vocabulary().dimension();
    Eigen::Index rows = 0;
    for (int s = 0; s < sentenceCount; ++s) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        ProjectedSentence projected;
        projected.sentenceIndex = s;
        projected.totalWords = sentence.length();
        // A sentence still waiting for its attention has no contextual vectors to show yet.
        const int shown = sentence.attentionReady() ? std::clamp(maximumWords, 0, sentence.length()) : 0;
        for (int t = 0; t < shown; ++t)
            projected.words.append(sentence.tokens.at(t).label());
        projected.queryIndex = sentence.queryIndex < shown ? sentence.queryIndex : -1;
        rows += 2 * shown;
        projection.sentences.append(projected);
    }

    Eigen::MatrixXd all(rows, dimension);
    Eigen::Index row = 0;
    for (const ProjectedSentence& projected : std::as_const(projection.sentences)) {
        const SentenceAnalysis& sentence = workspace.sentence(projected.sentenceIndex);
        const auto shown = static_cast<Eigen::Index>(projected.words.size());
        all.middleRows(row, shown) = sentence.vectors.topRows(shown);
        all.middleRows(row + shown, shown) = sentence.result().outputs.topRows(shown);
        row += 2 * shown;
    }
    projection.pca = projection::pca2d(all);

    row = 0;
    for (ProjectedSentence& projected : projection.sentences) {
        const auto shown = static_cast<Eigen::Index>(projected.words.size());
        projected.staticPoints = projection.pca.points.middleRows(row, shown);
        projected.contextualPoints = projection.pca.points.middleRows(row + shown, shown);
        row += 2 * shown;
    }
    return projection;
}

} // namespace AttentionLab
