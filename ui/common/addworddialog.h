// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

#include <Eigen/Core>

#include <optional>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace AttentionLab {

class Vocabulary;
class Workspace;

/// Asks for a new word and its vector: one field per dimension (labelled with
/// the dimension's name) for small vocabularies, one field of numbers for
/// wide ones. Add stays disabled, with the reason shown, while the word is
/// empty, already known or has spaces, or a component is not a number.
class AddWordDialog : public QDialog
{
    Q_OBJECT
public:
    /// Up to this many dimensions get a field each.
    static constexpr int MaxSeparateFields = 12;

    explicit AddWordDialog(const Workspace* workspace, QWidget* parent = nullptr);

    QLineEdit* wordField() const { return m_wordField; }
    /// One field per dimension, or a single field for all components.
    QList<QLineEdit*> componentFields() const { return m_componentFields; }
    void setWord(const QString& word);
    QString word() const;
    /// The vector typed so far, or nothing (and \a error says why).
    std::optional<Eigen::VectorXd> vector(QString* error = nullptr) const;
    /// Why the input cannot be added yet; empty when it can.
    QString problem() const;

    /// Why \a word cannot be added to \a vocabulary; empty when it can.
    static QString wordProblem(const Vocabulary& vocabulary, const QString& word);
    /// A number as typed in the user's locale or with a decimal point; only finite ones.
    static std::optional<double> parseNumber(const QString& text, const QLocale& locale);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void validate();

    const Workspace* m_workspace;
    QFormLayout* m_form = nullptr;
    QLabel* m_intro = nullptr;
    QLineEdit* m_wordField = nullptr;
    QList<QLineEdit*> m_componentFields;
    QLabel* m_problemLabel = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace AttentionLab
