// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "chinesefonts.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetrics>
#include <QTest>

namespace AttentionLab::testing {

/// Checks a view whose words are Chinese and whose columns must line up (the code, the arithmetic):
/// \a font is the desktop's monospaced face (or its Simplified sibling) first, the Simplified Chinese
/// face after it, and still monospaced. A failed check returns from here: the caller returns when
/// QTest::currentTestFailed().
inline void verifyMonospacedWithSimplifiedChinese(const QFont& font)
{
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    QCOMPARE(font.families().constFirst(), simplifiedSibling(QFontInfo(fixed).family(), QFontDatabase::families()));
    QVERIFY(font.families().contains(simplifiedChineseFamilies().constFirst()));
    const QFontMetrics metrics(font);
    QCOMPARE(metrics.horizontalAdvance(QLatin1Char('i')), metrics.horizontalAdvance(QLatin1Char('M')));
}

} // namespace AttentionLab::testing
