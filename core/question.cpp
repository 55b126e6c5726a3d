// SPDX-License-Identifier: GPL-3.0-or-later
#include "question.h"

#include "numberformat.h"

#include <QCoreApplication>

#include <cmath>

namespace AttentionLab {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(AttentionLab::Quiz)
};
} // namespace

QString Question::id() const
{
    return QStringLiteral("%1/%2/%3").arg(chapter, kind).arg(sentence + 1);
}

bool Question::acceptsValue(double value) const
{
    // A hair of slack: 0.21 typed for 0.2067 with a tolerance of 0.01 must not fail on rounding.
    return form == Form::Number && std::isfinite(value) && std::abs(value - correctValue) <= tolerance + 1e-9;
}

QString Question::answerText() const
{
    if (form == Form::Number) {
        // Whole numbers (steps, word counts) are written as such.
        const QString value = tolerance == 0 && correctValue == std::round(correctValue)
            ? QString::number(static_cast<qint64>(correctValue))
            : numberformat::value(correctValue);
        return tolerance > 0 ? Tr::tr("%1 (± %2)").arg(value, numberformat::setting(tolerance)) : value;
    }
    QStringList texts;
    for (int choice : correctChoices)
        texts.append(choices.value(choice));
    return texts.join(QStringLiteral(" / "));
}

QVariant Question::fact(const QString& key) const
{
    for (const QuestionFact& fact : facts) {
        if (fact.key == key)
            return fact.value;
    }
    return QVariant();
}

QString Question::formId(Form form)
{
    switch (form) {
    case Form::Option:
        return QStringLiteral("option");
    case Form::Word:
        return QStringLiteral("word");
    case Form::Number:
        return QStringLiteral("number");
    }
    return QString();
}

} // namespace AttentionLab
