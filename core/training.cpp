// SPDX-License-Identifier: GPL-3.0-or-later
#include "training.h"

#include "vocabulary.h"

#include <cmath>

namespace AttentionLab {

SenseData SenseData::fromCorpus(const SenseCorpus& corpus, const Vocabulary& vocabulary)
{
    return { corpus.examples(vocabulary, false), corpus.examples(vocabulary, true), vocabulary.dimension() };
}

Trainer::Trainer(const LearnedSettings& settings, std::shared_ptr<const SenseData> data)
    : m_settings(settings)
    , m_data(std::move(data))
    , m_parameters(LearnedParameters::initial(m_data->dimension, settings))
{
    const Eigen::Index count = m_parameters.flatten().size();
    m_firstMoment = Eigen::VectorXd::Zero(count);
    m_secondMoment = Eigen::VectorXd::Zero(count);
}

TrainingRecord Trainer::record() const
{
    TrainingRecord record;
    record.step = m_step;
    record.parameters = std::make_shared<const LearnedParameters>(m_parameters);
    record.loss = learned::loss(m_parameters, m_settings, m_data->train);
    record.testAccuracy = learned::accuracy(m_parameters, m_settings, m_data->test);
    return record;
}

void Trainer::update()
{
    if (finished())
        return;
    LearnedParameters gradient;
    learned::loss(m_parameters, m_settings, m_data->train, &gradient);
    Eigen::VectorXd flat = m_parameters.flatten();
    ++m_step;
    training::adamUpdate(flat, gradient.flatten(), m_firstMoment, m_secondMoment, m_step, m_settings.learningRate);
    m_parameters.assign(flat);
}

namespace training {

void adamUpdate(Eigen::VectorXd& parameters, const Eigen::VectorXd& gradient, Eigen::VectorXd& firstMoment,
                Eigen::VectorXd& secondMoment, int step, double learningRate)
{
    // The order of torch.optim.Adam's single-tensor code, so that rounding
    // stays close to PyTorch's.
    const double correction1 = 1.0 - std::pow(Beta1, step);
    const double correction2 = 1.0 - std::pow(Beta2, step);
    const double stepSize = learningRate / correction1;
    const double correction2Root = std::sqrt(correction2);
    for (Eigen::Index i = 0; i < parameters.size(); ++i) {
        firstMoment[i] += (gradient[i] - firstMoment[i]) * (1.0 - Beta1);
        secondMoment[i] = secondMoment[i] * Beta2 + (1.0 - Beta2) * gradient[i] * gradient[i];
        const double denominator = std::sqrt(secondMoment[i]) / correction2Root + Epsilon;
        parameters[i] -= stepSize * (firstMoment[i] / denominator);
    }
}

std::vector<TrainingRecord> train(const LearnedSettings& settings, std::shared_ptr<const SenseData> data)
{
    Trainer trainer(settings, std::move(data));
    std::vector<TrainingRecord> records;
    records.reserve(settings.steps + 1);
    records.push_back(trainer.record());
    while (!trainer.finished()) {
        trainer.update();
        records.push_back(trainer.record());
    }
    return records;
}

Eigen::VectorXd parameterFreeVector(const SenseExample& example)
{
    const Eigen::VectorXd x = example.vectors.row(example.target).transpose();
    const Eigen::VectorXd scores = example.vectors * x;
    Eigen::VectorXd weights = (scores.array() - scores.maxCoeff()).exp();
    weights /= weights.sum();
    return example.vectors.transpose() * weights;
}

double readoutAccuracy(const std::vector<Eigen::VectorXd>& trainVectors, const std::vector<int>& trainSenses,
                       const std::vector<Eigen::VectorXd>& testVectors, const std::vector<int>& testSenses)
{
    if (trainVectors.empty() || testVectors.empty())
        return 0;
    const Eigen::Index d = trainVectors.front().size();
    // r then b in one vector.
    Eigen::VectorXd weights = Eigen::VectorXd::Zero(d + 1);
    Eigen::VectorXd first = Eigen::VectorXd::Zero(d + 1);
    Eigen::VectorXd second = Eigen::VectorXd::Zero(d + 1);
    const double n = static_cast<double>(trainVectors.size());
    for (int step = 1; step <= 1000; ++step) {
        Eigen::VectorXd gradient = Eigen::VectorXd::Zero(d + 1);
        for (size_t i = 0; i < trainVectors.size(); ++i) {
            const double z = weights.head(d).dot(trainVectors[i]) + weights[d];
            const double g = (learned::probability(z) - trainSenses[i]) / n;
            gradient.head(d) += g * trainVectors[i];
            gradient[d] += g;
        }
        adamUpdate(weights, gradient, first, second, step, 0.1);
    }
    int right = 0;
    for (size_t i = 0; i < testVectors.size(); ++i) {
        const double z = weights.head(d).dot(testVectors[i]) + weights[d];
        right += (z >= 0 ? 1 : 0) == testSenses[i] ? 1 : 0;
    }
    return static_cast<double>(right) / static_cast<double>(testVectors.size());
}

SenseAccuracies accuracies(const SenseData& data, double learned)
{
    std::vector<Eigen::VectorXd> staticTrain, staticTest, freeTrain, freeTest;
    std::vector<int> trainSenses, testSenses;
    for (const SenseExample& example : data.train) {
        staticTrain.push_back(example.vectors.row(example.target).transpose());
        freeTrain.push_back(parameterFreeVector(example));
        trainSenses.push_back(example.sense);
    }
    for (const SenseExample& example : data.test) {
        staticTest.push_back(example.vectors.row(example.target).transpose());
        freeTest.push_back(parameterFreeVector(example));
        testSenses.push_back(example.sense);
    }
    SenseAccuracies result;
    result.staticVector = readoutAccuracy(staticTrain, trainSenses, staticTest, testSenses);
    result.parameterFree = readoutAccuracy(freeTrain, trainSenses, freeTest, testSenses);
    result.learned = learned;
    return result;
}

} // namespace training
} // namespace AttentionLab
