// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>

class QAction;
class QLabel;
class QMainWindow;
class QShortcut;
class QToolBar;
class QWidget;

namespace AttentionLab {

class NumbersCover;

/// Classroom mode and the zoom (issue 16). View ▸ Present (F11) shows the window
/// full screen at the Present zoom (150 % at first) with the toolbar put away, and
/// covers each chapter's numbers (NumbersCover) until the teacher reveals them
/// (Space); a chapter shown later is covered again. F11 again or Esc gives back
/// the window as it was, at its own zoom. View ▸ Zoom In / Zoom Out / Actual Size
/// change the zoom of the mode in force; both zooms are kept in QSettings. Owns
/// those actions and the status bar's hint.
class Presentation : public QObject
{
    Q_OBJECT
public:
    /// Settings keys: the window's zoom in percent, and Present's.
    static QString zoomKey();
    static QString presentZoomKey();
    static constexpr int DefaultPresentZoom = 150;

    /// Presents \a window; covers \a covered (the page stack).
    Presentation(QMainWindow* window, QWidget* covered);

    QAction* presentAction() const { return m_presentAction; }
    QAction* revealAction() const { return m_revealAction; }
    QAction* zoomInAction() const { return m_zoomInAction; }
    QAction* zoomOutAction() const { return m_zoomOutAction; }
    QAction* actualSizeAction() const { return m_actualSizeAction; }
    NumbersCover* cover() const { return m_cover; }
    QLabel* hint() const { return m_hint; }

    bool isPresenting() const { return m_presenting; }
    void setPresenting(bool presenting);
    /// Whether the chapter on show has its numbers hidden (in Present, until revealed).
    bool isCovering() const { return m_covering; }
    /// Shows the numbers of the chapter on show.
    void reveal();
    /// The window shows another chapter: in Present its numbers are hidden again.
    void hideNumbers();
    /// The title of the chapter on show, said on the cover.
    void setChapterTitle(const QString& title);

    /// The zoom of the last session (the window calls it as it restores the settings).
    void restoreZoom();
    /// The zoom outside Present for this session only, not remembered (--zoom).
    void setSessionZoom(int percent);

    void retranslate();

Q_SIGNALS:
    void coveringChanged(bool covering);
    void presentingChanged(bool presenting);

private:
    void setCovering(bool covering);
    /// The zoom of the mode in force becomes \a percent, remembered.
    void setZoom(int percent);
    void updateZoomActions();

    QMainWindow* m_window;
    NumbersCover* m_cover = nullptr;
    QLabel* m_hint = nullptr;
    QAction* m_presentAction = nullptr;
    QAction* m_revealAction = nullptr;
    QAction* m_zoomInAction = nullptr;
    QAction* m_zoomOutAction = nullptr;
    QAction* m_actualSizeAction = nullptr;
    QShortcut* m_escape = nullptr;
    bool m_presenting = false;
    bool m_covering = false;
    int m_zoom = 100; ///< outside Present
    int m_presentZoom = DefaultPresentZoom;
    QString m_chapterTitle;
    // The window as it was before Present.
    Qt::WindowStates m_stateBefore;
    QByteArray m_geometryBefore;
    QList<QToolBar*> m_toolBarsHidden;
};

} // namespace AttentionLab
