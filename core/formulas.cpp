// SPDX-License-Identifier: GPL-3.0-or-later
#include "formulas.h"

#include "numberformat.h"

#include <cmath>

namespace AttentionLab::formulas {

namespace {

const QString Ellipsis = QStringLiteral("…");
constexpr int MostDecimals = 4;

bool isTenths(double value)
{
    const double tenths = value * 10.0;
    return std::abs(tenths - std::round(tenths)) < 1e-9;
}

/// A factor as written with \a decimals (the lesson's exact tenths keep one
/// decimal), and the number a reader multiplies when checking by hand.
QString factorText(double value, int decimals)
{
    const QString text = isTenths(value) ? numberformat::component(value) : numberformat::value(value, decimals);
    return text.startsWith(QLatin1Char('-')) ? QLatin1Char('(') + text + QLatin1Char(')') : text;
}

double factorValue(double value, int decimals)
{
    return isTenths(value) ? std::round(value * 10.0) / 10.0 : numberformat::rounded(value, decimals);
}

/// The softmax of \a column over \a scores as a reader computes it.
double softmaxOf(const Eigen::VectorXd& scores, int column)
{
    const double top = scores.maxCoeff();
    return std::exp(scores[column] - top) / (scores.array() - top).exp().sum();
}

} // namespace

QString dotProduct(const QString& a, const QString& b, const Eigen::VectorXd& va, const Eigen::VectorXd& vb,
                   double temperature, int maximumTerms)
{
    const Eigen::Index count = std::min(va.size(), vb.size());
    const double score = va.head(count).dot(vb.head(count)) / temperature;
    const QString total = numberformat::value(score);
    const bool complete = count <= maximumTerms;
    // The fewest decimals whose products a reader can add up to the total shown.
    int decimals = numberformat::PageDecimals;
    bool addsUp = !complete;
    for (; complete && decimals <= MostDecimals; ++decimals) {
        double sum = 0;
        for (Eigen::Index i = 0; i < count; ++i)
            sum += factorValue(va[i], decimals) * factorValue(vb[i], decimals);
        if (numberformat::value(sum / temperature) == total) {
            addsUp = true;
            break;
        }
    }
    if (!addsUp)
        decimals = numberformat::PageDecimals;
    QStringList terms;
    for (Eigen::Index i = 0; i < count && i < maximumTerms; ++i)
        terms.append(factorText(va[i], decimals) + QStringLiteral("×") + factorText(vb[i], decimals));
    if (!complete)
        terms.append(Ellipsis);
    const QString equals = addsUp ? QStringLiteral(" = ") : QStringLiteral(" ≈ ");
    const QString sum = terms.join(QStringLiteral(" + "));
    const QString pair = a + QStringLiteral("·") + b;
    if (temperature == 1.0)
        return pair + QStringLiteral(" = ") + sum + equals + total;
    const QString t = numberformat::setting(temperature);
    return QStringLiteral("%1 / %2 = (%3) / %2").arg(pair, t, sum) + equals + total;
}

QString softmaxFraction(const Eigen::VectorXd& scores, int column, double weight, int maximumTerms)
{
    const QString total = numberformat::value(weight);
    const bool complete = scores.size() <= maximumTerms;
    int decimals = numberformat::PageDecimals;
    bool addsUp = !complete;
    for (; complete && decimals <= MostDecimals; ++decimals) {
        Eigen::VectorXd shown(scores.size());
        for (Eigen::Index i = 0; i < scores.size(); ++i)
            shown[i] = numberformat::rounded(scores[i], decimals);
        if (numberformat::value(softmaxOf(shown, column)) == total) {
            addsUp = true;
            break;
        }
    }
    if (!addsUp)
        decimals = numberformat::PageDecimals;
    const auto power
        = [&](Eigen::Index i) -> QString { return QStringLiteral("e^") + numberformat::value(scores[i], decimals); };
    QStringList terms;
    for (Eigen::Index i = 0; i < scores.size() && i < maximumTerms; ++i)
        terms.append(power(i));
    if (!complete)
        terms.append(Ellipsis);
    return QStringLiteral("%1 / (%2)").arg(power(column), terms.join(QStringLiteral(" + ")))
        + (addsUp ? QStringLiteral(" = ") : QStringLiteral(" ≈ ")) + total;
}

QString softmaxTerm(const QStringList& words, const Eigen::VectorXd& scores, int column, double weight,
                    int maximumTerms)
{
    return QStringLiteral("w(%1) = ").arg(column < words.size() ? words.at(column) : QString())
        + softmaxFraction(scores, column, weight, maximumTerms);
}

} // namespace AttentionLab::formulas
