// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagetext.h"

namespace AttentionLab::messagetext {

namespace {
bool needsEscape(char16_t c)
{
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c < 0xA0) // C0, DEL, C1
        || c == 0x061C || c == 0x200E || c == 0x200F // Arabic letter mark, LRM, RLM
        || (c >= 0x2028 && c <= 0x202E) // line and paragraph separators, LRE RLE PDF LRO RLO
        || (c >= 0x2066 && c <= 0x2069); // LRI RLI FSI PDI
}
} // namespace

QString escaped(const QString& text)
{
    QString result;
    result.reserve(text.size());
    for (const QChar character : text) {
        const char16_t c = character.unicode();
        if (!needsEscape(c)) {
            result.append(character);
            continue;
        }
        switch (c) {
        case u'\n':
            result.append(QLatin1String("\\n"));
            break;
        case u'\r':
            result.append(QLatin1String("\\r"));
            break;
        case u'\t':
            result.append(QLatin1String("\\t"));
            break;
        default:
            result.append(QLatin1String("\\u{")
                          + QString::number(uint(c), 16).toUpper().rightJustified(4, QLatin1Char('0'))
                          + QLatin1Char('}'));
        }
    }
    return result;
}

} // namespace AttentionLab::messagetext
