// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <utility>
#include <vector>

namespace AttentionLab {

/// The bytes of word-vector files, for embeddingio: separators, tokens, numbers and
/// UTF-8 words, and the lines of the text format. A text line is read here without the
/// vocabulary, so that both threads of an import (LinePieces) read lines alike; the
/// messages say what is wrong, and the caller adds the file and the line.
namespace vectortext {

inline bool isSeparator(char c)
{
    // '\r' counts as a separator so that CRLF files and stray CRs need no special case.
    return c == ' ' || c == '\t' || c == '\r';
}

inline const char* tokenEnd(const char* p, const char* end)
{
    while (p != end && !isSeparator(*p))
        ++p;
    return p;
}

inline const char* skipSeparators(const char* p, const char* end)
{
    while (p != end && isSeparator(*p))
        ++p;
    return p;
}

bool isBlank(const char* begin, const char* end);
bool isUnsignedInteger(const char* begin, const char* end);
bool hasZeroByte(const char* begin, const char* end);

/// UTF-8 without state kept between calls, so that a sequence cut off at the end counts as
/// an error too; nothing for bytes that are not UTF-8.
std::optional<QString> decodeUtf8(const char* begin, const char* end);
/// A word that word2vec.c cut in the middle of a character: valid UTF-8 but for an
/// unfinished sequence at its very end, which becomes U+FFFD. Anything else broken
/// (GBK, Latin-1) gives nothing.
std::optional<QString> decodeCutWord(const char* begin, const char* end);
/// A token as a message shows it: decoded, shortened to 40 characters.
QString shownToken(const char* begin, const char* end);

enum class NumberStatus
{
    Ok,
    NotANumber,
    NotFinite,
    TooLarge,
};

/// The token [begin, end) as a number (std::from_chars, locale-independent; a leading '+'
/// is taken, an underflow is zero or a denormal).
NumberStatus parseNumber(const char* begin, const char* end, double* value);

/// Binary files: bytes that text never has right after a word and its space.
bool looksBinary(const char* begin, const char* end);

/// Why bytes that are not UTF-8 are refused, and how to fix it (\a inWord: in the word).
QString notUtf8(bool inWord);
QString zeroByteRefusal();

/// What one line of a text file says.
struct TextLine
{
    bool refused = false;
    QString refusal; ///< why the line is refused, without the file and line
    QString word;
    bool repaired = false; ///< the word was cut in the middle of a character
};

/// What earlier lines set, which later lines must agree with.
struct TextRules
{
    int dimension = -1; ///< -1 until the header or the first vector
    int dimensionLine = 0; ///< where the dimension was set
    int headerLine = 0; ///< 0 without a header
};

/// A line with content, [lineBegin, lineEnd) without its '\n' and with no zero byte: its
/// word, and its numbers into \a values. With the dimension still unknown (no header, the
/// first vector), the line's count must only be at most embeddingio::MaximumDimension.
TextLine readTextLine(const char* lineBegin, const char* lineEnd, const TextRules& rules, std::vector<double>* values);

/// The line (from 1) that holds the vector of \a row of a text file that starts at \a begin
/// and was read without refusing a line: rows are its lines with content but the header
/// (\a headerLine, 0 for none), in order. For a duplicate's message: keeping each row's
/// line took 4 bytes a word of the import's peak (1.6 MB at 400k words).
int lineOfRow(const char* begin, const char* end, int headerLine, int row);

/// The lines of one piece of a text file, read by either thread of an import.
struct TextPiece
{
    int lines = 0; ///< lines read, up to and including a refused one
    std::vector<float> floats; ///< the rows, for a float32 vocabulary
    std::vector<double> doubles; ///< or for a double one
    QStringList words;
    QStringList keys; ///< Vocabulary::keyOf() of each word, the costly part of adding it
    std::vector<int> lineOfWord; ///< within the piece, from 1
    std::vector<std::pair<const char*, const char*>> wordBytes; ///< as in the file, for messages
    int repairedWords = 0;
    int refusedLine = 0; ///< within the piece; 0 when no line is refused
    QString refusal;
};

/// Reads the lines [begin, end) after the first vector: \a rules are final, and \a single
/// says whether the rows go into a float32 vocabulary. Stops at the first refused line.
TextPiece readTextPiece(const char* begin, const char* end, const TextRules& rules, bool single);

} // namespace vectortext
} // namespace AttentionLab
