// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmapexport.h"

#include "figureexport.h"
#include "heatmappainter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QSvgGenerator>

#include "atomicfile.h"

namespace AttentionLab::heatmapexport {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(HeatmapExport)
};
} // namespace

Format formatOf(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    return Format::Unknown;
}

QImage renderImage(const HeatmapPainter& painter, int scale, bool transparent)
{
    const QSizeF size = painter.preferredSize();
    QImage image((size * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(transparent ? Qt::transparent : painter.style().background);
    HeatmapStyle style = painter.style();
    style.fillBackground = !transparent;
    const HeatmapPainter exporter(painter.figure(), style);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    exporter.paint(&p, exporter.layout(size));
    p.end();
    return image;
}

bool checkPngSize(const HeatmapPainter& painter, int scale, QString* error)
{
    if (scale < MinimumScale || scale > MaximumScale) {
        *error = Tr::tr("scale %1 is outside %2 to %3").arg(scale).arg(MinimumScale).arg(MaximumScale);
        return false;
    }
    const QSize size = (painter.preferredSize() * scale).toSize();
    if (size.width() > MaximumPngSide || size.height() > MaximumPngSide
        || qint64(size.width()) * size.height() > MaximumPngPixels) {
        *error = Tr::tr("the figure would be %1 × %2 pixels, more than the %3 × %3 or %4 million pixels a PNG may "
                        "have; use a smaller scale or .svg")
                     .arg(size.width())
                     .arg(size.height())
                     .arg(MaximumPngSide)
                     .arg(MaximumPngPixels / 1'000'000);
        return false;
    }
    return true;
}

bool savePng(QImage image, bool transparent, QIODevice& device)
{
    image.setDevicePixelRatio(1); // PNG metadata in pixels, as the user asked for them
    // An opaque image is written without an alpha channel: a quarter less for libpng to filter
    // and compress (a 64-word heatmap: 57 → 44 ms, 135 → 119 KB). It was painted with alpha all
    // the same: on an opaque image Qt may draw text with subpixel colour fringes.
    if (!transparent)
        image.convertTo(QImage::Format_RGB32);
    return image.save(&device, "PNG");
}

bool encode(const HeatmapPainter& painter, Format format, QIODevice& device, int scale, bool transparent,
            QString* error)
{
    if (format == Format::Png) {
        if (!checkPngSize(painter, scale, error))
            return false;
        if (!savePng(renderImage(painter, scale, transparent), transparent, device)) {
            *error = Tr::tr("cannot encode the PNG image");
            return false;
        }
        return true;
    }
    const QSizeF size = painter.preferredSize();
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size.toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), size));
    generator.setTitle(painter.figure().title);
    generator.setDescription(Tr::tr("Attention heatmap made with Attention Lab"));
    QPainter p(&generator);
    painter.paint(&p, painter.layout(size), true);
    p.end();
    // A CSS font list ending in a generic family, so renderers other than Qt's keep the Chinese labels.
    const QByteArray bytes = figureexport::withFontFamilies(svg);
    if (device.write(bytes) != bytes.size()) {
        *error = device.errorString();
        return false;
    }
    return true;
}

bool writePng(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!encode(painter, Format::Png, buffer, scale, transparent, error)) {
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), *error);
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

bool writeSvg(const HeatmapPainter& painter, const QString& path, QString* error)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    encode(painter, Format::Svg, buffer, 1, false, error);
    return writeFileAtomically(path, bytes, error);
}

bool write(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error)
{
    switch (formatOf(path)) {
    case Format::Png:
        return writePng(painter, path, scale, transparent, error);
    case Format::Svg:
        return writeSvg(painter, path, error);
    case Format::Unknown:
        break;
    }
    *error = Tr::tr("%1: unknown figure format “%2”; use .png or .svg")
                 .arg(QDir::toNativeSeparators(path), QFileInfo(path).suffix());
    return false;
}

} // namespace AttentionLab::heatmapexport
