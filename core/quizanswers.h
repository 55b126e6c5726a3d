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

/// How far the learner got in one chapter: the questions answered, and how many
/// of them right the first time. Counted from the answers alone: making the
/// questions again takes seconds with 2,048-word sentences, and the sidebar shows
/// the counts after every edit.
struct ChapterProgress
{
    int answered = 0;
    int rightFirstTime = 0;
    bool operator==(const ChapterProgress& other) const
    {
        return answered == other.answered && rightFirstTime == other.rightFirstTime;
    }
};

namespace quizanswers {

QJsonObject toJson(const QuizAnswers& answers);
/// Checks every entry; on the first problem returns nothing and sets \a error,
/// which names the entry ("answers: “x” must be an object with a true or false \"rightFirstTime\"").
std::optional<QuizAnswers> fromJson(const QJsonValue& json, QString* error);

/// Counts the answers to \a chapter's questions (ids "chapter/kind/sentence").
ChapterProgress progress(const QString& chapter, const QuizAnswers& answers);

/// \a answers with \a more added; an answer \a answers already holds stays as it is.
QuizAnswers merged(const QuizAnswers& answers, const QuizAnswers& more);

} // namespace quizanswers
} // namespace AttentionLab
