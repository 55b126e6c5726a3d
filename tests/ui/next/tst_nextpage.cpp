// SPDX-License-Identifier: GPL-3.0-or-later
#include "nextpage.h"
#include "saturation.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QRegularExpression>
#include <QSlider>
#include <QTest>
#include <QValueAxis>

using namespace AttentionLab;

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
    void barsHoldTheDemoNumbers()
    {
        NextPage page;
        const SaturationDemo demo = SaturationDemo::compute(page.dimension(), NextPage::Keys);
        QCOMPARE(page.unscaledBars()->count(), NextPage::Keys);
        for (int i = 0; i < NextPage::Keys; ++i) { // at the page's two decimals
            QVERIFY(std::abs(page.unscaledBars()->at(i) - demo.unscaledWeights[i]) <= 0.005);
            QVERIFY(std::abs(page.scaledBars()->at(i) - demo.scaledWeights[i]) <= 0.005);
        }
    }

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
