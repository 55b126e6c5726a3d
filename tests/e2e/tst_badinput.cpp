// SPDX-License-Identifier: GPL-3.0-or-later
// The bad-input corpus (tests/data/bad/cases.json) through the paths people use:
// the vocabulary page's import, File ▸ Open, and the attention-lab executable.
// Every refusal must name the file, the line and the problem and change nothing.
#include "badinputcorpus.h"
#include "chapterregistry.h"
#include "documentcontroller.h"
#include "failonwarning.h"
#include "mainwindow.h"
#include "runattentionlab.h"
#include "sentencebar.h"
#include "vocabularypage.h"
#include "wordline.h"
#include "workspace.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QUndoStack>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace AttentionLab;

Q_DECLARE_METATYPE(Eigen::MatrixXd)

namespace {

// Every file under \a folder with its bytes, and every folder: what a failed command must leave alone.
QMap<QString, QByteArray> snapshot(const QString& folder)
{
    QMap<QString, QByteArray> files;
    QDirIterator it(folder, QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        files.insert(QDir(folder).relativeFilePath(path),
                     it.fileInfo().isDir() ? QByteArray("<folder>")
                                           : (file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<?>")));
    }
    return files;
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Everything a failed open must leave as it was.
struct DocumentState
{
    QStringList sentences;
    Vocabulary vocabulary;
    double temperature = 0;
    int undoSteps = 0;
    QString title;
    bool modified = false;
    QString currentFile;
    QStringList recentFiles;

    static DocumentState of(const MainWindow& window, const Workspace& workspace)
    {
        return { workspace.sentenceTexts(),
                 workspace.vocabulary(),
                 workspace.temperature(),
                 workspace.undoStack()->count(),
                 window.windowTitle(),
                 window.isWindowModified(),
                 window.document()->currentFile(),
                 window.document()->recentFiles() };
    }
    void verifySameAs(const DocumentState& before) const
    {
        QCOMPARE(sentences, before.sentences);
        QVERIFY2(vocabulary == before.vocabulary, "the vocabulary changed");
        QCOMPARE(temperature, before.temperature);
        QCOMPARE(undoSteps, before.undoSteps);
        QCOMPARE(title, before.title);
        QCOMPARE(modified, before.modified);
        QCOMPARE(currentFile, before.currentFile);
        QCOMPARE(recentFiles, before.recentFiles);
    }
};

// True when \a image holds more than one colour: something was painted on it.
bool showsSomething(const QImage& image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (image.pixel(x, y) != first)
                return true;
        }
    }
    return false;
}

// Shows every chapter and paints it: whatever the sentence, no page may crash,
// hang or come out blank.
void paintEveryPage(MainWindow& window)
{
    for (const QString& id : chapters::ids()) {
        QVERIFY(window.showPage(id));
        window.grab();
        QVERIFY2(showsSomething(window.page(id)->grab().toImage()), qPrintable(id + QStringLiteral(" is blank")));
    }
}

// The text of the labels a person sees on \a widget.
QString visibleText(const QWidget* widget)
{
    QStringList texts;
    for (const QLabel* label : widget->findChildren<QLabel*>()) {
        if (label->isVisibleTo(widget))
            texts.append(label->text());
    }
    for (const WordLine* line : widget->findChildren<WordLine*>()) {
        if (line->isVisibleTo(widget))
            texts.append(line->plainText());
    }
    return texts.join(QLatin1Char('\n'));
}

void waitForAttention(const Workspace& workspace)
{
    // Long sentences get their attention off the GUI thread: it may come later.
    for (int i = 0; i < workspace.sentenceCount(); ++i)
        QTRY_COMPARE_WITH_TIMEOUT(workspace.sentence(i).result().weights.rows(),
                                  Eigen::Index(workspace.sentence(i).length()), 120000);
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        // Scores beyond double (1e200 · 1e200 = inf) are shown by the scoring chapter's charts, and
        // Qt Charts drops an infinite bar or axis end with a warning. Expected in those two rows
        // only (the weights stay finite, which the test checks); any other warning fails.
        const QByteArray row = QTest::currentDataTag() ? QByteArray(QTest::currentDataTag()) : QByteArray();
        if (qstrcmp(QTest::currentTestFunction(), "oddVectors") == 0
            && (row == "scores_beyond_double" || row == "opposite_huge"))
            AttentionLab::testing::failOnAnyWarning(QStringLiteral(
                "Ignored NaN, Inf, or -Inf value\\.$|Attempting to set invalid range for value axis: .*inf \\]$"));
        else
            AttentionLab::testing::failOnAnyWarning();
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_badinput"));
        QSettings().clear();
    }

    void vocabularyImport_data()
    {
        badinput::addRows(badinput::manifest().value(QLatin1String("vocabulary")).toArray());
    }
    void vocabularyImport()
    {
        QFETCH(QJsonObject, testCase);
        QTemporaryDir dir;
        const QString path = badinput::materialise(testCase, dir);
        Workspace workspace;
        QVERIFY(workspace.setVector(QStringLiteral("量子"), Eigen::Vector4d(0.9, -0.1, 0.3, 0.25))); // earlier work
        MainWindow window(&workspace);
        window.resize(1280, 820);
        window.show();
        QVERIFY(window.showPage(QStringLiteral("vocabulary")));
        auto& page = *qobject_cast<VocabularyPage*>(window.page(QStringLiteral("vocabulary")));
        const Vocabulary before = workspace.vocabulary();
        const int undoSteps = workspace.undoStack()->count();

        QSignalSpy finished(&page, &VocabularyPage::importFinished);
        const bool merge = testCase.value(QLatin1String("mode")).toString() == QLatin1String("merge");
        page.importFileAsync(path, merge ? VocabularyPage::ImportMode::Merge : VocabularyPage::ImportMode::Replace);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 120000); // reading happens off the GUI thread
        const bool success = finished.at(0).at(0).toBool();
        const QString error = finished.at(0).at(1).toString();

        const QJsonObject accepted = testCase.value(QLatin1String("accepted")).toObject();
        if (!accepted.isEmpty()) {
            QVERIFY2(success, qPrintable(error));
            QCOMPARE(workspace.vocabulary().size(), accepted.value(QLatin1String("words")).toInt());
            QCOMPARE(workspace.vocabulary().dimension(), accepted.value(QLatin1String("dimension")).toInt());
            QCOMPARE(workspace.vocabulary().word(0), accepted.value(QLatin1String("firstWord")).toString());
            QCOMPARE(workspace.undoStack()->count(), undoSteps + 1); // one step, undoable
            paintEveryPage(window); // every page copes with whatever came in
            return;
        }
        QVERIFY2(!success, "a broken file was imported");
        qInfo().noquote() << error; // what each case reports, for the record
        badinput::verifyMessage(error, path, testCase);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(workspace.vocabulary() == before, "a refused import changed the vocabulary");
        QCOMPARE(workspace.undoStack()->count(), undoSteps);
        QVERIFY(!page.isImporting());
    }

    // The same files through --vocab, exported as JSON over an existing file.
    void vocabularyOnTheCommandLine_data()
    {
        badinput::addRows(badinput::manifest().value(QLatin1String("vocabulary")).toArray(), true);
    }
    void vocabularyOnTheCommandLine()
    {
        QFETCH(QJsonObject, testCase);
        QTemporaryDir dir;
        const QString path = badinput::materialise(testCase, dir);
        const QString out = dir.filePath(QStringLiteral("out.json"));
        writeFile(out, "previous");
        const QJsonObject accepted = testCase.value(QLatin1String("accepted")).toObject();
        const QString word
            = accepted.isEmpty() ? QStringLiteral("猫") : accepted.value(QLatin1String("firstWord")).toString();

        const runattentionlab::Run run
            = runattentionlab::run({ QStringLiteral("--vocab"), path, QStringLiteral("--sentence"), word,
                                     QStringLiteral("--export-json"), out });
        QFile written(out);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray bytes = written.readAll();
        if (!accepted.isEmpty()) {
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.standardError, QString());
            const QJsonObject sentence
                = QJsonDocument::fromJson(bytes).object().value(QLatin1String("sentences")).toArray().at(0).toObject();
            QCOMPARE(sentence.value(QLatin1String("unknown")).toArray().at(0).toBool(), false); // the file's word
            QCOMPARE(sentence.value(QLatin1String("vectors")).toArray().at(0).toArray().size(),
                     accepted.value(QLatin1String("dimension")).toInt());
            return;
        }
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.standardError.startsWith(QStringLiteral("attention-lab: --vocab: ")),
                 qPrintable(run.standardError));
        QVERIFY2(run.standardError.endsWith(QLatin1Char('\n')), qPrintable(run.standardError));
        badinput::verifyMessage(run.standardError.chopped(1), path, testCase);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(bytes, QByteArray("previous"));
    }

    void openWorkspace_data() { badinput::addRows(badinput::manifest().value(QLatin1String("workspace")).toArray()); }
    void openWorkspace()
    {
        QFETCH(QJsonObject, testCase);
        QTemporaryDir dir;
        const QString path = badinput::materialise(testCase, dir);
        Workspace workspace;
        MainWindow window(&workspace);
        // A workspace opened earlier and edited since: what a failed open must keep.
        const QString earlier = dir.filePath(QStringLiteral("earlier.attention.json"));
        QVERIFY(QFile::copy(badinput::corpusPath(QStringLiteral("workspace/valid.attention.json")), earlier));
        QString error;
        QVERIFY2(window.document()->openFile(earlier, &error), qPrintable(error));
        workspace.setSentence(0, QStringLiteral("狗 吃 鱼"));
        QVERIFY(window.isWindowModified());
        const DocumentState before = DocumentState::of(window, workspace);

        const bool opened = window.document()->openFile(path, &error);
        const QJsonObject accepted = testCase.value(QLatin1String("accepted")).toObject();
        if (!accepted.isEmpty()) {
            QVERIFY2(opened, qPrintable(error));
            QStringList tokens;
            QStringList unknown;
            for (const Token& token : workspace.sentence(0).tokens) {
                tokens.append(token.text);
                if (!token.known)
                    unknown.append(token.text);
            }
            QCOMPARE(tokens, accepted.value(QLatin1String("tokens")).toVariant().toStringList());
            QCOMPARE(unknown, accepted.value(QLatin1String("unknown")).toVariant().toStringList());
            QVERIFY(!window.isWindowModified());
            QCOMPARE(window.document()->currentFile(), path);
            return;
        }
        QVERIFY2(!opened, "a broken workspace was opened");
        qInfo().noquote() << error;
        badinput::verifyMessage(error, path, testCase);
        QVERIFY(!QTest::currentTestFailed());
        DocumentState::of(window, workspace).verifySameAs(before);
    }

    void commandLineOptions_data()
    {
        badinput::addRows(badinput::manifest()
                              .value(QLatin1String("commandLine"))
                              .toObject()
                              .value(QLatin1String("cases"))
                              .toArray());
    }
    void commandLineOptions()
    {
        QFETCH(QJsonObject, testCase);
        QTemporaryDir dir;
        const QString readOnly = dir.filePath(QStringLiteral("readonly"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("readonly")));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder.png")));
        writeFile(dir.filePath(QStringLiteral("existing.json")), "previous");
        writeFile(dir.filePath(QStringLiteral("plain.txt")), "plain");
        QVERIFY(QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::ExeOwner));
        // Longest names first, so that $DIR does not eat into $DIR_... names.
        const QList<std::pair<QString, QString>> placeholders {
            { QStringLiteral("$LONG_SENTENCE"), QStringLiteral("猫 ").repeated(2048) },
            { QStringLiteral("$FOLDER_PNG"), dir.filePath(QStringLiteral("folder.png")) },
            { QStringLiteral("$EXISTING"), dir.filePath(QStringLiteral("existing.json")) },
            { QStringLiteral("$READONLY"), readOnly },
            { QStringLiteral("$FILE"), dir.filePath(QStringLiteral("plain.txt")) },
            { QStringLiteral("$OUT"), dir.filePath(QStringLiteral("out")) },
            { QStringLiteral("$DIR"), dir.path() },
        };
        const auto substitute = [&](QString text) {
            for (const auto& [name, value] : placeholders)
                text.replace(name, value);
            return text;
        };
        QStringList arguments;
        for (const QJsonValue& argument : testCase.value(QLatin1String("arguments")).toArray())
            arguments.append(substitute(argument.toString()));
        // Root may write into any folder: the read-only case runs the program as
        // an unprivileged user then, who must still be able to enter the folder.
        const bool needsReadOnly = arguments.join(QLatin1Char(' ')).contains(readOnly);
        if (needsReadOnly && runattentionlab::dropsPrivileges()) {
            QVERIFY(QFile::setPermissions(dir.path(),
                                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther
                                              | QFile::ExeOther));
            QVERIFY(QFile::setPermissions(readOnly,
                                          QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther));
        } else if (needsReadOnly) {
            QVERIFY2(!QFile(readOnly + QStringLiteral("/probe")).open(QIODevice::WriteOnly),
                     "the read-only folder is writable");
        }
        const QMap<QString, QByteArray> before = snapshot(dir.path());

        const runattentionlab::Run run = runattentionlab::run(
            arguments, needsReadOnly ? runattentionlab::User::Unprivileged : runattentionlab::User::Caller);
        QFile::setPermissions(readOnly, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner); // so it can be removed
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.standardError.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.standardError.startsWith(QStringLiteral("attention-lab: ")), qPrintable(run.standardError));
        const QJsonValue error = testCase.value(QLatin1String("error"));
        const QStringList parts = error.isArray() ? error.toVariant().toStringList() : QStringList { error.toString() };
        for (const QString& part : parts) {
            const QString problem = substitute(part);
            QVERIFY2(run.standardError.contains(problem),
                     qPrintable(QStringLiteral("expected “%1”, got: %2").arg(problem, run.standardError)));
        }
        QCOMPARE(snapshot(dir.path()), before); // no file written, the existing one untouched
    }

    // Issue 20, item 9: a device is written, never renamed over (as root that replaced /dev/null with a file).
    void devicesAreWrittenNotReplaced_data()
    {
        QTest::addColumn<QString>("device");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("error");
        QTest::newRow("dev_null") << QStringLiteral("/dev/null") << 0 << QString();
        QTest::newRow("dev_full") << QStringLiteral("/dev/full") << 2
                                  << QStringLiteral("attention-lab: --export-json: cannot write /dev/full: ");
    }
    void devicesAreWrittenNotReplaced()
    {
        QFETCH(QString, device);
        QFETCH(int, exitCode);
        QFETCH(QString, error);
        if (!QFileInfo::exists(device))
            QSKIP("no such device here");
        const runattentionlab::Run run = runattentionlab::run({ QStringLiteral("--export-json"), device });
        QCOMPARE(run.exitCode, exitCode);
        if (error.isEmpty()) {
            QCOMPARE(run.standardError, QString());
        } else {
            QVERIFY2(run.standardError.startsWith(error), qPrintable(run.standardError));
            QCOMPARE(run.standardError.count(QLatin1Char('\n')), 1);
        }
        struct stat status;
        QCOMPARE(::stat(QFile::encodeName(device).constData(), &status), 0);
        QVERIFY2(S_ISCHR(status.st_mode), "the device became something else");
        QVERIFY(
            QDir(QStringLiteral("/dev")).entryList({ QFileInfo(device).fileName() + QStringLiteral(".*") }).isEmpty());
    }

    // Issue 20, item 13: Ctrl+C or a kill during a long export leaves no temporary file behind.
    void interruptedExportLeavesNothing_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    void interruptedExportLeavesNothing()
    {
        QFETCH(int, signalNumber);
        QTemporaryDir dir;
        writeFile(dir.filePath(QStringLiteral("out.json")), "previous");
        QStringList arguments { QStringLiteral("--lang"), QStringLiteral("en") };
        for (int i = 0; i < Workspace::MaxSentences; ++i)
            arguments << QStringLiteral("--sentence") << QStringLiteral("猫%1 ").arg(i).repeated(Workspace::MaxTokens);
        arguments << QStringLiteral("--export-json") << dir.filePath(QStringLiteral("out.json"));
        QProcess process;
        process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE), arguments);
        QVERIFY(process.waitForStarted());
        // The temporary file beside out.json appears once the export has started writing.
        const auto temporaries
            = [&] { return QDir(dir.path()).entryList({ QStringLiteral("out.json.*") }, QDir::Files | QDir::Hidden); };
        QTRY_VERIFY_WITH_TIMEOUT(!temporaries().isEmpty() || process.state() == QProcess::NotRunning, 120000);
        QVERIFY2(process.state() == QProcess::Running, "the export ended before it could be interrupted");
        ::kill(pid_t(process.processId()), signalNumber);
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::CrashExit); // ended by the signal, as before
        QCOMPARE(temporaries(), QStringList());
        QFile out(dir.filePath(QStringLiteral("out.json")));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("previous"));
    }

    // Issue 20, items 8 and 17: whatever happens, a headless command prints its own one line, not Qt's
    // warnings (a runtime folder with the wrong mode) and not "terminate called after throwing".
    void headlessPrintsOnlyItsOwnLine_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<qint64>("memoryLimit"); // bytes of address space, 0: none
        QTest::addColumn<QString>("line");
        QTest::newRow("runtime_folder_0755")
            << QStringList { QStringLiteral("--bogus"), QStringLiteral("--export-json"), QStringLiteral("OUT") }
            << qint64(0) << QStringLiteral("attention-lab: Unknown option 'bogus'.\n");
        QStringList huge;
        for (int i = 0; i < Workspace::MaxSentences; ++i)
            huge << QStringLiteral("--sentence") << QStringLiteral("猫%1 ").arg(i).repeated(Workspace::MaxTokens);
        QTest::newRow("out_of_memory") << huge + QStringList { QStringLiteral("--export-csv"), QStringLiteral("OUT") }
                                       << qint64(1) * 1024 * 1024 * 1024
                                       << QStringLiteral("attention-lab: out of memory\n");
    }
    void headlessPrintsOnlyItsOwnLine()
    {
        QFETCH(QStringList, arguments);
        QFETCH(qint64, memoryLimit);
        QFETCH(QString, line);
#if defined(__SANITIZE_ADDRESS__)
        if (memoryLimit > 0)
            QSKIP("AddressSanitizer reserves terabytes of address space for its shadow memory: "
                  "under an address-space limit the process cannot even start");
#endif
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("runtime")));
        QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("runtime")),
                                      QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
                                          | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther));
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        environment.remove(QStringLiteral("DISPLAY"));
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.filePath(QStringLiteral("runtime")));
        process.setProcessEnvironment(environment);
        if (memoryLimit > 0) {
            process.setChildProcessModifier([memoryLimit] {
                const rlimit limit { rlim_t(memoryLimit), rlim_t(memoryLimit) };
                ::setrlimit(RLIMIT_AS, &limit);
            });
        }
        arguments.replaceInStrings(QStringLiteral("OUT"), dir.filePath(QStringLiteral("out.csv")));
        process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE),
                      QStringList { QStringLiteral("--lang"), QStringLiteral("en") } + arguments);
        QVERIFY(process.waitForFinished(120000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 2);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()), line);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.csv"))));
    }

    // Issue 20, item 6: a FIFO or a device as a workspace or an autosave is refused at once (a FIFO
    // without a writer blocked before any window, /dev/zero read until memory ran out).
    void nonRegularWorkspacesAreRefused_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << QStringLiteral("fifo");
        QTest::newRow("link_to_dev_zero") << QStringLiteral("zero");
    }
    void nonRegularWorkspacesAreRefused()
    {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        const auto make = [&](const QString& path) {
            if (kind == QLatin1String("fifo"))
                return ::mkfifo(QFile::encodeName(path).constData(), 0600) == 0;
            return QFile::link(QStringLiteral("/dev/zero"), path);
        };
        // The autosave below is the only one: the windows of the other tests left theirs (and a FIFO
        // or link may be left from an earlier run).
        QDir folder(DocumentController::autosaveFolder());
        for (const QString& name :
             folder.entryList(QDir::AllEntries | QDir::System | QDir::Hidden | QDir::NoDotAndDotDot))
            folder.remove(name);
        const QString path = dir.filePath(QStringLiteral("odd.attention.json"));
        QVERIFY(make(path));
        Workspace workspace;
        MainWindow window(&workspace);
        QString error;
        QVERIFY(!window.document()->openFile(path, &error));
        QVERIFY2(error.contains(QStringLiteral("it is not a regular file")), qPrintable(error));
        // The same as an autosave left by a crashed instance.
        QDir().mkpath(DocumentController::autosaveFolder());
        const QString autosave = QDir(DocumentController::autosaveFolder())
                                     .filePath(QStringLiteral("autosave-odd-%1.attention.json").arg(kind));
        QVERIFY(make(autosave));
        QVERIFY(!window.document()->hasAutosave()); // not offered
        QVERIFY(!window.document()->restoreAutosave(&error)); // and not read, without blocking
        QFile::remove(autosave);
        QFile::remove(autosave + QStringLiteral(".restoring"));
    }

    void oddSentences_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("empty") << QString() << QStringList();
        QTest::newRow("whitespace_only") << QStringLiteral(" \t\u3000 \n ") << QStringList();
        QTest::newRow("punctuation_only") << QStringLiteral("，。！？…「」,.;!?") << QStringList();
        // Issue 20, item 5: a word is cut to 100 code units and "…"; ten million characters cost no more.
        QTest::newRow("one_10000_character_word")
            << QString(10000, QLatin1Char('x')) << QStringList { QString(100, QLatin1Char('x')) + QChar(0x2026) };
        QTest::newRow("one_10000000_character_word")
            << QString(10'000'000, QLatin1Char('x')) << QStringList { QString(100, QLatin1Char('x')) + QChar(0x2026) };
        const QString thumb = QStringLiteral("\U0001F44D\U0001F3FD"); // thumbs up, medium skin tone
        const QString family = QStringLiteral("\U0001F468\u200D\U0001F469\u200D\U0001F467\u200D\U0001F466"); // ZWJ
        const QString rainbow = QStringLiteral("\U0001F3F3\uFE0F\u200D\U0001F308");
        QTest::newRow("emoji_skin_tone_and_zwj")
            << thumb + family + QLatin1Char(' ') + rainbow << QStringList { thumb, family, rainbow };
        QTest::newRow("right_to_left") << QStringLiteral("مرحبا بالعالم، שלום!")
                                       << QStringList { QStringLiteral("مرحبا"), QStringLiteral("بالعالم"),
                                                        QStringLiteral("שלום") };
        QTest::newRow("control_characters")
            << QStringLiteral("猫\u0007吃\u001b鱼\u200b\u202e")
            << QStringList { QStringLiteral("猫"), QStringLiteral("吃"), QStringLiteral("鱼") };
        QTest::newRow("nul") << QStringLiteral("猫") + QChar(0) + QStringLiteral("鱼")
                             << QStringList { QStringLiteral("猫"), QStringLiteral("鱼") };
    }
    void oddSentences()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, tokens);
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1280, 820);
        window.show();
        workspace.setSentence(0, text);
        waitForAttention(workspace);
        QStringList found;
        for (const Token& token : workspace.sentence(0).tokens)
            found.append(token.text);
        QCOMPARE(found, tokens);
        paintEveryPage(window);
        if (!tokens.isEmpty())
            return;
        // Nothing to show for sentence 1: every page that shows it says why.
        QVERIFY2(visibleText(window.sentenceBar()).contains(QStringLiteral("No words yet")),
                 qPrintable(visibleText(window.sentenceBar())));
        for (const QString& id : { QStringLiteral("mixing"), QStringLiteral("scoring"), QStringLiteral("heatmap"),
                                   QStringLiteral("rnn") }) {
            window.showPage(id);
            QVERIFY2(visibleText(window.page(id)).contains(QStringLiteral("has no words yet")),
                     qPrintable(id + QStringLiteral(": ") + visibleText(window.page(id))));
        }
        window.showPage(QStringLiteral("static"));
        QVERIFY2(visibleText(window.page(QStringLiteral("static"))).contains(QStringLiteral("No word occurs in both")),
                 qPrintable(visibleText(window.page(QStringLiteral("static")))));
    }

    // Longer than Workspace::MaxTokens words: the first MaxTokens are analysed and the pages say the rest was left out.
    void longSentences_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("words"); // worked out by hand
        // 苹果发布新手机 is 7 characters and 4 words (苹果 发布 新 手机): 100,002 characters are 14,286 copies.
        QTest::newRow("100000_characters") << QStringLiteral("苹果发布新手机").repeated(14286) << 14286 * 4;
        QTest::newRow("5000_tokens") << QStringLiteral("猫 ").repeated(5000) << 5000;
    }
    void longSentences()
    {
        QFETCH(QString, text);
        QFETCH(int, words);
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1280, 820);
        window.show();
        // Timings for the record (the closing note of issue 7), not assertions.
        QElapsedTimer timer;
        timer.start();
        workspace.setSentence(0, text);
        const qint64 onGuiThread = timer.elapsed();
        waitForAttention(workspace);
        const qint64 untilReady = timer.elapsed();
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QCOMPARE(sentence.length(), Workspace::MaxTokens);
        QCOMPARE(sentence.droppedTokens, words - Workspace::MaxTokens);
        QCOMPARE(sentence.result().weights.rows(), Eigen::Index(Workspace::MaxTokens));
        timer.restart();
        paintEveryPage(window);
        qInfo("%lld characters: setSentence() %lld ms on the GUI thread, attention ready after %lld ms, "
              "every page shown and painted in %lld ms",
              static_cast<long long>(text.size()), static_cast<long long>(onGuiThread),
              static_cast<long long>(untilReady), static_cast<long long>(timer.elapsed()));
        const QString leftOut = QStringLiteral("%1 more are left out").arg(words - Workspace::MaxTokens);
        QVERIFY2(visibleText(window.sentenceBar()).contains(leftOut), qPrintable(visibleText(window.sentenceBar())));
        window.showPage(QStringLiteral("heatmap"));
        QVERIFY2(visibleText(window.page(QStringLiteral("heatmap"))).contains(leftOut),
                 qPrintable(visibleText(window.page(QStringLiteral("heatmap")))));
    }

    void oddVectors_data()
    {
        QTest::addColumn<QList<double>>("first"); // the first component of each word; the others are 0
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<Eigen::MatrixXd>("weights"); // worked out by hand
        const double third = 1.0 / 3.0;
        Eigen::MatrixXd uniform3 = Eigen::MatrixXd::Constant(3, 3, third);
        Eigen::MatrixXd uniform2 = Eigen::MatrixXd::Constant(2, 2, 0.5);
        // All scores 0: softmax of equal numbers is uniform.
        QTest::newRow("all_zeros") << QList<double> { 0, 0, 0 } << QStringLiteral("甲 乙 丙") << uniform3;
        // The same word three times: equal scores in every row.
        QTest::newRow("identical_words") << QList<double> { 0.5, 0, 0 } << QStringLiteral("甲 甲 甲") << uniform3;
        QTest::newRow("identical_vectors") << QList<double> { 2, 2, 2 } << QStringLiteral("甲 乙 丙") << uniform3;
        // 5e-324 · 1e-310 underflows to 0: as good as all zeros.
        QTest::newRow("denormals") << QList<double> { 5e-324, 1e-310, 0 } << QStringLiteral("甲 乙") << uniform2;
        // Scores of 1e400 (infinite) and 1e200: the largest score takes everything, nothing becomes NaN.
        Eigen::MatrixXd takesAll(2, 2);
        takesAll << 1, 0, 1, 0;
        QTest::newRow("scores_beyond_double") << QList<double> { 1e200, 1, 0 } << QStringLiteral("甲 乙") << takesAll;
        Eigen::MatrixXd opposite(2, 2);
        opposite << 1, 0, 0, 1;
        QTest::newRow("opposite_huge") << QList<double> { 1e200, -1e200, 0 } << QStringLiteral("甲 乙") << opposite;
    }
    void oddVectors()
    {
        QFETCH(QList<double>, first);
        QFETCH(QString, sentence);
        QFETCH(Eigen::MatrixXd, weights);
        Vocabulary vocabulary(Workspace().vocabulary().dimensionNames());
        const QStringList words { QStringLiteral("甲"), QStringLiteral("乙"), QStringLiteral("丙") };
        for (int i = 0; i < words.size(); ++i)
            QVERIFY(vocabulary.setVector(words.at(i), Eigen::Vector4d(first.at(i), 0, 0, 0)));
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1280, 820);
        window.show();
        workspace.setVocabulary(vocabulary);
        workspace.setSentences({ sentence, sentence });
        waitForAttention(workspace);
        const AttentionResult& result = workspace.sentence(0).result();
        QVERIFY(result.weights.allFinite());
        QVERIFY(result.outputs.allFinite());
        QVERIFY2(result.weights.isApprox(weights, 1e-12) || (result.weights - weights).cwiseAbs().maxCoeff() < 1e-12,
                 "the weights differ from the hand-worked ones");
        for (int row = 0; row < result.weights.rows(); ++row)
            QVERIFY(std::abs(result.weights.row(row).sum() - 1.0) < 1e-12);
        QVERIFY(workspace.mixedColour(0).isValid());
        paintEveryPage(window);
    }
};

QTEST_MAIN(TestBadInput)
#include "tst_badinput.moc"
