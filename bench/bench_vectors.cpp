// SPDX-License-Identifier: GPL-3.0-or-later
// Word-vector import and nearest-neighbour figures (issue 18), one measurement
// per process so that peak memory (/usr/bin/time -v) belongs to it alone.
// bench/run_vectors.sh drives it and puts gensim's figures beside ours.
//   bench_vectors generate DIR WORDS DIM   synthetic DIR/vectors_WORDS.{txt,bin}
//   bench_vectors import FILE               our import (text or binary)
//   bench_vectors fromchars FILE            reference: bare std::from_chars over the mapped text
//   bench_vectors read FILE                 reference: read the whole file (warm cache)
//   bench_vectors neighbours FILE QUERIES   import, then QUERIES 10-nearest queries; prints the lists of w0..w4
// Each mode prints one JSON object.
#include "embeddingio.h"
#include "neighbours.h"
#include "vocabulary.h"

#include <QFile>
#include <QtEndian>

#include <charconv>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace AttentionLab;

namespace {

double msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

int generate(const QString& dir, int words, int dimension)
{
    // Vectors with structure (clusters), so that neighbours mean something and
    // gensim and we can be compared on them; six decimals like real text files.
    std::mt19937 random(18);
    std::normal_distribution<float> normal;
    const int clusters = 1000;
    std::vector<float> centres(static_cast<size_t>(clusters) * dimension);
    for (float& c : centres)
        c = normal(random);
    QFile text(QStringLiteral("%1/vectors_%2.txt").arg(dir).arg(words));
    QFile binary(QStringLiteral("%1/vectors_%2.bin").arg(dir).arg(words));
    if (!text.open(QIODevice::WriteOnly) || !binary.open(QIODevice::WriteOnly))
        return 1;
    const QByteArray header = QByteArray::number(words) + ' ' + QByteArray::number(dimension) + '\n';
    text.write(header);
    binary.write(header);
    std::string line;
    std::vector<float> row(static_cast<size_t>(dimension));
    char number[32];
    for (int i = 0; i < words; ++i) {
        const float* centre = centres.data() + static_cast<size_t>(i % clusters) * dimension;
        for (int c = 0; c < dimension; ++c)
            row[static_cast<size_t>(c)] = centre[c] + 0.5F * normal(random);
        const std::string word = "w" + std::to_string(i);
        line = word;
        for (int c = 0; c < dimension; ++c) {
            const int n
                = std::snprintf(number, sizeof number, " %.6f", static_cast<double>(row[static_cast<size_t>(c)]));
            line.append(number, static_cast<size_t>(n));
        }
        line += '\n';
        text.write(line.data(), static_cast<qint64>(line.size()));
        binary.write((word + ' ').c_str());
        for (int c = 0; c < dimension; ++c) {
            char bytes[4];
            qToLittleEndian(row[static_cast<size_t>(c)], bytes);
            binary.write(bytes, 4);
        }
        binary.write("\n");
    }
    std::printf("{\"text\": \"%s\", \"binary\": \"%s\"}\n", qPrintable(text.fileName()), qPrintable(binary.fileName()));
    return 0;
}

std::optional<Vocabulary> import(const QString& path, double* ms)
{
    const auto start = std::chrono::steady_clock::now();
    QString error;
    std::optional<Vocabulary> vocabulary = embeddingio::readFile(path, &error);
    *ms = msSince(start);
    if (!vocabulary)
        std::fprintf(stderr, "%s\n", qPrintable(error));
    return vocabulary;
}

} // namespace

int main(int argc, char** argv)
{
    const std::string mode = argc > 1 ? argv[1] : "";
    if (mode == "generate" && argc == 5)
        return generate(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]), std::atoi(argv[4]));
    if (argc < 3) {
        std::fprintf(stderr, "usage: see the comment at the top of bench/bench_vectors.cpp\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[2]);
    if (mode == "import") {
        double ms = 0;
        const std::optional<Vocabulary> vocabulary = import(path, &ms);
        if (!vocabulary)
            return 1;
        const double matrixMB
            = double(vocabulary->size()) * vocabulary->dimension() * (vocabulary->isSinglePrecision() ? 4 : 8) / 1e6;
        std::printf("{\"ms\": %.1f, \"words\": %d, \"matrixMB\": %.1f}\n", ms, vocabulary->size(), matrixMB);
        return 0;
    }
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
    if (mode == "neighbours" && argc == 4) {
        double ms = 0;
        const std::optional<Vocabulary> vocabulary = import(path, &ms);
        if (!vocabulary)
            return 1;
        const int queries = std::atoi(argv[3]);
        std::vector<Eigen::VectorXd> vectors;
        for (int q = 0; q < queries; ++q)
            vectors.push_back(vocabulary->vector((q * 7919) % vocabulary->size()));
        const auto start = std::chrono::steady_clock::now();
        int found = 0;
        for (int q = 0; q < queries; ++q)
            found += static_cast<int>(neighbours::nearest(*vocabulary, vectors[static_cast<size_t>(q)], 10).size());
        const double perQuery = msSince(start) / queries;
        std::printf("{\"msPerQuery\": %.2f, \"found\": %d, \"lists\": {", perQuery, found);
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
