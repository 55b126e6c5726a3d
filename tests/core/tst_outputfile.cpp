// SPDX-License-Identifier: GPL-3.0-or-later
// OutputFile: an existing file is replaced whole or left as it was, a device is
// written (never renamed over), a FIFO is refused, and two spellings of one path are one file.
#include "localfilename.h"
#include "outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace AttentionLab;

namespace {
// The names in \a folder as bytes (QDir decodes them, and finds no file under a U+FFFD name).
QList<QByteArray> namesIn(const QByteArray& folder)
{
    QList<QByteArray> names;
    if (DIR* directory = ::opendir(folder.constData())) {
        while (const dirent* entry = ::readdir(directory)) {
            const QByteArray name(entry->d_name);
            if (name != "." && name != "..")
                names.append(name);
        }
        ::closedir(directory);
    }
    std::sort(names.begin(), names.end());
    return names;
}

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}
} // namespace

class TestOutputFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void commitReplacesWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.json"));
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous");
        old.close();
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup));
        QString error;
        OutputFile file(path);
        QVERIFY2(file.open(&error), qPrintable(error));
        file.device()->write("new");
        QCOMPARE(contents(path), QByteArray("previous")); // nothing happens to the target before commit
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2); // the target and a temporary file
        QVERIFY2(file.finish(&error) && file.commit(&error), qPrintable(error));
        QCOMPARE(contents(path), QByteArray("new"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList { QStringLiteral("out.json") });
        QCOMPARE(QFile::permissions(path) & (QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther),
                 QFile::Permissions(QFile::ReadGroup)); // kept, as QSaveFile keeps them
    }

    void cancelLeavesTheTargetAndNoTemporaryFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.json"));
        {
            OutputFile file(path);
            QString error;
            QVERIFY(file.open(&error));
            file.device()->write("half");
        } // destroyed without commit: an error in another output, or an exception
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList());
    }

    void devicesAreWrittenDirectly()
    {
        if (!QFile::exists(QStringLiteral("/dev/null")))
            QSKIP("no /dev/null");
        OutputFile file(QStringLiteral("/dev/null"));
        QString error;
        QVERIFY2(file.open(&error), qPrintable(error));
        QVERIFY(file.isDirect());
        file.device()->write("gone");
        QVERIFY2(file.finish(&error) && file.commit(&error), qPrintable(error));
        struct stat status;
        QCOMPARE(::stat("/dev/null", &status), 0);
        QVERIFY(S_ISCHR(status.st_mode));
    }

    void fullDeviceFails()
    {
        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full");
        OutputFile file(QStringLiteral("/dev/full"));
        QString error;
        QVERIFY2(file.open(&error), qPrintable(error));
        file.device()->write(QByteArray(100000, 'x'));
        QVERIFY(!file.finish(&error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot write /dev/full: ")), qPrintable(error));
    }

    void fifosAndFoldersAreRefused()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString error;
        OutputFile toFifo(fifo);
        QVERIFY(!toFifo.open(&error)); // opening it would block until a reader comes
        QCOMPARE(error, QStringLiteral("cannot write %1: it is not a regular file").arg(fifo));
        OutputFile toFolder(dir.path());
        QVERIFY(!toFolder.open(&error));
        QCOMPARE(error, QStringLiteral("cannot write %1: it is a folder").arg(dir.path()));
    }

    void aLinkIsKeptAndItsTargetReplaced()
    {
        QTemporaryDir dir;
        const QString target = dir.filePath(QStringLiteral("real.json"));
        const QString link = dir.filePath(QStringLiteral("link.json"));
        QFile real(target);
        QVERIFY(real.open(QIODevice::WriteOnly));
        real.close();
        QVERIFY(QFile::link(target, link));
        OutputFile file(link);
        QString error;
        QVERIFY(file.open(&error));
        file.device()->write("through the link");
        QVERIFY(file.finish(&error) && file.commit(&error));
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(contents(target), QByteArray("through the link"));
    }

    // Issue 20, item 12: a name that is not UTF-8 is written under its own bytes, never under a
    // U+FFFD spelling that another such name shares; replacing and cancelling work on it too.
    void aNameThatIsNotUtf8IsWrittenUnderItsBytes()
    {
        QTemporaryDir dir;
        const QByteArray folder = QFile::encodeName(dir.path());
        for (const QByteArray& name : { QByteArray("out\xFF.csv"), QByteArray("out\xFE.csv") }) {
            OutputFile file(localfilename::decode(folder + '/' + name));
            QString error;
            QVERIFY2(file.open(&error), qPrintable(error));
            file.device()->write(name);
            QVERIFY2(file.finish(&error) && file.commit(&error), qPrintable(error));
        }
        for (const QByteArray& name : { QByteArray("out\xFF.csv"), QByteArray("out\xFE.csv") }) {
            QFile file;
            QString reason;
            QVERIFY2(localfilename::openForReading(file, localfilename::decode(folder + '/' + name), &reason),
                     qPrintable(reason));
            QCOMPARE(file.readAll(), name);
        }
        const QList<QByteArray> both { QByteArray("out\xFE.csv"), QByteArray("out\xFF.csv") };
        QCOMPARE(namesIn(folder), both);
        {
            OutputFile file(localfilename::decode(folder + "/out\xFF.csv"));
            QString error;
            QVERIFY(file.open(&error));
            file.device()->write("half");
        } // cancelled: the temporary file, also named by bytes, goes
        QCOMPARE(namesIn(folder), both);
        // The same name twice is one file; the two names are two.
        QCOMPARE(OutputFile::identityOf(localfilename::decode(folder + "/out\xFF.csv")),
                 OutputFile::identityOf(localfilename::decode(folder + "/./out\xFF.csv")));
        QVERIFY(OutputFile::identityOf(localfilename::decode(folder + "/out\xFF.csv"))
                != OutputFile::identityOf(localfilename::decode(folder + "/out\xFE.csv")));
        // A message names it with U+FFFD, not with the escape characters.
        OutputFile missing(localfilename::decode(folder + "/no\xFF/x.csv"));
        QString error;
        QVERIFY(!missing.open(&error));
        QVERIFY2(error.contains(QStringLiteral("no\uFFFD/x.csv")), qPrintable(error));
        for (const QByteArray& name : both) // QTemporaryDir removes by decoded names: these it cannot
            QCOMPARE(::unlink(QByteArray(folder + '/' + name).constData()), 0);
    }

    void identityOfTwoSpellings_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<bool>("same");
        QTest::newRow("dot_and_dotdot") << QStringLiteral("a.png") << QStringLiteral("./x/../a.png") << true;
        QTest::newRow("existing_through_link") << QStringLiteral("real") << QStringLiteral("link") << true;
        QTest::newRow("different_names") << QStringLiteral("a.png") << QStringLiteral("b.png") << false;
    }
    void identityOfTwoSpellings()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(bool, same);
        QTemporaryDir dir;
        QFile real(dir.filePath(QStringLiteral("real")));
        QVERIFY(real.open(QIODevice::WriteOnly));
        real.close();
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("real")), dir.filePath(QStringLiteral("link"))));
        QCOMPARE(OutputFile::identityOf(dir.filePath(first)) == OutputFile::identityOf(dir.filePath(second)), same);
    }
};

QTEST_GUILESS_MAIN(TestOutputFile)
#include "tst_outputfile.moc"
