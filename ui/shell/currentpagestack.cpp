// SPDX-License-Identifier: GPL-3.0-or-later
#include "currentpagestack.h"

namespace AttentionLab {

CurrentPageStack::CurrentPageStack(QWidget* parent)
    : QStackedWidget(parent)
{
    // The new page brings its own size: let the window ask again.
    connect(this, &QStackedWidget::currentChanged, this, &QWidget::updateGeometry);
}

QSize CurrentPageStack::sizeHint() const
{
    const QWidget* page = currentWidget();
    return page ? page->sizeHint().expandedTo(page->minimumSizeHint()) : QStackedWidget::sizeHint();
}

QSize CurrentPageStack::minimumSizeHint() const
{
    const QWidget* page = currentWidget();
    return page ? page->minimumSizeHint() : QStackedWidget::minimumSizeHint();
}

bool CurrentPageStack::hasHeightForWidth() const
{
    const QWidget* page = currentWidget();
    return page && page->hasHeightForWidth();
}

int CurrentPageStack::heightForWidth(int width) const
{
    const QWidget* page = currentWidget();
    return page ? page->heightForWidth(width) : -1;
}

} // namespace AttentionLab
