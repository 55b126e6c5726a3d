// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentenceeditor.h"

#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMenu>

#include <algorithm>

namespace AttentionLab {

SentenceEditor::SentenceEditor(const QString& text, QWidget* parent)
    : QLineEdit(text, parent)
{ }

void SentenceEditor::pasteText(const QString& text)
{
    const int start = hasSelectedText() ? selectionStart() : cursorPosition();
    const int replaced = hasSelectedText() ? static_cast<int>(selectedText().size()) : 0;
    QString edited = this->text();
    edited.replace(start, replaced, text);
    // What QLineEdit does with too much text: keep the first maxLength()
    // characters; but never half of a surrogate pair.
    if (edited.size() > maxLength()) {
        qsizetype keep = maxLength();
        if (keep > 0 && edited.at(keep - 1).isHighSurrogate())
            --keep;
        edited.truncate(keep);
    }
    setText(edited);
    setCursorPosition(std::min<int>(start + text.size(), edited.size()));
    Q_EMIT textEdited(edited);
}

bool SentenceEditor::pasteLongClipboardText()
{
    if (isReadOnly())
        return false;
    const QString clip = QGuiApplication::clipboard()->text();
    if (clip.size() <= LongPaste)
        return false;
    pasteText(clip);
    return true;
}

void SentenceEditor::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Paste) && pasteLongClipboardText()) {
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void SentenceEditor::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu* menu = createStandardContextMenu();
    menu->setAttribute(Qt::WA_DeleteOnClose);
    // The standard menu's Paste goes through the same fast path. Its action has
    // no name and a translated text; it is the one connected to paste().
    const auto actions = menu->actions();
    for (QAction* action : actions) {
        // Qt connects it by name (SIGNAL/SLOT), so it is disconnected by name.
        if (disconnect(action, SIGNAL(triggered()), this, SLOT(paste()))
            || disconnect(action, &QAction::triggered, this, &QLineEdit::paste)) {
            connect(action, &QAction::triggered, this, [this] {
                if (!pasteLongClipboardText())
                    paste();
            });
        }
    }
    menu->popup(event->globalPos());
}

} // namespace AttentionLab
