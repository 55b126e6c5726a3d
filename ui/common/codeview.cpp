// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"

#include "accentcolour.h"
#include "chinesefonts.h"
#include "pythonhighlighter.h"
#include "zoom.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTextBlock>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

/// The line numbers and the current-line bar, left of the text.
class CodeView::Gutter : public QWidget
{
public:
    explicit Gutter(CodeView* view)
        : QWidget(view)
        , m_view(view)
    { }
    QSize sizeHint() const override { return QSize(m_view->gutterWidth(), 0); }

protected:
    void paintEvent(QPaintEvent* event) override { m_view->paintGutter(event); }

private:
    CodeView* m_view;
};

CodeView::CodeView(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    // Read-only text is selectable by mouse only by default; the keyboard should reach it too.
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setTabChangesFocus(true);
    m_highlighter = new PythonHighlighter(document());
    m_gutter = new Gutter(this);
    // A whole font of its own does not follow the application's: scaled with the window's zoom here.
    setFont(zoom::scaled(monospacedFontWithSimplifiedChinese()));
    connect(zoom::notifier(), &zoom::Notifier::changed, this,
            [this] { setFont(zoom::scaled(monospacedFontWithSimplifiedChinese())); });
    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeView::updateGutterGeometry);
    connect(this, &QPlainTextEdit::updateRequest, this, [this](const QRect& rect, int dy) {
        if (dy != 0)
            m_gutter->scroll(0, dy);
        else
            m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
    });
    applyPalette();
    updateGutterGeometry();
}

CodeView::~CodeView() = default;

void CodeView::setCode(const QString& code)
{
    if (code == m_code)
        return;
    const int scroll = verticalScrollBar()->value();
    m_code = code;
    // The trailing newline would add an empty last block that is not a line of the code.
    QString shown = code;
    if (shown.endsWith(QLatin1Char('\n')))
        shown.chop(1);
    setPlainText(shown);
    verticalScrollBar()->setValue(scroll);
    const int lines = blockCount();
    if (m_first > lines || m_last > lines)
        setHighlightedLines(std::min(m_first, lines), std::min(m_last, lines));
}

void CodeView::setHighlightedLines(int first, int last)
{
    if (first <= 0 || last < first)
        first = last = 0;
    m_first = first;
    m_last = last;
    scrollToHighlight();
    viewport()->update();
    m_gutter->update();
}

QString CodeView::highlightedText() const
{
    if (m_first <= 0)
        return QString();
    QStringList lines;
    for (int n = m_first; n <= m_last; ++n)
        lines.append(document()->findBlockByNumber(n - 1).text());
    return lines.join(QLatin1Char('\n'));
}

QColor CodeView::currentLineColour() const
{
    return accentcolour::blend(palette().color(QPalette::Base), palette().color(QPalette::Highlight), 0.22);
}

int CodeView::widthForLongestLine() const
{
    const QFontMetrics metrics(font());
    // Measuring a line shapes it: 10 ms for the 250 lines of a 2,048-word sentence's code, at each
    // refresh. Widths are kept by line for the current font, so that new code measures only the
    // lines that changed (a vector, the temperature); only the current code's lines are kept.
    if (m_lineWidthsFont != font()) {
        m_lineWidths.clear();
        m_lineWidthsFont = font();
    }
    QHash<QString, int> widths;
    int widest = 0;
    for (const QString& line : m_code.split(QLatin1Char('\n'))) {
        auto known = m_lineWidths.constFind(line);
        const int width = known != m_lineWidths.cend() ? *known : metrics.horizontalAdvance(line);
        widths.insert(line, width);
        widest = std::max(widest, width);
    }
    m_lineWidths = std::move(widths);
    const QMargins frame = contentsMargins();
    const int margins = 2 * static_cast<int>(std::ceil(document()->documentMargin())) + frame.left() + frame.right();
    // The vertical scroll bar takes its width from the text whenever the code is long.
    return gutterWidth() + widest + margins + verticalScrollBar()->sizeHint().width() + metrics.averageCharWidth();
}

int CodeView::gutterWidth() const
{
    const int digits = static_cast<int>(QString::number(std::max(1, blockCount())).size());
    return 14 + fontMetrics().horizontalAdvance(QLatin1Char('9')) * std::max(2, digits);
}

void CodeView::copyAll()
{
    QGuiApplication::clipboard()->setText(m_code);
    Q_EMIT copied(true);
}

void CodeView::keyPressEvent(QKeyEvent* event)
{
    if (event->matches(QKeySequence::Copy)) {
        if (textCursor().hasSelection()) {
            copy();
            Q_EMIT copied(false);
        } else {
            copyAll();
        }
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void CodeView::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    updateGutterGeometry();
}

void CodeView::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyPalette();
}

void CodeView::applyPalette()
{
    m_highlighter->setTheme(PythonTheme::fromPalette(palette()));
    updateGutterGeometry();
    viewport()->update();
    m_gutter->update();
}

// The marked lines' background, under the text, across the viewport's width. Painted here for
// the lines on screen only: as extra selections, every marked line was laid out (shaped) each
// time the marker moved or the code changed, 24 ms for the 200 lines of a 2,048-word sentence.
void CodeView::paintEvent(QPaintEvent* event)
{
    if (m_first > 0) {
        QPainter painter(viewport());
        const QColor background = currentLineColour();
        const int bottom = event->rect().bottom();
        QTextBlock block = firstVisibleBlock();
        qreal top = blockBoundingGeometry(block).translated(contentOffset()).top();
        while (block.isValid() && top <= bottom && block.blockNumber() < m_last) {
            const qreal height = blockBoundingRect(block).height();
            if (block.isVisible() && block.blockNumber() + 1 >= m_first)
                painter.fillRect(QRectF(0, top, viewport()->width(), height), background);
            top += height;
            block = block.next();
        }
    }
    QPlainTextEdit::paintEvent(event);
}

void CodeView::updateGutterGeometry()
{
    setViewportMargins(gutterWidth(), 0, 0, 0);
    const QRect area = contentsRect();
    m_gutter->setGeometry(QRect(area.left(), area.top(), gutterWidth(), area.height()));
}

void CodeView::scrollToHighlight()
{
    if (m_first <= 0)
        return;
    const QTextBlock firstBlock = document()->findBlockByNumber(m_first - 1);
    if (!firstBlock.isValid())
        return;
    // Measured, not counted: lines with Chinese words are taller than the others. Only the lines
    // on screen and the marked ones up to a viewport's height are laid out: measuring the marked
    // lines' top and bottom from the top of the view laid out every line in between.
    const int height = viewport()->height();
    auto lastWholeLine = [&](QTextBlock block, qreal top) {
        int last = 0;
        while (block.isValid()) {
            top += blockBoundingRect(block).height();
            if (top > height)
                break;
            last = block.blockNumber() + 1;
            block = block.next();
        }
        return last;
    };
    const QTextBlock topBlock = firstVisibleBlock();
    const qreal viewTop = blockBoundingGeometry(topBlock).translated(contentOffset()).top();
    if (topBlock.isValid() && m_first > topBlock.blockNumber() && viewTop >= 0
        && m_last <= lastWholeLine(topBlock, viewTop))
        return; // already in view
    // Without line wrapping the scroll bar counts lines. One line of context above, when the step fits with it.
    const qreal lineHeight = std::max<qreal>(1, blockBoundingRect(firstBlock).height());
    const int context = m_last <= lastWholeLine(firstBlock, lineHeight) ? 1 : 0;
    verticalScrollBar()->setValue(std::max(0, m_first - 1 - context));
}

void CodeView::paintGutter(QPaintEvent* event)
{
    QPainter painter(m_gutter);
    const QPalette& pal = palette();
    painter.fillRect(event->rect(), accentcolour::blend(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.04));
    const QColor marker = pal.color(QPalette::Highlight);
    const QColor number = accentcolour::blend(pal.color(QPalette::Base), pal.color(QPalette::Text), 0.55);
    QFont bold = font();
    bold.setBold(true);
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    while (block.isValid() && top <= event->rect().bottom()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber() + 1;
        if (block.isVisible() && top + height >= event->rect().top()) {
            const bool current = m_first > 0 && line >= m_first && line <= m_last;
            if (current) {
                painter.fillRect(QRect(0, top, m_gutter->width(), height), currentLineColour());
                painter.fillRect(QRect(0, top, 4, height), marker);
            }
            painter.setFont(current ? bold : font());
            painter.setPen(current ? pal.color(QPalette::Text) : number);
            painter.drawText(QRect(0, top, m_gutter->width() - 6, height), Qt::AlignRight | Qt::AlignVCenter,
                             QString::number(line));
        }
        block = block.next();
        top += height;
    }
}

} // namespace AttentionLab
