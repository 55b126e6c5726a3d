// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"

#include "outputfile.h"

namespace AttentionLab {

bool canWriteFileAtomically(const QString& path, QString* error)
{
    OutputFile file(path);
    return file.open(error); // the destructor removes the temporary file; the target was never touched
}

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error)
{
    OutputFile file(path);
    if (!file.open(error))
        return false;
    file.device()->write(data);
    return file.finish(error) && file.commit(error);
}

} // namespace AttentionLab
