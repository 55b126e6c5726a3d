// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace AttentionLab {

/// Holds back the refreshes of a chapter that another chapter hides. Such a page need not
/// follow every change: opening a file of 16 sentences of 2,048 words spent a third of its
/// freeze on the mixing, scoring and learning chapters, none of them on show. The page
/// catches up when it is shown, as every page does its work when shown (exports show
/// each page they draw).
///
/// Only while the widget's window is on screen: a page on its own, or in a window not yet
/// shown (tests, the command line's pictures), refreshes at once as before.
class WhenShown : public QObject
{
    Q_OBJECT
public:
    /// \a refresh brings \a widget wholly up to date; it runs when the widget is shown
    /// after deferred() said yes.
    WhenShown(QWidget* widget, std::function<void()> refresh);

    /// True, and the refresh due at the widget's next show, when the widget is hidden in a
    /// window on screen: the caller skips its work then.
    bool deferred();

    /// Whether a refresh waits for the next show (for tests).
    bool isDue() const { return m_due; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* m_widget;
    std::function<void()> m_refresh;
    bool m_due = false;
};

} // namespace AttentionLab
