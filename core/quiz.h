// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include <QList>
#include <QStringList>

namespace AttentionLab {

class Workspace;

/// The questions of "predict, then see": made from the document as it is now
/// (its sentences, query words, mixing weights, temperature and vocabulary),
/// never written in advance, and every answer computed by the core functions
/// the chapters show (attention.h, colormix.h, formulas.h, sequencecomparison.h,
/// saturation.h, sensecorpus.h). A chapter gets no question where a sentence
/// cannot carry it: an empty sentence, a one-word sentence for a question about
/// the other words, a sentence whose attention is still being computed.
namespace quiz {

/// The chapters that ask questions, in the lesson's order (their --page ids).
QStringList chapterIds();

/// The questions of \a chapter: about sentence \a sentence where the chapter
/// asks about one sentence, or about every sentence the chapter covers for -1.
/// Empty for a chapter without questions.
QList<Question> questions(const Workspace& workspace, const QString& chapter, int sentence = -1);

/// Every chapter's questions, chapter after chapter.
QList<Question> all(const Workspace& workspace);

/// Works out beforehand what a question takes long to compute (chapter 8's model trained to
/// its last step, about a tenth of a second), so that asking for it later does not freeze the
/// window. Safe to call from any thread, any number of times; the work is done once.
void prepare();

/// "3.2": the chapter's number in the lesson and the question's within it (both from 1).
QString number(const QString& chapter, int indexInChapter);

} // namespace quiz
} // namespace AttentionLab
