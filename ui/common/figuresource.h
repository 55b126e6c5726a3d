// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QSize>
#include <QString>

#include <functional>

class QPainter;
class QWidget;

namespace AttentionLab {

/// One figure of a page that can go on a slide: a stable id (for
/// --export-figure), a title in the interface language, a default size and a
/// render() that paints it into any QPainter (screen, QImage for PNG,
/// QSvgGenerator for SVG), so file, clipboard and screen are one code path.
class FigureSource
{
public:
    virtual ~FigureSource() = default;

    /// Stable English id, "<chapter>-<figure>": the --export-figure name.
    virtual QString id() const = 0;
    virtual QString title() const = 0;
    /// The figure's size at 1x, in logical pixels.
    virtual QSize defaultSize() const = 0;
    /// Paints the whole figure into the rectangle (0, 0, size).
    virtual void render(QPainter* painter, const QSize& size) const = 0;
};

/// A figure that is a widget as it looks on screen (a chart, a custom
/// picture): its default size is the widget's size, and render() paints the
/// widget, children included, scaled to the size asked for.
class WidgetFigure : public FigureSource
{
public:
    WidgetFigure(QString id, std::function<QString()> title, QWidget* widget);

    QString id() const override { return m_id; }
    QString title() const override { return m_title ? m_title() : m_id; }
    QSize defaultSize() const override;
    void render(QPainter* painter, const QSize& size) const override;
    QWidget* widget() const;

private:
    QString m_id;
    std::function<QString()> m_title;
    QPointer<QWidget> m_widget;
};

} // namespace AttentionLab
