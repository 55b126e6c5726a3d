// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "projection.h"

#include <QChartView>
#include <QList>
#include <QRectF>

class QScatterSeries;
class QValueAxis;

namespace AttentionLab {

/// Chapter 4's map of the vectors: every word's own (static) vector and its
/// vector after attention, projected together onto their two principal axes,
/// with an arrow from one to the other and the word next to each point. One
/// colour per sentence, so the two 苹果 are seen starting at one point and
/// moving apart. Labels are placed so that none overlap; a label that finds
/// no free place is left out rather than drawn over another.
class ProjectionPlot : public QChartView
{
    Q_OBJECT
public:
    explicit ProjectionPlot(QWidget* parent = nullptr);

    void setProjection(const WorkspaceProjection& projection);
    const WorkspaceProjection& projection() const { return m_projection; }
    /// A line above the plot.
    void setTitle(const QString& title);
    /// Whether the vectors after attention (and the arrows to them) are shown.
    void setContextualVisible(bool visible);
    bool contextualVisible() const { return m_contextualVisible; }

    /// The series of sentence \a index of the projection (nullptr when there is none).
    QScatterSeries* staticSeries(int index) const { return m_staticSeries.value(index); }
    QScatterSeries* contextualSeries(int index) const { return m_contextualSeries.value(index); }
    /// The labels drawn last time, with where they were drawn (widget coordinates).
    QStringList drawnLabels() const { return m_drawnLabels; }
    QList<QRectF> drawnLabelRects() const { return m_drawnLabelRects; }
    /// Widget position of a projected point, for tests.
    QPointF pointPosition(const QPointF& value) const;

    /// Bottom when the four legend entries fit side by side, else on the right (where they are never elided).
    Qt::Alignment legendAlignment() const;

protected:
    void drawForeground(QPainter* painter, const QRectF& rect) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    static void setAxisRange(QValueAxis* axis, double minimum, double maximum);
    void applyPalette();
    void retranslate();

    WorkspaceProjection m_projection;
    bool m_contextualVisible = true;
    QList<QScatterSeries*> m_staticSeries;
    QList<QScatterSeries*> m_contextualSeries;
    QValueAxis* m_axisX = nullptr;
    QValueAxis* m_axisY = nullptr;
    QStringList m_drawnLabels;
    QList<QRectF> m_drawnLabelRects;
};

} // namespace AttentionLab
