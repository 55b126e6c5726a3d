// SPDX-License-Identifier: GPL-3.0-or-later
#include "paragraphlabel.h"

#include <QEvent>

namespace AttentionLab {

ParagraphLabel::ParagraphLabel(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

bool ParagraphLabel::Shape::operator==(const Shape& other) const
{
    return margin == other.margin && indent == other.indent && alignment == other.alignment
        && wordWrap == other.wordWrap && format == other.format && contents == other.contents
        && minimum == other.minimum && maximum == other.maximum && text == other.text;
}

ParagraphLabel::Shape ParagraphLabel::shape() const
{
    const QRect inner = contentsRect();
    const QMargins contents(inner.left(), inner.top(), width() - inner.right() - 1, height() - inner.bottom() - 1);
    return {
        text(), margin(), indent(), alignment(), wordWrap(), textFormat(), contents, minimumSize(), maximumSize()
    };
}

void ParagraphLabel::forget() const
{
    m_answers.fill(Answer {});
    m_nextAnswer = 0;
}

int ParagraphLabel::heightForWidth(int width) const
{
    // QLabel has no signal or virtual for its setters: what shapes the text is compared here
    // (the text last, as the longest), the font and the style come as events.
    if (text().isEmpty()) // a pixmap, a movie or nothing: QLabel's own answer
        return QLabel::heightForWidth(width);
    Shape now = shape();
    if (!(now == m_shape)) {
        m_shape = std::move(now);
        forget();
    }
    for (const Answer& answer : m_answers) {
        if (answer.width == width)
            return answer.height;
    }
    const int height = QLabel::heightForWidth(width);
    ++m_measurements;
    m_answers[m_nextAnswer] = { width, height };
    m_nextAnswer = (m_nextAnswer + 1) % m_answers.size();
    return height;
}

void ParagraphLabel::changeEvent(QEvent* event)
{
    switch (event->type()) {
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::LayoutDirectionChange:
        forget();
        break;
    default:
        break;
    }
    QLabel::changeEvent(event);
}

} // namespace AttentionLab
