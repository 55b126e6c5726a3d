// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

namespace AttentionLab {

/// What the learner answered to one question: only whether the first answer was
/// right (answering again later is practice and changes nothing).
struct QuizAnswer
{
    bool rightFirstTime = false;
    bool operator==(const QuizAnswer& other) const { return rightFirstTime == other.rightFirstTime; }
};

/// The learner's answers under their questions' Question::id(). The settings and
/// the workspace file keep them as one JSON object:
///
///     "answers": {"scoring/most-attended/1": {"rightFirstTime": true}, ...}
using QuizAnswers = QMap<QString, QuizAnswer>;

/// How far the learner got in one chapter, counted over the questions it asks now.
struct ChapterProgress
{
    int questions = 0;
    int answered = 0;
    int rightFirstTime = 0;
    bool operator==(const ChapterProgress& other) const
    {
        return questions == other.questions && answered == other.answered && rightFirstTime == other.rightFirstTime;
    }
};

namespace quizanswers {

QJsonObject toJson(const QuizAnswers& answers);
/// Checks every entry; on the first problem returns nothing and sets \a error,
/// which names the entry ("answers: “x” must be an object with a true or false \"rightFirstTime\"").
std::optional<QuizAnswers> fromJson(const QJsonValue& json, QString* error);

/// Counts \a questions (one chapter's) against \a answers.
ChapterProgress progress(const QList<Question>& questions, const QuizAnswers& answers);

/// \a answers with \a more added; an answer \a answers already holds stays as it is.
QuizAnswers merged(const QuizAnswers& answers, const QuizAnswers& more);

} // namespace quizanswers
} // namespace AttentionLab
