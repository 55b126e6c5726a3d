// SPDX-License-Identifier: GPL-3.0-or-later
#include "formulaview.h"

#include "chinesefonts.h"
#include "focusframe.h"

#include <QResizeEvent>
#include <QTextBlock>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

FormulaView::FormulaView(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    // Selectable by mouse and keyboard; the arrow keys scroll through the lines.
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // wrapped: never sideways
    // On the page's background, as the text around it.
    viewport()->setBackgroundRole(QPalette::Window);
    viewport()->setAutoFillBackground(false);
    setBackgroundVisible(false);
    showFocusFrame(this, false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    setMaximumHeight(MaximumHeight);
    applyFont();
}

void FormulaView::setLines(const QStringList& lines)
{
    const QString text = lines.join(QLatin1Char('\n'));
    if (text == toPlainText())
        return;
    setPlainText(text);
    updateGeometry();
}

int FormulaView::chromeHeight() const
{
    return 2 * frameWidth() + 2 * static_cast<int>(std::ceil(document()->documentMargin()));
}

int FormulaView::contentHeight() const
{
    const int chrome = chromeHeight();
    const qreal lineSpacing = fontMetrics().lineSpacing();
    // Each block takes a line at least: past MaximumHeight, nothing needs laying out.
    if (document()->blockCount() * lineSpacing + chrome >= MaximumHeight)
        return MaximumHeight;
    qreal height = chrome;
    for (QTextBlock block = document()->begin(); block.isValid() && height < MaximumHeight; block = block.next())
        height += blockBoundingRect(block).height();
    return std::min(MaximumHeight, static_cast<int>(std::ceil(height)));
}

QSize FormulaView::sizeHint() const
{
    return QSize(QPlainTextEdit::sizeHint().width(), contentHeight());
}

QSize FormulaView::minimumSizeHint() const
{
    // Two lines, so that a short box still shows it scrolls.
    return QSize(QPlainTextEdit::minimumSizeHint().width(),
                 std::min(contentHeight(), 2 * fontMetrics().lineSpacing() + chromeHeight()));
}

void FormulaView::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    // Another width wraps the lines otherwise: another height.
    if (event->size().width() != event->oldSize().width())
        updateGeometry();
}

void FormulaView::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        updateGeometry();
}

void FormulaView::applyFont()
{
    // Only the families are set: the size follows the page's font (the window's zoom).
    QFont mono;
    mono.setFamilies(monospacedFontWithSimplifiedChinese().families());
    setFont(mono);
}

} // namespace AttentionLab
