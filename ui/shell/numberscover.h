// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pagecover.h"

class QLabel;
class QPushButton;

namespace AttentionLab {

/// Present's cover: laid over the chapter pages so that the room sees the
/// chapter's title but none of its numbers until the teacher shows them
/// (Space, or the button). Opaque, and the page behind it is hidden while it
/// is shown (MainWindow), so a screen reader does not read the numbers either.
/// It only shows: when it covers is decided by its owner (Presentation).
class NumbersCover : public PageCover
{
    Q_OBJECT
public:
    /// Covers \a covered (its parent) whole and follows its size. Hidden at first.
    explicit NumbersCover(QWidget* covered);

    /// The chapter the numbers belong to, and the keys said on the cover.
    void setTexts(const QString& chapterTitle, const QString& revealKey, const QString& leaveKeys);
    QPushButton* revealButton() const { return m_revealButton; }
    QString headingText() const;
    QString explanationText() const;

Q_SIGNALS:
    void revealRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateFonts();

    QString m_chapterTitle;
    QString m_revealKey;
    QString m_leaveKeys;
    QLabel* m_chapter = nullptr;
    QLabel* m_heading = nullptr;
    QLabel* m_explanation = nullptr;
    QPushButton* m_revealButton = nullptr;
    QLabel* m_footnote = nullptr;
};

} // namespace AttentionLab
