// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmapaccessible.h"

#include "accessibleparts.h"
#include "heatmapview.h"
#include "models/attentionmatrixmodel.h"
#include "numberformat.h"

#include <QPointer>

#include <utility>

namespace AttentionLab {

namespace {

/// One cell or one word heading of the heatmap. Cells have no QObject of
/// their own, so these live in QAccessible's registry, owned by the table.
class HeatmapPartAccessible : public AccessiblePart,
                              public QAccessibleTableCellInterface,
                              public QAccessibleActionInterface
{
public:
    enum class Kind
    {
        Cell,
        ColumnHeader,
        RowHeader,
    };

    HeatmapPartAccessible(HeatmapView* view, Kind kind, int row, int column)
        : m_view(view)
        , m_kind(kind)
        , m_row(row)
        , m_column(column)
    { }

    Kind kind() const { return m_kind; }

    bool isValid() const override
    {
        const AttentionMatrixModel* model = m_view ? m_view->model() : nullptr;
        return model && m_row < model->rowCount() && m_column < model->columnCount();
    }

    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        const AttentionMatrixModel* model = m_view->model();
        switch (m_kind) {
        case Kind::Cell:
            if (t == QAccessible::Name)
                return m_view->describeCell(m_row, m_column);
            if (t == QAccessible::Value && !m_view->valuesHidden())
                return numberformat::value(model->values()(m_row, m_column));
            return {};
        case Kind::ColumnHeader:
        case Kind::RowHeader: {
            const int section = m_kind == Kind::ColumnHeader ? m_column : m_row;
            const auto orientation = m_kind == Kind::ColumnHeader ? Qt::Horizontal : Qt::Vertical;
            if (t == QAccessible::Name)
                return model->headerData(section, orientation).toString();
            if (t == QAccessible::Description)
                return model->headerData(section, orientation, Qt::ToolTipRole).toString();
            return {};
        }
        }
        return {};
    }

    QRect rect() const override
    {
        if (!isValid())
            return {};
        QRectF area = m_view->cellRect(m_row, m_column);
        const HeatmapLayout& layout = m_view->currentLayout();
        if (m_kind == Kind::ColumnHeader)
            area = QRectF(area.left(), layout.columnLabelsRect.top(), area.width(), layout.columnLabelsRect.height());
        else if (m_kind == Kind::RowHeader)
            area = QRectF(layout.rowLabelsRect.left(), area.top(), layout.rowLabelsRect.width(), area.height());
        const QRect local = area.toAlignedRect();
        return QRect(m_view->mapToGlobal(local.topLeft()), local.size());
    }

    QAccessible::Role role() const override
    {
        switch (m_kind) {
        case Kind::ColumnHeader:
            return QAccessible::ColumnHeader;
        case Kind::RowHeader:
            return QAccessible::RowHeader;
        case Kind::Cell:
            break;
        }
        return QAccessible::Cell;
    }

    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.readOnly = true;
        if (m_kind == Kind::Cell) {
            state.focusable = true;
            state.selectable = true;
            const bool current = m_view->focusRow() == m_row && m_view->focusColumn() == m_column;
            state.selected = current;
            state.focused = current && m_view->hasFocus();
            // A question's answer: the chosen cell (or every cell of the chosen row) is checked.
            state.checkable = m_view->valuesHidden();
            state.checked
                = m_view->chosenRow() == m_row && (m_view->chosenColumn() < 0 || m_view->chosenColumn() == m_column);
        }
        return state;
    }

    void* interface_cast(QAccessible::InterfaceType type) override
    {
        if (m_kind != Kind::Cell)
            return nullptr;
        if (type == QAccessible::TableCellInterface)
            return static_cast<QAccessibleTableCellInterface*>(this);
        if (type == QAccessible::ActionInterface)
            return static_cast<QAccessibleActionInterface*>(this);
        return nullptr;
    }

    // QAccessibleTableCellInterface
    bool isSelected() const override { return state().selected; }
    QList<QAccessibleInterface*> columnHeaderCells() const override
    {
        return headers(heatmap() ? heatmap()->columnHeader(m_column) : nullptr);
    }
    QList<QAccessibleInterface*> rowHeaderCells() const override
    {
        return headers(heatmap() ? heatmap()->rowHeader(m_row) : nullptr);
    }
    int columnIndex() const override { return m_column; }
    int rowIndex() const override { return m_row; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

    // QAccessibleActionInterface: pressing a cell makes its row's word the query word.
    QStringList actionNames() const override { return { pressAction(), setFocusAction() }; }
    void doAction(const QString& name) override
    {
        if (!isValid())
            return;
        if (name == setFocusAction() || name == pressAction())
            m_view->setFocus(Qt::OtherFocusReason);
        if (name == setFocusAction())
            m_view->setFocusCell(m_row, m_column);
        else if (name == pressAction())
            m_view->activateCell(m_row, m_column);
    }
    QStringList keyBindingsForAction(const QString& name) const override
    {
        if (name == pressAction())
            return { QStringLiteral("Return"), QStringLiteral("Space") };
        return {};
    }

protected:
    QWidget* owner() const override { return m_view.data(); }

private:
    HeatmapAccessible* heatmap() const { return dynamic_cast<HeatmapAccessible*>(parent()); }
    static QList<QAccessibleInterface*> headers(QAccessibleInterface* header)
    {
        return header ? QList<QAccessibleInterface*> { header } : QList<QAccessibleInterface*> {};
    }

    QPointer<HeatmapView> m_view;
    Kind m_kind;
    int m_row;
    int m_column;
};

HeatmapAccessible::EventSink eventSink = &QAccessible::updateAccessibility;

} // namespace

void installHeatmapAccessibility()
{
    installAccessibleFactory<HeatmapView, HeatmapAccessible>();
}

HeatmapAccessible::HeatmapAccessible(HeatmapView* view)
    : QAccessibleWidget(view, QAccessible::Table)
{ }

QAccessible::Role HeatmapAccessible::role() const
{
    return QAccessible::Table;
}

HeatmapAccessible::~HeatmapAccessible()
{
    dropChildren();
}

HeatmapView* HeatmapAccessible::view() const
{
    return static_cast<HeatmapView*>(widget());
}

int HeatmapAccessible::length() const
{
    const AttentionMatrixModel* model = view()->model();
    return model ? model->rowCount() : 0;
}

int HeatmapAccessible::rowCount() const
{
    return length();
}

int HeatmapAccessible::columnCount() const
{
    return length();
}

int HeatmapAccessible::childCount() const
{
    const int l = length();
    return l * l + 2 * l;
}

QAccessibleInterface* HeatmapAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    return cachedChild(index);
}

QAccessibleInterface* HeatmapAccessible::cachedChild(int index) const
{
    // Qt hands table model changes to modelChange() only while a screen reader
    // is active, so a new length is also noticed here: it renumbers every child.
    if (length() != m_cachedLength) {
        dropChildren();
        m_cachedLength = length();
    }
    if (const auto found = m_childIds.constFind(index); found != m_childIds.constEnd())
        return QAccessible::accessibleInterface(*found);
    const int l = length();
    using Kind = HeatmapPartAccessible::Kind;
    QAccessibleInterface* part = nullptr;
    if (index < l * l)
        part = new HeatmapPartAccessible(view(), Kind::Cell, index / l, index % l);
    else if (index < l * l + l)
        part = new HeatmapPartAccessible(view(), Kind::ColumnHeader, 0, index - l * l);
    else
        part = new HeatmapPartAccessible(view(), Kind::RowHeader, index - l * l - l, 0);
    m_childIds.insert(index, QAccessible::registerAccessibleInterface(part));
    return part;
}

int HeatmapAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    const auto* part = dynamic_cast<const HeatmapPartAccessible*>(child);
    if (!part || !part->isValid())
        return -1;
    auto* cell = const_cast<HeatmapPartAccessible*>(part);
    const int l = length();
    switch (part->kind()) {
    case HeatmapPartAccessible::Kind::Cell:
        return cellIndex(cell->rowIndex(), cell->columnIndex(), l);
    case HeatmapPartAccessible::Kind::ColumnHeader:
        return l * l + cell->columnIndex();
    case HeatmapPartAccessible::Kind::RowHeader:
        return l * l + l + cell->rowIndex();
    }
    return -1;
}

QAccessibleInterface* HeatmapAccessible::childAt(int x, int y) const
{
    const QPoint local = view()->mapFromGlobal(QPoint(x, y));
    int row = -1;
    int column = -1;
    if (length() > 0 && view()->cellAt(local, &row, &column))
        return cellAt(row, column);
    return nullptr;
}

QAccessibleInterface* HeatmapAccessible::focusChild() const
{
    if (!view()->hasFocus() || length() == 0)
        return nullptr;
    return cellAt(view()->focusRow(), view()->focusColumn());
}

void* HeatmapAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::TableInterface)
        return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(type);
}

QAccessibleInterface* HeatmapAccessible::cellAt(int row, int column) const
{
    const int l = length();
    if (row < 0 || column < 0 || row >= l || column >= l)
        return nullptr;
    return cachedChild(cellIndex(row, column, l));
}

QAccessibleInterface* HeatmapAccessible::columnHeader(int column) const
{
    const int l = length();
    return column >= 0 && column < l ? cachedChild(l * l + column) : nullptr;
}

QAccessibleInterface* HeatmapAccessible::rowHeader(int row) const
{
    const int l = length();
    return row >= 0 && row < l ? cachedChild(l * l + l + row) : nullptr;
}

int HeatmapAccessible::selectedCellCount() const
{
    return length() > 0 ? 1 : 0;
}

QList<QAccessibleInterface*> HeatmapAccessible::selectedCells() const
{
    if (length() == 0)
        return {};
    return { cellAt(view()->focusRow(), view()->focusColumn()) };
}

QString HeatmapAccessible::columnDescription(int column) const
{
    const AttentionMatrixModel* model = view()->model();
    return model ? model->headerData(column, Qt::Horizontal).toString() : QString();
}

QString HeatmapAccessible::rowDescription(int row) const
{
    const AttentionMatrixModel* model = view()->model();
    return model ? model->headerData(row, Qt::Vertical).toString() : QString();
}

void HeatmapAccessible::modelChange(QAccessibleTableModelChangeEvent* event)
{
    // Cells read the model when asked, so changed numbers need nothing here;
    // a new sentence renumbers every child.
    if (event->modelChangeType() != QAccessibleTableModelChangeEvent::DataChanged)
        dropChildren();
}

void HeatmapAccessible::dropChildren() const
{
    for (const QAccessible::Id id : std::as_const(m_childIds))
        QAccessible::deleteAccessibleInterface(id);
    m_childIds.clear();
}

} // namespace AttentionLab

namespace AttentionLab {

HeatmapAccessible::EventSink HeatmapAccessible::setEventSink(EventSink sink)
{
    return std::exchange(eventSink, sink);
}

void HeatmapAccessible::notifyFocusCell(HeatmapView* view, int row, int column)
{
    if (!view->hasFocus() || !view->model())
        return;
    QAccessibleEvent focus(view, QAccessible::Focus);
    focus.setChild(cellIndex(row, column, view->model()->rowCount()));
    eventSink(&focus);
}

void HeatmapAccessible::notifyModelReset(HeatmapView* view)
{
    QAccessibleTableModelChangeEvent reset(view, QAccessibleTableModelChangeEvent::ModelReset);
    eventSink(&reset);
}

void HeatmapAccessible::notifyDataChanged(HeatmapView* view, int firstRow, int firstColumn, int lastRow, int lastColumn)
{
    QAccessibleTableModelChangeEvent changed(view, QAccessibleTableModelChangeEvent::DataChanged);
    changed.setFirstRow(firstRow);
    changed.setFirstColumn(firstColumn);
    changed.setLastRow(lastRow);
    changed.setLastColumn(lastColumn);
    eventSink(&changed);
}

} // namespace AttentionLab
