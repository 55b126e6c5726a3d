// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace AttentionLab {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile)
};
} // namespace

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error)
{
    const QString shown = QDir::toNativeSeparators(path);
    if (path.isEmpty()) {
        *error = Tr::tr("no output file was given");
        return false;
    }
    if (QFileInfo(path).isDir()) {
        *error = Tr::tr("cannot write %1: it is a folder").arg(shown);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("cannot write %1: %2").arg(shown, file.errorString());
        return false;
    }
    if (file.write(data) != data.size() || !file.commit()) {
        *error = Tr::tr("cannot write %1: %2").arg(shown, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace AttentionLab
