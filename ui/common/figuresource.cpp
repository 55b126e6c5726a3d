// SPDX-License-Identifier: GPL-3.0-or-later
#include "figuresource.h"

#include <QPainter>
#include <QWidget>

namespace AttentionLab {

WidgetFigure::WidgetFigure(QString id, std::function<QString()> title, QWidget* widget)
    : m_id(std::move(id))
    , m_title(std::move(title))
    , m_widget(widget)
{ }

QWidget* WidgetFigure::widget() const
{
    return m_widget;
}

QSize WidgetFigure::defaultSize() const
{
    if (!m_widget)
        return {};
    // A page that was never shown has not been laid out yet: its size hint is what it would get.
    const QSize size = m_widget->testAttribute(Qt::WA_WState_Created) && m_widget->isVisible()
        ? m_widget->size()
        : m_widget->sizeHint().expandedTo(m_widget->minimumSizeHint());
    return size.isValid() && !size.isEmpty() ? size : QSize(640, 480);
}

void WidgetFigure::render(QPainter* painter, const QSize& size) const
{
    if (!m_widget)
        return;
    const QSize own = defaultSize();
    painter->save();
    painter->scale(double(size.width()) / own.width(), double(size.height()) / own.height());
    if (m_widget->size() != own)
        m_widget->resize(own);
    m_widget->render(painter, QPoint(), QRegion(), QWidget::DrawWindowBackground | QWidget::DrawChildren);
    painter->restore();
}

} // namespace AttentionLab
