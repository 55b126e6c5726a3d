// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordline.h"

#include "wordlineaccessible.h"

#include <QEvent>
#include <QFocusEvent>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionFocusRect>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace AttentionLab {

namespace {
const QString Separator = QStringLiteral(" · ");
const QString Ellipsis = QStringLiteral("… ");
const QString NoteGap = QStringLiteral("  ");
} // namespace

WordLine::WordLine(QWidget* parent)
    : QWidget(parent)
{
    // A pasted paragraph must not widen the window: the words wrap instead.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    installWordLineAccessibility();
    setMouseTracking(true); // the pointing hand over an unknown word
    setFocusPolicy(Qt::NoFocus);
}

void WordLine::setWords(const QList<Word>& words, const QString& remark, const QStringList& notes)
{
    m_words = words;
    m_remark = remark;
    m_notes = notes;
    const int current = m_currentLink;
    m_currentLink = -1;
    m_pressedLink = -1;
    measure();
    if (hasFocus()) {
        // The keyboard stays on the unknown word it was on, or the nearest one left (an undo, a new
        // language, another word added); with none left, it goes back to the sentence.
        if (m_links.isEmpty())
            focusNextPrevChild(false);
        else
            m_currentLink = std::clamp(current, 0, int(m_links.size()) - 1);
    }
    setAccessibleName(plainText());
    WordLineAccessible::notifyWordsChanged(this);
    WordLineAccessible::notifyCurrentLink(this, m_currentLink);
    updateGeometry();
    update();
}

QString WordLine::linkWord(int link) const
{
    if (!isLink(link))
        return {};
    return m_words.at(m_pieces.at(m_links.at(link)).word).text;
}

void WordLine::focusLink(int link)
{
    if (!isLink(link))
        return;
    setCurrentLink(link);
    setFocus(Qt::OtherFocusReason);
}

void WordLine::activateLink(int link)
{
    if (!isLink(link))
        return;
    setCurrentLink(link);
    Q_EMIT wordActivated(linkWord(link));
}

QString WordLine::plainText() const
{
    QStringList words;
    for (const Word& word : m_words)
        words.append(word.known ? word.text : word.text + QLatin1Char('?'));
    QString text = words.join(Separator);
    if (!m_remark.isEmpty())
        text += (m_words.isEmpty() ? QString() : QLatin1Char(' ') + Ellipsis) + m_remark;
    for (const QString& note : m_notes)
        text += NoteGap + note;
    return text;
}

QFont WordLine::fontFor(Style style) const
{
    QFont styled = font();
    switch (style) {
    case Style::Word:
        break;
    case Style::Link:
        styled.setUnderline(true);
        break;
    case Style::Remark:
        styled.setItalic(true);
        break;
    case Style::Note:
        // As rich text's <small>.
        if (styled.pointSizeF() > 0)
            styled.setPointSizeF(styled.pointSizeF() * 5 / 6);
        else
            styled.setPixelSize(std::max(1, styled.pixelSize() * 5 / 6));
        break;
    }
    return styled;
}

void WordLine::measure()
{
    m_pieces.clear();
    m_links.clear();
    m_placedWidth = -1;
    const QFontMetrics wordMetrics(fontFor(Style::Word));
    const QFontMetrics linkMetrics(fontFor(Style::Link));
    const int separator = wordMetrics.horizontalAdvance(Separator);
    for (int w = 0; w < m_words.size(); ++w) {
        const Word& word = m_words.at(w);
        Piece piece;
        piece.word = w;
        piece.style = word.known ? Style::Word : Style::Link;
        piece.text = word.known ? word.text : word.text + QLatin1Char('?');
        piece.width = (word.known ? wordMetrics : linkMetrics).horizontalAdvance(piece.text);
        piece.advance = piece.width + (w + 1 < m_words.size() ? separator : 0);
        if (!word.known)
            m_links.append(int(m_pieces.size()));
        m_pieces.append(piece);
    }
    // The remark and the notes break where text may break (between words, between Chinese characters).
    const auto appendText = [this](const QString& text, Style style, int gapBefore) {
        if (!m_pieces.isEmpty())
            m_pieces.last().advance += gapBefore;
        const QFontMetrics metrics(fontFor(style));
        QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
        qsizetype start = 0;
        while (breaks.toNextBoundary() != -1) {
            const qsizetype end = breaks.position();
            if (end <= start)
                continue;
            Piece piece;
            piece.style = style;
            piece.text = text.mid(start, end - start);
            piece.advance = metrics.horizontalAdvance(piece.text);
            qsizetype visible = piece.text.size();
            while (visible > 0 && piece.text.at(visible - 1).isSpace())
                --visible;
            piece.width
                = visible == piece.text.size() ? piece.advance : metrics.horizontalAdvance(piece.text.left(visible));
            m_pieces.append(piece);
            start = end;
        }
    };
    if (!m_remark.isEmpty()) {
        if (!m_words.isEmpty())
            appendText(Ellipsis, Style::Word, wordMetrics.horizontalAdvance(QLatin1Char(' ')));
        appendText(m_remark, Style::Remark, 0);
    }
    for (const QString& note : m_notes)
        appendText(note, Style::Note, wordMetrics.horizontalAdvance(NoteGap));
    setFocusPolicy(m_links.isEmpty() ? Qt::NoFocus : Qt::TabFocus);
}

int WordLine::place(int width, QList<QPoint>* positions) const
{
    if (positions)
        positions->resize(m_pieces.size());
    int x = 0;
    int line = 0;
    for (qsizetype p = 0; p < m_pieces.size(); ++p) {
        const Piece& piece = m_pieces.at(p);
        if (x > 0 && x + piece.width > width) {
            ++line;
            x = 0;
        }
        if (positions)
            (*positions)[p] = QPoint(x, line);
        x += piece.advance;
    }
    return line + 1;
}

const QList<QPoint>& WordLine::placedPieces() const
{
    if (m_placedWidth != width()) {
        place(width(), &m_placed);
        m_placedWidth = width();
    }
    return m_placed;
}

QRect WordLine::pieceRect(int piece) const
{
    const QPoint at = placedPieces().at(piece);
    const int lineHeight = fontMetrics().lineSpacing();
    return { at.x(), at.y() * lineHeight, m_pieces.at(piece).width, lineHeight };
}

QRect WordLine::linkRect(int link) const
{
    return isLink(link) ? pieceRect(m_links.at(link)) : QRect();
}

int WordLine::linkAt(const QPoint& position) const
{
    for (int link = 0; link < m_links.size(); ++link) {
        if (linkRect(link).contains(position))
            return link;
    }
    return -1;
}

QSize WordLine::sizeHint() const
{
    // The width is ignored (the size policy); the height is asked for by width.
    return { 40 * fontMetrics().averageCharWidth(), fontMetrics().lineSpacing() };
}

QSize WordLine::minimumSizeHint() const
{
    return { 0, fontMetrics().lineSpacing() };
}

int WordLine::heightForWidth(int width) const
{
    return place(width, nullptr) * fontMetrics().lineSpacing();
}

void WordLine::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        measure();
        updateGeometry();
        update();
    }
    QWidget::changeEvent(event);
}

void WordLine::paintEvent(QPaintEvent* event)
{
    QPainter painter(this);
    const QList<QPoint>& placed = placedPieces();
    const QFontMetrics wordMetrics(fontFor(Style::Word));
    const int lineHeight = wordMetrics.lineSpacing();
    const int ascent = wordMetrics.ascent();
    const QColor text = palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText);
    // Red that reads on the light and on the dark theme.
    const QColor link
        = palette().color(QPalette::Window).lightness() < 128 ? QColor(0xff, 0x7b, 0x6b) : QColor(0xc0, 0x39, 0x2b);
    Style fontStyle = Style::Word;
    painter.setFont(fontFor(fontStyle));
    for (qsizetype p = 0; p < m_pieces.size(); ++p) {
        const Piece& piece = m_pieces.at(p);
        const QPoint at(placed.at(p).x(), placed.at(p).y() * lineHeight);
        if (!event->rect().intersects(QRect(at, QSize(std::max(piece.advance, piece.width), lineHeight))))
            continue;
        if (piece.style != fontStyle) {
            fontStyle = piece.style;
            painter.setFont(fontFor(fontStyle));
        }
        painter.setPen(piece.style == Style::Link ? link : text);
        painter.drawText(at + QPoint(0, ascent), piece.text);
        if (piece.word >= 0 && piece.word + 1 < m_words.size()) {
            if (fontStyle != Style::Word) {
                fontStyle = Style::Word;
                painter.setFont(fontFor(fontStyle));
            }
            painter.setPen(text);
            painter.drawText(at + QPoint(piece.width, ascent), Separator);
        }
    }
    if (hasFocus() && m_currentLink >= 0) {
        QStyleOptionFocusRect option;
        option.initFrom(this);
        option.rect = linkRect(m_currentLink).adjusted(-1, 0, 1, 0);
        option.backgroundColor = palette().color(QPalette::Window);
        style()->drawPrimitive(QStyle::PE_FrameFocusRect, &option, &painter, this);
    }
}

void WordLine::setCurrentLink(int link, Announce announce)
{
    if (link == m_currentLink)
        return;
    const QRect before = linkRect(m_currentLink);
    m_currentLink = link;
    update(before.adjusted(-2, -1, 2, 1));
    update(linkRect(m_currentLink).adjusted(-2, -1, 2, 1));
    if (announce == Announce::Now)
        WordLineAccessible::notifyCurrentLink(this, m_currentLink);
}

void WordLine::mouseMoveEvent(QMouseEvent* event)
{
    if (linkAt(event->position().toPoint()) >= 0)
        setCursor(Qt::PointingHandCursor);
    else
        unsetCursor();
    QWidget::mouseMoveEvent(event);
}

void WordLine::mousePressEvent(QMouseEvent* event)
{
    m_pressedLink = event->button() == Qt::LeftButton ? linkAt(event->position().toPoint()) : -1;
    if (m_pressedLink < 0)
        QWidget::mousePressEvent(event);
}

void WordLine::mouseReleaseEvent(QMouseEvent* event)
{
    const int link = event->button() == Qt::LeftButton ? linkAt(event->position().toPoint()) : -1;
    const bool clicked = link >= 0 && link == m_pressedLink;
    m_pressedLink = -1;
    if (!clicked) {
        QWidget::mouseReleaseEvent(event);
        return;
    }
    activateLink(link);
}

void WordLine::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Select:
        if (isLink(m_currentLink)) {
            activateLink(m_currentLink);
            event->accept();
            return;
        }
        break;
    default:
        break;
    }
    QWidget::keyPressEvent(event);
}

void WordLine::focusInEvent(QFocusEvent* event)
{
    if (!m_links.isEmpty()) {
        if (event->reason() == Qt::BacktabFocusReason)
            setCurrentLink(int(m_links.size()) - 1, Announce::Later);
        else if (event->reason() == Qt::TabFocusReason || m_currentLink < 0)
            setCurrentLink(0, Announce::Later);
    }
    QWidget::focusInEvent(event);
    // Qt announces the line as the focus after this returns; the word comes after that, every time
    // the keyboard arrives (also on the word it had before), unless a key has moved on already.
    const int arrivedOn = m_currentLink;
    QMetaObject::invokeMethod(
        this,
        [this, arrivedOn] {
            if (m_currentLink == arrivedOn)
                WordLineAccessible::notifyCurrentLink(this, m_currentLink);
        },
        Qt::QueuedConnection);
}

bool WordLine::focusNextPrevChild(bool next)
{
    // Tab goes through the unknown words before it leaves the line, as in a QLabel's links.
    const int target = m_currentLink < 0 ? (next ? 0 : int(m_links.size()) - 1) : m_currentLink + (next ? 1 : -1);
    if (hasFocus() && isLink(target)) {
        setCurrentLink(target);
        return true;
    }
    return QWidget::focusNextPrevChild(next);
}

} // namespace AttentionLab
