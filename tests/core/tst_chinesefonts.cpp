// SPDX-License-Identifier: GPL-3.0-or-later
// A font's families with the Simplified Chinese faces after its own: Chinese drawn in its Simplified
// forms, everything else (Latin text, line height, fixed pitch) as the font draws it alone.
#include "chinesefonts.h"

#include <QFontDatabase>
#include <QFontInfo>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace AttentionLab;

namespace {

QImage drawn(const QString& text, const QFont& font)
{
    QImage image(720, 120, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(image.rect(), Qt::AlignLeft | Qt::AlignVCenter, text);
    return image;
}

QFont withFallback(QFont font)
{
    font.setFamilies(familiesWithSimplifiedChinese(font));
    return font;
}

} // namespace

class TestChineseFonts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fonts_data()
    {
        QTest::addColumn<QFont>("font");
        QFont application = QGuiApplication::font();
        application.setPixelSize(48);
        QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
        fixed.setPixelSize(48);
        QFont bold = application;
        bold.setBold(true);
        QTest::newRow("the application's") << application;
        QTest::newRow("monospaced (code, arithmetic)") << fixed;
        QTest::newRow("bold") << bold;
    }

    // The face the font resolves to stays first, so Latin text, the line height and the fixed pitch
    // are the font's own. (Its family name can be an alias that matches no face in a list: then the
    // Chinese face came first, with taller lines and proportional digits.)
    void theFontsOwnFaceStaysFirst_data() { fonts_data(); }
    void theFontsOwnFaceStaysFirst()
    {
        QFETCH(QFont, font);
        const QFont fallback = withFallback(font);
        // (On a desktop whose face is a regional CJK one, its Simplified sibling: see below.)
        const QString face = simplifiedSibling(QFontInfo(font).family(), QFontDatabase::families());
        QCOMPARE(fallback.families().constFirst(), face);
        QCOMPARE(QFontInfo(fallback).family(), face);
        QCOMPARE(QFontInfo(fallback).fixedPitch(), QFontInfo(font).fixedPitch());
        QCOMPARE(QFontMetrics(fallback).height(), QFontMetrics(font).height());
        QCOMPARE(QFontMetrics(fallback).ascent(), QFontMetrics(font).ascent());
        const QString latin = QStringLiteral("vec[\"x\"] = 0.25 \u00d7 3; \u201cApple\u201d \u00b7 gyp");
        QCOMPARE(drawn(latin, fallback), drawn(latin, font));
    }

    // 直 and 骨 have other forms in the Japanese and Korean faces of the same design, and the Chinese
    // comma sits elsewhere: with the fallback they are the Simplified face's.
    void chineseIsDrawnInSimplifiedForms_data() { fonts_data(); }
    void chineseIsDrawnInSimplifiedForms()
    {
        QFETCH(QFont, font);
        const QString face = simplifiedChineseFamilies().constFirst();
        if (!QFontDatabase::families().contains(face))
            QSKIP("Noto Sans CJK SC is not installed (fonts-noto-cjk)");
        QFont simplified = font;
        simplified.setFamilies({ face });
        const QString chinese = QStringLiteral("直骨关，苹果。");
        QCOMPARE(drawn(chinese, withFallback(font)), drawn(chinese, simplified));
    }

    // The test's characters tell the faces apart: drawn by the Japanese face of the same design
    // they differ from the Simplified one (otherwise the comparisons above could not fail).
    void theTestTextTellsTheFacesApart()
    {
        const QStringList installed = QFontDatabase::families();
        if (!installed.contains(QStringLiteral("Noto Sans CJK SC"))
            || !installed.contains(QStringLiteral("Noto Sans CJK JP")))
            QSKIP("Noto Sans CJK SC and JP are not installed (fonts-noto-cjk)");
        QFont simplified(QStringLiteral("Noto Sans CJK SC"));
        simplified.setPixelSize(48);
        QFont japanese(QStringLiteral("Noto Sans CJK JP"));
        japanese.setPixelSize(48);
        const QString chinese = QStringLiteral("直骨关，苹果。");
        QVERIFY(drawn(chinese, simplified) != drawn(chinese, japanese));
    }

    // A desktop whose own face is the Japanese, Korean or Traditional one of Noto CJK (a Japanese or
    // Taiwanese locale) draws every Han character with it: its Simplified sibling takes its place, with
    // the same Latin letters and line height.
    void aRegionalCjkFaceGivesWayToItsSimplifiedSibling_data()
    {
        QTest::addColumn<QString>("face");
        QTest::addColumn<QString>("sibling");
        QTest::newRow("Japanese") << QStringLiteral("Noto Sans CJK JP") << QStringLiteral("Noto Sans CJK SC");
        QTest::newRow("Korean") << QStringLiteral("Noto Sans CJK KR") << QStringLiteral("Noto Sans CJK SC");
        QTest::newRow("Traditional") << QStringLiteral("Noto Sans CJK TC") << QStringLiteral("Noto Sans CJK SC");
        QTest::newRow("Hong Kong, serif") << QStringLiteral("Noto Serif CJK HK") << QStringLiteral("Noto Serif CJK SC");
        QTest::newRow("monospaced") << QStringLiteral("Noto Sans Mono CJK JP")
                                    << QStringLiteral("Noto Sans Mono CJK SC");
    }
    void aRegionalCjkFaceGivesWayToItsSimplifiedSibling()
    {
        QFETCH(QString, face);
        QFETCH(QString, sibling);
        const QStringList installed = QFontDatabase::families();
        if (!installed.contains(face) || !installed.contains(sibling))
            QSKIP("the faces are not installed (fonts-noto-cjk)");
        QFont font(face);
        font.setPixelSize(48);
        const QFont fallback = withFallback(font);
        QCOMPARE(fallback.families().constFirst(), sibling);
        QCOMPARE(QFontMetrics(fallback).height(), QFontMetrics(font).height());
        const QString latin = QStringLiteral("vec[\"x\"] = 0.25; Apple");
        QCOMPARE(drawn(latin, fallback), drawn(latin, font));
        QFont simplified(sibling);
        simplified.setPixelSize(48);
        const QString chinese = QStringLiteral("直骨关，苹果。");
        QCOMPARE(drawn(chinese, fallback), drawn(chinese, simplified));
    }

    // Which face is a regional one and what its sibling is called, for faces this machine need not have.
    void theSiblingsNames_data()
    {
        QTest::addColumn<QString>("face");
        QTest::addColumn<QStringList>("installed");
        QTest::addColumn<QString>("sibling");
        const QStringList noto { QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Noto Serif CJK SC"),
                                 QStringLiteral("Noto Sans Mono CJK SC"), QStringLiteral("Noto Sans SC") };
        const QStringList adobe { QStringLiteral("Source Han Sans SC"), QStringLiteral("Source Han Serif SC"),
                                  QStringLiteral("Source Han Mono SC") };
        const QStringList adobeRegional { QStringLiteral("Source Han Sans CN") };
        QTest::newRow("Noto, Japanese") << QStringLiteral("Noto Sans CJK JP") << noto
                                        << QStringLiteral("Noto Sans CJK SC");
        QTest::newRow("Noto, Korean serif")
            << QStringLiteral("Noto Serif CJK KR") << noto << QStringLiteral("Noto Serif CJK SC");
        QTest::newRow("Noto, Traditional mono")
            << QStringLiteral("Noto Sans Mono CJK TC") << noto << QStringLiteral("Noto Sans Mono CJK SC");
        QTest::newRow("Noto's subset, Hong Kong")
            << QStringLiteral("Noto Sans HK") << noto << QStringLiteral("Noto Sans SC");
        QTest::newRow("Source Han, Japanese (no suffix)")
            << QStringLiteral("Source Han Sans") << adobe << QStringLiteral("Source Han Sans SC");
        QTest::newRow("Source Han, Korean serif")
            << QStringLiteral("Source Han Serif K") << adobe << QStringLiteral("Source Han Serif SC");
        QTest::newRow("Source Han, Hong Kong mono")
            << QStringLiteral("Source Han Mono HC") << adobe << QStringLiteral("Source Han Mono SC");
        QTest::newRow("Source Han, Taiwan, region-specific set")
            << QStringLiteral("Source Han Sans TW") << adobeRegional << QStringLiteral("Source Han Sans CN");
        QTest::newRow("sibling not installed")
            << QStringLiteral("Noto Sans CJK JP") << QStringList() << QStringLiteral("Noto Sans CJK JP");
        QTest::newRow("already Simplified")
            << QStringLiteral("Noto Sans CJK SC") << noto << QStringLiteral("Noto Sans CJK SC");
        QTest::newRow("not a CJK face") << QStringLiteral("Noto Sans") << noto << QStringLiteral("Noto Sans");
        QTest::newRow("Latin face") << QStringLiteral("DejaVu Sans") << noto << QStringLiteral("DejaVu Sans");
    }
    void theSiblingsNames()
    {
        QFETCH(QString, face);
        QFETCH(QStringList, installed);
        QFETCH(QString, sibling);
        QCOMPARE(simplifiedSibling(face, installed), sibling);
    }

    void aChineseFaceIsNamedOnce()
    {
        const QString face = simplifiedChineseFamilies().constFirst();
        if (!QFontDatabase::families().contains(face))
            QSKIP("Noto Sans CJK SC is not installed (fonts-noto-cjk)");
        const QStringList families = familiesWithSimplifiedChinese(QFont(face));
        QCOMPARE(families, simplifiedChineseFamilies());
    }
};

QTEST_MAIN(TestChineseFonts)
#include "tst_chinesefonts.moc"
