// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <memory>

namespace AttentionLab {

/// A bar chart of one number per word (the scoring chapter's scores and weights), painted by
/// itself.
///
/// Qt Charts made a text item per word label and laid the axis out again at every resize and
/// every new sentence, 12-16 ms a chart: opening the chapter or pasting a paragraph on it froze
/// the window for 80-120 ms. This widget measures its texts once per change and paints a few
/// rectangles and lines. No text overlaps another: words that do not fit side by side stand
/// upright, and one that would touch the word before it is left out (hovering a bar names it);
/// the bars' numbers show when every one fits over its bar; the title wraps instead of being
/// elided to "…". It is given the words and numbers to show (the first 40 of a sentence, words
/// marked "?" when unknown) rather than a model: the page picks them from its TokenModel.
class BarChart : public QWidget
{
    Q_OBJECT
public:
    /// What a text on the chart is.
    enum class Part
    {
        Title,
        ValueTick, ///< a number on the value axis
        ValueTitle, ///< the value axis's name, upright
        Word, ///< a bar's word (upright when the words do not fit side by side)
        WordTitle, ///< the word axis's name
        BarValue, ///< a bar's number, over (under, when negative) the bar
    };
    /// A text as painted: what it says and the box its glyphs take (turned, when upright). A text
    /// that would not fit in the chart is left out.
    struct Text
    {
        Part part;
        QString text;
        QRectF rect;
    };

    explicit BarChart(QWidget* parent = nullptr);
    ~BarChart() override;

    /// One bar per word; \a values has as many numbers as \a words. A number that is not
    /// finite gets no bar and no label.
    void setBars(const QStringList& words, const QList<double>& values);
    void setTitle(const QString& title);
    /// The names under the words and beside the numbers.
    void setAxisTitles(const QString& words, const QString& values);

    QString title() const { return m_title; }
    int count() const { return static_cast<int>(m_values.size()); }
    double value(int bar) const { return m_values.value(bar); }
    QString word(int bar) const { return m_words.value(bar); }
    /// Every text the chart paints at its current size, and where.
    QList<Text> texts() const;
    /// Bar \a bar's rectangle at the current size (no height for a zero).
    QRectF barRect(int bar) const;
    /// The bar whose column of the plot holds \a position, or -1 (also for a number that is not finite).
    int barAt(const QPoint& position) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Layout;
    /// Where everything goes at the current size and font, worked out when first asked after
    /// a change: painting the same chart again measures nothing.
    const Layout& layout() const;
    void invalidate();

    QString m_title;
    QString m_wordsTitle;
    QString m_valuesTitle;
    QStringList m_words;
    QList<double> m_values;
    mutable std::unique_ptr<Layout> m_layout;
};

} // namespace AttentionLab
