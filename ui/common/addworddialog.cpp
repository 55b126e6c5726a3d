// SPDX-License-Identifier: GPL-3.0-or-later
#include "addworddialog.h"

#include "workspace.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cmath>

namespace AttentionLab {

AddWordDialog::AddWordDialog(const Workspace* workspace, QWidget* parent)
    : QDialog(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("addWordDialog"));
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_wordField = new QLineEdit(this);
    m_wordField->setObjectName(QStringLiteral("wordField"));

    m_form = new QFormLayout;
    auto addRow = [this](QLineEdit* field) {
        auto* label = new QLabel(this);
        label->setBuddy(field);
        m_form->addRow(label, field);
    };
    addRow(m_wordField);
    const int dimension = m_workspace->vocabulary().dimension();
    const int fields = dimension <= MaxSeparateFields ? dimension : 1;
    for (int i = 0; i < fields; ++i) {
        auto* field = new QLineEdit(this);
        field->setText(dimension <= MaxSeparateFields ? QStringLiteral("0") : QString());
        field->setAlignment(dimension <= MaxSeparateFields ? Qt::AlignRight : Qt::AlignLeft);
        addRow(field);
        m_componentFields.append(field);
        connect(field, &QLineEdit::textChanged, this, &AddWordDialog::validate);
    }

    m_problemLabel = new QLabel(this);
    m_problemLabel->setWordWrap(true);
    setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 28);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_wordField, &QLineEdit::textChanged, this, &AddWordDialog::validate);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(m_form);
    layout->addWidget(m_problemLabel);
    layout->addWidget(m_buttons);

    retranslate();
    m_wordField->setFocus();
}

void AddWordDialog::setWord(const QString& word)
{
    m_wordField->setText(word);
}

QString AddWordDialog::word() const
{
    return m_wordField->text().trimmed();
}

std::optional<double> AddWordDialog::parseNumber(const QString& text, const QLocale& locale)
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    double value = locale.toDouble(trimmed, &ok);
    if (!ok)
        value = QLocale::c().toDouble(trimmed, &ok);
    if (!ok || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<Eigen::VectorXd> AddWordDialog::vector(QString* error) const
{
    auto fail = [error](const QString& message) -> std::optional<Eigen::VectorXd> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    const int dimension = vocabulary.dimension();
    QStringList texts;
    if (dimension <= MaxSeparateFields) {
        for (const QLineEdit* field : m_componentFields)
            texts.append(field->text());
    } else {
        // A comma separates numbers unless it is the locale's decimal point.
        static const QRegularExpression withComma(QStringLiteral("[\\s,;]+"));
        static const QRegularExpression withoutComma(QStringLiteral("[\\s;]+"));
        const bool commaIsDecimal = locale().decimalPoint() == QLatin1String(",");
        texts = m_componentFields.constFirst()->text().split(commaIsDecimal ? withoutComma : withComma,
                                                             Qt::SkipEmptyParts);
        if (texts.size() != dimension)
            return fail(tr("%1 numbers, expected %2").arg(texts.size()).arg(dimension));
    }
    Eigen::VectorXd result(dimension);
    for (int i = 0; i < dimension; ++i) {
        const std::optional<double> value = parseNumber(texts.at(i), locale());
        if (!value) {
            if (texts.at(i).trimmed().isEmpty())
                return fail(tr("Type a number for “%1”.").arg(vocabulary.dimensionNames().at(i)));
            return fail(tr("“%1” is not a number (dimension “%2”).")
                            .arg(texts.at(i).trimmed(), vocabulary.dimensionNames().at(i)));
        }
        result[i] = *value;
    }
    return result;
}

QString AddWordDialog::wordProblem(const Vocabulary& vocabulary, const QString& word)
{
    const QString trimmed = word.trimmed();
    if (trimmed.isEmpty())
        return tr("Type the new word.");
    if (std::any_of(trimmed.cbegin(), trimmed.cend(), [](QChar c) { return c.isSpace(); }))
        return tr("A word cannot contain spaces: sentences are split at spaces.");
    const int index = vocabulary.indexOf(trimmed);
    if (index >= 0)
        return tr("“%1” is already in the vocabulary; change its numbers in the table.").arg(vocabulary.word(index));
    return {};
}

QString AddWordDialog::problem() const
{
    const QString wordError = wordProblem(m_workspace->vocabulary(), m_wordField->text());
    if (!wordError.isEmpty())
        return wordError;
    QString vectorError;
    if (!vector(&vectorError))
        return vectorError;
    return {};
}

void AddWordDialog::validate()
{
    const QString text = problem();
    m_problemLabel->setText(text);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(text.isEmpty());
}

void AddWordDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void AddWordDialog::retranslate()
{
    setWindowTitle(tr("Add Word"));
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    const int dimension = vocabulary.dimension();
    m_intro->setText(
        dimension <= MaxSeparateFields
            ? tr("A new word needs a number for every dimension of the vocabulary.")
            : tr("A new word needs %1 numbers, one for every dimension, separated by spaces.").arg(dimension));
    if (auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_wordField)))
        label->setText(tr("&Word:"));
    m_wordField->setPlaceholderText(tr("for example: mango"));
    for (int i = 0; i < m_componentFields.size(); ++i) {
        auto* label = qobject_cast<QLabel*>(m_form->labelForField(m_componentFields.at(i)));
        if (!label)
            continue;
        label->setText(dimension <= MaxSeparateFields ? tr("%1:").arg(vocabulary.dimensionNames().at(i))
                                                      : tr("&Numbers:"));
    }
    if (dimension > MaxSeparateFields)
        m_componentFields.constFirst()->setPlaceholderText(tr("%1 numbers separated by spaces").arg(dimension));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add"));
    validate();
}

} // namespace AttentionLab
