// SPDX-License-Identifier: GPL-3.0-or-later
#include "shortenedtext.h"

#include <QFontMetricsF>
#include <QTextBoundaryFinder>

#include <algorithm>

namespace AttentionLab {

QString shortenedText(const QString& text, int length)
{
    if (text.size() <= length)
        return text;
    // A boundary depends on the characters before it and the one after it: a finder given the whole
    // of a long text reads all of it (2 ms for sixteen 2,048-word sentences, to keep 200 characters).
    constexpr int Context = 32;
    const QString beginning = text.left(qsizetype(length) + Context);
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, beginning);
    finder.setPosition(length);
    if (!finder.isAtBoundary())
        finder.toPreviousBoundary();
    return text.left(finder.position()) + QChar(0x2026);
}

QString elidedLabel(const QFontMetricsF& metrics, const QString& label, qreal width)
{
    const QLatin1Char marker('?');
    if (label.size() < 2 || !label.endsWith(marker) || metrics.horizontalAdvance(label) <= width)
        return metrics.elidedText(label, Qt::ElideRight, width);
    const qreal room = std::max<qreal>(0, width - metrics.horizontalAdvance(marker));
    return metrics.elidedText(label.chopped(1), Qt::ElideRight, room) + marker;
}

} // namespace AttentionLab
