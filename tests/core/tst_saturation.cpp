// SPDX-License-Identifier: GPL-3.0-or-later
#include "saturation.h"

#include <QTest>

#include <cmath>

using namespace AttentionLab;

class TestSaturation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void weightsAreSoftmaxOfTheScores()
    {
        const SaturationDemo demo = SaturationDemo::compute(16, 8);
        QCOMPARE(demo.scores.size(), 8);
        double sum = 0;
        for (int i = 0; i < 8; ++i)
            sum += std::exp(demo.scores[i] - demo.scores.maxCoeff());
        for (int i = 0; i < 8; ++i) {
            const double expected = std::exp(demo.scores[i] - demo.scores.maxCoeff()) / sum;
            QVERIFY(std::abs(demo.unscaledWeights[i] - expected) < 1e-12);
        }
        QVERIFY(std::abs(demo.scaledWeights.sum() - 1.0) < 1e-12);
    }

    void deterministic()
    {
        QCOMPARE(SaturationDemo::compute(32, 8).scores, SaturationDemo::compute(32, 8).scores);
        QVERIFY(SaturationDemo::compute(32, 8, 1).scores != SaturationDemo::compute(32, 8, 2).scores);
    }

    void unscaledSoftmaxSaturatesAsTheDimensionGrows()
    {
        const double small = SaturationDemo::meanLargestWeight(4, 8, 200, false);
        const double large = SaturationDemo::meanLargestWeight(256, 8, 200, false);
        QVERIFY2(large > 0.9, qPrintable(QString::number(large)));
        QVERIFY(large > small + 0.3);
        // Scaling by sqrt(d) keeps it soft at every dimension.
        const double scaledSmall = SaturationDemo::meanLargestWeight(4, 8, 200, true);
        const double scaledLarge = SaturationDemo::meanLargestWeight(256, 8, 200, true);
        QVERIFY(std::abs(scaledLarge - scaledSmall) < 0.1);
        QVERIFY(scaledLarge < 0.6);
    }
};

QTEST_GUILESS_MAIN(TestSaturation)
#include "tst_saturation.moc"
