// SPDX-License-Identifier: GPL-3.0-or-later
// Word-vector import and nearest-neighbour figures (issue 18), one measurement
// per process so that peak memory (/usr/bin/time -v) belongs to it alone.
// bench/run_vectors.sh drives it and puts gensim's figures beside ours.
//   bench_vectors generate DIR WORDS DIM [binary]  synthetic DIR/vectors_WORDS.{txt,bin} (only .bin: binary)
//   bench_vectors import FILE [ROWS]        our import (text or binary)
//   bench_vectors fromchars FILE            reference: bare std::from_chars over the mapped text
//   bench_vectors read FILE                 reference: read the whole file (warm cache)
//   bench_vectors neighbours FILE QUERIES [ROWS]  import, then QUERIES 10-nearest queries brute force, the
//                                           neighbour index built, the same queries with it (and whether
//                                           both gave the same lists); prints the lists of w0..w4
//   bench_vectors costs FILE [ROWS]         what a file costs: open, memory (anonymous and file-backed),
//                                           a sentence's vectors and one 10-nearest query, each with the
//                                           file's pages evicted from the page cache (cold) and again (warm)
//   bench_vectors workspace FILE            a workspace with FILE's vocabulary and three edited words:
//                                           its fingerprint, File > Save, the autosave (first and unchanged),
//                                           and opening it again (the file read again, warm)
// ROWS: auto (the app's choice, default), map (binary rows read in place) or copy.
// Each mode prints one JSON object.
#include "embeddingio.h"
#include "neighbourindex.h"
#include "neighbours.h"
#include "vocabulary.h"
#include "workspacefile.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtEndian>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

using namespace AttentionLab;

namespace {

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

int generate(const QString& dir, int words, int dimension, bool binaryOnly)
{
    // Vectors with structure (clusters), so that neighbours mean something and
    // gensim and we can be compared on them; six decimals like real text files.
    std::mt19937 random(18);
    std::normal_distribution<float> normal;
    const int clusters = 1000;
    std::vector<float> centres(static_cast<size_t>(clusters) * dimension);
    for (float& c : centres)
        c = normal(random);
    QFile text(binaryOnly ? QString() : QStringLiteral("%1/vectors_%2.txt").arg(dir).arg(words));
    QFile binary(QStringLiteral("%1/vectors_%2.bin").arg(dir).arg(words));
    if ((!binaryOnly && !text.open(QIODevice::WriteOnly)) || !binary.open(QIODevice::WriteOnly))
        return 1;
    const QByteArray header = QByteArray::number(words) + ' ' + QByteArray::number(dimension) + '\n';
    text.write(header);
    binary.write(header);
    std::string line;
    std::vector<float> row(static_cast<size_t>(dimension));
    QByteArray record;
    char number[32];
    for (int i = 0; i < words; ++i) {
        const float* centre = centres.data() + static_cast<size_t>(i % clusters) * dimension;
        for (int c = 0; c < dimension; ++c)
            row[static_cast<size_t>(c)] = centre[c] + 0.5F * normal(random);
        const std::string word = "w" + std::to_string(i);
        // One write per record: 3 million records of 300 four-byte writes took minutes.
        record = QByteArray::fromStdString(word + ' ');
        for (int c = 0; c < dimension; ++c) {
            char bytes[4];
            qToLittleEndian(row[static_cast<size_t>(c)], bytes);
            record.append(bytes, 4);
        }
        record.append('\n');
        binary.write(record);
        if (binaryOnly)
            continue;
        line = word;
        for (int c = 0; c < dimension; ++c) {
            const int n
                = std::snprintf(number, sizeof number, " %.6f", static_cast<double>(row[static_cast<size_t>(c)]));
            line.append(number, static_cast<size_t>(n));
        }
        line += '\n';
        text.write(line.data(), static_cast<qint64>(line.size()));
    }
    std::printf("{\"text\": \"%s\", \"binary\": \"%s\"}\n", qPrintable(text.fileName()), qPrintable(binary.fileName()));
    return 0;
}

std::optional<Vocabulary> import(const QString& path, double* ms, const std::string& rows = "auto")
{
    embeddingio::ReadOptions options;
    if (rows == "map")
        options.mapFromBytes = 0;
    else if (rows == "copy")
        options.mapFromBytes = std::numeric_limits<qint64>::max();
    const auto start = std::chrono::steady_clock::now();
    QString error;
    std::optional<Vocabulary> vocabulary = embeddingio::readFile(path, &error, {}, {}, options);
    *ms = msSince(start);
    if (!vocabulary)
        std::fprintf(stderr, "%s\n", qPrintable(error));
    return vocabulary;
}

// Megabytes of this process: {"peak": VmHWM, "anonymous": RssAnon, "file": RssFile}.
std::string memory()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return "{}";
    double peak = 0, anonymous = 0, file = 0;
    for (const QByteArray& line : status.readAll().split('\n')) {
        const QList<QByteArray> parts = line.simplified().split(' ');
        if (parts.size() < 2)
            continue;
        const double mb = parts.at(1).toDouble() / 1024;
        if (parts.at(0) == "VmHWM:")
            peak = mb;
        else if (parts.at(0) == "RssAnon:")
            anonymous = mb;
        else if (parts.at(0) == "RssFile:")
            file = mb;
    }
    char buffer[128];
    std::snprintf(buffer, sizeof buffer, "{\"peak\": %.0f, \"anonymous\": %.0f, \"file\": %.0f}", peak, anonymous,
                  file);
    return buffer;
}

// Drops the file's pages from this process and from the page cache, so that the next read
// comes from the disk (cold); returns the share of its pages still resident afterwards.
double evict(const QString& path, const Vocabulary& vocabulary)
{
    const QByteArray name = QFile::encodeName(path);
    const int fd = ::open(name.constData(), O_RDONLY);
    if (fd < 0)
        return -1;
    const off_t size = ::lseek(fd, 0, SEEK_END);
    const Vocabulary::Rows rows = vocabulary.rows();
    if (rows.mapped) // only pages no process maps leave the page cache
        ::madvise(const_cast<uchar*>(rows.mapped), static_cast<size_t>(size), MADV_DONTNEED);
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    void* probe = ::mmap(nullptr, static_cast<size_t>(size), PROT_READ, MAP_SHARED, fd, 0);
    const long page = ::sysconf(_SC_PAGESIZE);
    std::vector<unsigned char> resident(static_cast<size_t>((size + page - 1) / page));
    double share = -1;
    if (probe != MAP_FAILED && ::mincore(probe, static_cast<size_t>(size), resident.data()) == 0)
        share = double(std::count_if(resident.cbegin(), resident.cend(), [](unsigned char r) { return r & 1; }))
            / double(resident.size());
    if (probe != MAP_FAILED)
        ::munmap(probe, static_cast<size_t>(size));
    ::close(fd);
    return share;
}

int costs(const QString& path, const std::string& rowsMode)
{
    double openMs = 0;
    const std::optional<Vocabulary> vocabulary = import(path, &openMs, rowsMode);
    if (!vocabulary)
        return 1;
    const std::string opened = memory();
    // A sentence of 16 words spread over the file, and a query that is one of them.
    QRandomGenerator random(18);
    QStringList sentence;
    for (int i = 0; i < 16; ++i)
        sentence.append(vocabulary->word(static_cast<int>(random.bounded(vocabulary->size()))));
    auto lookUp = [&] {
        const auto start = std::chrono::steady_clock::now();
        double sum = 0;
        for (const QString& word : sentence)
            sum += vocabulary->vectorOf(word).sum();
        return std::make_pair(msSince(start), sum);
    };
    auto query = [&] {
        const auto start = std::chrono::steady_clock::now();
        const QList<Neighbour> near
            = neighbours::nearest(*vocabulary, vocabulary->vectorOf(sentence.at(0)), 10, sentence.at(0));
        return std::make_pair(msSince(start), near.size());
    };
    const double residentAfterEvict = evict(path, *vocabulary);
    const auto sentenceCold = lookUp();
    const auto sentenceWarm = lookUp();
    evict(path, *vocabulary);
    const auto queryCold = query();
    const auto queryWarm = query();
    const auto queryWarm2 = query();
    std::printf("{\"words\": %d, \"mapped\": %s, \"openMs\": %.1f, \"memoryOpened\": %s, \"residentAfterEvict\": %.3f, "
                "\"sentenceColdMs\": %.3f, \"sentenceWarmMs\": %.3f, \"queryColdMs\": %.1f, \"queryWarmMs\": %.1f, "
                "\"memoryQueried\": %s, \"found\": %d}\n",
                vocabulary->size(), vocabulary->isMapped() ? "true" : "false", openMs, opened.c_str(),
                residentAfterEvict, sentenceCold.first, sentenceWarm.first, queryCold.first,
                std::min(queryWarm.first, queryWarm2.first), memory().c_str(), static_cast<int>(queryWarm.second));
    return sentenceCold.second == sentenceWarm.second ? 0 : 1;
}

// What a workspace costs that refers to a mapped file instead of holding its vectors.
int workspace(const QString& path)
{
    double openMs = 0;
    std::optional<Vocabulary> vocabulary = import(path, &openMs, "auto");
    if (!vocabulary)
        return 1;
    QString error;
    auto start = std::chrono::steady_clock::now();
    const std::optional<QByteArray> fingerprint = embeddingio::fileFingerprint(path, &error);
    const double fingerprintMs = msSince(start);
    if (!fingerprint || *fingerprint != vocabulary->mappedFileFingerprint())
        return 1;
    Eigen::VectorXd edited = vocabulary->vector(1) * 0.5;
    vocabulary->setVector(vocabulary->word(1), edited);
    vocabulary->setVector(QStringLiteral("新词"), edited);
    vocabulary->setDimensionName(0, QStringLiteral("first"));
    WorkspaceState state;
    state.sentences = QStringList { vocabulary->word(0) + QLatin1Char(' ') + vocabulary->word(1) };
    state.queryIndices = { 0 };
    state.mixingWeights = { {} };
    state.vocabulary = std::make_shared<const Vocabulary>(std::move(*vocabulary));
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("big.attention.json"));
    start = std::chrono::steady_clock::now();
    if (!workspacefile::save(saved, state, QString(), &error))
        return 1;
    const double saveMs = msSince(start);
    const QString autosave = dir.filePath(QStringLiteral("autosave-1-a.attention.json"));
    start = std::chrono::steady_clock::now();
    const auto written
        = workspacefile::saveWithVocabularyBeside(autosave, state, QString(), std::nullopt, std::nullopt, &error);
    const double autosaveMs = msSince(start);
    if (!written)
        return 1;
    start = std::chrono::steady_clock::now();
    if (!workspacefile::saveWithVocabularyBeside(autosave, state, QString(), written, written, &error))
        return 1;
    const double autosaveAgainMs = msSince(start);
    start = std::chrono::steady_clock::now();
    const auto loaded = workspacefile::load(saved, &error);
    const double loadMs = msSince(start);
    if (!loaded || !(*loaded->state.vocabulary == *state.vocabulary)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("{\"words\": %d, \"mapped\": %s, \"openMs\": %.1f, \"fingerprintMs\": %.2f, \"saveMs\": %.2f, "
                "\"savedBytes\": %lld, \"autosaveMs\": %.2f, \"autosaveAgainMs\": %.2f, \"besideBytes\": %lld, "
                "\"loadMs\": %.1f}\n",
                state.vocabulary->size(), state.vocabulary->isMapped() ? "true" : "false", openMs, fingerprintMs,
                saveMs, static_cast<long long>(QFileInfo(saved).size()), autosaveMs, autosaveAgainMs,
                static_cast<long long>(written->size), loadMs);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "generate" && (argc == 5 || argc == 6))
        return generate(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]),
                        argc == 6 && std::string(argv[5]) == "binary");
    if (argc < 3) {
        std::fprintf(stderr, "usage: see the comment at the top of bench/bench_vectors.cpp\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[2]);
    if (mode == "import") {
        double ms = 0;
        const std::optional<Vocabulary> vocabulary = import(path, &ms, argc > 3 ? argv[3] : "auto");
        if (!vocabulary)
            return 1;
        const double matrixMB
            = double(vocabulary->size()) * vocabulary->dimension() * (vocabulary->isSinglePrecision() ? 4 : 8) / 1e6;
        std::printf("{\"ms\": %.1f, \"words\": %d, \"matrixMB\": %.1f, \"mapped\": %s, \"memory\": %s}\n", ms,
                    vocabulary->size(), matrixMB, vocabulary->isMapped() ? "true" : "false", memory().c_str());
        return 0;
    }
    if (mode == "costs")
        return costs(path, argc > 3 ? argv[3] : "auto");
    if (mode == "workspace")
        return workspace(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return 1;
    if (mode == "fromchars") {
        const auto start = std::chrono::steady_clock::now();
        const uchar* mapped = file.map(0, file.size());
        const char* p = reinterpret_cast<const char*>(mapped);
        const char* end = p + file.size();
        p = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p))) + 1; // the header
        double sum = 0;
        long long numbers = 0;
        while (p < end) {
            while (p < end && *p != ' ') // the word
                ++p;
            while (p < end && *p != '\n') {
                ++p; // the space
                double value = 0;
                p = std::from_chars(p, end, value).ptr;
                sum += value;
                ++numbers;
            }
            ++p;
        }
        std::printf("{\"ms\": %.1f, \"numbers\": %lld, \"sum\": %.3f}\n", msSince(start), numbers, sum);
        return 0;
    }
    if (mode == "read") {
        const auto start = std::chrono::steady_clock::now();
        const QByteArray bytes = file.readAll();
        long long sum = 0;
        for (qsizetype i = 0; i < bytes.size(); i += 4096)
            sum += bytes[i];
        std::printf("{\"ms\": %.1f, \"bytes\": %lld, \"check\": %lld}\n", msSince(start),
                    static_cast<long long>(bytes.size()), sum);
        return 0;
    }
    if (mode == "neighbours" && (argc == 4 || argc == 5)) {
        double ms = 0;
        const std::optional<Vocabulary> vocabulary = import(path, &ms, argc == 5 ? argv[4] : "auto");
        if (!vocabulary)
            return 1;
        const int queries = std::atoi(argv[3]);
        std::vector<Eigen::VectorXd> vectors;
        for (int q = 0; q < queries; ++q)
            vectors.push_back(vocabulary->vector((q * 7919) % vocabulary->size()));
        // Without the index first (brute force over the whole matrix), then with it: the same lists.
        auto run = [&](std::vector<QList<Neighbour>>* lists) {
            const auto start = std::chrono::steady_clock::now();
            for (int q = 0; q < queries; ++q)
                lists->push_back(neighbours::nearest(*vocabulary, vectors[static_cast<size_t>(q)], 10));
            return msSince(start) / queries;
        };
        std::vector<QList<Neighbour>> brute;
        const double bruteMs = run(&brute);
        const auto indexStart = std::chrono::steady_clock::now();
        neighbours::prepare(*vocabulary);
        const double indexMs = msSince(indexStart);
        std::vector<QList<Neighbour>> indexed;
        const double perQuery = run(&indexed);
        int found = 0;
        int sameWords = 0;
        double largestDifference = 0;
        for (size_t q = 0; q < indexed.size(); ++q) {
            found += static_cast<int>(indexed[q].size());
            for (int i = 0; i < std::min(indexed[q].size(), brute[q].size()); ++i) {
                sameWords += indexed[q].at(i).word == brute[q].at(i).word;
                largestDifference
                    = std::max(largestDifference, std::abs(indexed[q].at(i).cosine - brute[q].at(i).cosine));
            }
        }
        const std::shared_ptr<const NeighbourIndex> index = vocabulary->neighbourIndex();
        std::printf("{\"msPerQuery\": %.2f, \"bruteMsPerQuery\": %.2f, \"indexMs\": %.1f, \"indexMB\": %.1f, "
                    "\"indexed\": %s, "
                    "\"found\": %d, \"sameAsBrute\": %d, \"largestCosineDifference\": %.2g, \"lists\": {",
                    perQuery, bruteMs, indexMs, index ? static_cast<double>(index->bytes()) / 1e6 : 0.0,
                    neighbours::isPrepared(*vocabulary) ? "true" : "false", found, sameWords, largestDifference);
        for (int w = 0; w < 5; ++w) {
            const QString word = QStringLiteral("w%1").arg(w);
            std::printf("%s\"%s\": [", w ? ", " : "", qPrintable(word));
            const QList<Neighbour> list = neighbours::nearest(*vocabulary, vocabulary->vectorOf(word), 10, word);
            for (int i = 0; i < list.size(); ++i)
                std::printf("%s[\"%s\", %.6f]", i ? ", " : "", qPrintable(list.at(i).word), list.at(i).cosine);
            std::printf("]");
        }
        std::printf("}}\n");
        return 0;
    }
    std::fprintf(stderr, "unknown mode\n");
    return 2;
}
