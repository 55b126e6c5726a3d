// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>
#include <QMargins>

#include <array>

namespace AttentionLab {

/// A word-wrapped label for a paragraph, such as a chapter's introduction. A QLabel lays its
/// rich text out twice at every height a layout asks it for, and a page's layouts ask several
/// times at each change anywhere in the window: 12% of the freeze of pasting 2,048 words on the
/// mixing chapter. This label remembers its last few answers while its text, font and margins
/// stay the same, and is otherwise a QLabel.
class ParagraphLabel : public QLabel
{
    Q_OBJECT
public:
    explicit ParagraphLabel(QWidget* parent = nullptr);

    int heightForWidth(int width) const override;

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
        bool operator==(const Shape& other) const;
    };
    Shape shape() const;
    void forget() const;

    struct Answer
    {
        int width = -1;
        int height = 0;
    };
    mutable Shape m_shape;
    mutable std::array<Answer, 4> m_answers; ///< the last widths asked, oldest overwritten first
    mutable size_t m_nextAnswer = 0;
};

} // namespace AttentionLab
