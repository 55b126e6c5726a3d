// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QSyntaxHighlighter>

class QPalette;

namespace AttentionLab {

/// The colours of Python code, derived from a palette so that every kind of
/// token stays readable (WCAG contrast >= 4.5) on light and dark themes.
struct PythonTheme
{
    QColor keyword;
    QColor function;
    QColor number;
    QColor string;
    QColor comment;

    static PythonTheme fromPalette(const QPalette& palette);
};

/// Colours Python source in a QTextDocument: keywords, numbers, strings,
/// comments and function calls. A small hand-written lexer rather than a
/// list of regular expressions, so that a '#' inside a string or a digit
/// inside a name ("float64") is never mistaken for a comment or a number.
class PythonHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT
public:
    enum class Kind
    {
        Keyword,
        Function,
        Number,
        String,
        Comment,
    };
    struct Span
    {
        int start = 0;
        int length = 0;
        Kind kind = Kind::Keyword;
        bool operator==(const Span& other) const
        {
            return start == other.start && length == other.length && kind == other.kind;
        }
    };

    explicit PythonHighlighter(QTextDocument* document);

    void setTheme(const PythonTheme& theme);
    const PythonTheme& theme() const { return m_theme; }

    /// The coloured spans of one line. \a state is the line's state on entry
    /// and on return: 0 normally, 1 or 2 inside a """ or ''' string.
    static QList<Span> lex(const QString& line, int* state);

protected:
    void highlightBlock(const QString& text) override;

private:
    PythonTheme m_theme;
};

} // namespace AttentionLab
