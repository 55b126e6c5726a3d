// SPDX-License-Identifier: GPL-3.0-or-later
#include "colormix.h"

#include <QTest>

#include <Eigen/Dense>

#include <cmath>
#include <numeric>

using namespace AttentionLab;

namespace {
// An independent OKLab round trip written with Eigen matrices (Ottosson 2020),
// to check colormix against a second implementation.
double decode(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}
double encode(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    return c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
}
Eigen::Vector3d toLab(const QColor& colour)
{
    Eigen::Matrix3d m1;
    m1 << 0.4122214708, 0.5363325363, 0.0514459929, 0.2119034982, 0.6806995451, 0.1073969566, 0.0883024619,
        0.2817188376, 0.6299787005;
    Eigen::Matrix3d m2;
    m2 << 0.2104542553, 0.7936177850, -0.0040720468, 1.9779984951, -2.4285922050, 0.4505937099, 0.0259040371,
        0.7827717662, -0.8086757660;
    const Eigen::Vector3d linear(decode(colour.redF()), decode(colour.greenF()), decode(colour.blueF()));
    const Eigen::Vector3d lms = m1 * linear;
    return m2 * Eigen::Vector3d(std::cbrt(lms[0]), std::cbrt(lms[1]), std::cbrt(lms[2]));
}
QColor fromLab(const Eigen::Vector3d& lab)
{
    Eigen::Matrix3d m1;
    m1 << 0.4122214708, 0.5363325363, 0.0514459929, 0.2119034982, 0.6806995451, 0.1073969566, 0.0883024619,
        0.2817188376, 0.6299787005;
    Eigen::Matrix3d m2;
    m2 << 0.2104542553, 0.7936177850, -0.0040720468, 1.9779984951, -2.4285922050, 0.4505937099, 0.0259040371,
        0.7827717662, -0.8086757660;
    const Eigen::Vector3d lms = (m2.inverse() * lab).array().cube();
    const Eigen::Vector3d linear = m1.inverse() * lms;
    return QColor::fromRgbF(encode(linear[0]), encode(linear[1]), encode(linear[2]));
}
} // namespace

class TestColorMix : public QObject
{
    Q_OBJECT
private Q_SLOTS:
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
