// SPDX-License-Identifier: GPL-3.0-or-later
#include "embeddingio.h"

#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

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

// How often (in lines) the parser asks whether it is cancelled and reports progress.
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
    if (begin != end && *begin == '+') // from_chars refuses a leading '+', which some writers emit
        ++begin;
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

int lineOfOffset(QByteArrayView bytes, qsizetype offset)
{
    const char* data = bytes.data();
    int line = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        if (data[i] == '\n')
            ++line;
    }
    return line;
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

std::optional<Vocabulary> parse(QByteArrayView bytes, const QString& fileName, QString* error,
                                const ProgressFunction& progress, const CancelFunction& isCanceled)
{
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
    // An empty file may come without any buffer (data() is null), and memchr must not see null.
    if (const void* zero = p == end ? nullptr : std::memchr(p, 0, static_cast<size_t>(end - p))) {
        const auto offset = static_cast<const char*>(zero) - data;
        return lineError(lineOfOffset(bytes, offset),
                         Tr::tr("a zero byte: this is not UTF-8 text (a binary word2vec file, or UTF-16 without a "
                                "byte order mark?)"));
    }
    if (std::all_of(p, end, [](char c) { return isSeparator(c) || c == '\n'; }))
        return fileError(Tr::tr("the file is empty"));

    Vocabulary vocabulary;
    std::vector<int> lineOfWord; // where each word was read, for duplicate messages
    std::vector<double> values;
    int dimension = -1; // unknown until the header or the first vector
    int dimensionLine = 0; // where the dimension was set, so that a mismatch can point there
    int headerLine = 0;
    qint64 headerCount = -1;
    bool sawContent = false;
    int line = 0;
    const auto total = static_cast<double>(bytes.size());
    double reported = 0;

    while (p < end) {
        ++line;
        const char* lineEnd = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
        if (!lineEnd)
            lineEnd = end;
        const char* const lineBegin = p;
        p = lineEnd + (lineEnd == end ? 0 : 1);

        if (line % CheckEvery == 0) {
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
        if (isBlank(lineBegin, lineEnd))
            continue;

        if (!sawContent) {
            sawContent = true;
            // The word2vec header: exactly two non-negative integers.
            const char* first = skipSeparators(lineBegin, lineEnd);
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
                continue;
            }
        }

        if (isSeparator(*lineBegin))
            return lineError(line, Tr::tr("the line starts with a space instead of a word"));
        const char* const wordEnd = tokenEnd(lineBegin, lineEnd);
        values.clear();
        const char* q = skipSeparators(wordEnd, lineEnd);
        while (q != lineEnd) {
            const char* numberEnd = tokenEnd(q, lineEnd);
            double value = 0;
            switch (parseNumber(q, numberEnd, &value)) {
            case NumberStatus::Ok:
                break;
            case NumberStatus::NotANumber:
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

        const std::optional<QString> word = decodeUtf8(lineBegin, wordEnd);
        if (!word)
            return lineError(line, notUtf8(true));
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
        if (vocabulary.dimension() != dimension) // the first vector; only now is the dimension known to be sane
            vocabulary = Vocabulary(numberedDimensionNames(dimension));
        const int previous = vocabulary.indexOf(*word);
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
        QString vectorError;
        if (!vocabulary.setVector(*word, Eigen::Map<const Eigen::VectorXd>(values.data(), count), &vectorError))
            return lineError(line, vectorError);
        lineOfWord.push_back(line);
    }

    if (vocabulary.isEmpty()) // every line with content was the header or refused above
        return lineError(headerLine, Tr::tr("the file has only a header and no word vectors"));
    if (headerCount >= 0 && headerCount != vocabulary.size())
        return lineError(
            headerLine,
            Tr::tr("the header announces %1 words, but the file has %2").arg(headerCount).arg(vocabulary.size()));
    if (progress)
        progress(1.0);
    return vocabulary;
}

std::optional<Vocabulary> readFile(const QString& path, QString* error, const ProgressFunction& progress,
                                   const CancelFunction& isCanceled)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (path.isEmpty()) {
        *error = Tr::tr("no file was given");
        return std::nullopt;
    }
    if (QFileInfo(path).isDir()) {
        *error = Tr::tr("cannot read %1: it is a folder").arg(shown);
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = Tr::tr("cannot read %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    const qint64 size = file.size();
    if (size > 0) {
        // Mapping spares a copy of a file that may be hundreds of megabytes.
        if (const uchar* mapped = file.map(0, size))
            return parse(QByteArrayView(mapped, size), shown, error, progress, isCanceled);
    }
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError) {
        *error = Tr::tr("cannot read %1: %2").arg(shown, file.errorString());
        return std::nullopt;
    }
    return parse(bytes, shown, error, progress, isCanceled);
}

std::optional<QByteArray> toText(const Vocabulary& vocabulary, QString* error)
{
    if (vocabulary.isEmpty()) {
        *error = Tr::tr("the vocabulary is empty: there is nothing to export");
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
