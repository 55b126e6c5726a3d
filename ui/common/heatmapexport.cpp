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

bool writePng(const HeatmapPainter& painter, const QString& path, int scale, bool transparent, QString* error)
{
    if (scale < MinimumScale || scale > MaximumScale) {
        *error = Tr::tr("scale %1 is outside %2 to %3").arg(scale).arg(MinimumScale).arg(MaximumScale);
        return false;
    }
    QImage image = renderImage(painter, scale, transparent);
    image.setDevicePixelRatio(1); // PNG metadata in pixels, as the user asked for them
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        *error = Tr::tr("cannot encode the PNG image for %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

bool writeSvg(const HeatmapPainter& painter, const QString& path, QString* error)
{
    const QSizeF size = painter.preferredSize();
    QByteArray bytes;
    QBuffer buffer(&bytes);
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
    return writeFileAtomically(path, figureexport::withFontFamilies(bytes), error);
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
