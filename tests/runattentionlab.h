// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built attention-lab executable as a user would from a shell without a display.
#pragma once

#include <QProcess>
#include <QStringList>

namespace runattentionlab {

struct Run
{
    int exitCode = -1; ///< -1: it did not finish
    QString standardError;
    QString standardOutput;
};

/// attention-lab --lang en \a arguments, with no display and no platform chosen:
/// headless commands must pick the offscreen platform themselves.
inline Run run(const QStringList& arguments)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.remove(QStringLiteral("DISPLAY"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE),
                  QStringList { QStringLiteral("--lang"), QStringLiteral("en") } + arguments);
    if (!process.waitForFinished(120000)) // a hang guard, not a time limit
        return {};
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardError()),
             QString::fromUtf8(process.readAllStandardOutput()) };
}

} // namespace runattentionlab
