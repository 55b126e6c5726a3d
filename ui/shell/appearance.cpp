// SPDX-License-Identifier: GPL-3.0-or-later
#include "appearance.h"

#include "chinesefonts.h"
#include "focusframe.h"
#include "zoom.h"

#include <QApplication>
#include <QFont>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

#include <utility>

namespace AttentionLab::appearance {

namespace {
struct SystemLook
{
    QString style;
    QPalette palette;
    bool remembered = false;
};

SystemLook& systemLook()
{
    static SystemLook look;
    return look;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x2b, 0x2d, 0x31);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe8, 0xe8, 0xea);
    const QColor disabled(0x80, 0x80, 0x86);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, window);
    palette.setColor(QPalette::ToolTipBase, base);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabled);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, window);
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::white);
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xe6));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    palette.setColor(QPalette::Light, QColor(0x45, 0x47, 0x4c));
    palette.setColor(QPalette::Midlight, QColor(0x3a, 0x3c, 0x41));
    palette.setColor(QPalette::Mid, QColor(0x26, 0x27, 0x2b));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    palette.setColor(QPalette::Shadow, Qt::black);
    for (auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        palette.setColor(QPalette::Disabled, role, disabled);
    return palette;
}
} // namespace

QString themeId(Theme theme)
{
    switch (theme) {
    case Theme::Light:
        return QStringLiteral("light");
    case Theme::Dark:
        return QStringLiteral("dark");
    case Theme::System:
        break;
    }
    return QStringLiteral("system");
}

Theme themeFromId(const QString& id)
{
    if (id == QLatin1String("light"))
        return Theme::Light;
    if (id == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

namespace {
// The classes whose fonts a platform theme (Windows, macOS, KDE) sets apart from the application's:
// menus, tooltips, the status bar, message boxes, item views and more. QApplication::setStyle sets
// them again from the theme, without the Chinese faces.
constexpr const char* ThemedClasses[]
    = { "QMenu",       "QMenuBar",    "QMenuItem",    "QMessageBox",           "QLabel",
        "QTipLabel",   "QTitleBar",   "QStatusBar",   "QMdiSubWindowTitleBar", "QDockWidgetTitle",
        "QPushButton", "QCheckBox",   "QRadioButton", "QToolButton",           "QAbstractItemView",
        "QListView",   "QHeaderView", "QListBox",     "QComboMenuItem",        "QComboLineEdit",
        "QSmallFont",  "QMiniFont" };

// The fonts of ThemedClasses that differ from the application's (without one, a class follows it).
zoom::ClassFonts themedClassFonts()
{
    zoom::ClassFonts fonts;
    const QFont application = QApplication::font();
    for (const char* className : ThemedClasses) {
        if (const QFont font = QApplication::font(className); !font.isCopyOf(application))
            fonts.append({ QByteArray(className), font });
    }
    return fonts;
}

// The classes' fonts with the Chinese faces, handed to the zoom, which sets them at its size now
// and after each of its steps (setting the application's font clears them).
void setWithSimplifiedChinese(zoom::ClassFonts classFonts)
{
    for (auto& [className, font] : classFonts)
        font.setFamilies(familiesWithSimplifiedChinese(font));
    zoom::setClassFonts(classFonts);
}
} // namespace

void preferSimplifiedChinese()
{
    // At 100 %, the classes' fonts are the theme's, and the zoom's base font not yet taken.
    Q_ASSERT(zoom::percent() == zoom::Actual);
    // Taken before: setting the application's font drops the classes' fonts.
    zoom::ClassFonts classFonts = themedClassFonts();
    QFont font = QApplication::font();
    const QStringList families = familiesWithSimplifiedChinese(font);
    if (font.families() != families) {
        font.setFamilies(families);
        QApplication::setFont(font);
    }
    setWithSimplifiedChinese(std::move(classFonts));
}

void rememberSystemLook()
{
    SystemLook& look = systemLook();
    if (look.remembered)
        return;
    look.style = QApplication::style()->name();
    look.palette = QApplication::palette();
    look.remembered = true;
}

void applyTheme(Theme theme)
{
    rememberSystemLook();
    const SystemLook& look = systemLook();
    // A style that cannot be made leaves the one in force, and the classes' fonts as they are.
    QStyle* style = QStyleFactory::create(theme == Theme::System ? look.style : QStringLiteral("Fusion"));
    if (style)
        QApplication::setStyle(style);
    switch (theme) {
    case Theme::System:
        QApplication::setPalette(look.palette);
        break;
    case Theme::Light:
        QApplication::setPalette(QApplication::style()->standardPalette());
        break;
    case Theme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
    // A new style sets the platform theme's fonts for menus, tooltips and the like again, at
    // 100 %: they get the Chinese faces and the zoom's size.
    if (style)
        setWithSimplifiedChinese(themedClassFonts());
    // The focus frames' widgets (the scoring chapter's arithmetic, the steps' code) kept the old
    // theme's text colours otherwise: dark grey on the dark theme's background.
    polishStyleSheetsAgain();
}

LightPaletteForPaper::LightPaletteForPaper()
    : m_saved(QApplication::palette())
{
    if (m_saved.color(QPalette::Base).lightness() >= 128)
        return;
    QApplication::setPalette(QApplication::style()->standardPalette());
    m_changed = true;
}

LightPaletteForPaper::~LightPaletteForPaper()
{
    if (!m_changed)
        return;
    QApplication::setPalette(m_saved);
    // A framed view first polished while the paper's palette was on (a page built for its figure)
    // would keep it.
    polishStyleSheetsAgain();
}

} // namespace AttentionLab::appearance
