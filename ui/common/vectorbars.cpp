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

void VectorBars::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const int count = static_cast<int>(std::min<Eigen::Index>(m_vector.size(), MaximumBars));
    if (count == 0)
        return;
    const QFontMetricsF fm(font());
    const double line = fm.height();
    const QRectF area = QRectF(rect()).adjusted(4, line + 4, -4, -(line + 6));
    const Eigen::VectorXd shown = m_vector.head(count);
    const double scale = m_scale > 0 ? m_scale : std::max(1e-9, shown.cwiseAbs().maxCoeff());
    const bool hasNegative = (shown.array() < 0).any();
    // Zero line at the bottom, or in the middle when something is negative.
    const double zeroY = hasNegative ? area.center().y() : area.bottom();
    const double span = hasNegative ? area.height() / 2 : area.height();
    const double slot = area.width() / count;
    const QColor text = palette().color(QPalette::WindowText);
    QColor axis = text;
    axis.setAlphaF(0.4f);
    for (int i = 0; i < count; ++i) {
        const double value = std::clamp(shown[i] / scale, -1.0, 1.0);
        const double x = area.left() + slot * i + slot * 0.2;
        const double width = slot * 0.6;
        const double height = std::abs(value) * span;
        const QRectF bar(x, value >= 0 ? zeroY - height : zeroY, width, height);
        painter.fillRect(bar, m_colour.isValid() ? m_colour : palette().color(QPalette::Highlight));
        painter.setPen(text);
        const QString number = numberformat::value(shown[i]);
        const QRectF numberBox(x - slot * 0.2, value >= 0 ? bar.top() - line - 2 : bar.bottom() + 2, slot, line);
        painter.drawText(numberBox, Qt::AlignCenter, number);
        const QString name = i < m_dimensionNames.size() ? m_dimensionNames.at(i) : QString::number(i + 1);
        painter.drawText(QRectF(area.left() + slot * i, area.bottom() + 4, slot, line), Qt::AlignCenter,
                         fm.elidedText(name, Qt::ElideRight, slot));
    }
    painter.setPen(QPen(axis, 1));
    painter.drawLine(QPointF(area.left(), zeroY), QPointF(area.right(), zeroY));
}

} // namespace AttentionLab
