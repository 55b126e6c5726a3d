// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace AttentionLab {

/// The line of words under a sentence in the sentence bar: a word-wrapped rich-text
/// QLabel that takes the width it is given. QLabel works out its size hints by
/// laying its text out again and again in search of a pleasing shape (a third of
/// the time a file of sixteen long sentences took to open); this line is as wide as
/// the bar, and the layouts ask for its height at that width (heightForWidth), one layout.
class WordLine : public QLabel
{
    Q_OBJECT
public:
    explicit WordLine(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
};

} // namespace AttentionLab
