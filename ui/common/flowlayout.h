// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLayout>
#include <QList>

namespace AttentionLab {

/// Lays its items out left to right (right to left in a right-to-left layout)
/// and wraps them into rows like words in a paragraph, so a row of answer
/// buttons, or of a page's controls, fits any width (a 1024 x 640 projector at 150 %)
/// without scrolling sideways.
class FlowLayout : public QLayout
{
    Q_OBJECT
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    /// Adds \a layout as one item: what it holds (a label and its field) stays together on a row.
    void addLayout(QLayout* layout);
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    /// Places the items in \a rect (only measures when \a apply is false); returns the height used.
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
};

} // namespace AttentionLab
