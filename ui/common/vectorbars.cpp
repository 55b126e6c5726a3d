// SPDX-License-Identifier: GPL-3.0-or-later
#include "vectorbars.h"
#include "numberformat.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

VectorBars::VectorBars(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setMaximumHeight(260); // taller bars read no better
}

void VectorBars::setVector(const QString& word, const Eigen::VectorXd& vector, const QStringList& dimensionNames,
                           const QColor& colour)
{
    m_word = word;
    m_vector = vector;
    m_dimensionNames = dimensionNames;
    m_colour = colour;
    setAccessibleName(tr("Vector of “%1”").arg(word));
    setAccessibleDescription(description());
    update();
}

void VectorBars::setScale(double maximumAbsolute)
{
    m_scale = maximumAbsolute;
    update();
}

QString VectorBars::description() const
{
    QStringList parts;
    for (Eigen::Index i = 0; i < m_vector.size() && i < MaximumBars; ++i) {
        const QString name = i < m_dimensionNames.size() ? m_dimensionNames.at(i) : QString::number(i + 1);
        parts.append(QStringLiteral("%1 %2").arg(name, numberformat::value(m_vector[i])));
    }
    if (m_vector.size() > MaximumBars)
        parts.append(tr("… %1 more").arg(m_vector.size() - MaximumBars));
    return QStringLiteral("%1: %2").arg(m_word, parts.join(QStringLiteral(", ")));
}

QSize VectorBars::sizeHint() const
{
    return QSize(60 * std::min<int>(MaximumBars, std::max<Eigen::Index>(4, m_vector.size())), 170);
}

QSize VectorBars::minimumSizeHint() const
{
    return QSize(160, 120);
}

QList<VectorBars::BarPlace> VectorBars::places() const
{
    const int count = static_cast<int>(std::min<Eigen::Index>(m_vector.size(), MaximumBars));
    if (count == 0)
        return {};
    const QFontMetricsF fm(font());
    const double line = fm.height();
    const Eigen::VectorXd shown = m_vector.head(count);
    const double scale = m_scale > 0 ? m_scale : std::max(1e-9, shown.cwiseAbs().maxCoeff());
    const bool hasNegative = (shown.array() < 0).any();
    // A line above for the numbers of positive bars; below, the names and (when a bar goes down)
    // a line for the numbers under the negative bars, so the two never share a line.
    const double below = line + 6 + (hasNegative ? line + 2 : 0);
    const QRectF area = QRectF(rect()).adjusted(4, line + 4, -4, -below);
    // Zero line at the bottom, or in the middle when something is negative.
    const double zeroY = hasNegative ? area.center().y() : area.bottom();
    const double span = hasNegative ? area.height() / 2 : area.height();
    const double slot = area.width() / count;
    const double namesY = area.bottom() + 4 + (hasNegative ? line + 2 : 0);
    QList<BarPlace> places;
    for (int i = 0; i < count; ++i) {
        const double value = std::clamp(shown[i] / scale, -1.0, 1.0);
        const double x = area.left() + slot * i + slot * 0.2;
        const double height = std::abs(value) * span;
        BarPlace place;
        place.bar = QRectF(x, value >= 0 ? zeroY - height : zeroY, slot * 0.6, height);
        place.number = QRectF(area.left() + slot * i, value >= 0 ? place.bar.top() - line - 2 : place.bar.bottom() + 2,
                              slot, line);
        place.name = QRectF(area.left() + slot * i, namesY, slot, line);
        places.append(place);
    }
    return places;
}

void VectorBars::paintEvent(QPaintEvent*)
{
    const QList<BarPlace> bars = places();
    if (bars.isEmpty())
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QFontMetricsF fm(font());
    const QColor text = palette().color(QPalette::WindowText);
    QColor axis = text;
    axis.setAlphaF(0.4f);
    for (int i = 0; i < bars.size(); ++i) {
        const BarPlace& place = bars.at(i);
        painter.fillRect(place.bar, m_colour.isValid() ? m_colour : palette().color(QPalette::Highlight));
        painter.setPen(text);
        painter.drawText(place.number, Qt::AlignCenter, numberformat::value(m_vector[i]));
        const QString name = i < m_dimensionNames.size() ? m_dimensionNames.at(i) : QString::number(i + 1);
        painter.drawText(place.name, Qt::AlignCenter, fm.elidedText(name, Qt::ElideRight, place.name.width()));
    }
    // The zero line: where the positive bars start (their bottom) or the negative ones (their top).
    const BarPlace& first = bars.front();
    const double zeroY = m_vector[0] >= 0 ? first.bar.bottom() : first.bar.top();
    painter.setPen(QPen(axis, 1));
    painter.drawLine(QPointF(4, zeroY), QPointF(width() - 4, zeroY));
}

} // namespace AttentionLab
