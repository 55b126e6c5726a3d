// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"
#include "worksheetfigures.h"

#include <QHash>
#include <QList>
#include <QString>

class QIODevice;

namespace AttentionLab {

class Workspace;

/// A printable worksheet of the questions for the current sentences, for a
/// teacher: the sentences and the vectors of their words, then the questions
/// numbered per chapter (3.1, 3.2, ...); and, as a second document, the answer
/// key with every answer and its explanation. Written as PDF through
/// QTextDocument and QPdfWriter, with a CJK font so Chinese is real text (it
/// can be searched and copied). The answer key shows each chapter's figures
/// (given by the window, which draws them) under its answers, as vector
/// graphics; the worksheet has none, so that nothing answers a question early.
namespace worksheet {

enum class Part
{
    Questions, ///< for the learners: no answers
    Answers, ///< for the teacher: every answer and why
};

/// Chapter titles by id, in the interface language (the chapter registry in ui/shell knows them).
using ChapterTitles = QHash<QString, QString>;

/// The document as HTML for QTextDocument.
/// In the answer key, each of \a figures is a figureMarker() under its chapter's answers.
QString html(const Workspace& workspace, const QList<Question>& questions, Part part, const ChapterTitles& titles,
             const QList<Figure>& figures = {});

/// Writes \a part of the worksheet for \a questions as PDF (A4) into \a device.
/// False, with the reason in \a error, when the device refused the bytes.
bool writePdf(const Workspace& workspace, const QList<Question>& questions, Part part, const ChapterTitles& titles,
              QIODevice& device, QString* error, const QList<Figure>& figures = {});

/// Whether \a path names a PDF file (ends in .pdf, in any case).
bool isPdfPath(const QString& path);
/// Where the answer key of the worksheet \a path goes: worksheet.pdf -> worksheet-answers.pdf.
QString answersPath(const QString& path);

/// Word choices are listed on paper up to this many words; a longer sentence asks for the word instead.
constexpr int MaximumListedChoices = 12;
/// Words and vector components in the table of vectors.
constexpr int MaximumTableWords = 30;
constexpr int MaximumTableDimensions = 8;

} // namespace worksheet
} // namespace AttentionLab
