// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencebar.h"

#include "addworddialog.h"
#include "sentenceeditor.h"
#include "wordline.h"
#include "workspace.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

#include <algorithm>

namespace AttentionLab {

namespace {
// Long pastes are accepted; the token line shows the start and says so.
constexpr int MaxTokensShown = 60;
} // namespace

SentenceBar::SentenceBar(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    m_rowsLayout = new QVBoxLayout;
    m_rowsLayout->setSpacing(2);
    layout->addLayout(m_rowsLayout, 1);
    m_addButton = new QToolButton(this);
    m_addButton->setObjectName(QStringLiteral("addSentenceButton"));
    m_addButton->setText(QStringLiteral("+"));
    m_addButton->setAutoRaise(true);
    layout->addWidget(m_addButton, 0, Qt::AlignTop);
    connect(m_addButton, &QToolButton::clicked, this, [this] {
        const int index = m_workspace->addSentence(QString());
        if (index >= 0)
            editor(index)->setFocus();
    });
    connect(m_workspace, &Workspace::sentencesReset, this, &SentenceBar::rebuild);
    connect(m_workspace, &Workspace::sentenceWordsChanged, this, [this](int index) {
        if (index < m_rows.size())
            showSentence(index);
        updateTokens(index);
        // Only when the line needs another height: a synchronous layout at every key press cost
        // typing a letter after 2,048 words about 10 ms of freeze.
        const WordLine* words = m_rows[index].tokens;
        if (words->isVisible() && words->heightForWidth(words->width()) != words->height())
            settleLayout(index);
    });
    rebuild();
}

SentenceEditor* SentenceBar::editor(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index].editor : nullptr;
}

WordLine* SentenceBar::wordLine(int index) const
{
    return index >= 0 && index < m_rows.size() ? m_rows[index].tokens : nullptr;
}

void SentenceBar::offerToAddWord(const QString& word)
{
    auto* dialog = new AddWordDialog(m_workspace, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWord(word);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        QString error;
        const std::optional<Eigen::VectorXd> vector = dialog->vector(&error);
        if (vector)
            m_workspace->setVector(dialog->word(), *vector, &error);
    });
    dialog->open();
}

QString SentenceBar::tokenSummary(int index) const
{
    if (index < 0 || index >= m_rows.size())
        return {};
    return m_rows[index].tokens->plainText();
}

bool SentenceBar::eventFilter(QObject* watched, QEvent* event)
{
    // Undo and redo belong to the document (every page, every edit), not to
    // the line edit's private history: let the shortcut reach the window.
    if (event->type() == QEvent::ShortcutOverride) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->matches(QKeySequence::Undo) || key->matches(QKeySequence::Redo)
            || key->keyCombination() == QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Z)) {
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SentenceBar::showSentence(int index)
{
    // Not the user's typing (that text is already there) but a document, an undo, a reset: a long
    // sentence is put off even in the editor that has the keyboard.
    SentenceEditor* editor = m_rows[index].editor;
    const QString& text = m_workspace->sentence(index).text;
    if (editor->sentence() != text)
        editor->setSentence(text, SentenceEditor::WithKeyboard::PutOff);
}

SentenceBar::FocusInRow SentenceBar::focusInRow() const
{
    const QWidget* focused = QApplication::focusWidget();
    for (int i = 0; focused && i < m_rows.size(); ++i) {
        const Row& row = m_rows.at(i);
        if (focused == row.editor)
            return { i, RowPart::Editor };
        if (focused == row.tokens)
            return { i, RowPart::Words };
        if (focused == row.moveUp)
            return { i, RowPart::MoveUp };
        if (focused == row.remove)
            return { i, RowPart::Remove };
    }
    return {};
}

void SentenceBar::restoreFocus(FocusInRow focus)
{
    if (focus.row < 0 || focus.row >= m_rows.size())
        return;
    const Row& row = m_rows.at(focus.row);
    QWidget* target = row.editor;
    switch (focus.part) {
    case RowPart::Editor:
        break;
    case RowPart::Words:
        target = row.tokens;
        break;
    case RowPart::MoveUp:
        target = row.moveUp;
        break;
    case RowPart::Remove:
        target = row.remove;
        break;
    }
    if (!target->isEnabled() || target->focusPolicy() == Qt::NoFocus)
        target = row.editor;
    target->setFocus(Qt::OtherFocusReason);
}

void SentenceBar::putAddButtonLastForTab()
{
    // The sentences come first for the keyboard, then “+”: the window starts in sentence 1, and
    // “+” (created before the rows) no longer has the keyboard when sixteen sentences disable it,
    // which sent it on to sentence 1 as a Tab would. Qt 6.4 leaves the order as it was while the
    // last row is the last widget of the window (in the window's constructor), so it is done again
    // when the bar is shown.
    if (!m_rows.isEmpty())
        setTabOrder(m_rows.last().remove, m_addButton);
}

void SentenceBar::showEvent(QShowEvent* event)
{
    putAddButtonLastForTab();
    QWidget::showEvent(event);
}

void SentenceBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SentenceBar::rebuild()
{
    // Each row shown into a visible bar lays the whole bar out again, every row's
    // wrapped word line included: opening 16 sentences spent ~100 ms on 16 such
    // passes. With the bar's layout off while the rows come and go, it is one pass.
    layout()->setEnabled(false);
    const int count = m_workspace->sentenceCount();
    // deleteLater: rebuild() may run inside a click on one of these rows' buttons.
    while (m_rows.size() > count) {
        const Row row = m_rows.takeLast();
        m_rowsLayout->removeWidget(row.container);
        row.container->hide();
        row.container->deleteLater();
    }
    // The rows there are show the new sentences: sixteen rows made anew (an editor, its clear
    // button and that button's icon each) took 5 ms of opening a file.
    for (int i = 0; i < m_rows.size(); ++i)
        showSentence(i);
    while (m_rows.size() < count)
        m_rows.append(createRow(int(m_rows.size())));
    retranslate(); // fills each row's word line too
    for (const Row& row : std::as_const(m_rows))
        row.container->show(); // now, not queued: the layout below must see them
    putAddButtonLastForTab();
    layout()->setEnabled(true);
    layout()->activate();
}

SentenceBar::Row SentenceBar::createRow(int i)
{
    Row row;
    row.container = new QWidget(this);
    auto* grid = new QGridLayout(row.container);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(0);
    row.label = new QLabel(row.container);
    row.editor = new SentenceEditor(QString(), row.container);
    row.editor->setSentence(m_workspace->sentence(i).text);
    row.editor->setClearButtonEnabled(true);
    row.editor->installEventFilter(this);
    row.label->setBuddy(row.editor);
    row.tokens = new WordLine(row.container);
    // Unknown words are links: a click (or Tab + Enter) offers to add them.
    connect(row.tokens, &WordLine::wordActivated, this, &SentenceBar::offerToAddWord);
    row.moveUp = new QToolButton(row.container);
    row.moveUp->setObjectName(QStringLiteral("moveSentenceUpButton%1").arg(i));
    row.moveUp->setText(QStringLiteral("↑"));
    row.moveUp->setAutoRaise(true);
    row.moveUp->setEnabled(i > 0);
    connect(row.moveUp, &QToolButton::clicked, this, [this, i] {
        const FocusInRow focus = focusInRow();
        m_workspace->moveSentence(i, i - 1);
        // The rows stay where they are and show the sentences in their new order: the keyboard
        // follows its sentence, so that typing never goes on in another one.
        if (focus.row == i || focus.row == i - 1)
            restoreFocus({ focus.row == i ? i - 1 : i, focus.part });
    });
    row.remove = new QToolButton(row.container);
    row.remove->setObjectName(QStringLiteral("removeSentenceButton%1").arg(i));
    row.remove->setText(QStringLiteral("−"));
    row.remove->setAutoRaise(true);
    grid->addWidget(row.label, 0, 0);
    grid->addWidget(row.editor, 0, 1);
    grid->addWidget(row.moveUp, 0, 2);
    grid->addWidget(row.remove, 0, 3);
    grid->addWidget(row.tokens, 1, 1);
    m_rowsLayout->addWidget(row.container);
    // A widget made now goes to the end of the window's Tab order, after the chapters and the page:
    // the new row goes after the row above it. setTabOrder skips a widget without focus, so the word
    // line takes Tab focus for this (its words set the policy it needs).
    if (i > 0) {
        row.tokens->setFocusPolicy(Qt::TabFocus);
        QWidget* previous = m_rows.at(i - 1).remove;
        for (QWidget* next : { static_cast<QWidget*>(row.editor), static_cast<QWidget*>(row.tokens),
                               static_cast<QWidget*>(row.moveUp), static_cast<QWidget*>(row.remove) }) {
            setTabOrder(previous, next);
            previous = next;
        }
    }
    connect(row.editor, &QLineEdit::textEdited, this,
            [this, i](const QString& text) { m_workspace->setSentence(i, text); });
    connect(row.remove, &QToolButton::clicked, this, [this, i] {
        const FocusInRow focus = focusInRow();
        m_workspace->removeSentence(i);
        if (focus.row > i)
            restoreFocus({ focus.row - 1, focus.part });
        else if (focus.row == i)
            restoreFocus({ std::min<int>(i, int(m_rows.size()) - 1), focus.part });
    });
    return row;
}

void SentenceBar::updateTokens(int index)
{
    if (index < 0 || index >= m_rows.size())
        return;
    const SentenceAnalysis& sentence = m_workspace->sentence(index);
    if (sentence.tokens.isEmpty()) {
        m_rows[index].tokens->setWords({}, tr("No words yet: type a sentence, e.g. 吃 苹果 和 香蕉"));
        return;
    }
    QList<WordLine::Word> words;
    const int shown = std::min<int>(sentence.length(), MaxTokensShown);
    for (int t = 0; t < shown; ++t)
        words.append({ sentence.tokens.at(t).text, sentence.tokens.at(t).known });
    const QString remark = sentence.length() > shown ? tr("(%n words in all)", nullptr, sentence.length()) : QString();
    QStringList notes;
    if (sentence.droppedTokens > 0)
        notes.append(tr("only the first %1 words are analysed; %2 more are left out")
                         .arg(sentence.length())
                         .arg(sentence.droppedTokens));
    if (sentence.hasUnknownWords())
        notes.append(tr("words marked ? are not in the vocabulary, so their vectors are made up: click one to add it"));
    m_rows[index].tokens->setWords(words, remark, notes);
}

void SentenceBar::settleLayout(int index)
{
    // A word line that grows by a line asks its row for more room, the row asks the bar, the bar
    // asks the window, each a pass of the event loop later; until the window answers, each of
    // them is laid out in the height it had, and the editor above the line was squeezed (22 to
    // 20 px, then back: a visible twitch, and two more repaints of a 5,000-word line at 20-25 ms
    // each). From the top down, now, each layout is given the height it asks for.
    QWidget* row = m_rows[index].container;
    row->updateGeometry();
    updateGeometry();
    if (QWidget* parent = parentWidget(); parent && parent->layout())
        parent->layout()->activate();
    layout()->activate();
    row->layout()->activate();
}

void SentenceBar::retranslate()
{
    m_addButton->setToolTip(tr("Add a sentence"));
    m_addButton->setAccessibleName(tr("Add a sentence"));
    m_addButton->setEnabled(m_workspace->sentenceCount() < Workspace::MaxSentences);
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        row.label->setText(tr("Sentence &%1").arg(i + 1));
        row.editor->setPlaceholderText(tr("Type a sentence, with or without spaces"));
        row.editor->setAccessibleName(tr("Sentence %1").arg(i + 1));
        row.editor->setToolTip(tr("Sentence %1: every chapter follows it as you type").arg(i + 1));
        row.tokens->setToolTip(tr("The words as the vocabulary reads them. A word marked ? is unknown: click it, "
                                  "or Tab to it and press Enter, to add it"));
        row.remove->setToolTip(tr("Remove sentence %1").arg(i + 1));
        row.remove->setAccessibleName(tr("Remove sentence %1").arg(i + 1));
        row.remove->setEnabled(m_workspace->sentenceCount() > 1);
        row.moveUp->setToolTip(tr("Move sentence %1 up").arg(i + 1));
        row.moveUp->setAccessibleName(tr("Move sentence %1 up").arg(i + 1));
        updateTokens(i);
    }
}

} // namespace AttentionLab
