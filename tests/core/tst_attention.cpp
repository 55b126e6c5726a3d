// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"

#include "lessondata.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

using namespace AttentionLab;

namespace {
using testdata::lessonSentence1;

// The three steps written out with scalar loops: an independent hand computation.
std::vector<std::vector<double>> handWeights(const Eigen::MatrixXd& x, double temperature)
{
    const int length = static_cast<int>(x.rows());
    std::vector<std::vector<double>> weights(length, std::vector<double>(length));
    for (int i = 0; i < length; ++i) {
        std::vector<double> scores(length);
        for (int j = 0; j < length; ++j) {
            double dot = 0;
            for (int k = 0; k < x.cols(); ++k)
                dot += x(i, k) * x(j, k);
            scores[j] = dot / temperature;
        }
        double sum = 0;
        for (int j = 0; j < length; ++j)
            sum += std::exp(scores[j]);
        for (int j = 0; j < length; ++j)
            weights[i][j] = std::exp(scores[j]) / sum;
    }
    return weights;
}
} // namespace

Q_DECLARE_METATYPE(Eigen::MatrixXd)

class TestAttention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void appleGivesPhoneLessonWeight()
    {
        const AttentionResult result = attention::compute(lessonSentence1());
        // 苹果·手机 = 1.0, 苹果·苹果 = 2.0, 苹果·发布 = 0.6, 苹果·新 = 0.2
        QCOMPARE(result.scores(0, 3), 1.0);
        QCOMPARE(result.scores(0, 0), 2.0);
        const double expected = std::exp(1.0) / (std::exp(2.0) + std::exp(0.6) + std::exp(0.2) + std::exp(1.0));
        QVERIFY(std::abs(result.weights(0, 3) - expected) < 1e-12);
        QCOMPARE(QString::number(result.weights(0, 3), 'f', 2), QStringLiteral("0.21"));
    }

    void weightsMatchHandComputation_data()
    {
        QTest::addColumn<double>("temperature");
        QTest::newRow("t=1") << 1.0;
        QTest::newRow("t=0.1_sharp") << 0.1;
        QTest::newRow("t=5_flat") << 5.0;
    }
    void weightsMatchHandComputation()
    {
        QFETCH(double, temperature);
        const Eigen::MatrixXd x = lessonSentence1();
        const AttentionResult result = attention::compute(x, { temperature });
        const auto expected = handWeights(x, temperature);
        for (int i = 0; i < 4; ++i) {
            for (int j = 0; j < 4; ++j) {
                if (std::abs(result.weights(i, j) - expected[i][j]) > 1e-9)
                    QFAIL(qPrintable(QStringLiteral("weight (%1,%2) is %3, by hand %4")
                                         .arg(i)
                                         .arg(j)
                                         .arg(result.weights(i, j))
                                         .arg(expected[i][j])));
            }
        }
    }

    // The core sweeps 32 x 32 tiles and column panels: lengths across tile
    // edges must give the same weights as the scalar loops.
    void weightsMatchHandComputationAcrossTiles_data()
    {
        QTest::addColumn<int>("length");
        QTest::newRow("one_word") << 1;
        QTest::newRow("one_tile_and_one") << 33;
        QTest::newRow("three_tiles_and_a_bit") << 100;
    }
    void weightsMatchHandComputationAcrossTiles()
    {
        QFETCH(int, length);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, 3) * 2.0;
        const AttentionResult result = attention::compute(x, { 0.5 });
        const auto expected = handWeights(x, 0.5);
        double worst = 0;
        for (int i = 0; i < length; ++i) {
            for (int j = 0; j < length; ++j)
                worst = std::max(worst, std::abs(result.weights(i, j) - expected[i][j]));
        }
        QVERIFY2(worst < 1e-12,
                 qPrintable(QStringLiteral("weights differ from the hand computation by %1").arg(worst)));
        QVERIFY(((result.weights * x) - result.outputs).cwiseAbs().maxCoeff() < 1e-12);
    }

    void computeIntoAReusedResultOfAnotherSize()
    {
        AttentionResult reused = attention::compute(Eigen::MatrixXd::Random(40, 3));
        const Eigen::MatrixXd x = lessonSentence1();
        attention::compute(x, { 2.0 }, reused);
        const AttentionResult fresh = attention::compute(x, { 2.0 });
        QCOMPARE(reused.length(), 4);
        QVERIFY(reused.scores == fresh.scores);
        QVERIFY(reused.weights == fresh.weights);
        QVERIFY(reused.outputs == fresh.outputs);
    }

    void softmaxRowsOfANonSquareMatrix()
    {
        // 3 rows x 70 columns and its transpose: each row by hand, exp(s - max) / sum.
        const Eigen::MatrixXd wide = Eigen::MatrixXd::Random(3, 70) * 5.0;
        for (const Eigen::MatrixXd& scores : { wide, Eigen::MatrixXd(wide.transpose()) }) {
            const Eigen::MatrixXd weights = attention::softmaxRows(scores);
            QCOMPARE(weights.rows(), scores.rows());
            QCOMPARE(weights.cols(), scores.cols());
            for (int r = 0; r < scores.rows(); ++r) {
                const Eigen::ArrayXd exps = (scores.row(r).array() - scores.row(r).maxCoeff()).exp().transpose();
                const Eigen::ArrayXd expected = exps / exps.sum();
                QVERIFY2((weights.row(r).transpose().array() - expected).abs().maxCoeff() < 1e-15,
                         qPrintable(QStringLiteral("row %1 of %2 x %3").arg(r).arg(scores.rows()).arg(scores.cols())));
            }
        }
    }

    void outputsAreWeightedSumsOfVectors()
    {
        const Eigen::MatrixXd x = lessonSentence1();
        const AttentionResult result = attention::compute(x);
        for (int i = 0; i < 4; ++i) {
            Eigen::RowVectorXd sum = Eigen::RowVectorXd::Zero(4);
            for (int j = 0; j < 4; ++j)
                sum += result.weights(i, j) * x.row(j);
            QVERIFY((result.outputs.row(i) - sum).cwiseAbs().maxCoeff() < 1e-12);
        }
    }

    void scoresAreSymmetricDotProducts()
    {
        Eigen::MatrixXd x = Eigen::MatrixXd::Random(37, 5);
        const AttentionResult result = attention::compute(x, { 2.0 });
        const Eigen::MatrixXd expected = x * x.transpose() / 2.0;
        QVERIFY((result.scores - expected).cwiseAbs().maxCoeff() < 1e-12);
    }

    void softmaxStaysFiniteAndNormalised_data()
    {
        QTest::addColumn<double>("big");
        QTest::newRow("1e6") << 1e6;
        QTest::newRow("1e300") << 1e300;
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity();
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN();
        QTest::newRow("denormal") << std::numeric_limits<double>::denorm_min();
    }
    void softmaxStaysFiniteAndNormalised()
    {
        QFETCH(double, big);
        Eigen::MatrixXd scores(3, 3);
        scores << big, -big, 0.0, //
            -big, -big, -big, //
            big, big, 1.0;
        const Eigen::MatrixXd weights = attention::softmaxRows(scores);
        QVERIFY2(weights.allFinite(), "softmax produced NaN or infinity");
        for (int r = 0; r < 3; ++r)
            QVERIFY2(std::abs(weights.row(r).sum() - 1.0) < 1e-12, qPrintable(QStringLiteral("row %1").arg(r)));
        QVERIFY((weights.array() >= 0).all());
    }

    void largeScoresGiveOneHotRows()
    {
        Eigen::MatrixXd scores(1, 3);
        scores << 1e6, -1e6, 0;
        const Eigen::MatrixXd weights = attention::softmaxRows(scores);
        QCOMPARE(weights(0, 0), 1.0);
        QCOMPARE(weights(0, 1), 0.0);
    }

    void temperatureFlattensAndSharpens()
    {
        const Eigen::MatrixXd x = lessonSentence1();
        const double sharp = attention::entropy(attention::compute(x, { 0.1 }).weights.row(0).transpose());
        const double plain = attention::entropy(attention::compute(x, { 1.0 }).weights.row(0).transpose());
        const double flat = attention::entropy(attention::compute(x, { 5.0 }).weights.row(0).transpose());
        QVERIFY2(sharp < plain && plain < flat, "entropy must grow with the temperature");
        QVERIFY(flat < std::log(4.0) + 1e-12);
    }

    // At the edges of double (issue 20, item 14): a temperature below the smallest normal number
    // sharpens to one-hot instead of flattening to uniform, and overflowing scores are ±infinity
    // whose row puts all the weight on its largest score.
    void edgesOfDouble_data()
    {
        QTest::addColumn<Eigen::MatrixXd>("vectors");
        QTest::addColumn<double>("temperature");
        QTest::addColumn<Eigen::MatrixXd>("weights"); // worked out by hand
        Eigen::MatrixXd three(3, 2);
        three << 1, 0, 0, 2, 0.5, 0.5;
        // Dot products: row 0 = (1, 0, 0.5), row 1 = (0, 4, 1), row 2 = (0.5, 1, 0.5). As T -> 0 each
        // row's largest dot product takes all the weight, although divided by T several are +infinity.
        Eigen::MatrixXd oneHot(3, 3);
        oneHot << 1, 0, 0, 0, 1, 0, 0, 1, 0;
        QTest::newRow("subnormal_temperature") << three << 1e-320 << oneHot;
        QTest::newRow("smallest_subnormal_temperature") << three << 4.9406564584124654e-324 << oneHot;
        QTest::newRow("smallest_normal_temperature") << three << 2.2250738585072014e-308 << oneHot;
        // Dot products of 1e200-sized vectors overflow: row 0 = (+inf, +inf, -inf) shares its weight.
        Eigen::MatrixXd huge(3, 1);
        huge << 1e200, 1e200, -1e200;
        Eigen::MatrixXd shared(3, 3);
        shared << 0.5, 0.5, 0, 0.5, 0.5, 0, 0, 0, 1;
        QTest::newRow("overflowing_scores") << huge << 1.0 << shared;
        // No dimensions: every score is 0 (not 0 x infinity), and the weights are uniform.
        QTest::newRow("no_dimensions_subnormal_temperature")
            << Eigen::MatrixXd(3, 0) << 1e-320 << Eigen::MatrixXd(Eigen::MatrixXd::Constant(3, 3, 1.0 / 3));
    }
    void edgesOfDouble()
    {
        QFETCH(Eigen::MatrixXd, vectors);
        QFETCH(double, temperature);
        QFETCH(Eigen::MatrixXd, weights);
        QVERIFY(attention::isValidTemperature(temperature));
        const AttentionResult result = attention::compute(vectors, { temperature });
        QVERIFY(!result.scores.array().isNaN().any());
        QVERIFY(result.weights.allFinite());
        // Eigen's vectorised exp stops at the smallest normal double instead of 0: one-hot to 1e-300.
        QVERIFY2((result.weights - weights).cwiseAbs().maxCoeff() < 1e-300, "not the hand-worked weights");
    }

    void entropyOfKnownRows()
    {
        QCOMPARE(attention::entropy(Eigen::Vector3d(1, 0, 0)), 0.0);
        QVERIFY(std::abs(attention::entropy(Eigen::Vector4d::Constant(0.25)) - std::log(4.0)) < 1e-12);
    }

    void invalidTemperatures_data()
    {
        QTest::addColumn<double>("temperature");
        QTest::addColumn<bool>("valid");
        QTest::newRow("one") << 1.0 << true;
        QTest::newRow("zero") << 0.0 << false;
        QTest::newRow("negative") << -1.0 << false;
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << false;
        QTest::newRow("infinity") << std::numeric_limits<double>::infinity() << false;
    }
    void invalidTemperatures()
    {
        QFETCH(double, temperature);
        QFETCH(bool, valid);
        QCOMPARE(attention::isValidTemperature(temperature), valid);
        QVERIFY(attention::compute(lessonSentence1(), { temperature }).weights.allFinite());
    }

    void cosineSimilarity()
    {
        QCOMPARE(attention::cosineSimilarity(Eigen::Vector2d(1, 0), Eigen::Vector2d(0, 1)), 0.0);
        QVERIFY(std::abs(attention::cosineSimilarity(Eigen::Vector2d(1, 1), Eigen::Vector2d(2, 2)) - 1.0) < 1e-15);
        QCOMPARE(attention::cosineSimilarity(Eigen::Vector2d(0, 0), Eigen::Vector2d(1, 1)), 0.0);
    }

    void emptySentence()
    {
        const AttentionResult result = attention::compute(Eigen::MatrixXd(0, 4));
        QCOMPARE(result.length(), 0);
        QCOMPARE(result.outputs.rows(), 0);
    }

    void zeroAndIdenticalVectorsGiveUniformRows()
    {
        const AttentionResult zeros = attention::compute(Eigen::MatrixXd::Zero(5, 4));
        QVERIFY((zeros.weights.array() - 0.2).abs().maxCoeff() < 1e-15);
        const AttentionResult same = attention::compute(Eigen::MatrixXd::Ones(3, 4));
        QVERIFY((same.weights.array() - 1.0 / 3).abs().maxCoeff() < 1e-15);
    }
};

QTEST_GUILESS_MAIN(TestAttention)
#include "tst_attention.moc"
