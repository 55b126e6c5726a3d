// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcontroller.h"
#include "failonwarning.h"
#include "mainwindow.h"
#include "sentencebar.h"
#include "vocabularyfiles.h"
#include "workspace.h"
#include "workspacefile.h"

#include <QAction>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLockFile>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace AttentionLab;

namespace {
double autosavedTemperature(const QString& path)
{
    QString error;
    const auto document = workspacefile::load(path, &error);
    return document ? document->state.temperature : -1;
}

Eigen::Vector4d autosavedAppleVector(const QString& path)
{
    QString error;
    const auto document = workspacefile::load(path, &error);
    if (!document)
        return Eigen::Vector4d::Zero();
    const Eigen::VectorXd apple = document->state.vocabulary->vectorOf(QStringLiteral("苹果"));
    return apple.size() == 4 ? Eigen::Vector4d(apple) : Eigen::Vector4d::Zero();
}
QString autosavedFirstSentence(const QString& path)
{
    QString error;
    const auto document = workspacefile::load(path, &error);
    return document ? document->state.sentences.value(0) : error;
}

// A word2vec binary file of 30 words x 4 in \a dir, and its vocabulary read in place.
std::optional<Vocabulary> mappedVectors(const QTemporaryDir& dir, QString* path)
{
    *path = dir.filePath(QStringLiteral("vectors.bin"));
    QString error;
    if (!testdata::writeBytes(*path, testdata::randomBinaryFile(30, 4, 41)))
        return std::nullopt;
    auto vocabulary = testdata::readBinary(*path, true, &error);
    if (!vocabulary || !vocabulary->isMapped())
        qWarning("cannot read %s in place: %s", qPrintable(*path), qPrintable(error));
    return vocabulary;
}
} // namespace

class TestDocumentController : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_documentcontroller"));
        QSettings().clear();
    }
    void cleanup()
    {
        // Every instance's autosave and lock: each test starts with none.
        QDir folder(DocumentController::autosaveFolder());
        for (const QString& name : folder.entryList(QDir::Files | QDir::Hidden))
            folder.remove(name);
    }

    void saveThenOpenTomorrow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.attention.json"));
        {
            Workspace workspace;
            MainWindow window(&workspace);
            workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
            workspace.setTemperature(2);
            window.showPage(QStringLiteral("mixing"));
            QVERIFY(window.document()->isModified());
            QVERIFY(window.windowTitle().contains(QStringLiteral("[*]")));
            QVERIFY(window.isWindowModified());
            QString error;
            QVERIFY2(window.document()->saveTo(path, &error), qPrintable(error));
            QVERIFY(!window.isWindowModified());
            QVERIFY(window.windowTitle().startsWith(QStringLiteral("lesson.attention.json")));
        }
        Workspace workspace;
        MainWindow window(&workspace);
        QString error;
        QVERIFY2(window.document()->openFile(path, &error), qPrintable(error));
        QCOMPARE(workspace.sentence(1).text, QStringLiteral("猫 吃 鱼"));
        QCOMPARE(workspace.temperature(), 2.0);
        QCOMPARE(window.currentPageId(), QStringLiteral("mixing"));
        QVERIFY(!window.document()->isModified());
        QCOMPARE(window.document()->recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    }

    void failedOpenLeavesTheWorkAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.attention.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"attention-lab-workspace\", \"version\": 99}");
        file.close();
        Workspace workspace;
        MainWindow window(&workspace);
        workspace.setSentence(0, QStringLiteral("狗"));
        QString error;
        QVERIFY(!window.document()->openFile(path, &error));
        QVERIFY(error.contains(QStringLiteral("newer")));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("狗"));
        QVERIFY(window.document()->isModified());
        QCOMPARE(workspace.undoStack()->count(), 1); // the history is kept too
    }

    void saveToAnUnwritablePlaceSaysWhyAndKeepsTheOldFile()
    {
        QTemporaryDir dir;
        Workspace workspace;
        MainWindow window(&workspace);
        QString error;
        QVERIFY(!window.document()->saveTo(dir.filePath(QStringLiteral("no/such/folder/x.attention.json")), &error));
        QVERIFY(error.contains(QStringLiteral("no/such/folder")));
        QVERIFY(!window.document()->saveTo(dir.path(), &error)); // a folder
    }

    void closingWithUnsavedChangesAsks()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        workspace.setSentence(0, QStringLiteral("猫"));
        int asked = 0;
        window.document()->setSaveQuestion([&] {
            ++asked;
            return int(QMessageBox::Cancel);
        });
        QVERIFY(!window.close());
        QCOMPARE(asked, 1);
        QVERIFY(window.isVisible());
        window.document()->setSaveQuestion([&] {
            ++asked;
            return int(QMessageBox::Discard);
        });
        QVERIFY(window.close());
        QCOMPARE(asked, 2);
    }

    void newStartsFromTheLesson()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        workspace.setSentence(0, QStringLiteral("猫"));
        window.document()->newDocument();
        QCOMPARE(workspace.sentenceTexts(), Workspace::lessonSentences());
        QVERIFY(!window.document()->isModified());
        QCOMPARE(workspace.undoStack()->count(), 0);
    }

    void autosaveAfterIdleAndRestoreAfterACrash()
    {
        QString crashed;
        {
            Workspace workspace;
            MainWindow window(&workspace);
            workspace.setSentence(0, QStringLiteral("自动 保存 的 句子"));
            window.document()->setAutosaveDelays(10, 60000); // the suite does not wait the real 3 s
            workspace.setVector(QStringLiteral("自动"), Eigen::Vector4d(0.1, 0.2, 0.3, 0.4));
            // The idle timer writes the autosave; the "crash" is that nobody closes the window.
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(window.document()->autosavePath()), 10000);
            window.document()->setSaveQuestion([] { return int(QMessageBox::Discard); });
            crashed = window.document()->autosavePath();
            // Simulate the crash: the window goes without closeEvent.
        }
        QVERIFY(QFile::exists(crashed));
        Workspace workspace;
        MainWindow window(&workspace);
        QVERIFY(window.document()->hasAutosave());
        QString error;
        QVERIFY2(window.document()->restoreAutosave(&error), qPrintable(error));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("自动 保存 的 句子"));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("自动"))[3], 0.4);
        QVERIFY(window.document()->isModified()); // restored work is not saved work
        // The restored work is this instance's autosave now; the crashed one's is gone, its vocabulary too.
        QVERIFY(!QFile::exists(crashed));
        QCOMPARE(workspacefile::vocabularyFilesBeside(crashed), QStringList());
        QVERIFY(QFile::exists(window.document()->autosavePath()));
        QVERIFY(!window.document()->hasAutosave());
    }

    // Issue 18: while a vocabulary is read in place from a huge vector file, the autosave goes on: it
    // refers to that file and keeps the edits, and a restore after a crash reads the file again.
    void aMappedVocabularyIsAutosavedAndRestored()
    {
        QTemporaryDir dir;
        QString vectors;
        const std::optional<Vocabulary> mapped = mappedVectors(dir, &vectors);
        QVERIFY(mapped);
        QString crashed;
        {
            Workspace workspace;
            MainWindow window(&workspace);
            window.document()->setAutosaveDelays(10, 60000);
            workspace.setVocabulary(*mapped);
            QVERIFY(workspace.setVector(QStringLiteral("w1"), Eigen::Vector4d(0.5, 0.25, 0, -1)));
            QVERIFY(workspace.setVector(QStringLiteral("新词"), Eigen::Vector4d(1, 2, 3, 4)));
            workspace.setSentence(0, QStringLiteral("w0 w1 新词"));
            crashed = window.document()->autosavePath();
            // The timer's autosave, written in the background as in a session; then the "crash".
            QTRY_COMPARE_WITH_TIMEOUT(autosavedFirstSentence(crashed), QStringLiteral("w0 w1 新词"), 10000);
            const QStringList beside = workspacefile::vocabularyFilesBeside(crashed);
            QCOMPARE(beside.size(), 1);
            QVERIFY2(QFileInfo(beside.at(0)).size() < 2000, "the vectors were copied, not referred to");
        }
        Workspace workspace;
        MainWindow window(&workspace);
        QString error;
        QVERIFY2(window.document()->restoreAutosave(&error), qPrintable(error));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("w0 w1 新词"));
        QVERIFY(workspace.vocabulary().isMapped());
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("w1")),
                 Eigen::VectorXd(Eigen::Vector4d(0.5, 0.25, 0, -1)));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("新词")), Eigen::VectorXd(Eigen::Vector4d(1, 2, 3, 4)));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("w7")), mapped->vectorOf(QStringLiteral("w7")));
        QCOMPARE(workspace.vocabulary().size(), 31);
        QVERIFY(window.document()->isModified());
        QVERIFY(!QFile::exists(crashed));
    }

    // An autosave whose vector file is gone (a drive not plugged in) fails to restore, says why and
    // leaves the current work as it was; the autosave stays and is offered again at the next start.
    void anAutosaveWhoseVectorFileIsGoneIsKeptForTheNextStart()
    {
        QTemporaryDir dir;
        QString vectors;
        const std::optional<Vocabulary> mapped = mappedVectors(dir, &vectors);
        QVERIFY(mapped);
        QString crashed;
        QString error;
        {
            Workspace workspace;
            MainWindow window(&workspace);
            workspace.setVocabulary(*mapped);
            QVERIFY(workspace.setVector(QStringLiteral("w1"), Eigen::Vector4d(0.5, 0.25, 0, -1)));
            QVERIFY2(window.document()->writeAutosave(&error), qPrintable(error));
            crashed = window.document()->autosavePath();
        }
        const QString moved = dir.filePath(QStringLiteral("moved.bin"));
        QVERIFY(QFile::rename(vectors, moved));
        {
            Workspace workspace;
            MainWindow window(&workspace);
            workspace.setSentence(0, QStringLiteral("狗"));
            QCOMPARE(window.document()->orphanedAutosaves(), QStringList { crashed });
            QVERIFY(!window.document()->restoreAutosave(&error));
            QVERIFY2(error.contains(QDir::toNativeSeparators(vectors)) && error.contains(QStringLiteral("is missing"))
                         && error.contains(QStringLiteral("offered again")),
                     qPrintable(error));
            QCOMPARE(workspace.sentence(0).text, QStringLiteral("狗"));
            QCOMPARE(workspace.undoStack()->count(), 1);
            QVERIFY(QFile::exists(crashed));
            QCOMPARE(workspacefile::vocabularyFilesBeside(crashed).size(), 1);
        }
        QVERIFY(QFile::rename(moved, vectors)); // the file is back
        Workspace workspace;
        MainWindow window(&workspace);
        QCOMPARE(window.document()->orphanedAutosaves(), QStringList { crashed });
        QVERIFY2(window.document()->restoreAutosave(&error), qPrintable(error));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("w1")),
                 Eigen::VectorXd(Eigen::Vector4d(0.5, 0.25, 0, -1)));
    }

    // Opening a workspace whose vector file was rewritten since (same size, other values) is
    // refused with the file's name; the work on screen, its history and its file name stay.
    void openingAWorkspaceWhoseVectorFileChangedLeavesTheWorkAsItWas()
    {
        QTemporaryDir dir;
        QString vectors;
        const std::optional<Vocabulary> mapped = mappedVectors(dir, &vectors);
        QVERIFY(mapped);
        const QString path = dir.filePath(QStringLiteral("big.attention.json"));
        QString error;
        {
            Workspace workspace;
            MainWindow window(&workspace);
            workspace.setVocabulary(*mapped);
            QVERIFY2(window.document()->saveTo(path, &error), qPrintable(error));
        }
        const QByteArray other = testdata::randomBinaryFile(30, 4, 42);
        {
            QFile file(vectors);
            QVERIFY(file.open(QIODevice::ReadWrite)); // rewritten in place, at the same size
            QCOMPARE(file.write(other), QFileInfo(vectors).size());
        }
        Workspace workspace;
        MainWindow window(&workspace);
        workspace.setSentence(0, QStringLiteral("狗"));
        const Vocabulary before = workspace.vocabulary();
        QVERIFY(!window.document()->openFile(path, &error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(vectors))
                     && error.contains(QStringLiteral("is not the one the workspace was saved with")),
                 qPrintable(error));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("狗"));
        QVERIFY(workspace.vocabulary() == before);
        QCOMPARE(workspace.undoStack()->count(), 1);
        QVERIFY(window.document()->isModified());
        QVERIFY(window.document()->currentFile().isEmpty());
    }

    // Issue 20, item 2: someone who never pauses still gets an autosave, at the latest after the maximum delay.
    void autosaveWhileTheEditsNeverStop()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        DocumentController* document = window.document();
        document->setAutosaveDelays(3600000, 200); // the idle timer would wait an hour
        const QString path = document->autosavePath();
        int edits = 0;
        // An edit every 20 ms keeps restarting the idle timer; the file must appear all the same.
        while (!QFile::exists(path) && edits < 1000) {
            workspace.setTemperature(1.0 + (++edits % 7) * 0.1);
            QTest::qWait(20);
        }
        QVERIFY2(QFile::exists(path), "no autosave while the edits kept coming");
        QVERIFY(edits > 1);
    }

    // Issue 20, item 4: an autosave writes an unchanged vocabulary once, not every time.
    void anUnchangedVocabularyIsAutosavedOnce()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        DocumentController* document = window.document();
        const QString path = document->autosavePath();
        workspace.setTemperature(1.5);
        QString error;
        QVERIFY2(document->writeAutosave(&error), qPrintable(error));
        const QStringList first = workspacefile::vocabularyFilesBeside(path);
        QCOMPARE(first.size(), 1);
        // Back-dated: rewriting it (an atomic replace) would give it the time of now.
        const QDateTime past = QDateTime::currentDateTimeUtc().addDays(-3);
        {
            QFile file(first.at(0));
            QVERIFY(file.open(QIODevice::ReadWrite));
            QVERIFY(file.setFileTime(past, QFileDevice::FileModificationTime));
        }
        document->setAutosaveDelays(10, 60000);
        workspace.setTemperature(2.5); // the timer's autosave, written in the background
        QTRY_VERIFY_WITH_TIMEOUT(autosavedTemperature(path) == 2.5, 10000);
        QCOMPARE(workspacefile::vocabularyFilesBeside(path), first);
        QCOMPARE(QFileInfo(first.at(0)).lastModified().toSecsSinceEpoch(), past.toSecsSinceEpoch());

        // A changed vector: a new vocabulary file, the old one removed.
        QVERIFY(workspace.setVector(QStringLiteral("苹果"), Eigen::Vector4d(0.5, 0.5, 0.5, 0.5)));
        QTRY_VERIFY_WITH_TIMEOUT(workspacefile::vocabularyFilesBeside(path) != first, 10000);
        QCOMPARE(workspacefile::vocabularyFilesBeside(path).size(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(autosavedAppleVector(path) == Eigen::Vector4d(0.5, 0.5, 0.5, 0.5), 10000);

        // Saved for real: no autosave, no vocabulary file beside it.
        QTemporaryDir dir;
        QVERIFY2(document->saveTo(dir.filePath(QStringLiteral("saved.attention.json")), &error), qPrintable(error));
        QVERIFY(!QFile::exists(path));
        QCOMPARE(workspacefile::vocabularyFilesBeside(path), QStringList());
    }

    // Issue 20, item 1: a running instance's autosave is never offered, restored or deleted by another.
    void aRunningInstancesAutosaveIsNotAnOrphan()
    {
        Workspace first;
        auto running = std::make_unique<MainWindow>(&first);
        first.setSentence(0, QStringLiteral("还在 运行"));
        QString error;
        QVERIFY2(running->document()->writeAutosave(&error), qPrintable(error));
        const QString path = running->document()->autosavePath();

        Workspace second;
        MainWindow other(&second);
        QVERIFY(other.document()->autosavePath() != path);
        QVERIFY(!other.document()->hasAutosave());
        other.document()->discardOrphanedAutosaves();
        QVERIFY(QFile::exists(path));
        QVERIFY(!other.document()->restoreAutosave(&error));
        QCOMPARE(second.sentence(0).text, Workspace().sentence(0).text);

        running.reset(); // it "crashes": the lock goes with it
        QCOMPARE(other.document()->orphanedAutosaves(), QStringList { path });
    }

    // Issue 20, item 4: a crash between the first vocabulary file and the first workspace left that
    // vocabulary behind for good. The next start removes it, unless its instance still runs.
    void aStrayVocabularyFileGoesOnceItsInstanceIsGone()
    {
        const QDir folder(DocumentController::autosaveFolder());
        QVERIFY(folder.mkpath(QStringLiteral(".")));
        const QString hash = QStringLiteral("0123456789abcdef");
        const QString crashed = folder.filePath(QStringLiteral("autosave-999999-0001.vocabulary-%1.json").arg(hash));
        const QString running = folder.filePath(QStringLiteral("autosave-999999-0002.vocabulary-%1.json").arg(hash));
        const QString unrelated = folder.filePath(QStringLiteral("autosave-notes.json"));
        for (const QString& path : { crashed, running, unrelated }) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{}");
        }
        QLockFile alive(folder.filePath(QStringLiteral("autosave-999999-0002.lock")));
        QVERIFY(alive.tryLock(0)); // that instance is between its two writes
        {
            Workspace workspace;
            MainWindow window(&workspace);
            QVERIFY(!QFile::exists(crashed));
            QVERIFY(QFile::exists(running));
            QVERIFY(QFile::exists(unrelated));
        }
        alive.unlock();
        QFile::remove(running);
        QFile::remove(unrelated);
    }

    // Issue 20, item 5: an autosave whose restore did not finish is not offered at every start.
    void anUnfinishedRestoreIsNotOfferedAgain()
    {
        const QString orphan
            = QDir(DocumentController::autosaveFolder()).filePath(QStringLiteral("autosave-1-dead.attention.json"));
        QDir().mkpath(DocumentController::autosaveFolder());
        {
            QFile file(orphan);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"format\": \"attention-lab-workspace\", \"version\": 1, \"sentences\": 3}");
        }
        Workspace workspace;
        MainWindow window(&workspace);
        QCOMPARE(window.document()->orphanedAutosaves(), QStringList { orphan });
        QString error;
        QVERIFY(!window.document()->restoreAutosave(&error)); // fails (or, worse, would crash) part way
        QVERIFY2(error.contains(QStringLiteral("sentences")), qPrintable(error));
        Workspace later;
        MainWindow nextStart(&later);
        QVERIFY(!nextStart.document()->hasAutosave());
    }

    // Issue 20, item 3: saving over a file someone else saved since it was opened asks first.
    void savingOverAFileChangedOnDiskAsks_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("overwritten");
        QTest::newRow("cancel_keeps_theirs") << int(QMessageBox::Cancel) << false;
        QTest::newRow("save_overwrites") << int(QMessageBox::Save) << true;
    }
    void savingOverAFileChangedOnDiskAsks()
    {
        QFETCH(int, answer);
        QFETCH(bool, overwritten);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shared.attention.json"));
        Workspace workspace;
        MainWindow window(&workspace);
        QString error;
        QVERIFY2(window.document()->saveTo(path, &error), qPrintable(error));
        int asked = 0;
        window.document()->setChangedOnDiskQuestion([&] {
            ++asked;
            return answer;
        });
        // Unchanged on disk: Save asks nothing.
        workspace.setSentence(0, QStringLiteral("我 的 版本"));
        window.document()->saveAction()->trigger();
        QCOMPARE(asked, 0);
        // Another window saves its version.
        {
            Workspace theirs;
            MainWindow other(&theirs);
            QVERIFY(other.document()->openFile(path, &error));
            theirs.setSentence(0, QStringLiteral("他 的 版本"));
            QVERIFY(other.document()->saveTo(path, &error));
        }
        workspace.setSentence(0, QStringLiteral("我 的 新 版本"));
        window.document()->saveAction()->trigger();
        QCOMPARE(asked, 1);
        Workspace reader;
        MainWindow readerWindow(&reader);
        QVERIFY(readerWindow.document()->openFile(path, &error));
        QCOMPARE(reader.sentence(0).text, overwritten ? QStringLiteral("我 的 新 版本") : QStringLiteral("他 的 版本"));
        QCOMPARE(window.document()->isModified(), !overwritten);
    }

    void ctrlZInTheSentenceBarUndoesTheDocument()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLineEdit* editor = window.sentenceBar()->editor(1);
        editor->setFocus();
        editor->end(false);
        QTest::keyClicks(editor, QStringLiteral(" abc"));
        QCOMPARE(workspace.sentence(1).text, QStringLiteral("吃 苹果 和 香蕉 abc"));
        workspace.setTemperature(2); // another kind of edit in between
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(workspace.temperature(), 1.0);
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(workspace.sentence(1).text, QStringLiteral("吃 苹果 和 香蕉"));
        QCOMPARE(window.sentenceBar()->editor(1)->text(), QStringLiteral("吃 苹果 和 香蕉"));
        QTest::keyClick(window.sentenceBar()->editor(1), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(workspace.sentence(1).text, QStringLiteral("吃 苹果 和 香蕉 abc"));
    }
};

QTEST_MAIN(TestDocumentController)
#include "tst_documentcontroller.moc"
