// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabularyfiles.h"
#include "workspace.h"
#include "workspacefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace AttentionLab;

namespace {
QByteArray validJson()
{
    Workspace workspace;
    return workspacefile::toJson(workspace.state(), QStringLiteral("mixing"));
}

// The valid document with one field replaced (or removed, for an undefined value).
QByteArray withField(const QString& path, const QJsonValue& value)
{
    QJsonObject root = QJsonDocument::fromJson(validJson()).object();
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() == 1) {
        if (value.isUndefined())
            root.remove(path);
        else
            root.insert(path, value);
    } else { // sentences/<index>/<field>
        QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
        QJsonObject sentence = sentences.at(parts.at(1).toInt()).toObject();
        sentence.insert(parts.at(2), value);
        sentences.replace(parts.at(1).toInt(), sentence);
        root.insert(QLatin1String("sentences"), sentences);
    }
    return QJsonDocument(root).toJson();
}
} // namespace

class TestWorkspaceFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void saveOpenGivesTheSameWorkspace()
    {
        Workspace original;
        original.setSentence(0, QStringLiteral("量子 苹果 发布 新 手机"));
        original.addSentence(QStringLiteral("Apple releases a new phone"));
        original.setVector(QStringLiteral("量子"), Eigen::Vector4d(0.9, -0.1, 0.3, 0.25));
        original.setDimensionName(3, QStringLiteral("形容"));
        original.setTemperature(0.7);
        original.setQueryIndex(1, 2);
        original.setMixingWeights(2, { 1, 2, 3, 4, 5 });
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.attention.json"));
        QString error;
        QVERIFY2(workspacefile::save(path, original.state(), QStringLiteral("steps"), &error), qPrintable(error));
        const auto document = workspacefile::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->chapter, QStringLiteral("steps"));
        Workspace reopened;
        QVERIFY2(reopened.restore(document->state, &error), qPrintable(error));
        QCOMPARE(reopened.sentenceTexts(), original.sentenceTexts());
        QCOMPARE(reopened.temperature(), 0.7);
        QVERIFY(reopened.vocabulary() == original.vocabulary());
        QCOMPARE(reopened.vocabulary().colour(0), original.vocabulary().colour(0));
        for (int i = 0; i < original.sentenceCount(); ++i) {
            QCOMPARE(reopened.sentence(i).queryIndex, original.sentence(i).queryIndex);
            QCOMPARE(reopened.sentence(i).mixingWeights, original.sentence(i).mixingWeights);
            QCOMPARE(reopened.sentence(i).result().weights, original.sentence(i).result().weights);
        }
    }

    void answersAreSavedAndReadBack()
    {
        Workspace workspace;
        const QuizAnswers answers { { QStringLiteral("scoring/most-attended/1"), QuizAnswer { true } },
                                    { QStringLiteral("rnn/influence-at-distance/0"), QuizAnswer { false } } };
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("answers.attention.json"));
        QString error;
        QVERIFY2(workspacefile::save(path, workspace.state(), QStringLiteral("scoring"), &error, answers),
                 qPrintable(error));
        const QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
        QCOMPARE(root.value(QLatin1String("answers"))
                     .toObject()
                     .value(QLatin1String("scoring/most-attended/1"))
                     .toObject()
                     .value(QLatin1String("rightFirstTime")),
                 QJsonValue(true));
        auto document = workspacefile::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->answers, answers);

        // The autosave's way of writing keeps them too.
        const QString autosave = dir.filePath(QStringLiteral("autosave-1-ab.attention.json"));
        QVERIFY2(workspacefile::saveWithVocabularyBeside(autosave, workspace.state(), QString(), std::nullopt,
                                                         std::nullopt, &error, answers),
                 qPrintable(error));
        document = workspacefile::load(autosave, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->answers, answers);
    }

    void aFileWithoutAnswersOpensWithNone()
    {
        // Files written before there were answers: no "answers" at all, and none is written when there are none.
        const QByteArray json = validJson();
        QVERIFY(!QJsonDocument::fromJson(json).object().contains(QLatin1String("answers")));
        QString error;
        const auto document = workspacefile::fromJson(json, &error);
        QVERIFY2(document, qPrintable(error));
        QVERIFY(document->answers.isEmpty());
    }

    void badFilesAreRefusedWhole_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        const QByteArray valid = validJson();
        QTest::newRow("truncated") << valid.left(valid.size() / 2) << QStringLiteral("not valid JSON (byte");
        QTest::newRow("empty") << QByteArray() << QStringLiteral("the file is empty");
        QTest::newRow("top_level_array") << QByteArray("[1, 2]") << QStringLiteral("not a JSON object");
        QTest::newRow("not_a_workspace") << withField(QStringLiteral("format"), QStringLiteral("something-else"))
                                         << QStringLiteral("not an Attention Lab workspace");
        QTest::newRow("future_version") << withField(QStringLiteral("version"), 7) << QStringLiteral("newer");
        QTest::newRow("version_text") << withField(QStringLiteral("version"), QStringLiteral("1"))
                                      << QStringLiteral("\"version\"");
        QTest::newRow("sentences_missing") << withField(QStringLiteral("sentences"), QJsonValue::Undefined)
                                           << QStringLiteral("\"sentences\" is missing");
        QTest::newRow("sentences_wrong_type") << withField(QStringLiteral("sentences"), QStringLiteral("x"))
                                              << QStringLiteral("\"sentences\" must be a list");
        QJsonArray many;
        for (int i = 0; i < 1000; ++i)
            many.append(
                QJsonObject { { QStringLiteral("text"), QStringLiteral("猫") }, { QStringLiteral("query"), 0 } });
        QTest::newRow("huge_array") << withField(QStringLiteral("sentences"), many) << QStringLiteral("1 to 16");
        QTest::newRow("text_not_string") << withField(QStringLiteral("sentences/1/text"), 5)
                                         << QStringLiteral("sentence 2: \"text\"");
        QTest::newRow("negative_query") << withField(QStringLiteral("sentences/0/query"), -1)
                                        << QStringLiteral("sentence 1: \"query\"");
        QTest::newRow("fractional_query")
            << withField(QStringLiteral("sentences/0/query"), 1.5) << QStringLiteral("sentence 1: \"query\"");
        QTest::newRow("weights_not_numbers")
            << withField(QStringLiteral("sentences/0/mixingWeights"), QJsonArray { QStringLiteral("a") })
            << QStringLiteral("\"mixingWeights\"");
        QTest::newRow("temperature_missing")
            << withField(QStringLiteral("temperature"), QJsonValue::Undefined) << QStringLiteral("\"temperature\"");
        QTest::newRow("vocabulary_missing") << withField(QStringLiteral("vocabulary"), QJsonValue::Undefined)
                                            << QStringLiteral("\"vocabulary\" is missing");
        QTest::newRow("vocabulary_bad_vector") << withField(
            QStringLiteral("vocabulary"),
            QJsonObject {
                { QStringLiteral("dimensions"), QJsonArray { QStringLiteral("a") } },
                { QStringLiteral("words"),
                  QJsonArray { QJsonObject { { QStringLiteral("word"), QStringLiteral("x") },
                                             { QStringLiteral("vector"), QJsonArray { QStringLiteral("one") } } } } } })
                                               << QStringLiteral("vocabulary: word 1: component 1 is not a number");
        QTest::newRow("answers_not_an_object") << withField(QStringLiteral("answers"), QJsonArray { 1 })
                                               << QStringLiteral("\"answers\" must be an object");
        QTest::newRow("answer_not_an_object")
            << withField(QStringLiteral("answers"), QJsonObject { { QStringLiteral("static/same-vector/1"), true } })
            << QStringLiteral(
                   "answers: “static/same-vector/1” must be an object with a true or false \"rightFirstTime\"");
        QTest::newRow("answer_right_as_text") << withField(
            QStringLiteral("answers"),
            QJsonObject { { QStringLiteral("static/same-vector/1"),
                            QJsonObject { { QStringLiteral("rightFirstTime"), QStringLiteral("yes") } } } })
                                              << QStringLiteral("answers: “static/same-vector/1” must be an object");
    }
    void badFilesAreRefusedWhole()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!workspacefile::fromJson(json, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void statesThatNoLongerFitAreRefusedAndNothingChanges_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("query_past_the_end")
            << withField(QStringLiteral("sentences/0/query"), 40) << QStringLiteral("cannot be its query word");
        QTest::newRow("weights_for_other_words")
            << withField(QStringLiteral("sentences/1/mixingWeights"), QJsonArray { 0.5, 0.5 })
            << QStringLiteral("sentence 2 has 4 words but 2 mixing weights");
        QTest::newRow("zero_temperature")
            << withField(QStringLiteral("temperature"), 0) << QStringLiteral("temperature");
    }
    void statesThatNoLongerFitAreRefusedAndNothingChanges()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        const auto document = workspacefile::fromJson(json, &error);
        QVERIFY2(document, qPrintable(error));
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼"));
        const QStringList before = workspace.sentenceTexts();
        QVERIFY(!workspace.restore(document->state, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QCOMPARE(workspace.sentenceTexts(), before);
    }

    void loadNamesTheFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": ");
        file.close();
        QString error;
        QVERIFY(!workspacefile::load(path, &error));
        QVERIFY2(error.startsWith(path), qPrintable(error));
        QVERIFY(!workspacefile::load(dir.filePath(QStringLiteral("missing.json")), &error));
        QVERIFY(error.contains(QStringLiteral("missing.json")));
    }

    // Issue 20, item 4: the autosave keeps its vocabulary in a file of its own, written once.
    void aVocabularyBesideIsWrittenOnceAndReadBack()
    {
        Workspace workspace;
        workspace.setVector(QStringLiteral("量子"), Eigen::Vector4d(0.9, -0.1, 0.3, 0.25));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave-7-ab.attention.json"));
        QString error;
        const auto written = workspacefile::saveWithVocabularyBeside(path, workspace.state(), QStringLiteral("heatmap"),
                                                                     std::nullopt, std::nullopt, &error);
        QVERIFY2(written, qPrintable(error));
        QVERIFY(written->fileName.startsWith(QStringLiteral("autosave-7-ab.vocabulary-")));
        QCOMPARE(workspacefile::vocabularyFilesBeside(path), QStringList { dir.filePath(written->fileName) });
        // The workspace holds a reference, not the words: its size does not grow with the vocabulary.
        const QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
        const QJsonObject reference = root.value(QLatin1String("vocabulary")).toObject();
        QCOMPARE(reference.value(QLatin1String("file")).toString(), written->fileName);
        QCOMPARE(qint64(reference.value(QLatin1String("bytes")).toDouble()),
                 QFileInfo(dir.filePath(written->fileName)).size());
        QVERIFY(!reference.contains(QLatin1String("words")));

        auto document = workspacefile::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->chapter, QStringLiteral("heatmap"));
        QVERIFY(*document->state.vocabulary == workspace.vocabulary());

        // Unchanged: only the workspace is written; the vocabulary file keeps its (back-dated) time.
        const QString vocabularyPath = dir.filePath(written->fileName);
        const QDateTime past = QDateTime::currentDateTimeUtc().addDays(-3);
        setModified(vocabularyPath, past);
        workspace.setTemperature(2.5);
        const auto again
            = workspacefile::saveWithVocabularyBeside(path, workspace.state(), QString(), written, written, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->fileName, written->fileName);
        QCOMPARE(QFileInfo(vocabularyPath).lastModified().toSecsSinceEpoch(), past.toSecsSinceEpoch());
        document = workspacefile::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->state.temperature, 2.5);

        // Changed: a new file, and the one it replaces is gone.
        workspace.setVector(QStringLiteral("量子"), Eigen::Vector4d(0.1, 0.2, 0.3, 0.4));
        const auto changed
            = workspacefile::saveWithVocabularyBeside(path, workspace.state(), QString(), std::nullopt, again, &error);
        QVERIFY2(changed, qPrintable(error));
        QVERIFY(changed->fileName != written->fileName);
        QCOMPARE(workspacefile::vocabularyFilesBeside(path), QStringList { dir.filePath(changed->fileName) });
        document = workspacefile::load(path, &error);
        QVERIFY2(document, qPrintable(error));
        QCOMPARE(document->state.vocabulary->vectorOf(QStringLiteral("量子"))[3], 0.4);
    }

    // A vocabulary read in place from a huge word2vec file (GoogleNews) would be tens of gigabytes
    // of JSON: a workspace refers to the file and keeps only what was changed, and reading it gives
    // the same vectors for changed and unchanged words, the same words in the same order.
    void aMappedVocabularyIsSavedAsItsFileAndItsEdits_data()
    {
        QTest::addColumn<bool>("beside"); // the autosave's way: the vocabulary in a file of its own
        QTest::addColumn<qint64>("limit"); // the import's word limit, 0 for none
        QTest::newRow("save") << false << qint64(0);
        QTest::newRow("save, word limit") << false << qint64(20);
        QTest::newRow("autosave") << true << qint64(0);
    }
    void aMappedVocabularyIsSavedAsItsFileAndItsEdits()
    {
        QFETCH(bool, beside);
        QFETCH(qint64, limit);
        QTemporaryDir dir;
        const QString vectors = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(vectors, testdata::randomBinaryFile(30, 4, 31)));
        QString error;
        embeddingio::ReadOptions options;
        options.limit = limit;
        const std::optional<Vocabulary> mapped = testdata::readBinary(vectors, true, &error, options);
        QVERIFY2(mapped && mapped->isMapped(), qPrintable(error));
        Workspace original;
        original.setVocabulary(*mapped);
        original.setSentence(0, QStringLiteral("w0 w1 w2 新词"));
        original.addSentence(QStringLiteral("w4 词10 w5"));
        QVERIFY(original.setVector(QStringLiteral("w1"), Eigen::Vector4d(0.1, -0.2, 0.3, 1e-7))); // a file word
        QVERIFY(original.setVector(QStringLiteral("新词"), Eigen::Vector4d(1.0 / 3, 2, 0, -1))); // an added one
        QVERIFY(original.removeWord(QStringLiteral("w2")));
        QVERIFY(original.setVector(QStringLiteral("W2"), Eigen::Vector4d(4, 3, 2, 1))); // gone and back, at the end
        original.setDimensionName(2, QStringLiteral("第三"));
        original.setQueryIndex(1, 1);
        QVERIFY(original.vocabulary().isMapped());

        const QString path = dir.filePath(QStringLiteral("big.attention.json"));
        if (beside)
            QVERIFY2(workspacefile::saveWithVocabularyBeside(path, original.state(), QStringLiteral("vocabulary"),
                                                             std::nullopt, std::nullopt, &error),
                     qPrintable(error));
        else
            QVERIFY2(workspacefile::save(path, original.state(), QStringLiteral("vocabulary"), &error),
                     qPrintable(error));
        // What was written: the reference and three edits, not the vectors.
        QFile file(beside ? workspacefile::vocabularyFilesBeside(path).value(0) : path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonObject reference = beside ? written : written.value(QLatin1String("vocabulary")).toObject();
        QCOMPARE(reference.value(QLatin1String("mappedFile")).toString(), QFileInfo(vectors).absoluteFilePath());
        QCOMPARE(reference.value(QLatin1String("bytes")).toDouble(), double(QFileInfo(vectors).size()));
        QCOMPARE(reference.value(QLatin1String("words")).toInt(), limit > 0 ? int(limit) : 30);
        QCOMPARE(reference.value(QLatin1String("removed")).toArray(), QJsonArray { QStringLiteral("w2") });
        QCOMPARE(reference.value(QLatin1String("edits")).toArray().size(), 3);
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(QJsonDocument::fromJson(saved.readAll()).object().value(QLatin1String("version")).toInt(), 2);

        bool fileProblem = true;
        const auto document = workspacefile::load(path, &error, &fileProblem);
        QVERIFY2(document, qPrintable(error));
        QVERIFY(!fileProblem);
        QCOMPARE(document->chapter, QStringLiteral("vocabulary"));
        QVERIFY(document->state.vocabulary->isMapped()); // read in place again, not copied
        Workspace reopened;
        QVERIFY2(reopened.restore(document->state, &error), qPrintable(error));
        QCOMPARE(reopened.sentenceTexts(), original.sentenceTexts());
        QCOMPARE(reopened.sentence(1).queryIndex, 1);
        const Vocabulary& before = original.vocabulary();
        const Vocabulary& after = reopened.vocabulary();
        QCOMPARE(after.size(), before.size());
        QCOMPARE(after.dimensionNames(), before.dimensionNames());
        for (int i = 0; i < before.size(); ++i) {
            QCOMPARE(after.word(i), before.word(i));
            QCOMPARE(after.vector(i), before.vector(i)); // bit for bit, edited or not
            QCOMPARE(after.colour(i), before.colour(i));
        }
        QCOMPARE(after.vectorOf(QStringLiteral("w1")), Eigen::VectorXd(Eigen::Vector4d(0.1, -0.2, 0.3, 1e-7)));
        QCOMPARE(after.vectorOf(QStringLiteral("w3")), mapped->vectorOf(QStringLiteral("w3")));
        QCOMPARE(after.meanNorm(), before.meanNorm()); // the unknown words' vectors come out the same
        for (int i = 0; i < original.sentenceCount(); ++i)
            QCOMPARE(reopened.sentence(i).result().weights, original.sentence(i).result().weights);
        // And saved again, the same reference: nothing drifts from one autosave to the next.
        QCOMPARE(workspacefile::toJson(reopened.state(), QString()),
                 workspacefile::toJson(original.state(), QString()));
        // Version 2 only where needed: without a mapped file a workspace stays version 1, which older releases read.
        const Workspace lesson;
        QCOMPARE(QJsonDocument::fromJson(workspacefile::toJson(lesson.state(), QString()))
                     .object()
                     .value(QLatin1String("version"))
                     .toInt(),
                 1);
    }

    // The workspace refers to its vector file: one that was moved, cut, or rewritten with other
    // values at the same size is refused with a message naming it, and nothing is read from it.
    void aMissingOrChangedVectorFileIsRefused_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message");
        QTest::newRow("deleted") << QStringLiteral("delete") << QStringLiteral("is missing");
        QTest::newRow("renamed") << QStringLiteral("rename") << QStringLiteral("is missing");
        QTest::newRow("rewritten, same size")
            << QStringLiteral("rewrite") << QStringLiteral("is not the one the workspace was saved with");
        QTest::newRow("cut short") << QStringLiteral("cut") << QStringLiteral("bytes, not the");
        QTest::newRow("a folder now") << QStringLiteral("folder") << QStringLiteral("is not a regular file");
    }
    void aMissingOrChangedVectorFileIsRefused()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString vectors = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(vectors, testdata::randomBinaryFile(30, 4, 31)));
        const QString path = dir.filePath(QStringLiteral("big.attention.json"));
        QString error;
        {
            const std::optional<Vocabulary> mapped = testdata::readBinary(vectors, true, &error);
            QVERIFY2(mapped, qPrintable(error));
            Workspace workspace;
            workspace.setVocabulary(*mapped);
            QVERIFY(workspace.setVector(QStringLiteral("w1"), Eigen::Vector4d(1, 2, 3, 4)));
            QVERIFY2(workspacefile::save(path, workspace.state(), QString(), &error), qPrintable(error));
        } // the mapping is gone before the file is touched
        if (damage == QLatin1String("delete")) {
            QVERIFY(QFile::remove(vectors));
        } else if (damage == QLatin1String("rename")) {
            QVERIFY(QFile::rename(vectors, dir.filePath(QStringLiteral("moved.bin"))));
        } else if (damage == QLatin1String("rewrite")) {
            const QByteArray other = testdata::randomBinaryFile(30, 4, 32); // the same words, other values
            QCOMPARE(other.size(), QFileInfo(vectors).size());
            QFile file(vectors);
            QVERIFY(file.open(QIODevice::ReadWrite)); // in place: the same file, its size and its name
            QCOMPARE(file.write(other), other.size());
        } else if (damage == QLatin1String("cut")) {
            QVERIFY(QFile::resize(vectors, 100));
        } else {
            QVERIFY(QFile::remove(vectors));
            QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("vectors.bin")));
        }
        bool fileProblem = false;
        QVERIFY(!workspacefile::load(path, &error, &fileProblem));
        QVERIFY2(error.contains(QDir::toNativeSeparators(vectors)) && error.contains(message)
                     && error.startsWith(QDir::toNativeSeparators(path)),
                 qPrintable(error));
        QVERIFY(fileProblem);
    }

    // A reference that is not well formed is a damaged workspace, not a missing file.
    void aDamagedReferenceIsRefused_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("relative name") << QStringLiteral("mappedFile") << QJsonValue(QStringLiteral("vectors.bin"))
                                       << QStringLiteral("\"mappedFile\" must be");
        QTest::newRow("no fingerprint") << QStringLiteral("fingerprint") << QJsonValue(QStringLiteral("abc"))
                                        << QStringLiteral("\"fingerprint\" must be");
        QTest::newRow("no word count") << QStringLiteral("words") << QJsonValue(0)
                                       << QStringLiteral("\"words\" must be");
        QTest::newRow("removed twice") << QStringLiteral("removed")
                                       << QJsonValue(QJsonArray { QStringLiteral("w3"), QStringLiteral("w3") })
                                       << QStringLiteral("\"removed\" names words");
        QTest::newRow("edit too short") << QStringLiteral("edits")
                                        << QJsonValue(QJsonArray {
                                               QJsonObject { { QStringLiteral("word"), QStringLiteral("w1") },
                                                             { QStringLiteral("vector"), QJsonArray { 1, 2 } } } })
                                        << QStringLiteral("2 components instead of 4");
    }
    void aDamagedReferenceIsRefused()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString vectors = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(vectors, testdata::randomBinaryFile(30, 4, 31)));
        QString error;
        const std::optional<Vocabulary> mapped = testdata::readBinary(vectors, true, &error);
        QVERIFY2(mapped, qPrintable(error));
        Workspace workspace;
        workspace.setVocabulary(*mapped);
        QJsonObject root = QJsonDocument::fromJson(workspacefile::toJson(workspace.state(), QString())).object();
        QJsonObject reference = root.value(QLatin1String("vocabulary")).toObject();
        reference.insert(field, value);
        root.insert(QLatin1String("vocabulary"), reference);
        const QString path = dir.filePath(QStringLiteral("big.attention.json"));
        QVERIFY(testdata::writeBytes(path, QJsonDocument(root).toJson()));
        bool fileProblem = true;
        QVERIFY(!workspacefile::load(path, &error, &fileProblem));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(!fileProblem);
    }

    void aVocabularyBesideThatDoesNotMatchIsRefused_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("message"); // part of the error, which names the file
        QTest::newRow("missing") << QStringLiteral("remove") << QStringLiteral("is missing");
        QTest::newRow("changed, same size") << QStringLiteral("flip") << QStringLiteral("does not match");
        QTest::newRow("shorter") << QStringLiteral("truncate") << QStringLiteral("bytes, not the");
        QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("not a regular file");
        QTest::newRow("outside the folder") << QStringLiteral("escape") << QStringLiteral("\"file\" must be");
        QTest::newRow("no hash") << QStringLiteral("nohash") << QStringLiteral("\"sha256\" must be");
    }
    void aVocabularyBesideThatDoesNotMatchIsRefused()
    {
        QFETCH(QString, damage);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave-1-cd.attention.json"));
        QString error;
        const auto written = workspacefile::saveWithVocabularyBeside(path, Workspace().state(), QString(), std::nullopt,
                                                                     std::nullopt, &error);
        QVERIFY2(written, qPrintable(error));
        const QString vocabularyPath = dir.filePath(written->fileName);
        if (damage == QLatin1String("remove")) {
            QVERIFY(QFile::remove(vocabularyPath));
        } else if (damage == QLatin1String("flip")) {
            QByteArray bytes = readAll(vocabularyPath);
            bytes[bytes.indexOf("0.")] = '1'; // one digit of one vector
            writeAll(vocabularyPath, bytes);
        } else if (damage == QLatin1String("truncate")) {
            writeAll(vocabularyPath, readAll(vocabularyPath).chopped(10));
        } else if (damage == QLatin1String("folder")) {
            QVERIFY(QFile::remove(vocabularyPath));
            QVERIFY(QDir().mkdir(vocabularyPath));
        } else {
            QJsonObject root = QJsonDocument::fromJson(readAll(path)).object();
            QJsonObject reference = root.value(QLatin1String("vocabulary")).toObject();
            if (damage == QLatin1String("escape"))
                reference.insert(QLatin1String("file"), QString(QStringLiteral("../") + written->fileName));
            else
                reference.remove(QLatin1String("sha256"));
            root.insert(QLatin1String("vocabulary"), reference);
            writeAll(path, QJsonDocument(root).toJson());
        }
        QVERIFY(!workspacefile::load(path, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY2(error.startsWith(path), qPrintable(error));
        // Without a folder to look in, a reference cannot be followed: said, not guessed.
        QVERIFY(!workspacefile::fromJson(readAll(path), &error));
        QVERIFY2(error.contains(QStringLiteral("vocabulary")), qPrintable(error));
    }

private:
    static QByteArray readAll(const QString& path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    }
    static void writeAll(const QString& path, const QByteArray& bytes)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    static void setModified(const QString& path, const QDateTime& time)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(time, QFileDevice::FileModificationTime));
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceFile)
#include "tst_workspacefile.moc"
