// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "nextpage.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QSlider>
#include <QTest>
#include <QValueAxis>

#include <cmath>

using namespace AttentionLab;

// The page's numbers are checked against values worked out outside the
// program, not by calling SaturationDemo again. The page draws one query and
// eight keys from splitmix64 with seed 2017 (each component a sum of 12
// uniforms minus 6); for d = 2 that gives, rounded:
//   q  = (0.9855, 1.4424)
//   k1..k8 = (-0.5185, -0.3424) (-0.4593, 0.9670) (-0.4908, -1.1919) (-0.6325, -0.7176)
//            (1.4417, 0.7731) (0.2413, 1.1917) (-1.5154, -0.4198) (-0.6487, -0.9295)
//   scores q·k = -1.0048 0.9422 -2.2028 -1.6584 2.5358 1.9566 -2.0989 -1.9800
//     (k5: 0.9855·1.4417 + 1.4424·0.7731 = 1.4208 + 1.1151 = 2.5358)
//   softmax: e^(s - 2.5358) = 0.0290 0.2032 0.0088 0.0151 1 0.5603 0.0097 0.0109,
//     sum 1.8370, so the largest weight is 1 / 1.8370 = 0.5444
//   scaled by √2: s/√2 = ... 1.7931 (k5), 1.3835 (k6) ...; e^(s/√2 - 1.7931) sum to
//     2.2351, largest weight 1 / 2.2351 = 0.4474
//   spread: standard deviation of the eight scores 1.8216.
// d = 4 and d = 512 continue the same stream; their weights were worked out
// the same way.

namespace {
/// Every text the chart draws: title, axis labels and titles, bar labels.
QStringList chartTexts(QChartView* view)
{
    QStringList texts;
    const auto items = view->scene()->items();
    for (QGraphicsItem* item : items) {
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item)) {
            if (text->isVisible())
                texts.append(text->toPlainText());
        }
    }
    return texts;
}
} // namespace

class TestNextPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    // The axis went 0, 0.23, 0.46, ..., 1.15 and at d = 512 a bar read "2.1e-19".
    void ticksAreRoundAndLabelsReadable()
    {
        NextPage page;
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* axis = qobject_cast<QValueAxis*>(page.chartView()->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(axis);
        QCOMPARE(axis->min(), 0.0);
        QCOMPARE(axis->max(), 1.2);
        QCOMPARE(axis->tickCount(), 7); // 0, 0.2, 0.4, ..., 1.2
        QCOMPARE(axis->labelFormat(), QStringLiteral("%.1f"));
        QSlider* slider = page.dimensionSlider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_End); // d = 512: most weights underflow to almost 0
        QCoreApplication::processEvents();
        const QStringList texts = chartTexts(page.chartView());
        QVERIFY(texts.contains(QStringLiteral("0.4")));
        for (const QString& text : texts)
            QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("\\de[-+]"))), qPrintable(text));
        for (int i = 0; i < NextPage::Keys; ++i) {
            const double weight = page.unscaledBars()->at(i);
            QVERIFY2(weight == 0.0 || weight >= 0.01, qPrintable(QString::number(weight)));
        }
    }

    void barsShowTheHandComputedWeights_data()
    {
        QTest::addColumn<int>("key"); // 0: leave the slider where the page starts
        QTest::addColumn<int>("dimension");
        QTest::addColumn<QList<double>>("unscaled");
        QTest::addColumn<QList<double>>("scaled");
        QTest::addColumn<QString>("summary");
        QTest::newRow("d2_home") << int(Qt::Key_Home) << 2
                                 << QList<double> { 0.0158, 0.1106, 0.0048, 0.0082, 0.5444, 0.3050, 0.0053, 0.0060 }
                                 << QList<double> { 0.0366, 0.1450, 0.0157, 0.0231, 0.4474, 0.2970, 0.0169, 0.0184 }
                                 << QStringLiteral("Largest weight without scaling: 0.54; with scaling by √2: 0.45. "
                                                   "Spread of the scores: standard deviation 1.82");
        QTest::newRow("d4_start") << 0 << 4
                                  << QList<double> { 0.1615, 0.0022, 0.5817, 0.0024, 0.1148, 0.0006, 0.0116, 0.1251 }
                                  << QList<double> { 0.1928, 0.0227, 0.3658, 0.0235, 0.1625, 0.0113, 0.0517, 0.1697 }
                                  << QStringLiteral("Largest weight without scaling: 0.58; with scaling by √4: 0.37. "
                                                    "Spread of the scores: standard deviation 2.36");
        // Saturated: one key takes 0.9989 unscaled; scaled, the largest is 0.32.
        QTest::newRow("d512_end") << int(Qt::Key_End) << 512
                                  << QList<double> { 0.0000, 0.0000, 0.0011, 0.0000, 0.0000, 0.9989, 0.0000, 0.0000 }
                                  << QList<double> { 0.0472, 0.1549, 0.2334, 0.0343, 0.1725, 0.3160, 0.0277, 0.0140 }
                                  << QStringLiteral("Largest weight without scaling: 1.00; with scaling by √512: 0.32. "
                                                    "Spread of the scores: standard deviation 24.28");
    }
    void barsShowTheHandComputedWeights()
    {
        QFETCH(int, key);
        QFETCH(int, dimension);
        QFETCH(QList<double>, unscaled);
        QFETCH(QList<double>, scaled);
        QFETCH(QString, summary);
        NextPage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        if (key != 0) {
            QSlider* slider = page.dimensionSlider();
            slider->setFocus();
            QTest::keyClick(slider, Qt::Key(key));
        }
        QCOMPARE(page.dimension(), dimension);
        QCOMPARE(page.unscaledBars()->count(), NextPage::Keys);
        QCOMPARE(page.scaledBars()->count(), NextPage::Keys);
        for (int i = 0; i < NextPage::Keys; ++i) {
            // The bars carry the weights as the page shows them, at two decimals; the
            // written-in weights have four, so they are rounded the same way here.
            const auto twoDecimals = [](double value) { return std::round(value * 100.0) / 100.0; };
            QVERIFY2(std::abs(page.unscaledBars()->at(i) - twoDecimals(unscaled.at(i))) < 1e-9,
                     qPrintable(QStringLiteral("key %1: %2").arg(i + 1).arg(page.unscaledBars()->at(i))));
            QVERIFY2(std::abs(page.scaledBars()->at(i) - twoDecimals(scaled.at(i))) < 1e-9,
                     qPrintable(QStringLiteral("key %1: %2").arg(i + 1).arg(page.scaledBars()->at(i))));
        }
        QVERIFY2(page.summaryText().contains(summary), qPrintable(page.summaryText()));
    }
};

QTEST_MAIN(TestNextPage)
#include "tst_nextpage.moc"
