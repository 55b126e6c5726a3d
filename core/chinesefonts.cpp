// SPDX-License-Identifier: GPL-3.0-or-later
#include "chinesefonts.h"

#include <QFont>
#include <QFontDatabase>
#include <QFontInfo>
#include <QRegularExpression>

namespace AttentionLab {

QStringList simplifiedChineseFamilies()
{
    return { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans SC"), QStringLiteral("Source Han Sans SC"),
             QStringLiteral("Microsoft YaHei"), QStringLiteral("PingFang SC") };
}

namespace {
// A Japanese, Korean or Traditional Chinese face of a pan-CJK design draws every Han character itself,
// so no face after it is asked: its Simplified Chinese sibling, which has the same Latin letters and
// metrics, takes its place (a Japanese desktop's "Noto Sans CJK JP" becomes "Noto Sans CJK SC").
QString simplifiedSibling(const QString& face)
{
    static const QRegularExpression regional(
        QStringLiteral("^((?:Noto|Source Han) (?:Sans|Serif)(?: Mono)?(?: CJK)?) (?:JP|KR|K|TC|HK|HC)$"));
    const QRegularExpressionMatch match = regional.match(face);
    if (!match.hasMatch())
        return face;
    const QString sibling = match.captured(1) + QStringLiteral(" SC");
    return QFontDatabase::families().contains(sibling) ? sibling : face;
}
} // namespace

QStringList familiesWithSimplifiedChinese(const QFont& font)
{
    QStringList families { simplifiedSibling(QFontInfo(font).family()) };
    for (const QString& family : simplifiedChineseFamilies()) {
        if (!families.contains(family))
            families.append(family);
    }
    return families;
}

} // namespace AttentionLab
