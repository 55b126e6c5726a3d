// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sentenceeditor.h"

#include <QWidget>

class QLabel;
class QToolButton;
class QVBoxLayout;

namespace AttentionLab {

class WordLine;
class Workspace;

/// The sentences at the top of the window: one line edit per sentence, the
/// tokens it was split into underneath (unknown words marked), and buttons to
/// add and remove sentences. Every keystroke goes straight to the Workspace.
class SentenceBar : public QWidget
{
    Q_OBJECT
public:
    explicit SentenceBar(Workspace* workspace, QWidget* parent = nullptr);

    SentenceEditor* editor(int index) const;
    /// The token line under sentence \a index, as shown (plain text).
    QString tokenSummary(int index) const;
    /// The line of words under sentence \a index.
    WordLine* wordLine(int index) const;
    /// Opens the Add Word dialog for an unknown word (a click on its “?”).
    void offerToAddWord(const QString& word);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Row
    {
        QWidget* container = nullptr;
        QLabel* label = nullptr;
        SentenceEditor* editor = nullptr;
        WordLine* tokens = nullptr;
        QToolButton* remove = nullptr;
        QToolButton* moveUp = nullptr;
    };
    /// Puts sentence \a index into its row's editor when it is not there already.
    void showSentence(int index);
    /// Gives the bar a row per sentence, keeping the rows it has.
    void rebuild();
    Row createRow(int index);
    void updateTokens(int index);
    /// Lays the bar's parent, the bar and row \a index out again now, from the top down.
    void settleLayout(int index);
    void retranslate();
    void putAddButtonLastForTab();
    enum class RowPart
    {
        Editor,
        Words,
        MoveUp,
        Remove
    };
    struct FocusInRow
    {
        int row = -1;
        RowPart part = RowPart::Editor;
    };
    /// Which row, and which of its widgets, has the keyboard (row -1: none).
    FocusInRow focusInRow() const;
    /// Gives the keyboard to that widget of that row, or to its editor when the widget cannot take it.
    void restoreFocus(FocusInRow focus);

    Workspace* m_workspace;
    QVBoxLayout* m_rowsLayout = nullptr;
    QToolButton* m_addButton = nullptr;
    QList<Row> m_rows;
};

} // namespace AttentionLab
