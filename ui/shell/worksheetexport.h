// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "worksheet.h"

#include <QString>

namespace AttentionLab {

class MainWindow;
class Workspace;

/// File ▸ Export Worksheet: the questions for the current sentences as a PDF
/// worksheet and, beside it, the answer key (worksheet::answersPath()), both
/// written or neither. The chapter titles come from the registry.
namespace worksheetexport {

/// Every chapter's title by id, in the interface language.
worksheet::ChapterTitles chapterTitles();

/// The figures the answer key shows under their chapters' answers, drawn by
/// \a window's pages as they are now and kept as SVG, so that the PDF gets
/// vector graphics with real text. Chapter 8 has none: before training its
/// figures would show an untrained model.
QList<worksheet::Figure> answerKeyFigures(MainWindow& window);
/// The ids answerKeyFigures() takes, in lesson order.
QStringList answerKeyFigureIds();

/// Writes the worksheet to \a path and its answer key, with \a figures, beside
/// it, in the interface language; neither file is replaced unless both are complete.
bool write(const Workspace& workspace, const QString& path, const QList<worksheet::Figure>& figures, QString* error);

/// Asks where (a .pdf), writes, and says what went wrong in a message box;
/// returns the path written (empty when cancelled or failed).
QString exportInteractively(MainWindow* window, Workspace* workspace);

} // namespace worksheetexport
} // namespace AttentionLab
