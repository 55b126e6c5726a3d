// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QString>

namespace AttentionLab {

class HeatmapPainter;

/// Heatmap figures as files: PNG at 1x-8x (white or transparent background)
/// and SVG (vector, for papers), drawn by the same HeatmapPainter as the
/// screen. Files are written atomically; errors name the path and the reason.
namespace heatmapexport {

enum class Format
{
    Unknown,
    Png,
    Svg,
};

constexpr int MinimumScale = 1;
constexpr int MaximumScale = 8;

/// From the file name's extension (case-insensitive).
Format formatOf(const QString& path);

/// The figure at its preferred size times \a scale.
QImage renderImage(const HeatmapPainter& painter, int scale, bool transparent);

bool writePng(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error);
bool writeSvg(const HeatmapPainter& painter, const QString& path, QString* error);
/// PNG or SVG by extension; an unknown extension is an error.
bool write(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error);

} // namespace heatmapexport
} // namespace AttentionLab
