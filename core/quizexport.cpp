// SPDX-License-Identifier: GPL-3.0-or-later
#include "quizexport.h"

#include "quiz.h"
#include "workspace.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace AttentionLab::quizexport {

QStringList numbers(const QList<Question>& questions)
{
    QHash<QString, int> counts;
    QStringList result;
    for (const Question& question : questions)
        result.append(quiz::number(question.chapter, counts[question.chapter]++));
    return result;
}

QJsonObject questionJson(const Question& question, const QString& number)
{
    QJsonObject answer;
    if (question.form == Question::Form::Number) {
        answer.insert(QLatin1String("value"), question.correctValue);
        answer.insert(QLatin1String("tolerance"), question.tolerance);
    } else {
        QJsonArray choices;
        QJsonArray texts;
        for (int choice : question.correctChoices) {
            choices.append(choice);
            texts.append(question.choices.value(choice));
        }
        answer.insert(QLatin1String("choices"), choices);
        answer.insert(QLatin1String("texts"), texts);
    }
    QJsonObject facts;
    for (const QuestionFact& fact : question.facts)
        facts.insert(fact.key, QJsonValue::fromVariant(fact.value));
    QJsonObject object;
    object.insert(QLatin1String("number"), number);
    object.insert(QLatin1String("id"), question.id());
    object.insert(QLatin1String("chapter"), question.chapter);
    object.insert(QLatin1String("kind"), question.kind);
    object.insert(QLatin1String("sentence"), question.sentence >= 0 ? QJsonValue(question.sentence) : QJsonValue());
    object.insert(QLatin1String("row"), question.row >= 0 ? QJsonValue(question.row) : QJsonValue());
    object.insert(QLatin1String("form"), Question::formId(question.form));
    object.insert(QLatin1String("prompt"), question.prompt);
    object.insert(QLatin1String("choices"), QJsonArray::fromStringList(question.choices));
    object.insert(QLatin1String("answer"), answer);
    object.insert(QLatin1String("tie"), question.isTie());
    object.insert(QLatin1String("explanation"), question.explanation);
    object.insert(QLatin1String("numbers"), facts);
    return object;
}

QJsonObject toJson(const Workspace& workspace, const QList<Question>& questions, const QString& language)
{
    QJsonArray list;
    const QStringList numbered = numbers(questions);
    for (int i = 0; i < questions.size(); ++i)
        list.append(questionJson(questions.at(i), numbered.at(i)));
    QJsonObject root;
    root.insert(QLatin1String("format"), QStringLiteral("attention-lab-quiz"));
    root.insert(QLatin1String("version"), 1);
    root.insert(QLatin1String("language"), language);
    root.insert(QLatin1String("temperature"), workspace.temperature());
    root.insert(QLatin1String("sentences"), QJsonArray::fromStringList(workspace.sentenceTexts()));
    root.insert(QLatin1String("questions"), list);
    return root;
}

QByteArray json(const Workspace& workspace, const QList<Question>& questions, const QString& language)
{
    return QJsonDocument(toJson(workspace, questions, language)).toJson(QJsonDocument::Indented);
}

} // namespace AttentionLab::quizexport
