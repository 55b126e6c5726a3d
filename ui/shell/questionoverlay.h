// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"

#include "pagecover.h"
#include <QColor>
#include <QList>
#include <QStringList>

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSlider;

namespace AttentionLab {

class AttentionMatrixModel;
class ColourSwatch;
class HeatmapView;

/// The sentence a question is about, as the chapters draw it: its words, and each word's colour.
struct QuestionSentence
{
    QStringList words;
    QList<QColor> colours;
};

/// "Predict first": one question laid over a chapter page so that its numbers
/// stay hidden until the learner has answered. The learner answers the way the
/// chapter works: a cell or a row of the sentence's heatmap drawn without its
/// values, a weight on a slider under the word, a chip per word, a button per
/// choice, a spin box for a number to type; commits with Check, and then reads
/// whether it was right and why, with the real numbers; either way the chapter
/// is one click away. The overlay only shows and asks: which question comes
/// next, and what an answer changes, is decided by its owner (PredictFirst).
class QuestionOverlay : public PageCover
{
    Q_OBJECT
public:
    /// A sentence with more words than this is answered from a list instead of a chip per word.
    static constexpr int MaximumChips = 40;
    /// A heatmap question about a longer sentence is answered from that list too: its cells would be too small.
    static constexpr int MaximumHeatmapWords = 40;

    /// Covers \a covered (its parent) whole and follows its size. Hidden until ask().
    explicit QuestionOverlay(QWidget* covered);

    /// Shows \a question, not yet answered; \a number is its number in the lesson ("3.1"),
    /// \a sentence the sentence it asks about (a Word question's first choices are its
    /// words, any after them options).
    void ask(const Question& question, const QString& number, const QuestionSentence& sentence, bool hasNext);
    /// The same question in other words (the interface language changed): the answer
    /// given, and whether it was checked, stay.
    void reword(const Question& question, const QString& number, const QuestionSentence& sentence, bool hasNext);
    const Question& question() const { return m_question; }
    /// Whether the learner committed an answer to the question on show.
    bool isChecked() const { return m_checked; }
    bool wasRight() const { return m_right; }

    // The controls, for tests and the keyboard walk.
    QList<QAbstractButton*> choiceButtons() const { return m_choiceButtons; }
    QComboBox* choiceList() const { return m_choiceList; }
    QDoubleSpinBox* numberBox() const { return m_numberBox; }
    /// A weight's slider, under its word as in the chapters (Question::weightOf).
    QSlider* numberSlider() const { return m_numberSlider; }
    ColourSwatch* weightWord() const { return m_weightWord; }
    /// The sentence's heatmap without its values (Question::onHeatmap).
    HeatmapView* heatmap() const { return m_heatmap; }
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
    bool eventFilter(QObject* watched, QEvent* event) override;

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
    void buildHeatmap(int words);
    void chooseOnHeatmap(int row, int column);
    /// Marks \a choice (a word) on the heatmap, -1 none.
    void showHeatmapChoice(int choice);
    void updateHeatmapSize();
    /// The word whose weight a Number question asks for, as its slider is captioned.
    QString weightCaption() const;

    Question m_question;
    QString m_number;
    QuestionSentence m_sentence;
    int m_words = 0; ///< how many of a Word question's choices are words
    bool m_hasNext = false;
    bool m_checked = false;
    bool m_right = false;
    int m_chosen = -1; ///< the choice checked (Option, Word)
    int m_heatmapChoice = -1; ///< the word chosen on the heatmap (its column, or its row), -1 none
    double m_value = 0; ///< the number checked (Number)
    /// The weight slider works in steps of this size from m_minimum.
    double m_step = 0.001;
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
    AttentionMatrixModel* m_heatmapModel = nullptr;
    HeatmapView* m_heatmap = nullptr;
    QLabel* m_heatmapHint = nullptr;
    QWidget* m_numberRow = nullptr;
    ColourSwatch* m_weightWord = nullptr;
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
