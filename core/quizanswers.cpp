// SPDX-License-Identifier: GPL-3.0-or-later
#include "quizanswers.h"

#include <QCoreApplication>

namespace AttentionLab::quizanswers {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(WorkspaceFile)
};

const auto RightFirstTimeKey = QStringLiteral("rightFirstTime");
// A question id is "chapter/kind/sentence"; anything far longer is not one.
constexpr int MaximumIdLength = 200;
} // namespace

QJsonObject toJson(const QuizAnswers& answers)
{
    QJsonObject json;
    for (auto it = answers.cbegin(); it != answers.cend(); ++it)
        json.insert(it.key(), QJsonObject { { RightFirstTimeKey, it.value().rightFirstTime } });
    return json;
}

std::optional<QuizAnswers> fromJson(const QJsonValue& json, QString* error)
{
    if (!json.isObject()) {
        *error = Tr::tr("\"answers\" must be an object");
        return std::nullopt;
    }
    const QJsonObject object = json.toObject();
    QuizAnswers answers;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        if (it.key().isEmpty() || it.key().size() > MaximumIdLength) {
            *error = Tr::tr("answers: an entry must be named by a question's id");
            return std::nullopt;
        }
        const QJsonValue right = it.value().toObject().value(RightFirstTimeKey);
        if (!it.value().isObject() || !right.isBool()) {
            *error = Tr::tr("answers: “%1” must be an object with a true or false \"rightFirstTime\"").arg(it.key());
            return std::nullopt;
        }
        answers.insert(it.key(), QuizAnswer { right.toBool() });
    }
    return answers;
}

ChapterProgress progress(const QString& chapter, const QuizAnswers& answers)
{
    ChapterProgress progress;
    const QString prefix = chapter + QLatin1Char('/');
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        if (!it.key().startsWith(prefix))
            continue;
        ++progress.answered;
        if (it->rightFirstTime)
            ++progress.rightFirstTime;
    }
    return progress;
}

QuizAnswers merged(const QuizAnswers& answers, const QuizAnswers& more)
{
    QuizAnswers result = answers;
    for (auto it = more.cbegin(); it != more.cend(); ++it) {
        if (!result.contains(it.key()))
            result.insert(it.key(), it.value());
    }
    return result;
}

} // namespace AttentionLab::quizanswers
