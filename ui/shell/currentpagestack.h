// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStackedWidget>

namespace AttentionLab {

/// A QStackedWidget whose size follows the page on show only. QStackedLayout
/// asks every page for its size hints, so one edit made the window lay out the
/// word-wrapped texts of all eight chapters (QLabel does not cache rich-text
/// heights): a tenth of a second per pass once a long sentence changed them all.
class CurrentPageStack : public QStackedWidget
{
    Q_OBJECT
public:
    explicit CurrentPageStack(QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
};

} // namespace AttentionLab
