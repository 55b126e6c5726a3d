// SPDX-License-Identifier: GPL-3.0-or-later
#include "nextpage.h"

#include "chartstyle.h"
#include "numberformat.h"
#include "paragraphlabel.h"
#include "saturation.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace AttentionLab {

namespace {
constexpr int ChartHeight = 260; // at 100 % zoom
} // namespace

QString NextPage::title()
{
    return tr("7 · What is still missing");
}

NextPage::NextPage(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("nextPage"));
    m_intro = new ParagraphLabel(this);
    m_intro->setTextFormat(Qt::RichText);

    m_dimensionLabel = new QLabel(this);
    m_dimensionSlider = new QSlider(Qt::Horizontal, this);
    m_dimensionSlider->setRange(1, 9); // d = 2^1 .. 2^9
    m_dimensionSlider->setValue(2);
    m_dimensionSlider->setPageStep(1);
    m_dimensionSlider->setTickPosition(QSlider::TicksBelow);
    m_dimensionLabel->setBuddy(m_dimensionSlider);
    m_dimensionValue = new QLabel(this);
    m_dimensionValue->setMinimumWidth(60);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_dimensionLabel);
    controls->addWidget(m_dimensionSlider, 1);
    controls->addWidget(m_dimensionValue);

    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_series = new QBarSeries(m_chart);
    m_series->append(new QBarSet(QString()));
    m_series->append(new QBarSet(QString()));
    // Upright labels above the bars: neighbours never overlap, even when tiny.
    m_series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    chartstyle::setBarLabels(m_series, 1.0); // weights: at most 1
    m_series->setLabelsAngle(-90);
    m_chart->addSeries(m_series);
    auto* categories = new QBarCategoryAxis(m_chart);
    auto* values = new QValueAxis(m_chart);
    m_chart->addAxis(categories, Qt::AlignBottom);
    m_chart->addAxis(values, Qt::AlignLeft);
    // Room for the labels above a bar of 1, on round ticks: 0, 0.2, ..., 1.2 (a range of
    // 1.15 in six steps made 0.23, 0.46, ...).
    values->setRange(0, 1.2);
    values->setTickCount(7);
    values->setLabelFormat(numberformat::axisLabelFormat(numberformat::decimalsFor(0.2)));
    m_series->attachAxis(categories);
    m_series->attachAxis(values);
    m_view = new QChartView(m_chart, this);
    m_view->setRenderHint(QPainter::Antialiasing);
    chartstyle::setMinimumHeight(m_view, ChartHeight);
    m_view->setFocusPolicy(Qt::NoFocus); // nothing to operate; its description carries the numbers

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_summary);

    connect(m_dimensionSlider, &QSlider::valueChanged, this, &NextPage::refresh);
    m_figures.add(
        QStringLiteral("next-scaling"), [] { return tr("Softmax with and without dividing by √d"); }, m_view);
    retranslate();
}

int NextPage::dimension() const
{
    return 1 << m_dimensionSlider->value();
}

QBarSet* NextPage::unscaledBars() const
{
    return m_series->barSets().value(0);
}

QBarSet* NextPage::scaledBars() const
{
    return m_series->barSets().value(1);
}

QString NextPage::summaryText() const
{
    return m_summary->text();
}

void NextPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        refresh(); // the chart's colours and fonts (the window's zoom) are set on it, not inherited
        chartstyle::setMinimumHeight(m_view, ChartHeight);
    }
    QWidget::changeEvent(event);
}

void NextPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>Everything so far is fixed: the vectors come from the vocabulary and the weights follow from "
           "them. <b>Nothing is learnable</b>, so a model cannot learn <i>where</i> to attend. Chapter 8, next, "
           "gives attention parameters: each word is projected three ways, into a <b>query</b> (what it looks "
           "for), a <b>key</b> (what it offers) and a <b>value</b> (what it passes on); scores are query·key and "
           "the weighted sum mixes values. And the scores are divided by √d, the square root of the "
           "dimension.</p><p>Why √d? Dot products of random d-dimensional vectors grow like √d. Move the slider: "
           "without scaling, softmax puts almost everything on one key as d grows, and learning stalls; divided "
           "by √d, the weights stay soft at every size. (One random query, %1 random keys with unit-variance "
           "components.)</p>")
            .arg(Keys));
    m_dimensionLabel->setText(tr("&Dimension d:"));
    m_dimensionSlider->setAccessibleName(tr("Dimension d"));
    m_dimensionSlider->setToolTip(tr("Dimension of the random query and key vectors"));
    unscaledBars()->setLabel(tr("softmax(q·k)"));
    scaledBars()->setLabel(tr("softmax(q·k / √d)"));
    m_view->setAccessibleName(tr("Softmax weights with and without scaling"));
    refresh();
}

void NextPage::refresh()
{
    const int d = dimension();
    const SaturationDemo demo = SaturationDemo::compute(d, Keys);
    QBarSet* unscaled = unscaledBars();
    QBarSet* scaled = scaledBars();
    unscaled->remove(0, unscaled->count());
    scaled->remove(0, scaled->count());
    QStringList keys;
    for (int i = 0; i < Keys; ++i) {
        // Rounded as the page writes them: Qt labels the bars with %g, which wrote 2.1e-19.
        unscaled->append(numberformat::rounded(demo.unscaledWeights[i]));
        scaled->append(numberformat::rounded(demo.scaledWeights[i]));
        keys.append(tr("key %1").arg(i + 1));
    }
    const auto axes = m_chart->axes(Qt::Horizontal);
    if (auto* categories = qobject_cast<QBarCategoryAxis*>(axes.value(0)))
        categories->setCategories(keys);
    m_dimensionValue->setText(QStringLiteral("d = %1").arg(d));
    chartstyle::apply(m_chart, palette(), font());
    const chartstyle::Colours colours = chartstyle::Colours::fromPalette(palette());
    unscaled->setLabelColor(colours.text);
    scaled->setLabelColor(colours.text);
    chartstyle::setTitle(m_chart, tr("Weights of %1 keys for one query, d = %2").arg(Keys).arg(d));
    m_summary->setText(
        tr("Largest weight without scaling: %1; with scaling by √%2: %3. Spread of the scores: "
           "standard deviation %4 (grows like √d).")
            .arg(numberformat::value(demo.unscaledWeights.maxCoeff()))
            .arg(d)
            .arg(numberformat::value(demo.scaledWeights.maxCoeff()))
            .arg(numberformat::value(std::sqrt((demo.scores.array() - demo.scores.mean()).square().sum() / Keys))));
    // The slider's own value is a position, not d; the chart's numbers are in the summary.
    m_dimensionSlider->setAccessibleDescription(m_dimensionValue->text());
    m_view->setAccessibleDescription(m_summary->text());
}

} // namespace AttentionLab
