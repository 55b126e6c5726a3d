// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace AttentionLab {

/// The faces that draw Chinese in its Simplified forms, the one Debian installs (fonts-noto-cjk)
/// first: the worksheet, the SVG figures and the window's fallback for Chinese name them. Han
/// characters differ between the Chinese, Japanese and Korean faces of one design (直, 骨, the
/// full-width comma), and a fallback chosen by a non-Chinese locale picks another one.
inline QStringList simplifiedChineseFamilies()
{
    return { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Sans SC"), QStringLiteral("Source Han Sans SC"),
             QStringLiteral("Microsoft YaHei"), QStringLiteral("PingFang SC") };
}

} // namespace AttentionLab
