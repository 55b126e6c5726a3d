// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPlainTextEdit>

namespace AttentionLab {

/// The scoring chapter's arithmetic: read-only lines in the fixed-width font, selectable
/// and scrollable by the keyboard, wrapped at the box's width when a line is wider. As tall
/// as its lines up to MaximumHeight, then it scrolls.
///
/// A QPlainTextEdit lays out only the lines it shows. A rich-text QLabel in a scroll area
/// laid out all 80 lines of a long sentence several times whenever it opened or resized
/// (its size hints, its wrapped shape): about 30 ms of the 75 ms that opening the chapter
/// with a 2,048-word sentence froze the window.
class FormulaView : public QPlainTextEdit
{
    Q_OBJECT
public:
    /// The tallest the box grows (px) before it scrolls.
    static constexpr int MaximumHeight = 190;

    explicit FormulaView(QWidget* parent = nullptr);

    /// Replaces the lines.
    void setLines(const QStringList& lines);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    /// The lines' height at the current width, laid out only while they may fit in
    /// MaximumHeight; a longer text is MaximumHeight without laying it out.
    int contentHeight() const;
    /// The frame and the document's margins, above and below the lines.
    int chromeHeight() const;
    void applyFont();
};

} // namespace AttentionLab
