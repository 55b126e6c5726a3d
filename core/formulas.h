// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <Eigen/Core>

namespace AttentionLab {

/// The lesson's arithmetic written out with the actual numbers, so a student
/// can check every step by hand: 苹果·手机 = 1.0×1.0 + 1.0×0.0 + ... = 1.00.
/// Numbers are written by numberformat.h. A formula adds up: when its factors
/// at two decimals would give another total than the one shown (0.42 + 0.38
/// is not 0.81), they get a third or fourth decimal until they do, and only
/// when even that fails is the total written with "≈". A formula whose terms
/// are cut short with "…" cannot be checked by hand and keeps two decimals.
namespace formulas {

/// "a·b = a1×b1 + a2×b2 + … = s"; with a temperature other than 1,
/// "a·b / T = (a1×b1 + …) / T = s" where s is the score divided by T.
/// At most \a maximumTerms products are written, the rest summarised as "+ …".
QString dotProduct(const QString& a, const QString& b, const Eigen::VectorXd& va, const Eigen::VectorXd& vb,
                   double temperature = 1.0, int maximumTerms = 8);

/// "e^s_b / (e^s_1 + e^s_2 + …) = w": the weight of column \a column of a row
/// of (already divided) scores, whose exact value is \a weight.
QString softmaxFraction(const Eigen::VectorXd& scores, int column, double weight, int maximumTerms = 8);

/// "w(b) = e^s_b / (e^s_1 + e^s_2 + …) = w" for column \a column of a row of scores.
QString softmaxTerm(const QStringList& words, const Eigen::VectorXd& scores, int column, double weight,
                    int maximumTerms = 8);

} // namespace formulas
} // namespace AttentionLab
