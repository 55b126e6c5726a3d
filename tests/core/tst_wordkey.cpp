// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordkey.h"

#include <QHash>
#include <QSet>
#include <QTest>

using namespace AttentionLab;

class TestWordKey : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The tokenizer looks words up through views into the sentence (QString::fromRawData):
    // a view and an owned copy of the same text must be the same key, equal and hashed alike.
    void aViewAndACopyHashAlike_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("one letter") << QStringLiteral("a");
        QTest::newRow("Chinese word") << QStringLiteral("苹果");
        QTest::newRow("surrogate pair") << QStringLiteral("👍");
        QTest::newRow("long") << QString(100, QChar(0x82F9));
    }
    void aViewAndACopyHashAlike()
    {
        QFETCH(QString, text);
        const QString sentence = QStringLiteral("xx") + text + QStringLiteral("yy");
        const WordKey view { QString::fromRawData(sentence.constData() + 2, text.size()) };
        const WordKey copy { QString(text.constData(), text.size()) };
        QVERIFY(view == copy);
        for (const size_t seed : { size_t(0), size_t(1), size_t(0x9e3779b97f4a7c15ULL) })
            QCOMPARE(qHash(view, seed), qHash(copy, seed));
    }

    // Every UTF-16 unit counts, wherever it is: keys one unit apart hash apart, short (our hash)
    // and long (Qt's), and so do a key and the same key with a NUL after it (one value in Qt 6.4's
    // own hash of strings).
    void everyUnitCounts()
    {
        for (int length = 1; length <= 12; ++length) {
            const QString base(length, QChar(0x82F9));
            for (int position = 0; position < length; ++position) {
                QString changed = base;
                changed[position] = QChar(0x679C);
                QVERIFY2(qHash(WordKey { base }, 7) != qHash(WordKey { changed }, 7),
                         qPrintable(QStringLiteral("length %1, unit %2").arg(length).arg(position)));
            }
            QVERIFY(qHash(WordKey { base }, 7) != qHash(WordKey { base + QChar(0) }, 7));
        }
        QVERIFY(qHash(WordKey { QStringLiteral("ab") }, 0) != qHash(WordKey { QStringLiteral("ba") }, 0));
    }

    // QHash picks a bucket by the low bits. One-unit keys that differ only in their high byte
    // (a run of one script's characters) must still spread over the low 8 bits: FNV-1a alone gives
    // them all one value there, which the mixer at the end is for.
    void lowBitsDependOnHighBytes()
    {
        QSet<size_t> buckets;
        for (int high = 0; high < 256; ++high)
            buckets.insert(qHash(WordKey { QString(QChar(char16_t((high << 8) | 0x41))) }, 0) & 0xFF);
        // Random values would take 256 (1 - 1/e) = 162 of the 256.
        QVERIFY2(buckets.size() > 140, qPrintable(QString::number(buckets.size())));
    }

    // For 65,536 two-character keys (as Chinese words are), the low 16 bits take about as many
    // values as random ones would: 65,536 (1 - 1/e) = 41,427, neither far fewer (collisions) nor
    // far more (structure that other sets of keys would pay for).
    void lowBitsSpreadShortKeys()
    {
        QSet<size_t> buckets;
        for (char16_t first = 0; first < 256; ++first) {
            for (char16_t second = 0; second < 256; ++second) {
                const QChar pair[] = { QChar(char16_t(0x4E00 + first)), QChar(char16_t(0x4E00 + second)) };
                buckets.insert(qHash(WordKey { QString(pair, 2) }, 0) & 0xFFFF);
            }
        }
        QVERIFY2(buckets.size() > 40427 && buckets.size() < 42427, qPrintable(QString::number(buckets.size())));
    }

    // QHash's seed reaches the hash, so a process's table order is its own.
    void theSeedChangesTheHash()
    {
        for (const QString& text : { QString(), QStringLiteral("a"), QStringLiteral("苹果手机"),
                                     QStringLiteral("a key of more than eight units") })
            QVERIFY(qHash(WordKey { text }, 1) != qHash(WordKey { text }, 2));
    }

    // In a QHash (with any hash at all this would pass: it checks that QHash finds qHash(WordKey)
    // and operator==, and that a missing key is missing).
    void aHashFindsItsKeys()
    {
        QHash<WordKey, int> index;
        for (int i = 0; i < 5000; ++i)
            index.insert(WordKey { QStringLiteral("w%1").arg(i) }, i);
        QCOMPARE(index.size(), 5000);
        for (int i = 0; i < 5000; ++i)
            QCOMPARE(index.value(WordKey { QStringLiteral("w%1").arg(i) }, -1), i);
        QCOMPARE(index.value(WordKey { QStringLiteral("w5000") }, -1), -1);
    }
};

QTEST_GUILESS_MAIN(TestWordKey)
#include "tst_wordkey.moc"
