// SPDX-License-Identifier: GPL-3.0-or-later
#include "formulas.h"

#include <cmath>

namespace AttentionLab::formulas {

QString number(double value)
{
    const double tenths = value * 10;
    if (std::abs(tenths - std::round(tenths)) < 1e-9)
        return QString::number(value, 'f', 1);
    return QString::number(value, 'f', 2);
}

QString dotProduct(const QString& a, const QString& b, const Eigen::VectorXd& va, const Eigen::VectorXd& vb,
                   int maximumTerms)
{
    QStringList terms;
    const Eigen::Index count = std::min(va.size(), vb.size());
    for (Eigen::Index i = 0; i < count && i < maximumTerms; ++i)
        terms.append(number(va[i]) + QStringLiteral("×") + number(vb[i]));
    if (count > maximumTerms)
        terms.append(QStringLiteral("…"));
    return QStringLiteral("%1·%2 = %3 = %4")
        .arg(a, b, terms.join(QStringLiteral(" + ")), QString::number(va.head(count).dot(vb.head(count)), 'f', 2));
}

QString softmaxTerm(const QStringList& words, const Eigen::VectorXd& scores, int column, double weight,
                    int maximumTerms)
{
    QStringList terms;
    for (Eigen::Index i = 0; i < scores.size() && i < maximumTerms; ++i)
        terms.append(QStringLiteral("e^%1").arg(QString::number(scores[i], 'f', 2)));
    if (scores.size() > maximumTerms)
        terms.append(QStringLiteral("…"));
    return QStringLiteral("w(%1) = e^%2 / (%3) = %4")
        .arg(column < words.size() ? words.at(column) : QString(), QString::number(scores[column], 'f', 2),
             terms.join(QStringLiteral(" + ")), QString::number(weight, 'f', 2));
}

} // namespace AttentionLab::formulas
