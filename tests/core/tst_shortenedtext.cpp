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

    // A cut never splits a character, a flag or an emoji family, however long the text after it
    // (the boundary is found in the beginning alone).
    void neverSplitsAGraphemeOfALongText_data()
    {
        QTest::addColumn<QString>("beginning");
        QTest::addColumn<int>("length");
        QTest::addColumn<QString>("kept");
        QTest::newRow("surrogate pair") << QStringLiteral("ab👍") << 3 << QStringLiteral("ab");
        QTest::newRow("combining accent") << QStringLiteral("abe\u0301") << 3 << QStringLiteral("ab");
        QTest::newRow("second of two flags") << QStringLiteral("🇨🇳🇯🇵") << 6 << QStringLiteral("🇨🇳");
        QTest::newRow("emoji family") << QStringLiteral("苹果👨\u200d👩\u200d👧") << 7 << QStringLiteral("苹果");
        QTest::newRow("at a boundary") << QStringLiteral("苹果手机") << 2 << QStringLiteral("苹果");
    }
    void neverSplitsAGraphemeOfALongText()
    {
        QFETCH(QString, beginning);
        QFETCH(int, length);
        QFETCH(QString, kept);
        const QString text = beginning + QString(5000, QLatin1Char('x'));
        QCOMPARE(shortenedText(text, length), kept + QChar(0x2026));
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
