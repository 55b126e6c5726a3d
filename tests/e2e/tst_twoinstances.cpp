// SPDX-License-Identifier: GPL-3.0-or-later
// Two (and three) Attention Lab instances side by side with one home folder,
// as real processes (instancehelper drives the real window and document
// controller): neither loses the other's work (issue 20, items 1 and 3).
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace {

class Instance
{
public:
    explicit Instance(const QString& home)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), home);
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_process.setProcessEnvironment(environment);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(QStringLiteral(INSTANCEHELPER_EXECUTABLE), QStringList());
    }
    ~Instance()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    bool started() { return readLine() == QLatin1String("ready"); }
    QString ask(const QString& command)
    {
        m_process.write(command.toUtf8() + '\n');
        return readLine();
    }
    /// A crash: the process ends without closing anything.
    void kill()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    bool quit()
    {
        const bool bye = ask(QStringLiteral("quit")) == QLatin1String("bye");
        return m_process.waitForFinished() && bye;
    }

private:
    QString readLine()
    {
        while (!m_process.canReadLine()) {
            if (!m_process.waitForReadyRead(60000)) // a hang guard, not a time limit
                return QStringLiteral("<no answer>");
        }
        return QString::fromUtf8(m_process.readLine()).chopped(1);
    }
    QProcess m_process;
};

QStringList autosaves(const QString& home)
{
    return QDir(home + QStringLiteral("/data/AttentionLab/attention-lab"))
        .entryList({ QStringLiteral("*.attention.json") }, QDir::Files);
}

} // namespace

class TestTwoInstances : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void eachInstanceKeepsItsOwnAutosave()
    {
        QTemporaryDir home;
        Instance a(home.path());
        QVERIFY(a.started());
        QCOMPARE(a.ask(QStringLiteral("edit 甲 乙 丙")), QStringLiteral("ok"));
        QCOMPARE(a.ask(QStringLiteral("autosave")), QStringLiteral("ok"));

        Instance b(home.path());
        QVERIFY(b.started());
        // A is running: its work is not B's to offer, restore or delete.
        QCOMPARE(b.ask(QStringLiteral("orphans")), QStringLiteral("0"));
        QCOMPARE(b.ask(QStringLiteral("discard")), QStringLiteral("ok"));
        QVERIFY(b.ask(QStringLiteral("restore")).startsWith(QLatin1String("error ")));
        QCOMPARE(autosaves(home.path()).size(), 1);
        // Both edit: two autosaves, neither replaces the other.
        QCOMPARE(b.ask(QStringLiteral("edit 丁 戊")), QStringLiteral("ok"));
        QCOMPARE(b.ask(QStringLiteral("autosave")), QStringLiteral("ok"));
        QCOMPARE(autosaves(home.path()).size(), 2);
        QCOMPARE(a.ask(QStringLiteral("sentence")), QStringLiteral("甲 乙 丙"));

        a.kill(); // A crashes: now, and only now, its autosave is an orphan
        QCOMPARE(b.ask(QStringLiteral("orphans")), QStringLiteral("1"));
        Instance c(home.path());
        QVERIFY(c.started());
        QCOMPARE(c.ask(QStringLiteral("orphans")), QStringLiteral("1")); // A's, not B's: B runs
        QCOMPARE(c.ask(QStringLiteral("restore")), QStringLiteral("restored 甲 乙 丙"));
        QCOMPARE(b.ask(QStringLiteral("orphans")), QStringLiteral("0")); // C has taken it over
        QCOMPARE(b.ask(QStringLiteral("sentence")), QStringLiteral("丁 戊"));

        QVERIFY(b.quit()); // a clean exit removes B's autosave, and only B's
        QCOMPARE(autosaves(home.path()).size(), 1);
        QVERIFY(c.quit());
        QCOMPARE(autosaves(home.path()).size(), 0);
    }

    void savingAFileTheOtherSavedAsks()
    {
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("shared.attention.json"));
        QVERIFY(QFile::copy(QStringLiteral(VALID_WORKSPACE), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        Instance a(home.path());
        Instance b(home.path());
        QVERIFY(a.started());
        QVERIFY(b.started());
        QCOMPARE(a.ask(QStringLiteral("open ") + file), QStringLiteral("ok"));
        QCOMPARE(b.ask(QStringLiteral("open ") + file), QStringLiteral("ok"));
        QCOMPARE(b.ask(QStringLiteral("edit 乙 的 版本")), QStringLiteral("ok"));
        QCOMPARE(b.ask(QStringLiteral("save")), QStringLiteral("saved")); // nobody changed it since B opened it
        QCOMPARE(a.ask(QStringLiteral("edit 甲 的 版本")), QStringLiteral("ok"));
        QCOMPARE(a.ask(QStringLiteral("save")), QStringLiteral("asked")); // B saved since A opened it
        // A declined: the file still holds B's version.
        Instance reader(home.path());
        QVERIFY(reader.started());
        QCOMPARE(reader.ask(QStringLiteral("open ") + file), QStringLiteral("ok"));
        QCOMPARE(reader.ask(QStringLiteral("sentence")), QStringLiteral("乙 的 版本"));
    }
};

QTEST_GUILESS_MAIN(TestTwoInstances)
#include "tst_twoinstances.moc"
