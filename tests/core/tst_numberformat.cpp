// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberformat.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace AttentionLab;

class TestNumberFormat : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void percentIsWholeAndRounded()
    {
        QCOMPARE(numberformat::percent(0.5), QStringLiteral("50%"));
        QCOMPARE(numberformat::percent(0.84375), QStringLiteral("84%"));
        QCOMPARE(numberformat::percent(0.995), QStringLiteral("100%")); // rounded, not cut
        QCOMPARE(numberformat::percent(0), QStringLiteral("0%"));
    }

    void values_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("weight") << 0.2067 << QStringLiteral("0.21");
        QTest::newRow("score") << 1.2 << QStringLiteral("1.20");
        QTest::newRow("negative") << -1.305 << QStringLiteral("-1.30"); // -1.305 is -1.30499... in binary
        QTest::newRow("tiny_negative") << -0.001 << QStringLiteral("0.00");
        QTest::newRow("negative_zero") << -0.0 << QStringLiteral("0.00");
        QTest::newRow("tiny_positive") << 2.1e-19 << QStringLiteral("0.00");
        QTest::newRow("large") << 300.0 << QStringLiteral("300.00");
    }
    void values()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(numberformat::value(value), text);
    }

    void components_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("tenths") << 0.2 << QStringLiteral("0.2");
        QTest::newRow("integer") << 1.0 << QStringLiteral("1.0");
        QTest::newRow("hundredths") << 0.25 << QStringLiteral("0.25");
        QTest::newRow("negative") << -0.5 << QStringLiteral("-0.5");
        QTest::newRow("negative_zero") << -0.0 << QStringLiteral("0.0");
        QTest::newRow("tiny_negative") << -0.004 << QStringLiteral("0.00");
    }
    void components()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(numberformat::component(value), text);
    }

    void settings_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("half") << 0.5 << QStringLiteral("0.5");
        QTest::newRow("one") << 1.0 << QStringLiteral("1");
        QTest::newRow("quarter") << 1.25 << QStringLiteral("1.25");
        QTest::newRow("third") << 1.0 / 3.0 << QStringLiteral("0.33");
    }
    void settings()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(numberformat::setting(value), text);
    }

    void exportsKeepEveryDigit()
    {
        QCOMPARE(numberformat::exact(0.1), QStringLiteral("0.1"));
        QCOMPARE(numberformat::exact(1.0 / 3.0), QStringLiteral("0.3333333333333333"));
        QCOMPARE(numberformat::exact(1.0 / 3.0).toDouble(), 1.0 / 3.0);
    }

    void roundedBarValues()
    {
        QCOMPARE(numberformat::rounded(0.2067), 0.21);
        QCOMPARE(numberformat::rounded(2.1e-19), 0.0);
        // A negative that rounds to zero must be +0, or %g writes "-0".
        QVERIFY(!std::signbit(numberformat::rounded(-0.001)));
        QVERIFY(std::isnan(numberformat::rounded(std::numeric_limits<double>::quiet_NaN())));
    }

    void axisFormats()
    {
        QCOMPARE(numberformat::axisLabelFormat(), QStringLiteral("%.2f"));
        QCOMPARE(numberformat::axisLabelFormat(0), QStringLiteral("%.0f"));
        QCOMPARE(numberformat::decimalsFor(0.5), 1);
        QCOMPARE(numberformat::decimalsFor(0.25), 2);
        QCOMPARE(numberformat::decimalsFor(0.2), 1);
        QCOMPARE(numberformat::decimalsFor(2.0), 0);
    }
};

QTEST_GUILESS_MAIN(TestNumberFormat)
#include "tst_numberformat.moc"
