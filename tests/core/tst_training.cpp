// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensecorpus.h"
#include "training.h"
#include "vocabulary.h"

#include <QTest>

#include <cmath>

using namespace AttentionLab;

namespace {

std::shared_ptr<const SenseData> builtInData()
{
    static const auto data
        = std::make_shared<const SenseData>(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn()));
    return data;
}

} // namespace

class TestTraining : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // From zero moments the first Adam step is lr·g/(|g| + ε) (bias corrections cancel).
    void firstAdamStepMovesByTheLearningRate()
    {
        Eigen::VectorXd parameters(3);
        parameters << 1.0, -2.0, 0.5;
        Eigen::VectorXd gradient(3);
        gradient << 4.0, -0.001, 0.0;
        Eigen::VectorXd first = Eigen::VectorXd::Zero(3);
        Eigen::VectorXd second = Eigen::VectorXd::Zero(3);
        training::adamUpdate(parameters, gradient, first, second, 1, 0.1);
        QVERIFY(std::abs(parameters[0] - (1.0 - 0.1 * 4.0 / (4.0 + 1e-8))) < 1e-15);
        QVERIFY(std::abs(parameters[1] - (-2.0 + 0.1 * 0.001 / (0.001 + 1e-8))) < 1e-15);
        QCOMPARE(parameters[2], 0.5);
        QVERIFY(std::abs(first[0] - 0.4) < 1e-15);
        QVERIFY(std::abs(second[0] - 0.016) < 1e-15);
    }

    // Step 2 with the same gradient: m = 0.19 g, v = 0.001999 g², corrections 0.19 and 0.001999.
    void secondAdamStepUsesBiasCorrection()
    {
        Eigen::VectorXd parameters = Eigen::VectorXd::Zero(1);
        Eigen::VectorXd gradient = Eigen::VectorXd::Constant(1, 2.0);
        Eigen::VectorXd first = Eigen::VectorXd::Zero(1);
        Eigen::VectorXd second = Eigen::VectorXd::Zero(1);
        training::adamUpdate(parameters, gradient, first, second, 1, 0.01);
        training::adamUpdate(parameters, gradient, first, second, 2, 0.01);
        const double step2 = 0.01 / 0.19 * (0.38 / (std::sqrt(0.001999 * 4) / std::sqrt(0.001999) + 1e-8));
        const double expected = -0.01 * 2 / (2 + 1e-8) - step2;
        QVERIFY2(std::abs(parameters[0] - expected) < 1e-12, qPrintable(QString::number(parameters[0], 'g', 17)));
    }

    void sameSettingsGiveBitIdenticalRuns()
    {
        LearnedSettings settings;
        settings.steps = 40;
        settings.heads = 2;
        const auto a = training::train(settings, builtInData());
        const auto b = training::train(settings, builtInData());
        QCOMPARE(a.size(), size_t(41));
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].step, int(i));
            QCOMPARE(a[i].loss, b[i].loss);
            QCOMPARE(a[i].parameters->flatten(), b[i].parameters->flatten());
        }
        settings.seed = 2;
        QVERIFY(training::train(settings, builtInData()).back().loss != a.back().loss);
    }

    void recordsStartFromTheInitialWeights()
    {
        LearnedSettings settings;
        settings.steps = 3;
        const auto records = training::train(settings, builtInData());
        QCOMPARE(records.front().parameters->flatten(), LearnedParameters::initial(4, settings).flatten());
        QCOMPARE(records.front().loss, learned::loss(*records.front().parameters, settings, builtInData()->train));
    }

    // The lesson's claim, with the default settings (1 head, d_k 4, 300 steps).
    // The baselines' read-outs are trained to convergence whatever the settings.
    void learnedAttentionBeatsParameterFreeAttention()
    {
        LearnedSettings settings;
        const auto records = training::train(settings, builtInData());
        QVERIFY(records.back().loss < 0.5 * records.front().loss);
        const SenseAccuracies accuracies = training::accuracies(*builtInData(), records.back().testAccuracy);
        qInfo("static %.4f parameter-free %.4f learned %.4f, loss %.4f -> %.4f", accuracies.staticVector,
              accuracies.parameterFree, accuracies.learned, records.front().loss, records.back().loss);
        QVERIFY(accuracies.learned >= accuracies.parameterFree + 0.1);
        QVERIFY(accuracies.learned >= 0.9);
        QVERIFY(accuracies.parameterFree > accuracies.staticVector);
    }

    // The static vector is the same in both senses and the test set has as
    // many sentences of each sense per word: exactly half are right.
    void staticVectorIsAtChance()
    {
        LearnedSettings settings;
        const SenseAccuracies accuracies = training::accuracies(*builtInData(), 0);
        QCOMPARE(accuracies.staticVector, 0.5);
    }

    // Word 0 [1, 0] and word 1 [0, 1]: weights e/(e+1) and 1/(e+1).
    void parameterFreeVectorIsChapterTwosAverage()
    {
        SenseExample example;
        example.vectors.resize(2, 2);
        example.vectors << 1, 0, 0, 1;
        example.target = 0;
        const Eigen::VectorXd vector = training::parameterFreeVector(example);
        const double e = std::exp(1.0);
        QVERIFY(std::abs(vector[0] - e / (e + 1)) < 1e-12);
        QVERIFY(std::abs(vector[1] - 1 / (e + 1)) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestTraining)
#include "tst_training.moc"
