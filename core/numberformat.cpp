// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberformat.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace AttentionLab::numberformat {

namespace {
// "-0.00", "-0.0", "-0": a negative that rounded to zero is written as zero.
QString withoutNegativeZero(QString text)
{
    if (text.startsWith(QLatin1Char('-'))) {
        bool nonZero = false;
        for (const QChar c : text)
            nonZero = nonZero || (c.isDigit() && c != QLatin1Char('0'));
        if (!nonZero)
            text.remove(0, 1);
    }
    return text;
}
} // namespace

QString value(double value, int decimals)
{
    return withoutNegativeZero(QString::number(value, 'f', std::max(decimals, 0)));
}

QString component(double value)
{
    const double tenths = value * 10.0;
    if (std::abs(tenths - std::round(tenths)) < 1e-9)
        return withoutNegativeZero(QString::number(std::round(tenths) / 10.0, 'f', 1));
    return numberformat::value(value, PageDecimals);
}

QString setting(double value)
{
    return withoutNegativeZero(QString::number(rounded(value), 'g', QLocale::FloatingPointShortest));
}

QString exact(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString percent(double share)
{
    return QStringLiteral("%1%").arg(qRound(100 * share));
}

double rounded(double value, int decimals)
{
    if (!std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, decimals);
    const double result = std::round(value * scale) / scale;
    return result + 0.0; // -0.0 + 0.0 is +0.0
}

QString axisLabelFormat(int decimals)
{
    return QStringLiteral("%.") + QString::number(std::clamp(decimals, 0, 6)) + QLatin1Char('f');
}

int decimalsFor(double interval)
{
    if (!(interval > 0) || !std::isfinite(interval))
        return PageDecimals;
    // The fewest decimals that write the interval exactly: 0.25 needs 2, 0.2 one.
    int decimals = 0;
    for (double scaled = interval; decimals < 6; ++decimals, scaled *= 10) {
        if (std::abs(scaled - std::round(scaled)) < 1e-9 * std::max(1.0, scaled))
            break;
    }
    return decimals;
}

} // namespace AttentionLab::numberformat
