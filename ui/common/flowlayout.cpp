// SPDX-License-Identifier: GPL-3.0-or-later
#include "flowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace AttentionLab {

FlowLayout::FlowLayout(QWidget* parent)
    : QLayout(parent)
{ }

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

void FlowLayout::addLayout(QLayout* layout)
{
    addChildLayout(layout);
    addItem(layout);
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As wide as the widest item: narrower, that one would be cut off.
    QSize size;
    for (const QLayoutItem* item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One row, as wide as it needs, is what the layout would like.
    int width = 0;
    int height = 0;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width() + (width > 0 ? spacing() : 0);
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return QSize(width + margins.left() + margins.right(), height + margins.top() + margins.bottom());
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    int x = area.x();
    int y = area.y();
    int rowHeight = 0;
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        QSize size
            = item->sizeHint().boundedTo(QSize(std::max(area.width(), item->minimumSize().width()), QWIDGETSIZE_MAX));
        const bool wraps = item->hasHeightForWidth(); // a word-wrapped label: as tall as its width needs
        const int rest = area.x() + area.width() - x;
        const bool fits = wraps ? rest >= std::max(item->minimumSize().width(), size.width() / 2)
                                : x + size.width() <= area.right() + 1;
        if (x > area.x() && !fits) {
            x = area.x();
            y += rowHeight + gap;
            rowHeight = 0;
        }
        if (wraps) {
            // The rest of the row, as a stretched label has in a row of controls.
            size.setWidth(std::max(area.x() + area.width() - x, item->minimumSize().width()));
            size.setHeight(item->heightForWidth(size.width()));
        }
        if (apply)
            item->setGeometry(QStyle::visualRect(parentWidget() ? parentWidget()->layoutDirection() : Qt::LeftToRight,
                                                 area, QRect(QPoint(x, y), size)));
        x += size.width() + gap;
        rowHeight = std::max(rowHeight, size.height());
    }
    const QMargins margins = contentsMargins();
    return y + rowHeight - rect.y() + margins.bottom();
}

} // namespace AttentionLab
