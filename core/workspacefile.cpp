// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspacefile.h"

#include "atomicfile.h"
#include "backgroundpool.h"
#include "embeddingio.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QtConcurrent/QtConcurrentRun>

#include <cmath>

namespace AttentionLab::workspacefile {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(WorkspaceFile)
};

const auto FormatName = QStringLiteral("attention-lab-workspace");
// A workspace is sentences and a vocabulary; a file larger than this is not one.
constexpr qint64 MaximumFileSize = qint64(2) * 1024 * 1024 * 1024;

// A problem and, for JSON syntax errors, the 1-based line it is on (0: none applies).
struct Problem
{
    QString what;
    int line = 0;
};

int lineOfOffset(const QByteArray& bytes, qsizetype offset)
{
    return 1 + static_cast<int>(bytes.left(offset).count('\n'));
}

// The vocabulary reader skips what it does not understand; a workspace file is
// checked strictly so that a damaged one is refused instead of opened half empty.
QString vocabularyShapeProblem(const QJsonObject& vocabulary)
{
    if (!vocabulary.value(QLatin1String("dimensions")).isArray())
        return Tr::tr("vocabulary: \"dimensions\" must be a list of names");
    if (const auto dimensions = vocabulary.value(QLatin1String("dimensions")).toArray().size();
        dimensions > embeddingio::MaximumDimension)
        return Tr::tr("vocabulary: %1 dimensions; Attention Lab takes at most %2")
            .arg(dimensions)
            .arg(embeddingio::MaximumDimension);
    const QJsonValue words = vocabulary.value(QLatin1String("words"));
    if (!words.isArray())
        return Tr::tr("vocabulary: \"words\" must be a list");
    const QJsonArray wordArray = words.toArray();
    for (int i = 0; i < wordArray.size(); ++i) {
        const QJsonObject entry = wordArray.at(i).toObject();
        const bool named = entry.value(QLatin1String("word")).isString() || entry.value(QLatin1String("zh")).isString()
            || entry.value(QLatin1String("en")).isString();
        if (!wordArray.at(i).isObject() || !named || !entry.value(QLatin1String("vector")).isArray())
            return Tr::tr("vocabulary: word %1 must be an object with a \"word\" and a \"vector\"").arg(i + 1);
    }
    return QString();
}

std::optional<Document> parseDocument(const QByteArray& json, Problem* problem)
{
    QString* error = &problem->what;
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull()) {
        if (json.trimmed().isEmpty()) {
            *error = Tr::tr("the file is empty");
            return std::nullopt;
        }
        problem->line = lineOfOffset(json, parseError.offset);
        *error = Tr::tr("not valid JSON (byte %1): %2").arg(parseError.offset).arg(parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = Tr::tr("not a workspace: the top level is not a JSON object");
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QLatin1String("format")).toString() != FormatName) {
        *error = Tr::tr("not an Attention Lab workspace (\"format\" is missing or wrong)");
        return std::nullopt;
    }
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1) {
        *error = Tr::tr("\"version\" must be a whole number from 1");
        return std::nullopt;
    }
    // Compared as a double: toInt() reads anything beyond int's range as the default, 0.
    if (version.toDouble() > FormatVersion) {
        *error = Tr::tr("written by a newer Attention Lab (format version %1; this one reads up to %2)")
                     .arg(QString::number(version.toDouble(), 'g', QLocale::FloatingPointShortest))
                     .arg(FormatVersion);
        return std::nullopt;
    }

    Document result;
    WorkspaceState& state = result.state;
    const QJsonValue sentences = root.value(QLatin1String("sentences"));
    if (!sentences.isArray()) {
        *error = sentences.isUndefined() ? Tr::tr("\"sentences\" is missing") : Tr::tr("\"sentences\" must be a list");
        return std::nullopt;
    }
    const QJsonArray sentenceArray = sentences.toArray();
    if (sentenceArray.isEmpty() || sentenceArray.size() > Workspace::MaxSentences) {
        *error = Tr::tr("\"sentences\" must hold 1 to %1 sentences, not %2")
                     .arg(Workspace::MaxSentences)
                     .arg(sentenceArray.size());
        return std::nullopt;
    }
    for (int i = 0; i < sentenceArray.size(); ++i) {
        const QJsonObject sentence = sentenceArray.at(i).toObject();
        const QJsonValue text = sentence.value(QLatin1String("text"));
        const QJsonValue query = sentence.value(QLatin1String("query"));
        const QJsonValue weights = sentence.value(QLatin1String("mixingWeights"));
        if (!sentenceArray.at(i).isObject()) {
            *error = Tr::tr("sentence %1 must be an object with a \"text\" and a \"query\"").arg(i + 1);
            return std::nullopt;
        }
        if (!text.isString()) {
            *error = text.isUndefined() ? Tr::tr("sentence %1: \"text\" is missing").arg(i + 1)
                                        : Tr::tr("sentence %1: \"text\" must be a string").arg(i + 1);
            return std::nullopt;
        }
        if (query.isUndefined()) {
            *error = Tr::tr("sentence %1: \"query\" is missing").arg(i + 1);
            return std::nullopt;
        }
        if (!query.isDouble() || query.toDouble() < 0 || query.toDouble() != std::floor(query.toDouble())
            || query.toDouble() > 1e9) {
            *error = Tr::tr("sentence %1: \"query\" must be a whole number from 0").arg(i + 1);
            return std::nullopt;
        }
        if (!weights.isUndefined() && !weights.isArray()) {
            *error = Tr::tr("sentence %1: \"mixingWeights\" must be a list of numbers").arg(i + 1);
            return std::nullopt;
        }
        QList<double> mixing;
        for (const QJsonValue& weight : weights.toArray()) {
            if (!weight.isDouble()) {
                *error = Tr::tr("sentence %1: \"mixingWeights\" must be a list of numbers").arg(i + 1);
                return std::nullopt;
            }
            mixing.append(weight.toDouble());
        }
        state.sentences.append(text.toString());
        state.queryIndices.append(query.toInt());
        state.mixingWeights.append(mixing);
    }
    const QJsonValue temperature = root.value(QLatin1String("temperature"));
    if (!temperature.isDouble()) {
        *error = temperature.isUndefined() ? Tr::tr("\"temperature\" is missing")
                                           : Tr::tr("\"temperature\" must be a number");
        return std::nullopt;
    }
    state.temperature = temperature.toDouble();
    const QJsonValue vocabulary = root.value(QLatin1String("vocabulary"));
    if (!vocabulary.isObject()) {
        *error = vocabulary.isUndefined() ? Tr::tr("\"vocabulary\" is missing")
                                          : Tr::tr("\"vocabulary\" must be an object");
        return std::nullopt;
    }
    if (const QString shapeProblem = vocabularyShapeProblem(vocabulary.toObject()); !shapeProblem.isEmpty()) {
        *error = shapeProblem;
        return std::nullopt;
    }
    QString vocabularyError;
    auto words = Vocabulary::fromJsonObject(vocabulary.toObject(), &vocabularyError);
    if (!words) {
        *error = Tr::tr("vocabulary: %1").arg(vocabularyError);
        return std::nullopt;
    }
    state.vocabulary = std::make_shared<const Vocabulary>(std::move(*words));
    result.chapter = root.value(QLatin1String("chapter")).toString();
    return result;
}
} // namespace

std::optional<Document> fromJson(const QByteArray& json, QString* error)
{
    Problem problem;
    auto document = parseDocument(json, &problem);
    if (!document)
        *error
            = problem.line > 0 ? Tr::tr("line %1: %2").arg(QString::number(problem.line), problem.what) : problem.what;
    return document;
}

QByteArray toJson(const WorkspaceState& state, const QString& chapter)
{
    QJsonArray sentences;
    for (int i = 0; i < state.sentences.size(); ++i) {
        QJsonObject sentence;
        sentence.insert(QLatin1String("text"), state.sentences.at(i));
        sentence.insert(QLatin1String("query"), state.queryIndices.value(i));
        QJsonArray weights;
        for (double weight : state.mixingWeights.value(i))
            weights.append(weight);
        sentence.insert(QLatin1String("mixingWeights"), weights);
        sentences.append(sentence);
    }
    QJsonObject root;
    root.insert(QLatin1String("format"), FormatName);
    root.insert(QLatin1String("version"), FormatVersion);
    root.insert(QLatin1String("sentences"), sentences);
    root.insert(QLatin1String("temperature"), state.temperature);
    if (state.vocabulary)
        root.insert(QLatin1String("vocabulary"), state.vocabulary->toJsonObject());
    root.insert(QLatin1String("chapter"), chapter);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool save(const QString& path, const WorkspaceState& state, const QString& chapter, QString* error)
{
    return writeFileAtomically(path, toJson(state, chapter), error);
}

QFuture<QString> saveInBackground(const QString& path, const WorkspaceState& state, const QString& chapter)
{
    return QtConcurrent::run(backgroundPool(), [path, state, chapter] {
        QString error;
        return save(path, state, chapter, &error) ? QString() : error;
    });
}

std::optional<Document> load(const QString& path, QString* error)
{
    const QString shown = QDir::toNativeSeparators(path);
    // A FIFO would block the open until a writer comes, /dev/zero never ends, and both report size 0:
    // only a regular file (or a link to one) can be a workspace.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *error = info.isDir() ? Tr::tr("cannot open %1: it is a folder").arg(shown)
                              : Tr::tr("cannot open %1: it is not a regular file").arg(shown);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("cannot open %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    if (file.size() > MaximumFileSize) {
        *error = Tr::tr("%1 is too large to be a workspace").arg(shown);
        return std::nullopt;
    }
    Problem problem;
    auto document = parseDocument(file.readAll(), &problem);
    if (!document) {
        // The same "file, line N: problem" shape as the vocabulary reader's messages.
        *error = problem.line > 0 ? Tr::tr("%1, line %2: %3").arg(shown, QString::number(problem.line), problem.what)
                                  : Tr::tr("%1: %2").arg(shown, problem.what);
        return std::nullopt;
    }
    return document;
}

} // namespace AttentionLab::workspacefile
