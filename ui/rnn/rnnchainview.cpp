// SPDX-License-Identifier: GPL-3.0-or-later
#include "rnnchainview.h"
#include "numberformat.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {
constexpr qreal Margin = 8;
constexpr qreal ArrowHead = 6;
} // namespace

RnnChainView::RnnChainView(QWidget* parent)
    : SequencePictureView(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    updateAccessibility();
}

void RnnChainView::setSentence(const QStringList& words, const Eigen::MatrixXd& states)
{
    m_words = words;
    m_states = states;
    m_step = std::clamp(m_step, 0, length());
    updateAccessibility();
    invalidate();
}

void RnnChainView::setStep(int step)
{
    step = std::clamp(step, 0, length());
    if (step == m_step)
        return;
    m_step = step;
    updateAccessibility();
    invalidate();
}

RnnChainView::VisibleRange RnnChainView::visibleRange(int length, int step, int availableWidth, int cellWidth, int gap)
{
    if (length <= 0)
        return {};
    const int fitting = std::max(1, (availableWidth + gap) / std::max(1, cellWidth + gap));
    const int count = std::min(fitting, length);
    if (count == length)
        return { 0, length };
    const int current = std::clamp(step - 1, 0, length - 1);
    return { std::clamp(current - count / 2, 0, length - count), count };
}

RnnChainView::VisibleRange RnnChainView::visibleRange() const
{
    return geometry().range;
}

QString RnnChainView::stateLabel(int word)
{
    QString label = QStringLiteral("h");
    for (const QChar digit : QString::number(word + 1))
        label.append(QChar(0x2080 + digit.digitValue())); // subscript digits ₀..₉
    return label;
}

qreal RnnChainView::contentHeight() const
{
    const qreal line = fontMetrics().height();
    const qreal bars = std::max<qreal>(40, 2.4 * line);
    return Margin + line + 4 + bars + line + 6 + 2 * line + Margin;
}

RnnChainView::Geometry RnnChainView::geometry() const
{
    Geometry g;
    const QFontMetricsF metrics(font());
    g.lineHeight = metrics.height();
    g.gap = std::max<qreal>(24, 1.6 * g.lineHeight);
    // Room on the left for "h₀ = 0" or "…", on the right for the last arrow.
    const qreal leftInset = metrics.horizontalAdvance(QStringLiteral("h₀ = 0")) + g.gap;
    const qreal rightInset = g.gap;
    const qreal available = width() - 2 * Margin - leftInset - rightInset;
    const qreal minimumCell = 3.5 * g.lineHeight;
    const qreal maximumCell = 7 * g.lineHeight;
    g.range = visibleRange(length(), m_step, static_cast<int>(available), static_cast<int>(std::ceil(minimumCell)),
                           static_cast<int>(g.gap));
    const int count = std::max(1, g.range.count);
    g.cellWidth = std::clamp((available - (count - 1) * g.gap) / count, 1.0, maximumCell);
    const qreal chainWidth = count * g.cellWidth + (count - 1) * g.gap;
    g.chainLeft = Margin + leftInset + std::max<qreal>(0, (available - chainWidth) / 2);

    const qreal top = std::max<qreal>(0, (height() - contentHeight()) / 2) + Margin;
    g.captionTop = top;
    g.barsTop = g.captionTop + g.lineHeight + 4;
    g.barsHeight = std::max<qreal>(40, 2.4 * g.lineHeight);
    g.labelTop = g.barsTop + g.barsHeight;
    g.cellTop = g.labelTop + g.lineHeight + 6;
    g.cellHeight = 2 * g.lineHeight;
    return g;
}

QRectF RnnChainView::cellRect(int word) const
{
    const Geometry g = geometry();
    if (!g.range.contains(word))
        return {};
    return QRectF(g.cellLeft(word), g.cellTop, g.cellWidth, g.cellHeight);
}

QSize RnnChainView::sizeHint() const
{
    return QSize(520, static_cast<int>(std::ceil(contentHeight())));
}

QSize RnnChainView::minimumSizeHint() const
{
    return QSize(220, static_cast<int>(std::ceil(contentHeight())));
}

void RnnChainView::render(QPainter* painter)
{
    paintChain(painter, geometry());
}

void RnnChainView::paintChain(QPainter* painter, const Geometry& g) const
{
    const QFontMetricsF metrics(font());
    if (length() == 0) {
        painter->setPen(colours().mutedText);
        painter->drawText(rect(), Qt::AlignCenter, tr("No words to read."));
        return;
    }

    // Caption: what the bars are, and which part of a long sentence is on screen.
    const QRectF caption(Margin, g.captionTop, width() - 2 * Margin, g.lineHeight);
    painter->setPen(colours().mutedText);
    QString legend
        = tr("Bars: the state %1 after each word (%2 numbers)").arg(QStringLiteral("hₜ")).arg(m_states.cols());
    if (g.range.count < length()) {
        const QString window = tr("Words %1–%2 of %3").arg(g.range.first + 1).arg(g.range.end()).arg(length());
        painter->drawText(caption, Qt::AlignRight | Qt::AlignVCenter, window);
        legend = metrics.elidedText(legend, Qt::ElideRight,
                                    caption.width() - metrics.horizontalAdvance(window) - 2 * g.lineHeight);
    }
    painter->drawText(caption, Qt::AlignLeft | Qt::AlignVCenter, legend);

    const qreal arrowY = g.cellTop + g.cellHeight / 2;
    const QPen passedPen(colours().text, 1.5);
    const QPen carryingPen(colours().recurrent, 3);
    QPen futurePen(colours().line, 1.2, Qt::DashLine);
    // The arrow into word t carries h_{t-1}: already used once word t is read, being
    // carried when word t is the next to read, not yet there after that.
    auto penInto = [&](int word) -> const QPen& {
        if (word < m_step)
            return passedPen;
        return word == m_step ? carryingPen : futurePen;
    };

    // Into the first cell on screen: the initial state, or the words scrolled away.
    const qreal firstLeft = g.cellLeft(g.range.first);
    const QString start = g.range.first == 0 ? QStringLiteral("h₀ = 0") : QStringLiteral("…");
    const qreal startWidth = metrics.horizontalAdvance(start);
    painter->setPen(colours().mutedText);
    painter->drawText(QRectF(firstLeft - g.gap - startWidth - 4, arrowY - g.lineHeight / 2, startWidth, g.lineHeight),
                      Qt::AlignRight | Qt::AlignVCenter, start);
    paintArrow(painter, QPointF(firstLeft - g.gap, arrowY), QPointF(firstLeft - 3, arrowY), penInto(g.range.first));

    for (int word = g.range.first; word < g.range.end(); ++word) {
        const qreal left = g.cellLeft(word);
        const bool read = word < m_step;
        const bool current = word == m_step - 1;

        const QRectF bars(left + 0.08 * g.cellWidth, g.barsTop, 0.84 * g.cellWidth, g.barsHeight);
        painter->setPen(QPen(colours().line, 1));
        painter->drawLine(QPointF(bars.left(), bars.center().y()), QPointF(bars.right(), bars.center().y()));
        if (read)
            paintStateBars(painter, bars, word, current);

        QFont labelFont = font();
        labelFont.setBold(current);
        painter->setFont(labelFont);
        painter->setPen(read ? colours().text : colours().mutedText);
        painter->drawText(QRectF(left, g.labelTop, g.cellWidth, g.lineHeight), Qt::AlignCenter, stateLabel(word));
        painter->setFont(font());

        const QRectF cell(left, g.cellTop, g.cellWidth, g.cellHeight);
        QColor textColour = colours().mutedText;
        if (current) {
            painter->setPen(QPen(colours().highlight, 2));
            painter->setBrush(colours().highlight);
            textColour = colours().highlightedText;
        } else if (read) {
            painter->setPen(QPen(colours().text, 1));
            painter->setBrush(palette().color(QPalette::AlternateBase));
            textColour = colours().text;
        } else {
            painter->setPen(QPen(colours().line, 1));
            painter->setBrush(Qt::NoBrush);
        }
        painter->drawRoundedRect(cell.adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
        painter->setBrush(Qt::NoBrush);
        painter->setPen(textColour);
        painter->drawText(cell.adjusted(4, 0, -4, 0), Qt::AlignCenter,
                          metrics.elidedText(m_words.at(word), Qt::ElideRight, g.cellWidth - 8));

        // Out of this cell, into the next one (or off screen).
        const qreal right = left + g.cellWidth;
        if (word + 1 < length()) {
            const qreal end = word + 1 < g.range.end()
                ? right + g.gap - 3
                : right + g.gap - metrics.horizontalAdvance(QStringLiteral("…")) - 4;
            paintArrow(painter, QPointF(right + 3, arrowY), QPointF(end, arrowY), penInto(word + 1));
        }
    }
    if (g.range.end() < length()) {
        const qreal right = g.cellLeft(g.range.end() - 1) + g.cellWidth;
        painter->setPen(colours().mutedText);
        painter->drawText(QRectF(right + g.gap - metrics.horizontalAdvance(QStringLiteral("…")) - 2,
                                 arrowY - g.lineHeight / 2, g.gap, g.lineHeight),
                          Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("…"));
    }
}

void RnnChainView::paintStateBars(QPainter* painter, const QRectF& rect, int word, bool current) const
{
    const Eigen::Index count = m_states.cols();
    if (count == 0 || word >= m_states.rows())
        return;
    QColor colour = colours().recurrent;
    // Earlier states stay visible but step back, so the eye follows the one being passed on.
    if (!current)
        colour.setAlphaF(0.45f);
    const qreal slot = rect.width() / static_cast<qreal>(count);
    const qreal barWidth = std::max<qreal>(1, slot - std::min<qreal>(2, slot / 4));
    const qreal zero = rect.center().y();
    const qreal half = rect.height() / 2;
    for (Eigen::Index i = 0; i < count; ++i) {
        // tanh keeps every number of the state in (-1, 1): full height is 1.
        const double value = std::clamp(m_states(word, i), -1.0, 1.0);
        const qreal x = rect.left() + static_cast<qreal>(i) * slot + (slot - barWidth) / 2;
        const qreal h = std::max<qreal>(1, std::abs(value) * half);
        painter->fillRect(QRectF(x, value >= 0 ? zero - h : zero, barWidth, h), colour);
    }
}

void RnnChainView::paintArrow(QPainter* painter, QPointF from, QPointF to, const QPen& pen) const
{
    if (to.x() - from.x() < 2 * ArrowHead)
        return;
    painter->setPen(pen);
    painter->drawLine(from, QPointF(to.x() - ArrowHead, to.y()));
    QPainterPath head;
    const qreal size = ArrowHead + pen.widthF();
    head.moveTo(to);
    head.lineTo(to.x() - size, to.y() - size / 2);
    head.lineTo(to.x() - size, to.y() + size / 2);
    head.closeSubpath();
    painter->fillPath(head, pen.color());
}

bool RnnChainView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        // The numbers behind the bars of the cell under the mouse.
        const auto* help = static_cast<QHelpEvent*>(event);
        const Geometry g = geometry();
        for (int word = g.range.first; word < g.range.end(); ++word) {
            const QRectF column(g.cellLeft(word), g.barsTop, g.cellWidth, g.cellTop + g.cellHeight - g.barsTop);
            if (!column.contains(help->pos()))
                continue;
            QString text;
            if (word < m_step && word < m_states.rows()) {
                text = tr("“%1”, word %2: %3 = (%4)")
                           .arg(m_words.at(word))
                           .arg(word + 1)
                           .arg(stateLabel(word), stateNumbers(word));
            } else {
                text = tr("“%1”, word %2: not read yet").arg(m_words.at(word)).arg(word + 1);
            }
            QToolTip::showText(help->globalPos(), text, this, column.toRect());
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void RnnChainView::updateAccessibility()
{
    setAccessibleName(tr("RNN reading the sentence word by word"));
    if (length() == 0)
        setAccessibleDescription(tr("No words to read."));
    else if (m_step == 0)
        setAccessibleDescription(tr("No word read yet; %1 words to go, one step each.").arg(length()));
    else
        setAccessibleDescription(
            tr("Step %1 of %2: reading “%3”.").arg(m_step).arg(length()).arg(m_words.at(m_step - 1))
            + (m_step - 1 < m_states.rows()
                   ? QStringLiteral(" %1 = (%2)").arg(stateLabel(m_step - 1), stateNumbers(m_step - 1))
                   : QString()));
}

QString RnnChainView::stateNumbers(int word) const
{
    QStringList numbers;
    for (Eigen::Index i = 0; i < m_states.cols(); ++i)
        numbers.append(numberformat::value(m_states(word, i)));
    return numbers.join(QStringLiteral(", "));
}

} // namespace AttentionLab
