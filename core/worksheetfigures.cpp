// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheetfigures.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextObjectInterface>

#include <algorithm>

namespace AttentionLab::worksheet {

namespace {

constexpr int FigureObjectType = QTextFormat::UserObject + 1;
constexpr int FigureIndexProperty = QTextFormat::UserProperty + 1;
constexpr QChar MarkerStart(0xE000);
constexpr QChar MarkerEnd(0xE001);

/// Sizes and paints the figures for QTextDocument. Sizes are in the units of
/// the device the document is laid out for: the PDF writer's when printing.
class FigureObject : public QObject, public QTextObjectInterface
{
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    FigureObject(const QList<Figure>& figures, QObject* parent)
        : QObject(parent)
        , m_figures(figures)
    { }

    QSizeF intrinsicSize(QTextDocument* document, int, const QTextFormat& format) override
    {
        const Figure* figure = figureOf(format);
        if (!figure || figure->size.isEmpty())
            return {};
        const QPaintDevice* device = document->documentLayout()->paintDevice();
        const double dpi = device ? device->logicalDpiX() : 96.0;
        const double perCm = dpi / 2.54;
        double width = std::min(MaximumFigureWidthCm * perCm, figure->size.width() * dpi / 96.0);
        // Never wider than the text: QTextDocument::print() puts its margins in the root frame.
        const QTextFrameFormat frame = document->rootFrame()->frameFormat();
        const double text = document->pageSize().width() - frame.leftMargin() - frame.rightMargin();
        if (text > 0)
            width = std::min(width, 0.95 * text);
        double height = width * figure->size.height() / figure->size.width();
        if (height > MaximumFigureHeightCm * perCm) {
            height = MaximumFigureHeightCm * perCm;
            width = height * figure->size.width() / figure->size.height();
        }
        return { width, height };
    }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        const Figure* figure = figureOf(format);
        if (!figure || !figure->paint)
            return;
        painter->save();
        figure->paint(painter, rect);
        painter->restore();
    }

private:
    const Figure* figureOf(const QTextFormat& format) const
    {
        const int index = format.property(FigureIndexProperty).toInt();
        return index >= 0 && index < m_figures.size() ? &m_figures.at(index) : nullptr;
    }

    const QList<Figure>& m_figures;
};

} // namespace

QString figureMarker(int index)
{
    return MarkerStart + QString::number(index) + MarkerEnd;
}

void placeFigures(QTextDocument& document, const QList<Figure>& figures)
{
    if (figures.isEmpty())
        return;
    document.documentLayout()->registerHandler(FigureObjectType, new FigureObject(figures, &document));
    for (int index = 0; index < figures.size(); ++index) {
        QTextCursor cursor = document.find(figureMarker(index));
        if (cursor.isNull())
            continue;
        QTextCharFormat format;
        format.setObjectType(FigureObjectType);
        format.setProperty(FigureIndexProperty, index);
        cursor.insertText(QString(QChar::ObjectReplacementCharacter), format);
    }
}

} // namespace AttentionLab::worksheet

#include "worksheetfigures.moc"
