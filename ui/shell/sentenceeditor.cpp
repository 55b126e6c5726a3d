// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentenceeditor.h"

#include "shortenedtext.h"

#include <QAction>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFocusEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFrame>
#include <QToolButton>

#include <algorithm>
#include <utility>

namespace AttentionLab {

SentenceEditor::SentenceEditor(const QString& text, QWidget* parent)
    : QLineEdit(text, parent)
{ }

void SentenceEditor::setSentence(const QString& text, WithKeyboard withKeyboard)
{
    if (text.size() <= LongText || (hasFocus() && withKeyboard == WithKeyboard::TakeAtOnce)) {
        m_putOff = false;
        m_sentence.clear();
        setText(text);
        return;
    }
    m_sentence = text;
    m_putOff = true;
    // The beginning, so that the clear button shows and a screen reader reads how the sentence starts.
    setText(shortenedText(text, 200));
    setCursorPosition(0);
}

QString SentenceEditor::sentence() const
{
    return m_putOff ? m_sentence : text();
}

void SentenceEditor::takeSentence()
{
    if (!m_putOff)
        return;
    m_putOff = false;
    const QString whole = std::exchange(m_sentence, QString());
    setText(whole);
    setCursorPosition(0);
}

bool SentenceEditor::event(QEvent* event)
{
    // Before QLineEdit handles anything that edits the text or puts the cursor in it, it gets the
    // whole of it. Not for an input method's questions (InputMethodQuery): they come after every
    // change to the focused editor, and its beginning and the cursor at 0 are their right answer
    // until the user does something. Nor for the window coming back to the front, or a menu closing.
    switch (event->type()) {
    case QEvent::FocusIn:
        if (const Qt::FocusReason reason = static_cast<QFocusEvent*>(event)->reason();
            reason != Qt::ActiveWindowFocusReason && reason != Qt::PopupFocusReason)
            takeSentence();
        break;
    case QEvent::KeyPress:
    case QEvent::ShortcutOverride:
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::InputMethod:
    case QEvent::DragEnter:
    case QEvent::Drop:
    case QEvent::ContextMenu:
        takeSentence();
        break;
    default:
        break;
    }
    return QLineEdit::event(event);
}

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

void SentenceEditor::paintEvent(QPaintEvent* event)
{
    // QLineEdit lays out and draws every glyph of its text to show the few dozen that fit: 10-30 ms
    // a paint at 10,000 characters, sixteen times over when a file of long sentences opens. An
    // editor without the keyboard draws the beginning of a long text instead, elided; with the
    // keyboard (where the cursor and the selection matter) it is QLineEdit's own drawing, once the
    // sentence is in.
    const QString full = sentence();
    if ((hasFocus() && !m_putOff) || full.size() <= LongText) {
        QLineEdit::paintEvent(event);
        return;
    }
    QPainter painter(this);
    QStyleOptionFrame panel;
    initStyleOption(&panel);
    style()->drawPrimitive(QStyle::PE_PanelLineEdit, &panel, &painter, this);
    const QRect area = textArea(panel);
    // More than the editor shows, ending in "…": eliding shapes all it is given, and 16 editors
    // shaping 1,000 characters each made a third of a long file's first paint. The characters'
    // own advances, added up, say how many fit; a quarter more and eight characters cover what
    // shaping changes (kerning, ligatures), and marks without width only make it take more.
    const QString beginning = shortenedText(full, charactersFilling(full, area.width() * 5 / 4) + 8);
    const Qt::LayoutDirection direction = beginning.isRightToLeft() ? Qt::RightToLeft : Qt::LeftToRight;
    const QString elided = fontMetrics().elidedText(beginning, Qt::ElideRight, area.width());
    painter.setClipRect(area);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::Text));
    painter.setLayoutDirection(direction);
    painter.drawText(area, int(QStyle::visualAlignment(direction, Qt::AlignLeft)) | Qt::AlignVCenter, elided);
    if (hasFocus()) {
        // The keyboard is here, the sentence not yet taken: the cursor where taking it puts it.
        const int lineHeight = fontMetrics().height();
        const int x = direction == Qt::RightToLeft ? area.right() : area.left();
        painter.fillRect(QRect(x, area.top() + (area.height() - lineHeight + 1) / 2, 1, lineHeight),
                         palette().color(QPalette::Text));
    }
}

int SentenceEditor::charactersFilling(const QString& text, int width) const
{
    // At most a thousand: text of marks without width (or of glyphs the font lacks) never fills it.
    constexpr qsizetype Most = 1000;
    const QFontMetrics metrics = fontMetrics();
    int used = 0;
    qsizetype count = 0;
    while (count < text.size() && count < Most && used < width) {
        const bool pair
            = text.at(count).isHighSurrogate() && count + 1 < text.size() && text.at(count + 1).isLowSurrogate();
        used += pair ? metrics.horizontalAdvance(text.mid(count, 2)) : metrics.horizontalAdvance(text.at(count));
        count += pair ? 2 : 1;
    }
    return int(count);
}

QRect SentenceEditor::textArea(const QStyleOptionFrame& panel) const
{
    // As QLineEditPrivate::adjustedContentsRect(): the style's contents, the text margins,
    // QLineEdit's own 2 px beside and 1 px above and below, and room for the clear button.
    QRect area = style()->subElementRect(QStyle::SE_LineEditContents, &panel, this).marginsRemoved(textMargins());
    area.adjust(2, 1, -2, -1);
    const auto buttons = findChildren<QToolButton*>(Qt::FindDirectChildrenOnly);
    for (const QToolButton* button : buttons) {
        if (button->isVisible() && button->x() > area.center().x())
            area.setRight(std::min(area.right(), button->x() - 2));
    }
    return area;
}

} // namespace AttentionLab
