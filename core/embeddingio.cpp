// SPDX-License-Identifier: GPL-3.0-or-later
#include "embeddingio.h"

#include "atomicfile.h"
#include "localfilename.h"
#include "readbehind.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QtEndian>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace AttentionLab {
namespace embeddingio {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingIo)
};

// How often (in lines) the parser asks whether to cancel and reports progress.
constexpr int CheckEvery = 256;
// A token longer than this is shortened in error messages, which stay one line.
constexpr int MaxShownToken = 40;

bool isSeparator(char c)
{
    // '\r' counts as a separator so that CRLF files and stray CRs need no special case.
    return c == ' ' || c == '\t' || c == '\r';
}

bool isBlank(const char* begin, const char* end)
{
    for (const char* p = begin; p != end; ++p) {
        if (!isSeparator(*p))
            return false;
    }
    return true;
}

const char* tokenEnd(const char* p, const char* end)
{
    while (p != end && !isSeparator(*p))
        ++p;
    return p;
}

const char* skipSeparators(const char* p, const char* end)
{
    while (p != end && isSeparator(*p))
        ++p;
    return p;
}

bool isAscii(const char* begin, const char* end)
{
    for (const char* p = begin; p != end; ++p) {
        if (static_cast<unsigned char>(*p) >= 0x80)
            return false;
    }
    return true;
}

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

enum class NumberStatus
{
    Ok,
    NotANumber,
    NotFinite,
    TooLarge,
};

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

} // namespace

QStringList numberedDimensionNames(int dimension)
{
    QStringList names;
    names.reserve(dimension);
    for (int i = 1; i <= dimension; ++i)
        names.append(QString::number(i));
    return names;
}

namespace {

// Whether an import of about \a rows words is stored in float32: real word-vector
// files (tens of thousands of words and up) were trained in float32 anyway. A
// vocabulary a person edited and exported (the built-in words and a few more)
// comes back bit for bit in double.
constexpr qint64 SinglePrecisionFrom = 20000;
bool singlePrecisionFor(qint64 rows)
{
    return rows >= std::max<qint64>(SinglePrecisionFrom, Vocabulary::builtIn().size() + 1);
}

// The file that \a data maps, when the rows may be read in place from it: given by
// readFile(), never by parse() (whose bytes may be gone once it returns).
using MappedFile = std::shared_ptr<QFile>;

std::optional<Vocabulary> parseBinary(const char* data, const char* p, const char* end, const QString& fileName,
                                      qint64 count, int dimension, int headerLine, QString* error,
                                      const ProgressFunction& progress, const CancelFunction& isCanceled,
                                      const ReadOptions& options, ReadReport* report, const MappedFile& mappedFile)
{
    // Word N, not line N: a binary file has no lines a person could count.
    auto wordError = [&](qint64 word, const QString& what) {
        *error = Tr::tr("%1, word %2: %3").arg(fileName, QString::number(word), what);
        return std::nullopt;
    };
    // A word longer than this is not a word: the file is not what its header says.
    constexpr qsizetype MaxWordBytes = 4096;
    const qint64 wanted = options.limit > 0 ? std::min(count, options.limit) : count;
    const auto recordBytes = static_cast<qint64>(dimension) * 4;
    // A header may lie: never reserve more rows than the file can hold.
    const qint64 fits = (end - p) / (recordBytes + 2);
    Vocabulary vocabulary(numberedDimensionNames(dimension));
    const auto rows = static_cast<int>(std::min({ wanted, fits + 1, qint64(std::numeric_limits<int>::max()) }));
    // The file holds the rows as little-endian float32 already: a large one is read in place,
    // never copied. Its words still go through the checks below, and every value too (for
    // the norms), so a mapped import refuses exactly what a copied one refuses.
    const bool mapped
        = mappedFile && Q_BYTE_ORDER == Q_LITTLE_ENDIAN && qint64(rows) * recordBytes >= options.mapFromBytes;
    if (mapped)
        vocabulary.reserveMapped(mappedFile, reinterpret_cast<const uchar*>(data), rows);
    else
        vocabulary.reserve(rows, true);
    std::vector<float> values(static_cast<size_t>(dimension));
    bool missing = false; // the file ended before the words the header announces
    const auto total = static_cast<double>(end - data);
    double reported = 0;
    // A copied file's pages are done with once read; a file read in place keeps them.
    ReadBehind readBehind(data, mappedFile && !mapped, options.releaseEvery, end);
    for (qint64 read = 0; read < wanted; ++read) {
        const qint64 number = read + 1;
        if (number % CheckEvery == 0) {
            readBehind.passed(p);
            if (isCanceled && isCanceled()) {
                *error = Tr::tr("the import was cancelled");
                return std::nullopt;
            }
            const double fraction = static_cast<double>(p - data) / total;
            if (progress && fraction - reported >= 0.01) {
                reported = fraction;
                progress(fraction);
            }
        }
        while (p != end && (*p == '\n' || *p == '\r')) // word2vec.c ends every vector with a newline
            ++p;
        if (p == end) {
            missing = true;
            if (report)
                report->missingWords = true;
            if (options.keepMissingWords && read > 0)
                break;
            *error = Tr::tr("%1, line %2: the header announces %3 words, but the binary file ends after %4")
                         .arg(fileName, QString::number(headerLine), QString::number(count), QString::number(read));
            return std::nullopt;
        }
        const qsizetype window = std::min<qsizetype>(end - p, MaxWordBytes + 1);
        const char* space = static_cast<const char*>(std::memchr(p, ' ', static_cast<size_t>(window)));
        if (!space)
            return wordError(number,
                             Tr::tr("no space after the word within %1 bytes: this is not a binary word2vec "
                                    "file, or it is damaged")
                                 .arg(MaxWordBytes));
        if (end - (space + 1) < recordBytes) {
            missing = true;
            if (report)
                report->missingWords = true;
            if (options.keepMissingWords && read > 0)
                break;
            return wordError(number,
                             Tr::tr("the file ends in the middle of the vector of “%1”, but the header "
                                    "announces %2 words (a binary file cut short)")
                                 .arg(shownToken(p, space), QString::number(count)));
        }
        std::optional<QString> word = decodeUtf8(p, space);
        if (!word) {
            word = decodeCutWord(p, space);
            if (!word)
                return wordError(number, notUtf8(true));
            if (report)
                ++report->repairedWords;
        }
        if (word->trimmed().isEmpty())
            return wordError(number, Tr::tr("the word is only white space"));
        const char* vector = space + 1;
        for (int c = 0; c < dimension; ++c) {
            values[static_cast<size_t>(c)] = qFromLittleEndian<float>(vector + 4 * c);
            if (!std::isfinite(values[static_cast<size_t>(c)]))
                return wordError(
                    number, Tr::tr("component %1 of “%2” is not a finite number").arg(QString::number(c + 1), *word));
        }
        const int previous = mapped ? vocabulary.addIfNewMapped(*word, vector - data, values.data())
                                    : vocabulary.addIfNew(*word, values.data());
        if (previous >= 0)
            return wordError(
                number,
                Tr::tr("“%1” appears a second time (first as word %2)").arg(*word, QString::number(previous + 1)));
        p = vector + recordBytes;
    }
    if (options.limit <= 0 || vocabulary.size() < options.limit) {
        const char* rest = p;
        while (rest != end && (isSeparator(*rest) || *rest == '\n'))
            ++rest;
        if (rest != end && !vocabulary.isEmpty() && !missing)
            return wordError(count + 1,
                             Tr::tr("the header announces %1 words, but the file goes on after them").arg(count));
    }
    if (vocabulary.isEmpty()) {
        *error = Tr::tr("%1, line %2: the file has only a header and no word vectors")
                     .arg(fileName, QString::number(headerLine));
        return std::nullopt;
    }
    if (progress)
        progress(1.0);
    return vocabulary;
}

} // namespace

namespace {
std::optional<Vocabulary> parseBytes(QByteArrayView bytes, const QString& fileName, QString* error,
                                     const ProgressFunction& progress, const CancelFunction& isCanceled,
                                     const ReadOptions& options, ReadReport* report, const MappedFile& mappedFile)
{
    if (report)
        *report = {}; // a report reused for a second file must not keep the first one's findings
    auto fileError = [&](const QString& what) {
        *error = Tr::tr("%1: %2").arg(fileName, what);
        return std::nullopt;
    };
    auto lineError = [&](int line, const QString& what) {
        *error = Tr::tr("%1, line %2: %3").arg(fileName, QString::number(line), what);
        return std::nullopt;
    };

    const char* const data = bytes.data();
    const char* const end = data + bytes.size();
    const char* p = data;
    if (bytes.size() >= 2
        && ((static_cast<unsigned char>(data[0]) == 0xFF && static_cast<unsigned char>(data[1]) == 0xFE)
            || (static_cast<unsigned char>(data[0]) == 0xFE && static_cast<unsigned char>(data[1]) == 0xFF)))
        return fileError(Tr::tr("the file is UTF-16 text; save it as UTF-8 and import it again"));
    if (bytes.size() >= 3 && std::memcmp(data, "\xEF\xBB\xBF", 3) == 0)
        p += 3;

    // The word2vec header: the first line with content, exactly two non-negative integers.
    int line = 0;
    int headerLine = 0;
    qint64 headerCount = -1;
    int dimension = -1; // unknown until the header or the first vector
    int dimensionLine = 0; // where the dimension was set, so that a mismatch can point there
    for (const char* q = p; q < end;) {
        const char* lineEnd = static_cast<const char*>(std::memchr(q, '\n', static_cast<size_t>(end - q)));
        if (!lineEnd)
            lineEnd = end;
        ++line;
        if (isBlank(q, lineEnd)) {
            q = lineEnd + (lineEnd == end ? 0 : 1);
            continue;
        }
        const char* first = skipSeparators(q, lineEnd);
        const char* firstEnd = tokenEnd(first, lineEnd);
        const char* second = skipSeparators(firstEnd, lineEnd);
        const char* secondEnd = tokenEnd(second, lineEnd);
        if (isUnsignedInteger(first, firstEnd) && isUnsignedInteger(second, secondEnd)
            && skipSeparators(secondEnd, lineEnd) == lineEnd) {
            qint64 count = 0;
            int headerDimension = 0;
            if (std::from_chars(first, firstEnd, count).ec != std::errc()
                || std::from_chars(second, secondEnd, headerDimension).ec != std::errc())
                return lineError(line, Tr::tr("the header’s numbers are too large"));
            if (headerDimension == 0)
                return lineError(line,
                                 Tr::tr("the header announces vectors with 0 dimensions; a vector needs at "
                                        "least one number"));
            if (headerDimension > MaximumDimension)
                return lineError(line,
                                 Tr::tr("the header announces vectors with %1 dimensions; Attention Lab takes "
                                        "at most %2")
                                     .arg(headerDimension)
                                     .arg(MaximumDimension));
            headerLine = line;
            headerCount = count;
            dimension = headerDimension;
            dimensionLine = line;
            if (report)
                report->announcedWords = count;
            const char* body = lineEnd + (lineEnd == end ? 0 : 1);
            // Binary or text? Look at what follows the first word: text has digits there.
            const char* wordStop = body;
            while (wordStop != end && *wordStop != ' ' && *wordStop != '\n')
                ++wordStop;
            if (wordStop != end && *wordStop == ' ') {
                const char* vectorBegin = wordStop + 1;
                const char* vectorEnd = vectorBegin + std::min<qint64>(end - vectorBegin, qint64(dimension) * 4);
                if (looksBinary(vectorBegin, vectorEnd)) {
                    if (report)
                        report->binary = true;
                    return parseBinary(data, body, end, fileName, count, dimension, headerLine, error, progress,
                                       isCanceled, options, report, mappedFile);
                }
            }
        }
        break;
    }

    if (std::all_of(p, end, [](char c) { return isSeparator(c) || c == '\n'; }))
        return fileError(Tr::tr("the file is empty"));

    Vocabulary vocabulary;
    std::vector<int> lineOfWord; // where each word was read, for duplicate messages
    std::vector<double> values;
    std::vector<float> singleValues;
    line = 0;
    const auto total = static_cast<double>(bytes.size());
    double reported = 0;
    ReadBehind readBehind(data, bool(mappedFile), options.releaseEvery,
                          end); // a text file's pages are done with once read

    while (p < end) {
        ++line;
        const char* lineEnd = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
        if (!lineEnd)
            lineEnd = end;
        const char* const lineBegin = p;
        p = lineEnd + (lineEnd == end ? 0 : 1);

        if (line % CheckEvery == 0) {
            readBehind.passed(lineBegin);
            if (isCanceled && isCanceled()) {
                *error = Tr::tr("the import was cancelled");
                return std::nullopt;
            }
            const double fraction = static_cast<double>(p - data) / total;
            if (progress && fraction - reported >= 0.01) {
                reported = fraction;
                progress(fraction);
            }
        }
        // Looked for line by line, as the pass goes: a scan of the whole file first would read
        // (and map) all of it before the first word.
        if (std::memchr(lineBegin, 0, static_cast<size_t>(lineEnd - lineBegin)))
            return lineError(line,
                             Tr::tr("a zero byte: this is not UTF-8 text (a binary word2vec file without its “count "
                                    "dimension” header, or UTF-16 without a byte order mark?)"));
        if (line == headerLine || isBlank(lineBegin, lineEnd))
            continue;
        if (options.limit > 0 && vocabulary.size() >= options.limit)
            break;

        if (isSeparator(*lineBegin))
            return lineError(line, Tr::tr("the line starts with a space instead of a word"));
        const char* const wordEnd = tokenEnd(lineBegin, lineEnd);
        values.clear();
        const char* q = skipSeparators(wordEnd, lineEnd);
        while (q != lineEnd) {
            double value = 0;
            // The common case in one pass: from_chars reads the number and stops at the separator.
            // Anything else (a sign '+', a token that goes on, out of range, not finite) is
            // looked at again below, token by token: finding each token's end first cost a
            // second pass over every byte of the file.
            const auto fast = std::from_chars(q, lineEnd, value);
            if (fast.ec == std::errc() && (fast.ptr == lineEnd || isSeparator(*fast.ptr)) && std::isfinite(value)) {
                values.push_back(value);
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
                    return lineError(line,
                                     Tr::tr("the lines end in a bare CR (an old Mac file); save the file with "
                                            "LF or CRLF line ends"));
                if (looksSparse(q, numberEnd))
                    return lineError(line,
                                     Tr::tr("“%1” is an index:value pair: this is a sparse (PPMI or SVMlight) "
                                            "file, and Attention Lab reads dense vectors only")
                                         .arg(shownToken(q, numberEnd)));
                if (const int parts = wordPartsBeforeNumbers(lineBegin, lineEnd, dimension)) {
                    const char* wordStop = lineBegin;
                    for (int i = 0; i < parts; ++i)
                        wordStop = tokenEnd(skipSeparators(wordStop, lineEnd), lineEnd);
                    return lineError(line,
                                     Tr::tr("the word “%1” contains spaces, which this format cannot hold "
                                            "(the line has %2 numbers after it); remove the line")
                                         .arg(shownToken(lineBegin, wordStop))
                                         .arg(dimension));
                }
                if (!decodeUtf8(q, numberEnd))
                    return lineError(line, notUtf8(false));
                return lineError(line, Tr::tr("“%1” is not a number").arg(shownToken(q, numberEnd)));
            case NumberStatus::NotFinite:
                return lineError(line, Tr::tr("“%1” is not a finite number").arg(shownToken(q, numberEnd)));
            case NumberStatus::TooLarge:
                return lineError(line, Tr::tr("“%1” is too large for a number").arg(shownToken(q, numberEnd)));
            }
            values.push_back(value);
            q = skipSeparators(numberEnd, lineEnd);
        }

        std::optional<QString> word = decodeUtf8(lineBegin, wordEnd);
        if (!word) {
            word = decodeCutWord(lineBegin, wordEnd);
            if (!word)
                return lineError(line, notUtf8(true));
            if (report)
                ++report->repairedWords;
        }
        const int count = static_cast<int>(values.size());
        if (count == 0)
            return lineError(line, Tr::tr("“%1” has no numbers after it").arg(shownToken(lineBegin, wordEnd)));
        if (dimension < 0) { // no header: the first vector sets the dimension
            if (count > MaximumDimension)
                return lineError(line,
                                 Tr::tr("%1 numbers: Attention Lab takes vectors of at most %2 dimensions")
                                     .arg(count)
                                     .arg(MaximumDimension));
            dimension = count;
            dimensionLine = line;
        }
        if (count != dimension) {
            double ignored = 0;
            if (count + 1 == dimension && parseNumber(lineBegin, wordEnd, &ignored) == NumberStatus::Ok)
                return lineError(line, Tr::tr("the word is missing: the line has only %1 numbers").arg(count + 1));
            // Say where the expected count comes from: the fix may belong on that line instead.
            return lineError(line,
                             (headerLine > 0 ? Tr::tr("%1 numbers, expected %2 as the header on line %3 "
                                                      "announces")
                                             : Tr::tr("%1 numbers, expected %2 like line %3"))
                                 .arg(count)
                                 .arg(dimension)
                                 .arg(dimensionLine));
        }
        if (vocabulary.dimension() != dimension) { // the first vector; only now is the dimension known to be sane
            vocabulary = Vocabulary(numberedDimensionNames(dimension));
            // How many rows? The header says (but may lie: never more than the bytes can hold),
            // else the size of the file over the length of this first line.
            const qint64 fits = (end - lineBegin) / (2 * qint64(dimension) + 1) + 1;
            qint64 rows = headerCount >= 0 ? std::min(headerCount, fits)
                                           : (end - lineBegin) / std::max<qint64>(1, p - lineBegin) * 21 / 20 + 16;
            if (options.limit > 0)
                rows = std::min(rows, options.limit);
            vocabulary.reserve(static_cast<int>(std::min<qint64>(rows, std::numeric_limits<int>::max() / 2)),
                               singlePrecisionFor(rows));
        }
        if (word->trimmed().isEmpty())
            return lineError(line, Tr::tr("the word is only white space"));
        int previous = -1;
        if (vocabulary.isSinglePrecision()) {
            singleValues.assign(values.cbegin(), values.cend());
            previous = vocabulary.addIfNew(*word, singleValues.data());
        } else {
            previous = vocabulary.addIfNew(*word, values.data());
        }
        if (previous >= 0) {
            const int previousLine = lineOfWord[static_cast<size_t>(previous)];
            if (vocabulary.word(previous) == *word)
                return lineError(line,
                                 Tr::tr("“%1” appears a second time (first on line %2)")
                                     .arg(shownToken(lineBegin, wordEnd), QString::number(previousLine)));
            return lineError(
                line,
                Tr::tr("“%1” is the same word as “%2” on line %3 (upper and lower case count as the "
                       "same)")
                    .arg(shownToken(lineBegin, wordEnd), vocabulary.word(previous), QString::number(previousLine)));
        }
        lineOfWord.push_back(line);
    }

    if (vocabulary.isEmpty()) // every line with content was the header or refused above
        return lineError(headerLine, Tr::tr("the file has only a header and no word vectors"));
    const bool limited = options.limit > 0 && vocabulary.size() >= options.limit;
    if (headerCount >= 0 && headerCount < vocabulary.size())
        return lineError(
            headerLine,
            Tr::tr("the header announces %1 words, but the file has %2").arg(headerCount).arg(vocabulary.size()));
    if (headerCount > vocabulary.size() && !limited) {
        if (report)
            report->missingWords = true;
        if (!options.keepMissingWords)
            return lineError(
                headerLine,
                Tr::tr("the header announces %1 words, but the file has %2").arg(headerCount).arg(vocabulary.size()));
    }
    if (progress)
        progress(1.0);
    return vocabulary;
}
} // namespace

std::optional<Vocabulary> parse(QByteArrayView bytes, const QString& fileName, QString* error,
                                const ProgressFunction& progress, const CancelFunction& isCanceled,
                                const ReadOptions& options, ReadReport* report)
{
    return parseBytes(bytes, fileName, error, progress, isCanceled, options, report, {});
}

namespace {
// A device or a pipe never ends, or blocks before the first byte: refused before opening.
// A file that is not there passes, for the open to say so.
bool isRegularIfThere(const QFileInfo& info, QString* error)
{
    if (!info.exists() || info.isFile())
        return true;
    *error = Tr::tr("it is not a regular file (a device, a pipe or a socket)");
    return false;
}
} // namespace

std::optional<Vocabulary> readFile(const QString& path, QString* error, const ProgressFunction& progress,
                                   const CancelFunction& isCanceled, const ReadOptions& options, ReadReport* report)
{
    const QString shown = localfilename::displayed(path);
    if (path.isEmpty()) {
        *error = Tr::tr("no file was given");
        return std::nullopt;
    }
    const QFileInfo info(path); // follows links: a link to /dev/zero is what it points to
    if (info.isDir()) {
        *error = Tr::tr("cannot read %1: it is a folder").arg(shown);
        return std::nullopt;
    }
    if (QString reason; !isRegularIfThere(info, &reason)) {
        *error = Tr::tr("cannot read %1: %2").arg(shown, reason);
        return std::nullopt;
    }
    // Shared: a vocabulary read in place keeps the file open and mapped.
    const auto mappedFile = std::make_shared<QFile>();
    QFile& file = *mappedFile;
    QString reason;
    if (!localfilename::openForReading(file, path, &reason)) {
        *error = Tr::tr("cannot read %1: %2").arg(shown, reason);
        return std::nullopt;
    }
    const qint64 size = file.size();
    if (size > 0) {
        // Mapping spares a copy of a file that may be gigabytes.
        if (const uchar* mapped = file.map(0, size)) {
            auto vocabulary = parseBytes(QByteArrayView(mapped, size), shown, error, progress, isCanceled, options,
                                         report, mappedFile);
            // What a workspace records to know the file again, of the very bytes the rows are read from.
            if (vocabulary && vocabulary->isMapped())
                vocabulary->setMappedFileFingerprint(fingerprint(QByteArrayView(mapped, size)));
            return vocabulary;
        }
    }
    const QByteArray bytes = file.read(size); // never more than the regular file's size
    if (file.error() != QFileDevice::NoError) {
        *error = Tr::tr("cannot read %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    return parse(bytes, shown, error, progress, isCanceled, options, report);
}

QByteArray fingerprint(QByteArrayView bytes)
{
    constexpr qsizetype Edge = qsizetype(1) << 20;
    constexpr qsizetype Block = 4096;
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(QByteArray(QByteArray::number(bytes.size()) + '\n'));
    const qsizetype head = std::min(bytes.size(), Edge);
    const qsizetype tail = std::max(head, bytes.size() - Edge); // where the last MiB starts
    hash.addData(bytes.first(head));
    if (const qsizetype middle = tail - head; middle > 0) {
        for (int i = 0; i < FingerprintBlocks; ++i) {
            const qsizetype start = head + middle / FingerprintBlocks * i;
            hash.addData(bytes.sliced(start, std::min(Block, tail - start)));
        }
    }
    hash.addData(bytes.sliced(tail));
    return hash.result().toHex();
}

std::optional<QByteArray> fileFingerprint(const QString& path, QString* error)
{
    if (!isRegularIfThere(QFileInfo(path), error))
        return std::nullopt;
    QFile file;
    if (!localfilename::openForReading(file, path, error))
        return std::nullopt;
    const qint64 size = file.size();
    if (size == 0)
        return fingerprint({});
    if (const uchar* mapped = file.map(0, size))
        return fingerprint(QByteArrayView(mapped, size));
    *error = file.errorString();
    return std::nullopt;
}

std::optional<QByteArray> toText(const Vocabulary& vocabulary, QString* error)
{
    if (vocabulary.isEmpty()) {
        *error = Tr::tr("the vocabulary is empty: there is nothing to export");
        return std::nullopt;
    }
    if (vocabulary.isMapped()) { // as text it would be about ten times the file, built in memory
        *error = Tr::tr("the vocabulary (%1 words) is read in place from %2, too large to export as text (about ten "
                        "times that file); the file holds its vectors already, and saving the workspace keeps the "
                        "words you changed or added")
                     .arg(QString::number(vocabulary.size()), localfilename::displayed(vocabulary.mappedFileName()));
        return std::nullopt;
    }
    const int dimension = vocabulary.dimension();
    // The longest shortest-round-trip double, "-2.2250738585072014e-308", is 24 characters.
    constexpr qsizetype MaxNumber = 24;
    QByteArray text = QByteArray::number(vocabulary.size()) + ' ' + QByteArray::number(dimension) + '\n';
    text.reserve(static_cast<qsizetype>(vocabulary.size()) * (16 + 10 * dimension) + 32);
    for (int i = 0; i < vocabulary.size(); ++i) {
        const QString word = vocabulary.word(i);
        // Refuse exactly what parse() splits on: other spaces (a vertical tab, U+00A0,
        // U+3000) are part of a word there, so they are written as they are.
        const auto splitsTheWord = [](QChar c) {
            return c == QLatin1Char('\n') || (c.unicode() < 0x80 && isSeparator(static_cast<char>(c.unicode())));
        };
        if (std::any_of(word.cbegin(), word.cend(), splitsTheWord)) {
            *error = Tr::tr("“%1” contains a space, which the word2vec text format cannot hold").arg(word);
            return std::nullopt;
        }
        const QByteArray utf8 = word.toUtf8();
        // Numbers go straight into the buffer: 30 million of them must not cost 30 million appends.
        const qsizetype used = text.size();
        text.resize(used + utf8.size() + dimension * (MaxNumber + 1) + 1);
        char* out = text.data() + used;
        std::memcpy(out, utf8.constData(), static_cast<size_t>(utf8.size()));
        out += utf8.size();
        const Eigen::VectorXd& vector = vocabulary.vector(i);
        for (int c = 0; c < dimension; ++c) {
            *out++ = ' ';
            // Shortest text that reads back as exactly the same double.
            out = std::to_chars(out, out + MaxNumber, vector[c]).ptr;
        }
        *out++ = '\n';
        text.resize(out - text.constData());
    }
    return text;
}

bool writeFile(const QString& path, const Vocabulary& vocabulary, QString* error)
{
    const std::optional<QByteArray> text = toText(vocabulary, error);
    if (!text) {
        *error = Tr::tr("cannot write %1: %2").arg(QDir::toNativeSeparators(path), *error);
        return false;
    }
    return writeFileAtomically(path, *text, error);
}

std::optional<Vocabulary> merged(const Vocabulary& base, const Vocabulary& imported, QString* error)
{
    if (base.dimension() != imported.dimension()) {
        *error = Tr::tr("cannot merge: the imported vectors have %1 dimensions, the vocabulary’s have %2")
                     .arg(imported.dimension())
                     .arg(base.dimension());
        return std::nullopt;
    }
    Vocabulary result = base;
    for (int i = 0; i < imported.size(); ++i) {
        if (!result.setVector(imported.word(i), imported.vector(i), error))
            return std::nullopt;
    }
    return result;
}

} // namespace embeddingio
} // namespace AttentionLab
