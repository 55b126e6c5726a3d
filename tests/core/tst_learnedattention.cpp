// SPDX-License-Identifier: GPL-3.0-or-later
#include "learnedattention.h"
#include "portablerandom.h"

#include <QTest>

#include <cmath>

using namespace AttentionLab;

namespace {

std::vector<SenseExample> randomExamples(quint64 seed, int dimension)
{
    std::vector<SenseExample> examples;
    for (int n = 0; n < 4; ++n) {
        const int length = 3 + n;
        SenseExample example;
        example.vectors.resize(length, dimension);
        for (int i = 0; i < length; ++i) {
            for (int j = 0; j < dimension; ++j)
                example.vectors(i, j) = 1.5 * portablerandom::symmetric(seed);
        }
        example.target = n % length;
        example.sense = n % 2;
        examples.push_back(example);
    }
    return examples;
}

} // namespace

class TestLearnedAttention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gradientMatchesFiniteDifferences_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("keyDimension");
        QTest::addColumn<bool>("scaled");
        QTest::addColumn<bool>("causal");
        QTest::newRow("one_head") << 1 << 4 << true << false;
        QTest::newRow("one_head_unscaled") << 1 << 3 << false << false;
        QTest::newRow("two_heads_causal") << 2 << 2 << true << true;
        QTest::newRow("four_heads_d16") << 4 << 16 << true << false;
        QTest::newRow("three_heads_causal_unscaled") << 3 << 5 << false << true;
    }

    // Central differences on the loss alone know nothing of the backward pass.
    void gradientMatchesFiniteDifferences()
    {
        QFETCH(int, heads);
        QFETCH(int, keyDimension);
        QFETCH(bool, scaled);
        QFETCH(bool, causal);
        LearnedSettings settings;
        settings.heads = heads;
        settings.keyDimension = keyDimension;
        settings.scaled = scaled;
        settings.causal = causal;
        settings.seed = 7;
        const int dimension = 4;
        LearnedParameters parameters = LearnedParameters::initial(dimension, settings);
        // A non-zero bias, so its gradient is checked away from the start too.
        parameters.bias = 0.3;
        const std::vector<SenseExample> examples = randomExamples(11, dimension);
        LearnedParameters gradient;
        learned::loss(parameters, settings, examples, &gradient);
        const Eigen::VectorXd analytic = gradient.flatten();
        const Eigen::VectorXd flat = parameters.flatten();
        QCOMPARE(analytic.size(), flat.size());
        constexpr double step = 1e-6;
        for (Eigen::Index i = 0; i < flat.size(); ++i) {
            LearnedParameters plus = parameters;
            LearnedParameters minus = parameters;
            Eigen::VectorXd shifted = flat;
            shifted[i] += step;
            plus.assign(shifted);
            shifted[i] -= 2 * step;
            minus.assign(shifted);
            const double numeric
                = (learned::loss(plus, settings, examples) - learned::loss(minus, settings, examples)) / (2 * step);
            if (std::abs(numeric - analytic[i]) > 1e-7 * std::max(1.0, std::abs(numeric)))
                QFAIL(qPrintable(QStringLiteral("parameter %1: analytic %2, finite differences %3")
                                     .arg(i)
                                     .arg(analytic[i], 0, 'g', 12)
                                     .arg(numeric, 0, 'g', 12)));
        }
    }

    // Two words, identity projections: the numbers can be written down.
    void forwardMatchesHandComputation()
    {
        LearnedSettings settings;
        settings.keyDimension = 2;
        LearnedParameters parameters = LearnedParameters::zeros(2, 1, 2);
        parameters.query[0] = Eigen::MatrixXd::Identity(2, 2);
        parameters.key[0] = Eigen::MatrixXd::Identity(2, 2);
        parameters.value[0] = Eigen::MatrixXd::Identity(2, 2);
        parameters.output = 2 * Eigen::MatrixXd::Identity(2, 2);
        Eigen::MatrixXd vectors(2, 2);
        vectors << 1, 0, 0, 2;
        // scores: [[1, 0], [0, 4]] / √2
        const LearnedForward result = learned::forward(parameters, settings, vectors);
        QCOMPARE(result.weights.size(), size_t(1));
        const double e = std::exp(1 / std::sqrt(2.0));
        QVERIFY(std::abs(result.scores[0](1, 1) - 4 / std::sqrt(2.0)) < 1e-12);
        QVERIFY(std::abs(result.weights[0](0, 0) - e / (e + 1)) < 1e-12);
        QVERIFY(std::abs(result.weights[0](0, 1) - 1 / (e + 1)) < 1e-12);
        const double e4 = std::exp(4 / std::sqrt(2.0));
        QVERIFY(std::abs(result.weights[0](1, 1) - e4 / (e4 + 1)) < 1e-12);
        // output of word 0 = 2 · (w00·[1,0] + w01·[0,2])
        QVERIFY(std::abs(result.outputs(0, 0) - 2 * e / (e + 1)) < 1e-12);
        QVERIFY(std::abs(result.outputs(0, 1) - 4 / (e + 1)) < 1e-12);

        settings.scaled = false;
        const LearnedForward unscaled = learned::forward(parameters, settings, vectors);
        QVERIFY(std::abs(unscaled.weights[0](0, 0) - std::exp(1.0) / (std::exp(1.0) + 1)) < 1e-12);
    }

    void causalMaskHidesLaterWords()
    {
        LearnedSettings settings;
        settings.causal = true;
        settings.heads = 2;
        const std::vector<SenseExample> examples = randomExamples(3, 4);
        const LearnedParameters parameters = LearnedParameters::initial(4, settings);
        const LearnedForward result = learned::forward(parameters, settings, examples.back().vectors);
        for (const Eigen::MatrixXd& weights : result.weights) {
            QCOMPARE(weights(0, 0), 1.0);
            for (int i = 0; i < weights.rows(); ++i) {
                QVERIFY(std::abs(weights.row(i).sum() - 1) < 1e-12);
                for (int j = i + 1; j < weights.cols(); ++j)
                    QCOMPARE(weights(i, j), 0.0);
            }
        }
    }

    // The loss's target-only forward pass and the full one agree.
    void logitUsesTheFullForwardsTargetRow()
    {
        LearnedSettings settings;
        settings.heads = 3;
        settings.causal = true;
        const LearnedParameters parameters = LearnedParameters::initial(4, settings);
        for (const SenseExample& example : randomExamples(5, 4)) {
            const LearnedForward full = learned::forward(parameters, settings, example.vectors);
            const double expected = parameters.readout.dot(full.outputs.row(example.target)) + parameters.bias;
            QVERIFY(std::abs(learned::logit(parameters, settings, example) - expected) < 1e-12);
        }
    }

    void initialWeightsDependOnlyOnTheSeed()
    {
        LearnedSettings settings;
        settings.heads = 2;
        const LearnedParameters a = LearnedParameters::initial(4, settings);
        const LearnedParameters b = LearnedParameters::initial(4, settings);
        QCOMPARE(a.flatten(), b.flatten());
        settings.seed = 2;
        QVERIFY(LearnedParameters::initial(4, settings).flatten() != a.flatten());
        // ±1/√fan-in
        QVERIFY(a.query[0].cwiseAbs().maxCoeff() <= 0.5);
        QCOMPARE(a.bias, 0.0);
        // 2 heads x 3 matrices of 4 x 4, W_O 8 x 4, r 4, b
        QCOMPARE(a.flatten().size(), Eigen::Index(2 * 3 * 16 + 32 + 4 + 1));
    }

    void flattenAndAssignRoundTrip()
    {
        LearnedSettings settings;
        settings.heads = 3;
        settings.keyDimension = 5;
        const LearnedParameters a = LearnedParameters::initial(4, settings);
        LearnedParameters b = LearnedParameters::zeros(4, 3, 5);
        b.assign(a.flatten());
        QCOMPARE(b.flatten(), a.flatten());
        QCOMPARE(b.output, a.output);
    }

    void queryKeyProductIsQTimesKTransposed()
    {
        LearnedParameters parameters = LearnedParameters::zeros(2, 1, 1);
        parameters.query[0] << 1, 2;
        parameters.key[0] << 3, -1;
        Eigen::MatrixXd expected(2, 2);
        expected << 3, -1, 6, -2;
        QCOMPARE(parameters.queryKeyProduct(0), expected);
    }
};

QTEST_GUILESS_MAIN(TestLearnedAttention)
#include "tst_learnedattention.moc"
