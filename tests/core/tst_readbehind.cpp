// SPDX-License-Identifier: GPL-3.0-or-later
#include "readbehind.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#if defined(Q_OS_UNIX)
#include <sys/mman.h>
#endif

using namespace AttentionLab;

namespace {
// The mapping's resident size in kB, from /proc/self/smaps (Linux), or -1.
long long residentKilobytes(const void* mapping)
{
    QFile smaps(QStringLiteral("/proc/self/smaps"));
    if (!smaps.open(QIODevice::ReadOnly))
        return -1;
    const auto start = reinterpret_cast<quintptr>(mapping);
    bool inside = false;
    // Read whole: /proc files have no size, so QFile::atEnd() is true before the first line.
    const QList<QByteArray> lines = smaps.readAll().split('\n');
    for (const QByteArray& line : lines) {
        const int dash = line.indexOf('-');
        const int space = line.indexOf(' ');
        if (dash > 0 && space > dash && !line.startsWith("Rss:")) {
            bool ok = false;
            const quintptr begin = line.left(dash).toULongLong(&ok, 16);
            if (ok) {
                inside = begin == start;
                continue;
            }
        }
        if (inside && line.startsWith("Rss:"))
            return line.mid(4).trimmed().split(' ').value(0).toLongLong();
    }
    return -1;
}
// The page cache may hold a file in folios of up to 2 MiB (ext4 and tmpfs since Linux 6.x) and
// map one whole: what is mapped is then exact only to that much.
constexpr long long LargestFolioKilobytes = 2048;
} // namespace

class TestReadBehind : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The pages behind the pass leave the mapping, and what they held is read again from the file.
    void givesBackWhatWasReadAndKeepsTheBytes()
    {
        constexpr int Size = 16 << 20;
        QByteArray bytes(Size, Qt::Uninitialized);
        for (int i = 0; i < Size; ++i)
            bytes[i] = static_cast<char>((i * 131) ^ (i >> 12));
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("file.bin")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), qint64(Size));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto* mapping = reinterpret_cast<const char*>(file.map(0, Size));
        QVERIFY(mapping);

        ReadBehind behind(mapping, true, 256 << 10);
        long long sum = 0;
        for (int i = 0; i < Size; i += 1000) {
            sum += mapping[i];
            behind.passed(mapping + i);
        }
        QVERIFY(sum != 0);
        QVERIFY2(behind.released() >= Size - (512 << 10), qPrintable(QString::number(behind.released())));
        QVERIFY(behind.released() <= Size);
        const long long resident = residentKilobytes(mapping);
        QVERIFY(resident >= 0); // Linux: /proc/self/smaps lists the mapping
        // What is left mapped: the last step's pages at most (16,384 kB were read).
        QVERIFY2(resident <= 600 + LargestFolioKilobytes,
                 qPrintable(QStringLiteral("%1 kB still mapped").arg(resident)));
        QVERIFY(std::equal(mapping, mapping + Size, bytes.constData())); // read back from the file
    }

    // Disabled (memory that is not a file mapping, or a file the vocabulary keeps reading): nothing happens.
    void doesNothingWhenDisabled()
    {
        QByteArray bytes(1 << 20, 'x');
        ReadBehind behind(bytes.constData(), false, 4096);
        behind.passed(bytes.constData() + bytes.size());
        QCOMPARE(behind.released(), 0);
        QCOMPARE(bytes.count('x'), bytes.size());
    }

    void stepsAreTheLeastItGivesBack()
    {
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("file.bin")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(1 << 20, 'y'));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto* mapping = reinterpret_cast<const char*>(file.map(0, file.size()));
        QVERIFY(mapping);
        ReadBehind behind(mapping, true, 512 << 10);
        behind.passed(mapping + (256 << 10));
        QCOMPARE(behind.released(), 0); // less than a step
        behind.passed(mapping + (512 << 10) + 100);
        QCOMPARE(behind.released(), 512 << 10); // whole pages only
        QCOMPARE(mapping[0], 'y');
    }

    // Given the mapping's end, each step given back maps the next one ahead in one call
    // (MADV_POPULATE_READ) instead of a page fault per 64 KiB as the pass reaches it:
    // the pages behind leave, one step ahead is there, and nothing past the end.
    void mapsTheNextStepAhead()
    {
        constexpr int Size = 32 << 20;
        constexpr int Step = 8 << 20;
        QTemporaryDir dir;
        QFile file(dir.filePath(QStringLiteral("file.bin")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(QByteArray(Size, 'z')), qint64(Size));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto* mapping = reinterpret_cast<const char*>(file.map(0, Size));
        QVERIFY(mapping);
#if defined(MADV_POPULATE_READ)
        // Ask the kernel directly first, on the last page, and give that page back again.
        auto* last = const_cast<char*>(mapping + Size - 4096);
        if (madvise(last, 4096, MADV_POPULATE_READ) != 0)
            QSKIP("this kernel cannot map ahead (MADV_POPULATE_READ is Linux 5.14 on)");
        QCOMPARE(madvise(last, 4096, MADV_DONTNEED), 0);
#else
        QSKIP("this system cannot map ahead");
#endif
        ReadBehind behind(mapping, true, Step, mapping + Size);
        behind.passed(mapping + Step); // nothing read: only what passed() maps is mapped
        QCOMPARE(behind.released(), Step);
        const long long resident = residentKilobytes(mapping);
        QVERIFY(resident >= 0); // Linux: /proc/self/smaps lists the mapping
        QVERIFY2(resident >= Step / 1024 && resident <= Step / 1024 + LargestFolioKilobytes,
                 qPrintable(QStringLiteral("%1 kB mapped").arg(resident)));
        behind.passed(mapping + Size - 4096); // the last page ahead, up to the end and no further
        const long long atTheEnd = residentKilobytes(mapping);
        QVERIFY2(atTheEnd >= 4 && atTheEnd <= LargestFolioKilobytes,
                 qPrintable(QStringLiteral("%1 kB mapped").arg(atTheEnd)));
        QCOMPARE(mapping[Size - 1], 'z');
    }
};

QTEST_MAIN(TestReadBehind)
#include "tst_readbehind.moc"
