// SPDX-License-Identifier: GPL-3.0-or-later
#include "presentation.h"

#include "numberscover.h"
#include "zoom.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>

namespace AttentionLab {

QString Presentation::zoomKey()
{
    return QStringLiteral("ui/zoom");
}

QString Presentation::presentZoomKey()
{
    return QStringLiteral("ui/presentZoom");
}

Presentation::Presentation(QMainWindow* window, QWidget* covered)
    : QObject(window)
    , m_window(window)
{
    m_cover = new NumbersCover(covered);
    connect(m_cover, &NumbersCover::revealRequested, this, &Presentation::reveal);

    m_presentAction = new QAction(this);
    m_presentAction->setObjectName(QStringLiteral("presentAction"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(Qt::Key_F11);
    connect(m_presentAction, &QAction::toggled, this, &Presentation::setPresenting);
    // Esc leaves too, but only while presenting: elsewhere it belongs to the widget that has the keys.
    m_escape = new QShortcut(QKeySequence(Qt::Key_Escape), window);
    m_escape->setEnabled(false);
    connect(m_escape, &QShortcut::activated, this, [this] { setPresenting(false); });

    m_revealAction = new QAction(this);
    m_revealAction->setObjectName(QStringLiteral("revealNumbersAction"));
    m_revealAction->setShortcut(Qt::Key_Space);
    // Only while the numbers are hidden: at any other time Space belongs to the focused control.
    m_revealAction->setEnabled(false);
    connect(m_revealAction, &QAction::triggered, this, &Presentation::reveal);

    m_zoomInAction = new QAction(this);
    m_zoomInAction->setObjectName(QStringLiteral("zoomInAction"));
    // Ctrl+= as well: on most keyboards "+" needs Shift.
    m_zoomInAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal) });
    connect(m_zoomInAction, &QAction::triggered, this, [this] { setZoom(zoom::stepFrom(zoom::percent(), +1)); });
    m_zoomOutAction = new QAction(this);
    m_zoomOutAction->setObjectName(QStringLiteral("zoomOutAction"));
    m_zoomOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
    connect(m_zoomOutAction, &QAction::triggered, this, [this] { setZoom(zoom::stepFrom(zoom::percent(), -1)); });
    m_actualSizeAction = new QAction(this);
    m_actualSizeAction->setObjectName(QStringLiteral("actualSizeAction"));
    m_actualSizeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(m_actualSizeAction, &QAction::triggered, this, [this] { setZoom(zoom::Actual); });
    // The window's, so that the keys work with the menu bar out of the way too.
    window->addActions({ m_presentAction, m_revealAction, m_zoomInAction, m_zoomOutAction, m_actualSizeAction });

    m_hint = new QLabel(window);
    m_hint->setObjectName(QStringLiteral("presentHint"));
    m_hint->hide();
    window->statusBar()->addPermanentWidget(m_hint);

    m_presentZoom
        = std::clamp(QSettings().value(presentZoomKey(), DefaultPresentZoom).toInt(), zoom::Minimum, zoom::Maximum);
    m_zoom = zoom::percent();
    updateZoomActions();
    retranslate();
}

void Presentation::retranslate()
{
    m_presentAction->setText(tr("&Present"));
    m_presentAction->setStatusTip(
        tr("Full screen with larger type for a classroom; each chapter's numbers stay hidden until you show them"));
    m_revealAction->setText(tr("&Reveal Numbers"));
    m_revealAction->setStatusTip(tr("Show the numbers of the chapter on show (in Present they are hidden first)"));
    m_zoomInAction->setText(tr("Zoom &In"));
    m_zoomInAction->setStatusTip(tr("Larger type on every page"));
    m_zoomOutAction->setText(tr("Zoom &Out"));
    m_zoomOutAction->setStatusTip(tr("Smaller type on every page"));
    m_actualSizeAction->setText(tr("&Actual Size"));
    m_actualSizeAction->setStatusTip(tr("Type at its usual size"));
    const QString reveal = m_revealAction->shortcut().toString(QKeySequence::NativeText);
    const QString leave = tr("%1 or %2", "keys that leave Present")
                              .arg(m_presentAction->shortcut().toString(QKeySequence::NativeText),
                                   m_escape->key().toString(QKeySequence::NativeText));
    m_cover->setTexts(m_chapterTitle, reveal, leave);
    m_hint->setText(tr("Present, %1 %: %2 shows the numbers, %3 and %4 zoom, %5 leaves")
                        .arg(zoom::percent())
                        .arg(reveal, m_zoomInAction->shortcut().toString(QKeySequence::NativeText),
                             m_zoomOutAction->shortcut().toString(QKeySequence::NativeText), leave));
}

void Presentation::setPresenting(bool presenting)
{
    if (presenting == m_presenting)
        return;
    m_presenting = presenting;
    m_escape->setEnabled(presenting);
    if (presenting) {
        m_stateBefore = m_window->windowState();
        m_geometryBefore = m_window->saveGeometry();
        m_toolBarsHidden.clear();
        const auto toolBars = m_window->findChildren<QToolBar*>();
        for (QToolBar* toolBar : toolBars) {
            if (toolBar->isVisibleTo(m_window)) {
                toolBar->hide(); // the room needs the chapter, not the export buttons
                m_toolBarsHidden.append(toolBar);
            }
        }
        zoom::setPercent(m_presentZoom);
        m_window->setWindowState(m_stateBefore | Qt::WindowFullScreen);
    } else {
        zoom::setPercent(m_zoom);
        m_window->setWindowState(m_stateBefore & ~Qt::WindowFullScreen);
        if (!(m_stateBefore & (Qt::WindowMaximized | Qt::WindowFullScreen)))
            m_window->restoreGeometry(m_geometryBefore);
        for (QToolBar* toolBar : std::as_const(m_toolBarsHidden))
            toolBar->show();
        m_toolBarsHidden.clear();
    }
    m_hint->setVisible(presenting);
    {
        const QSignalBlocker blocker(m_presentAction);
        m_presentAction->setChecked(presenting);
    }
    setCovering(presenting);
    updateZoomActions();
    retranslate();
    Q_EMIT presentingChanged(presenting);
}

void Presentation::reveal()
{
    setCovering(false);
}

void Presentation::hideNumbers()
{
    if (m_presenting)
        setCovering(true);
}

void Presentation::setChapterTitle(const QString& title)
{
    m_chapterTitle = title;
    retranslate();
}

void Presentation::setCovering(bool covering)
{
    m_revealAction->setEnabled(covering);
    if (covering == m_covering)
        return;
    m_covering = covering;
    Q_EMIT coveringChanged(covering);
}

void Presentation::restoreZoom()
{
    setSessionZoom(QSettings().value(zoomKey(), zoom::Actual).toInt());
}

void Presentation::setSessionZoom(int percent)
{
    m_zoom = std::clamp(percent, zoom::Minimum, zoom::Maximum);
    if (!m_presenting)
        zoom::setPercent(m_zoom);
    updateZoomActions();
    retranslate();
}

void Presentation::setZoom(int percent)
{
    percent = std::clamp(percent, zoom::Minimum, zoom::Maximum);
    if (m_presenting) {
        m_presentZoom = percent;
        QSettings().setValue(presentZoomKey(), percent);
    } else {
        m_zoom = percent;
        QSettings().setValue(zoomKey(), percent);
    }
    zoom::setPercent(percent);
    updateZoomActions();
    retranslate(); // the hint says the zoom
}

void Presentation::updateZoomActions()
{
    const int percent = m_presenting ? m_presentZoom : m_zoom;
    m_zoomInAction->setEnabled(percent < zoom::Maximum);
    m_zoomOutAction->setEnabled(percent > zoom::Minimum);
    m_actualSizeAction->setEnabled(percent != zoom::Actual);
}

} // namespace AttentionLab
