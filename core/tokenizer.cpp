// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer.h"

#include "vocabulary.h"

#include <QTextBoundaryFinder>

#include <algorithm>

namespace AttentionLab {

namespace {

// A word longer than this (in UTF-16 code units) is cut to its first whole
// graphemes within the limit followed by "…", and is that token from then on:
// one word of ten million characters costs no more than any other.
constexpr int MaximumWordLength = 100;

enum class Kind
{
    Space, // whitespace and control characters: separate words
    Punctuation, // dropped, but separates words
    Han, // Chinese characters: segmented against the vocabulary
    Letter, // letters, digits and marks of other scripts: joined into words
    Symbol, // emoji and other symbols: one token per grapheme
};

struct Grapheme
{
    int start;
    int length;
    Kind kind;
};

Kind kindOf(const QString& text, int start)
{
    const char32_t codePoint = codePointAt(text, start);
    switch (QChar::category(codePoint)) {
    case QChar::Separator_Space:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph:
    case QChar::Other_Control: // tabs, newlines, NUL
        return Kind::Space;
    case QChar::Other_Format: // a stray zero-width joiner or direction mark
    case QChar::Punctuation_Connector:
    case QChar::Punctuation_Dash:
    case QChar::Punctuation_Open:
    case QChar::Punctuation_Close:
    case QChar::Punctuation_InitialQuote:
    case QChar::Punctuation_FinalQuote:
    case QChar::Punctuation_Other:
        return Kind::Punctuation;
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_DecimalDigit:
    case QChar::Number_Letter:
    case QChar::Number_Other:
    case QChar::Mark_NonSpacing:
    case QChar::Mark_SpacingCombining:
    case QChar::Mark_Enclosing:
        return QChar::script(codePoint) == QChar::Script_Han ? Kind::Han : Kind::Letter;
    default:
        return Kind::Symbol;
    }
}

QList<Grapheme> graphemesOf(const QString& text)
{
    QList<Grapheme> graphemes;
    graphemes.reserve(text.size());
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    int start = 0;
    for (int end = finder.toNextBoundary(); end > 0; end = finder.toNextBoundary()) {
        graphemes.append({ start, end - start, kindOf(text, start) });
        start = end;
    }
    return graphemes;
}

// The user segmented the sentence if two Chinese characters have only spaces
// between them; then we trust their segmentation instead of matching.
bool isSegmentedByUser(const QList<Grapheme>& graphemes)
{
    Kind lastSolid = Kind::Space;
    bool spaceSinceLastSolid = false;
    for (const Grapheme& grapheme : graphemes) {
        if (grapheme.kind == Kind::Space) {
            spaceSinceLastSolid = true;
            continue;
        }
        if (grapheme.kind == Kind::Han && lastSolid == Kind::Han && spaceSinceLastSolid)
            return true;
        lastSolid = grapheme.kind;
        spaceSinceLastSolid = false;
    }
    return false;
}

// A chunk longer than this is never looked up whole: no vocabulary word is that
// long, and a pasted 100,000-character "word" must not cost a normalisation.
constexpr int MaxWholeChunk = 64;

bool isDigitAt(const QString& text, const Grapheme& grapheme)
{
    return grapheme.length == 1 && QChar::isDigit(codePointAt(text, grapheme.start));
}

// The separator inside a decimal number ("25.5", "1,000"), full-width forms too.
QChar numberSeparatorAt(const QString& text, const Grapheme& grapheme)
{
    if (grapheme.length != 1)
        return {};
    const QChar c = text.at(grapheme.start);
    if (c == QLatin1Char('.') || c.unicode() == 0xFF0E)
        return QLatin1Char('.');
    if (c == QLatin1Char(',') || c.unicode() == 0xFF0C)
        return QLatin1Char(',');
    return {};
}

// Whether the separator at \a index joins the digits around it into one number:
// a decimal point between digits, or a thousands comma before exactly three digits.
bool joinsNumber(const QString& text, const QList<Grapheme>& graphemes, int index)
{
    const QChar separator = numberSeparatorAt(text, graphemes[index]);
    const int count = graphemes.size();
    if (separator.isNull() || index == 0 || index + 1 >= count || !isDigitAt(text, graphemes[index - 1])
        || !isDigitAt(text, graphemes[index + 1]))
        return false;
    if (separator == QLatin1Char('.'))
        return true;
    int digits = 0;
    while (index + 1 + digits < count && isDigitAt(text, graphemes[index + 1 + digits]))
        ++digits;
    return digits == 3;
}

} // namespace

Tokenizer::Tokenizer(const Vocabulary& vocabulary)
    : m_vocabulary(vocabulary)
{ }

QList<Token> Tokenizer::tokenize(const QString& text, int limit, int* leftOut, QList<int>* vocabularyIndices) const
{
    const QList<Grapheme> graphemes = graphemesOf(text);
    const bool keepHanRunsWhole = isSegmentedByUser(graphemes);
    QList<Token> tokens;
    tokens.reserve(std::min<qsizetype>(limit, graphemes.size()));
    int counted = 0; // tokens past the limit
    if (vocabularyIndices)
        vocabularyIndices->clear();
    const auto append = [&](const QString& word, int start) {
        const int index = m_vocabulary.indexOf(word);
        tokens.append({ word, index >= 0, start });
        if (vocabularyIndices)
            vocabularyIndices->append(index);
    };
    auto addToken = [&](int firstGrapheme, int endGrapheme) {
        if (tokens.size() >= limit) {
            ++counted;
            return;
        }
        const int start = graphemes[firstGrapheme].start;
        const int end = graphemes[endGrapheme - 1].start + graphemes[endGrapheme - 1].length;
        if (end - start <= MaximumWordLength) {
            append(text.mid(start, end - start), start);
            return;
        }
        // Too long to be a word anyone reads: cut after the last whole grapheme that fits (or, in a
        // cluster longer than the limit, between code points), marked with an ellipsis. The cut text
        // is the token from here on: its vector, its colour, its label all cost no more than a word's.
        int cut = start;
        for (int g = firstGrapheme;
             g < endGrapheme && graphemes[g].start + graphemes[g].length - start <= MaximumWordLength; ++g)
            cut = graphemes[g].start + graphemes[g].length;
        if (cut == start) {
            cut = start + MaximumWordLength;
            if (text.at(cut - 1).isHighSurrogate())
                --cut;
        }
        append(text.mid(start, cut - start) + QChar(0x2026), start);
    };
    // Forward maximum matching over graphemes [first, end) of one Han run.
    auto segmentHan = [&](int first, int end) {
        while (first < end) {
            const int longest = m_vocabulary.longestWordStartingWith(codePointAt(text, graphemes[first].start));
            int length = std::clamp(longest, 1, end - first);
            for (; length > 1; --length) {
                const int from = graphemes[first].start;
                const int to = graphemes[first + length - 1].start + graphemes[first + length - 1].length;
                // A view into the text, not a copy: this runs for every character of a paste.
                if (m_vocabulary.contains(QString::fromRawData(text.constData() + from, to - from)))
                    break;
            }
            addToken(first, first + length);
            first += length;
        }
    };

    int i = 0;
    const int count = graphemes.size();
    int chunkChecked = -1; // the whitespace-separated chunk that starts here was looked up whole
    while (i < count) {
        const Kind kind = graphemes[i].kind;
        if (kind == Kind::Space) {
            ++i;
            continue;
        }
        // A chunk between spaces that the vocabulary knows whole is one token, whatever
        // it mixes (5G, C++, 3D打印, 词1): before any splitting, less its outer punctuation.
        if (chunkChecked < i && (i == 0 || graphemes[i - 1].kind == Kind::Space)) {
            int chunkEnd = i;
            while (chunkEnd < count && graphemes[chunkEnd].kind != Kind::Space && chunkEnd - i <= MaxWholeChunk)
                ++chunkEnd;
            chunkChecked = chunkEnd;
            int first = i;
            int last = chunkEnd;
            while (first < last && graphemes[first].kind == Kind::Punctuation)
                ++first;
            while (last > first && graphemes[last - 1].kind == Kind::Punctuation)
                --last;
            if (last - first > 1 && chunkEnd - i <= MaxWholeChunk) {
                const int from = graphemes[first].start;
                const int to = graphemes[last - 1].start + graphemes[last - 1].length;
                if (m_vocabulary.contains(QString::fromRawData(text.constData() + from, to - from))) {
                    addToken(first, last);
                    i = chunkEnd;
                    continue;
                }
            }
        }
        if (kind == Kind::Punctuation) {
            ++i;
            continue;
        }
        if (kind == Kind::Symbol) {
            addToken(i, i + 1);
            ++i;
            continue;
        }
        int end = i + 1;
        // Letters and digits run on; a decimal point or thousands comma between digits too.
        while (end < count
               && (graphemes[end].kind == kind || (kind == Kind::Letter && joinsNumber(text, graphemes, end))))
            ++end;
        if (kind == Kind::Han && !keepHanRunsWhole)
            segmentHan(i, end);
        else
            addToken(i, end);
        i = end;
    }
    if (leftOut)
        *leftOut = counted;
    return tokens;
}

} // namespace AttentionLab
