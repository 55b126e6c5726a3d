// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the tests that read and write vocabulary files: exact bytes on
// disk (BOMs, CRLF, invalid UTF-8 included) and vectors written inline.
#pragma once

#include "embeddingio.h"

#include <QByteArray>
#include <QFile>
#include <QRandomGenerator>
#include <QString>
#include <QtEndian>

#include <Eigen/Core>

#include <initializer_list>
#include <limits>
#include <optional>

namespace AttentionLab::testdata {

/// Writes \a bytes to \a path as they are; false if that failed.
inline bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// A vector from its components: vec({1.0, 0.0, 0.2, 0.1}).
inline Eigen::VectorXd vec(std::initializer_list<double> values)
{
    Eigen::VectorXd v(static_cast<Eigen::Index>(values.size()));
    int i = 0;
    for (double value : values)
        v[i++] = value;
    return v;
}

/// \a word followed by \a values as little-endian float32: one record of a binary word2vec file.
inline QByteArray floats(const char* word, std::initializer_list<float> values)
{
    QByteArray bytes(word);
    for (const float value : values) {
        char buffer[4];
        qToLittleEndian(value, buffer);
        bytes.append(buffer, 4);
    }
    return bytes;
}

/// A binary word2vec file of \a words words ("w0", "w1", ..., every seventh a Chinese
/// one, so the rows lie at every alignment) with \a dimension random values in [-1, 1),
/// each record ending in a newline as word2vec.c writes it, or not as gensim does.
inline QByteArray randomBinaryFile(int words, int dimension, quint32 seed, bool newlines = true)
{
    QRandomGenerator random(seed);
    QByteArray bytes = QByteArray::number(words) + ' ' + QByteArray::number(dimension) + '\n';
    for (int i = 0; i < words; ++i) {
        bytes += (i % 7 == 3 ? QStringLiteral("词%1").arg(i).toUtf8() : "w" + QByteArray::number(i)) + ' ';
        for (int c = 0; c < dimension; ++c) {
            char buffer[4];
            qToLittleEndian(static_cast<float>(random.generateDouble() * 2.0 - 1.0), buffer);
            bytes.append(buffer, 4);
        }
        if (newlines)
            bytes += '\n';
    }
    return bytes;
}

/// Reads \a path with its rows read in place (\a mapped) or copied, whatever its size.
inline std::optional<Vocabulary> readBinary(const QString& path, bool mapped, QString* error,
                                            embeddingio::ReadOptions options = {})
{
    options.mapFromBytes = mapped ? 0 : std::numeric_limits<qint64>::max();
    return embeddingio::readFile(path, error, {}, {}, options);
}

} // namespace AttentionLab::testdata
