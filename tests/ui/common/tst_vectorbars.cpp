// SPDX-License-Identifier: GPL-3.0-or-later
// VectorBars: each bar as long as its value says, and no number painted over
// a dimension's name (a full negative bar once put its number on the names).
#include "failonwarning.h"
#include "vectorbars.h"

#include <QTest>

using namespace AttentionLab;

class TestVectorBars : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void numbersNeverCoverTheNames_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<QSize>("size");
        const QList<QSize> sizes { QSize(160, 120), QSize(300, 170), QSize(600, 240) };
        for (const QSize& size : sizes) {
            const QByteArray at = QByteArray::number(size.width()) + 'x' + QByteArray::number(size.height());
            QTest::addRow("positive_%s", at.constData()) << QList<double> { 0.2, 1.0, 0.5, 0.1 } << size;
            // Chapter 8's "what the head passes on": three full-length bars down, one up.
            QTest::addRow("mixed_%s", at.constData()) << QList<double> { -1.92, -1.85, -1.96, 1.95 } << size;
            QTest::addRow("negative_%s", at.constData()) << QList<double> { -0.3, -1.0, -0.7, -0.05 } << size;
        }
    }
    void numbersNeverCoverTheNames()
    {
        QFETCH(QList<double>, values);
        QFETCH(QSize, size);
        VectorBars bars;
        bars.resize(size);
        Eigen::VectorXd vector(values.size());
        for (int i = 0; i < values.size(); ++i)
            vector[i] = values.at(i);
        bars.setVector(
            QStringLiteral("苹果"), vector,
            { QStringLiteral("科技"), QStringLiteral("水果"), QStringLiteral("动作"), QStringLiteral("修饰") },
            Qt::red);
        const QList<VectorBars::BarPlace> places = bars.places();
        QCOMPARE(places.size(), values.size());
        const QRectF inside(QPointF(0, 0), QSizeF(size));
        for (int i = 0; i < places.size(); ++i) {
            for (int j = 0; j < places.size(); ++j)
                QVERIFY2(!places.at(i).number.intersects(places.at(j).name),
                         qPrintable(QStringLiteral("number %1 covers name %2").arg(i).arg(j)));
            QVERIFY(inside.contains(places.at(i).number));
            QVERIFY(inside.contains(places.at(i).name));
            // Each bar's length is its share of the first bar's.
            const double ratio = places.at(i).bar.height() / places.at(0).bar.height();
            QVERIFY(qAbs(ratio - std::abs(values.at(i)) / std::abs(values.at(0))) < 1e-9);
        }
    }
};

QTEST_MAIN(TestVectorBars)
#include "tst_vectorbars.moc"
