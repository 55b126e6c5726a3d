// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QBoxLayout;

namespace AttentionLab {

/// Widgets side by side while the row is wide enough for all of them, one under the other
/// when it is not (a 1024 x 640 projector at Present's 150 %): the row never asks for more
/// width than its widest widget, so the page around it scrolls down rather than sideways.
class ReflowRow : public QWidget
{
public:
    explicit ReflowRow(QWidget* parent = nullptr);

    void addWidget(QWidget* widget, int stretch = 0);
    bool isSideBySide() const;

    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// The width the widgets need side by side.
    int sideBySideWidth() const;
    void reflow(int width);

    QBoxLayout* m_layout;
};

} // namespace AttentionLab
