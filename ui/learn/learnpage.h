// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"
#include "learnedsentence.h"

#include <QList>
#include <QWidget>

class QCheckBox;
class QChart;
class QChartView;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QLineSeries;
class QPushButton;
class QSlider;
class QSpinBox;
class QValueAxis;

namespace AttentionLab {

class AttentionMatrixModel;
class CodeView;
class HeatmapView;
class TrainingJob;
class VectorBars;
class WhenShown;
class Workspace;

/// Chapter 8, attention that learns: W_Q, W_K, W_V and W_O trained in front
/// of the learner on the sense corpus, with live loss and accuracy curves, a
/// step scrubber, every head's weights on sentence 1, what each head's query
/// looks for, the sense predicted for the sentence bar's sentences, and the
/// PyTorch code that reproduces the run. Training runs in core's TrainingJob.
/// Its figures: the curves, the heads' panel and head 1's weights.
class LearnPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();

    explicit LearnPage(Workspace* workspace, QWidget* parent = nullptr);
    ~LearnPage() override;

    TrainingJob* job() const { return m_job; }
    const FigureList& figures() const override { return m_figures; }
    /// Puts \a settings into the controls (the seed has none) and resets the run.
    void setSettings(const LearnedSettings& settings);
    /// Trains to the last step and returns when the page shows it (--train
    /// with --grab or --export-figure: a figure of the finished run).
    void trainToTheLastStep();
    QPushButton* trainButton() const { return m_trainButton; }
    QPushButton* stepButton() const { return m_stepButton; }
    QPushButton* resetButton() const { return m_resetButton; }
    QSpinBox* headsBox() const { return m_headCount; }
    QSpinBox* keyDimensionBox() const { return m_keyDimension; }
    QSpinBox* stepsBox() const { return m_steps; }
    QDoubleSpinBox* learningRateBox() const { return m_learningRate; }
    QCheckBox* scaledBox() const { return m_scaled; }
    QCheckBox* causalBox() const { return m_causal; }
    QSlider* scrubber() const { return m_scrubber; }
    QLineSeries* lossSeries() const { return m_lossSeries; }
    QLineSeries* accuracySeries() const { return m_accuracySeries; }
    /// The recorded step on display.
    int shownStep() const;
    /// Sentence 1 through the model at the shown step.
    const LearnedSentence& shownSentence() const { return m_sentence; }
    int visibleHeads() const;
    HeatmapView* headView(int head) const { return m_headWidgets.at(head).view; }
    HeatmapView* queryKeyView(int head) const { return m_headWidgets.at(head).queryKeyView; }
    QString headSummary(int head) const;
    QString accuracyText() const;
    QString predictionText() const;
    CodeView* codeView() const { return m_code; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct HeadWidgets
    {
        QWidget* box = nullptr;
        QLabel* title = nullptr;
        HeatmapView* view = nullptr;
        AttentionMatrixModel* model = nullptr;
        QLabel* summary = nullptr;
        HeatmapView* queryKeyView = nullptr;
        AttentionMatrixModel* queryKeyModel = nullptr;
        VectorBars* value = nullptr;
    };

    void retranslate();
    void styleChart();
    void applySettings();
    void historyReset();
    void historyGrew();
    void showRecord(int index);
    /// The sentence bar changed: shows the record again if a sentence's text did.
    void sentencesEdited();
    void updateButtons();
    void updateAccuracies();
    void updatePredictions();
    void updateCode();
    HeadWidgets makeHead(QWidget* parent);

    Workspace* m_workspace = nullptr;
    TrainingJob* m_job = nullptr;
    LearnedSentence m_sentence;
    QStringList m_shownTexts; ///< the sentences' texts when the record was last shown

    QLabel* m_intro = nullptr;
    QPushButton* m_trainButton = nullptr;
    QPushButton* m_stepButton = nullptr;
    QPushButton* m_resetButton = nullptr;
    QLabel* m_learningRateLabel = nullptr;
    QDoubleSpinBox* m_learningRate = nullptr;
    QLabel* m_stepsLabel = nullptr;
    QSpinBox* m_steps = nullptr;
    QLabel* m_headsLabel = nullptr;
    QSpinBox* m_headCount = nullptr;
    QLabel* m_keyDimensionLabel = nullptr;
    QSpinBox* m_keyDimension = nullptr;
    QCheckBox* m_scaled = nullptr;
    QCheckBox* m_causal = nullptr;
    QLabel* m_accuracies = nullptr;
    QChart* m_chart = nullptr;
    QChartView* m_chartView = nullptr;
    QLineSeries* m_lossSeries = nullptr;
    QLineSeries* m_accuracySeries = nullptr;
    QValueAxis* m_stepAxis = nullptr;
    QValueAxis* m_lossAxis = nullptr;
    QValueAxis* m_accuracyAxis = nullptr;
    QLabel* m_scrubberLabel = nullptr;
    QSlider* m_scrubber = nullptr;
    QLabel* m_stepLabel = nullptr;
    QLabel* m_headsIntro = nullptr;
    QWidget* m_headsPanel = nullptr;
    QGridLayout* m_headsGrid = nullptr;
    QList<HeadWidgets> m_headWidgets;
    QLabel* m_queryKeyIntro = nullptr;
    QLabel* m_predictionsTitle = nullptr;
    QLabel* m_predictions = nullptr;
    QLabel* m_codeIntro = nullptr;
    CodeView* m_code = nullptr;
    WhenShown* m_whenShown = nullptr; ///< refreshes held back while another chapter is on show
    FigureList m_figures;
};

} // namespace AttentionLab
