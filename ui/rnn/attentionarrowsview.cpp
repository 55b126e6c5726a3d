// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionarrowsview.h"
#include "numberformat.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <vector>

namespace AttentionLab {

namespace {
constexpr qreal Margin = 8;
// Arrowheads only while they can be told apart.
constexpr int MaximumWordsWithHeads = 16;
} // namespace

AttentionArrowsView::AttentionArrowsView(QWidget* parent)
    : SequencePictureView(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    updateAccessibility();
}

void AttentionArrowsView::setSentence(const QStringList& words, std::shared_ptr<const Eigen::MatrixXd> weights)
{
    m_words = words;
    m_sharedWeights = weights ? std::move(weights) : std::make_shared<const Eigen::MatrixXd>();
    updateAccessibility();
    invalidate();
}

void AttentionArrowsView::setComputed(bool computed)
{
    if (computed == m_computed)
        return;
    m_computed = computed;
    updateAccessibility();
    invalidate();
}

AttentionArrowsView::Geometry AttentionArrowsView::geometry() const
{
    Geometry g;
    const QFontMetricsF metrics(font());
    g.lineHeight = metrics.height();
    const int count = std::max(1, drawnLength());
    g.left = Margin;
    g.spacing = (width() - 2 * Margin) / count;
    g.captionTop = Margin;
    g.topRow = g.captionTop + g.lineHeight + 6;
    g.bottomRow = std::max(g.topRow + 3 * g.lineHeight, height() - Margin - g.lineHeight);
    // A label needs about two CJK characters of room; crowded rows label every n-th word.
    const qreal labelRoom = 2.2 * g.lineHeight;
    g.labelStep = g.spacing >= labelRoom ? 1 : static_cast<int>(std::ceil(labelRoom / std::max<qreal>(1, g.spacing)));
    return g;
}

QPointF AttentionArrowsView::sourcePoint(int word) const
{
    const Geometry g = geometry();
    return QPointF(g.x(word), g.topRow + g.lineHeight + 4);
}

QPointF AttentionArrowsView::targetPoint(int word) const
{
    const Geometry g = geometry();
    return QPointF(g.x(word), g.bottomRow - 4);
}

qreal AttentionArrowsView::maximumLineWidth() const
{
    // Dense sentences get thinner lines, or they would merge into one block.
    const Geometry g = geometry();
    return std::clamp(g.spacing * (drawnLength() <= MaximumWordsWithHeads ? 0.45 : 0.2), 1.0, 10.0);
}

QSize AttentionArrowsView::sizeHint() const
{
    return QSize(520, 10 * fontMetrics().height());
}

QSize AttentionArrowsView::minimumSizeHint() const
{
    return QSize(200, 7 * fontMetrics().height());
}

void AttentionArrowsView::render(QPainter* painter)
{
    paintArrows(painter, geometry());
}

void AttentionArrowsView::paintArrows(QPainter* painter, const Geometry& g)
{
    m_drawnLineCount = 0;
    const QFontMetricsF metrics(font());
    const int count = drawnLength();
    if (count == 0) {
        painter->setPen(colours().mutedText);
        painter->drawText(rect(), Qt::AlignCenter, tr("No words to connect."));
        return;
    }

    painter->setPen(colours().mutedText);
    painter->drawText(QRectF(Margin, g.captionTop, width() - 2 * Margin, g.lineHeight),
                      Qt::AlignLeft | Qt::AlignVCenter,
                      metrics.elidedText(tr("Top: each word · bottom: the words it attends to · line width ∝ weight"),
                                         Qt::ElideRight, width() - 2 * Margin));

    // Word labels, twice.
    painter->setPen(colours().text);
    for (int word = 0; word < count; ++word) {
        if (word % g.labelStep != 0)
            continue;
        const qreal room = g.spacing * g.labelStep;
        const QString label = metrics.elidedText(m_words.at(word), Qt::ElideRight, room - 4);
        const QRectF top(g.x(word) - room / 2, g.topRow, room, g.lineHeight);
        painter->drawText(top, Qt::AlignCenter, label);
        painter->drawText(top.translated(0, g.bottomRow - g.topRow), Qt::AlignCenter, label);
    }

    if (!m_computed) {
        painter->setPen(colours().mutedText);
        const QRectF middle(Margin, g.topRow + g.lineHeight, width() - 2 * Margin,
                            g.bottomRow - g.topRow - g.lineHeight);
        painter->drawText(middle, Qt::AlignCenter | Qt::TextWordWrap,
                          tr("Step 1 draws all %1 × %1 connections at once.").arg(count));
        return;
    }

    // Light lines first, so that the strong ones stay on top.
    struct Line
    {
        int from;
        int to;
        double weight;
    };
    std::vector<Line> lines;
    lines.reserve(static_cast<size_t>(count) * static_cast<size_t>(count));
    for (int i = 0; i < count && i < weights().rows(); ++i) {
        for (int j = 0; j < count && j < weights().cols(); ++j)
            lines.push_back({ i, j, weights()(i, j) });
    }
    std::stable_sort(lines.begin(), lines.end(), [](const Line& a, const Line& b) { return a.weight < b.weight; });

    // The heaviest line drawn gets the full width: with hundreds of words every weight is
    // small, and absolute widths would leave nothing to see.
    double heaviest = 0;
    for (const Line& line : lines)
        heaviest = std::max(heaviest, line.weight);
    const qreal maximumWidth = maximumLineWidth();
    // Many lines cross each other: each one lighter, so that the heavy ones stand out of the mesh.
    const bool heads = count <= MaximumWordsWithHeads;
    const double faintest = heads ? 0.25 : 0.03;
    const double contrast = heads ? 2.0 : 3.0;
    const qreal sourceY = g.topRow + g.lineHeight + 4;
    const qreal targetY = g.bottomRow - 4;
    auto colourFor = [&](double relative) {
        QColor colour = colours().attention;
        const double alpha = faintest + (1 - faintest) * std::pow(relative, contrast);
        colour.setAlphaF(static_cast<float>(std::clamp(alpha, 0.0, 1.0)));
        return colour;
    };
    if (!heads) {
        // Thousands of lines: drawn in batches of nearly equal weight, one pen per batch,
        // which is what keeps a long sentence responsive.
        constexpr int Levels = 24;
        // Hairlines of a pixel or two: antialiasing costs more than it shows.
        painter->setRenderHint(QPainter::Antialiasing, maximumWidth > 2);
        std::vector<QList<QLineF>> batches(Levels + 1);
        for (const Line& line : lines) {
            const double relative = heaviest > 0 ? line.weight / heaviest : 0.0;
            if (!(relative * maximumWidth >= 0.05))
                continue;
            const int level = std::clamp(static_cast<int>(std::lround(relative * Levels)), 1, Levels);
            batches[static_cast<size_t>(level)].append(QLineF(g.x(line.from), sourceY, g.x(line.to), targetY));
        }
        for (int level = 1; level <= Levels; ++level) {
            const QList<QLineF>& batch = batches[static_cast<size_t>(level)];
            if (batch.isEmpty())
                continue;
            const double relative = static_cast<double>(level) / Levels;
            painter->setPen(QPen(colourFor(relative), relative * maximumWidth, Qt::SolidLine, Qt::FlatCap));
            painter->drawLines(batch);
            m_drawnLineCount += static_cast<int>(batch.size());
        }
        return;
    }
    for (const Line& line : lines) {
        const double relative = heaviest > 0 ? line.weight / heaviest : 0.0;
        const qreal lineWidth = relative * maximumWidth;
        if (!(lineWidth >= 0.05))
            continue;
        const QColor colour = colourFor(relative);
        const QPointF from(g.x(line.from), sourceY);
        QPointF to(g.x(line.to), targetY);
        // Stop the line where the head begins, so the head's point stays sharp.
        const QPointF direction = (to - from) / std::hypot(to.x() - from.x(), to.y() - from.y());
        const qreal size = 5 + 1.5 * lineWidth;
        const QPointF base = to - direction * size;
        const QPointF normal(-direction.y(), direction.x());
        QPainterPath head;
        head.moveTo(to);
        head.lineTo(base + normal * size * 0.5);
        head.lineTo(base - normal * size * 0.5);
        head.closeSubpath();
        painter->fillPath(head, colour);
        painter->setPen(QPen(colour, lineWidth, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(from, base);
        ++m_drawnLineCount;
    }
}

bool AttentionArrowsView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        // Over a word of the top row: where its attention goes, strongest first.
        const auto* help = static_cast<QHelpEvent*>(event);
        const Geometry g = geometry();
        const int word = static_cast<int>(std::floor((help->pos().x() - g.left) / std::max<qreal>(1, g.spacing)));
        const bool onTopRow = help->pos().y() >= g.topRow && help->pos().y() <= g.topRow + g.lineHeight;
        if (m_computed && onTopRow && word >= 0 && word < drawnLength() && word < weights().rows()) {
            std::vector<int> order(static_cast<size_t>(weights().cols()));
            for (int j = 0; j < static_cast<int>(order.size()); ++j)
                order[static_cast<size_t>(j)] = j;
            std::stable_sort(order.begin(), order.end(),
                             [&](int a, int b) { return weights()(word, a) > weights()(word, b); });
            QStringList parts;
            for (size_t k = 0; k < order.size() && k < 5; ++k)
                parts.append(
                    QStringLiteral("%1 %2").arg(m_words.at(order[k]), numberformat::value(weights()(word, order[k]))));
            QToolTip::showText(help->globalPos(),
                               tr("“%1” attends to: %2").arg(m_words.at(word), parts.join(QStringLiteral(", "))), this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void AttentionArrowsView::updateAccessibility()
{
    setAccessibleName(tr("Self-attention connecting every pair of words"));
    if (length() == 0)
        setAccessibleDescription(tr("No words to connect."));
    else if (!m_computed)
        setAccessibleDescription(tr("Not computed yet: one step will connect all %1 words.").arg(length()));
    else
        setAccessibleDescription(
            tr("All %1 × %1 connections drawn in one step; line width shows the weight.").arg(drawnLength())
            + QLatin1Char(' ') + strongestConnections());
}

QString AttentionArrowsView::strongestConnections() const
{
    // The numbers a sighted reader takes from the widest line leaving each word.
    QStringList strongest;
    for (int from = 0; from < drawnLength() && from < weights().rows(); ++from) {
        Eigen::Index to = 0;
        const double weight
            = weights().row(from).head(std::min<Eigen::Index>(drawnLength(), weights().cols())).maxCoeff(&to);
        strongest.append(
            QStringLiteral("%1 → %2 %3").arg(m_words.at(from), m_words.at(to), numberformat::value(weight)));
    }
    //: Accessible description of the attention arrows. %1 lists "word → word weight" pairs.
    return strongest.isEmpty() ? QString()
                               : tr("Strongest from each word: %1.").arg(strongest.join(QStringLiteral(", ")));
}

} // namespace AttentionLab
