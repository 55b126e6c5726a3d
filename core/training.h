// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"
#include "sensecorpus.h"

#include <memory>
#include <vector>

namespace AttentionLab {

/// The numbers of one training step, before its update.
struct TrainingRecord
{
    int step = 0;
    double loss = 0; ///< mean cross-entropy on the training sentences
    double testAccuracy = 0; ///< share of test sentences whose sense is right
    std::shared_ptr<const LearnedParameters> parameters;
};

/// The training and test sentences as static vectors.
struct SenseData
{
    std::vector<SenseExample> train;
    std::vector<SenseExample> test;
    int dimension = 0;

    static SenseData fromCorpus(const SenseCorpus& corpus, const Vocabulary& vocabulary);
};

/// Sense accuracy on the test sentences from three vectors of the ambiguous
/// word, each read out by the same kind of trained logistic read-out.
struct SenseAccuracies
{
    double staticVector = 0; ///< its static vector: the same in both senses
    double parameterFree = 0; ///< the attention of chapters 2-5 (softmax of dot products, no parameters)
    double learned = 0; ///< the trained model's attention output
};

/// Full-batch Adam (β1 0.9, β2 0.999, ε 1e-8, as torch.optim.Adam) on the
/// model's parameters; deterministic: the same settings give bit-identical
/// numbers on every run. A value type, so a copy can train on another thread.
class Trainer
{
public:
    Trainer(const LearnedSettings& settings, std::shared_ptr<const SenseData> data);

    const LearnedSettings& settings() const { return m_settings; }
    const LearnedParameters& parameters() const { return m_parameters; }
    /// Updates done so far.
    int step() const { return m_step; }
    /// All settings.steps updates are done.
    bool finished() const { return m_step >= m_settings.steps; }
    /// The loss and test accuracy of the current parameters.
    TrainingRecord record() const;
    /// One Adam step on the full training set (does nothing when finished).
    void update();

private:
    LearnedSettings m_settings;
    std::shared_ptr<const SenseData> m_data;
    LearnedParameters m_parameters;
    Eigen::VectorXd m_firstMoment;
    Eigen::VectorXd m_secondMoment;
    int m_step = 0;
};

namespace training {

constexpr double Beta1 = 0.9;
constexpr double Beta2 = 0.999;
constexpr double Epsilon = 1e-8;

/// One Adam update of \a parameters (torch.optim.Adam's formula) at step \a step (1-based).
void adamUpdate(Eigen::VectorXd& parameters, const Eigen::VectorXd& gradient, Eigen::VectorXd& firstMoment,
                Eigen::VectorXd& secondMoment, int step, double learningRate);

/// The whole run: settings.steps + 1 records.
std::vector<TrainingRecord> train(const LearnedSettings& settings, std::shared_ptr<const SenseData> data);

/// The parameter-free contextual vector of word \a target: softmax(x_t·Xᵀ)·X (temperature 1).
Eigen::VectorXd parameterFreeVector(const SenseExample& example);

/// Test accuracy of a logistic read-out r·v + b trained with Adam from zero
/// on the training vectors: learning rate 0.1, 1000 steps, enough for it to
/// converge (the problem is convex), so that a baseline does not depend on
/// the settings of the model it is compared with.
double readoutAccuracy(const std::vector<Eigen::VectorXd>& trainVectors, const std::vector<int>& trainSenses,
                       const std::vector<Eigen::VectorXd>& testVectors, const std::vector<int>& testSenses);

/// The static and parameter-free accuracies, and \a learned as given.
SenseAccuracies accuracies(const SenseData& data, double learned);

} // namespace training
} // namespace AttentionLab
