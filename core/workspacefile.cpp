// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspacefile.h"

#include "atomicfile.h"
#include "embeddingio.h"
#include "localfilename.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

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

bool isWholeNumber(const QJsonValue& value, double minimum, double maximum)
{
    return value.isDouble() && value.toDouble() >= minimum && value.toDouble() <= maximum
        && value.toDouble() == std::floor(value.toDouble());
}

// Whether \a value is a list of strings.
bool isStringList(const QJsonValue& value)
{
    if (!value.isArray())
        return false;
    const QJsonArray array = value.toArray();
    return std::all_of(array.cbegin(), array.cend(), [](const QJsonValue& item) { return item.isString(); });
}

QStringList stringsOf(const QJsonValue& list)
{
    QStringList strings;
    for (const QJsonValue& item : list.toArray())
        strings.append(item.toString());
    return strings;
}

// "dimensions": a list of at most MaximumDimension names; \a strict: at least one, each one text.
QString dimensionsProblem(const QJsonValue& dimensions, bool strict)
{
    if (!dimensions.isArray() || (strict && (!isStringList(dimensions) || dimensions.toArray().isEmpty())))
        return Tr::tr("vocabulary: \"dimensions\" must be a list of names");
    if (const auto count = dimensions.toArray().size(); count > embeddingio::MaximumDimension)
        return Tr::tr("vocabulary: %1 dimensions; Attention Lab takes at most %2")
            .arg(count)
            .arg(embeddingio::MaximumDimension);
    return QString();
}

// The vocabulary reader skips what it does not understand; a workspace file is
// checked strictly so that a damaged one is refused instead of opened half empty.
QString vocabularyShapeProblem(const QJsonObject& vocabulary)
{
    if (const QString problem = dimensionsProblem(vocabulary.value(QLatin1String("dimensions")), false);
        !problem.isEmpty())
        return problem;
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

const auto WorkspaceSuffix = QStringLiteral(".attention.json");
const auto VocabularyInfix = QStringLiteral(".vocabulary-");

// The name every vocabulary file beside a workspace starts with: "autosave-1-ab.attention.json"
// keeps its vocabulary in "autosave-1-ab.vocabulary-<hash>.json".
QString vocabularyPrefixOf(const QString& workspacePath)
{
    const QString name = QFileInfo(workspacePath).fileName();
    if (name.endsWith(WorkspaceSuffix))
        return name.chopped(WorkspaceSuffix.size()) + VocabularyInfix;
    return name + VocabularyInfix;
}

bool isSha256Hex(const QString& text)
{
    if (text.size() != 64)
        return false;
    return std::all_of(text.cbegin(), text.cend(), [](QChar c) {
        return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'));
    });
}

// {"file", "bytes", "sha256"}: the vocabulary object read from that file in \a folder, checked
// against the size and hash the workspace recorded, so a file from another autosave or one
// changed since is refused instead of opened with the wrong words.
std::optional<QJsonObject> readVocabularyBeside(const QJsonObject& reference, const QDir* folder, QString* error)
{
    const QJsonValue name = reference.value(QLatin1String("file"));
    const QJsonValue bytes = reference.value(QLatin1String("bytes"));
    const QJsonValue sha256 = reference.value(QLatin1String("sha256"));
    if (!name.isString() || name.toString().isEmpty() || QFileInfo(name.toString()).fileName() != name.toString()
        || name.toString() == QLatin1String("..") || name.toString() == QLatin1String(".")) {
        *error = Tr::tr("vocabulary: \"file\" must be the name of a file in the workspace's folder");
        return std::nullopt;
    }
    if (!bytes.isDouble() || bytes.toDouble() < 0 || bytes.toDouble() != std::floor(bytes.toDouble())
        || bytes.toDouble() > double(MaximumFileSize)) {
        *error = Tr::tr("vocabulary: \"bytes\" must be a whole number from 0");
        return std::nullopt;
    }
    if (!sha256.isString() || !isSha256Hex(sha256.toString())) {
        *error = Tr::tr("vocabulary: \"sha256\" must be 64 lower-case hexadecimal digits");
        return std::nullopt;
    }
    if (!folder) {
        *error = Tr::tr("vocabulary: kept in the file %1 beside the workspace, which was not read from a folder")
                     .arg(name.toString());
        return std::nullopt;
    }
    const QString path = folder->filePath(name.toString());
    const QString shown = localfilename::displayed(path);
    const QFileInfo info(path);
    if (!info.exists()) {
        *error = Tr::tr("its vocabulary file %1 is missing").arg(shown);
        return std::nullopt;
    }
    if (!info.isFile()) {
        *error = Tr::tr("its vocabulary file %1 is not a regular file").arg(shown);
        return std::nullopt;
    }
    const auto expectedSize = static_cast<qint64>(bytes.toDouble());
    if (info.size() != expectedSize) {
        *error = Tr::tr("its vocabulary file %1 has %2 bytes, not the %3 the workspace recorded: it was changed")
                     .arg(shown)
                     .arg(info.size())
                     .arg(expectedSize);
        return std::nullopt;
    }
    QFile file;
    QString reason;
    if (!localfilename::openForReading(file, path, &reason)) {
        *error = Tr::tr("cannot open its vocabulary file %1: %2").arg(shown, reason);
        return std::nullopt;
    }
    const QByteArray contents = file.read(expectedSize + 1);
    if (QCryptographicHash::hash(contents, QCryptographicHash::Sha256).toHex() != sha256.toString().toLatin1()) {
        *error = Tr::tr("its vocabulary file %1 does not match the workspace (it was changed since)").arg(shown);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(contents, &parseError);
    if (!document.isObject()) {
        *error = Tr::tr("its vocabulary file %1 is not a JSON object").arg(shown);
        return std::nullopt;
    }
    return document.object();
}

// The checks of a {"mappedFile", ...} vocabulary that need no file: what it says is well formed.
QString mappedReferenceShapeProblem(const QJsonObject& reference)
{
    if (!reference.value(QLatin1String("mappedFile")).isString()
        || !QDir::isAbsolutePath(reference.value(QLatin1String("mappedFile")).toString()))
        return Tr::tr("vocabulary: \"mappedFile\" must be the absolute name of a word2vec binary file");
    if (!isWholeNumber(reference.value(QLatin1String("bytes")), 1, 9007199254740992.0)) // 2^53: exact in a double
        return Tr::tr("vocabulary: \"bytes\" must be a whole number from 1");
    if (!reference.value(QLatin1String("fingerprint")).isString()
        || !isSha256Hex(reference.value(QLatin1String("fingerprint")).toString()))
        return Tr::tr("vocabulary: \"fingerprint\" must be 64 lower-case hexadecimal digits");
    if (!isWholeNumber(reference.value(QLatin1String("words")), 1, std::numeric_limits<int>::max()))
        return Tr::tr("vocabulary: \"words\" must be a whole number from 1");
    if (const QString problem = dimensionsProblem(reference.value(QLatin1String("dimensions")), true);
        !problem.isEmpty())
        return problem;
    if (!isStringList(reference.value(QLatin1String("removed"))))
        return Tr::tr("vocabulary: \"removed\" must be a list of words");
    const QJsonValue edits = reference.value(QLatin1String("edits"));
    if (!edits.isArray())
        return Tr::tr("vocabulary: \"edits\" must be a list");
    const QJsonArray editArray = edits.toArray();
    for (int i = 0; i < editArray.size(); ++i) {
        const QJsonObject edit = editArray.at(i).toObject();
        const QJsonValue colour = edit.value(QLatin1String("colour"));
        if (!editArray.at(i).isObject() || !edit.value(QLatin1String("word")).isString()
            || !edit.value(QLatin1String("vector")).isArray() || !(colour.isUndefined() || colour.isString()))
            return Tr::tr("vocabulary: edit %1 must be an object with a \"word\", a \"vector\" and a \"colour\"")
                .arg(i + 1);
    }
    return QString();
}

// A vocabulary read in place from a large word2vec binary file, kept as a reference to that file and
// the rows the user changed, added or removed (see workspacefile.h): the file is read again through
// the import, after its size and fingerprint show it is the one the workspace was saved with. A
// problem with the file itself sets \a fileProblem: the workspace is fine, the file is not there.
std::optional<Vocabulary> readMappedVocabulary(const QJsonObject& reference, QString* error, bool* fileProblem)
{
    if (const QString shapeProblem = mappedReferenceShapeProblem(reference); !shapeProblem.isEmpty()) {
        *error = shapeProblem;
        return std::nullopt;
    }
    const QString path = reference.value(QLatin1String("mappedFile")).toString();
    const QString shown = localfilename::displayed(path);
    const auto bytes = static_cast<qint64>(reference.value(QLatin1String("bytes")).toDouble());
    const QByteArray fingerprint = reference.value(QLatin1String("fingerprint")).toString().toLatin1();
    const int words = reference.value(QLatin1String("words")).toInt();
    const QStringList dimensions = stringsOf(reference.value(QLatin1String("dimensions")));
    auto fileFails = [&](const QString& what) {
        *fileProblem = true;
        *error = what;
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fileFails(Tr::tr("its vector file %1 is missing (moved, renamed or deleted?): the workspace keeps only "
                                "the words you changed and refers to that file for its %2 words; put the file back "
                                "there to open the workspace")
                             .arg(shown, QLocale().toString(words)));
    if (!info.isFile())
        return fileFails(Tr::tr("its vector file %1 is not a regular file").arg(shown));
    if (info.size() != bytes)
        return fileFails(Tr::tr("its vector file %1 has %2 bytes, not the %3 it had when the workspace was saved: "
                                "it was changed or replaced since")
                             .arg(shown, QLocale().toString(info.size()), QLocale().toString(bytes)));
    QString reason;
    const std::optional<QByteArray> found = embeddingio::fileFingerprint(path, &reason);
    if (!found)
        return fileFails(Tr::tr("cannot read its vector file %1: %2").arg(shown, reason));
    if (*found != fingerprint)
        return fileFails(Tr::tr("its vector file %1 is not the one the workspace was saved with (the same size, other "
                                "contents): it was changed or replaced since")
                             .arg(shown));
    // The import's own checks, and its rows read in place again whatever the file's size now.
    embeddingio::ReadOptions options;
    options.limit = words;
    options.mapFromBytes = 0;
    std::optional<Vocabulary> vocabulary = embeddingio::readFile(path, &reason, {}, {}, options);
    if (!vocabulary)
        return fileFails(Tr::tr("its vector file cannot be read any more: %1").arg(reason));
    if (vocabulary->size() != words || vocabulary->dimension() != dimensions.size()
        || (vocabulary->isMapped() && vocabulary->mappedFileFingerprint() != fingerprint))
        return fileFails(Tr::tr("its vector file %1 holds %2 words of %3 dimensions now, not the %4 words of %5 "
                                "dimensions the workspace was saved with: it was changed or replaced since")
                             .arg(shown, QLocale().toString(vocabulary->size()),
                                  QString::number(vocabulary->dimension()), QLocale().toString(words),
                                  QString::number(dimensions.size())));

    // What the user changed, in the order it was kept: names, removed rows, then changed and added ones.
    for (int i = 0; i < dimensions.size(); ++i)
        vocabulary->setDimensionName(i, dimensions.at(i));
    const QStringList removed = stringsOf(reference.value(QLatin1String("removed")));
    if (vocabulary->removeWords(removed) != removed.size()) {
        *error = Tr::tr("vocabulary: \"removed\" names words that are not in %1, or a word twice").arg(shown);
        return std::nullopt;
    }
    const QJsonArray edits = reference.value(QLatin1String("edits")).toArray();
    for (int i = 0; i < edits.size(); ++i) {
        const QJsonObject edit = edits.at(i).toObject();
        const QString word = edit.value(QLatin1String("word")).toString();
        int notANumber = -1;
        const std::optional<Eigen::VectorXd> vector
            = vectorFromJson(edit.value(QLatin1String("vector")).toArray(), &notANumber);
        if (!vector) {
            *error = Tr::tr("vocabulary: edit %1: component %2 is not a number").arg(i + 1).arg(notANumber + 1);
            return std::nullopt;
        }
        QString problem;
        if (!vocabulary->setVector(word, *vector, &problem)) {
            *error = Tr::tr("vocabulary: edit %1 (“%2”): %3").arg(QString::number(i + 1), word, problem);
            return std::nullopt;
        }
        const QColor colour = QColor::fromString(edit.value(QLatin1String("colour")).toString());
        // By value: the word's own colour is made in HSV, the one read back in RGB.
        if (colour.isValid() && colour.rgba() != Vocabulary::colourForWord(word).rgba())
            vocabulary->setColour(vocabulary->indexOf(word), colour);
    }
    return vocabulary;
}

std::optional<Document> parseDocument(const QByteArray& json, const QDir* folder, Problem* problem,
                                      bool* vectorFileProblem)
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
    const QJsonValue vocabularyValue = root.value(QLatin1String("vocabulary"));
    if (!vocabularyValue.isObject()) {
        *error = vocabularyValue.isUndefined() ? Tr::tr("\"vocabulary\" is missing")
                                               : Tr::tr("\"vocabulary\" must be an object");
        return std::nullopt;
    }
    QJsonObject vocabulary = vocabularyValue.toObject();
    if (vocabulary.contains(QLatin1String("file"))) {
        auto beside = readVocabularyBeside(vocabulary, folder, error);
        if (!beside)
            return std::nullopt;
        vocabulary = std::move(*beside);
    }
    if (vocabulary.contains(QLatin1String("mappedFile"))) {
        bool fileProblem = false;
        auto mapped = readMappedVocabulary(vocabulary, error, &fileProblem);
        if (vectorFileProblem)
            *vectorFileProblem = fileProblem;
        if (!mapped)
            return std::nullopt;
        state.vocabulary = std::make_shared<const Vocabulary>(std::move(*mapped));
    } else {
        if (const QString shapeProblem = vocabularyShapeProblem(vocabulary); !shapeProblem.isEmpty()) {
            *error = shapeProblem;
            return std::nullopt;
        }
        QString vocabularyError;
        auto words = Vocabulary::fromJsonObject(vocabulary, &vocabularyError);
        if (!words) {
            *error = Tr::tr("vocabulary: %1").arg(vocabularyError);
            return std::nullopt;
        }
        state.vocabulary = std::make_shared<const Vocabulary>(std::move(*words));
    }
    result.chapter = root.value(QLatin1String("chapter")).toString();
    // Older files have no answers; a damaged entry refuses the file like any other field.
    if (const QJsonValue answers = root.value(QLatin1String("answers")); !answers.isUndefined()) {
        auto read = quizanswers::fromJson(answers, error);
        if (!read)
            return std::nullopt;
        result.answers = std::move(*read);
    }
    return result;
}
} // namespace

std::optional<Document> fromJson(const QByteArray& json, QString* error)
{
    Problem problem;
    auto document = parseDocument(json, nullptr, &problem, nullptr);
    if (!document)
        *error
            = problem.line > 0 ? Tr::tr("line %1: %2").arg(QString::number(problem.line), problem.what) : problem.what;
    return document;
}

namespace {
QJsonObject rootWithoutVocabulary(const WorkspaceState& state, const QString& chapter, const QuizAnswers& answers);

// A vocabulary read in place from a very large word2vec file (GoogleNews: 3 million words) is not
// copied into a workspace: as JSON it would be tens of gigabytes, and building it would take more
// memory than the machine has. The workspace refers to the file instead and keeps what the user
// changed of it, a few kilobytes written in a blink whatever the file's size (see workspacefile.h).
QJsonObject mappedReferenceOf(const Vocabulary& vocabulary)
{
    QJsonObject reference;
    reference.insert(QLatin1String("mappedFile"), QFileInfo(vocabulary.mappedFileName()).absoluteFilePath());
    reference.insert(QLatin1String("bytes"), double(vocabulary.mappedFileSize()));
    reference.insert(QLatin1String("fingerprint"), QString::fromLatin1(vocabulary.mappedFileFingerprint()));
    reference.insert(QLatin1String("words"), vocabulary.mappedFileWords());
    reference.insert(QLatin1String("dimensions"), QJsonArray::fromStringList(vocabulary.dimensionNames()));
    reference.insert(QLatin1String("removed"), QJsonArray::fromStringList(vocabulary.removedMappedWords()));
    // In row order: the file's changed rows first, then the added words in the order they came.
    QList<int> rows = vocabulary.changedRows() + vocabulary.ownColourRows();
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    QJsonArray edits;
    for (const int row : std::as_const(rows))
        edits.append(vocabulary.wordJson(row));
    reference.insert(QLatin1String("edits"), edits);
    return reference;
}

QJsonObject vocabularyObjectOf(const Vocabulary& vocabulary)
{
    return vocabulary.isMapped() ? mappedReferenceOf(vocabulary) : vocabulary.toJsonObject();
}
} // namespace

QByteArray toJson(const WorkspaceState& state, const QString& chapter, const QuizAnswers& answers)
{
    QJsonObject root = rootWithoutVocabulary(state, chapter, answers);
    if (state.vocabulary)
        root.insert(QLatin1String("vocabulary"), vocabularyObjectOf(*state.vocabulary));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {
QJsonObject rootWithoutVocabulary(const WorkspaceState& state, const QString& chapter, const QuizAnswers& answers)
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
    // Version 1 unless the vocabulary refers to a mapped file, so that older releases open the rest.
    const bool mapped = state.vocabulary && state.vocabulary->isMapped();
    root.insert(QLatin1String("version"), mapped ? FormatVersion : FormatVersionWithoutMappedFile);
    root.insert(QLatin1String("sentences"), sentences);
    root.insert(QLatin1String("temperature"), state.temperature);
    root.insert(QLatin1String("chapter"), chapter);
    if (!answers.isEmpty())
        root.insert(QLatin1String("answers"), quizanswers::toJson(answers));
    return root;
}
} // namespace

std::optional<VocabularyFile> saveWithVocabularyBeside(const QString& path, const WorkspaceState& state,
                                                       const QString& chapter,
                                                       const std::optional<VocabularyFile>& unchanged,
                                                       const std::optional<VocabularyFile>& replaced, QString* error,
                                                       const QuizAnswers& answers)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    VocabularyFile vocabularyFile;
    bool wroteVocabulary = false;
    if (unchanged && QFileInfo(folder.filePath(unchanged->fileName)).size() == unchanged->size) {
        vocabularyFile = *unchanged;
    } else {
        const QByteArray contents
            = QJsonDocument(state.vocabulary ? vocabularyObjectOf(*state.vocabulary) : QJsonObject())
                  .toJson(QJsonDocument::Compact);
        const QByteArray sha256 = QCryptographicHash::hash(contents, QCryptographicHash::Sha256).toHex();
        // Named by its contents: the same vocabulary written again lands on the same name.
        vocabularyFile.fileName
            = vocabularyPrefixOf(path) + QString::fromLatin1(sha256.left(16)) + QStringLiteral(".json");
        vocabularyFile.size = contents.size();
        vocabularyFile.sha256 = sha256;
        if (!writeFileAtomically(folder.filePath(vocabularyFile.fileName), contents, error))
            return std::nullopt;
        wroteVocabulary = true;
    }
    QJsonObject reference;
    reference.insert(QLatin1String("file"), vocabularyFile.fileName);
    reference.insert(QLatin1String("bytes"), double(vocabularyFile.size));
    reference.insert(QLatin1String("sha256"), QString::fromLatin1(vocabularyFile.sha256));
    QJsonObject root = rootWithoutVocabulary(state, chapter, answers);
    root.insert(QLatin1String("vocabulary"), reference);
    if (!writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error)) {
        // The workspace on disk still refers to the file it referred to before: keep that one.
        if (wroteVocabulary && (!replaced || replaced->fileName != vocabularyFile.fileName))
            QFile::remove(folder.filePath(vocabularyFile.fileName));
        return std::nullopt;
    }
    if (replaced && replaced->fileName != vocabularyFile.fileName)
        QFile::remove(folder.filePath(replaced->fileName));
    return vocabularyFile;
}

QStringList vocabularyFilesBeside(const QString& path)
{
    const QDir folder = QFileInfo(path).absoluteDir();
    QStringList files;
    const QStringList names
        = folder.entryList({ vocabularyPrefixOf(path) + QLatin1Char('*') + QStringLiteral(".json") },
                           QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& name : names)
        files.append(folder.filePath(name));
    return files;
}

QString workspaceOfVocabularyFile(const QString& vocabularyPath)
{
    const QFileInfo info(vocabularyPath);
    const QString name = info.fileName();
    const qsizetype infix = name.lastIndexOf(VocabularyInfix);
    if (infix <= 0 || !name.endsWith(QStringLiteral(".json")))
        return {};
    return info.absoluteDir().filePath(name.left(infix) + WorkspaceSuffix);
}

bool save(const QString& path, const WorkspaceState& state, const QString& chapter, QString* error,
          const QuizAnswers& answers)
{
    return writeFileAtomically(path, toJson(state, chapter, answers), error);
}

std::optional<Document> load(const QString& path, QString* error, bool* vectorFileProblem)
{
    if (vectorFileProblem)
        *vectorFileProblem = false;
    const QString shown = localfilename::displayed(path);
    // A FIFO would block the open until a writer comes, /dev/zero never ends, and both report size 0:
    // only a regular file (or a link to one) can be a workspace.
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *error = info.isDir() ? Tr::tr("cannot open %1: it is a folder").arg(shown)
                              : Tr::tr("cannot open %1: it is not a regular file").arg(shown);
        return std::nullopt;
    }
    QFile file;
    QString reason;
    if (!localfilename::openForReading(file, path, &reason)) {
        *error = Tr::tr("cannot open %1: %2").arg(shown, reason);
        return std::nullopt;
    }
    if (file.size() > MaximumFileSize) {
        *error = Tr::tr("%1 is too large to be a workspace").arg(shown);
        return std::nullopt;
    }
    Problem problem;
    const QDir folder = info.absoluteDir();
    auto document = parseDocument(file.readAll(), &folder, &problem, vectorFileProblem);
    if (!document) {
        // The same "file, line N: problem" shape as the vocabulary reader's messages.
        *error = problem.line > 0 ? Tr::tr("%1, line %2: %3").arg(shown, QString::number(problem.line), problem.what)
                                  : Tr::tr("%1: %2").arg(shown, problem.what);
        return std::nullopt;
    }
    return document;
}

} // namespace AttentionLab::workspacefile
