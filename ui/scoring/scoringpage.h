// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace AttentionLab {

class BarChart;
class FormulaView;
class SentenceChips;
class SentenceSelector;
class TokenModel;
class WhenShown;
class Workspace;

/// Chapter 3, where the weights come from: dot-product scores with every word,
/// then softmax. Two bar charts of the TokenModel's numbers, the arithmetic written
/// out with the selected word's numbers, and the temperature.
class ScoringPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    /// Charts of a pasted paragraph show the first words only.
    static constexpr int MaximumBars = 40;

    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit ScoringPage(Workspace* workspace, QWidget* parent = nullptr);

    TokenModel* model() const { return m_model; }
    SentenceChips* chips() const { return m_chips; }
    /// The two charts: the query word's scores (divided by the temperature) and its weights.
    BarChart* scoreChart() const { return m_scoreChart; }
    BarChart* weightChart() const { return m_weightChart; }
    QSlider* temperatureSlider() const { return m_temperatureSlider; }
    QDoubleSpinBox* temperatureBox() const { return m_temperatureBox; }
    QString formulaText() const;
    QString entropyText() const;
    QComboBox* sentenceSelector() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();
    void showTemperature(double temperature);

    Workspace* m_workspace;
    TokenModel* m_model = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_sentenceLabel = nullptr;
    SentenceSelector* m_sentenceSelector = nullptr;
    QLabel* m_pickHint = nullptr;
    SentenceChips* m_chips = nullptr;
    BarChart* m_scoreChart = nullptr;
    BarChart* m_weightChart = nullptr;
    FormulaView* m_formulas = nullptr;
    QLabel* m_temperatureLabel = nullptr;
    QSlider* m_temperatureSlider = nullptr;
    QDoubleSpinBox* m_temperatureBox = nullptr;
    QLabel* m_entropy = nullptr;
    QLabel* m_note = nullptr;
    WhenShown* m_whenShown = nullptr; ///< refreshes held back while another chapter is on show
    FigureList m_figures;
};

} // namespace AttentionLab
