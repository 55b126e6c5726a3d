// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figuresource.h"

#include <QList>

#include <memory>
#include <vector>

namespace AttentionLab {

/// The figures of one page, in the order the page shows them; the first is
/// what the toolbar's Export/Copy Figure takes. add() also gives the figure's
/// widget a context menu with Export Figure… and Copy Figure, so a chapter
/// makes a picture exportable with one line.
class FigureList
{
public:
    FigureList() = default;
    FigureList(const FigureList&) = delete;
    FigureList& operator=(const FigureList&) = delete;

    /// A widget figure (chart, picture): id "<chapter>-<name>", its title, the widget.
    void add(const QString& id, std::function<QString()> title, QWidget* widget);
    /// Any other figure; \a menuWidget (optional) gets the context menu.
    void add(std::unique_ptr<FigureSource> figure, QWidget* menuWidget = nullptr);

    QList<const FigureSource*> all() const;
    const FigureSource* find(const QString& id) const;
    bool isEmpty() const { return m_figures.empty(); }

private:
    std::vector<std::unique_ptr<FigureSource>> m_figures;
};

/// What a chapter page implements to list its figures (MainWindow and the
/// command line find them with dynamic_cast).
class FigurePage
{
public:
    virtual ~FigurePage() = default;
    virtual const FigureList& figures() const = 0;
};

} // namespace AttentionLab
