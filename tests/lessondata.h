// SPDX-License-Identifier: GPL-3.0-or-later
// Shared test fixtures: the lesson's numbers typed in by hand from LESSON.md
// (independent of the resource files), a portable random sentence, and a
// failure message for matrices that differ.
#pragma once

#include "portablerandom.h"

#include <QString>

#include <Eigen/Core>

namespace AttentionLab::testdata {

/// Sentence 1, 苹果 发布 新 手机, one row per word, dimensions 科技 水果 动作 修饰.
inline Eigen::MatrixXd lessonSentence1()
{
    Eigen::MatrixXd x(4, 4);
    x << 1.0, 1.0, 0.0, 0.0, //
        0.6, 0.0, 1.0, 0.0, //
        0.2, 0.0, 0.1, 1.0, //
        1.0, 0.0, 0.2, 0.1;
    return x;
}

/// A sentence of \a length words with components uniform in [-1, 1), the same
/// on every machine (Eigen's Random() calls std::rand(), which is not).
inline Eigen::MatrixXd randomSentence(int length = 30, int dimension = 4)
{
    quint64 state = 42;
    Eigen::MatrixXd x(length, dimension);
    for (int r = 0; r < length; ++r) {
        for (int c = 0; c < dimension; ++c)
            x(r, c) = portablerandom::symmetric(state);
    }
    return x;
}

/// For failure messages: where two matrices differ most, with all digits.
inline QString describeDifference(const Eigen::MatrixXd& actual, const Eigen::MatrixXd& expected)
{
    Eigen::Index row = 0;
    Eigen::Index column = 0;
    const double difference = (actual - expected).cwiseAbs().maxCoeff(&row, &column);
    return QStringLiteral("largest difference %1 at (%2,%3): %4 instead of %5")
        .arg(difference)
        .arg(row)
        .arg(column)
        .arg(actual(row, column), 0, 'g', 17)
        .arg(expected(row, column), 0, 'g', 17);
}

} // namespace AttentionLab::testdata
