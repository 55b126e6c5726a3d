// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFont>
#include <QHash>
#include <QPlainTextEdit>

namespace AttentionLab {

class PythonHighlighter;

/// Read-only Python code with syntax colours, line numbers and a current-line
/// marker: the lines being explained get a background across the full width
/// and a bar in the line-number gutter, and are scrolled into view. Ctrl+C
/// copies the selection, or all the code when nothing is selected.
class CodeView : public QPlainTextEdit
{
    Q_OBJECT
public:
    explicit CodeView(QWidget* parent = nullptr);
    ~CodeView() override;

    /// Replaces the code; the highlighted lines stay where they are (clamped to the new code).
    void setCode(const QString& code);
    /// The code exactly as given to setCode().
    QString code() const { return m_code; }

    /// Marks lines \a first..\a last (1-based, inclusive) as the current ones
    /// and scrolls them into view; 0, 0 clears the marker.
    void setHighlightedLines(int first, int last);
    int highlightedFirst() const { return m_first; }
    int highlightedLast() const { return m_last; }
    /// The text of the highlighted lines, for tests and screen readers.
    QString highlightedText() const;
    /// Background of the current lines (the palette's highlight, softened).
    QColor currentLineColour() const;

    PythonHighlighter* highlighter() const { return m_highlighter; }
    /// Width of the line-number gutter on the left.
    int gutterWidth() const;
    /// The width at which the longest line shows whole, without scrolling sideways.
    int widthForLongestLine() const;

public Q_SLOTS:
    /// Puts all the code on the clipboard.
    void copyAll();

Q_SIGNALS:
    /// Code went to the clipboard (all of it, or the selection).
    void copied(bool everything);

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    class Gutter;
    void applyPalette();
    void updateGutterGeometry();
    void paintGutter(QPaintEvent* event);
    void scrollToHighlight();

    QString m_code;
    PythonHighlighter* m_highlighter = nullptr;
    Gutter* m_gutter = nullptr;
    int m_first = 0;
    int m_last = 0;
    mutable QHash<QString, int> m_lineWidths; ///< widthForLongestLine()'s, of the current code's lines
    mutable QFont m_lineWidthsFont; ///< the font they were measured in
};

} // namespace AttentionLab
