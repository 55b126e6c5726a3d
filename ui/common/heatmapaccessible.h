// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>
#include <QHash>

namespace AttentionLab {

class HeatmapView;

/// Installs the factory that gives every HeatmapView a HeatmapAccessible.
/// Safe to call more than once.
void installHeatmapAccessibility();

/// The heatmap as a screen reader sees it: a table of L × L cells whose rows
/// and columns are headed by the words. A cell's name is the model's tooltip
/// (『苹果』分给『手机』的注意力：0.21), its value the number. Children are the
/// cells row by row (index row * L + column), then the column headers, then
/// the row headers. The keyboard focus cell is the one selected cell.
class HeatmapAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit HeatmapAccessible(HeatmapView* view);
    ~HeatmapAccessible() override;

    HeatmapView* view() const;

    // QAccessibleInterface
    QAccessible::Role role() const override;
    QAccessibleInterface* child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    void* interface_cast(QAccessible::InterfaceType type) override;

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override;
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override;
    QString rowDescription(int row) const override;
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

    /// Child index of cell (row, column) in a table of \a length words.
    static int cellIndex(int row, int column, int length) { return row * length + column; }
    QAccessibleInterface* columnHeader(int column) const;
    QAccessibleInterface* rowHeader(int row) const;

    /// Where the view's events go: QAccessible::updateAccessibility, which drops
    /// them unless a platform bridge (AT-SPI) is active. The offscreen platform
    /// has none, so tests listen here. Returns the previous sink.
    using EventSink = void (*)(QAccessibleEvent* event);
    static EventSink setEventSink(EventSink sink);
    /// The events the view sends.
    static void notifyFocusCell(HeatmapView* view, int row, int column);
    static void notifyModelReset(HeatmapView* view);
    static void notifyDataChanged(HeatmapView* view, int firstRow, int firstColumn, int lastRow, int lastColumn);

private:
    int length() const;
    /// The cached child interface for \a index, created and registered on first use.
    QAccessibleInterface* cachedChild(int index) const;
    void dropChildren() const;

    mutable QHash<int, QAccessible::Id> m_childIds;
    mutable int m_cachedLength = 0;
};

} // namespace AttentionLab
