// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

class QWidget;

namespace AttentionLab {

class Workspace;

/// One chapter of the lesson as the rest of the application sees it. The
/// sidebar, the View menu, the guide (F1), the --page option and the tests all
/// read this one table, so adding a chapter is one entry plus its folder.
struct Chapter
{
    /// Stable English id: the --page name, the settings value, the guide's anchor.
    QString id;
    /// The title in the interface language; the page sets the same as its window title.
    QString (*title)() = nullptr;
    /// The guide's paragraph, in the interface language.
    QString (*help)() = nullptr;
    /// What a screen reader says about the chapter in the sidebar.
    QString (*accessibleDescription)() = nullptr;
    /// Jumps to the chapter from anywhere in the window.
    QKeySequence shortcut;
    /// Builds the chapter's page over the document.
    QWidget* (*create)(Workspace* workspace, QWidget* parent) = nullptr;
};

namespace chapters {

/// Every chapter, in the lesson's order (LESSON.md sections, then the vocabulary).
const QList<Chapter>& all();
/// The chapter with \a id, or nullptr when there is none.
const Chapter* find(const QString& id);
/// The ids of all(), in order.
QStringList ids();

} // namespace chapters
} // namespace AttentionLab
