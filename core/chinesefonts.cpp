// SPDX-License-Identifier: GPL-3.0-or-later
#include "chinesefonts.h"

#include <QFont>
#include <QFontDatabase>
#include <QFontInfo>
#include <QRegularExpression>

#include <utility>

namespace AttentionLab {

QStringList simplifiedChineseFamilies()
{
    return { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans SC"), QStringLiteral("Source Han Sans SC"),
             QStringLiteral("Microsoft YaHei"), QStringLiteral("PingFang SC") };
}

QString simplifiedSibling(const QString& face, const QStringList& installed)
{
    // Noto's: "Noto Sans CJK JP", "Noto Serif CJK TC", "Noto Sans Mono CJK KR", "Noto Sans HK" -> "... SC".
    static const QRegularExpression noto(QStringLiteral("^(Noto (?:Sans|Serif)(?: Mono)?(?: CJK)?) (?:JP|KR|TC|HK)$"));
    // Adobe's: "Source Han Sans" (Japanese), "Source Han Serif K", "Source Han Sans TW", "Source Han Mono HC"
    // -> "... SC", or "... CN" in the region-specific set.
    static const QRegularExpression sourceHan(
        QStringLiteral("^(Source Han (?:Sans|Serif|Mono))(?: (?:JP|KR|K|TC|TW|HK|HC))?$"));
    QStringList candidates;
    if (const QRegularExpressionMatch match = noto.match(face); match.hasMatch()) {
        candidates.append(match.captured(1) + QStringLiteral(" SC"));
    } else if (const QRegularExpressionMatch match = sourceHan.match(face); match.hasMatch()) {
        candidates.append(match.captured(1) + QStringLiteral(" SC"));
        candidates.append(match.captured(1) + QStringLiteral(" CN"));
    }
    for (const QString& candidate : std::as_const(candidates)) {
        if (installed.contains(candidate))
            return candidate;
    }
    return face;
}

QStringList familiesWithSimplifiedChinese(const QFont& font)
{
    QStringList families { simplifiedSibling(QFontInfo(font).family(), QFontDatabase::families()) };
    for (const QString& family : simplifiedChineseFamilies()) {
        if (!families.contains(family))
            families.append(family);
    }
    return families;
}

QFont monospacedFontWithSimplifiedChinese()
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setFamilies(familiesWithSimplifiedChinese(font));
    return font;
}

} // namespace AttentionLab
