// SPDX-License-Identifier: GPL-3.0-or-later
#include "pythonhighlighter.h"

#include "accentcolour.h"

#include <QPalette>
#include <QSet>

namespace AttentionLab {

namespace {

constexpr double MinimumContrast = 4.5;

bool isKeyword(QStringView word)
{
    static const QSet<QString> keywords {
        QStringLiteral("False"),   QStringLiteral("None"),     QStringLiteral("True"),     QStringLiteral("and"),
        QStringLiteral("as"),      QStringLiteral("assert"),   QStringLiteral("async"),    QStringLiteral("await"),
        QStringLiteral("break"),   QStringLiteral("class"),    QStringLiteral("continue"), QStringLiteral("def"),
        QStringLiteral("del"),     QStringLiteral("elif"),     QStringLiteral("else"),     QStringLiteral("except"),
        QStringLiteral("finally"), QStringLiteral("for"),      QStringLiteral("from"),     QStringLiteral("global"),
        QStringLiteral("if"),      QStringLiteral("import"),   QStringLiteral("in"),       QStringLiteral("is"),
        QStringLiteral("lambda"),  QStringLiteral("nonlocal"), QStringLiteral("not"),      QStringLiteral("or"),
        QStringLiteral("pass"),    QStringLiteral("raise"),    QStringLiteral("return"),   QStringLiteral("try"),
        QStringLiteral("while"),   QStringLiteral("with"),     QStringLiteral("yield"),
    };
    return keywords.contains(word.toString());
}

bool isIdentifierStart(QChar c)
{
    return c.isLetter() || c == QLatin1Char('_');
}

bool isIdentifierPart(QChar c)
{
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

/// Index just after the string that starts at \a start (after its prefix), or
/// -1 when a triple-quoted string runs on past the line.
int endOfString(const QString& line, int start, QChar quote, bool triple)
{
    int i = start + (triple ? 3 : 1);
    while (i < line.size()) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('\\')) {
            i += 2;
            continue;
        }
        if (c == quote) {
            if (!triple)
                return i + 1;
            if (line.mid(i, 3) == QString(3, quote))
                return i + 3;
        }
        ++i;
    }
    return triple ? -1 : static_cast<int>(line.size());
}

} // namespace

PythonTheme PythonTheme::fromPalette(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    PythonTheme theme;
    theme.keyword = accentcolour::readableOn(base, 320, 0.16, MinimumContrast);
    theme.function = accentcolour::readableOn(base, 250, 0.14, MinimumContrast);
    theme.number = accentcolour::readableOn(base, 55, 0.14, MinimumContrast);
    theme.string = accentcolour::readableOn(base, 145, 0.14, MinimumContrast);
    theme.comment = accentcolour::readableOn(base, 0, 0.0, MinimumContrast);
    return theme;
}

PythonHighlighter::PythonHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    m_theme = PythonTheme::fromPalette(QPalette());
}

void PythonHighlighter::setTheme(const PythonTheme& theme)
{
    m_theme = theme;
    rehighlight();
}

QList<PythonHighlighter::Span> PythonHighlighter::lex(const QString& line, int* state)
{
    QList<Span> spans;
    int i = 0;
    if (*state == 1 || *state == 2) {
        const QChar quote = *state == 1 ? QLatin1Char('"') : QLatin1Char('\'');
        const int end = endOfString(line, -3, quote, true);
        if (end < 0) {
            spans.append({ 0, static_cast<int>(line.size()), Kind::String });
            return spans;
        }
        spans.append({ 0, end, Kind::String });
        i = end;
        *state = 0;
    }
    while (i < line.size()) {
        const QChar c = line.at(i);
        if (c == QLatin1Char('#')) {
            spans.append({ i, static_cast<int>(line.size()) - i, Kind::Comment });
            break;
        }
        // A string, possibly with a prefix such as f, r, b or rb.
        int quoteAt = i;
        if (isIdentifierStart(c)) {
            int p = i;
            while (p < line.size() && p - i < 2 && QStringLiteral("rRbBfFuU").contains(line.at(p)))
                ++p;
            if (p > i && p < line.size() && (line.at(p) == QLatin1Char('"') || line.at(p) == QLatin1Char('\'')))
                quoteAt = p;
        }
        const QChar quote = quoteAt < line.size() ? line.at(quoteAt) : QChar();
        if (quote == QLatin1Char('"') || quote == QLatin1Char('\'')) {
            const bool triple = line.mid(quoteAt, 3) == QString(3, quote);
            const int end = endOfString(line, quoteAt, quote, triple);
            if (end < 0) {
                spans.append({ i, static_cast<int>(line.size()) - i, Kind::String });
                *state = quote == QLatin1Char('"') ? 1 : 2;
                return spans;
            }
            spans.append({ i, end - i, Kind::String });
            i = end;
            continue;
        }
        if (isIdentifierStart(c)) {
            int end = i + 1;
            while (end < line.size() && isIdentifierPart(line.at(end)))
                ++end;
            const QStringView word = QStringView(line).mid(i, end - i);
            int next = end;
            while (next < line.size() && line.at(next) == QLatin1Char(' '))
                ++next;
            if (isKeyword(word))
                spans.append({ i, end - i, Kind::Keyword });
            else if (next < line.size() && line.at(next) == QLatin1Char('('))
                spans.append({ i, end - i, Kind::Function });
            i = end;
            continue;
        }
        const bool fraction = c == QLatin1Char('.') && i + 1 < line.size() && line.at(i + 1).isDigit();
        if (c.isDigit() || fraction) {
            int end = i;
            while (end < line.size()
                   && (line.at(end).isLetterOrNumber() || line.at(end) == QLatin1Char('.')
                       || line.at(end) == QLatin1Char('_')
                       || ((line.at(end) == QLatin1Char('+') || line.at(end) == QLatin1Char('-'))
                           && (line.at(end - 1) == QLatin1Char('e') || line.at(end - 1) == QLatin1Char('E')))))
                ++end;
            spans.append({ i, end - i, Kind::Number });
            i = end;
            continue;
        }
        ++i;
    }
    return spans;
}

void PythonHighlighter::highlightBlock(const QString& text)
{
    int state = std::max(0, previousBlockState());
    const QList<Span> spans = lex(text, &state);
    setCurrentBlockState(state);
    for (const Span& span : spans) {
        QTextCharFormat format;
        switch (span.kind) {
        case Kind::Keyword:
            format.setForeground(m_theme.keyword);
            format.setFontWeight(QFont::Bold);
            break;
        case Kind::Function:
            format.setForeground(m_theme.function);
            break;
        case Kind::Number:
            format.setForeground(m_theme.number);
            break;
        case Kind::String:
            format.setForeground(m_theme.string);
            break;
        case Kind::Comment:
            format.setForeground(m_theme.comment);
            format.setFontItalic(true);
            break;
        }
        setFormat(span.start, span.length, format);
    }
}

} // namespace AttentionLab
