// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "projection.h"
#include "workspace.h"

#include <QTest>

#include <cmath>

using namespace AttentionLab;

namespace {
bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance;
}
} // namespace

class TestProjection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void handMadeCross()
    {
        // A cross around (3, -1): long along y, short along x. PCA must centre it,
        // find y as the first axis and x as the second, with positive signs.
        Eigen::MatrixXd rows(4, 2);
        rows << 3, 1, //
            3, -3, //
            3.5, -1, //
            2.5, -1;
        const Projection2D p = projection::pca2d(rows);
        QVERIFY(near(p.mean[0], 3.0));
        QVERIFY(near(p.mean[1], -1.0));
        QVERIFY(near(p.axes(0, 0), 0.0) && near(p.axes(1, 0), 1.0));
        QVERIFY(near(p.axes(0, 1), 1.0) && near(p.axes(1, 1), 0.0));
        const double expected[4][2] = { { 2, 0 }, { -2, 0 }, { 0, 0.5 }, { 0, -0.5 } };
        for (int i = 0; i < 4; ++i) {
            QVERIFY2(near(p.points(i, 0), expected[i][0]) && near(p.points(i, 1), expected[i][1]),
                     qPrintable(QStringLiteral("point %1 is (%2, %3)").arg(i).arg(p.points(i, 0)).arg(p.points(i, 1))));
        }
        // Variances 8/4 and 0.5/4 (n - 1 cancels): shares 16/17 and 1/17.
        QVERIFY(near(p.explained[0], 16.0 / 17.0));
        QVERIFY(near(p.explained[1], 1.0 / 17.0));
    }

    void pointsOnALineIn3d()
    {
        // Three points on the line through (1, 1, 1) along (1, 2, 2)/3, at t = -3, 0, 6.
        const Eigen::Vector3d direction(1.0 / 3, 2.0 / 3, 2.0 / 3);
        Eigen::MatrixXd rows(3, 3);
        const double t[3] = { -3, 0, 6 };
        for (int i = 0; i < 3; ++i)
            rows.row(i) = (Eigen::Vector3d(1, 1, 1) + t[i] * direction).transpose();
        const Projection2D p = projection::pca2d(rows);
        // Mean t is 1; the direction's largest component is positive (the first of the tied two).
        for (int i = 0; i < 3; ++i) {
            QVERIFY(near(p.points(i, 0), t[i] - 1.0));
            QVERIFY(near(p.points(i, 1), 0.0));
        }
        QVERIFY((p.axes.col(0) - direction).norm() < 1e-9);
        QVERIFY(p.axes.col(1).isZero()); // no second direction of spread
        QVERIFY(near(p.explained[0], 1.0));
        QCOMPARE(p.explained[1], 0.0);
    }

    void signDoesNotDependOnRowOrder()
    {
        Eigen::MatrixXd rows(5, 4);
        rows << 1, 1, 0, 0, //
            0.6, 0, 1, 0, //
            0.2, 0, 0.1, 1, //
            1, 0, 0.2, 0.1, //
            0, 1.2, 0, 0.1;
        const Projection2D forward = projection::pca2d(rows);
        const Eigen::MatrixXd reversed = rows.colwise().reverse();
        const Projection2D backward = projection::pca2d(reversed);
        QVERIFY((forward.points - backward.points.colwise().reverse()).norm() < 1e-9);
        for (int k = 0; k < 2; ++k) {
            Eigen::Index largest = 0;
            forward.axes.col(k).cwiseAbs().maxCoeff(&largest);
            QVERIFY(forward.axes(largest, k) > 0);
        }
        // Orthonormal axes.
        QVERIFY(((forward.axes.transpose() * forward.axes) - Eigen::Matrix2d::Identity()).norm() < 1e-9);
    }

    void degenerateInputs_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::newRow("nothing") << 0 << 4;
        QTest::newRow("one_vector") << 1 << 4;
        QTest::newRow("one_dimension") << 3 << 1;
        QTest::newRow("all_equal") << 5 << 3;
    }
    void degenerateInputs()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        Eigen::MatrixXd input = Eigen::MatrixXd::Constant(rows, columns, 0.7);
        if (columns == 1)
            input << 1, 2, 4;
        const Projection2D p = projection::pca2d(input);
        QCOMPARE(p.points.rows(), Eigen::Index(rows));
        QCOMPARE(p.points.cols(), Eigen::Index(2));
        QVERIFY(p.points.allFinite());
        QVERIFY(p.axes.allFinite());
        if (columns == 1) {
            QVERIFY(near(p.points(0, 0), -4.0 / 3) && near(p.points(2, 0), 5.0 / 3));
            QVERIFY(p.points.col(1).isZero());
        } else {
            QVERIFY(p.points.isZero());
        }
    }

    void theTwoApplesPartWays()
    {
        Workspace workspace;
        const WorkspaceProjection projection = WorkspaceProjection::fromWorkspace(workspace);
        QCOMPARE(projection.sentences.size(), 2);
        const ProjectedSentence& first = projection.sentences.at(0);
        const ProjectedSentence& second = projection.sentences.at(1);
        QCOMPARE(first.words,
                 (QStringList { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                QStringLiteral("手机") }));
        QCOMPARE(first.queryIndex, 0);
        QCOMPARE(second.queryIndex, 1);
        QCOMPARE(projection.pca.size(), 16); // 8 static + 8 contextual
        const Eigen::RowVector2d staticApple1 = first.staticPoints.row(0);
        const Eigen::RowVector2d staticApple2 = second.staticPoints.row(1);
        const Eigen::RowVector2d newApple1 = first.contextualPoints.row(0);
        const Eigen::RowVector2d newApple2 = second.contextualPoints.row(1);
        QVERIFY((staticApple1 - staticApple2).norm() < 1e-12); // one vector, one point
        const double spread
            = (projection.pca.points.colwise().maxCoeff() - projection.pca.points.colwise().minCoeff()).norm();
        QVERIFY2((newApple1 - newApple2).norm() > 0.1 * spread,
                 qPrintable(
                     QStringLiteral("the two contextual 苹果 are only %1 apart").arg((newApple1 - newApple2).norm())));
        // Each moved towards its own context: 手机 in sentence 1, 香蕉 in sentence 2.
        const Eigen::RowVector2d phone = first.staticPoints.row(3);
        const Eigen::RowVector2d banana = second.staticPoints.row(3);
        QVERIFY((newApple1 - phone).norm() < (newApple2 - phone).norm());
        QVERIFY((newApple2 - banana).norm() < (newApple1 - banana).norm());
    }

    void pointsAreTheProjectedWorkspaceVectors()
    {
        Workspace workspace;
        const WorkspaceProjection projection = WorkspaceProjection::fromWorkspace(workspace);
        const Projection2D& pca = projection.pca;
        for (const ProjectedSentence& sentence : projection.sentences) {
            const SentenceAnalysis& analysis = workspace.sentence(sentence.sentenceIndex);
            for (int t = 0; t < sentence.words.size(); ++t) {
                const Eigen::RowVector2d s = (analysis.vectors.row(t) - pca.mean) * pca.axes;
                const Eigen::RowVector2d c = (analysis.result().outputs.row(t) - pca.mean) * pca.axes;
                QVERIFY((sentence.staticPoints.row(t) - s).norm() < 1e-12);
                QVERIFY((sentence.contextualPoints.row(t) - c).norm() < 1e-12);
            }
        }
    }

    void longAndEmptySentences()
    {
        Workspace workspace;
        QStringList words;
        for (int i = 0; i < 1000; ++i)
            words.append(i % 2 ? QStringLiteral("苹果") : QStringLiteral("手机"));
        workspace.setSentences({ words.join(QLatin1Char(' ')), QString(), QStringLiteral("吃 香蕉") });
        workspace.waitForAttention(); // 1000 words are computed in the background
        const WorkspaceProjection projection = WorkspaceProjection::fromWorkspace(workspace, 2, 40);
        QCOMPARE(projection.sentences.size(), 2);
        QCOMPARE(projection.sentences.at(0).words.size(), 40);
        QCOMPARE(projection.sentences.at(0).totalWords, 1000);
        QCOMPARE(projection.sentences.at(1).words.size(), 0);
        QCOMPARE(projection.sentences.at(1).staticPoints.rows(), Eigen::Index(0));
        QCOMPARE(projection.pca.size(), 80);
        QVERIFY(projection.pca.points.allFinite());
    }
};

QTEST_GUILESS_MAIN(TestProjection)
#include "tst_projection.moc"
