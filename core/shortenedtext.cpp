// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortenedtext.h"

#include <QTextBoundaryFinder>

namespace AttentionLab {

QString shortenedText(const QString& text, int length)
{
    if (text.size() <= length)
        return text;
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    finder.setPosition(length);
    if (!finder.isAtBoundary())
        finder.toPreviousBoundary();
    return text.left(finder.position()) + QChar(0x2026);
}

} // namespace AttentionLab
