// SPDX-License-Identifier: GPL-3.0-or-later
#include "learnedattention.h"

#include "portablerandom.h"

#include <cmath>
#include <limits>

namespace AttentionLab {

bool LearnedSettings::operator==(const LearnedSettings& other) const
{
    return heads == other.heads && keyDimension == other.keyDimension && scaled == other.scaled
        && causal == other.causal && learningRate == other.learningRate && steps == other.steps && seed == other.seed;
}

namespace {

Eigen::MatrixXd randomMatrix(int rows, int columns, double bound, quint64& state)
{
    Eigen::MatrixXd matrix(rows, columns);
    // Row by row, as the generated Python code writes them out.
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c)
            matrix(r, c) = bound * portablerandom::symmetric(state);
    }
    return matrix;
}

double scoreScale(const LearnedSettings& settings)
{
    return settings.scaled ? 1.0 / std::sqrt(static_cast<double>(settings.keyDimension)) : 1.0;
}

// log(1 + e^z) without overflow, written as the generated code writes it.
double softplus(double z)
{
    return std::max(z, 0.0) + std::log1p(std::exp(-std::abs(z)));
}

} // namespace

LearnedParameters LearnedParameters::initial(int dimension, const LearnedSettings& settings)
{
    quint64 state = settings.seed;
    LearnedParameters parameters;
    const double inputBound = 1.0 / std::sqrt(static_cast<double>(dimension));
    for (int h = 0; h < settings.heads; ++h) {
        parameters.query.push_back(randomMatrix(dimension, settings.keyDimension, inputBound, state));
        parameters.key.push_back(randomMatrix(dimension, settings.keyDimension, inputBound, state));
        parameters.value.push_back(randomMatrix(dimension, settings.keyDimension, inputBound, state));
    }
    const int concatenated = settings.heads * settings.keyDimension;
    parameters.output
        = randomMatrix(concatenated, dimension, 1.0 / std::sqrt(static_cast<double>(concatenated)), state);
    parameters.readout = randomMatrix(dimension, 1, inputBound, state).col(0);
    parameters.bias = 0;
    return parameters;
}

LearnedParameters LearnedParameters::zeros(int dimension, int heads, int keyDimension)
{
    LearnedParameters parameters;
    for (int h = 0; h < heads; ++h) {
        parameters.query.push_back(Eigen::MatrixXd::Zero(dimension, keyDimension));
        parameters.key.push_back(Eigen::MatrixXd::Zero(dimension, keyDimension));
        parameters.value.push_back(Eigen::MatrixXd::Zero(dimension, keyDimension));
    }
    parameters.output = Eigen::MatrixXd::Zero(heads * keyDimension, dimension);
    parameters.readout = Eigen::VectorXd::Zero(dimension);
    return parameters;
}

Eigen::VectorXd LearnedParameters::flatten() const
{
    const int d = dimension();
    const int k = keyDimension();
    Eigen::VectorXd flat(3 * heads() * d * k + output.size() + readout.size() + 1);
    Eigen::Index at = 0;
    auto put = [&](const Eigen::MatrixXd& matrix) {
        for (int r = 0; r < matrix.rows(); ++r) {
            for (int c = 0; c < matrix.cols(); ++c)
                flat[at++] = matrix(r, c);
        }
    };
    for (int h = 0; h < heads(); ++h) {
        put(query[h]);
        put(key[h]);
        put(value[h]);
    }
    put(output);
    put(readout);
    flat[at++] = bias;
    return flat;
}

void LearnedParameters::assign(const Eigen::VectorXd& flat)
{
    Eigen::Index at = 0;
    auto take = [&](auto& matrix) {
        for (int r = 0; r < matrix.rows(); ++r) {
            for (int c = 0; c < matrix.cols(); ++c)
                matrix(r, c) = flat[at++];
        }
    };
    for (int h = 0; h < heads(); ++h) {
        take(query[h]);
        take(key[h]);
        take(value[h]);
    }
    take(output);
    take(readout);
    bias = flat[at++];
    Q_ASSERT(at == flat.size());
}

Eigen::MatrixXd LearnedParameters::queryKeyProduct(int head) const
{
    return query.at(head) * key.at(head).transpose();
}

namespace learned {

LearnedForward forward(const LearnedParameters& parameters, const LearnedSettings& settings,
                       const Eigen::MatrixXd& vectors)
{
    LearnedForward result;
    const int length = static_cast<int>(vectors.rows());
    const int k = parameters.keyDimension();
    const double scale = scoreScale(settings);
    Eigen::MatrixXd concatenated(length, parameters.heads() * k);
    for (int h = 0; h < parameters.heads(); ++h) {
        const Eigen::MatrixXd q = vectors * parameters.query[h];
        const Eigen::MatrixXd keys = vectors * parameters.key[h];
        const Eigen::MatrixXd values = vectors * parameters.value[h];
        Eigen::MatrixXd scores = scale * (q * keys.transpose());
        Eigen::MatrixXd weights = Eigen::MatrixXd::Zero(length, length);
        for (int i = 0; i < length; ++i) {
            const int seen = settings.causal ? i + 1 : length;
            if (settings.causal) {
                for (int j = seen; j < length; ++j)
                    scores(i, j) = -std::numeric_limits<double>::infinity();
            }
            const double largest = scores.row(i).head(seen).maxCoeff();
            double sum = 0;
            for (int j = 0; j < seen; ++j) {
                weights(i, j) = std::exp(scores(i, j) - largest);
                sum += weights(i, j);
            }
            weights.row(i).head(seen) /= sum;
        }
        concatenated.middleCols(h * k, k) = weights * values;
        result.scores.push_back(std::move(scores));
        result.weights.push_back(std::move(weights));
    }
    result.outputs = concatenated * parameters.output;
    return result;
}

namespace {

// What the backward pass needs of one head at the target word.
struct HeadAtTarget
{
    Eigen::VectorXd query; // d_k
    Eigen::MatrixXd keys; // seen x d_k
    Eigen::MatrixXd values; // seen x d_k
    Eigen::VectorXd weights; // seen
    Eigen::VectorXd output; // d_k
};

struct TargetForward
{
    std::vector<HeadAtTarget> heads;
    Eigen::VectorXd concatenated; // heads·d_k
    Eigen::VectorXd contextual; // d
    double logit = 0;
};

// Only the target word's row matters for the loss: one query against the
// keys it may see.
TargetForward forwardAtTarget(const LearnedParameters& parameters, const LearnedSettings& settings,
                              const SenseExample& example)
{
    TargetForward result;
    const int t = example.target;
    const int seen = settings.causal ? t + 1 : static_cast<int>(example.vectors.rows());
    const auto visible = example.vectors.topRows(seen);
    const Eigen::VectorXd x = example.vectors.row(t).transpose();
    const int k = parameters.keyDimension();
    const double scale = scoreScale(settings);
    result.concatenated.resize(parameters.heads() * k);
    for (int h = 0; h < parameters.heads(); ++h) {
        HeadAtTarget head;
        head.query = parameters.query[h].transpose() * x;
        head.keys = visible * parameters.key[h];
        head.values = visible * parameters.value[h];
        const Eigen::VectorXd scores = scale * (head.keys * head.query);
        head.weights = (scores.array() - scores.maxCoeff()).exp();
        head.weights /= head.weights.sum();
        head.output = head.values.transpose() * head.weights;
        result.concatenated.segment(h * k, k) = head.output;
        result.heads.push_back(std::move(head));
    }
    result.contextual = parameters.output.transpose() * result.concatenated;
    result.logit = parameters.readout.dot(result.contextual) + parameters.bias;
    return result;
}

} // namespace

double logit(const LearnedParameters& parameters, const LearnedSettings& settings, const SenseExample& example)
{
    return forwardAtTarget(parameters, settings, example).logit;
}

double probability(double logit)
{
    return 1.0 / (1.0 + std::exp(-logit));
}

double loss(const LearnedParameters& parameters, const LearnedSettings& settings,
            const std::vector<SenseExample>& examples, LearnedParameters* gradient)
{
    if (gradient)
        *gradient = LearnedParameters::zeros(parameters.dimension(), parameters.heads(), parameters.keyDimension());
    if (examples.empty())
        return 0;
    const double scale = scoreScale(settings);
    const double n = static_cast<double>(examples.size());
    const int k = parameters.keyDimension();
    double total = 0;
    for (const SenseExample& example : examples) {
        const TargetForward f = forwardAtTarget(parameters, settings, example);
        total += softplus(f.logit) - example.sense * f.logit;
        if (!gradient)
            continue;
        // d loss / d logit = σ(z) - y, averaged over the examples.
        const double g = (probability(f.logit) - example.sense) / n;
        gradient->readout += g * f.contextual;
        gradient->bias += g;
        const Eigen::VectorXd dContextual = g * parameters.readout;
        gradient->output += f.concatenated * dContextual.transpose();
        const Eigen::VectorXd dConcatenated = parameters.output * dContextual;
        const int seen = static_cast<int>(f.heads.front().weights.size());
        const auto visible = example.vectors.topRows(seen);
        const Eigen::VectorXd x = example.vectors.row(example.target).transpose();
        for (int h = 0; h < parameters.heads(); ++h) {
            const HeadAtTarget& head = f.heads[h];
            const Eigen::VectorXd dOutput = dConcatenated.segment(h * k, k);
            // output = Σ_j a_j v_j
            gradient->value[h] += visible.transpose() * (head.weights * dOutput.transpose());
            const Eigen::VectorXd dWeights = head.values * dOutput;
            // softmax: ds_j = a_j (da_j - Σ_k a_k da_k)
            const Eigen::VectorXd dScores = head.weights.array() * (dWeights.array() - head.weights.dot(dWeights));
            // s_j = scale · q·k_j
            const Eigen::VectorXd dQuery = scale * (head.keys.transpose() * dScores);
            const Eigen::MatrixXd dKeys = scale * (dScores * head.query.transpose());
            gradient->query[h] += x * dQuery.transpose();
            gradient->key[h] += visible.transpose() * dKeys;
        }
    }
    return total / n;
}

double accuracy(const LearnedParameters& parameters, const LearnedSettings& settings,
                const std::vector<SenseExample>& examples)
{
    if (examples.empty())
        return 0;
    int right = 0;
    for (const SenseExample& example : examples) {
        const int predicted = logit(parameters, settings, example) >= 0 ? 1 : 0;
        right += predicted == example.sense ? 1 : 0;
    }
    return static_cast<double>(right) / static_cast<double>(examples.size());
}

} // namespace learned
} // namespace AttentionLab
