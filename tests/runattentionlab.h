// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built attention-lab executable as a user would from a shell without a display.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

namespace runattentionlab {

struct Run
{
    int exitCode = -1; ///< -1: it did not finish
    QString standardError;
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

/// attention-lab --lang en \a arguments in a clean environment (see above).
inline Run run(const QStringList& arguments)
{
    QTemporaryDir home;
    if (!home.isValid())
        return {};
    QProcess process;
    process.setProcessEnvironment(cleanEnvironment(home));
    process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE),
                  QStringList { QStringLiteral("--lang"), QStringLiteral("en") } + arguments);
    if (!process.waitForFinished(120000)) // a hang guard, not a time limit
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardError()) };
}

} // namespace runattentionlab
