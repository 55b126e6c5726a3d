// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfunicode.h"

#include <QRawFont>
#include <QString>

#include <tuple>

namespace AttentionLab::pdfunicode {

namespace {

// CJK Radicals Supplement and Kangxi Radicals: glyphs the ideographs share.
constexpr uint FirstRadical = 0x2E80;
constexpr uint LastRadical = 0x2FDF;

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

bool mend(QByteArray& bytes, qsizetype at, const Replacements& replacements)
{
    const int value = tokenAt(bytes, at);
    const auto replacement = value < 0 ? replacements.cend() : replacements.constFind(uint(value));
    if (replacement == replacements.cend())
        return false;
    const QByteArray hex = QByteArray::number(*replacement, 16).toUpper().rightJustified(4, '0');
    bytes.replace(at + 1, 4, hex);
    return true;
}

qsizetype lineEnd(const QByteArray& bytes, qsizetype from, qsizetype limit)
{
    const qsizetype end = bytes.indexOf('\n', from);
    return end < 0 || end > limit ? limit : end;
}

// One line of a bfrange section: "<lo> <hi> [<u> <u> ...]" or "<lo> <hi> <u>".
int mendRangeLine(QByteArray& bytes, qsizetype start, qsizetype end, const Replacements& replacements)
{
    const int low = tokenAt(bytes, start);
    const int high = tokenAt(bytes, start + 7);
    if (low < 0 || high < 0 || start + 14 >= end)
        return 0;
    const qsizetype rest = start + 14;
    int mended = 0;
    if (bytes.at(rest) == '[') {
        for (qsizetype at = bytes.indexOf('<', rest); at >= 0 && at < end; at = bytes.indexOf('<', at + 6))
            mended += mend(bytes, at, replacements) ? 1 : 0;
    } else if (low == high) {
        // A longer range maps to consecutive code points from its start: left as Qt wrote it.
        mended += mend(bytes, rest, replacements) ? 1 : 0;
    }
    return mended;
}

// One line of a bfchar section: "<glyph> <u>".
int mendCharLine(QByteArray& bytes, qsizetype start, qsizetype end, const Replacements& replacements)
{
    if (tokenAt(bytes, start) < 0 || start + 13 > end)
        return 0;
    return mend(bytes, start + 7, replacements) ? 1 : 0;
}

} // namespace

Replacements radicalIdeographs(const QRawFont& font)
{
    Replacements replacements;
    for (uint radical = FirstRadical; radical <= LastRadical; ++radical) {
        const QString normal = QString(QChar(char16_t(radical))).normalized(QString::NormalizationForm_KC);
        if (normal.size() == 1 && normal.at(0).unicode() >= 0x3400)
            replacements.insert(radical, normal.at(0).unicode());
    }
    if (!font.isValid())
        return replacements;
    // The ideograph each glyph draws, the common block first, then extension A.
    const auto glyphsOf = [&font](uint first, uint last) {
        QString text;
        for (uint c = first; c <= last; ++c)
            text.append(QChar(char16_t(c)));
        return font.glyphIndexesForString(text);
    };
    QHash<quint32, uint> ideographOfGlyph;
    for (const auto& [first, last] : { std::pair { 0x4E00u, 0x9FFFu }, std::pair { 0x3400u, 0x4DBFu } }) {
        const QList<quint32> glyphs = glyphsOf(first, last);
        for (int i = 0; i < glyphs.size(); ++i) {
            if (glyphs.at(i) != 0 && !ideographOfGlyph.contains(glyphs.at(i)))
                ideographOfGlyph.insert(glyphs.at(i), first + uint(i));
        }
    }
    const QList<quint32> radicals = glyphsOf(FirstRadical, LastRadical);
    for (int i = 0; i < radicals.size(); ++i) {
        const uint radical = FirstRadical + uint(i);
        if (!replacements.contains(radical) && radicals.at(i) != 0 && ideographOfGlyph.contains(radicals.at(i)))
            replacements.insert(radical, ideographOfGlyph.value(radicals.at(i)));
    }
    return replacements;
}

int preferUnifiedIdeographs(QByteArray& pdf, const Replacements& replacements)
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
                    mended += isRange ? mendRangeLine(pdf, line, stop, replacements)
                                      : mendCharLine(pdf, line, stop, replacements);
                }
            }
        }
        map = mapEnd;
    }
    return mended;
}

} // namespace AttentionLab::pdfunicode
