// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QString>

class QIODevice;

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
/// The largest PNG drawn: 16,384 pixels on a side and 100 million pixels (400 MB
/// while drawing). Beyond that, writing refuses and suggests a smaller scale or SVG.
constexpr int MaximumPngSide = 16384;
constexpr qint64 MaximumPngPixels = 100'000'000;

/// From the file name's extension (case-insensitive).
Format formatOf(const QString& path);

/// The figure at its preferred size times \a scale.
QImage renderImage(const HeatmapPainter& painter, int scale, bool transparent);

/// Writes \a image, rendered with \a transparent as renderImage() does, as PNG into \a device:
/// its size in pixels as the user asked for them, and an opaque one without an alpha channel.
/// The figures' export writes its PNGs here too.
bool savePng(QImage image, bool transparent, QIODevice& device);
/// Whether the PNG at \a scale stays within the limits above; if not, \a error says its size and what to do.
bool checkPngSize(const HeatmapPainter& painter, int scale, QString* error);
/// Encodes the figure (PNG or SVG by \a format) into \a device.
bool encode(const HeatmapPainter& painter, Format format, QIODevice& device, int scale, bool transparent,
            QString* error);

bool writePng(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error);
bool writeSvg(const HeatmapPainter& painter, const QString& path, QString* error);
/// PNG or SVG by extension; an unknown extension is an error.
bool write(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error);

} // namespace heatmapexport
} // namespace AttentionLab
