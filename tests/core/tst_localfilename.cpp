// SPDX-License-Identifier: GPL-3.0-or-later
// localfilename: a file name's bytes survive the trip through QString, names
// that differ only in bytes that are not UTF-8 stay different, and such a file
// can be opened under its own name (issue 20, item 12).
#include "localfilename.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace AttentionLab;

namespace {

// Creates the file \a bytes (a full path) with \a contents, by its bytes.
bool createByBytes(const QByteArray& bytes, const QByteArray& contents)
{
    const int descriptor = ::open(bytes.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (descriptor < 0)
        return false;
    const bool written = ::write(descriptor, contents.constData(), size_t(contents.size())) == contents.size();
    return ::close(descriptor) == 0 && written;
}

} // namespace

class TestLocalFileName : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrips_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("escaped");
        QTest::newRow("ascii") << QByteArray("out.json") << false;
        QTest::newRow("chinese") << QByteArray("\xE8\x8B\xB9\xE6\x9E\x9C.json") << false; // 苹果.json
        QTest::newRow("four_bytes") << QByteArray("\xF0\x9F\x8D\x8E.json") << false; // U+1F34E
        QTest::newRow("latin1_byte") << QByteArray("caf\xE9.csv") << true;
        QTest::newRow("ff") << QByteArray("out\xFF.csv") << true;
        QTest::newRow("cut_sequence") << QByteArray("\xE8\x8B.csv") << true; // 苹 without its last byte
        QTest::newRow("cut_at_the_end") << QByteArray("a\xE8\x8B") << true;
        QTest::newRow("overlong_slash") << QByteArray("a\xC0\xAF"
                                                      "b")
                                        << true;
        QTest::newRow("encoded_surrogate") << QByteArray("\xED\xA0\x80") << true;
        QTest::newRow("above_10ffff") << QByteArray("\xF4\x90\x80\x80") << true;
        QTest::newRow("gbk") << QByteArray("\xC6\xBB\xB9\xFB.txt") << true; // 苹果 in GBK
        QTest::newRow("lone_continuation") << QByteArray("\x80\xBF") << true;
        QTest::newRow("valid_then_invalid") << QByteArray("\xE8\x8B\xB9\xFF\xF0\x9F\x8D\x8E\xFE") << true;
    }
    void roundTrips()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, escaped);
        const QString name = localfilename::decode(bytes);
        QCOMPARE(localfilename::encode(name), bytes);
        QCOMPARE(localfilename::hasEscapedBytes(name), escaped);
        if (!escaped) {
            // What Qt makes of it, so every other name works as before.
            QCOMPARE(name, QFile::decodeName(bytes));
            QCOMPARE(localfilename::displayed(name), name);
        } else {
            QVERIFY(localfilename::displayed(name).contains(QChar::ReplacementCharacter));
            QVERIFY(!localfilename::hasEscapedBytes(localfilename::displayed(name)));
        }
    }

    // The collision of the issue: Qt alone made both of these "out\uFFFD.csv".
    void namesThatDifferInOneByteStayDifferent()
    {
        const QString first = localfilename::decode(QByteArray("out\xFF.csv"));
        const QString second = localfilename::decode(QByteArray("out\xFE.csv"));
        QVERIFY(first != second);
        QCOMPARE(QFile::decodeName(QByteArray("out\xFF.csv")), QFile::decodeName(QByteArray("out\xFE.csv")));
        QCOMPARE(localfilename::displayed(first), localfilename::displayed(second));
    }

    // A valid character outside the BMP is a surrogate pair whose low half may lie in the escape
    // range (U+DC80..U+DCFF): it is text, not an escaped byte.
    void aSurrogatePairIsNotAnEscape()
    {
        const QString text = QString::fromUtf8("\xF0\x90\x82\x80"); // U+10080: D800 DC80
        QCOMPARE(text.at(1).unicode(), char16_t(0xDC80));
        QVERIFY(!localfilename::hasEscapedBytes(text));
        QCOMPARE(localfilename::encode(text), QByteArray("\xF0\x90\x82\x80"));
        QCOMPARE(localfilename::displayed(text), text);
    }

    void opensAFileByItsBytes()
    {
        QTemporaryDir dir;
        const QByteArray bytes = QFile::encodeName(dir.path()) + "/v\xFF.txt";
        QVERIFY(createByBytes(bytes, "hello"));
        QFile file;
        QString reason;
        QVERIFY2(localfilename::openForReading(file, localfilename::decode(bytes), &reason), qPrintable(reason));
        QCOMPARE(file.readAll(), QByteArray("hello"));
        // Qt's own name for it is another file, which does not exist.
        QVERIFY(!QFile::exists(QFile::decodeName(bytes)));
        QCOMPARE(::unlink(bytes.constData()), 0); // QTemporaryDir could not: it removes by decoded names
    }

    void refusesWhatIsNotARegularFile_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<int>("reason"); // the errno whose text the reason is
        QTest::newRow("missing") << QByteArray("missing\xFF.txt") << ENOENT;
        QTest::newRow("folder") << QByteArray("folder\xFF") << EISDIR;
        QTest::newRow("fifo") << QByteArray("fifo\xFF") << EINVAL;
    }
    void refusesWhatIsNotARegularFile()
    {
        QFETCH(QByteArray, name);
        QFETCH(int, reason);
        QTemporaryDir dir;
        const QByteArray bytes = QFile::encodeName(dir.path()) + '/' + name;
        if (name.startsWith("folder"))
            QCOMPARE(::mkdir(bytes.constData(), 0755), 0);
        if (name.startsWith("fifo"))
            QCOMPARE(::mkfifo(bytes.constData(), 0644), 0); // opening it must not wait for a writer
        QFile file;
        QString why;
        QVERIFY(!localfilename::openForReading(file, localfilename::decode(bytes), &why));
        QCOMPARE(why, QString::fromLocal8Bit(std::strerror(reason)));
        QVERIFY(!file.isOpen());
        if (reason == EISDIR)
            QCOMPARE(::rmdir(bytes.constData()), 0);
        else if (reason == EINVAL)
            QCOMPARE(::unlink(bytes.constData()), 0);
    }
};

QTEST_GUILESS_MAIN(TestLocalFileName)
#include "tst_localfilename.moc"
