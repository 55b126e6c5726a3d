// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingexport.h"

#include "learnedsentence.h"
#include "sensecorpus.h"
#include "training.h"
#include "vocabulary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace AttentionLab::trainingexport {

namespace {

QJsonArray vectorJson(const Eigen::VectorXd& vector)
{
    QJsonArray array;
    for (Eigen::Index i = 0; i < vector.size(); ++i)
        array.append(vector[i]);
    return array;
}

QJsonArray matrixJson(const Eigen::MatrixXd& matrix)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        rows.append(vectorJson(matrix.row(r).transpose()));
    return rows;
}

QJsonArray matricesJson(const std::vector<Eigen::MatrixXd>& matrices)
{
    QJsonArray array;
    for (const Eigen::MatrixXd& matrix : matrices)
        array.append(matrixJson(matrix));
    return array;
}

QJsonObject parametersJson(const LearnedParameters& parameters)
{
    return { { QStringLiteral("W_Q"), matricesJson(parameters.query) },
             { QStringLiteral("W_K"), matricesJson(parameters.key) },
             { QStringLiteral("W_V"), matricesJson(parameters.value) },
             { QStringLiteral("W_O"), matrixJson(parameters.output) },
             { QStringLiteral("r"), vectorJson(parameters.readout) },
             { QStringLiteral("b"), parameters.bias } };
}

} // namespace

QByteArray json(const LearnedSettings& settings, const SenseCorpus& corpus, const Vocabulary& vocabulary,
                const QStringList& sentences)
{
    const auto data = std::make_shared<const SenseData>(SenseData::fromCorpus(corpus, vocabulary));
    const std::vector<TrainingRecord> records = training::train(settings, data);
    const SenseAccuracies accuracies = training::accuracies(*data, records.back().testAccuracy);

    QJsonArray corpusSentences;
    for (const SenseSentence& sentence : corpus.sentences) {
        corpusSentences.append(QJsonObject {
            { QStringLiteral("tokens"), QJsonArray::fromStringList(sentence.tokens) },
            { QStringLiteral("target"), sentence.target },
            { QStringLiteral("sense"), sentence.sense },
            { QStringLiteral("split"), sentence.test ? QStringLiteral("test") : QStringLiteral("train") } });
    }
    QJsonArray steps;
    for (const TrainingRecord& record : records) {
        steps.append(QJsonObject { { QStringLiteral("step"), record.step },
                                   { QStringLiteral("loss"), record.loss },
                                   { QStringLiteral("testAccuracy"), record.testAccuracy } });
    }
    QJsonArray given;
    for (const QString& text : sentences) {
        const LearnedSentence before
            = LearnedSentence::analyse(text, *records.front().parameters, settings, corpus, vocabulary);
        const LearnedSentence after
            = LearnedSentence::analyse(text, *records.back().parameters, settings, corpus, vocabulary);
        QStringList tokens;
        for (const Token& token : before.tokens)
            tokens.append(token.text);
        QJsonArray heads;
        for (int h = 0; h < settings.heads && !tokens.isEmpty(); ++h) {
            heads.append(QJsonObject { { QStringLiteral("before"), matrixJson(before.forward.weights.at(h)) },
                                       { QStringLiteral("after"), matrixJson(after.forward.weights.at(h)) } });
        }
        QJsonObject object { { QStringLiteral("text"), text },
                             { QStringLiteral("tokens"), QJsonArray::fromStringList(tokens) },
                             { QStringLiteral("target"), before.target },
                             { QStringLiteral("heads"), heads } };
        if (before.hasTarget()) {
            object.insert(QStringLiteral("companyProbabilityBefore"), before.probability);
            object.insert(QStringLiteral("companyProbabilityAfter"), after.probability);
        }
        given.append(object);
    }
    const QJsonObject root {
        { QStringLiteral("format"), QStringLiteral("attention-lab-training") },
        { QStringLiteral("version"), 1 },
        { QStringLiteral("settings"),
          QJsonObject { { QStringLiteral("heads"), settings.heads },
                        { QStringLiteral("keyDimension"), settings.keyDimension },
                        { QStringLiteral("scaled"), settings.scaled },
                        { QStringLiteral("causal"), settings.causal },
                        { QStringLiteral("learningRate"), settings.learningRate },
                        { QStringLiteral("steps"), settings.steps },
                        { QStringLiteral("seed"), QString::number(settings.seed) },
                        { QStringLiteral("optimizer"), QStringLiteral("Adam(0.9, 0.999, 1e-8), full batch") } } },
        { QStringLiteral("dimensions"), QJsonArray::fromStringList(vocabulary.dimensionNames()) },
        { QStringLiteral("senses"), QJsonArray { QStringLiteral("something to eat"), QStringLiteral("a company") } },
        { QStringLiteral("corpus"), corpusSentences },
        { QStringLiteral("initial"), parametersJson(*records.front().parameters) },
        { QStringLiteral("final"), parametersJson(*records.back().parameters) },
        { QStringLiteral("steps"), steps },
        { QStringLiteral("accuracies"),
          QJsonObject { { QStringLiteral("static"), accuracies.staticVector },
                        { QStringLiteral("parameterFree"), accuracies.parameterFree },
                        { QStringLiteral("learned"), accuracies.learned } } },
        { QStringLiteral("sentences"), given },
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace AttentionLab::trainingexport
