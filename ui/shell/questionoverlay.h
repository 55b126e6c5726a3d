// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include "pagecover.h"
#include <QList>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSlider;

namespace AttentionLab {

/// "Predict first": one question laid over a chapter page so that its numbers
/// stay hidden until the learner has answered. The learner answers the way the
/// question asks (a button per choice, a chip per word, a spin box and a slider
/// for a number), commits with Check, and then reads whether it was right and
/// why, with the real numbers; either way the chapter is one click away. The
/// overlay only shows and asks: which question comes next, and what an answer
/// changes, is decided by its owner (PredictFirst).
class QuestionOverlay : public PageCover
{
    Q_OBJECT
public:
    /// A sentence with more words than this is answered from a list instead of a chip per word.
    static constexpr int MaximumChips = 40;

    /// Covers \a covered (its parent) whole and follows its size. Hidden until ask().
    explicit QuestionOverlay(QWidget* covered);

    /// Shows \a question, not yet answered; \a number is its number in the lesson ("3.1"),
    /// \a words the length of its sentence (a Word question's first \a words choices are
    /// the words, any after them options).
    void ask(const Question& question, const QString& number, int words, bool hasNext);
    /// The same question in other words (the interface language changed): the answer
    /// given, and whether it was checked, stay.
    void reword(const Question& question, const QString& number, int words, bool hasNext);
    const Question& question() const { return m_question; }
    /// Whether the learner committed an answer to the question on show.
    bool isChecked() const { return m_checked; }
    bool wasRight() const { return m_right; }

    // The controls, for tests and the keyboard walk.
    QList<QAbstractButton*> choiceButtons() const { return m_choiceButtons; }
    QComboBox* choiceList() const { return m_choiceList; }
    QDoubleSpinBox* numberBox() const { return m_numberBox; }
    QSlider* numberSlider() const { return m_numberSlider; }
    QPushButton* checkButton() const { return m_checkButton; }
    QPushButton* revealButton() const { return m_revealButton; }
    QPushButton* nextButton() const { return m_nextButton; }
    QString promptText() const;
    QString verdictText() const;
    QString explanationText() const;

Q_SIGNALS:
    /// The learner checked an answer to \a question; \a right: whether it counts.
    void answered(const AttentionLab::Question& question, bool right);
    /// "Show the chapter".
    void revealRequested();
    /// "Next question".
    void nextRequested();

protected:
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void retranslate();
    void updateFonts();
    void buildAnswerControls();
    void clearAnswerControls();
    void updateCheckable();
    void check();
    void showResult(bool takeFocus);
    int chosen() const;
    void setNumber(double value);

    Question m_question;
    QString m_number;
    int m_words = 0;
    bool m_hasNext = false;
    bool m_checked = false;
    bool m_right = false;
    int m_chosen = -1; ///< the choice checked (Option, Word)
    double m_value = 0; ///< the number checked (Number)
    /// The Number form's slider works in steps of this size from m_minimum.
    double m_step = 0.01;
    double m_minimum = 0;
    bool m_syncing = false;

    QScrollArea* m_scroll = nullptr;
    QLabel* m_heading = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_prompt = nullptr;
    QWidget* m_wordChoices = nullptr;
    QWidget* m_optionChoices = nullptr;
    QButtonGroup* m_choiceGroup = nullptr;
    QList<QAbstractButton*> m_choiceButtons;
    QComboBox* m_choiceList = nullptr;
    QWidget* m_numberRow = nullptr;
    QDoubleSpinBox* m_numberBox = nullptr;
    QSlider* m_numberSlider = nullptr;
    QLabel* m_tolerance = nullptr;
    QPushButton* m_checkButton = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_explanation = nullptr;
    QPushButton* m_revealButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QLabel* m_footnote = nullptr;
};

} // namespace AttentionLab
