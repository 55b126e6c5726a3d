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

// Opens \a file for writing, or says why it cannot be.
bool openForWriting(QSaveFile& file, QString* error)
{
    const QString shown = QDir::toNativeSeparators(file.fileName());
    if (file.fileName().isEmpty()) {
        *error = Tr::tr("no output file was given");
        return false;
    }
    if (QFileInfo(file.fileName()).isDir()) {
        *error = Tr::tr("cannot write %1: it is a folder").arg(shown);
        return false;
    }
    if (!file.open(QIODevice::WriteOnly)) {
        *error = Tr::tr("cannot write %1: %2").arg(shown, file.errorString());
        return false;
    }
    return true;
}
} // namespace

bool canWriteFileAtomically(const QString& path, QString* error)
{
    QSaveFile file(path);
    if (!openForWriting(file, error))
        return false;
    file.cancelWriting(); // removes the temporary file; the target was never touched
    return true;
}

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QSaveFile file(path);
    if (!openForWriting(file, error))
        return false;
    if (file.write(data) != data.size() || !file.commit()) {
        *error = Tr::tr("cannot write %1: %2").arg(shown, file.errorString());
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace AttentionLab
