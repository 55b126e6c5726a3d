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
    const int replaced = hasSelectedText() ? selectionLength() : 0;
    // What QLineEdit does with too much text: the paste is cut to what fits
    // beside the rest of the line, but never in the middle of a surrogate pair.
    const qsizetype room = std::max<qsizetype>(0, maxLength() - (this->text().size() - replaced));
    qsizetype kept = std::min(text.size(), room);
    if (kept < text.size() && kept > 0 && text.at(kept - 1).isHighSurrogate())
        --kept;
    QString edited = this->text();
    edited.replace(start, replaced, text.left(kept));
    setText(edited);
    setCursorPosition(start + static_cast<int>(kept));
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
