// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "readbehind.h"
#include "vocabulary.h"

#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace AttentionLab {

/// Word vectors in the word2vec/GloVe/fastText text format (one `word v1 v2 ... vd`
/// per line, optionally after the word2vec `count dim` header line; UTF-8
/// with or without a BOM, LF or CRLF) and the word2vec binary format (the
/// header, then per word: the word, a space, d little-endian float32). The
/// format is detected from the content, never from the file name. Errors name
/// the file, the 1-based line (or word, in binary files) and what is wrong.
namespace embeddingio {

/// Vectors may have at most this many dimensions. Real word vectors have 50 to
/// 1,024; at 4,096 the vectors of a 2,048-word sentence already take 64 MB, and a
/// file with one enormous line must not become a vocabulary nothing can compute with.
constexpr int MaximumDimension = 4096;

/// A word2vec binary file whose float32 matrix takes at least this many bytes
/// (512 MiB: about 450,000 words of 300 dimensions) is read in place, memory-mapped
/// (Vocabulary::isMapped()), instead of copied. Below it a copy costs little and
/// keeps the vocabulary independent of the file; above it a copy would take as much
/// memory again as the file, gigabytes for GoogleNews' 3 million words, while mapped
/// pages are clean and the system drops and rereads them as memory runs short.
constexpr qint64 MapFromBytes = qint64(512) << 20;

/// The lines of a text file after its first vector are parsed in pieces of this size by
/// the importing thread and a helper thread at once, when more than four pieces follow.
/// Small, so that the pieces in flight add little to the import's peak: with 256 KiB
/// pieces, a 100k x 300 import's peak was 1.26 times its matrix instead of 1.25.
constexpr qint64 PieceBytes = qint64(64) << 10;

/// Called now and then with the fraction of the file read so far (0..1),
/// from the thread that parses.
using ProgressFunction = std::function<void(double fraction)>;
/// Asked now and then, from the thread that parses: true stops the parse.
using CancelFunction = std::function<bool()>;

/// What to read.
struct ReadOptions
{
    /// Keep only the first this many words (0: all): a 12-million-word file can be sampled.
    qint64 limit = 0;
    /// When the header announces more words than the file has, keep the words read
    /// instead of failing (only after the user agreed: see ReadReport::missingWords).
    bool keepMissingWords = false;
    /// Binary files whose matrix takes at least this many bytes are memory-mapped by
    /// readFile() (0: always; parse() never maps).
    qint64 mapFromBytes = MapFromBytes;
    /// readFile() gives back the pages of the file it has read every this many bytes
    /// (ReadBehind), unless the vocabulary keeps reading the file in place.
    qint64 releaseEvery = ReadBehind::Step;
    /// A long text file is read by two threads in pieces of about this many bytes (0: by one
    /// thread). Tests make them small, to cut small files into many pieces.
    qint64 pieceBytes = PieceBytes;
};

/// What was read, beside the vocabulary.
struct ReadReport
{
    bool binary = false; ///< the word2vec binary format
    /// Words cut in the middle of a UTF-8 character (word2vec.c does that), whose
    /// broken last bytes became U+FFFD.
    int repairedWords = 0;
    /// Set with the error when the header announces more words than the file has:
    /// ask, then read again with ReadOptions::keepMissingWords.
    bool missingWords = false;
    qint64 announcedWords = -1; ///< the header's count, -1 without a header
};

/// Parses \a bytes; \a fileName only appears in error messages. The words
/// get the dimension names "1".."d". Stops early, returning nothing, when
/// \a isCanceled returns true (the caller knows why; a QPromise's isCanceled(), say).
std::optional<Vocabulary> parse(QByteArrayView bytes, const QString& fileName, QString* error,
                                const ProgressFunction& progress = {}, const CancelFunction& isCanceled = {},
                                const ReadOptions& options = {}, ReadReport* report = nullptr);

/// Reads and parses the file at \a path (memory-mapped, so large files are
/// cheap; a large binary file stays mapped, see ReadOptions::mapFromBytes). Refuses anything that is not a regular file
/// (a device, a pipe, a link to one), which could never end or block. Safe to call from a worker thread.
std::optional<Vocabulary> readFile(const QString& path, QString* error, const ProgressFunction& progress = {},
                                   const CancelFunction& isCanceled = {}, const ReadOptions& options = {},
                                   ReadReport* report = nullptr);

/// The vocabulary as word2vec text with a `count dim` header, every number
/// written so that it reads back bit for bit. Fails for an empty vocabulary
/// and for words the format cannot hold (with a space in them).
std::optional<QByteArray> toText(const Vocabulary& vocabulary, QString* error);

/// toText() written through writeFileAtomically(): all or nothing.
bool writeFile(const QString& path, const Vocabulary& vocabulary, QString* error);

/// \a base plus the words of \a imported; for words in both, the imported
/// vector wins. The dimension names stay those of \a base. Fails, saying
/// why, when the two have a different number of dimensions.
std::optional<Vocabulary> merged(const Vocabulary& base, const Vocabulary& imported, QString* error);

/// A cheap fingerprint of a file's bytes, to know a multi-gigabyte file again without
/// reading all of it: SHA-256 (64 lower-case hex digits) of its size, its first and last
/// MiB (the header and the first and last words) and FingerprintBlocks blocks of 4 KiB
/// spread evenly between them, about 3 MiB whatever the size. A file rewritten with other
/// values at the same size differs there unless every change avoids every sampled byte.
/// readFile() gives a vocabulary read in place the fingerprint of its file
/// (Vocabulary::mappedFileFingerprint()), as it was read.
QByteArray fingerprint(QByteArrayView bytes);
constexpr int FingerprintBlocks = 256;
/// fingerprint() of the file at \a path (mapped, so only the sampled pages are read), or
/// nothing with the reason in \a error ("No such file or directory").
std::optional<QByteArray> fileFingerprint(const QString& path, QString* error);

/// "1", "2", ..., "d": the names of dimensions that came without names.
QStringList numberedDimensionNames(int dimension);

} // namespace embeddingio
} // namespace AttentionLab
