// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberscover.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace AttentionLab {

namespace {
QLabel* centredLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignCenter);
    return label;
}
} // namespace

NumbersCover::NumbersCover(QWidget* covered)
    : PageCover(covered)
{
    setObjectName(QStringLiteral("numbersCover"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 24, 24, 24);
    layout->addStretch(1);
    m_chapter = centredLabel(this, QStringLiteral("numbersCoverChapter"));
    layout->addWidget(m_chapter);
    layout->addSpacing(12);
    m_heading = centredLabel(this, QStringLiteral("numbersCoverHeading"));
    layout->addWidget(m_heading);
    m_explanation = centredLabel(this, QStringLiteral("numbersCoverExplanation"));
    layout->addWidget(m_explanation);
    layout->addSpacing(12);
    m_revealButton = new QPushButton(this);
    m_revealButton->setObjectName(QStringLiteral("numbersCoverReveal"));
    m_revealButton->setDefault(true);
    connect(m_revealButton, &QPushButton::clicked, this, &NumbersCover::revealRequested);
    layout->addWidget(m_revealButton, 0, Qt::AlignHCenter);
    layout->addSpacing(12);
    m_footnote = centredLabel(this, QStringLiteral("numbersCoverFootnote"));
    m_footnote->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_footnote);
    layout->addStretch(2);
    // Keyboard: the button is where the keys go while the page is covered (Space shows it).
    setFocusProxy(m_revealButton);
    updateFonts();
    retranslate();
}

void NumbersCover::setTexts(const QString& chapterTitle, const QString& revealKey, const QString& leaveKeys)
{
    m_chapterTitle = chapterTitle;
    m_revealKey = revealKey;
    m_leaveKeys = leaveKeys;
    retranslate();
}

QString NumbersCover::headingText() const
{
    return m_heading->text();
}

QString NumbersCover::explanationText() const
{
    return m_explanation->text();
}

void NumbersCover::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateFonts(); // the window's zoom
    QWidget::changeEvent(event);
}

void NumbersCover::updateFonts()
{
    // Sizes of their own do not follow the cover's font: set again from it. Read from the back of a room.
    QFont chapter = font();
    chapter.setBold(true);
    chapter.setPointSizeF(chapter.pointSizeF() * 1.6);
    m_chapter->setFont(chapter);
    QFont heading = font();
    heading.setPointSizeF(heading.pointSizeF() * 1.3);
    m_heading->setFont(heading);
}

void NumbersCover::retranslate()
{
    m_chapter->setText(m_chapterTitle);
    m_chapter->setVisible(!m_chapterTitle.isEmpty());
    m_heading->setText(tr("The numbers are hidden."));
    m_explanation->setText(tr("Ask the room what they expect to see, then show the chapter with its numbers."));
    m_revealButton->setText(m_revealKey.isEmpty() ? tr("Show the Numbers")
                                                  : tr("Show the Numbers (%1)").arg(m_revealKey));
    m_revealButton->setAccessibleDescription(m_heading->text() + QLatin1Char(' ') + m_explanation->text());
    m_footnote->setText(m_leaveKeys.isEmpty() ? QString() : tr("%1 leaves Present.").arg(m_leaveKeys));
    m_footnote->setVisible(!m_leaveKeys.isEmpty());
}

} // namespace AttentionLab
