// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>

namespace AttentionLab {

class Workspace;

/// The questions as JSON, for --export-quiz: every question with its number,
/// chapter, kind, sentence, form, prompt, choices, answer, explanation and the
/// numbers it rests on, after the document it was made from.
namespace quizexport {

/// {"format": "attention-lab-quiz", "version": 1, "language", "temperature",
///  "sentences": [...], "questions": [{"number": "3.1", "id", "chapter", "kind",
///  "sentence" (0-based, null for none), "row", "form", "prompt", "choices",
///  "answer": {"choices": [...], "texts": [...]} or {"value", "tolerance"},
///  "tie", "explanation", "numbers": {key: value}}]}. Token and sentence
/// indices count from 0 like the choices; numbers are written in full precision.
QJsonObject toJson(const Workspace& workspace, const QList<Question>& questions, const QString& language);
QByteArray json(const Workspace& workspace, const QList<Question>& questions, const QString& language);

/// One question as the "questions" array holds it.
QJsonObject questionJson(const Question& question, const QString& number);

/// The number of each question, "1.1", "1.2", "2.1", ...: per chapter, in the order given.
QStringList numbers(const QList<Question>& questions);

} // namespace quizexport
} // namespace AttentionLab
