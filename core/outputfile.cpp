// SPDX-License-Identifier: GPL-3.0-or-later
#include "outputfile.h"

#include "localfilename.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <array>
#include <atomic>
#include <csignal>
#include <cstring>

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace AttentionLab {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(AtomicFile) // the messages writeFileAtomically() always gave
};

// The temporary files a signal handler must remove: fixed storage, because a
// handler may not allocate or take locks. A slot is claimed, filled, then published.
constexpr int SlotCount = 64;
constexpr size_t MaximumPathBytes = 4096;
struct Slot
{
    std::atomic<int> state { 0 }; // 0 free, 1 being filled or emptied, 2 holds a path
    std::array<char, MaximumPathBytes> path {};
};
std::array<Slot, SlotCount> temporarySlots;

int registerTemporary(const QByteArray& path)
{
    if (size_t(path.size()) >= MaximumPathBytes)
        return -1;
    for (int i = 0; i < SlotCount; ++i) {
        int expected = 0;
        if (temporarySlots[i].state.compare_exchange_strong(expected, 1)) {
            std::memcpy(temporarySlots[i].path.data(), path.constData(), size_t(path.size()) + 1);
            temporarySlots[i].state.store(2);
            return i;
        }
    }
    return -1; // more than 64 at once: still written, only not cleaned up on a signal
}

void unregisterTemporary(int slot)
{
    if (slot >= 0)
        temporarySlots[slot].state.store(0);
}

extern "C" void removeTemporariesAndDie(int signalNumber)
{
    for (Slot& slot : temporarySlots) {
        if (slot.state.load() == 2)
            ::unlink(slot.path.data());
    }
    std::signal(signalNumber, SIG_DFL);
    std::raise(signalNumber);
}

enum class Kind
{
    Missing,
    Regular,
    Folder,
    Device,
    Other, // FIFO, socket, block device
};

// Every call below takes the name's own bytes (localfilename): a name that is
// not UTF-8 is written under that name, not under one with U+FFFD in it.
QByteArray bytesOf(const QString& path)
{
    return localfilename::encode(path);
}

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

// The path with every symbolic link resolved, or empty when it does not exist.
QString resolved(const QString& path)
{
    char buffer[PATH_MAX];
    return ::realpath(bytesOf(path).constData(), buffer) ? localfilename::decode(QByteArray(buffer)) : QString();
}

bool isSymbolicLink(const QString& path)
{
    struct stat status;
    return ::lstat(bytesOf(path).constData(), &status) == 0 && S_ISLNK(status.st_mode);
}

// Opens \a path into \a file by its bytes; false with errno set when the system refuses.
bool openForWriting(QFile& file, const QString& path, int flags, QIODevice::OpenMode mode)
{
    const int descriptor = ::open(bytesOf(path).constData(), O_WRONLY | O_CLOEXEC | flags, 0666);
    if (descriptor < 0)
        return false;
    if (!file.open(descriptor, mode, QFileDevice::AutoCloseHandle)) {
        ::close(descriptor);
        errno = EIO;
        return false;
    }
    return true;
}

Kind kindOf(const QString& path)
{
    struct stat status;
    if (::stat(bytesOf(path).constData(), &status) != 0)
        return Kind::Missing;
    if (S_ISREG(status.st_mode))
        return Kind::Regular;
    if (S_ISDIR(status.st_mode))
        return Kind::Folder;
    if (S_ISCHR(status.st_mode))
        return Kind::Device;
    return Kind::Other;
}
} // namespace

OutputFile::OutputFile(const QString& path)
    : m_path(path)
{ }

OutputFile::~OutputFile()
{
    cancel();
}

QString OutputFile::identityOf(const QString& path)
{
    const QFileInfo info(path); // splits and joins the text only: escaped bytes stay as they are
    const QString existing = resolved(path);
    if (!existing.isEmpty())
        return existing;
    const QString folder = resolved(info.absolutePath());
    return folder.isEmpty() ? info.absoluteFilePath() : QDir(folder).filePath(info.fileName());
}

bool OutputFile::open(QString* error)
{
    const QString shown = localfilename::displayed(m_path);
    if (m_path.isEmpty()) {
        *error = Tr::tr("no output file was given");
        return false;
    }
    // Like QSaveFile: a symbolic link stays a link, the file it points to is replaced.
    m_target = isSymbolicLink(m_path) ? resolved(m_path) : m_path;
    if (m_target.isEmpty())
        m_target = m_path; // a dangling link: the link itself is replaced
    switch (kindOf(m_target)) {
    case Kind::Folder:
        *error = Tr::tr("cannot write %1: it is a folder").arg(shown);
        return false;
    case Kind::Other:
        *error = Tr::tr("cannot write %1: it is not a regular file").arg(shown);
        return false;
    case Kind::Device:
        // Renaming over /dev/null would replace the device with a file (as root): write to it instead.
        m_direct = true;
        if (!openForWriting(m_file, m_target, 0, QIODevice::WriteOnly | QIODevice::Unbuffered)) {
            *error = Tr::tr("cannot write %1: %2").arg(shown, systemError());
            return false;
        }
        return true;
    case Kind::Missing:
    case Kind::Regular:
        break;
    }
    for (int attempt = 0; attempt < 100; ++attempt) {
        m_temporary = m_target + QLatin1Char('.')
            + QString::number(QRandomGenerator::global()->generate() % 0x1000000, 36)
                  .rightJustified(5, QLatin1Char('0'));
        // Registered before it exists: registered after, a signal between the two left the file
        // behind (tst_badinput's interrupted export, in a sanitizer build: the test signals as
        // soon as the file appears). Unlinking a name not yet created is harmless. A clash with
        // an existing file unregisters at once; only a signal in that instant could remove it.
        m_slot = registerTemporary(bytesOf(m_temporary));
        if (openForWriting(m_file, m_temporary, O_CREAT | O_EXCL, QIODevice::WriteOnly)) {
            struct stat existing;
            if (::stat(bytesOf(m_target).constData(), &existing) == 0)
                ::fchmod(m_file.handle(), existing.st_mode & 07777); // as QSaveFile does
            return true;
        }
        const int openError = errno;
        unregisterTemporary(m_slot);
        m_slot = -1;
        errno = openError;
        if (openError != EEXIST)
            break; // not a name clash: a folder that is missing or not writable
    }
    *error = Tr::tr("cannot write %1: %2").arg(shown, systemError());
    m_temporary.clear();
    return false;
}

bool OutputFile::finish(QString* error)
{
    const QString shown = localfilename::displayed(m_path);
    if (!m_file.isOpen()) {
        *error = Tr::tr("cannot write %1: %2").arg(shown, m_file.errorString());
        return false;
    }
    bool ok = m_file.error() == QFileDevice::NoError && m_file.flush();
    if (ok && !m_direct)
        ok = ::fsync(m_file.handle()) == 0 || errno == EINVAL;
    if (!ok) {
        *error = Tr::tr("cannot write %1: %2").arg(shown, m_file.errorString());
        cancel();
        return false;
    }
    if (m_direct) {
        m_file.close();
        m_done = true;
    }
    return true;
}

bool OutputFile::commit(QString* error)
{
    if (m_direct)
        return m_done;
    m_file.close();
    if (::rename(bytesOf(m_temporary).constData(), bytesOf(m_target).constData()) != 0) {
        *error = Tr::tr("cannot write %1: %2").arg(localfilename::displayed(m_path), systemError());
        cancel();
        return false;
    }
    unregisterTemporary(m_slot); // after the rename: a signal in between finds no file to remove
    m_slot = -1;
    m_temporary.clear();
    m_done = true;
    return true;
}

void OutputFile::cancel()
{
    if (m_file.isOpen())
        m_file.close();
    if (!m_temporary.isEmpty()) {
        ::unlink(bytesOf(m_temporary).constData());
        m_temporary.clear();
    }
    unregisterTemporary(m_slot);
    m_slot = -1;
}

void OutputFile::removeTemporaryFilesOnSignal()
{
    for (int signalNumber : { SIGINT, SIGTERM, SIGHUP }) {
        struct sigaction action;
        std::memset(&action, 0, sizeof action);
        action.sa_handler = removeTemporariesAndDie;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(signalNumber, &action, nullptr);
    }
}

} // namespace AttentionLab
