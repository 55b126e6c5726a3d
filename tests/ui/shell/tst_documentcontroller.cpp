// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcontroller.h"
#include "failonwarning.h"
#include "mainwindow.h"
#include "sentencebar.h"
#include "workspace.h"

#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace AttentionLab;

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
    void cleanup() { QFile::remove(DocumentController::autosavePath()); }

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
        {
            Workspace workspace;
            MainWindow window(&workspace);
            workspace.setSentence(0, QStringLiteral("自动 保存 的 句子"));
            workspace.setVector(QStringLiteral("自动"), Eigen::Vector4d(0.1, 0.2, 0.3, 0.4));
            // The idle timer writes the autosave; the "crash" is that nobody closes the window.
            QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(DocumentController::autosavePath()),
                                     DocumentController::AutosaveDelayMs + 5000);
            window.document()->setSaveQuestion([] { return int(QMessageBox::Discard); });
            // Simulate the crash: the window goes without closeEvent.
        }
        QVERIFY(QFile::exists(DocumentController::autosavePath()));
        Workspace workspace;
        MainWindow window(&workspace);
        QVERIFY(window.document()->hasAutosave());
        QString error;
        QVERIFY2(window.document()->restoreAutosave(&error), qPrintable(error));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("自动 保存 的 句子"));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("自动"))[3], 0.4);
        QVERIFY(window.document()->isModified()); // restored work is not saved work
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
