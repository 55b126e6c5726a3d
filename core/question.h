// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace AttentionLab {

/// One number (or word, or vector) an answer rests on, under a stable English
/// key: {"score", 2.0}, {"query", "苹果"}. Exports write them as they are.
struct QuestionFact
{
    QString key;
    QVariant value; ///< double, int, QString or a QVariantList of doubles
};

/// One "predict, then see" question, generated from the document as it is now
/// (quiz.h): what is asked, what may be answered, which answer is right (all
/// tied answers count), one or two sentences why with the real numbers, and
/// those numbers. Plain data: the overlay, the exports and the tests read it.
struct Question
{
    /// How the learner answers.
    enum class Form
    {
        Option, ///< picks one of the choices (yes/no, a range, RNN/attention)
        Word, ///< picks a word of the sentence: choice t is token t; choices after the tokens are options
        Number, ///< types (or drags to) a number; right within the tolerance
    };

    QString chapter; ///< the chapter id, as --page names it: static, mixing, ..., learn
    QString kind; ///< which kind of question, a stable English id: "most-attended"
    int sentence = -1; ///< the Workspace sentence it asks about, -1 for none
    int row = -1; ///< Word questions about one heatmap row: that row's token; else -1
    /// Word questions about the sentence's heatmap: answered there, by a cell of row \a row,
    /// or (row -1) by a row.
    bool onHeatmap = false;
    /// Number questions whose answer is the attention weight (0 to 1) one word gets: that
    /// word's token, so it can be given on a weight slider under the word; else -1.
    int weightOf = -1;
    /// Number questions whose answer is a weight (0 to 1) of no one word, such as the largest
    /// weight of a softmax: given on a weight slider of its own (weightOf puts one under a word).
    bool onWeightSlider = false;
    Form form = Form::Option;
    QString prompt; ///< in the interface language
    QStringList choices; ///< empty for Number
    QList<int> correctChoices; ///< every accepted choice (more than one: a tie)
    double correctValue = 0; ///< Number: the answer
    double tolerance = 0; ///< Number: how far from it still counts
    QString explanation; ///< why, with the real numbers, in the interface language
    QList<QuestionFact> facts;

    /// "scoring/most-attended/1": chapter, kind and sentence (1-based, 0 for none), unique in a quiz.
    QString id() const;
    bool isTie() const { return correctChoices.size() > 1; }
    bool accepts(int choice) const { return form != Form::Number && correctChoices.contains(choice); }
    bool acceptsValue(double value) const;
    /// The right answer as the answer key writes it: "手机", "苹果 / 香蕉", "0.21 (± 0.01)".
    QString answerText() const;
    /// The value of fact \a key (invalid when there is none).
    QVariant fact(const QString& key) const;

    /// "option", "word", "number": the form in files.
    static QString formId(Form form);
};

} // namespace AttentionLab
