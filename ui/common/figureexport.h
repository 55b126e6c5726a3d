// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>

class QWidget;

namespace AttentionLab {

class FigureSource;

/// Any FigureSource as a file or on the clipboard: PNG at 1x-8x (white or
/// transparent background), SVG with a CSS font-family list ending in a
/// generic family, so renderers other than Qt's find a font for the Chinese
/// labels. Files are written atomically; errors name the path and the reason.
namespace figureexport {

constexpr int MinimumScale = 1;
constexpr int MaximumScale = 8;

/// The families every SVG names, after the figure's own: CJK first, a generic last.
QString svgFontFamilies(const QString& ownFamily = QString());
/// \a svg with every font-family attribute replaced by svgFontFamilies().
QByteArray withFontFamilies(const QByteArray& svg);

QImage renderImage(const FigureSource& figure, int scale, bool transparent);
QByteArray svgBytes(const FigureSource& figure);
/// PNG or SVG by the extension of \a path; an unknown extension is an error.
bool write(const FigureSource& figure, const QString& path, int scale, bool transparent, QString* error);

/// The context menu's and toolbar's texts, translated.
QString exportActionText();
QString copyActionText();
/// Asks where and how (ExportFigureDialog), writes, and says what went wrong in a message box.
void exportInteractively(const FigureSource& figure, QWidget* parent);
/// Puts the figure at 2x on the clipboard and says so in the status bar of \a from.
void copyToClipboard(const FigureSource& figure, QWidget* from);

} // namespace figureexport
} // namespace AttentionLab
