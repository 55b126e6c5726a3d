// SPDX-License-Identifier: GPL-3.0-or-later
#include "localfilename.h"

#include <QDir>
#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace AttentionLab::localfilename {

namespace {

constexpr char16_t EscapeBase = 0xDC00; // U+DC80..U+DCFF carry the bytes 0x80..0xFF

// Length of the valid UTF-8 sequence at \a at, or 0 when the byte there does not start one
// (overlong forms, surrogates and code points above U+10FFFF are not valid).
int validSequenceLength(const QByteArray& bytes, qsizetype at)
{
    const auto byte = [&](qsizetype i) { return static_cast<unsigned char>(bytes.at(i)); };
    const unsigned char lead = byte(at);
    if (lead < 0x80)
        return 1;
    int length = 0;
    char32_t minimum = 0;
    char32_t codePoint = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        minimum = 0x80;
        codePoint = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        minimum = 0x800;
        codePoint = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        minimum = 0x10000;
        codePoint = lead & 0x07;
    } else {
        return 0;
    }
    if (at + length > bytes.size())
        return 0;
    for (int i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80)
            return 0;
        codePoint = (codePoint << 6) | (byte(at + i) & 0x3F);
    }
    if (codePoint < minimum || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
        return 0;
    return length;
}

// Whether name[i] is an escaped byte: U+DC80..U+DCFF on its own, not the low half of a pair
// (a valid character above U+FFFF may end in that range; decode() never writes such a pair).
bool isEscapeAt(const QString& name, qsizetype i)
{
    const char16_t c = name.at(i).unicode();
    return c >= EscapeBase + 0x80 && c <= EscapeBase + 0xFF && !(i > 0 && name.at(i - 1).isHighSurrogate());
}

} // namespace

QString decode(const QByteArray& bytes)
{
    QString name;
    name.reserve(bytes.size());
    qsizetype runStart = 0; // valid bytes not yet decoded
    qsizetype at = 0;
    while (at < bytes.size()) {
        const int length = validSequenceLength(bytes, at);
        if (length > 0) {
            at += length;
            continue;
        }
        name += QString::fromUtf8(bytes.constData() + runStart, at - runStart);
        name += QChar(char16_t(EscapeBase + static_cast<unsigned char>(bytes.at(at))));
        runStart = ++at;
    }
    name += QString::fromUtf8(bytes.constData() + runStart, at - runStart);
    return name;
}

QByteArray encode(const QString& name)
{
    if (!hasEscapedBytes(name))
        return QFile::encodeName(name);
    QByteArray bytes;
    qsizetype runStart = 0;
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (!isEscapeAt(name, i))
            continue;
        bytes += QStringView(name).sliced(runStart, i - runStart).toUtf8();
        bytes += static_cast<char>(name.at(i).unicode() - EscapeBase);
        runStart = i + 1;
    }
    bytes += QStringView(name).sliced(runStart).toUtf8();
    return bytes;
}

bool hasEscapedBytes(const QString& name)
{
    for (qsizetype i = 0; i < name.size(); ++i) {
        if (isEscapeAt(name, i))
            return true;
    }
    return false;
}

QString displayed(const QString& name)
{
    QString shown = QDir::toNativeSeparators(name);
    for (qsizetype i = 0; i < shown.size(); ++i) {
        if (isEscapeAt(shown, i))
            shown[i] = QChar::ReplacementCharacter;
    }
    return shown;
}

bool openForReading(QFile& file, const QString& name, QString* reason)
{
    if (!hasEscapedBytes(name)) {
        file.setFileName(name);
        if (file.open(QIODevice::ReadOnly))
            return true;
        *reason = file.errorString();
        return false;
    }
    // Not blocking: a FIFO would wait here for a writer before it could be refused.
    const int descriptor = ::open(encode(name).constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    struct stat status;
    if (descriptor < 0 || ::fstat(descriptor, &status) != 0) {
        *reason = QString::fromLocal8Bit(std::strerror(errno));
        if (descriptor >= 0)
            ::close(descriptor);
        return false;
    }
    if (!S_ISREG(status.st_mode)) {
        ::close(descriptor);
        *reason = QString::fromLocal8Bit(std::strerror(S_ISDIR(status.st_mode) ? EISDIR : EINVAL));
        return false;
    }
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) & ~O_NONBLOCK);
    if (!file.open(descriptor, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(descriptor);
        *reason = file.errorString();
        return false;
    }
    return true;
}

} // namespace AttentionLab::localfilename
