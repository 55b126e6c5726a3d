// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson's numbers typed in by hand from LESSON.md, shared by the tests
// that check the core against them (independent of the resource files).
#pragma once

#include "portablerandom.h"

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

} // namespace AttentionLab::testdata
