// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortenedtext.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QTest>

using namespace AttentionLab;

class TestShortenedText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cutsAtAGraphemeWithAnEllipsis()
    {
        QCOMPARE(shortenedText(QStringLiteral("abc"), 5), QStringLiteral("abc"));
        QCOMPARE(shortenedText(QStringLiteral("abcdef"), 3), QStringLiteral("abc…"));
    }

    // The heatmap's and the chips' labels: a long unknown word was elided "Supercalifragi…",
    // losing the "?" that says its vector is made up. The word part is elided, the "?" stays.
    void elidedLabelKeepsTheUnknownMarker_data()
    {
        QTest::addColumn<QString>("label");
        QTest::newRow("latin") << QStringLiteral("Supercalifragilisticexpialidocious?");
        QTest::newRow("chinese") << QStringLiteral("量子计算机量子计算机量子计算机量子计算机?");
    }
    void elidedLabelKeepsTheUnknownMarker()
    {
        QFETCH(QString, label);
        const QFontMetricsF metrics(QGuiApplication::font());
        const qreal width = metrics.horizontalAdvance(label) / 2;
        const QString elided = elidedLabel(metrics, label, width);
        QVERIFY2(elided.endsWith(QStringLiteral("…?")), qPrintable(elided));
        QVERIFY2(metrics.horizontalAdvance(elided) <= width, qPrintable(elided));
        QVERIFY(label.startsWith(elided.chopped(2)));
        // Room for it all: unchanged.
        QCOMPARE(elidedLabel(metrics, label, metrics.horizontalAdvance(label) + 1), label);
    }

    void elidedLabelOfAKnownWordIsPlainElision()
    {
        const QFontMetricsF metrics(QGuiApplication::font());
        const QString word = QStringLiteral("Supercalifragilisticexpialidocious");
        const qreal width = metrics.horizontalAdvance(word) / 2;
        QCOMPARE(elidedLabel(metrics, word, width), metrics.elidedText(word, Qt::ElideRight, width));
        QCOMPARE(elidedLabel(metrics, QStringLiteral("?"), 100), QStringLiteral("?"));
    }
};

QTEST_MAIN(TestShortenedText)
#include "tst_shortenedtext.moc"
