// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace AttentionLab {

class TokenModel;

/// A sentence drawn as word chips in each word's colour, wrapping like text.
/// Can highlight a word, outline the query word, and draw the query word's
/// attention weight as a bar under every chip. Tooltips show the vectors.
/// When activatable, a chip is chosen by a click or from the keyboard (Tab in,
/// arrow keys, Enter), and the keyboard's chip is outlined.
class SentenceChips : public QWidget
{
    Q_OBJECT
public:
    /// A pasted paragraph shows its first words only, and says so.
    static constexpr int MaximumChips = 80;

    explicit SentenceChips(QWidget* parent = nullptr);

    void setModel(TokenModel* model);
    /// Highlights every chip whose text matches \a word (case-insensitive).
    void setHighlightedWord(const QString& word);
    void setShowWeights(bool show);
    void setMarkQuery(bool mark);
    /// Chips can be chosen with the mouse and the keyboard (tokenClicked).
    void setActivatable(bool activatable);
    /// The chip the keyboard is on.
    int currentChip() const { return m_current; }

    int chipCount() const { return static_cast<int>(chips().size()); }
    QRectF chipRect(int index) const;
    bool isHighlighted(int index) const;

    /// One chip as the sentence draws it: \a label on \a colour when \a filled (a chosen or
    /// highlighted word), else on a tint of it; a heavier border in the text colour for \a strong
    /// (the query word), dashed for a word the vocabulary does not know.
    static void paintChip(QPainter* painter, const QRectF& chip, const QString& label, const QColor& colour,
                          bool filled, bool strong, bool known, const QPalette& palette, const QFont& font);
    /// The size of the chip for \a label in \a font.
    static QSizeF chipSize(const QString& label, const QFont& font);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    void tokenClicked(int index);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QList<QRectF> layoutChips(double width) const;
    /// The chips for the current width (a hidden widget gets no resize event).
    const QList<QRectF>& chips() const;
    /// Each chip's width, measured once per change of the words or the font: a layout asks for the
    /// height at several widths, and measuring 80 words each time was 2-3 ms of a 5,000-word paste.
    const QList<double>& chipWidths() const;
    void relayout();
    int chipAt(const QPointF& point) const;
    double chipHeight() const;
    void setCurrentChip(int index);
    /// Words (and weights) for screen readers, current chip first.
    void updateDescription();

    TokenModel* m_model = nullptr;
    QString m_highlightKey;
    bool m_showWeights = false;
    bool m_markQuery = true;
    bool m_activatable = false;
    int m_current = 0;
    mutable QList<QRectF> m_chips;
    mutable int m_layoutWidth = -1;
    mutable QList<double> m_chipWidths;
    mutable bool m_chipWidthsValid = false;
};

} // namespace AttentionLab
