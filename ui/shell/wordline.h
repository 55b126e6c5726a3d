// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace AttentionLab {

/// The line of words under a sentence in the sentence bar: a word-wrapped rich-text
/// QLabel that takes the width it is given. QLabel works out its size hints by
/// laying its text out again and again in search of a pleasing shape (a third of
/// the time a file of sixteen long sentences took to open); this line is as wide as
/// the bar, and the layouts ask for its height at that width (heightForWidth), one layout.
///
/// Working out the bar's minimum size, the layouts also ask for the height at the narrowest
/// widths a row could have (20 and 150 px): a word per line, 2 ms each, 66 of the 85 ms that
/// sixteen long sentences spent in heightForWidth. Below NarrowestMeasured characters' width the
/// line answers with the height at that width (the bar is never that narrow in a window), and
/// it keeps the last few answers until its text or font changes.
class WordLine : public QLabel
{
    Q_OBJECT
public:
    /// Heights for narrower widths are those at this many average characters' width.
    static constexpr int NarrowestMeasured = 30;

    explicit WordLine(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    int heightForWidth(int width) const override;

private:
    static constexpr int KeptHeights = 4;
    mutable QString m_measuredText; ///< the text and font m_heights are for
    mutable QFont m_measuredFont;
    mutable QList<QPair<int, int>> m_heights; ///< (width, height), the latest last
};

} // namespace AttentionLab
