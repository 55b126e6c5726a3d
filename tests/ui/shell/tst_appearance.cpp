// SPDX-License-Identifier: GPL-3.0-or-later
// The window's font: Chinese drawn in its Simplified forms whatever the locale, everything
// else as the desktop draws it; kept through a theme switch and the zoom.
#include "appearance.h"
#include "chinesefonts.h"
#include "failonwarning.h"
#include "zoom.h"

#include <QApplication>
#include <QFontDatabase>
#include <QFontInfo>
#include <QImage>
#include <QLabel>
#include <QTest>

using namespace AttentionLab;

namespace {

// \a text as a label in \a font draws it, at a size where the forms of a character show.
QImage drawn(const QString& text, QFont font)
{
    font.setPixelSize(64);
    QLabel label(text);
    label.setFont(font);
    label.resize(640, 100);
    return label.grab().toImage();
}

QFont onlyFamily(const QString& family)
{
    QFont font = QApplication::font();
    font.setFamilies({ family });
    return font;
}

} // namespace

class TestAppearance : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }
    // A failed check leaves no zoom, theme or class font to the functions after it.
    void cleanup()
    {
        zoom::setPercent(zoom::Actual);
        appearance::applyTheme(appearance::Theme::System);
    }

    void initTestCase()
    {
        m_desktopFont = QApplication::font();
        m_desktopFace = simplifiedSibling(QFontInfo(m_desktopFont).family(), QFontDatabase::families());
        appearance::preferSimplifiedChinese();
    }

    // 直 and 骨 have other forms in the Japanese and Korean faces of the same design, and the
    // Chinese comma sits elsewhere: drawn by the window's font they are the Simplified face's.
    void chineseIsDrawnInSimplifiedForms()
    {
        const QString face = simplifiedChineseFamilies().constFirst();
        if (!QFontDatabase::families().contains(face))
            QSKIP("Noto Sans CJK SC is not installed (fonts-noto-cjk)");
        const QString chinese = QStringLiteral("直骨关，苹果。");
        QCOMPARE(drawn(chinese, QApplication::font()), drawn(chinese, onlyFamily(face)));
    }

    // The desktop's face stays first: Latin text, its punctuation and the height of every line are
    // what they were (the Chinese face first made lines taller and quotation marks full width).
    void theRestIsTheDesktopFont()
    {
        const QFont font = QApplication::font();
        QCOMPARE(font.families().constFirst(), m_desktopFace);
        QCOMPARE(QFontInfo(font).family(), m_desktopFace);
        QCOMPARE(QFontMetrics(font).height(), QFontMetrics(m_desktopFont).height());
        QCOMPARE(QFontMetrics(font).ascent(), QFontMetrics(m_desktopFont).ascent());
        const QString latin = QStringLiteral("Apple \u201cphone\u201d \u00b7 0.25, gyp");
        QCOMPARE(drawn(latin, font), drawn(latin, m_desktopFont));
    }

    void aSecondCallChangesNothing()
    {
        const QStringList families = QApplication::font().families();
        appearance::preferSimplifiedChinese();
        QCOMPARE(QApplication::font().families(), families);
        QCOMPARE(families.count(simplifiedChineseFamilies().constFirst()), 1);
    }

    void theThemeAndTheZoomKeepIt()
    {
        const QStringList families = QApplication::font().families();
        appearance::applyTheme(appearance::Theme::Dark);
        QCOMPARE(QApplication::font().families(), families);
        zoom::setPercent(150);
        QCOMPARE(QApplication::font().families(), families);
        zoom::setPercent(zoom::Actual);
        appearance::applyTheme(appearance::Theme::System);
        QCOMPARE(QApplication::font().families(), families);
    }

    // A platform theme's own fonts for menus and tooltips (Windows, macOS, KDE) get the Chinese faces
    // too, and a class without one keeps following the window's. (The offscreen platform has no such
    // fonts, and a style change clears the one set here: applyTheme() calls the same function after
    // the platform theme has set them again, which this test cannot show.)
    void themedClassFontsGetTheChineseFaces()
    {
        QFont menuFont(m_desktopFace);
        menuFont.setPointSize(15);
        QApplication::setFont(menuFont, "QMenu"); // as a platform theme does
        appearance::preferSimplifiedChinese();
        const QFont menu = QApplication::font("QMenu");
        QCOMPARE(menu.pointSize(), 15);
        QCOMPARE(menu.families().constFirst(), m_desktopFace);
        QVERIFY(menu.families().contains(simplifiedChineseFamilies().constFirst()));
        QCOMPARE(QApplication::font("QHeaderView"), QApplication::font());
        appearance::applyTheme(appearance::Theme::System); // and the menu's font is the theme's again
    }

    // The zoom sets the application's font, which clears the classes' fonts: they are set again at
    // its size, from their size at 100 %, with the Chinese faces, also while a figure is rendered at
    // 100 % (zoom::ActualSize). A class without one follows the window's font. After a theme switch,
    // the platform theme's fonts (none on the offscreen platform) take their place: a stale one does
    // not come back at the next step.
    void themedClassFontsFollowTheZoom()
    {
        const qreal size = m_desktopFont.pointSizeF() + 3; // not the window's size
        QFont menuFont(m_desktopFace);
        menuFont.setPointSizeF(size);
        QApplication::setFont(menuFont, "QMenu"); // as a platform theme does
        appearance::preferSimplifiedChinese();
        zoom::setPercent(150);
        QFont menu = QApplication::font("QMenu");
        QCOMPARE(menu.pointSizeF(), size * 1.5);
        QVERIFY(menu.families().contains(simplifiedChineseFamilies().constFirst()));
        QCOMPARE(QApplication::font("QHeaderView"), QApplication::font());
        {
            const zoom::ActualSize actualSize;
            QCOMPARE(QApplication::font("QMenu").pointSizeF(), size);
        }
        QCOMPARE(QApplication::font("QMenu").pointSizeF(), size * 1.5);
        zoom::setPercent(80);
        QCOMPARE(QApplication::font("QMenu").pointSizeF(), size * 0.8);
        zoom::setPercent(zoom::Actual);
        QCOMPARE(QApplication::font("QMenu").pointSizeF(), size);

        zoom::setPercent(150);
        appearance::applyTheme(appearance::Theme::Light);
        zoom::setPercent(125);
        QCOMPARE(QApplication::font("QMenu"), QApplication::font()); // the theme gives it none
    }

private:
    QFont m_desktopFont;
    QString m_desktopFace;
};

QTEST_MAIN(TestAppearance)
#include "tst_appearance.moc"
