// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "attentionjacobian.h"

#include "lessondata.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <vector>

using namespace AttentionLab;

namespace {
using testdata::lessonSentence1;

using testdata::randomSentence;

Eigen::MatrixXd sentenceNamed(const QString& name)
{
    return name == QLatin1String("lesson") ? lessonSentence1() : randomSentence();
}

// dy_t/dx_s by central differences on attention::compute(): knows nothing of softmax derivatives.
Eigen::MatrixXd finiteDifferenceJacobian(const Eigen::MatrixXd& vectors, int t, int s, double temperature)
{
    constexpr double step = 1e-6;
    Eigen::MatrixXd jacobian(vectors.cols(), vectors.cols());
    for (int b = 0; b < vectors.cols(); ++b) {
        Eigen::MatrixXd plus = vectors;
        Eigen::MatrixXd minus = vectors;
        plus(s, b) += step;
        minus(s, b) -= step;
        const Eigen::RowVectorXd difference = attention::compute(plus, { temperature }).outputs.row(t)
            - attention::compute(minus, { temperature }).outputs.row(t);
        jacobian.col(b) = difference.transpose() / (2 * step);
    }
    return jacobian;
}

using testdata::describeDifference;

double median(Eigen::VectorXd values)
{
    std::sort(values.data(), values.data() + values.size());
    const Eigen::Index n = values.size();
    return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}
} // namespace

class TestAttentionJacobian : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void outputJacobianMatchesFiniteDifferences_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("t");
        QTest::addColumn<int>("s");
        QTest::addColumn<double>("temperature");
        QTest::newRow("lesson_apple_on_itself") << QStringLiteral("lesson") << 0 << 0 << 1.0;
        QTest::newRow("lesson_apple_on_phone") << QStringLiteral("lesson") << 3 << 0 << 1.0;
        QTest::newRow("lesson_phone_on_apple") << QStringLiteral("lesson") << 0 << 3 << 1.0;
        QTest::newRow("lesson_new_on_release") << QStringLiteral("lesson") << 1 << 2 << 1.0;
        QTest::newRow("lesson_new_on_itself_T0.5") << QStringLiteral("lesson") << 2 << 2 << 0.5;
        QTest::newRow("lesson_apple_on_phone_T0.5") << QStringLiteral("lesson") << 3 << 0 << 0.5;
        QTest::newRow("lesson_release_on_itself_T2") << QStringLiteral("lesson") << 1 << 1 << 2.0;
        QTest::newRow("lesson_apple_on_new_T2") << QStringLiteral("lesson") << 2 << 0 << 2.0;
        QTest::newRow("random30_first_on_last") << QStringLiteral("random30") << 29 << 0 << 1.0;
        QTest::newRow("random30_self_t10_T0.5") << QStringLiteral("random30") << 10 << 10 << 0.5;
        QTest::newRow("random30_t5_s17_T2") << QStringLiteral("random30") << 5 << 17 << 2.0;
        QTest::newRow("random30_first_on_itself_T2") << QStringLiteral("random30") << 0 << 0 << 2.0;
    }
    void outputJacobianMatchesFiniteDifferences()
    {
        QFETCH(QString, sentence);
        QFETCH(int, t);
        QFETCH(int, s);
        QFETCH(double, temperature);
        const Eigen::MatrixXd vectors = sentenceNamed(sentence);
        const Eigen::MatrixXd analytic = attention::outputJacobian(vectors, t, s, temperature);
        const Eigen::MatrixXd numeric = finiteDifferenceJacobian(vectors, t, s, temperature);
        QCOMPARE(analytic.rows(), vectors.cols());
        QCOMPARE(analytic.cols(), vectors.cols());
        QVERIFY2((analytic - numeric).cwiseAbs().maxCoeff() < 1e-6,
                 qPrintable(QStringLiteral("analytic Jacobian disagrees with finite differences, ")
                            + describeDifference(analytic, numeric)));
    }

    void influenceIsTheNormOfEachJacobian_data()
    {
        QTest::addColumn<double>("temperature");
        QTest::newRow("T1") << 1.0;
        QTest::newRow("T0.5") << 0.5;
    }
    void influenceIsTheNormOfEachJacobian()
    {
        QFETCH(double, temperature);
        const Eigen::MatrixXd vectors = randomSentence();
        const Eigen::VectorXd influence = attention::firstWordInfluence(vectors, temperature);
        QCOMPARE(influence.size(), vectors.rows());
        for (int t = 0; t < vectors.rows(); ++t) {
            const double expected = attention::outputJacobian(vectors, t, 0, temperature).norm();
            QVERIFY2(
                std::abs(influence[t] - expected) <= 1e-12 * expected,
                qPrintable(
                    QStringLiteral("word %1: influence %2, Jacobian norm %3").arg(t).arg(influence[t]).arg(expected)));
        }
    }

    // Wide vectors take the norm without forming the d x d matrices; it must be the same number.
    void influenceOfWideVectorsIsTheNormOfEachJacobian_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::addColumn<double>("temperature");
        QTest::newRow("d65_fewer_words_than_dimensions") << 12 << 65 << 1.0;
        QTest::newRow("d300_T0.5") << 20 << 300 << 0.5;
        QTest::newRow("d70_more_words_than_dimensions_T2") << 90 << 70 << 2.0;
    }
    void influenceOfWideVectorsIsTheNormOfEachJacobian()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QFETCH(double, temperature);
        const Eigen::MatrixXd vectors = randomSentence(length, dimension) * 0.2; // scores of order 1
        const Eigen::VectorXd influence = attention::firstWordInfluence(vectors, temperature);
        for (int t = 0; t < length; ++t) {
            const double expected = attention::outputJacobian(vectors, t, 0, temperature).norm();
            QVERIFY2(std::abs(influence[t] - expected) <= 1e-12 * expected,
                     qPrintable(QStringLiteral("word %1: influence %2, Jacobian norm %3")
                                    .arg(t)
                                    .arg(influence[t], 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
        }
    }

    // The lesson: attention reaches word 30 as easily as word 2. (An RNN's reach
    // fades instead; tst_rnn checks that side.)
    void firstWordDoesNotFadeWithDistance()
    {
        const Eigen::VectorXd influence = attention::firstWordInfluence(randomSentence());
        const double typical = median(influence);
        QVERIFY2(influence[29] > typical / 10,
                 qPrintable(QStringLiteral("word 1 reaches word 30 with %1, the median word with %2")
                                .arg(influence[29])
                                .arg(typical)));
        // Not a slow fade either: the far half of the sentence is reached about as
        // strongly as the near half.
        const double nearHalf = influence.segment(1, 14).mean();
        const double farHalf = influence.segment(15, 15).mean();
        QVERIFY2(farHalf > nearHalf / 3,
                 qPrintable(QStringLiteral("near half %1, far half %2").arg(nearHalf).arg(farHalf)));
    }

    // Position plays no part: move a word from place 2 to place 30 and word 1
    // reaches it exactly as strongly as before.
    void influenceDependsOnContentNotPosition()
    {
        const Eigen::MatrixXd vectors = randomSentence();
        Eigen::MatrixXd swapped = vectors;
        swapped.row(1).swap(swapped.row(29));
        const Eigen::VectorXd before = attention::firstWordInfluence(vectors);
        const Eigen::VectorXd after = attention::firstWordInfluence(swapped);
        QVERIFY(std::abs(after[29] - before[1]) < 1e-12);
        QVERIFY(std::abs(after[1] - before[29]) < 1e-12);
        QVERIFY(std::abs(after[15] - before[15]) < 1e-12);
    }

    void emptySentence()
    {
        const Eigen::MatrixXd empty(0, 4);
        QCOMPARE(attention::firstWordInfluence(empty).size(), Eigen::Index(0));
        const Eigen::MatrixXd jacobian = attention::outputJacobian(empty, 0, 0);
        QCOMPARE(jacobian.rows(), Eigen::Index(4));
        QCOMPARE(jacobian.cols(), Eigen::Index(4));
        QVERIFY(jacobian.isZero(0));
    }

    // A lone word attends only to itself, so its output is itself: dy/dx = I.
    void singleWordIsItsOwnOutput()
    {
        const Eigen::MatrixXd word = lessonSentence1().topRows(1);
        const Eigen::MatrixXd jacobian = attention::outputJacobian(word, 0, 0);
        QVERIFY2((jacobian - Eigen::MatrixXd::Identity(4, 4)).cwiseAbs().maxCoeff() < 1e-15,
                 qPrintable(describeDifference(jacobian, Eigen::MatrixXd::Identity(4, 4))));
        const Eigen::VectorXd influence = attention::firstWordInfluence(word);
        QCOMPARE(influence.size(), Eigen::Index(1));
        QVERIFY(std::abs(influence[0] - 2.0) < 1e-15); // ||I_4||_F
    }

    void wordsOutsideTheSentenceHaveNoJacobian()
    {
        const Eigen::MatrixXd vectors = lessonSentence1();
        QVERIFY(attention::outputJacobian(vectors, 4, 0).isZero(0));
        QVERIFY(attention::outputJacobian(vectors, 0, -1).isZero(0));
    }

    void invalidTemperatureFallsBackToOne()
    {
        const Eigen::MatrixXd vectors = lessonSentence1();
        const Eigen::MatrixXd plain = attention::outputJacobian(vectors, 3, 0, 1.0);
        QVERIFY(attention::outputJacobian(vectors, 3, 0, 0.0) == plain);
        QVERIFY(attention::outputJacobian(vectors, 3, 0, -2.0) == plain);
        QVERIFY(attention::firstWordInfluence(vectors, 0.0) == attention::firstWordInfluence(vectors, 1.0));
    }
};

QTEST_GUILESS_MAIN(TestAttentionJacobian)
#include "tst_attentionjacobian.moc"
