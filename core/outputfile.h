// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QString>

#include <memory>

namespace AttentionLab {

/// One file being written so that it is either replaced whole or left as it
/// was: the bytes go to a temporary file beside it, renamed over it on commit.
///
/// Unlike QSaveFile it never renames over a device (/dev/null, /dev/full:
/// those are written directly), refuses FIFOs and sockets (they would block
/// or take the data somewhere else), and its temporary file has a name that a
/// SIGINT or SIGTERM handler can remove (removeTemporaryFilesOnSignal()), so
/// an interrupted export of hundreds of megabytes leaves nothing behind.
class OutputFile
{
public:
    explicit OutputFile(const QString& path);
    ~OutputFile(); ///< cancels an uncommitted file
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    /// Opens for writing without touching the target; on failure \a error names the path and the reason.
    bool open(QString* error);
    /// Where to write after open().
    QIODevice* device() { return &m_file; }
    /// Writes out buffers and checks them; a device file is done after this.
    bool finish(QString* error);
    /// Puts the finished temporary file in place of the target.
    bool commit(QString* error);
    /// Removes the temporary file; the target stays as it was.
    void cancel();

    QString path() const { return m_path; }
    /// Whether the output goes straight to a device (no temporary file).
    bool isDirect() const { return m_direct; }

    /// The path with symbolic links and "." / ".." resolved as far as it exists:
    /// two outputs with the same key are the same file.
    static QString identityOf(const QString& path);

    /// Installs SIGINT, SIGTERM and SIGHUP handlers that remove the temporary
    /// files still open, then end the process as the signal would have.
    static void removeTemporaryFilesOnSignal();

private:
    QString m_path;
    QString m_target; ///< m_path with symbolic links resolved: the file to replace
    QString m_temporary;
    QFile m_file;
    int m_slot = -1; ///< in the signal handler's list of temporary files
    bool m_direct = false;
    bool m_done = false;
};

} // namespace AttentionLab
