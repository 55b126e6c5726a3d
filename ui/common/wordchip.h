// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractButton>
#include <QColor>

namespace AttentionLab {

/// One word as SentenceChips draws it, a rounded chip in the word's colour, as a checkable
/// button: a question asks for a word the way a chapter's sentence is clicked. Checked, the
/// chip is filled with the colour; the keyboard's chip gets the sentence's focus ring.
class WordChip : public QAbstractButton
{
    Q_OBJECT
public:
    WordChip(const QString& word, const QColor& colour, QWidget* parent = nullptr);

    QColor colour() const { return m_colour; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QColor m_colour;
};

} // namespace AttentionLab
