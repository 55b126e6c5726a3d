// SPDX-License-Identifier: GPL-3.0-or-later
// Shared by the tests that read and write vocabulary files: exact bytes on
// disk (BOMs, CRLF, invalid UTF-8 included) and vectors written inline.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <Eigen/Core>

#include <initializer_list>

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

} // namespace AttentionLab::testdata
