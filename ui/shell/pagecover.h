// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

namespace AttentionLab {

/// An opaque widget laid over another one whole (the chapter pages), hidden at
/// first: Predict First's question and Present's numbers cover. It follows the
/// covered widget's size and stays above pages added to it later.
class PageCover : public QWidget
{
    Q_OBJECT
public:
    /// Covers \a covered (its parent).
    explicit PageCover(QWidget* covered);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace AttentionLab
