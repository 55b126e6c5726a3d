// SPDX-License-Identifier: GPL-3.0-or-later
#include "vectortext.h"

#include "embeddingio.h"
#include "vocabulary.h"

#include <QCoreApplication>
#include <QStringDecoder>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>

namespace AttentionLab {
namespace vectortext {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingIo) // the messages of embeddingio.cpp, one context for translators
};

// A token longer than this is shortened in error messages, which stay one line.
constexpr int MaxShownToken = 40;

} // namespace

bool isBlank(const char* begin, const char* end)
{
    for (const char* p = begin; p != end; ++p) {
        if (!isSeparator(*p))
            return false;
    }
    return true;
}

namespace {
bool isAscii(const char* begin, const char* end)
{
    for (const char* p = begin; p != end; ++p) {
        if (static_cast<unsigned char>(*p) >= 0x80)
            return false;
    }
    return true;
}
} // namespace

// Decodes UTF-8 without keeping state between calls, so that a sequence cut
// off at the end of the token counts as an error too.
std::optional<QString> decodeUtf8(const char* begin, const char* end)
{
    const auto size = static_cast<qsizetype>(end - begin);
    if (isAscii(begin, end))
        return QString::fromLatin1(begin, size);
    QStringDecoder decoder(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
    QString text = decoder.decode(QByteArrayView(begin, size));
    if (decoder.hasError())
        return std::nullopt;
    return text;
}

QString shownToken(const char* begin, const char* end)
{
    QString text = QString::fromUtf8(begin, static_cast<qsizetype>(end - begin));
    if (text.size() > MaxShownToken)
        text = text.left(MaxShownToken) + QChar(0x2026);
    return text;
}

bool isUnsignedInteger(const char* begin, const char* end)
{
    if (begin == end)
        return false;
    for (const char* p = begin; p != end; ++p) {
        if (*p < '0' || *p > '9')
            return false;
    }
    return true;
}

// std::from_chars: locale-independent and fast (no QString per number).
NumberStatus parseNumber(const char* begin, const char* end, double* value)
{
    if (begin != end && *begin == '+') { // from_chars refuses a leading '+', which some writers emit
        ++begin;
        if (begin != end && (*begin == '+' || *begin == '-')) // but "+-1" is not a number
            return NumberStatus::NotANumber;
    }
    const auto result = std::from_chars(begin, end, *value);
    if (result.ptr != end || begin == end)
        return NumberStatus::NotANumber;
    if (result.ec == std::errc::result_out_of_range) {
        // Overflow or underflow? Ask again with the wider long double.
        long double wide = 0;
        std::from_chars(begin, end, wide);
        if (std::fabs(wide) > static_cast<long double>(std::numeric_limits<double>::max()))
            return NumberStatus::TooLarge;
        *value = static_cast<double>(wide); // an underflow: zero or a denormal, which is harmless
        return NumberStatus::Ok;
    }
    if (result.ec != std::errc())
        return NumberStatus::NotANumber;
    return std::isfinite(*value) ? NumberStatus::Ok : NumberStatus::NotFinite;
}

// Chinese word lists are often saved as GBK, western ones as Latin-1: say how to fix it.
QString notUtf8(bool inWord)
{
    return inWord ? Tr::tr("the word is not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8")
                  : Tr::tr("not valid UTF-8 text (saved as GBK or Latin-1?); save the file as UTF-8");
}

namespace {
// The length of a UTF-8 sequence that starts with \a lead, 0 if it cannot start one.
int sequenceLength(unsigned char lead)
{
    if (lead >= 0xC2 && lead <= 0xDF)
        return 2;
    if (lead >= 0xE0 && lead <= 0xEF)
        return 3;
    if (lead >= 0xF0 && lead <= 0xF4)
        return 4;
    return 0;
}
} // namespace

// A word that word2vec.c cut in the middle of a character: valid UTF-8 but for an
// unfinished sequence at its very end, which becomes U+FFFD. Anything else broken
// (GBK, Latin-1) stays an error.
std::optional<QString> decodeCutWord(const char* begin, const char* end)
{
    for (int cut = 1; cut <= 3 && end - cut >= begin; ++cut) {
        const auto lead = static_cast<unsigned char>(*(end - cut));
        if (lead >= 0x80 && lead < 0xC0)
            continue; // a continuation byte: the lead is further back
        if (sequenceLength(lead) <= cut)
            return std::nullopt;
        if (const std::optional<QString> head = decodeUtf8(begin, end - cut))
            return *head + QChar(QChar::ReplacementCharacter);
        return std::nullopt;
    }
    return std::nullopt;
}

namespace {
// "12:0.5": the index:value pairs of a sparse (PPMI, SVMlight) file.
bool looksSparse(const char* begin, const char* end)
{
    const char* colon = static_cast<const char*>(std::memchr(begin, ':', static_cast<size_t>(end - begin)));
    if (!colon || !isUnsignedInteger(begin, colon))
        return false;
    double ignored = 0;
    return std::from_chars(colon + 1, end, ignored).ptr == end && colon + 1 != end;
}

// A CR inside the line, followed by more text: the file's lines end in a bare CR.
bool hasBareCr(const char* begin, const char* end)
{
    for (const char* p = begin; p + 1 < end; ++p) {
        if (*p == '\r' && !isSeparator(p[1]))
            return true;
    }
    return false;
}

// Whether the line is "word with spaces" followed by exactly \a dimension numbers,
// as GloVe 840B has for a few words; the count of the word's parts, or 0.
int wordPartsBeforeNumbers(const char* begin, const char* end, int dimension)
{
    std::vector<std::pair<const char*, const char*>> tokens;
    for (const char* p = skipSeparators(begin, end); p != end; p = skipSeparators(p, end)) {
        const char* tokenStop = tokenEnd(p, end);
        tokens.emplace_back(p, tokenStop);
        p = tokenStop;
    }
    if (dimension <= 0 || static_cast<int>(tokens.size()) <= dimension + 1)
        return 0;
    const size_t first = tokens.size() - static_cast<size_t>(dimension);
    for (size_t i = first; i < tokens.size(); ++i) {
        double ignored = 0;
        if (parseNumber(tokens[i].first, tokens[i].second, &ignored) != NumberStatus::Ok)
            return 0;
    }
    return static_cast<int>(first);
}
} // namespace

// Binary files: bytes that text never has right after a word and its space.
bool looksBinary(const char* begin, const char* end)
{
    for (const char* p = begin; p != end; ++p) {
        const auto c = static_cast<unsigned char>(*p);
        if (c < 0x20 && c != '\t' && c != '\r' && c != '\n')
            return true;
    }
    const char* lineEnd = static_cast<const char*>(std::memchr(begin, '\n', static_cast<size_t>(end - begin)));
    return !decodeUtf8(begin, lineEnd ? lineEnd : end);
}

QString zeroByteRefusal()
{
    return Tr::tr("a zero byte: this is not UTF-8 text (a binary word2vec file without its “count "
                  "dimension” header, or UTF-16 without a byte order mark?)");
}

bool hasZeroByte(const char* begin, const char* end)
{
    return std::memchr(begin, 0, static_cast<size_t>(end - begin)) != nullptr;
}

// A line with content, [lineBegin, lineEnd) without its '\n': its word, and its numbers into
// \a values. With the dimension still unknown, the line's count must only fit.
TextLine readTextLine(const char* lineBegin, const char* lineEnd, const TextRules& rules, std::vector<double>* values)
{
    TextLine read;
    auto refuse = [&read](const QString& why) {
        read.refused = true;
        read.refusal = why;
        return read;
    };
    if (isSeparator(*lineBegin))
        return refuse(Tr::tr("the line starts with a space instead of a word"));
    const char* const wordEnd = tokenEnd(lineBegin, lineEnd);
    values->clear();
    const char* q = skipSeparators(wordEnd, lineEnd);
    while (q != lineEnd) {
        double value = 0;
        // The common case in one pass: from_chars reads the number and stops at the separator.
        // Anything else (a sign '+', a token that goes on, out of range, not finite) is
        // looked at again below, token by token: finding each token's end first cost a
        // second pass over every byte of the file.
        const auto fast = std::from_chars(q, lineEnd, value);
        if (fast.ec == std::errc() && (fast.ptr == lineEnd || isSeparator(*fast.ptr)) && std::isfinite(value)) {
            values->push_back(value);
            q = skipSeparators(fast.ptr, lineEnd);
            continue;
        }
        const char* numberEnd = tokenEnd(q, lineEnd);
        switch (parseNumber(q, numberEnd, &value)) {
        case NumberStatus::Ok:
            break;
        case NumberStatus::NotANumber:
            // Say what the line looks like, not only which token failed.
            if (hasBareCr(lineBegin, lineEnd))
                return refuse(Tr::tr("the lines end in a bare CR (an old Mac file); save the file with "
                                     "LF or CRLF line ends"));
            if (looksSparse(q, numberEnd))
                return refuse(Tr::tr("“%1” is an index:value pair: this is a sparse (PPMI or SVMlight) "
                                     "file, and Attention Lab reads dense vectors only")
                                  .arg(shownToken(q, numberEnd)));
            if (const int parts = wordPartsBeforeNumbers(lineBegin, lineEnd, rules.dimension)) {
                const char* wordStop = lineBegin;
                for (int i = 0; i < parts; ++i)
                    wordStop = tokenEnd(skipSeparators(wordStop, lineEnd), lineEnd);
                return refuse(Tr::tr("the word “%1” contains spaces, which this format cannot hold "
                                     "(the line has %2 numbers after it); remove the line")
                                  .arg(shownToken(lineBegin, wordStop))
                                  .arg(rules.dimension));
            }
            if (!decodeUtf8(q, numberEnd))
                return refuse(notUtf8(false));
            return refuse(Tr::tr("“%1” is not a number").arg(shownToken(q, numberEnd)));
        case NumberStatus::NotFinite:
            return refuse(Tr::tr("“%1” is not a finite number").arg(shownToken(q, numberEnd)));
        case NumberStatus::TooLarge:
            return refuse(Tr::tr("“%1” is too large for a number").arg(shownToken(q, numberEnd)));
        }
        values->push_back(value);
        q = skipSeparators(numberEnd, lineEnd);
    }

    std::optional<QString> word = decodeUtf8(lineBegin, wordEnd);
    if (!word) {
        word = decodeCutWord(lineBegin, wordEnd);
        if (!word)
            return refuse(notUtf8(true));
        read.repaired = true;
    }
    const int count = static_cast<int>(values->size());
    if (count == 0)
        return refuse(Tr::tr("“%1” has no numbers after it").arg(shownToken(lineBegin, wordEnd)));
    if (rules.dimension < 0 && count > embeddingio::MaximumDimension) // no header: the first vector sets the dimension
        return refuse(Tr::tr("%1 numbers: Attention Lab takes vectors of at most %2 dimensions")
                          .arg(count)
                          .arg(embeddingio::MaximumDimension));
    if (rules.dimension >= 0 && count != rules.dimension) {
        double ignored = 0;
        if (count + 1 == rules.dimension && parseNumber(lineBegin, wordEnd, &ignored) == NumberStatus::Ok)
            return refuse(Tr::tr("the word is missing: the line has only %1 numbers").arg(count + 1));
        // Say where the expected count comes from: the fix may belong on that line instead.
        return refuse((rules.headerLine > 0 ? Tr::tr("%1 numbers, expected %2 as the header on line %3 "
                                                     "announces")
                                            : Tr::tr("%1 numbers, expected %2 like line %3"))
                          .arg(count)
                          .arg(rules.dimension)
                          .arg(rules.dimensionLine));
    }
    if (word->trimmed().isEmpty())
        return refuse(Tr::tr("the word is only white space"));
    read.word = std::move(*word);
    return read;
}

// The line (from 1) that holds the vector of \a row of a text file read without refusing a
// line: rows are its lines with content but the header, in order. For a duplicate's message;
// keeping each row's line took 4 bytes a word of the import's peak (1.6 MB at 400k words).
int lineOfRow(const char* begin, const char* end, int headerLine, int row)
{
    int line = 0;
    for (const char* p = begin; p < end;) {
        ++line;
        const char* lineEnd = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
        if (!lineEnd)
            lineEnd = end;
        if (line != headerLine && !isBlank(p, lineEnd) && row-- == 0)
            return line;
        p = lineEnd + (lineEnd == end ? 0 : 1);
    }
    return 0;
}

TextPiece readTextPiece(const char* begin, const char* end, const TextRules& rules, bool single)
{
    TextPiece piece;
    std::vector<double> values;
    values.reserve(static_cast<size_t>(rules.dimension));
    for (const char* p = begin; p < end;) {
        ++piece.lines;
        const char* lineEnd = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
        if (!lineEnd)
            lineEnd = end;
        const char* const lineBegin = p;
        p = lineEnd + (lineEnd == end ? 0 : 1);
        if (hasZeroByte(lineBegin, lineEnd)) {
            piece.refusedLine = piece.lines;
            piece.refusal = zeroByteRefusal();
            return piece;
        }
        if (isBlank(lineBegin, lineEnd))
            continue;
        TextLine line = readTextLine(lineBegin, lineEnd, rules, &values);
        if (line.refused) {
            piece.refusedLine = piece.lines;
            piece.refusal = line.refusal;
            return piece;
        }
        if (piece.words.isEmpty()) {
            // Room for the piece's rows at once, guessed from its first line: grown by doubling,
            // the buffers of the pieces in flight took half a megabyte more of the import's peak.
            const auto rows = static_cast<size_t>((end - lineBegin) / std::max<qint64>(1, p - lineBegin) * 9 / 8 + 2);
            if (single)
                piece.floats.reserve(rows * values.size());
            else
                piece.doubles.reserve(rows * values.size());
            piece.words.reserve(qsizetype(rows));
            piece.keys.reserve(qsizetype(rows));
        }
        if (single)
            piece.floats.insert(piece.floats.end(), values.cbegin(), values.cend());
        else
            piece.doubles.insert(piece.doubles.end(), values.cbegin(), values.cend());
        piece.keys.append(Vocabulary::keyOf(line.word));
        piece.words.append(std::move(line.word));
        piece.lineOfWord.push_back(piece.lines);
        piece.wordBytes.emplace_back(lineBegin, tokenEnd(lineBegin, lineEnd));
        piece.repairedWords += line.repaired ? 1 : 0;
    }
    return piece;
}

} // namespace vectortext
} // namespace AttentionLab
