// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>

namespace AttentionLab {

/// The line a sentence is typed into. A QLineEdit, except that a long paste
/// replaces the text in one step: QLineEdit records a paste one character at a
/// time for its undo and copies the pasted text again for each, so 100,000
/// pasted characters froze the window for ~50 ms before anything was analysed. Short pastes keep
/// QLineEdit's own behaviour (and its character-by-character undo).
class SentenceEditor : public QLineEdit
{
    Q_OBJECT
public:
    /// Pastes of more characters than this take the fast path.
    static constexpr int LongPaste = 1000;

    explicit SentenceEditor(const QString& text, QWidget* parent = nullptr);

    /// Pastes \a text over the selection (or at the cursor) and emits
    /// textEdited(), as a paste by the user would.
    void pasteText(const QString& text);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    /// Takes the fast path for long clipboard text; false: let QLineEdit paste.
    bool pasteLongClipboardText();
};

} // namespace AttentionLab
