// SPDX-License-Identifier: GPL-3.0-or-later
// Wires the application together: metadata, command line, translations,
// then either a headless export or the main window.
#include "appearance.h"
#include "commandline.h"
#include "documentcontroller.h"
#include "heatmappage.h"
#include "language.h"
#include "learnpage.h"
#include "mainwindow.h"
#include "outputfile.h"
#include "presentation.h"
#include "trainingjob.h"
#include "workspace.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>
#include <QTextStream>
#include <QUndoStack>

using namespace AttentionLab;

namespace {
// After a crash its autosave is still there, orphaned: offer the work back (never a running instance's).
void offerToRestoreAutosave(MainWindow& window)
{
    DocumentController* document = window.document();
    if (!document->hasAutosave())
        return;
    const auto answer = QMessageBox::question(
        &window, QApplication::translate("main", "Restore Unsaved Work"),
        QApplication::translate("main",
                                "Attention Lab did not close properly last time. Restore the work that was not saved?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    QString error;
    if (answer == QMessageBox::Yes && !document->restoreAutosave(&error))
        QMessageBox::warning(&window, QApplication::translate("main", "Restore Failed"), error);
    else if (answer == QMessageBox::No)
        document->discardOrphanedAutosaves(); // only those of instances no longer running
}
} // namespace

int main(int argc, char** argv)
{
    rememberRawArguments(argc, argv);
    // An export interrupted by Ctrl+C or a kill leaves no half-written temporary file behind.
    OutputFile::removeTemporaryFilesOnSignal();
    // Exports and --help need no display: don't fail on a machine without one.
    if (wantsHeadless(argc, argv)) {
        installHeadlessMessageHandling();
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        // Errors must be the one line we print: give the offscreen platform the
        // private runtime folder it would otherwise warn about and make itself.
        if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
            const QByteArray runtimeDir = QDir::tempPath().toLocal8Bit() + "/runtime-" + qgetenv("USER");
            if (QDir().mkpath(QString::fromLocal8Bit(runtimeDir))
                && QFile::setPermissions(QString::fromLocal8Bit(runtimeDir),
                                         QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
                qputenv("XDG_RUNTIME_DIR", runtimeDir);
        }
    }

    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setApplicationDisplayName(QStringLiteral("注意力实验室 Attention Lab"));
    QApplication::setApplicationVersion(QStringLiteral(ATTENTIONLAB_VERSION));
    QApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    QApplication::setDesktopFileName(QStringLiteral("org.attentionlab.AttentionLab"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/attention-lab.svg")));
    appearance::preferSimplifiedChinese();

    // The language is needed before --help prints, so look for it first.
    QCommandLineParser parser;
    addOptions(parser);
    parser.parse(QApplication::arguments());
    // --lang wins, then the language chosen in the View menu last time, then the system's.
    QString requestedLanguage = parser.value(QStringLiteral("lang"));
    if (!language::isSupported(requestedLanguage))
        requestedLanguage = QSettings().value(MainWindow::languageKey()).toString();
    language::install(language::isSupported(requestedLanguage) ? requestedLanguage : language::systemDefault());
    appearance::rememberSystemLook();
    // The window (shown or grabbed) wears the theme chosen in the View menu.
    if (!parser.isSet(QStringLiteral("export-json")) && !parser.isSet(QStringLiteral("export-csv"))
        && !parser.isSet(QStringLiteral("export-heatmap")))
        appearance::applyTheme(appearance::themeFromId(QSettings().value(MainWindow::themeKey()).toString()));
    QCommandLineParser translatedParser;
    addOptions(translatedParser);
    // Not process(): it exits with 1 on an unknown option, and every bad input exits with 2.
    if (!translatedParser.parse(fileNameArguments())) {
        printError(translatedParser.errorText());
        return BadInputExitCode;
    }
    if (translatedParser.isSet(QStringLiteral("help")) || translatedParser.isSet(QStringLiteral("help-all")))
        translatedParser.showHelp(0);
    if (translatedParser.isSet(QStringLiteral("version")))
        return printVersion(translatedParser);

    QString error;
    const auto commandLine = readOptions(translatedParser, &error);
    // Every output is checked before any work: one that cannot be written fails the command at once.
    if (!commandLine || (commandLine->isExport() && !checkOutputs(*commandLine, &error))) {
        printError(error);
        return BadInputExitCode;
    }

    Workspace workspace;
    // A workspace file from the command line is opened by the window (it becomes the current file);
    // an export reads it here.
    const bool guiOpensWorkspace = !commandLine->isHeadless() && !commandLine->workspaceFile.isEmpty();
    if ((!guiOpensWorkspace && !loadWorkspaceFile(*commandLine, workspace, &error))
        || !loadVocabulary(*commandLine, workspace, &error)) {
        printError(error);
        return BadInputExitCode;
    }
    if (commandLine->temperatureGiven)
        workspace.setTemperature(commandLine->temperature);
    if (!commandLine->sentences.isEmpty()) {
        workspace.setSentences(commandLine->sentences);
    } else if (!commandLine->isHeadless() && commandLine->workspaceFile.isEmpty()) {
        const QStringList last = QSettings().value(QStringLiteral("lesson/sentences")).toStringList();
        if (!last.isEmpty())
            workspace.setSentences(last);
    }
    // Exports and grabs show the finished numbers, however long the sentence.
    if (commandLine->isExport() || commandLine->needsPages())
        workspace.waitForAttention();
    if (commandLine->isExport())
        return runExports(*commandLine, workspace);

    // What the command line set up is the starting point, not an undo step.
    workspace.undoStack()->clear();
    MainWindow window(&workspace);
    if (!commandLine->needsPages()) {
        window.restoreSettings(); // a grab shows the defaults, the same on every machine
        offerToRestoreAutosave(window);
    }
    if (guiOpensWorkspace && !window.document()->openFile(commandLine->workspaceFile, &error))
        QMessageBox::warning(&window, QApplication::translate("main", "Open failed"), error);
    // This session's, not remembered; a figure is exported at 100 % (its layout is the window's at 100 %).
    if (commandLine->zoom > 0 && commandLine->exportFigure.isEmpty())
        window.presentation()->setSessionZoom(commandLine->zoom);
    if (commandLine->fixedScale)
        window.heatmapPage()->setFixedScale(true);
    if (commandLine->learnSettingsGiven || commandLine->train) {
        auto* learn = qobject_cast<LearnPage*>(window.page(QStringLiteral("learn")));
        if (commandLine->learnSettingsGiven)
            learn->setSettings(commandLine->learn);
        // A picture shows the finished run; a window trains in front of the learner.
        if (commandLine->train && commandLine->needsPages())
            learn->trainToTheLastStep();
        else if (commandLine->train)
            learn->job()->start();
    }
    const int exitCode = showPageOrGrab(*commandLine, window);
    if (exitCode >= 0)
        return exitCode;
    if (commandLine->firstFrameTime)
        quitAfterFirstFrame(window);
    window.show();
    return QApplication::exec();
}
