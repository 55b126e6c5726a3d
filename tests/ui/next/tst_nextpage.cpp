// SPDX-License-Identifier: GPL-3.0-or-later
#include "nextpage.h"
#include "saturation.h"

#include <QBarSet>
#include <QSlider>
#include <QTest>

using namespace AttentionLab;

class TestNextPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void barsHoldTheDemoNumbers()
    {
        NextPage page;
        const SaturationDemo demo = SaturationDemo::compute(page.dimension(), NextPage::Keys);
        QCOMPARE(page.unscaledBars()->count(), NextPage::Keys);
        for (int i = 0; i < NextPage::Keys; ++i) {
            QCOMPARE(page.unscaledBars()->at(i), demo.unscaledWeights[i]);
            QCOMPARE(page.scaledBars()->at(i), demo.scaledWeights[i]);
        }
    }

    void largerDimensionSaturatesTheUnscaledSoftmax()
    {
        NextPage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSlider* slider = page.dimensionSlider();
        slider->setFocus();
        QTest::keyClick(slider, Qt::Key_End);
        QCOMPARE(page.dimension(), 512);
        double largest = 0;
        for (int i = 0; i < NextPage::Keys; ++i)
            largest = std::max(largest, page.unscaledBars()->at(i));
        QVERIFY2(largest > 0.99, qPrintable(QString::number(largest)));
        QVERIFY(page.summaryText().contains(QStringLiteral("√512")));
    }
};

QTEST_MAIN(TestNextPage)
#include "tst_nextpage.moc"
