// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

class QStyleOptionFrame;

namespace AttentionLab {

/// The line a sentence is typed into. A QLineEdit, except that a long paste
/// replaces the text in one step: QLineEdit records a paste one character at a
/// time for its undo and copies the pasted text again for each, so 100,000
/// pasted characters froze the window for ~50 ms before anything was analysed. Short pastes keep
/// QLineEdit's own behaviour (and its character-by-character undo).
///
/// A long sentence given by setSentence() while the editor does not have the
/// keyboard is not put into QLineEdit at once: QLineEdit lays out every
/// character on setText() (16 editors of 10,000 characters froze the window
/// for half a second when a file opened). The editor holds its beginning and
/// draws that, elided; the whole sentence goes in as soon as anyone reaches for
/// it (focus, a key, a click, a drop, input methods, the context menu).
class SentenceEditor : public QLineEdit
{
    Q_OBJECT
public:
    /// Pastes of more characters than this take the fast path.
    static constexpr int LongPaste = 1000;
    /// Without the keyboard, a text longer than this is drawn by its beginning only.
    static constexpr int LongText = 2000;

    explicit SentenceEditor(const QString& text, QWidget* parent = nullptr);

    /// Whether a long sentence given to an editor that has the keyboard goes in at once.
    enum class WithKeyboard
    {
        TakeAtOnce,
        PutOff
    };
    /// Shows \a text, put off as described above when it is long and the editor has no keyboard,
    /// or has it and \a withKeyboard says so (a new document's sentence: the user has not reached for
    /// it yet, and the first key or click takes it).
    void setSentence(const QString& text, WithKeyboard withKeyboard = WithKeyboard::TakeAtOnce);
    /// The whole sentence shown: text() itself, or while put off, what setSentence() was given.
    QString sentence() const;
    /// Whether the sentence is put off (text() holds only its beginning).
    bool isSentencePutOff() const { return m_putOff; }

    /// Pastes \a text over the selection (or at the cursor) and emits
    /// textEdited(), as a paste by the user would.
    void pasteText(const QString& text);

protected:
    bool event(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void paintEvent(QPaintEvent* event) override;

private:
    /// Takes the fast path for long clipboard text; false: let QLineEdit paste.
    bool pasteLongClipboardText();
    /// Where QLineEdit draws its text: inside the frame, the text margins and the clear button.
    QRect textArea(const QStyleOptionFrame& panel) const;
    /// How many of \a text's first characters take \a width, by their own advances (no shaping).
    int charactersFilling(const QString& text, int width) const;
    /// Puts a put-off sentence into QLineEdit.
    void takeSentence();

    QString m_sentence; ///< while put off
    bool m_putOff = false;
};

} // namespace AttentionLab
