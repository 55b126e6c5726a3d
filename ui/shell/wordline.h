// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QWidget>

namespace AttentionLab {

/// The line of words under a sentence in the sentence bar: the words separated by “·”, unknown
/// words as red links marked “?”, then an italic remark and small notes, wrapped to the width it
/// is given. It lays itself out: each piece is measured once when the words change, and a height
/// for a width is a walk over those widths. It was a rich-text QLabel, which shapes its HTML again
/// for every width a layout asks about and draws it through a text document: sixteen lines of 60
/// words cost ~25 ms when a file of sixteen long sentences opened, and ~12 ms more to paint.
///
/// An unknown word is activated by a click, or from the keyboard: Tab reaches the line's first
/// unknown word, Tab and Shift+Tab go from one to the next, Enter or Space activates it.
class WordLine : public QWidget
{
    Q_OBJECT
public:
    struct Word
    {
        QString text;
        bool known = true;
    };

    explicit WordLine(QWidget* parent = nullptr);

    /// Shows \a words, then \a remark in italics (after “…” when there are words), then \a notes
    /// in a smaller font.
    void setWords(const QList<Word>& words, const QString& remark = QString(), const QStringList& notes = {});
    /// What the line says, as text: “苹果 · 量子? … (3 words in all)  note”.
    QString plainText() const;

    /// The unknown words, in order, and where each is drawn at the current width.
    int linkCount() const { return int(m_links.size()); }
    QRect linkRect(int link) const;
    /// The word of unknown word \a link.
    QString linkWord(int link) const;
    /// The unknown word the keyboard is on (-1: none).
    int currentLink() const { return m_currentLink; }
    /// Puts the keyboard on unknown word \a link (as Tab does).
    void focusLink(int link);
    /// Offers to add unknown word \a link (as a click or Enter does): emits wordActivated().
    void activateLink(int link);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

Q_SIGNALS:
    /// An unknown word was clicked, or activated from the keyboard.
    void wordActivated(const QString& word);

protected:
    void changeEvent(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    bool focusNextPrevChild(bool next) override;

private:
    enum class Style
    {
        Word,
        Link,
        Remark,
        Note
    };
    /// A unit that is never broken: a word (with the separator after it), or a fragment of a remark
    /// or a note between two places a line may break.
    struct Piece
    {
        QString text;
        Style style = Style::Word;
        int width = 0; ///< of the text that must fit on its line
        int advance = 0; ///< to the next piece (a word's separator, a fragment's trailing space)
        int word = -1; ///< index in m_words
    };

    QFont fontFor(Style style) const;
    /// Measures the pieces again (new words or a new font).
    void measure();
    /// Where each piece goes at \a width (x, line); the number of lines.
    int place(int width, QList<QPoint>* positions) const;
    /// The piece positions at the current width, computed when it changed.
    const QList<QPoint>& placedPieces() const;
    QRect pieceRect(int piece) const;
    int linkAt(const QPoint& position) const;
    /// Whether \a link is the index of one of the unknown words.
    bool isLink(int link) const { return link >= 0 && link < m_links.size(); }
    /// When a screen reader hears of the new current link: at once, or after the focus event.
    enum class Announce
    {
        Now,
        Later
    };
    void setCurrentLink(int link, Announce announce = Announce::Now);

    QList<Word> m_words;
    QString m_remark;
    QStringList m_notes;
    QList<Piece> m_pieces;
    QList<int> m_links; ///< the pieces that are links, in order
    int m_currentLink = -1;
    int m_pressedLink = -1;
    mutable int m_placedWidth = -1;
    mutable QList<QPoint> m_placed;
};

} // namespace AttentionLab
