// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <functional>

class QPainter;
class QTextDocument;

namespace AttentionLab::worksheet {

/// A chapter's figure for the answer key, painted into the PDF as vector
/// graphics (its text stays text). The pages that draw figures live in ui/;
/// the worksheet only needs something that paints into a rectangle.
struct Figure
{
    QString chapter; ///< the chapter id it belongs to, e.g. "heatmap"
    QString title; ///< printed under it, in the interface language
    QSizeF size; ///< its size on screen, in logical pixels (1/96 inch)
    std::function<void(QPainter*, const QRectF&)> paint;
};

/// What html() writes where figure \a index goes: characters from the private
/// use area, which escaped user text never contains (see worksheet.cpp).
QString figureMarker(int index);

/// Replaces every figureMarker() in \a document by an inline object that
/// paints \a figures.at(index) when the document is laid out or printed.
/// The figures must outlive the document.
void placeFigures(QTextDocument& document, const QList<Figure>& figures);

/// Printed figures are at most this wide and tall: a chapter's picture, not a poster.
constexpr double MaximumFigureWidthCm = 13.0;
constexpr double MaximumFigureHeightCm = 9.5;

} // namespace AttentionLab::worksheet
