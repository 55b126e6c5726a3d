// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormix.h"
#include "oklab.h"

#include <QTest>

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <numeric>

using namespace AttentionLab;

Q_DECLARE_METATYPE(Eigen::Vector3d)

namespace {
// A second OKLab implementation, built only from published definitions and not
// from core/oklab.cpp, so that a wrong constant there cannot hide here:
// - M1 (XYZ -> LMS) and M2 (LMS' -> Lab) as printed in Björn Ottosson, "A
//   perceptual color space for image processing" (2020), section "Converting
//   from XYZ to Oklab". (The core uses his combined linear-sRGB matrix instead.)
// - The sRGB -> XYZ matrix derived below from the sRGB primaries and the D65
//   white point (IEC 61966-2-1 / ITU-R BT.709 chromaticities).
// - The sRGB transfer function of IEC 61966-2-1.
Eigen::Matrix3d m1()
{
    Eigen::Matrix3d m;
    m << 0.8189330101, 0.3618667424, -0.1288597137, //
        0.0329845436, 0.9293118715, 0.0361456387, //
        0.0482003018, 0.2643662691, 0.6338517070;
    return m;
}
Eigen::Matrix3d m2()
{
    Eigen::Matrix3d m;
    m << 0.2104542553, 0.7936177850, -0.0040720468, //
        1.9779984951, -2.4285922050, 0.4505937099, //
        0.0259040371, 0.7827717662, -0.8086757660;
    return m;
}
Eigen::Vector3d xyzOfChromaticity(double x, double y)
{
    return { x / y, 1.0, (1.0 - x - y) / y };
}
// Columns: the XYZ of the red, green and blue primaries, scaled so that
// R = G = B = 1 is the D65 white with Y = 1.
Eigen::Matrix3d srgbToXyz()
{
    Eigen::Matrix3d primaries;
    primaries.col(0) = xyzOfChromaticity(0.64, 0.33);
    primaries.col(1) = xyzOfChromaticity(0.30, 0.60);
    primaries.col(2) = xyzOfChromaticity(0.15, 0.06);
    const Eigen::Vector3d scale = primaries.inverse() * xyzOfChromaticity(0.3127, 0.3290);
    return primaries * scale.asDiagonal();
}
double decode(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
double encode(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}
Eigen::Vector3d labOfXyz(const Eigen::Vector3d& xyz)
{
    const Eigen::Vector3d lms = m1() * xyz;
    return m2() * Eigen::Vector3d(std::cbrt(lms[0]), std::cbrt(lms[1]), std::cbrt(lms[2]));
}
Eigen::Vector3d toLab(const QColor& colour)
{
    const Eigen::Vector3d linear(decode(colour.redF()), decode(colour.greenF()), decode(colour.blueF()));
    return labOfXyz(srgbToXyz() * linear);
}
QColor fromLab(const Eigen::Vector3d& lab)
{
    const Eigen::Vector3d lms = (m2().inverse() * lab).array().cube();
    const Eigen::Vector3d linear = srgbToXyz().inverse() * (m1().inverse() * lms);
    return QColor::fromRgbF(encode(linear[0]), encode(linear[1]), encode(linear[2]));
}
QString describe(const Eigen::Vector3d& lab)
{
    return QStringLiteral("(%1, %2, %3)").arg(lab[0], 0, 'f', 5).arg(lab[1], 0, 'f', 5).arg(lab[2], 0, 'f', 5);
}
} // namespace

class TestColorMix : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Ottosson's own table of XYZ and OKLab pairs, printed to three decimals:
    // proves the matrices above are typed in right.
    void referenceImplementationReproducesThePublishedTable_data()
    {
        QTest::addColumn<Eigen::Vector3d>("xyz");
        QTest::addColumn<Eigen::Vector3d>("lab");
        QTest::newRow("d65_white") << Eigen::Vector3d(0.950, 1.000, 1.089) << Eigen::Vector3d(1.000, 0.000, 0.000);
        QTest::newRow("x") << Eigen::Vector3d(1.000, 0.000, 0.000) << Eigen::Vector3d(0.450, 1.236, -0.019);
        QTest::newRow("y") << Eigen::Vector3d(0.000, 1.000, 0.000) << Eigen::Vector3d(0.922, -0.671, 0.263);
        QTest::newRow("z") << Eigen::Vector3d(0.000, 0.000, 1.000) << Eigen::Vector3d(0.153, -1.415, -0.449);
    }
    void referenceImplementationReproducesThePublishedTable()
    {
        QFETCH(Eigen::Vector3d, xyz);
        QFETCH(Eigen::Vector3d, lab);
        const Eigen::Vector3d computed = labOfXyz(xyz);
        QVERIFY2((computed - lab).cwiseAbs().maxCoeff() < 6e-4, qPrintable(describe(computed)));
    }

    // sRGB colours with published OKLab values: white is L = 1, a = b = 0 by
    // construction (D65 white, Ottosson 2020); the primaries as given by the CSS
    // Color 4 sample code (oklab(62.796% 0.22486 0.12585) for red, etc.).
    void coreConvertsKnownColours_data()
    {
        QTest::addColumn<QColor>("colour");
        QTest::addColumn<Eigen::Vector3d>("lab");
        QTest::newRow("white") << QColor(255, 255, 255) << Eigen::Vector3d(1.0, 0.0, 0.0);
        QTest::newRow("black") << QColor(0, 0, 0) << Eigen::Vector3d(0.0, 0.0, 0.0);
        QTest::newRow("red") << QColor(255, 0, 0) << Eigen::Vector3d(0.62796, 0.22486, 0.12585);
        QTest::newRow("green") << QColor(0, 255, 0) << Eigen::Vector3d(0.86644, -0.23389, 0.17950);
        QTest::newRow("blue") << QColor(0, 0, 255) << Eigen::Vector3d(0.45201, -0.03246, -0.31153);
    }
    void coreConvertsKnownColours()
    {
        QFETCH(QColor, colour);
        QFETCH(Eigen::Vector3d, lab);
        const OkLab core = OkLab::fromColor(colour);
        const Eigen::Vector3d computed(core.L, core.a, core.b);
        QVERIFY2((computed - lab).cwiseAbs().maxCoeff() < 5e-4, qPrintable(describe(computed)));
        const Eigen::Vector3d reference = toLab(colour);
        QVERIFY2((reference - lab).cwiseAbs().maxCoeff() < 5e-4, qPrintable(describe(reference)));
    }

    void halfBlackHalfWhiteIsPerceptualMidGrey()
    {
        // By hand: L = 0.5 with a = b = 0 is l = m = s = 0.5^3 = 0.125 in linear
        // light, 1.055 * 0.125^(1/2.4) - 0.055 = 0.38857 encoded, 99.09 of 255.
        // Byte averaging would give 128.
        const QColor mixed = colormix::mix({ QColor(0, 0, 0), QColor(255, 255, 255) }, { 0.5, 0.5 });
        QCOMPARE(mixed.red(), 99);
        QCOMPARE(mixed.green(), 99);
        QCOMPARE(mixed.blue(), 99);
    }

    void mixMatchesAnIndependentOkLabComputation_data()
    {
        QTest::addColumn<QList<double>>("weights");
        QTest::newRow("lesson_apple_row") << QList<double> { 0.5619, 0.1386, 0.0929, 0.2067 };
        QTest::newRow("half_half") << QList<double> { 0.5, 0.5, 0, 0 };
        QTest::newRow("one_takes_all") << QList<double> { 0, 0, 1, 0 };
        QTest::newRow("uneven") << QList<double> { 0.1, 0.2, 0.3, 0.4 };
    }
    void mixMatchesAnIndependentOkLabComputation()
    {
        QFETCH(QList<double>, weights);
        const QList<QColor> colours { QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4), QColor(0xbc, 0xbd, 0x22),
                                      QColor(0x17, 0xbe, 0xcf) };
        Eigen::Vector3d lab = Eigen::Vector3d::Zero();
        for (int i = 0; i < 4; ++i)
            lab += weights[i] * toLab(colours[i]);
        const QColor expected = fromLab(lab);
        const QColor mixed = colormix::mix(colours, weights);
        QVERIFY2(std::abs(mixed.red() - expected.red()) <= 1 && std::abs(mixed.green() - expected.green()) <= 1
                     && std::abs(mixed.blue() - expected.blue()) <= 1,
                 qPrintable(mixed.name() + QLatin1String(" vs ") + expected.name()));
    }

    void okLabIsNotByteAveraging()
    {
        // Red and blue averaged as gamma-encoded bytes give a dark (128, 0, 128);
        // the perceptual mix is clearly lighter.
        const QColor mixed = colormix::mix({ QColor(255, 0, 0), QColor(0, 0, 255) }, { 0.5, 0.5 });
        QVERIFY(mixed.red() > 128 || mixed.blue() > 128);
    }

    void invalidInputs()
    {
        QVERIFY(!colormix::mix({}, {}).isValid());
        QVERIFY(!colormix::mix({ Qt::red }, { 0.0 }).isValid());
        QVERIFY(!colormix::mix({ Qt::red, Qt::blue }, { 1.0 }).isValid());
    }

    void rebalanceKeepsTheSumAtOne_data()
    {
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<int>("index");
        QTest::addColumn<double>("value");
        QTest::addColumn<QList<double>>("expected");
        QTest::newRow("proportional") << QList<double> { 0.5, 0.25, 0.25 } << 0 << 0.8
                                      << QList<double> { 0.8, 0.1, 0.1 };
        QTest::newRow("one_takes_everything")
            << QList<double> { 0.2, 0.3, 0.5 } << 1 << 1.0 << QList<double> { 0, 1, 0 };
        QTest::newRow("others_zero_share_equally")
            << QList<double> { 1.0, 0, 0 } << 0 << 0.4 << QList<double> { 0.4, 0.3, 0.3 };
        QTest::newRow("clamped_high") << QList<double> { 0.5, 0.5 } << 0 << 3.0 << QList<double> { 1, 0 };
        QTest::newRow("clamped_low") << QList<double> { 0.5, 0.5 } << 0 << -1.0 << QList<double> { 0, 1 };
        QTest::newRow("single_word") << QList<double> { 1.0 } << 0 << 0.3 << QList<double> { 1.0 };
    }
    void rebalanceKeepsTheSumAtOne()
    {
        QFETCH(QList<double>, weights);
        QFETCH(int, index);
        QFETCH(double, value);
        QFETCH(QList<double>, expected);
        const QList<double> result = colormix::rebalance(weights, index, value);
        QCOMPARE(result.size(), expected.size());
        for (int i = 0; i < result.size(); ++i)
            QVERIFY2(std::abs(result[i] - expected[i]) < 1e-12, qPrintable(QString::number(result[i])));
        QCOMPARE(std::accumulate(result.cbegin(), result.cend(), 0.0), 1.0);
    }

    void rebalanceManyTimesStaysExact()
    {
        QList<double> weights { 0.1, 0.2, 0.3, 0.15, 0.25 };
        for (int step = 0; step < 1000; ++step) {
            weights = colormix::rebalance(weights, step % 5, (step % 97) / 97.0);
            QCOMPARE(std::accumulate(weights.cbegin(), weights.cend(), 0.0), 1.0);
        }
    }
};

QTEST_GUILESS_MAIN(TestColorMix)
#include "tst_colormix.moc"
