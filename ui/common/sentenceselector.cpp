// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentenceselector.h"

#include "shortenedtext.h"
#include "workspace.h"

#include <QEvent>
#include <QLabel>
#include <QSignalBlocker>

#include <algorithm>

namespace AttentionLab {

SentenceSelector::SentenceSelector(Workspace* workspace, QWidget* parent)
    : ZoomableComboBox(parent)
    , m_workspace(workspace)
{
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setMaximumWidth(360);
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0)
            Q_EMIT sentenceChosen(index);
    });
    connect(m_workspace, &Workspace::sentencesReset, this, &SentenceSelector::rebuild);
    connect(m_workspace, &Workspace::sentenceWordsChanged, this,
            [this](int index) { setItemText(index, itemText(index)); });
    rebuild();
}

void SentenceSelector::setLabel(QLabel* label)
{
    m_label = label;
    m_label->setBuddy(this);
    m_label->setVisible(m_workspace->sentenceCount() > 1);
}

int SentenceSelector::sentenceIndex() const
{
    return std::clamp(currentIndex(), 0, m_workspace->sentenceCount() - 1);
}

void SentenceSelector::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        const QSignalBlocker blocker(this);
        for (int i = 0; i < count(); ++i)
            setItemText(i, itemText(i));
    }
    ZoomableComboBox::changeEvent(event);
}

void SentenceSelector::rebuild()
{
    const int previous = currentIndex();
    {
        const QSignalBlocker blocker(this);
        clear();
        for (int i = 0; i < m_workspace->sentenceCount(); ++i)
            addItem(itemText(i));
        setCurrentIndex(std::clamp(previous, 0, m_workspace->sentenceCount() - 1));
    }
    const bool several = m_workspace->sentenceCount() > 1;
    setVisible(several);
    if (m_label)
        m_label->setVisible(several);
    // The same index may now name another sentence: the page must look again.
    Q_EMIT sentenceChosen(sentenceIndex());
}

QString SentenceSelector::itemText(int index) const
{
    return tr("Sentence %1: %2").arg(index + 1).arg(shortenedText(m_workspace->sentence(index).text, 60));
}

} // namespace AttentionLab
