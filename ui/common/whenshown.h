// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTimer>

#include <functional>

class QWidget;

namespace AttentionLab {

/// Holds back the refreshes of a chapter that another chapter hides. Such a page need not
/// follow every change as it comes: opening a file of 16 sentences of 2,048 words spent a
/// third of its freeze on the mixing, scoring and learning chapters, none of them on show.
/// The page catches up when it is shown, or once the changes have paused for IdleDelay,
/// each page in an event of its own, so that opening it later costs no more than before.
///
/// Only while the widget's window is on screen: a page on its own, or in a window not yet
/// shown (tests, the command line's pictures), refreshes at once as before.
class WhenShown : public QObject
{
    Q_OBJECT
public:
    /// \a refresh brings \a widget wholly up to date; it runs when the widget is shown, or
    /// has been idle for IdleDelay, after deferred() said yes.
    WhenShown(QWidget* widget, std::function<void()> refresh);

    /// True, and the refresh due, when the widget is hidden in a window on screen: the
    /// caller skips its work then. False while the refresh itself runs.
    bool deferred();

    /// Whether a refresh waits (for tests).
    bool isDue() const { return m_due; }

    /// No change for this long, and a hidden page catches up: typing in a long sentence
    /// does not make every chapter redo its work at each key, and the page is ready before
    /// it is opened.
    static constexpr int IdleDelay = 300; // ms

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void catchUp();

    QWidget* m_widget;
    std::function<void()> m_refresh;
    QTimer m_idle;
    bool m_due = false;
    bool m_catchingUp = false;
};

} // namespace AttentionLab
