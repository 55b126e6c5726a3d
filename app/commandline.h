// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"

#include <QStringList>

#include <optional>

class QCommandLineParser;
class QCoreApplication;
class QWidget;

namespace AttentionLab {

class MainWindow;
class Workspace;

/// What the command line asked for, checked: every value here is usable.
struct CommandLine
{
    QStringList sentences; ///< empty: the lesson's (or the last session's in the GUI)
    double temperature = 1.0;
    QString language;
    QString vocabularyFile; ///< word2vec/GloVe text to load on top of the built-ins
    QString exportJson;
    QString exportCsv;
    QString exportHeatmap;
    int scale = 2;
    QString page; ///< chapter id to show (with --grab, or on start)
    QString grab; ///< render the window to this PNG and exit
    bool firstFrameTime = false; ///< show the window, print ms to its first painted frame, exit
    // Chapter 8 and code export: --export-code, --export-training, --heads, --steps, --seed.
    QString exportCode; ///< the PyTorch code of --page (chapter 4's by default, learn: the training)
    QString exportTraining; ///< train chapter 8 headlessly and write the run as JSON
    LearnedSettings learn;

    bool isExport() const
    {
        return !exportJson.isEmpty() || !exportCsv.isEmpty() || !exportHeatmap.isEmpty() || !exportCode.isEmpty()
            || !exportTraining.isEmpty();
    }
    bool isHeadless() const { return isExport() || !grab.isEmpty(); }
};

/// Exit code for bad input, documented in the README.
constexpr int BadInputExitCode = 2;

/// True when argv asks for a command that needs no window, so main() can pick
/// the offscreen platform before the application object exists.
bool wantsHeadless(int argc, char** argv);

/// Declares the options on \a parser (help and version included).
void addOptions(QCommandLineParser& parser);

/// Reads and checks the options; on bad input returns nothing and sets
/// \a error to one line naming the option and the problem.
std::optional<CommandLine> readOptions(const QCommandLineParser& parser, QString* error);

/// Loads --vocab into \a workspace: merged into the built-ins when the
/// dimensions match, replacing them otherwise. False (with a message) on a bad file.
bool loadVocabulary(const CommandLine& commandLine, Workspace& workspace, QString* error);

/// Runs the export commands on \a workspace; returns the process exit code.
int runExports(const CommandLine& commandLine, const Workspace& workspace);

/// Shows the page asked for and, with --grab, renders the window to PNG;
/// returns the exit code, or -1 when the GUI should go on running.
int showPageOrGrab(const CommandLine& commandLine, MainWindow& window);

/// For --first-frame-time: once \a window has painted its first frame, prints
/// the milliseconds since the program started (static initialisation, just
/// after the dynamic loader) on stdout and quits the event loop.
void quitAfterFirstFrame(QWidget& window);

} // namespace AttentionLab
