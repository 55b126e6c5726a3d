// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QMargins>

#include <array>
#include <limits>

namespace AttentionLab {

/// A word-wrapped label for a paragraph, such as a chapter's introduction. A QLabel lays its
/// rich text out twice at every height a layout asks it for, and a page's layouts ask several
/// times at each change anywhere in the window: 12% of the freeze of pasting 2,048 words on the
/// mixing chapter. This label remembers its last few answers while its text, font, margins and
/// size limits stay the same, and is otherwise a QLabel (a label without text, showing a picture,
/// remembers nothing).
class ParagraphLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ParagraphLabel(QWidget* parent = nullptr);

    int heightForWidth(int width) const override;

    /// How many heights were worked out by QLabel rather than remembered (for tests).
    int measurements() const { return m_measurements; }

protected:
    void changeEvent(QEvent* event) override;

private:
    /// What the remembered heights were measured with, besides the font and style.
    struct Shape
    {
        QString text;
        int margin = 0;
        int indent = 0;
        Qt::Alignment alignment;
        bool wordWrap = false;
        Qt::TextFormat format = Qt::AutoText;
        QMargins contents; ///< the frame's and the contents margins
        QSize minimum; ///< QLabel's answer is at least the minimum height
        QSize maximum;
        bool operator==(const Shape& other) const;
    };
    Shape shape() const;
    void forget() const;

    struct Answer
    {
        int width = std::numeric_limits<int>::min(); ///< none yet (-1 is a width a layout may ask)
        int height = 0;
    };
    mutable Shape m_shape;
    mutable std::array<Answer, 4> m_answers; ///< the last widths asked, oldest overwritten first
    mutable size_t m_nextAnswer = 0;
    mutable int m_measurements = 0;
};

} // namespace AttentionLab
