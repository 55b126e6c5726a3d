// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <Eigen/Core>

namespace AttentionLab {

/// The lesson's arithmetic written out with the actual numbers, so a student
/// can check every step by hand: 苹果·手机 = 1.0×1.0 + 1.0×0.0 + ... = 1.00
namespace formulas {

/// "a·b = a1×b1 + a2×b2 + … = s"; at most \a maximumTerms products are written,
/// the rest summarised as "+ …".
QString dotProduct(const QString& a, const QString& b, const Eigen::VectorXd& va, const Eigen::VectorXd& vb,
                   int maximumTerms = 8);

/// "w(b) = e^s_b / (e^s_1 + e^s_2 + …) = w" for column \a column of a row of scores.
QString softmaxTerm(const QStringList& words, const Eigen::VectorXd& scores, int column, double weight,
                    int maximumTerms = 8);

/// A number as the formulas print it: one decimal for the lesson's vectors when
/// exact, else two.
QString number(double value);

} // namespace formulas
} // namespace AttentionLab
