// SPDX-License-Identifier: GPL-3.0-or-later
#include "rnn.h"

#include "lessondata.h"

#include <QTest>

#include <Eigen/SVD>

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

// dh_t/dx_1 by central differences on run(): knows nothing of the chain rule.
Eigen::MatrixXd finiteDifferenceJacobian(const ElmanRnn& rnn, const Eigen::MatrixXd& inputs, int t)
{
    constexpr double step = 1e-6;
    Eigen::MatrixXd jacobian(ElmanRnn::HiddenSize, inputs.cols());
    for (int b = 0; b < inputs.cols(); ++b) {
        Eigen::MatrixXd plus = inputs;
        Eigen::MatrixXd minus = inputs;
        plus(0, b) += step;
        minus(0, b) -= step;
        jacobian.col(b) = (rnn.run(plus).row(t) - rnn.run(minus).row(t)).transpose() / (2 * step);
    }
    return jacobian;
}

// QCOMPARE on doubles is fuzzy; a pinned weight must match exactly.
bool isBitForBit(double actual, double expected)
{
    if (actual == expected)
        return true;
    qWarning("%.17g instead of %.17g", actual, expected);
    return false;
}

using testdata::describeDifference;
} // namespace

class TestRnn : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void jacobianMatchesFiniteDifferences_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("t");
        QTest::newRow("lesson_apple_on_itself") << QStringLiteral("lesson") << 0;
        QTest::newRow("lesson_apple_on_release") << QStringLiteral("lesson") << 1;
        QTest::newRow("lesson_apple_on_new") << QStringLiteral("lesson") << 2;
        QTest::newRow("lesson_apple_on_phone") << QStringLiteral("lesson") << 3;
        QTest::newRow("random30_t0") << QStringLiteral("random30") << 0;
        QTest::newRow("random30_t1") << QStringLiteral("random30") << 1;
        QTest::newRow("random30_t5") << QStringLiteral("random30") << 5;
        QTest::newRow("random30_t17") << QStringLiteral("random30") << 17;
        QTest::newRow("random30_last") << QStringLiteral("random30") << 29;
    }
    void jacobianMatchesFiniteDifferences()
    {
        QFETCH(QString, sentence);
        QFETCH(int, t);
        const Eigen::MatrixXd inputs = sentenceNamed(sentence);
        const ElmanRnn rnn(static_cast<int>(inputs.cols()));
        const Eigen::MatrixXd analytic = rnn.firstWordJacobian(inputs, t);
        const Eigen::MatrixXd numeric = finiteDifferenceJacobian(rnn, inputs, t);
        QCOMPARE(analytic.rows(), Eigen::Index(ElmanRnn::HiddenSize));
        QCOMPARE(analytic.cols(), inputs.cols());
        QVERIFY2((analytic - numeric).cwiseAbs().maxCoeff() < 1e-6,
                 qPrintable(QStringLiteral("chain rule disagrees with finite differences, ")
                            + describeDifference(analytic, numeric)));
    }

    void influenceIsTheNormOfEachJacobian()
    {
        const Eigen::MatrixXd inputs = randomSentence();
        const ElmanRnn rnn(4);
        const Eigen::VectorXd influence = rnn.firstWordInfluence(inputs);
        QCOMPARE(influence.size(), inputs.rows());
        for (int t = 0; t < inputs.rows(); ++t) {
            const double expected = rnn.firstWordJacobian(inputs, t).norm();
            QVERIFY2(std::abs(influence[t] - expected) <= 1e-12 * expected,
                     qPrintable(QStringLiteral("word %1: one-pass influence %2, Jacobian norm %3")
                                    .arg(t)
                                    .arg(influence[t])
                                    .arg(expected)));
        }
    }

    void runMatchesStepByStepRecurrence_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::newRow("lesson") << QStringLiteral("lesson");
        QTest::newRow("random30") << QStringLiteral("random30");
    }
    void runMatchesStepByStepRecurrence()
    {
        QFETCH(QString, sentence);
        const Eigen::MatrixXd x = sentenceNamed(sentence);
        const ElmanRnn rnn(static_cast<int>(x.cols()));
        const Eigen::MatrixXd states = rnn.run(x);
        QCOMPARE(states.rows(), x.rows());
        QCOMPARE(states.cols(), Eigen::Index(ElmanRnn::HiddenSize));
        const Eigen::MatrixXd& wh = rnn.hiddenWeights();
        const Eigen::MatrixXd& wx = rnn.inputWeights();
        std::vector<double> h(ElmanRnn::HiddenSize, 0.0);
        for (int t = 0; t < x.rows(); ++t) {
            std::vector<double> next(ElmanRnn::HiddenSize);
            for (int i = 0; i < ElmanRnn::HiddenSize; ++i) {
                double sum = rnn.bias()[i];
                for (int j = 0; j < ElmanRnn::HiddenSize; ++j)
                    sum += wh(i, j) * h[j];
                for (int k = 0; k < x.cols(); ++k)
                    sum += wx(i, k) * x(t, k);
                next[i] = std::tanh(sum);
            }
            h = next;
            for (int i = 0; i < ElmanRnn::HiddenSize; ++i) {
                if (std::abs(states(t, i) - h[i]) > 1e-12)
                    QFAIL(qPrintable(QStringLiteral("h_%1[%2] is %3, step by step %4")
                                         .arg(t + 1)
                                         .arg(i)
                                         .arg(states(t, i), 0, 'g', 17)
                                         .arg(h[i], 0, 'g', 17)));
            }
        }
    }

    // The lesson: what word 1 contributes to the state fades with every step.
    void firstWordFadesWithDistance()
    {
        const Eigen::VectorXd influence = ElmanRnn(4).firstWordInfluence(randomSentence());
        QCOMPARE(influence.size(), Eigen::Index(30));
        QVERIFY2(influence[29] < 1e-2 * influence[0],
                 qPrintable(QStringLiteral("word 1 still reaches word 30 with %1 of its strength at word 1")
                                .arg(influence[29] / influence[0])));
        int increases = 0;
        for (int t = 1; t < influence.size(); ++t) {
            if (influence[t] > influence[t - 1])
                ++increases;
        }
        QVERIFY2(increases <= 3, qPrintable(QStringLiteral("influence grew in %1 of 29 steps").arg(increases)));
        // Wherever a step goes up, five words later it is lower than before.
        for (int t = 0; t + 5 < influence.size(); ++t)
            QVERIFY2(influence[t + 5] < influence[t], qPrintable(QStringLiteral("no fading after word %1").arg(t + 1)));
    }

    void defaultSeedIsDeterministic()
    {
        const ElmanRnn a(4);
        const ElmanRnn b(4, ElmanRnn::DefaultSeed);
        QVERIFY(a.hiddenWeights() == b.hiddenWeights());
        QVERIFY(a.inputWeights() == b.inputWeights());
        QVERIFY(a.bias() == b.bias());
        // Pinned by an independent pure-Python implementation of the same generator
        // (splitmix64, then W_h via Gram-Schmidt, b, W_x). W_x and b take only exactly
        // rounded operations, so they must agree to the bit; W_h goes through a QR.
        QVERIFY2(isBitForBit(a.inputWeights()(0, 0), -0.14963199624673307), "the weight generator changed");
        QVERIFY2(isBitForBit(a.inputWeights()(7, 3), 0.23305132635182801), "the weight generator changed");
        QVERIFY2(isBitForBit(a.bias()[0], 0.06508191610590819), "the weight generator changed");
        QVERIFY2(isBitForBit(a.bias()[7], -0.05968847671357398), "the weight generator changed");
        QVERIFY2(std::abs(a.hiddenWeights()(0, 0) - 0.36078975304002414) < 1e-12, "the weight generator changed");
        QVERIFY2(std::abs(a.hiddenWeights()(0, 7) - 0.5100240772070457) < 1e-12, "the weight generator changed");
        QVERIFY2(std::abs(a.hiddenWeights()(7, 7) - 0.23848046674616297) < 1e-12, "the weight generator changed");

        const ElmanRnn other(4, ElmanRnn::DefaultSeed + 1);
        QVERIFY(other.hiddenWeights() != a.hiddenWeights());
        // W_h and b are drawn first, so a wider input changes only W_x.
        const ElmanRnn wide(7);
        QVERIFY(wide.hiddenWeights() == a.hiddenWeights());
        QVERIFY(wide.bias() == a.bias());
        QCOMPARE(wide.inputDimension(), 7);
    }

    void weightScalesAreTheDocumentedOnes()
    {
        const ElmanRnn rnn(4);
        QCOMPARE(rnn.hiddenWeights().rows(), Eigen::Index(8));
        QCOMPARE(rnn.hiddenWeights().cols(), Eigen::Index(8));
        const Eigen::VectorXd singular = Eigen::JacobiSVD<Eigen::MatrixXd>(rnn.hiddenWeights()).singularValues();
        QVERIFY2((singular.array() - 0.9).abs().maxCoeff() < 1e-12, "W_h must be 0.9 times an orthogonal matrix");
        const double bound = 1.0 / std::sqrt(4.0);
        QVERIFY(rnn.inputWeights().cwiseAbs().maxCoeff() <= bound);
        const double meanMagnitude = rnn.inputWeights().cwiseAbs().mean();
        QVERIFY2(meanMagnitude > 0.3 * bound && meanMagnitude < 0.7 * bound,
                 qPrintable(QStringLiteral("mean |W_x| is %1, expected about %2").arg(meanMagnitude).arg(0.5 * bound)));
        QVERIFY(rnn.bias().cwiseAbs().maxCoeff() <= 0.1);
    }

    void emptySentence()
    {
        const ElmanRnn rnn(4);
        const Eigen::MatrixXd empty(0, 4);
        QCOMPARE(rnn.run(empty).rows(), Eigen::Index(0));
        QCOMPARE(rnn.run(empty).cols(), Eigen::Index(ElmanRnn::HiddenSize));
        QCOMPARE(rnn.firstWordInfluence(empty).size(), Eigen::Index(0));
        const Eigen::MatrixXd jacobian = rnn.firstWordJacobian(empty, 0);
        QCOMPARE(jacobian.rows(), Eigen::Index(ElmanRnn::HiddenSize));
        QCOMPARE(jacobian.cols(), Eigen::Index(4));
        QVERIFY(jacobian.isZero(0));
    }

    void singleWord()
    {
        const ElmanRnn rnn(4);
        const Eigen::MatrixXd word = lessonSentence1().topRows(1);
        const Eigen::VectorXd h = (rnn.inputWeights() * word.row(0).transpose() + rnn.bias()).array().tanh();
        QVERIFY((rnn.run(word).row(0).transpose() - h).cwiseAbs().maxCoeff() < 1e-15);
        const Eigen::MatrixXd expected = (1.0 - h.array().square()).matrix().asDiagonal() * rnn.inputWeights();
        QVERIFY((rnn.firstWordJacobian(word, 0) - expected).cwiseAbs().maxCoeff() < 1e-15);
        const Eigen::VectorXd influence = rnn.firstWordInfluence(word);
        QCOMPARE(influence.size(), Eigen::Index(1));
        QVERIFY(std::abs(influence[0] - expected.norm()) < 1e-15);
    }

    void wordsOutsideTheSentenceHaveNoJacobian()
    {
        const ElmanRnn rnn(4);
        QVERIFY(rnn.firstWordJacobian(lessonSentence1(), 4).isZero(0));
        QVERIFY(rnn.firstWordJacobian(lessonSentence1(), -1).isZero(0));
    }
};

QTEST_GUILESS_MAIN(TestRnn)
#include "tst_rnn.moc"
