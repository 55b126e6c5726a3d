// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QWidget>

class QDoubleSpinBox;
class QSlider;
class QHBoxLayout;

namespace AttentionLab {

class ColourSwatch;

/// One slider per word, under the word's colour, whose weights always sum to
/// exactly 1: moving one re-balances the others proportionally
/// (colormix::rebalance). Weights can be typed in a spin box too.
class WeightSliderGroup : public QWidget
{
    Q_OBJECT
public:
    /// Sliders are integers: 1000 steps give three decimals.
    static constexpr int Steps = 1000;
    /// Past this many words the group shows the first ones only (the page says so).
    static constexpr int MaximumSliders = 48;

    explicit WeightSliderGroup(QWidget* parent = nullptr);

    /// Rebuilds the sliders when the words change; keeps them when only weights do.
    void setWords(const QStringList& words, const QList<QColor>& colours);
    /// Shows \a weights without emitting weightsChanged.
    void setWeights(const QList<double>& weights);
    QList<double> weights() const { return m_weights; }

    int sliderCount() const { return static_cast<int>(m_sliders.size()); }
    QSlider* slider(int index) const { return m_sliders.value(index); }
    QDoubleSpinBox* spinBox(int index) const { return m_spinBoxes.value(index); }

Q_SIGNALS:
    /// The user moved a slider or typed a weight; the new weights sum to 1.
    void weightsChanged(const QList<double>& weights);

protected:
    void changeEvent(QEvent* event) override;

private:
    void userChanged(int index, double value);
    void showWeights();
    void retranslate();

    QStringList m_words;
    QList<double> m_weights;
    QHBoxLayout* m_layout = nullptr;
    QList<QWidget*> m_columns;
    QList<ColourSwatch*> m_swatches;
    QList<QSlider*> m_sliders;
    QList<QDoubleSpinBox*> m_spinBoxes;
};

} // namespace AttentionLab
