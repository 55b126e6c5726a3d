// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace AttentionLab::localfilename {

// File names as the system stores them: bytes. Qt 6 decodes them as UTF-8
// and turns every byte that is not UTF-8 into U+FFFD, so "a\xff" and "a\xfe"
// both become "a\uFFFD": a file with such a name can neither be opened nor
// written under its own name, and two such names land on one file. These
// functions keep each such byte b as the lone surrogate U+DC00 + b (Python's
// "surrogateescape"), which no valid UTF-8 decodes to, and give the same
// bytes back. Names without such bytes are what QFile::decodeName and
// encodeName make of them.

/// \a bytes as text, bytes that are not UTF-8 escaped.
QString decode(const QByteArray& bytes);
/// The bytes \a name was decoded from (UTF-8 with the escaped bytes put back).
QByteArray encode(const QString& name);
/// Whether \a name holds escaped bytes (only encode() gets its file).
bool hasEscapedBytes(const QString& name);
/// \a name for a message: native separators, each escaped byte shown as U+FFFD.
QString displayed(const QString& name);

/// Opens the file \a name for reading into \a file, by its bytes when it holds
/// escaped ones (QFile would look for a name with U+FFFD in it). False when
/// it cannot, with \a reason saying why ("No such file or directory").
bool openForReading(QFile& file, const QString& name, QString* reason);

} // namespace AttentionLab::localfilename
