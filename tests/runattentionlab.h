// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built attention-lab executable as a user would from a shell without a display.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <pwd.h>
#include <unistd.h>

namespace runattentionlab {

struct Run
{
    int exitCode = -1; ///< -1: it did not finish
    QString standardError;
    QString standardOutput;
};

/// A clean, controlled environment for the child: the tests compare its whole
/// standard error, so nothing of the caller's environment may add a line to it
/// (a stray Qt warning about an XDG_RUNTIME_DIR with mode 0755 once failed 80
/// rows). A fresh home with its own private runtime folder, a UTF-8 locale, and
/// only the sanitizers' settings passed through. No display and no platform:
/// headless commands must pick the offscreen platform themselves.
inline QProcessEnvironment cleanEnvironment(const QTemporaryDir& home)
{
    QProcessEnvironment environment;
    const QDir root(home.path());
    root.mkpath(QStringLiteral("runtime"));
    QFile::setPermissions(root.filePath(QStringLiteral("runtime")),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    environment.insert(QStringLiteral("HOME"), home.path());
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), root.filePath(QStringLiteral("runtime")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), root.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), root.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), root.filePath(QStringLiteral("cache")));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
    const QProcessEnvironment caller = QProcessEnvironment::systemEnvironment();
    for (const QString& name : { QStringLiteral("ASAN_OPTIONS"), QStringLiteral("UBSAN_OPTIONS"),
                                 QStringLiteral("LSAN_OPTIONS"), QStringLiteral("LD_LIBRARY_PATH") }) {
        if (caller.contains(name))
            environment.insert(name, caller.value(name));
    }
    return environment;
}

enum class User
{
    Caller, ///< whoever runs the tests
    /// Not root: root may write into any folder, so a read-only folder is only
    /// read-only for someone else. When the tests run as root (as in CI), the
    /// child runs as "nobody" through setpriv; otherwise as the caller.
    Unprivileged,
};

/// True when run(..., User::Unprivileged) really drops root.
inline bool dropsPrivileges()
{
    return ::geteuid() == 0;
}

/// attention-lab --lang en \a arguments in a clean environment (see above).
inline Run run(const QStringList& arguments, User user = User::Caller)
{
    QTemporaryDir home;
    if (!home.isValid())
        return {};
    QString program = QStringLiteral(ATTENTIONLAB_EXECUTABLE);
    QStringList programArguments = QStringList { QStringLiteral("--lang"), QStringLiteral("en") } + arguments;
    const QProcessEnvironment environment = cleanEnvironment(home);
    if (user == User::Unprivileged && dropsPrivileges()) {
        const passwd* nobody = ::getpwnam("nobody");
        if (!nobody)
            return {};
        // The child's home and private runtime folder must be its own.
        for (const QString& path : { home.path(), environment.value(QStringLiteral("XDG_RUNTIME_DIR")) }) {
            if (::chown(QFile::encodeName(path).constData(), nobody->pw_uid, nobody->pw_gid) != 0)
                return {};
        }
        programArguments = QStringList { QStringLiteral("--reuid=%1").arg(nobody->pw_uid),
                                         QStringLiteral("--regid=%1").arg(nobody->pw_gid),
                                         QStringLiteral("--clear-groups"), QStringLiteral("--"), program }
            + programArguments;
        program = QStringLiteral("/usr/bin/setpriv");
    }
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, programArguments);
    if (!process.waitForFinished(120000)) // a hang guard, not a time limit
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardError()),
             QString::fromUtf8(process.readAllStandardOutput()) };
}

/// \a script run by /bin/sh in \a folder with the clean environment, "$APP"
/// naming attention-lab: for arguments a QStringList cannot hold, such as file
/// names that are not UTF-8 (printf 'out\\377.csv').
inline Run runScript(const QString& script, const QString& folder)
{
    QTemporaryDir home;
    if (!home.isValid())
        return {};
    QProcessEnvironment environment = cleanEnvironment(home);
    environment.insert(QStringLiteral("APP"), QStringLiteral(ATTENTIONLAB_EXECUTABLE));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(folder);
    process.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
    if (!process.waitForFinished(120000)) // a hang guard, not a time limit
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardError()),
             QString::fromUtf8(process.readAllStandardOutput()) };
}

} // namespace runattentionlab
