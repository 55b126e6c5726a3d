// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensecorpus.h"

#include "vocabulary.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace AttentionLab {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(AttentionLab::SenseCorpus)
};

} // namespace

std::optional<SenseCorpus> SenseCorpus::fromJson(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull()) {
        *error = Tr::tr("not JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("attention-lab-sense-corpus")) {
        *error = Tr::tr("not an attention-lab-sense-corpus file");
        return std::nullopt;
    }
    SenseCorpus corpus;
    const QJsonArray targets = root.value(QLatin1String("targets")).toArray();
    for (int i = 0; i < targets.size(); ++i) {
        const QJsonObject object = targets.at(i).toObject();
        const QJsonArray senses = object.value(QLatin1String("senses")).toArray();
        SenseTarget target;
        target.word = object.value(QLatin1String("word")).toString();
        if (target.word.isEmpty() || senses.size() != 2) {
            *error = Tr::tr("target %1: needs a word and exactly two senses").arg(i + 1);
            return std::nullopt;
        }
        for (int s = 0; s < 2; ++s) {
            target.chinese[s] = senses.at(s).toObject().value(QLatin1String("zh")).toString();
            target.english[s] = senses.at(s).toObject().value(QLatin1String("en")).toString();
        }
        corpus.targets.append(target);
    }
    const QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
    for (int i = 0; i < sentences.size(); ++i) {
        const QJsonObject object = sentences.at(i).toObject();
        SenseSentence sentence;
        for (const QJsonValue& token : object.value(QLatin1String("tokens")).toArray())
            sentence.tokens.append(token.toString());
        sentence.target = object.value(QLatin1String("target")).toInt(-1);
        sentence.sense = object.value(QLatin1String("sense")).toInt(-1);
        const QString split = object.value(QLatin1String("split")).toString();
        sentence.test = split == QLatin1String("test");
        sentence.english = object.value(QLatin1String("en")).toString();
        if (sentence.tokens.isEmpty() || sentence.tokens.contains(QString())) {
            *error = Tr::tr("sentence %1: no words, or an empty word").arg(i + 1);
            return std::nullopt;
        }
        if (sentence.target < 0 || sentence.target >= sentence.tokens.size()) {
            *error = Tr::tr("sentence %1: target position %2 is not one of its %3 words")
                         .arg(i + 1)
                         .arg(sentence.target)
                         .arg(sentence.tokens.size());
            return std::nullopt;
        }
        if (sentence.sense != 0 && sentence.sense != 1) {
            *error = Tr::tr("sentence %1: sense must be 0 or 1").arg(i + 1);
            return std::nullopt;
        }
        if (split != QLatin1String("test") && split != QLatin1String("train")) {
            *error = Tr::tr("sentence %1: split must be “train” or “test”").arg(i + 1);
            return std::nullopt;
        }
        corpus.sentences.append(sentence);
    }
    if (corpus.count(false) == 0 || corpus.count(true) == 0) {
        *error = Tr::tr("needs training and test sentences");
        return std::nullopt;
    }
    return corpus;
}

const SenseCorpus& SenseCorpus::builtIn()
{
    static const SenseCorpus corpus = [] {
        QFile file(QStringLiteral(":/data/sense_corpus.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("built-in sense corpus missing");
        QString error;
        std::optional<SenseCorpus> read = fromJson(file.readAll(), &error);
        if (!read)
            qFatal("built-in sense corpus: %s", qPrintable(error));
        return *read;
    }();
    return corpus;
}

int SenseCorpus::count(bool test) const
{
    int n = 0;
    for (const SenseSentence& sentence : sentences)
        n += sentence.test == test ? 1 : 0;
    return n;
}

const SenseTarget* SenseCorpus::target(const QString& word) const
{
    for (const SenseTarget& target : targets) {
        if (target.word == word)
            return &target;
    }
    return nullptr;
}

Eigen::MatrixXd staticVectors(const QStringList& tokens, const Vocabulary& vocabulary)
{
    Eigen::MatrixXd vectors(tokens.size(), vocabulary.dimension());
    const double norm = vocabulary.meanNorm();
    for (int i = 0; i < tokens.size(); ++i) {
        Eigen::VectorXd vector = vocabulary.vectorOf(tokens.at(i));
        if (vector.size() != vocabulary.dimension())
            vector = unknownWordVector(tokens.at(i), vocabulary.dimension(), norm);
        vectors.row(i) = vector.transpose();
    }
    return vectors;
}

std::vector<SenseExample> SenseCorpus::examples(const Vocabulary& vocabulary, bool test) const
{
    std::vector<SenseExample> result;
    for (const SenseSentence& sentence : sentences) {
        if (sentence.test != test)
            continue;
        result.push_back({ staticVectors(sentence.tokens, vocabulary), sentence.target, sentence.sense });
    }
    return result;
}

} // namespace AttentionLab
