// SPDX-License-Identifier: GPL-3.0-or-later
#include "projectionplot.h"

#include "accentcolour.h"
#include "chartstyle.h"
#include "numberformat.h"
#include "oklab.h"

#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QPainter>
#include <QPainterPath>
#include <QScatterSeries>
#include <QSet>
#include <QValueAxis>

#include <cmath>

namespace AttentionLab {

namespace {
constexpr double MarkerSize = 10.0;
constexpr double Pi = 3.14159265358979323846;

struct LabelCandidate
{
    QPointF position; // scene coordinates of the point
    QString text;
    QColor colour;
    bool bold = false;
};
} // namespace

ProjectionPlot::ProjectionPlot(QWidget* parent)
    // The chart goes in through the constructor: setChart() would release (and
    // so leak) the default chart QChartView(QWidget*) makes (LeakSanitizer).
    : QChartView(new QChart, parent)
{
    QChart* chart = this->chart();
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    m_axisX = new QValueAxis(chart);
    m_axisY = new QValueAxis(chart);
    chart->addAxis(m_axisX, Qt::AlignBottom);
    chart->addAxis(m_axisY, Qt::AlignLeft);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(260, 220);
    setFocusPolicy(Qt::NoFocus); // nothing to operate; the accessible description lists the points
    applyPalette();
    retranslate();
}

void ProjectionPlot::setProjection(const WorkspaceProjection& projection)
{
    m_projection = projection;
    rebuild();
}

void ProjectionPlot::setTitle(const QString& title)
{
    chartstyle::setTitle(chart(), title);
}

void ProjectionPlot::setContextualVisible(bool visible)
{
    if (visible == m_contextualVisible)
        return;
    m_contextualVisible = visible;
    for (int i = 0; i < m_contextualSeries.size(); ++i) {
        m_contextualSeries.at(i)->setVisible(visible);
        if (m_projection.sentences.at(i).words.isEmpty()) {
            for (QLegendMarker* marker : chart()->legend()->markers(m_contextualSeries.at(i)))
                marker->setVisible(false);
        }
    }
    retranslate(); // the description says where the words moved only while that is shown
    chart()->legend()->setAlignment(legendAlignment()); // two more entries to fit
    viewport()->update();
}

QPointF ProjectionPlot::pointPosition(const QPointF& value) const
{
    if (m_staticSeries.isEmpty())
        return {};
    const QPointF scene = chart()->mapToScene(chart()->mapToPosition(value, m_staticSeries.first()));
    return mapFromScene(scene);
}

void ProjectionPlot::rebuild()
{
    QChart* chart = this->chart();
    chart->removeAllSeries();
    m_staticSeries.clear();
    m_contextualSeries.clear();
    const QColor base = palette().color(QPalette::Base);
    double minX = 0, maxX = 0, minY = 0, maxY = 0;
    bool first = true;
    const auto extend = [&](double x, double y) {
        if (first) {
            minX = maxX = x;
            minY = maxY = y;
            first = false;
        }
        minX = std::min(minX, x);
        maxX = std::max(maxX, x);
        minY = std::min(minY, y);
        maxY = std::max(maxY, y);
    };
    for (const ProjectedSentence& sentence : std::as_const(m_projection.sentences)) {
        const QColor colour = accentcolour::sentence(sentence.sentenceIndex, base);
        auto* own = new QScatterSeries;
        own->setName(tr("Sentence %1 · before").arg(sentence.sentenceIndex + 1));
        own->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        own->setMarkerSize(MarkerSize);
        own->setBrush(base);
        own->setPen(QPen(colour, 2.0));
        auto* context = new QScatterSeries;
        context->setName(tr("Sentence %1 · after").arg(sentence.sentenceIndex + 1));
        context->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        context->setMarkerSize(MarkerSize);
        context->setBrush(colour);
        context->setPen(QPen(base, 1.0));
        for (int t = 0; t < sentence.words.size(); ++t) {
            const double sx = sentence.staticPoints(t, 0);
            const double sy = sentence.staticPoints(t, 1);
            const double cx = sentence.contextualPoints(t, 0);
            const double cy = sentence.contextualPoints(t, 1);
            own->append(sx, sy);
            context->append(cx, cy);
            extend(sx, sy);
            extend(cx, cy);
        }
        chart->addSeries(own);
        chart->addSeries(context);
        for (QScatterSeries* series : { own, context }) {
            series->attachAxis(m_axisX);
            series->attachAxis(m_axisY);
        }
        context->setVisible(m_contextualVisible);
        if (sentence.words.isEmpty()) { // an empty sentence has nothing to show in the legend
            for (QScatterSeries* series : { own, context }) {
                for (QLegendMarker* marker : chart->legend()->markers(series))
                    marker->setVisible(false);
            }
        }
        m_staticSeries.append(own);
        m_contextualSeries.append(context);
    }
    // Room around the points for the labels.
    const double spanX = std::max(maxX - minX, 1e-9);
    const double spanY = std::max(maxY - minY, 1e-9);
    const double span = std::max(spanX, spanY);
    const double padX = first ? 1.0 : std::max(0.12 * spanX, 0.05 * span);
    const double padY = first ? 1.0 : std::max(0.12 * spanY, 0.05 * span);
    setAxisRange(m_axisX, minX - padX, maxX + padX);
    setAxisRange(m_axisY, minY - padY, maxY + padY);
    retranslate();
    viewport()->update();
}

void ProjectionPlot::setAxisRange(QValueAxis* axis, double minimum, double maximum)
{
    // Ticks at round numbers (0.5, 1, 2, ...), labelled with just enough decimals.
    chartstyle::setNiceRange(axis, minimum, maximum, 5);
}

void ProjectionPlot::retranslate()
{
    const auto percent = [](double share) { return QString::number(std::lround(100.0 * share)); };
    m_axisX->setTitleText(tr("Axis 1: %1% of the variance").arg(percent(m_projection.pca.explained[0])));
    m_axisY->setTitleText(tr("Axis 2: %1%").arg(percent(m_projection.pca.explained[1])));
    for (int i = 0; i < m_staticSeries.size(); ++i) {
        const int number = m_projection.sentences.at(i).sentenceIndex + 1;
        m_staticSeries.at(i)->setName(tr("Sentence %1 · before").arg(number));
        m_contextualSeries.at(i)->setName(tr("Sentence %1 · after").arg(number));
    }
    setAccessibleName(tr("Word vectors before and after attention, in two dimensions"));
    // Where every word is, as a screen reader says it: 苹果 (0.71, 0.20) → (0.55, 0.31).
    const auto point = [](double x, double y) {
        return QStringLiteral("(%1, %2)").arg(numberformat::value(x), numberformat::value(y));
    };
    QStringList sentences;
    for (const ProjectedSentence& sentence : m_projection.sentences) {
        QStringList words;
        for (int t = 0; t < sentence.words.size(); ++t) {
            QString word = sentence.words.at(t) + QLatin1Char(' ')
                + point(sentence.staticPoints(t, 0), sentence.staticPoints(t, 1));
            if (m_contextualVisible)
                word += QStringLiteral(" → ") + point(sentence.contextualPoints(t, 0), sentence.contextualPoints(t, 1));
            words.append(word);
        }
        sentences.append(tr("Sentence %1: %2").arg(sentence.sentenceIndex + 1).arg(words.join(QStringLiteral(", "))));
    }
    setAccessibleDescription(sentences.join(QStringLiteral("; ")));
}

void ProjectionPlot::applyPalette()
{
    const QPalette& pal = palette();
    const QColor base = pal.color(QPalette::Base);
    QChart* chart = this->chart();
    chart->setTheme(OkLab::fromColor(base).L < 0.6 ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chartstyle::apply(chart, pal, font());
    chart->setTitleFont(font()); // the plot's title is a caption, not a heading
    setBackgroundBrush(base);
    rebuild(); // the theme recoloured the series
}

Qt::Alignment ProjectionPlot::legendAlignment() const
{
    const QFontMetrics metrics(chart()->legend()->font());
    int needed = 0;
    for (const QLegendMarker* marker : chart()->legend()->markers()) {
        if (marker->isVisible())
            needed += metrics.horizontalAdvance(marker->label()) + 3 * metrics.height();
    }
    return needed <= width() - 16 ? Qt::AlignBottom : Qt::AlignRight;
}

void ProjectionPlot::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    chart()->legend()->setAlignment(legendAlignment());
}

void ProjectionPlot::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
        applyPalette();
        break;
    case QEvent::LanguageChange:
        retranslate();
        break;
    default:
        break;
    }
}

void ProjectionPlot::drawForeground(QPainter* painter, const QRectF& rect)
{
    QChartView::drawForeground(painter, rect);
    m_drawnLabels.clear();
    m_drawnLabelRects.clear();
    if (m_staticSeries.isEmpty())
        return;
    QChart* chart = this->chart();
    const QColor base = palette().color(QPalette::Base);
    const QColor text = palette().color(QPalette::Text);
    const QRectF plot = chart->mapRectToScene(chart->plotArea());
    const auto toScene = [&](double x, double y, QAbstractSeries* series) {
        return chart->mapToScene(chart->mapToPosition(QPointF(x, y), series));
    };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setClipRect(plot.adjusted(-MarkerSize, -MarkerSize, MarkerSize, MarkerSize));

    QList<LabelCandidate> first; // query words: placed before the others
    QList<LabelCandidate> rest;
    QList<QRectF> obstacles; // markers
    const double radius = MarkerSize / 2.0;
    for (int i = 0; i < m_projection.sentences.size(); ++i) {
        const ProjectedSentence& sentence = m_projection.sentences.at(i);
        const QColor colour = accentcolour::sentence(sentence.sentenceIndex, base);
        for (int t = 0; t < sentence.words.size(); ++t) {
            const bool query = t == sentence.queryIndex;
            const QPointF from
                = toScene(sentence.staticPoints(t, 0), sentence.staticPoints(t, 1), m_staticSeries.at(i));
            const QPointF to
                = toScene(sentence.contextualPoints(t, 0), sentence.contextualPoints(t, 1), m_staticSeries.at(i));
            obstacles.append(QRectF(from - QPointF(radius, radius), QSizeF(MarkerSize, MarkerSize)));
            (query ? first : rest).append({ from, sentence.words.at(t), text, query });
            if (!m_contextualVisible)
                continue;
            obstacles.append(QRectF(to - QPointF(radius, radius), QSizeF(MarkerSize, MarkerSize)));
            (query ? first : rest).append({ to, sentence.words.at(t) + QStringLiteral("′"), colour, query });
            const QLineF line(from, to);
            if (line.length() < MarkerSize)
                continue;
            // The arrow ends at the edge of the filled marker, its head pointing at it.
            QLineF shaft = line;
            shaft.setLength(line.length() - radius - 1.0);
            QColor ink = colour;
            ink.setAlphaF(query ? 1.0f : 0.55f);
            painter->setPen(QPen(ink, query ? 2.2 : 1.2, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(shaft);
            const double head = query ? 9.0 : 7.0;
            const double angle = std::atan2(-(shaft.dy()), shaft.dx());
            const QPointF tip = shaft.p2();
            const QPointF left = tip - QPointF(std::cos(angle - Pi / 7) * head, -std::sin(angle - Pi / 7) * head);
            const QPointF right = tip - QPointF(std::cos(angle + Pi / 7) * head, -std::sin(angle + Pi / 7) * head);
            QPainterPath arrow;
            arrow.moveTo(tip);
            arrow.lineTo(left);
            arrow.lineTo(right);
            arrow.closeSubpath();
            painter->setPen(Qt::NoPen);
            painter->setBrush(ink);
            painter->drawPath(arrow);
        }
    }

    // Labels: the first free place around the point, or none at all.
    QList<QRectF> placed;
    QSet<QString> done; // one label for points that coincide (the same word's own vector)
    QFont normal = font();
    QFont bold = font();
    bold.setBold(true);
    const QList<LabelCandidate> candidates = first + rest;
    for (const LabelCandidate& label : candidates) {
        const QString key = label.text + QLatin1Char('@') + QString::number(std::lround(label.position.x()))
            + QLatin1Char(',') + QString::number(std::lround(label.position.y()));
        if (done.contains(key))
            continue;
        done.insert(key);
        const QFontMetricsF metrics(label.bold ? bold : normal);
        const QSizeF size(metrics.horizontalAdvance(label.text) + 4, metrics.height());
        const double gap = radius + 2;
        const double w = size.width();
        const double h = size.height();
        const QList<QPointF> offsets {
            { gap, -h / 2 },       { -gap - w, -h / 2 },     { -w / 2, -gap - h },       { -w / 2, gap },
            { gap, -gap - h + 2 }, { gap, gap - 2 },         { -gap - w, -gap - h + 2 }, { -gap - w, gap - 2 },
            { gap + 8, -h / 2 },   { -gap - w - 8, -h / 2 }, { -w / 2, -gap - h - 8 },   { -w / 2, gap + 8 },
        };
        for (const QPointF& offset : offsets) {
            const QRectF box(label.position + offset, size);
            if (!plot.contains(box))
                continue;
            const bool free
                = std::none_of(placed.cbegin(), placed.cend(), [&](const QRectF& r) { return r.intersects(box); })
                && std::none_of(obstacles.cbegin(), obstacles.cend(),
                                [&](const QRectF& r) { return r.intersects(box) && !r.contains(label.position); });
            if (!free)
                continue;
            placed.append(box);
            QColor halo = base;
            halo.setAlphaF(0.75f);
            painter->setPen(Qt::NoPen);
            painter->setBrush(halo);
            painter->drawRoundedRect(box, 3, 3);
            painter->setFont(label.bold ? bold : normal);
            painter->setPen(label.colour);
            painter->drawText(box, Qt::AlignCenter, label.text);
            m_drawnLabels.append(label.text);
            m_drawnLabelRects.append(mapFromScene(box).boundingRect());
            break;
        }
    }
    painter->restore();
}

} // namespace AttentionLab
