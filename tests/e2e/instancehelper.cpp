// SPDX-License-Identifier: GPL-3.0-or-later
// One Attention Lab instance for tst_twoinstances, driven line by line on
// stdin: the real window, document controller and autosave, in a real
// process, without dialogs. Answers one line per command on stdout.
//
//   edit <text>      sets sentence 1 (an undoable edit, like typing)
//   autosave         writes this instance's autosave now     -> "ok" or "error <message>"
//   orphans          how many autosaves are offered           -> "<count>"
//   restore          restores the newest orphan               -> "restored <sentence 1>" or "error <message>"
//   discard          removes the orphans (the user said No)   -> "ok"
//   open <path>      File > Open                              -> "ok" or "error <message>"
//   save             File > Save, declining to overwrite a file changed on disk
//                                                             -> "saved" or "asked"
//   sentence         -> the text of sentence 1
//   quit             closes the window as a user would (Discard) and exits
#include "documentcontroller.h"
#include "mainwindow.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QSocketNotifier>
#include <QTextStream>

#include <iostream>
#include <string>

using namespace AttentionLab;

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("attention-lab"));
    QApplication::setOrganizationName(QStringLiteral("AttentionLab"));
    Workspace workspace;
    MainWindow window(&workspace);
    DocumentController* document = window.document();
    document->setSaveQuestion([] { return int(QMessageBox::Discard); });
    bool asked = false;
    document->setChangedOnDiskQuestion([&asked] {
        asked = true;
        return int(QMessageBox::Cancel);
    });
    QTextStream out(stdout);
    const auto reply = [&out](const QString& line) { out << line << Qt::endl; };

    QSocketNotifier input(0, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        std::string raw;
        if (!std::getline(std::cin, raw)) {
            QApplication::exit(0);
            return;
        }
        const QString line = QString::fromStdString(raw);
        const QString command = line.section(QLatin1Char(' '), 0, 0);
        const QString argument = line.section(QLatin1Char(' '), 1);
        QString error;
        if (command == QLatin1String("edit")) {
            workspace.setSentence(0, argument);
            reply(QStringLiteral("ok"));
        } else if (command == QLatin1String("autosave")) {
            reply(document->writeAutosave(&error) ? QStringLiteral("ok") : QStringLiteral("error ") + error);
        } else if (command == QLatin1String("orphans")) {
            reply(QString::number(document->orphanedAutosaves().size()));
        } else if (command == QLatin1String("restore")) {
            reply(document->restoreAutosave(&error) ? QStringLiteral("restored ") + workspace.sentence(0).text
                                                    : QStringLiteral("error ") + error);
        } else if (command == QLatin1String("discard")) {
            document->discardOrphanedAutosaves();
            reply(QStringLiteral("ok"));
        } else if (command == QLatin1String("open")) {
            reply(document->openFile(argument, &error) ? QStringLiteral("ok") : QStringLiteral("error ") + error);
        } else if (command == QLatin1String("save")) {
            asked = false;
            document->saveAction()->trigger();
            reply(asked ? QStringLiteral("asked") : QStringLiteral("saved"));
        } else if (command == QLatin1String("sentence")) {
            reply(workspace.sentence(0).text);
        } else if (command == QLatin1String("quit")) {
            window.close();
            reply(QStringLiteral("bye"));
            QApplication::exit(0);
        } else {
            reply(QStringLiteral("error unknown command"));
        }
    });
    reply(QStringLiteral("ready"));
    return QApplication::exec();
}
