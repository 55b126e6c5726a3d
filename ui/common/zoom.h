// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFont>
#include <QList>
#include <QObject>

#include <utility>

namespace AttentionLab::zoom {

/// The zoom of the whole window (View ▸ Zoom In / Zoom Out / Actual Size, and
/// Present): the application font scaled to a percentage of the font it had at
/// start, so every widget, chart and painted figure that takes its sizes from
/// its font grows with it. Figures exported or copied stay as they are at 100 %
/// (ActualSize): a slide made during a lesson is the same as one made before.
constexpr int Minimum = 50;
constexpr int Maximum = 300;
constexpr int Actual = 100;

/// The steps Zoom In and Zoom Out go through, from Minimum to Maximum.
QList<int> steps();
/// The next step above (\a direction > 0) or below \a percent, kept within Minimum and Maximum.
int stepFrom(int percent, int direction);

/// The zoom in force, in percent.
int percent();
/// Scales the application font to \a percent (clamped to Minimum..Maximum) of the font it had
/// before the first zoom; the widgets follow through QEvent::FontChange.
void setPercent(int percent);
/// \a font (a fixed-pitch font, say, set on a widget whole) at the zoom in force.
QFont scaled(const QFont& font);

/// Fonts by class name, as QApplication::setFont(font, className) takes them.
using ClassFonts = QList<std::pair<QByteArray, QFont>>;

/// The fonts a platform theme gives some classes of widget apart from the application's (menus,
/// tooltips, message boxes; on macOS and KDE some buttons), by class name, as they are at 100 %:
/// set now at the zoom in force, and again at every zoom, in place of those given before. Setting
/// the application font clears the classes' fonts: without this, the first zoom would drop them.
void setClassFonts(const ClassFonts& fonts);

/// Says when the zoom changed, for the few widgets that set a whole font of their own.
class Notifier : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
Q_SIGNALS:
    void changed(int percent);
};
Notifier* notifier();

/// While it lives, the window is at 100 %, laid out again: what is rendered for a
/// file or the clipboard looks the same at every zoom. Nothing is painted in between.
class ActualSize
{
public:
    ActualSize();
    ~ActualSize();
    ActualSize(const ActualSize&) = delete;
    ActualSize& operator=(const ActualSize&) = delete;

private:
    int m_percent;
};

} // namespace AttentionLab::zoom
