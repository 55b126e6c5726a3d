// SPDX-License-Identifier: GPL-3.0-or-later
#include "figureexport.h"

#include "chinesefonts.h"
#include "exportfiguredialog.h"
#include "figuresource.h"
#include "heatmapexport.h"
#include "zoom.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusTipEvent>
#include <QSvgGenerator>

#include "atomicfile.h"

namespace AttentionLab::figureexport {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(FigureExport)
};

QString familyName(const QString& family)
{
    // CSS generic names are keywords and stay unquoted; every other family is quoted.
    static const QStringList generic { QStringLiteral("serif"), QStringLiteral("sans-serif"),
                                       QStringLiteral("monospace") };
    return generic.contains(family) ? family : QLatin1Char('\'') + family + QLatin1Char('\'');
}
} // namespace

QString svgFontFamilies(const QString& ownFamily)
{
    QStringList families;
    // Qt's own aliases ("Sans Serif", "Sans") mean nothing to a browser or librsvg.
    static const QStringList qtAliases { QStringLiteral("sans serif"), QStringLiteral("sans"),
                                         QStringLiteral("helvetica"), QString() };
    if (!qtAliases.contains(ownFamily.toLower()) && !ownFamily.contains(QLatin1Char('\''))
        && !ownFamily.contains(QLatin1Char('"')))
        families.append(ownFamily);
    const QStringList fallbacks = simplifiedChineseFamilies()
        + QStringList { QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans"), QStringLiteral("sans-serif") };
    for (const QString& family : fallbacks) {
        if (!families.contains(family))
            families.append(family);
    }
    QStringList quoted;
    for (const QString& family : std::as_const(families))
        quoted.append(familyName(family));
    return quoted.join(QStringLiteral(", "));
}

QByteArray withFontFamilies(const QByteArray& svg)
{
    static const QRegularExpression attribute(QStringLiteral("font-family=\"([^\"]*)\""));
    QString text = QString::fromUtf8(svg);
    QString result;
    qsizetype last = 0;
    auto it = attribute.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        result += QStringView(text).mid(last, match.capturedStart() - last);
        result += QStringLiteral("font-family=\"%1\"").arg(svgFontFamilies(match.captured(1)));
        last = match.capturedEnd();
    }
    result += QStringView(text).mid(last);
    return result.toUtf8();
}

QImage renderImage(const FigureSource& figure, int scale, bool transparent)
{
    const zoom::ActualSize actualSize; // a figure does not grow with the window's zoom
    const QSize size = figure.defaultSize();
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(transparent ? Qt::transparent : Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    figure.render(&painter, size);
    painter.end();
    return image;
}

QByteArray svgBytes(const FigureSource& figure)
{
    const zoom::ActualSize actualSize;
    const QSize size = figure.defaultSize();
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(figure.title());
    generator.setDescription(Tr::tr("Figure made with Attention Lab"));
    QPainter painter(&generator);
    figure.render(&painter, size);
    painter.end();
    return withFontFamilies(bytes);
}

bool write(const FigureSource& figure, const QString& path, int scale, bool transparent, QString* error)
{
    switch (heatmapexport::formatOf(path)) {
    case heatmapexport::Format::Png: {
        if (scale < MinimumScale || scale > MaximumScale) {
            *error = Tr::tr("scale %1 is outside %2 to %3").arg(scale).arg(MinimumScale).arg(MaximumScale);
            return false;
        }
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!heatmapexport::savePng(renderImage(figure, scale, transparent), transparent, buffer)) {
            *error = Tr::tr("cannot encode the PNG image for %1").arg(QDir::toNativeSeparators(path));
            return false;
        }
        return writeFileAtomically(path, bytes, error);
    }
    case heatmapexport::Format::Svg:
        return writeFileAtomically(path, svgBytes(figure), error);
    case heatmapexport::Format::Unknown:
        break;
    }
    *error = Tr::tr("%1: unknown figure format “%2”; use .png or .svg")
                 .arg(QDir::toNativeSeparators(path), QFileInfo(path).suffix());
    return false;
}

QString exportActionText()
{
    return Tr::tr("&Export Figure…");
}

QString copyActionText()
{
    return Tr::tr("&Copy Figure");
}

void exportInteractively(const FigureSource& figure, QWidget* parent)
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    QSize size;
    {
        const zoom::ActualSize actualSize; // the size the file will have, whatever the zoom
        size = figure.defaultSize();
    }
    ExportFigureDialog dialog(QDir(folder).filePath(figure.id() + QStringLiteral(".png")), size, parent);
    dialog.setWindowTitle(Tr::tr("Export Figure: %1").arg(figure.title()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!write(figure, dialog.path(), dialog.scale(), dialog.transparent(), &error))
        QMessageBox::warning(parent, Tr::tr("Export failed"), error);
}

void copyToClipboard(const FigureSource& figure, QWidget* from)
{
    QGuiApplication::clipboard()->setImage(renderImage(figure, 2, false));
    if (from) {
        QStatusTipEvent tip(Tr::tr("“%1” copied to the clipboard").arg(figure.title()));
        QCoreApplication::sendEvent(from, &tip);
    }
}

} // namespace AttentionLab::figureexport
