// SPDX-License-Identifier: GPL-3.0-or-later
#include "weightslidergroup.h"

#include "colormix.h"
#include "colourswatch.h"
#include "numberformat.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace AttentionLab {

WeightSliderGroup::WeightSliderGroup(QWidget* parent)
    : QWidget(parent)
{
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(10);
    m_layout->addStretch(1);
}

void WeightSliderGroup::setWords(const QStringList& words, const QList<QColor>& colours)
{
    const QStringList shown = words.mid(0, MaximumSliders);
    if (shown == m_words.mid(0, MaximumSliders) && words.size() == m_words.size()) {
        for (int i = 0; i < m_swatches.size(); ++i)
            m_swatches[i]->setColour(colours.value(i));
        return;
    }
    m_words = words;
    qDeleteAll(m_columns);
    m_columns.clear();
    m_swatches.clear();
    m_sliders.clear();
    m_spinBoxes.clear();
    for (int i = 0; i < shown.size(); ++i) {
        auto* column = new QWidget(this);
        auto* layout = new QVBoxLayout(column);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(4);
        auto* swatch = new ColourSwatch(column);
        swatch->setColour(colours.value(i));
        swatch->setCaption(shown.at(i));
        auto* slider = new QSlider(Qt::Vertical, column);
        slider->setRange(0, Steps);
        slider->setPageStep(Steps / 20);
        slider->setSingleStep(Steps / 100);
        slider->setMinimumHeight(120);
        auto* spinBox = new QDoubleSpinBox(column);
        spinBox->setRange(0.0, 1.0);
        spinBox->setDecimals(2);
        spinBox->setSingleStep(0.01);
        spinBox->setKeyboardTracking(false);
        layout->addWidget(swatch, 0, Qt::AlignHCenter);
        layout->addWidget(slider, 1, Qt::AlignHCenter);
        layout->addWidget(spinBox, 0, Qt::AlignHCenter);
        m_layout->insertWidget(m_layout->count() - 1, column);
        connect(slider, &QSlider::valueChanged, this,
                [this, i](int value) { userChanged(i, static_cast<double>(value) / Steps); });
        connect(spinBox, &QDoubleSpinBox::valueChanged, this, [this, i](double value) { userChanged(i, value); });
        m_columns.append(column);
        m_swatches.append(swatch);
        m_sliders.append(slider);
        m_spinBoxes.append(spinBox);
    }
    m_weights = QList<double>(words.size(), words.isEmpty() ? 0.0 : 1.0 / words.size());
    retranslate();
    showWeights();
}

void WeightSliderGroup::setWeights(const QList<double>& weights)
{
    if (weights.size() != m_words.size())
        return;
    m_weights = weights;
    showWeights();
}

void WeightSliderGroup::userChanged(int index, double value)
{
    // Ignore the echo of our own setValue() calls (a slider rounds to 1/1000).
    if (index >= m_weights.size() || std::abs(value - m_weights.at(index)) < 0.5 / Steps)
        return;
    m_weights = colormix::rebalance(m_weights, index, value);
    showWeights();
    Q_EMIT weightsChanged(m_weights);
}

void WeightSliderGroup::showWeights()
{
    for (int i = 0; i < m_sliders.size(); ++i) {
        const QSignalBlocker sliderBlocker(m_sliders[i]);
        const QSignalBlocker spinBlocker(m_spinBoxes[i]);
        m_sliders[i]->setValue(static_cast<int>(std::lround(m_weights.value(i) * Steps)));
        m_spinBoxes[i]->setValue(m_weights.value(i));
        m_sliders[i]->setAccessibleDescription(numberformat::value(m_weights.value(i)));
    }
}

void WeightSliderGroup::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void WeightSliderGroup::retranslate()
{
    for (int i = 0; i < m_sliders.size(); ++i) {
        const QString name = tr("Weight of “%1”").arg(m_words.at(i));
        m_sliders[i]->setAccessibleName(name);
        m_sliders[i]->setToolTip(name);
        m_spinBoxes[i]->setAccessibleName(name);
        m_spinBoxes[i]->setToolTip(name);
    }
}

} // namespace AttentionLab
