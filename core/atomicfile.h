// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace AttentionLab {

/// Writes \a data to \a path through an OutputFile: either the whole new file is
/// there afterwards, or the old one (or none) is left untouched; a device such
/// as /dev/null is written, never replaced. On failure \a error names the path and the reason.
bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error);

/// Whether writeFileAtomically() could create \a path, found out without
/// touching it: for commands that should fail before they start slow work.
bool canWriteFileAtomically(const QString& path, QString* error);

} // namespace AttentionLab
