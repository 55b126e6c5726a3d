// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sequencepictureview.h"

#include <Eigen/Core>
#include <QStringList>

namespace AttentionLab {

/// The RNN reading a sentence: one cell per word in a chain, the state passed
/// along the arrows, the cell being read highlighted and every state read so far
/// drawn above its cell as small bars (one per number of h_t). It only paints
/// what it is given (ElmanRnn::run()'s states) and how far the reading got;
/// the page drives the animation. Long sentences show a window of cells that
/// follows the word being read.
class RnnChainView : public SequencePictureView
{
    Q_OBJECT
public:
    /// The words on screen, [first, first + count).
    struct VisibleRange
    {
        int first = 0;
        int count = 0;
        int end() const { return first + count; }
        bool contains(int word) const { return word >= first && word < end(); }
    };

    explicit RnnChainView(QWidget* parent = nullptr);

    /// The words and their states h_1..h_L (L x hidden size, one row per word).
    void setSentence(const QStringList& words, const Eigen::MatrixXd& states);
    /// How many words have been read, 0..L; word step - 1 is the one being read.
    void setStep(int step);
    int step() const { return m_step; }
    int length() const { return static_cast<int>(m_words.size()); }
    const Eigen::MatrixXd& states() const { return m_states; }

    /// Which of \a length words fit into \a availableWidth, with cells at least
    /// \a cellWidth wide and \a gap apart: all of them if they fit, or else a window
    /// centred on the word being read (step - 1, or word 0 before the first step).
    static VisibleRange visibleRange(int length, int step, int availableWidth, int cellWidth, int gap);
    VisibleRange visibleRange() const;
    /// The cell of \a word in widget coordinates; empty when it is not on screen.
    QRectF cellRect(int word) const;
    /// The text under a cell's state bars: "h" and the word's 1-based number as a subscript.
    static QString stateLabel(int word);
    /// The state after word \a word, "0.12, -0.40, …", as the tooltip and a screen reader say it.
    QString stateNumbers(int word) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void render(QPainter* painter) override;
    void updateAccessibility() override;

private:
    struct Geometry
    {
        VisibleRange range;
        qreal chainLeft = 0;
        qreal cellWidth = 0;
        qreal gap = 0;
        qreal captionTop = 0;
        qreal barsTop = 0;
        qreal barsHeight = 0;
        qreal labelTop = 0;
        qreal cellTop = 0;
        qreal cellHeight = 0;
        qreal lineHeight = 0;
        qreal cellLeft(int word) const { return chainLeft + (word - range.first) * (cellWidth + gap); }
    };
    Geometry geometry() const;
    qreal contentHeight() const;
    void paintChain(QPainter* painter, const Geometry& geometry) const;
    void paintStateBars(QPainter* painter, const QRectF& rect, int word, bool current) const;
    void paintArrow(QPainter* painter, QPointF from, QPointF to, const QPen& pen) const;

    QStringList m_words;
    Eigen::MatrixXd m_states;
    int m_step = 0;
};

} // namespace AttentionLab
