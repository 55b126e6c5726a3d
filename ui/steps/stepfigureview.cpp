// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepfigureview.h"

#include "accentcolour.h"
#include "oklab.h"

#include <QEvent>
#include <QPainter>

namespace AttentionLab {

namespace {
constexpr int Margin = 10;
constexpr int BlockGap = 28;
constexpr int CellPadding = 7;
constexpr int MaximumRowLabel = 170;
constexpr int MaximumColumnLabel = 90;
constexpr int Spacing = 6;
} // namespace

StepFigureView::StepFigureView(QWidget* parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void StepFigureView::setFigure(const StepFigure& figure)
{
    m_figure = figure;
    setAccessibleDescription(m_figure.toPlainText());
    invalidate();
    updateGeometry();
}

void StepFigureView::invalidate()
{
    m_cacheValid = false;
    update();
}

int StepFigureView::heightForWidth(int width) const
{
    return layOut(nullptr, width);
}

QSize StepFigureView::sizeHint() const
{
    const int blocks = std::max(1, static_cast<int>(m_figure.blocks.size()));
    const int width = std::max(640, 2 * Margin + blocks * widestTable() + (blocks - 1) * BlockGap);
    return QSize(width, heightForWidth(width));
}

QSize StepFigureView::minimumSizeHint() const
{
    return QSize(std::max(280, requiredWidth()), 80);
}

int StepFigureView::requiredWidth() const
{
    // Narrower than all blocks side by side, the blocks go one under the other (blocksPerRow).
    return 2 * Margin + widestTable();
}

int StepFigureView::widestTable() const
{
    int widest = 0;
    for (const StepBlock& block : m_figure.blocks) {
        for (const StepItem& item : block.items) {
            if (item.kind != StepItem::Kind::Table)
                continue;
            int label = 0;
            QList<int> columns;
            widest = std::max(widest, tableWidth(item.table, 0, &label, &columns));
        }
    }
    return widest;
}

int StepFigureView::blocksPerRow(int inner) const
{
    const int blocks = std::max(1, static_cast<int>(m_figure.blocks.size()));
    const int widest = widestTable();
    for (int perRow = blocks; perRow > 1; --perRow) {
        if (perRow * widest + (perRow - 1) * BlockGap <= inner)
            return perRow;
    }
    return 1;
}

int StepFigureView::tableWidth(const StepTable& table, int available, int* labelWidth, QList<int>* columnWidths) const
{
    const QFontMetrics metrics(font());
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics boldMetrics(bold);
    int label = 0;
    for (const QString& text : table.rowLabels)
        label = std::max(label, boldMetrics.horizontalAdvance(text));
    label = std::min(label, MaximumRowLabel) + 2 * CellPadding;
    int columns = static_cast<int>(table.columnLabels.size());
    for (const QStringList& row : table.cells)
        columns = std::max(columns, static_cast<int>(row.size()));
    QList<int> numbers(columns, 0);
    QList<int> headers(columns, 0);
    for (const QStringList& row : table.cells) {
        for (int c = 0; c < row.size(); ++c)
            numbers[c] = std::max(numbers[c], boldMetrics.horizontalAdvance(row.at(c)));
    }
    for (int c = 0; c < table.columnLabels.size(); ++c)
        headers[c] = std::min(metrics.horizontalAdvance(table.columnLabels.at(c)), MaximumColumnLabel);
    // Column labels get room first; when the block is too narrow (or when asked for the least
    // width, \a available <= 0) they are elided down to the numbers' width.
    int wide = label;
    int narrow = label;
    for (int c = 0; c < columns; ++c) {
        wide += std::max(numbers[c], headers[c]) + 2 * CellPadding;
        narrow += numbers[c] + 2 * CellPadding;
    }
    const bool fits = available > 0 && wide <= available;
    columnWidths->clear();
    for (int c = 0; c < columns; ++c)
        columnWidths->append((fits ? std::max(numbers[c], headers[c]) : numbers[c]) + 2 * CellPadding);
    const int total = fits ? wide : narrow;
    *labelWidth = label;
    return total;
}

int StepFigureView::layOut(QPainter* painter, int width) const
{
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    const QColor muted = accentcolour::blend(base, text, 0.62);
    const QColor rule = accentcolour::blend(base, text, 0.25);
    const QColor emphasis = accentcolour::blend(base, pal.color(QPalette::Highlight), 0.2);
    QFont normal = font();
    QFont bold = font();
    bold.setBold(true);
    QFont italic = font();
    italic.setItalic(true);
    QFont title = bold;
    title.setPointSizeF(font().pointSizeF() * 1.15);

    const auto paragraph = [&](const QFont& f, const QColor& colour, const QString& s, int x, int y, int w) {
        const QRect bounds
            = QFontMetrics(f).boundingRect(QRect(x, y, std::max(1, w), 100000), Qt::TextWordWrap | Qt::AlignLeft, s);
        if (painter) {
            painter->setFont(f);
            painter->setPen(colour);
            painter->drawText(QRect(x, y, std::max(1, w), bounds.height()), Qt::TextWordWrap | Qt::AlignLeft, s);
        }
        return bounds.height();
    };

    const int inner = std::max(1, width - 2 * Margin);
    int y = Margin;
    if (!m_figure.title.isEmpty())
        y += paragraph(title, text, m_figure.title, Margin, y, inner) + 2;
    if (!m_figure.caption.isEmpty())
        y += paragraph(normal, text, m_figure.caption, Margin, y, inner) + 2 * Spacing;

    const int perRow = blocksPerRow(inner);
    const int blockWidth = std::max(1, (inner - (perRow - 1) * BlockGap) / perRow);
    int bottom = y;
    const int rowHeight = QFontMetrics(bold).height() + 6;
    for (int b = 0; b < m_figure.blocks.size(); ++b) {
        const StepBlock& block = m_figure.blocks.at(b);
        if (b > 0 && b % perRow == 0)
            y = bottom + 2 * Spacing; // the next row of blocks starts under the tallest of this one
        const int x = Margin + (b % perRow) * (blockWidth + BlockGap);
        const QColor accent = block.sentenceIndex >= 0 ? accentcolour::sentence(block.sentenceIndex, base) : text;
        int by = y;
        if (!block.heading.isEmpty()) {
            by += paragraph(bold, accent, block.heading, x, by, blockWidth) + Spacing;
            if (painter && block.sentenceIndex >= 0)
                painter->fillRect(QRect(x, by - Spacing + 1, blockWidth, 2), accent);
            by += 2;
        }
        for (const StepItem& item : block.items) {
            switch (item.kind) {
            case StepItem::Kind::Text:
                by += paragraph(normal, text, item.text, x, by, blockWidth) + Spacing;
                break;
            case StepItem::Kind::Formula:
                by += paragraph(normal, text, item.text, x + 8, by, blockWidth - 8) + 3;
                break;
            case StepItem::Kind::Result:
                by += paragraph(title, accent, item.text, x + 8, by, blockWidth - 8) + Spacing;
                break;
            case StepItem::Kind::Note:
                by += paragraph(italic, muted, item.text, x, by, blockWidth) + Spacing;
                break;
            case StepItem::Kind::Table: {
                const StepTable& table = item.table;
                if (!table.title.isEmpty())
                    by += paragraph(normal, muted, table.title, x, by, blockWidth) + 3;
                int labelWidth = 0;
                QList<int> columns;
                tableWidth(table, blockWidth, &labelWidth, &columns);
                if (!table.columnLabels.isEmpty()) {
                    if (painter) {
                        painter->setFont(normal);
                        painter->setPen(muted);
                        int cx = x + labelWidth;
                        for (int c = 0; c < columns.size(); ++c) {
                            const QString label = QFontMetrics(normal).elidedText(table.columnLabels.value(c),
                                                                                  Qt::ElideRight, columns.at(c) - 4);
                            painter->drawText(QRect(cx, by, columns.at(c) - CellPadding, rowHeight),
                                              Qt::AlignRight | Qt::AlignVCenter, label);
                            cx += columns.at(c);
                        }
                        int total = labelWidth;
                        for (const int w : std::as_const(columns))
                            total += w;
                        painter->fillRect(QRect(x, by + rowHeight - 1, total, 1), rule);
                    }
                    by += rowHeight;
                }
                for (int r = 0; r < table.rowCount(); ++r) {
                    if (painter) {
                        int total = labelWidth;
                        for (const int w : std::as_const(columns))
                            total += w;
                        const bool emphasised = r == table.emphasisRow;
                        const double shade = table.rowShades.value(r, 0.0);
                        const int sentence = table.rowSentences.value(r, -1);
                        QColor fill = base;
                        if (emphasised)
                            fill = emphasis;
                        else if (shade > 0 && block.sentenceIndex >= 0)
                            fill = accentcolour::blend(base, accent, 0.05 + 0.4 * std::clamp(shade, 0.0, 1.0));
                        if (fill != base)
                            painter->fillRect(QRect(x, by, total, rowHeight), fill);
                        const QColor ink = fill == base ? text : oklab::readableTextOn(fill);
                        painter->setFont(emphasised ? bold : normal);
                        painter->setPen(sentence >= 0 ? accentcolour::sentence(sentence, fill) : ink);
                        const QString label
                            = QFontMetrics(painter->font())
                                  .elidedText(table.rowLabels.value(r), Qt::ElideRight, labelWidth - 2 * CellPadding);
                        painter->drawText(QRect(x + CellPadding, by, labelWidth - CellPadding, rowHeight),
                                          Qt::AlignLeft | Qt::AlignVCenter, label);
                        painter->setPen(ink);
                        int cx = x + labelWidth;
                        const QStringList& cells = table.cells.at(r);
                        for (int c = 0; c < columns.size(); ++c) {
                            painter->drawText(QRect(cx, by, columns.at(c) - CellPadding, rowHeight),
                                              Qt::AlignRight | Qt::AlignVCenter, cells.value(c));
                            cx += columns.at(c);
                        }
                    }
                    by += rowHeight;
                }
                by += Spacing;
                break;
            }
            }
        }
        bottom = std::max(bottom, by);
    }
    y = bottom + (m_figure.blocks.isEmpty() ? 0 : Spacing);
    for (const QString& note : m_figure.notes)
        y += paragraph(italic, muted, note, Margin, y, inner) + 2;
    return y + Margin;
}

void StepFigureView::paintEvent(QPaintEvent*)
{
    if (!m_cacheValid) {
        const qreal ratio = devicePixelRatioF();
        m_cache = QPixmap((QSizeF(size()) * ratio).toSize());
        m_cache.setDevicePixelRatio(ratio);
        m_cache.fill(palette().color(QPalette::Base));
        QPainter painter(&m_cache);
        painter.setRenderHint(QPainter::TextAntialiasing);
        layOut(&painter, width());
        m_cacheValid = true;
        ++m_renderCount;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_cache);
}

void StepFigureView::resizeEvent(QResizeEvent* event)
{
    m_cacheValid = false;
    QWidget::resizeEvent(event);
}

void StepFigureView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        invalidate();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

} // namespace AttentionLab
