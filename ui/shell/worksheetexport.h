// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "worksheet.h"

#include <QString>

class QWidget;

namespace AttentionLab {

class Workspace;

/// File ▸ Export Worksheet: the questions for the current sentences as a PDF
/// worksheet and, beside it, the answer key (worksheet::answersPath()), both
/// written or neither. The chapter titles come from the registry.
namespace worksheetexport {

/// Every chapter's title by id, in the interface language.
worksheet::ChapterTitles chapterTitles();

/// Writes the worksheet to \a path and its answer key beside it, in the
/// interface language; neither file is replaced unless both are complete.
bool write(const Workspace& workspace, const QString& path, QString* error);

/// Asks where (a .pdf), writes, and says what went wrong in a message box;
/// returns the path written (empty when cancelled or failed).
QString exportInteractively(Workspace* workspace, QWidget* parent);

} // namespace worksheetexport
} // namespace AttentionLab
