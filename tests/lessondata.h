// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson's numbers typed in by hand from LESSON.md, shared by the tests
// that check the core against them (independent of the resource files).
#pragma once

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

} // namespace AttentionLab::testdata
