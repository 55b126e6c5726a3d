// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormap.h"
#include "oklab.h"

#include <QTest>

using namespace AttentionLab;

class TestColorMap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oklabRoundTrip_data()
    {
        QTest::addColumn<QColor>("colour");
        QTest::newRow("white") << QColor(Qt::white);
        QTest::newRow("black") << QColor(Qt::black);
        QTest::newRow("apple_red") << QColor(0xd6, 0x27, 0x28);
        QTest::newRow("banana_yellow") << QColor(0xf2, 0xc2, 0x00);
    }
    void oklabRoundTrip()
    {
        QFETCH(QColor, colour);
        const QColor back = OkLab::fromColor(colour).toColor();
        QVERIFY(std::abs(back.red() - colour.red()) <= 1);
        QVERIFY(std::abs(back.green() - colour.green()) <= 1);
        QVERIFY(std::abs(back.blue() - colour.blue()) <= 1);
    }

    void oklabKnownValues()
    {
        // Reference values from Ottosson's article: white is L = 1, a = b = 0.
        const OkLab white = OkLab::fromColor(Qt::white);
        QVERIFY(std::abs(white.L - 1.0) < 1e-4);
        QVERIFY(std::abs(white.a) < 1e-4 && std::abs(white.b) < 1e-4);
        const OkLab red = OkLab::fromColor(QColor(255, 0, 0));
        QVERIFY(std::abs(red.L - 0.62796) < 1e-3);
        QVERIFY(std::abs(red.a - 0.22486) < 1e-3);
        QVERIFY(std::abs(red.b - 0.12585) < 1e-3);
    }

    void sequentialMapDarkensSteadily()
    {
        const ColorMap map = ColorMap::attention();
        double previous = 2;
        for (int i = 0; i <= 20; ++i) {
            const double lightness = OkLab::fromColor(map.colourAt(i / 20.0)).L;
            QVERIFY2(lightness < previous, qPrintable(QStringLiteral("step %1 is not darker").arg(i)));
            previous = lightness;
        }
        QVERIFY(OkLab::fromColor(map.colourAt(0)).L > 0.95);
        QVERIFY(OkLab::fromColor(map.colourAt(1)).L < 0.4);
        QCOMPARE(map.rgbAt(qQNaN()), map.rgbAt(0));
        QCOMPARE(map.rgbAt(7), map.rgbAt(1));
    }

    void everySchemeDarkensSteadily_data()
    {
        QTest::addColumn<int>("scheme");
        QTest::newRow("blues") << int(ColorMap::Scheme::Blues);
        QTest::newRow("viridis") << int(ColorMap::Scheme::Viridis);
        QTest::newRow("cividis") << int(ColorMap::Scheme::Cividis);
    }
    void everySchemeDarkensSteadily()
    {
        QFETCH(int, scheme);
        const ColorMap map = ColorMap::sequential(ColorMap::Scheme(scheme));
        double previous = 2;
        for (int i = 0; i <= 50; ++i) {
            const double lightness = OkLab::fromColor(map.colourAt(i / 50.0)).L;
            QVERIFY2(lightness < previous + 1e-9, qPrintable(QStringLiteral("step %1").arg(i)));
            previous = lightness;
        }
        for (int i = 0; i <= 255; ++i) {
            const QColor background = map.colourAt(i / 255.0);
            QVERIFY(oklab::contrastRatio(background, oklab::readableTextOn(background)) >= 4.5);
        }
        QCOMPARE(ColorMap::schemeFromId(ColorMap::schemeId(ColorMap::Scheme(scheme))), ColorMap::Scheme(scheme));
    }

    void viridisEndsAtItsPublishedColours()
    {
        const ColorMap map = ColorMap::sequential(ColorMap::Scheme::Viridis);
        QCOMPARE(map.colourAt(0).name(), QStringLiteral("#fde725"));
        QCOMPARE(map.colourAt(1).name(), QStringLiteral("#440154"));
    }

    void divergingMapIsLightInTheMiddle()
    {
        const ColorMap map = ColorMap::diverging();
        const QColor low = map.colourAt(0);
        const QColor middle = map.colourAt(0.5);
        const QColor high = map.colourAt(1);
        QVERIFY(low.blue() > low.red());
        QVERIFY(high.red() > high.blue());
        QVERIFY(OkLab::fromColor(middle).L > 0.95);
        // Never through green on the way from blue to red.
        for (int i = 0; i <= 20; ++i) {
            const QColor c = map.colourAt(i / 20.0);
            QVERIFY(c.green() <= std::max(c.red(), c.blue()));
        }
    }

    void textIsReadableOnEveryCell()
    {
        for (const ColorMap& map : { ColorMap::attention(), ColorMap::diverging() }) {
            for (int i = 0; i <= 255; ++i) {
                const QColor background = map.colourAt(i / 255.0);
                const double ratio = oklab::contrastRatio(background, oklab::readableTextOn(background));
                QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("contrast %1 at %2").arg(ratio).arg(i)));
            }
        }
    }

    void contrastRatioOfBlackAndWhite()
    {
        QVERIFY(std::abs(oklab::contrastRatio(Qt::black, Qt::white) - 21.0) < 1e-9);
        QCOMPARE(oklab::contrastRatio(Qt::white, Qt::white), 1.0);
    }

    void niceTicks_data()
    {
        QTest::addColumn<double>("minimum");
        QTest::addColumn<double>("maximum");
        QTest::addColumn<int>("count");
        QTest::addColumn<QList<double>>("expected");
        QTest::newRow("weights") << 0.0 << 0.56 << 4 << QList<double> { 0.0, 0.2, 0.4 };
        QTest::newRow("unit") << 0.0 << 1.0 << 6 << QList<double> { 0.0, 0.2, 0.4, 0.6, 0.8, 1.0 };
        QTest::newRow("scores") << -2.0 << 2.0 << 5 << QList<double> { -2.0, -1.0, 0.0, 1.0, 2.0 };
    }
    void niceTicks()
    {
        QFETCH(double, minimum);
        QFETCH(double, maximum);
        QFETCH(int, count);
        QFETCH(QList<double>, expected);
        const QList<double> ticks = AttentionLab::niceTicks(minimum, maximum, count);
        QCOMPARE(ticks.size(), expected.size());
        for (int i = 0; i < ticks.size(); ++i)
            QVERIFY(std::abs(ticks[i] - expected[i]) < 1e-12);
    }
};

QTEST_GUILESS_MAIN(TestColorMap)
#include "tst_colormap.moc"
