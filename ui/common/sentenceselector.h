// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "zoomablecombobox.h"

class QLabel;

namespace AttentionLab {

class Workspace;

/// "Sentence 1: 苹果 发布 新 手机" in a combo box that follows the Workspace:
/// renamed as the sentence is typed, rebuilt (keeping the choice where it
/// can) when sentences are added, removed or moved, and hidden together with
/// its label while there is only one sentence to choose from.
class SentenceSelector : public ZoomableComboBox
{
    Q_OBJECT
public:
    explicit SentenceSelector(Workspace* workspace, QWidget* parent = nullptr);

    /// Shown and hidden together with the selector.
    void setLabel(QLabel* label);
    /// The chosen sentence, always a valid index.
    int sentenceIndex() const;

Q_SIGNALS:
    /// The user chose a sentence, or the sentences changed under the choice.
    void sentenceChosen(int index);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    QString itemText(int index) const;

    Workspace* m_workspace;
    QLabel* m_label = nullptr;
};

} // namespace AttentionLab
