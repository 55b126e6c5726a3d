// SPDX-License-Identifier: GPL-3.0-or-later
#include "embeddingio.h"

#include "atomicfile.h"
#include "linepieces.h"
#include "localfilename.h"
#include "readbehind.h"
#include "vectortext.h"

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

using namespace vectortext;

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(EmbeddingIo)
};

// How often (in lines) the parser asks whether to cancel and reports progress.
constexpr int CheckEvery = 256;
// A text file is read by two threads when more than this many pieces follow its first vector.
constexpr long long PiecesFrom = 4;

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
    const char* const firstLine = p; // after the byte order mark, where line 1 starts
    std::vector<double> values;
    std::vector<float> singleValues;
    TextRules rules { dimension, dimensionLine, headerLine };
    line = 0;
    const auto total = static_cast<double>(bytes.size());
    double reported = 0;
    ReadBehind readBehind(data, bool(mappedFile), options.releaseEvery,
                          end); // a text file's pages are done with once read
    auto reportProgress = [&](const char* position) {
        const double fraction = static_cast<double>(position - data) / total;
        if (progress && fraction - reported >= 0.01) {
            reported = fraction;
            progress(fraction);
        }
    };
    auto canceled = [&] {
        if (!isCanceled || !isCanceled())
            return false;
        *error = Tr::tr("the import was cancelled");
        return true;
    };
    // Adds a word read on line \a wordLine: false (with the message) when the vocabulary has it.
    auto add = [&](const QString& word, const QString& key, const void* row, int wordLine,
                   std::pair<const char*, const char*> bytesOfWord) {
        const int previous = vocabulary.isSinglePrecision()
            ? vocabulary.addIfNew(word, key, static_cast<const float*>(row))
            : vocabulary.addIfNew(word, key, static_cast<const double*>(row));
        if (previous < 0)
            return true;
        const int previousLine = lineOfRow(firstLine, end, headerLine, previous);
        const QString shown = shownToken(bytesOfWord.first, bytesOfWord.second);
        if (vocabulary.word(previous) == word)
            lineError(
                wordLine,
                Tr::tr("“%1” appears a second time (first on line %2)").arg(shown, QString::number(previousLine)));
        else
            lineError(wordLine,
                      Tr::tr("“%1” is the same word as “%2” on line %3 (upper and lower case count as the "
                             "same)")
                          .arg(shown, vocabulary.word(previous), QString::number(previousLine)));
        return false;
    };

    const char* restInPieces = nullptr;
    while (p < end) {
        // Past the first vector, a long rest goes to two threads (see readInPieces below).
        if (!vocabulary.isEmpty() && options.limit <= 0 && options.pieceBytes > 0
            && end - p > PiecesFrom * options.pieceBytes) {
            restInPieces = p;
            break;
        }
        ++line;
        const char* lineEnd = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
        if (!lineEnd)
            lineEnd = end;
        const char* const lineBegin = p;
        p = lineEnd + (lineEnd == end ? 0 : 1);

        if (line % CheckEvery == 0) {
            readBehind.passed(lineBegin);
            if (canceled())
                return std::nullopt;
            reportProgress(p);
        }
        // Looked for line by line, as the pass goes: a scan of the whole file first would read
        // (and map) all of it before the first word.
        if (hasZeroByte(lineBegin, lineEnd))
            return lineError(line, zeroByteRefusal());
        if (line == headerLine || isBlank(lineBegin, lineEnd))
            continue;
        if (options.limit > 0 && vocabulary.size() >= options.limit)
            break;

        TextLine read = readTextLine(lineBegin, lineEnd, rules, &values);
        if (read.refused)
            return lineError(line, read.refusal);
        if (read.repaired && report)
            ++report->repairedWords;
        if (rules.dimension < 0) { // no header: the first vector sets the dimension
            rules.dimension = static_cast<int>(values.size());
            rules.dimensionLine = line;
        }
        if (vocabulary.dimension() != rules.dimension) { // the first vector; only now is the dimension known to be sane
            const int d = rules.dimension;
            vocabulary = Vocabulary(numberedDimensionNames(d));
            // How many rows? The header says (but may lie: never more than the bytes can hold),
            // else the size of the file over the length of this first line.
            const qint64 fits = (end - lineBegin) / (2 * qint64(d) + 1) + 1;
            qint64 rows = headerCount >= 0 ? std::min(headerCount, fits)
                                           : (end - lineBegin) / std::max<qint64>(1, p - lineBegin) * 21 / 20 + 16;
            if (options.limit > 0)
                rows = std::min(rows, options.limit);
            vocabulary.reserve(static_cast<int>(std::min<qint64>(rows, std::numeric_limits<int>::max() / 2)),
                               singlePrecisionFor(rows));
        }
        const QString key = Vocabulary::keyOf(read.word);
        const void* row = values.data();
        if (vocabulary.isSinglePrecision()) {
            singleValues.assign(values.cbegin(), values.cend());
            row = singleValues.data();
        }
        if (!add(read.word, key, row, line, { lineBegin, tokenEnd(lineBegin, lineEnd) }))
            return std::nullopt;
    }

    // readInPieces: the rest of a long file, read by this thread and a helper at once (LinePieces),
    // each piece's rows and keys made on the thread that reads it, then added here in the file's
    // order, so that rows, duplicates, messages and line numbers are those of one pass. One thread
    // took 1.7 times a bare from_chars parse of a 100k x 300 file's numbers; two take about the
    // parse's time, for about the same CPU time in all (bench/run_vectors.sh).
    if (restInPieces) {
        const bool single = vocabulary.isSinglePrecision();
        const size_t d = static_cast<size_t>(rules.dimension);
        LinePieces<TextPiece> pieces(
            restInPieces, end, options.pieceBytes,
            [rules, single](const char* begin, const char* to) { return readTextPiece(begin, to, rules, single); });
        LinePieces<TextPiece>::Piece piece;
        for (;;) {
            const auto status = pieces.next(&piece, std::chrono::milliseconds(50));
            if (status == LinePieces<TextPiece>::Status::Finished)
                break;
            if (canceled())
                return std::nullopt;
            if (status == LinePieces<TextPiece>::Status::Waiting)
                continue;
            const TextPiece& read = piece.result;
            for (qsizetype i = 0; i < read.words.size(); ++i) {
                const void* row = single ? static_cast<const void*>(read.floats.data() + size_t(i) * d)
                                         : static_cast<const void*>(read.doubles.data() + size_t(i) * d);
                if (!add(read.words.at(i), read.keys.at(i), row, line + read.lineOfWord[size_t(i)],
                         read.wordBytes[size_t(i)]))
                    return std::nullopt;
            }
            if (read.refusedLine > 0)
                return lineError(line + read.refusedLine, read.refusal);
            if (report)
                report->repairedWords += read.repairedWords;
            line += read.lines;
            readBehind.passed(piece.end);
            reportProgress(piece.end);
        }
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
