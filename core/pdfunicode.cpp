// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfunicode.h"

#include <QString>

#include <tuple>

namespace AttentionLab::pdfunicode {

namespace {

// CJK Radicals Supplement and Kangxi Radicals: glyphs the ideographs share.
bool isRadical(uint codePoint)
{
    return codePoint >= 0x2E80 && codePoint <= 0x2FDF;
}

// The ideograph a radical stands for, or the radical itself when it stands for none.
uint ideographOf(uint codePoint)
{
    const QString normal = QString(QChar(char16_t(codePoint))).normalized(QString::NormalizationForm_KC);
    return normal.size() == 1 && normal.at(0).unicode() >= 0x3400 ? normal.at(0).unicode() : codePoint;
}

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

// Reads "<XXXX>" at \a at; -1 when it is not a four-digit hex token.
int tokenAt(const QByteArray& bytes, qsizetype at)
{
    if (at < 0 || at + 6 > bytes.size() || bytes.at(at) != '<' || bytes.at(at + 5) != '>')
        return -1;
    int value = 0;
    for (int i = 1; i <= 4; ++i) {
        const int digit = hexValue(bytes.at(at + i));
        if (digit < 0)
            return -1;
        value = value * 16 + digit;
    }
    return value;
}

bool mend(QByteArray& bytes, qsizetype at)
{
    const int value = tokenAt(bytes, at);
    if (value < 0 || !isRadical(uint(value)))
        return false;
    const uint ideograph = ideographOf(uint(value));
    if (ideograph == uint(value))
        return false;
    const QByteArray hex = QByteArray::number(ideograph, 16).toUpper().rightJustified(4, '0');
    bytes.replace(at + 1, 4, hex);
    return true;
}

qsizetype lineEnd(const QByteArray& bytes, qsizetype from, qsizetype limit)
{
    const qsizetype end = bytes.indexOf('\n', from);
    return end < 0 || end > limit ? limit : end;
}

// One line of a bfrange section: "<lo> <hi> [<u> <u> ...]" or "<lo> <hi> <u>".
int mendRangeLine(QByteArray& bytes, qsizetype start, qsizetype end)
{
    const int low = tokenAt(bytes, start);
    const int high = tokenAt(bytes, start + 7);
    if (low < 0 || high < 0 || start + 14 >= end)
        return 0;
    const qsizetype rest = start + 14;
    int mended = 0;
    if (bytes.at(rest) == '[') {
        for (qsizetype at = bytes.indexOf('<', rest); at >= 0 && at < end; at = bytes.indexOf('<', at + 6))
            mended += mend(bytes, at) ? 1 : 0;
    } else if (low == high) {
        // A longer range maps to consecutive code points from its start: left as Qt wrote it.
        mended += mend(bytes, rest) ? 1 : 0;
    }
    return mended;
}

// One line of a bfchar section: "<glyph> <u>".
int mendCharLine(QByteArray& bytes, qsizetype start, qsizetype end)
{
    if (tokenAt(bytes, start) < 0 || start + 13 > end)
        return 0;
    return mend(bytes, start + 7) ? 1 : 0;
}

} // namespace

int preferUnifiedIdeographs(QByteArray& pdf)
{
    int mended = 0;
    for (qsizetype map = pdf.indexOf("begincmap"); map >= 0; map = pdf.indexOf("begincmap", map + 1)) {
        const qsizetype mapEnd = pdf.indexOf("endcmap", map);
        if (mapEnd < 0)
            break;
        for (const auto& [begin, end, isRange] :
             { std::tuple { QByteArrayLiteral("beginbfrange"), QByteArrayLiteral("endbfrange"), true },
               std::tuple { QByteArrayLiteral("beginbfchar"), QByteArrayLiteral("endbfchar"), false } }) {
            for (qsizetype section = pdf.indexOf(begin, map); section >= 0 && section < mapEnd;
                 section = pdf.indexOf(begin, section + 1)) {
                const qsizetype sectionEnd = pdf.indexOf(end, section);
                if (sectionEnd < 0 || sectionEnd > mapEnd)
                    break;
                for (qsizetype line = lineEnd(pdf, section, sectionEnd) + 1; line < sectionEnd;
                     line = lineEnd(pdf, line, sectionEnd) + 1) {
                    const qsizetype stop = lineEnd(pdf, line, sectionEnd);
                    mended += isRange ? mendRangeLine(pdf, line, stop) : mendCharLine(pdf, line, stop);
                }
            }
        }
        map = mapEnd;
    }
    return mended;
}

} // namespace AttentionLab::pdfunicode
