// SPDX-License-Identifier: GPL-3.0-or-later
#include "barchart.h"

#include "chartstyle.h"
#include "colormap.h"
#include "numberformat.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {

constexpr double BarShare = 0.6; // of a word's column; the rest is the gap between bars
constexpr int MostTicks = 6;
constexpr double LongestWordInLines = 6; // an upright word longer than this many line heights is elided

// A value range ending on round numbers, with the step between its ticks.
struct NiceRange
{
    double low = 0;
    double high = 1;
    double step = 0.2;

    int tickCount() const { return static_cast<int>(std::lround((high - low) / step)) + 1; }
};

// [low, high] widened to multiples of 1, 2 or 5 × 10^k, about \a ticks of them.
NiceRange niceRange(double low, double high, int ticks)
{
    const double raw = (high - low) / std::max(1, ticks - 1);
    if (!std::isfinite(raw) || raw <= 0)
        return {}; // a span past the largest double: [0, 1], the bars run off the plot
    const double step = niceStep(raw);
    // A bound a rounding error past a tick (0.30000000000000004) is that tick.
    const double slack = step * 1e-9;
    return { std::floor((low + slack) / step) * step, std::ceil((high - slack) / step) * step, step };
}

// A word under its bar: where it goes and how much room it takes along the axis and across it.
struct PlacedWord
{
    int bar;
    QString text;
    double left;
    double width; // along the axis
    double length; // down from the axis: the text's length when upright, else a line
};

// The words under bars of \a column width from \a plotLeft, each centred under its bar but
// within [plotLeft, plotRight]; one that would touch the word before it is left out (hovering
// its bar names it). Upright words are elided to \a longestUpright.
QList<PlacedWord> placeWords(const QStringList& words, const QFontMetricsF& metrics, double plotLeft, double plotRight,
                             double column, bool upright, double longestUpright, double gap)
{
    QList<PlacedWord> placed;
    double end = plotLeft - gap; // the right edge of the last word placed
    for (int bar = 0; bar < words.size(); ++bar) {
        const QString text
            = upright ? metrics.elidedText(words.at(bar), Qt::ElideRight, longestUpright) : words.at(bar);
        const double width = upright ? metrics.height() : metrics.horizontalAdvance(text);
        const double left = std::clamp(plotLeft + bar * column + (column - width) / 2, plotLeft,
                                       std::max(plotLeft, plotRight - width));
        if (left < end + gap)
            continue;
        end = left + width;
        placed.append({ bar, text, left, width, upright ? metrics.horizontalAdvance(text) : metrics.height() });
    }
    return placed;
}

QFont boldFont(QFont font)
{
    font.setBold(true);
    return font;
}

} // namespace

struct BarChart::Layout
{
    // A text with how it is drawn: the flags within its box (where the glyphs are laid out, the
    // title's as wide as the chart), upright or not, in bold or not.
    struct Label
    {
        Text text;
        QRectF box;
        int flags;
        bool upright = false;
        bool bold = false;
    };
    QSize size; // the chart's size it was worked out for (a hidden chart gets no resize event)
    QRectF plot; // the value range's rectangle
    NiceRange range;
    double zeroY = 0;
    QList<double> tickYs;
    QList<QRectF> bars; // one per word, empty for a value that is not finite
    QList<Label> labels;
    QList<QRectF> columns; // the part of the plot's width that belongs to each word

    double yOf(double value) const
    {
        return plot.bottom() - (value - range.low) / (range.high - range.low) * plot.height();
    }
};

BarChart::BarChart(QWidget* parent)
    : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

BarChart::~BarChart() = default;

void BarChart::setBars(const QStringList& words, const QList<double>& values)
{
    Q_ASSERT(words.size() == values.size());
    if (words == m_words && values == m_values)
        return;
    m_words = words;
    m_values = values;
    invalidate();
}

void BarChart::setTitle(const QString& title)
{
    if (title == m_title)
        return;
    m_title = title;
    invalidate();
}

void BarChart::setAxisTitles(const QString& words, const QString& values)
{
    if (words == m_wordsTitle && values == m_valuesTitle)
        return;
    m_wordsTitle = words;
    m_valuesTitle = values;
    invalidate();
}

QList<BarChart::Text> BarChart::texts() const
{
    QList<Text> texts;
    for (const Layout::Label& label : layout().labels)
        texts.append(label.text);
    return texts;
}

QRectF BarChart::barRect(int bar) const
{
    return layout().bars.value(bar);
}

int BarChart::barAt(const QPoint& position) const
{
    const Layout& shape = layout();
    for (int bar = 0; bar < shape.columns.size(); ++bar) {
        if (shape.columns.at(bar).contains(position))
            return shape.bars.at(bar).isNull() ? -1 : bar;
    }
    return -1;
}

QSize BarChart::sizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    return { metrics.averageCharWidth() * 48, metrics.height() * 14 };
}

QSize BarChart::minimumSizeHint() const
{
    const QFontMetrics metrics = fontMetrics();
    return { metrics.averageCharWidth() * 20, metrics.height() * 8 };
}

bool BarChart::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int bar = barAt(help->pos());
        if (bar >= 0)
            QToolTip::showText(help->globalPos(),
                               tr("%1: %2").arg(m_words.at(bar), numberformat::value(m_values.at(bar))), this,
                               layout().columns.at(bar).toAlignedRect()); // kept while the mouse is over the column
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void BarChart::resizeEvent(QResizeEvent* event)
{
    invalidate();
    QWidget::resizeEvent(event);
}

void BarChart::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange) // the colours are taken at each paint
        invalidate();
    QWidget::changeEvent(event);
}

void BarChart::invalidate()
{
    m_layout.reset();
    update();
}

void BarChart::paintEvent(QPaintEvent*)
{
    const Layout& shape = layout();
    const chartstyle::Colours colours = chartstyle::Colours::fromPalette(palette());
    QPainter painter(this);
    painter.fillRect(rect(), colours.background);

    painter.setPen(QPen(colours.grid, 1));
    for (double y : shape.tickYs)
        painter.drawLine(QPointF(shape.plot.left(), y), QPointF(shape.plot.right(), y));
    for (const QRectF& bar : shape.bars) {
        if (!bar.isNull())
            painter.fillRect(bar, colours.accent);
    }
    painter.setPen(QPen(colours.axisLine, 1));
    painter.drawLine(QPointF(shape.plot.left(), shape.plot.top()), QPointF(shape.plot.left(), shape.plot.bottom()));
    painter.drawLine(QPointF(shape.plot.left(), shape.zeroY), QPointF(shape.plot.right(), shape.zeroY));

    painter.setPen(colours.text);
    const QFont plain = font();
    const QFont bold = boldFont(plain);
    for (const Layout::Label& label : shape.labels) {
        painter.setFont(label.bold ? bold : plain);
        if (!label.upright) {
            painter.drawText(label.box, label.flags, label.text.text);
            continue;
        }
        // Turned a quarter left, reading upwards: the box's bottom-left corner is the origin.
        const QRectF& box = label.box;
        painter.save();
        painter.translate(box.bottomLeft());
        painter.rotate(-90);
        painter.drawText(QRectF(0, 0, box.height(), box.width()), label.flags, label.text.text);
        painter.restore();
    }
}

const BarChart::Layout& BarChart::layout() const
{
    if (m_layout && m_layout->size == size())
        return *m_layout;
    m_layout = std::make_unique<Layout>();
    Layout& shape = *m_layout;
    shape.size = size();
    const QFontMetricsF metrics(font());
    const QFontMetricsF titleMetrics(boldFont(font()));
    const double line = metrics.height();
    const double pad = std::ceil(line / 2);
    // A text that would leave the chart (one far too small for its words) is left out.
    const QRectF bounds = rect();
    const auto addBoxedLabel = [&](Part part, const QString& text, const QRectF& glyphs, const QRectF& box, int flags,
                                   bool upright = false, bool bold = false) {
        if (bounds.contains(glyphs))
            shape.labels.append({ { part, text, glyphs }, box, flags, upright, bold });
    };
    const auto addLabel = [&](Part part, const QString& text, const QRectF& rect, int flags, bool upright = false,
                              bool bold = false) { addBoxedLabel(part, text, rect, rect, flags, upright, bold); };
    // Numbers read left to right also in a right-to-left interface: "-0.53", not "0.53-".
    constexpr int number = Qt::TextForceLeftToRight;

    QRectF area = QRectF(rect()).adjusted(pad, pad, -pad, -pad);
    if (!m_title.isEmpty()) {
        int flags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;
        const QRectF box(area.left(), area.top(), area.width(), 1e6);
        QRectF glyphs = titleMetrics.boundingRect(box, flags, m_title);
        if (glyphs.width() > box.width()) { // a word wider than the chart: broken where it must be
            flags |= Qt::TextWrapAnywhere;
            glyphs = titleMetrics.boundingRect(box, flags, m_title);
        }
        addBoxedLabel(Part::Title, m_title, glyphs, QRectF(box.topLeft(), QSizeF(box.width(), glyphs.height())), flags,
                      false, true);
        area.setTop(area.top() + glyphs.height() + pad);
    }

    // The numbers: the range holds every bar and zero.
    double low = 0;
    double high = 0;
    bool nonNegative = false; // a bar's number goes over the zero line
    QStringList barTexts;
    double widestBarText = 0;
    for (double value : m_values) {
        if (!std::isfinite(value)) {
            barTexts.append(QString());
            continue;
        }
        low = std::min(low, value);
        high = std::max(high, value);
        nonNegative = nonNegative || value >= 0;
        barTexts.append(numberformat::value(value));
        widestBarText = std::max(widestBarText, metrics.horizontalAdvance(barTexts.constLast()));
    }
    if (low == high)
        high = 1;

    // The words under the plot: side by side when they fit, else upright and at most this long.
    double widestWord = 0;
    for (const QString& word : m_words)
        widestWord = std::max(widestWord, metrics.horizontalAdvance(word));
    const double wordsTitleHeight = m_wordsTitle.isEmpty() ? 0 : line + pad / 2;
    // At most LongestWordInLines, and at most half of what the plot and the words have between them.
    const double longestUpright = std::min(
        { widestWord, LongestWordInLines * line, std::max(line, (area.height() - 3 * line - wordsTitleHeight) / 2) });

    // The value axis: as many ticks as the height gives room for (at most MostTicks), fewer
    // when the plot comes out too short for them (their numbers would touch).
    const double valueTitleWidth = m_valuesTitle.isEmpty() ? 0 : line + pad / 2;
    const int count = static_cast<int>(m_values.size());
    const double roughPlotHeight = area.height() - 3 * line - wordsTitleHeight;
    QStringList tickTexts;
    double column = 0;
    bool upright = false;
    bool barValues = false;
    double below = 0;
    double wordsHeight = 0;
    QList<PlacedWord> words;
    for (int ticks = std::clamp(static_cast<int>(roughPlotHeight / (2.5 * line)) + 1, 3, MostTicks);; --ticks) {
        shape.range = niceRange(low, high, ticks);
        const int decimals = numberformat::decimalsFor(shape.range.step);
        tickTexts.clear();
        double widestTick = 0;
        for (int tick = 0; tick < shape.range.tickCount(); ++tick) {
            tickTexts.append(numberformat::value(shape.range.low + tick * shape.range.step, decimals));
            widestTick = std::max(widestTick, metrics.horizontalAdvance(tickTexts.constLast()));
        }
        // Tick numbers wider than half the chart (scores of 1e20) give the plot the other half.
        const double left = std::min(valueTitleWidth + widestTick + pad / 2, area.width() / 2);
        const double plotWidth = std::max(1.0, area.width() - left);
        column = count > 0 ? plotWidth / count : plotWidth;
        upright = widestWord + pad / 2 > column;
        words
            = placeWords(m_words, metrics, area.left() + left, area.right(), column, upright, longestUpright, pad / 4);
        wordsHeight = 0;
        for (const PlacedWord& word : std::as_const(words))
            wordsHeight = std::max(wordsHeight, word.length);
        // A bar's number shows when every number fits over its bar; room for them above the
        // plot (positive bars) and under it (negative ones).
        barValues = count > 0 && widestBarText + 2 <= column;
        const double above = barValues && nonNegative ? line : 0;
        below = barValues && low < 0 ? line : 0;
        shape.plot = QRectF(area.left() + left, area.top() + above, plotWidth,
                            std::max(1.0, area.height() - above - below - pad / 2 - wordsHeight - wordsTitleHeight));
        if (ticks <= 3 || shape.range.tickCount() <= 2
            || shape.plot.height() / (shape.range.tickCount() - 1) >= 1.5 * line)
            break;
    }
    // Fewer than three round ticks would widen the range past the bars: a plot too short even
    // for three shows every other one (or fewer), always the lowest.
    const double tickSpacing = shape.plot.height() / std::max(1, shape.range.tickCount() - 1);
    const int tickStride = std::max(1, static_cast<int>(std::ceil(1.5 * line / tickSpacing)));
    shape.zeroY = shape.yOf(0);

    for (int tick = 0; tick < tickTexts.size(); tick += tickStride) {
        const double y = shape.yOf(shape.range.low + tick * shape.range.step);
        shape.tickYs.append(y);
        const double width = metrics.horizontalAdvance(tickTexts.at(tick));
        addLabel(Part::ValueTick, tickTexts.at(tick),
                 QRectF(shape.plot.left() - pad / 2 - width, y - line / 2, width, line),
                 Qt::AlignRight | Qt::AlignVCenter | number);
    }
    if (!m_valuesTitle.isEmpty()) {
        const QString text = metrics.elidedText(m_valuesTitle, Qt::ElideRight, shape.plot.height());
        const double length = metrics.horizontalAdvance(text);
        addLabel(Part::ValueTitle, text, QRectF(area.left(), shape.plot.center().y() - length / 2, line, length),
                 Qt::AlignCenter, true);
    }

    const double wordsTop = shape.plot.bottom() + below + pad / 2;
    for (int bar = 0; bar < count; ++bar) {
        const double x = shape.plot.left() + bar * column;
        shape.columns.append(QRectF(x, shape.plot.top(), column, shape.plot.height()));
        const double value = m_values.at(bar);
        if (std::isfinite(value)) {
            const double width = std::max(1.0, column * BarShare);
            const double top = std::min(shape.yOf(value), shape.zeroY);
            const double bottom = std::max(shape.yOf(value), shape.zeroY);
            shape.bars.append(QRectF(x + (column - width) / 2, top, width, bottom - top));
            if (barValues) {
                const double textWidth = metrics.horizontalAdvance(barTexts.at(bar));
                const double textTop = value < 0 ? bottom : top - line;
                addLabel(Part::BarValue, barTexts.at(bar),
                         QRectF(x + (column - textWidth) / 2, textTop, textWidth, line), Qt::AlignCenter | number);
            }
        } else {
            shape.bars.append(QRectF());
        }
    }
    for (const PlacedWord& word : std::as_const(words)) // upright, a word ends next to the axis
        addLabel(Part::Word, word.text, QRectF(word.left, wordsTop, word.width, word.length),
                 upright ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignCenter, upright);
    if (!m_wordsTitle.isEmpty()) {
        const QString text = metrics.elidedText(m_wordsTitle, Qt::ElideRight, shape.plot.width());
        const double width = metrics.horizontalAdvance(text);
        addLabel(Part::WordTitle, text,
                 QRectF(shape.plot.center().x() - width / 2, wordsTop + wordsHeight + pad / 2, width, line),
                 Qt::AlignCenter);
    }
    return shape;
}

} // namespace AttentionLab
