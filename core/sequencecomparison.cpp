// SPDX-License-Identifier: GPL-3.0-or-later
#include "sequencecomparison.h"

#include "attentionjacobian.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace AttentionLab::sequencecomparison {

SequenceCost recurrent(qint64 length, qint64 inputDimension, qint64 hiddenSize)
{
    const qint64 n = std::max<qint64>(length, 0);
    const qint64 d = std::max<qint64>(inputDimension, 0);
    const qint64 h = std::max<qint64>(hiddenSize, 0);
    // h_0 = 0 makes the first W_h product trivially zero, but the cell does not know
    // that: every step runs the same two products.
    return { n * d * h + n * h * h, n, n };
}

SequenceCost selfAttention(qint64 length, qint64 dimension)
{
    const qint64 n = std::max<qint64>(length, 0);
    const qint64 d = std::max<qint64>(dimension, 0);
    // All n² scores and all n weighted sums are independent of each other: however
    // long the sentence, it is one step, and every word reaches every other in one hop.
    const qint64 once = n > 0 ? 1 : 0;
    return { 2 * n * n * d, once, once };
}

qint64 attentionCostsMoreFrom(qint64 dimension, qint64 hiddenSize)
{
    if (dimension <= 0)
        return 0;
    // 2 n² d > n h (d + h)  <=>  n > h (d + h) / (2 d)
    return std::max<qint64>(hiddenSize, 0) * (dimension + std::max<qint64>(hiddenSize, 0)) / (2 * dimension) + 1;
}

InfluenceCurves firstWordInfluence(const Eigen::MatrixXd& vectors, double temperature)
{
    const ElmanRnn rnn(static_cast<int>(vectors.cols()));
    return { rnn.firstWordInfluence(vectors), attention::firstWordInfluence(vectors, temperature) };
}

InfluenceReading readInfluence(const InfluenceCurves& curves)
{
    InfluenceReading reading;
    const Eigen::Index length = std::min(curves.recurrent.size(), curves.attention.size());
    for (Eigen::Index t = 1; t < length; ++t) {
        if (curves.attention[t] < curves.recurrent[t])
            reading.attentionBelowRecurrent.append(static_cast<int>(t));
    }
    reading.recurrentFades = length >= 3 && curves.recurrent[length - 1] < 0.1 * curves.recurrent[1];
    return reading;
}

ExampleSentence longExample()
{
    static const ExampleSentence example = [] {
        QFile file(QStringLiteral(":/data/long_example.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("built-in example %s is missing from the resources", qPrintable(file.fileName()));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        ExampleSentence sentence { root.value(QLatin1String("sentence")).toString(),
                                   root.value(QLatin1String("sentenceEnglish")).toString() };
        if (sentence.text.isEmpty())
            qFatal("built-in example %s has no sentence", qPrintable(file.fileName()));
        return sentence;
    }();
    return example;
}

} // namespace AttentionLab::sequencecomparison
