// SPDX-License-Identifier: GPL-3.0-or-later
#include "zoom.h"

#include "focusframe.h"

#include <QApplication>
#include <QFont>
#include <QPointer>
#include <QWidget>

#include <algorithm>
#include <optional>

namespace AttentionLab::zoom {

namespace {
int& current()
{
    static int percent = Actual;
    return percent;
}

// The application font before the first zoom: every zoom is a multiple of it, never of
// another zoom, so going in and out again ends on the same font.
std::optional<QFont>& baseFont()
{
    static std::optional<QFont> font;
    return font;
}

// The classes' fonts at 100 % (setClassFonts).
ClassFonts& baseClassFonts()
{
    static ClassFonts fonts;
    return fonts;
}

void setScaledClassFonts()
{
    for (const auto& [className, font] : baseClassFonts())
        QApplication::setFont(scaled(font), className.constData());
}

void layOutNow()
{
    // Layouts (the charts' among them) answer the font change with posted requests: answered
    // here, a few rounds deep (a layout that grows asks its parent's again), without painting.
    for (int round = 0; round < 4; ++round)
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
}

void apply(int percent)
{
    if (!baseFont())
        baseFont() = QApplication::font();
    current() = percent;
    QApplication::setFont(scaled(*baseFont()));
    setScaledClassFonts();
    // QApplication tells the windows only once its event loop runs (not yet when the last session's
    // zoom is restored, never in a --grab): told here, each sends FontChange down to every widget
    // whose font follows the application's, synchronously. A window told twice changes once.
    const auto windows = QApplication::topLevelWidgets();
    for (QWidget* window : windows) {
        QEvent event(QEvent::ApplicationFontChange);
        QCoreApplication::sendEvent(window, &event);
    }
    polishStyleSheetsAgain(); // the focus frames' widgets take the new size too
    Q_EMIT notifier()->changed(percent);
}
} // namespace

QList<int> steps()
{
    return { 50, 67, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300 };
}

int stepFrom(int percent, int direction)
{
    const QList<int> all = steps();
    if (direction > 0) {
        const auto next = std::upper_bound(all.begin(), all.end(), percent);
        return next == all.end() ? Maximum : *next;
    }
    const auto next = std::lower_bound(all.begin(), all.end(), percent);
    return next == all.begin() ? Minimum : *(next - 1);
}

int percent()
{
    return current();
}

void setPercent(int percent)
{
    percent = std::clamp(percent, Minimum, Maximum);
    if (percent == current())
        return;
    apply(percent);
}

QFont scaled(const QFont& font)
{
    QFont result = font;
    if (current() == Actual)
        return result;
    const double factor = current() / 100.0;
    if (font.pointSizeF() > 0)
        result.setPointSizeF(font.pointSizeF() * factor);
    else if (font.pixelSize() > 0)
        result.setPixelSize(std::max(1, qRound(font.pixelSize() * factor)));
    return result;
}

void setClassFonts(const ClassFonts& fonts)
{
    baseClassFonts() = fonts;
    setScaledClassFonts();
}

Notifier* notifier()
{
    static QPointer<Notifier> instance;
    if (!instance)
        instance = new Notifier(qApp);
    return instance;
}

ActualSize::ActualSize()
    : m_percent(current())
{
    if (m_percent == Actual)
        return;
    apply(Actual);
    layOutNow();
}

ActualSize::~ActualSize()
{
    if (m_percent == Actual)
        return;
    apply(m_percent);
    layOutNow();
}

} // namespace AttentionLab::zoom
