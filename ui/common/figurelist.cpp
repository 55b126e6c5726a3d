// SPDX-License-Identifier: GPL-3.0-or-later
#include "figurelist.h"

#include "figureexport.h"

#include <QAction>
#include <QMenu>
#include <QWidget>

namespace AttentionLab {

namespace {

void addContextMenu(QWidget* widget, const FigureSource* figure)
{
    if (!widget)
        return;
    widget->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(widget, &QWidget::customContextMenuRequested, widget, [widget, figure](const QPoint& at) {
        QMenu menu(widget);
        menu.addAction(figureexport::exportActionText(), widget,
                       [widget, figure] { figureexport::exportInteractively(*figure, widget); });
        menu.addAction(figureexport::copyActionText(), widget,
                       [widget, figure] { figureexport::copyToClipboard(*figure, widget); });
        menu.exec(widget->mapToGlobal(at));
    });
}

} // namespace

void FigureList::add(const QString& id, std::function<QString()> title, QWidget* widget)
{
    add(std::make_unique<WidgetFigure>(id, std::move(title), widget), widget);
}

void FigureList::add(std::unique_ptr<FigureSource> figure, QWidget* menuWidget)
{
    addContextMenu(menuWidget, figure.get());
    m_figures.push_back(std::move(figure));
}

QList<const FigureSource*> FigureList::all() const
{
    QList<const FigureSource*> result;
    for (const auto& figure : m_figures)
        result.append(figure.get());
    return result;
}

const FigureSource* FigureList::find(const QString& id) const
{
    for (const auto& figure : m_figures) {
        if (figure->id() == id)
            return figure.get();
    }
    return nullptr;
}

} // namespace AttentionLab
