// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmapview.h"

#include "heatmapaccessible.h"
#include "heatmappainter.h"
#include "models/attentionmatrixmodel.h"

#include <QAccessible>
#include <QCoreApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStatusTipEvent>
#include <QToolTip>

namespace AttentionLab {

HeatmapView::HeatmapView(QWidget* parent)
    : QWidget(parent)
{
    // Before anything asks for this widget's accessible interface, which is then cached.
    installHeatmapAccessibility();
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_ownAccessibleName = tr("Attention heatmap");
    setAccessibleName(m_ownAccessibleName);
}

HeatmapView::~HeatmapView() = default;

void HeatmapView::setModel(AttentionMatrixModel* model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, &HeatmapView::invalidate);
        connect(m_model, &QAbstractItemModel::dataChanged, this, &HeatmapView::invalidate);
        connect(m_model, &QAbstractItemModel::headerDataChanged, this, &HeatmapView::invalidate);
        connectAccessibility();
    }
    invalidate();
    HeatmapAccessible::notifyModelReset(this);
}

void HeatmapView::connectAccessibility()
{
    // Screen readers keep their own copy of the table: tell them what changed.
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { HeatmapAccessible::notifyModelReset(this); });
    connect(m_model, &QAbstractItemModel::dataChanged, this,
            [this](const QModelIndex& topLeft, const QModelIndex& bottomRight) {
                HeatmapAccessible::notifyDataChanged(this, topLeft.row(), topLeft.column(), bottomRight.row(),
                                                     bottomRight.column());
            });
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, [this] {
        const int last = m_model->rowCount() - 1;
        HeatmapAccessible::notifyDataChanged(this, 0, 0, last, last);
    });
}

void HeatmapView::setColorScheme(ColorMap::Scheme scheme)
{
    if (scheme == m_scheme)
        return;
    m_scheme = scheme;
    invalidate();
}

void HeatmapView::setSentenceText(const QString& text)
{
    if (text == m_sentenceText)
        return;
    m_sentenceText = text;
    invalidate();
}

void HeatmapView::setTemperature(double temperature)
{
    if (temperature == m_temperature)
        return;
    m_temperature = temperature;
    invalidate();
}

void HeatmapView::setFixedScale(bool fixed)
{
    if (fixed == m_fixedScale)
        return;
    m_fixedScale = fixed;
    invalidate();
}

void HeatmapView::setQueryRow(int row)
{
    if (row == m_queryRow)
        return;
    m_queryRow = row;
    invalidate();
}

void HeatmapView::setValuesHidden(bool hidden)
{
    if (hidden == m_valuesHidden)
        return;
    m_valuesHidden = hidden;
    invalidate();
}

void HeatmapView::setPinnedRow(int row)
{
    m_pinnedRow = row;
    if (row >= 0)
        m_focusRow = row;
    update();
}

void HeatmapView::setChosenCell(int row, int column)
{
    m_chosenRow = row;
    m_chosenColumn = row < 0 ? -1 : column;
    update();
}

void HeatmapView::setMarks(const QList<Mark>& marks)
{
    m_marks = marks;
    update();
}

QString HeatmapView::describeCell(int row, int column) const
{
    if (!m_model)
        return {};
    if (!m_valuesHidden)
        return m_model->describeCell(row, column);
    if (row < 0 || column < 0 || row >= m_model->rowCount() || column >= m_model->columnCount())
        return {};
    //: A heatmap cell whose number is not shown yet (a question asks about it first).
    return tr("Attention “%1” gives “%2”")
        .arg(m_model->headerData(row, Qt::Vertical).toString(), m_model->headerData(column, Qt::Horizontal).toString());
}

void HeatmapView::describeFocusCell()
{
    if (m_model && m_model->rowCount() > 0)
        moveFocus(m_focusRow, m_focusColumn);
}

HeatmapPainter HeatmapView::makePainter() const
{
    HeatmapStyle style;
    style.font = font();
    style.text = palette().color(QPalette::WindowText);
    style.background = palette().color(QPalette::Base);
    style.highlight = palette().color(QPalette::Highlight);
    style.scheme = m_scheme;
    HeatmapFigure figure;
    if (m_model)
        figure = HeatmapFigure::fromModel(*m_model, m_sentenceText, m_temperature, m_fixedScale);
    figure.queryRow = m_queryRow;
    figure.hiddenValues = m_valuesHidden;
    if (m_valuesHidden)
        figure.title.clear(); // it would name the quantity the question asks about
    return HeatmapPainter(figure, style);
}

const HeatmapPainter& HeatmapView::painter() const
{
    // Shared by the paint, the page's note and the keyboard: each copy of the figure
    // copies the L x L matrix, 32 MB at 2,048 words.
    if (!m_painter)
        m_painter = std::make_unique<HeatmapPainter>(makePainter());
    return *m_painter;
}

void HeatmapView::invalidate()
{
    m_cacheValid = false;
    m_painter.reset();
    const int length = m_model ? m_model->rowCount() : 0;
    m_focusRow = std::clamp(m_focusRow, 0, std::max(0, length - 1));
    m_focusColumn = std::clamp(m_focusColumn, 0, std::max(0, length - 1));
    if (m_hoverRow >= length || m_hoverColumn >= length)
        m_hoverRow = m_hoverColumn = -1;
    // The description reads the focus cell, whose number may have changed.
    setAccessibleDescription(describeCell(m_focusRow, m_focusColumn));
    update();
}

void HeatmapView::ensureRendered()
{
    if (m_cacheValid)
        return;
    m_layout = painter().layout(size());
    const qreal ratio = devicePixelRatioF();
    m_cache = QPixmap((QSizeF(size()) * ratio).toSize());
    m_cache.setDevicePixelRatio(ratio);
    m_cache.fill(palette().color(QPalette::Base));
    QPainter painter(&m_cache);
    painter.setRenderHint(QPainter::Antialiasing);
    m_painter->paint(&painter, m_layout);
    m_cacheValid = true;
    ++m_renderCount;
}

QPoint HeatmapView::cellCenter(int row, int column) const
{
    const_cast<HeatmapView*>(this)->ensureRendered();
    return m_layout.cellRect(row, column).center().toPoint();
}

QRectF HeatmapView::cellRect(int row, int column) const
{
    const_cast<HeatmapView*>(this)->ensureRendered();
    return m_layout.cellRect(row, column);
}

bool HeatmapView::cellAt(const QPointF& point, int* row, int* column) const
{
    const_cast<HeatmapView*>(this)->ensureRendered();
    return m_layout.cellAt(point, row, column);
}

void HeatmapView::activateRow(int row)
{
    if (m_model && row >= 0 && row < m_model->rowCount())
        Q_EMIT rowActivated(row);
}

void HeatmapView::activateCell(int row, int column)
{
    if (!m_model || row < 0 || column < 0 || row >= m_model->rowCount() || column >= m_model->columnCount())
        return;
    moveFocus(row, column);
    activateRow(m_focusRow);
    Q_EMIT cellActivated(m_focusRow, m_focusColumn);
}

QSize HeatmapView::sizeHint() const
{
    return QSize(640, 560);
}

QSize HeatmapView::minimumSizeHint() const
{
    return QSize(240, 200);
}

bool HeatmapView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        ensureRendered();
        int row = -1;
        int column = -1;
        if (m_model && m_layout.cellAt(help->pos(), &row, &column)) {
            const QString text = describeCell(row, column);
            QToolTip::showText(help->globalPos(), text, this, m_layout.cellRect(row, column).toRect());
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

void HeatmapView::paintEvent(QPaintEvent*)
{
    ensureRendered();
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
    if (!m_painter)
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    m_painter->paintChoice(&painter, m_layout, m_chosenRow, m_chosenColumn);
    for (const Mark& mark : std::as_const(m_marks))
        m_painter->paintMark(&painter, m_layout, mark.row, mark.column, mark.text);
    m_painter->paintHover(&painter, m_layout, m_hoverRow, m_hoverColumn);
    if (hasFocus())
        m_painter->paintFocus(&painter, m_layout, m_focusRow, m_focusColumn);
}

void HeatmapView::resizeEvent(QResizeEvent* event)
{
    m_cacheValid = false;
    QWidget::resizeEvent(event);
}

void HeatmapView::mouseMoveEvent(QMouseEvent* event)
{
    ensureRendered();
    int row = -1;
    int column = -1;
    if (!m_layout.cellAt(event->position(), &row, &column))
        row = column = -1;
    if (row != m_hoverRow || column != m_hoverColumn) {
        m_hoverRow = row;
        m_hoverColumn = column;
        update();
    }
    QWidget::mouseMoveEvent(event);
}

void HeatmapView::mousePressEvent(QMouseEvent* event)
{
    ensureRendered();
    int row = -1;
    int column = -1;
    if (event->button() == Qt::LeftButton && m_layout.cellAt(event->position(), &row, &column)) {
        activateCell(row, column);
        return;
    }
    // A click on a row label activates that row too (not when the clicks stay in one row).
    const QPointF point = event->position();
    if (event->button() == Qt::LeftButton && m_pinnedRow < 0 && m_layout.rowLabelsRect.contains(point)
        && m_layout.cellSize > 0) {
        const int labelRow = static_cast<int>((point.y() - m_layout.gridRect.top()) / m_layout.cellSize);
        if (labelRow >= 0 && labelRow < m_layout.length) {
            activateRow(labelRow);
            Q_EMIT cellActivated(labelRow, -1);
            return;
        }
    }
    QWidget::mousePressEvent(event);
}

void HeatmapView::leaveEvent(QEvent* event)
{
    m_hoverRow = m_hoverColumn = -1;
    update();
    QWidget::leaveEvent(event);
}

void HeatmapView::keyPressEvent(QKeyEvent* event)
{
    const int length = m_model ? m_model->rowCount() : 0;
    if (length == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocus(m_focusRow, m_focusColumn - 1);
        break;
    case Qt::Key_Right:
        moveFocus(m_focusRow, m_focusColumn + 1);
        break;
    case Qt::Key_Up:
        moveFocus(m_focusRow - 1, m_focusColumn);
        break;
    case Qt::Key_Down:
        moveFocus(m_focusRow + 1, m_focusColumn);
        break;
    case Qt::Key_Home:
        moveFocus(m_focusRow, 0);
        break;
    case Qt::Key_End:
        moveFocus(m_focusRow, length - 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        activateCell(m_focusRow, m_focusColumn);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void HeatmapView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    if (m_model && m_model->rowCount() > 0)
        moveFocus(m_focusRow, m_focusColumn);
}

void HeatmapView::moveFocus(int row, int column)
{
    const int length = m_model ? m_model->rowCount() : 0;
    if (length == 0)
        return;
    m_focusRow = std::clamp(m_pinnedRow >= 0 ? m_pinnedRow : row, 0, length - 1);
    m_focusColumn = std::clamp(column, 0, length - 1);
    const QString description = describeCell(m_focusRow, m_focusColumn);
    setAccessibleDescription(description);
    // The main window shows status tips in its status bar.
    QStatusTipEvent tip(description);
    QCoreApplication::sendEvent(this, &tip);
    Q_EMIT focusCellChanged(m_focusRow, m_focusColumn, description);
    HeatmapAccessible::notifyFocusCell(this, m_focusRow, m_focusColumn);
    update();
}

void HeatmapView::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::LanguageChange:
        // A name the owner gave stays: the owner says it in the new language itself.
        if (accessibleName() == m_ownAccessibleName)
            setAccessibleName(tr("Attention heatmap"));
        m_ownAccessibleName = tr("Attention heatmap");
        invalidate();
        break;
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        invalidate();
        break;
    default:
        break;
    }
    QWidget::changeEvent(event);
}

} // namespace AttentionLab
