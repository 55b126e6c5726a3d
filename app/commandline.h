// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"

#include <QSize>
#include <QStringList>

#include <functional>
#include <optional>

class QCommandLineParser;
class QCoreApplication;
class QIODevice;
class QWidget;

namespace AttentionLab {

class MainWindow;
class Workspace;

/// What the command line asked for, checked: every value here is usable.
struct CommandLine
{
    QStringList sentences; ///< empty: the lesson's (or the last session's in the GUI)
    QString workspaceFile; ///< a workspace given as the one positional argument ("Open with")
    double temperature = 1.0;
    bool temperatureGiven = false; ///< --temperature was given (else a workspace file's stays)
    QString language;
    QString vocabularyFile; ///< word2vec/GloVe text to load on top of the built-ins
    qint64 vocabularyLimit = 0; ///< --vocab-limit: keep only the first N words (0: all)
    int neighbours = 5; ///< --neighbours: nearest words per token in --export-json (0: none)
    QString exportJson;
    QString exportCsv;
    QString exportHeatmap;
    int scale = 2;
    QString page; ///< chapter id to show (with --grab, or on start)
    QString grab; ///< render the window to this PNG and exit
    bool firstFrameTime = false; ///< show the window, print ms to its first painted frame, exit
    QSize size; ///< window size for --grab and --export-figure (invalid: the default)
    int zoom = 0; ///< --zoom: the window's type size in percent (0: the View menu's, 100 with --grab)
    bool listFigures = false; ///< print the figure ids and exit
    QString exportFigure; ///< figure id to render...
    QString exportFigureFile; ///< ...into this .png or .svg
    bool fixedScale = false; ///< heatmap colours span 0 to 1 instead of the figure's own range
    // Chapter 8 and code export: --export-code, --export-training, --heads, --steps, --seed.
    QString exportCode; ///< the PyTorch code of --page (chapter 4's by default, learn: the training)
    QString exportTraining; ///< train chapter 8 headlessly and write the run as JSON
    LearnedSettings learn;
    bool learnSettingsGiven = false; ///< --heads, --steps or --seed: set chapter 8's controls
    bool train = false; ///< --train: chapter 8 trains (to the end before a --grab or --export-figure)
    // The questions of "predict, then see": --export-quiz and --export-worksheet.
    QString exportQuiz; ///< every question and answer as JSON
    QString exportWorksheet; ///< the questions as a PDF worksheet; the answer key beside it (worksheet::answersPath)

    bool isExport() const
    {
        return !exportJson.isEmpty() || !exportCsv.isEmpty() || !exportHeatmap.isEmpty() || !exportCode.isEmpty()
            || !exportTraining.isEmpty() || !exportQuiz.isEmpty() || !exportWorksheet.isEmpty();
    }
    /// Commands that render the window's pages without showing it.
    bool needsPages() const { return !grab.isEmpty() || listFigures || !exportFigure.isEmpty(); }
    bool isHeadless() const { return isExport() || needsPages(); }
};

/// Exit code for bad input, documented in the README.
constexpr int BadInputExitCode = 2;

/// A file the command writes: the option that asked for it, where, and how its bytes are made.
struct PlannedOutput
{
    QString option; ///< without dashes: "export-json"
    QString path;
    std::function<bool(QIODevice& device, QString* error)> write;
};

/// True when argv asks for a command that needs no window, so main() can pick
/// the offscreen platform before the application object exists.
bool wantsHeadless(int argc, char** argv);

/// Keeps the raw bytes of argv: Qt turns a file name that is not valid UTF-8
/// into U+FFFD, which names another file (and makes two such names one).
void rememberRawArguments(int argc, char** argv);
/// argv decoded by localfilename: file names keep their bytes, the program
/// opens and writes the files the shell named.
QStringList fileNameArguments();

/// For headless commands: Qt's own warnings (a missing XDG_RUNTIME_DIR, fonts,
/// the offscreen platform) stay off stderr, where the command's one line goes;
/// a std::terminate (an uncaught exception, out of memory) becomes one line and exit code 2.
void installHeadlessMessageHandling();

/// Prints "attention-lab: " and \a message on one line of stderr, control and
/// bidirectional characters escaped.
void printError(const QString& message);

/// Declares the options on \a parser (help and version included).
void addOptions(QCommandLineParser& parser);

/// For --version: the name and version, and with --verbose the instruction-set
/// level of the attention kernels; returns the exit code.
int printVersion(const QCommandLineParser& parser);

/// Reads and checks the options; on bad input returns nothing and sets
/// \a error to one line naming the option and the problem.
std::optional<CommandLine> readOptions(const QCommandLineParser& parser, QString* error);

/// Loads --vocab into \a workspace: merged into the built-ins when the
/// dimensions match, replacing them otherwise. False (with a message) on a bad file.
bool loadVocabulary(const CommandLine& commandLine, Workspace& workspace, QString* error);

/// Loads the positional workspace file, if any, into \a workspace.
bool loadWorkspaceFile(const CommandLine& commandLine, Workspace& workspace, QString* error);

/// Opens every output of \a commandLine as a temporary file, writes nothing:
/// so a command fails before any slow work when one output cannot be written.
bool checkOutputs(const CommandLine& commandLine, QString* error);

/// Writes all of \a outputs or none: each is opened first, then written to a
/// temporary file, and only when every one is complete are they put in place.
/// The error starts with the option that failed.
bool writeOutputs(const QList<PlannedOutput>& outputs, QString* error);

/// Runs the export commands on \a workspace; returns the process exit code.
int runExports(const CommandLine& commandLine, Workspace& workspace);

/// Shows the page asked for and, with --grab, renders the window to PNG;
/// returns the exit code, or -1 when the GUI should go on running.
int showPageOrGrab(const CommandLine& commandLine, MainWindow& window);

/// For --first-frame-time: once \a window has painted its first frame, prints
/// the milliseconds since the program started (static initialisation, just
/// after the dynamic loader) on stdout and quits the event loop.
void quitAfterFirstFrame(QWidget& window);

} // namespace AttentionLab
