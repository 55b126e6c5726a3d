// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "heatmaplayout.h"

#include <QTest>

using namespace AttentionLab;

class TestHeatmapLayout : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void shortSentenceHasBigCellsWithNumbers()
    {
        const HeatmapLayout layout(4, QSizeF(800, 600), HeatmapMetrics {});
        QVERIFY(layout.cellSize >= 60);
        QVERIFY(layout.showNumbers);
        QVERIFY(!layout.columnLabelsUpright);
        QCOMPARE(layout.rowLabelStep, 1);
        QCOMPARE(layout.gridRect.width(), layout.gridRect.height());
        QVERIFY(QRectF(QPointF(0, 0), layout.size).contains(layout.legendLabelsRect));
    }

    void partsNeverOverlap_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<QSizeF>("size");
        for (int length : { 1, 4, 16, 64, 256, 512 }) {
            QTest::addRow("L=%d_small", length) << length << QSizeF(400, 300);
            QTest::addRow("L=%d_large", length) << length << QSizeF(1400, 1000);
        }
    }
    void partsNeverOverlap()
    {
        QFETCH(int, length);
        QFETCH(QSizeF, size);
        const HeatmapMetrics metrics;
        const HeatmapLayout layout(length, size, metrics);
        QVERIFY(!layout.gridRect.intersects(layout.rowLabelsRect));
        QVERIFY(!layout.gridRect.intersects(layout.columnLabelsRect));
        QVERIFY(!layout.gridRect.intersects(layout.legendBarRect));
        QVERIFY(!layout.rowLabelsRect.intersects(layout.rowAxisTitleRect));
        QVERIFY(!layout.columnLabelsRect.intersects(layout.columnAxisTitleRect));
        QVERIFY(layout.gridRect.right() <= size.width() + 1e-9);
        QVERIFY(layout.gridRect.bottom() <= size.height() + 1e-9);
        // Labels that are drawn are at least a line apart: never on top of each other.
        QVERIFY(layout.rowLabelStep * layout.cellSize >= metrics.lineHeight - 1e-9);
        if (layout.columnLabelsUpright)
            QVERIFY(layout.columnLabelStep * layout.cellSize >= metrics.lineHeight - 1e-9);
        else
            QVERIFY(layout.cellSize >= metrics.columnLabelWidth);
        if (layout.showNumbers)
            QVERIFY(layout.cellSize >= metrics.numberWidth);
    }

    void longSentenceThinsLabelsAndDropsNumbers()
    {
        const HeatmapLayout layout(512, QSizeF(900, 800), HeatmapMetrics {});
        QVERIFY(!layout.showNumbers);
        QVERIFY(layout.columnLabelsUpright);
        QVERIFY(layout.rowLabelStep > 1);
        QVERIFY(layout.columnLabelStep > 1);
        QVERIFY(layout.cellSize > 0);
    }

    void cellAtFindsTheCellUnderThePoint()
    {
        const HeatmapLayout layout(4, QSizeF(800, 600), HeatmapMetrics {});
        int row = -1;
        int column = -1;
        QVERIFY(layout.cellAt(layout.cellRect(2, 3).center(), &row, &column));
        QCOMPARE(row, 2);
        QCOMPARE(column, 3);
        QVERIFY(!layout.cellAt(QPointF(1, 1), &row, &column));
        QVERIFY(!HeatmapLayout(0, QSizeF(800, 600), HeatmapMetrics {}).cellAt(QPointF(400, 300), &row, &column));
    }

    void preferredSizeFitsTheFigure_data()
    {
        QTest::addColumn<int>("length");
        for (int length : { 1, 4, 30, 64, 512 })
            QTest::addRow("L=%d", length) << length;
    }
    void preferredSizeFitsTheFigure()
    {
        QFETCH(int, length);
        const HeatmapMetrics metrics;
        const QSizeF size = HeatmapLayout::preferredSize(length, metrics);
        const HeatmapLayout layout(length, size, metrics);
        QVERIFY(layout.cellSize >= 2);
        QVERIFY(layout.legendLabelsRect.right() <= size.width() + 1);
    }
};

QTEST_GUILESS_MAIN(TestHeatmapLayout)
#include "tst_heatmaplayout.moc"
