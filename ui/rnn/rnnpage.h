// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include <Eigen/Core>
#include <QStringList>
#include <QWidget>

class QChart;
class QChartView;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QPushButton;
class QRadioButton;
class QScatterSeries;
class QTabWidget;
class QTableView;
class QTableWidget;
class QTimer;
class QValueAxis;

namespace AttentionLab {

class SentenceSelector;
struct InfluenceCurves;
struct InfluenceResult;

class AttentionArrowsView;
class RnnAnalysis;
class RnnChainView;
class SequenceCostModel;
class WhenShown;
class Workspace;

/// Chapter 6, what attention changed: an RNN reading the sentence word by word
/// (animated, one step per tick) beside self-attention connecting every pair at
/// once; how the first word's influence fades with distance; steps and path
/// length against sentence length; and Table 1 of "Attention Is All You Need"
/// next to the same figures counted on the current sentence. Every number comes
/// from the core: the Workspace's RnnAnalysis (states, long example, influence
/// curves) and sequencecomparison; the page asks for what it shows.
class RnnPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    enum class InfluenceSource
    {
        CurrentSentence,
        LongExample,
    };
    /// Milliseconds between two words while playing.
    static constexpr int DefaultStepInterval = 700;
    /// The steps chart covers sentences of 1 to this many words.
    static constexpr int StepsChartMaximumLength = 512;

    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit RnnPage(Workspace* workspace, QWidget* parent = nullptr);
    ~RnnPage() override;

    int sentenceIndex() const;
    QComboBox* sentenceSelector() const;
    /// Words in the shown sentence.
    int length() const { return static_cast<int>(m_words.size()); }
    /// How many words the RNN has read (0..length()).
    int step() const { return m_step; }
    bool isPlaying() const;
    QString stepCounterText() const;
    /// The note under the page (empty sentence, arrows capped); empty when none.
    QString note() const;

    QPushButton* playButton() const { return m_playButton; }
    QPushButton* pauseButton() const { return m_pauseButton; }
    QPushButton* stepButton() const { return m_stepButton; }
    QPushButton* resetButton() const { return m_resetButton; }
    QTimer* animationTimer() const { return m_timer; }
    RnnChainView* chainView() const { return m_chainView; }
    AttentionArrowsView* arrowsView() const { return m_arrowsView; }
    QTabWidget* tabs() const { return m_tabs; }

    InfluenceSource influenceSource() const { return m_influenceSource; }
    void setInfluenceSource(InfluenceSource source);
    QRadioButton* currentSentenceButton() const { return m_currentSentenceButton; }
    QRadioButton* longExampleButton() const { return m_longExampleButton; }
    /// The long example as the Workspace's tokenizer splits it.
    QStringList longExampleWords() const;

    // The influence getters first bring a hidden page's curves up to date.
    QChartView* influenceChartView() const;
    /// Whether the influence curves of a long sentence are still being worked out
    /// (false for a hidden page that has not started on them).
    bool isComputingInfluence() const;
    /// What the influence chart shows (beside it, as its title): which sentence, which first word.
    QString influenceTitle() const;
    /// What the shown curves say, beside the chart (depends on the sentence plotted).
    QString influenceCaption() const;
    /// Under the chart: what "influence" means and where the RNN's weights come from.
    QLabel* influenceDefinitionLabel() const { return m_influenceDefinition; }
    /// Under the chart while the long example is plotted: its words.
    QLabel* longExampleLabel() const { return m_longExampleLabel; }
    QLineSeries* recurrentInfluenceSeries() const;
    QLineSeries* attentionInfluenceSeries() const;
    QChartView* stepsChartView() const { return m_stepsView; }
    QLineSeries* recurrentStepsSeries() const { return m_recurrentSteps; }
    QLineSeries* recurrentPathSeries() const { return m_recurrentPath; }
    QLineSeries* attentionStepsSeries() const { return m_attentionSteps; }
    QLineSeries* attentionPathSeries() const { return m_attentionPath; }
    QScatterSeries* currentLengthSeries() const { return m_currentLength; }

    QTableWidget* paperTable() const { return m_paperTable; }
    QTableView* measuredTable() const { return m_measuredTable; }
    SequenceCostModel* costModel() const { return m_costModel; }

public Q_SLOTS:
    /// Reads one word per tick until the end (from the start again when at the end).
    void play();
    void pause();
    /// Reads the next word: one sequential step.
    void stepOnce();
    /// Back to before the first word.
    void reset();

Q_SIGNALS:
    void stepChanged(int step);

protected:
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void retranslate();
    void updateInfluenceCaption();
    void updateLongExampleLabel();
    void updateSentence();
    void updateLongExample();
    /// Works the influence curves out, or marks them stale while the page is hidden.
    void updateInfluenceChart();
    void computeInfluenceChart();
    void ensureInfluenceUpToDate() const;
    void showInfluence(const InfluenceResult& result);
    void updateStepsChart();
    void updateCurrentLengthMarker();
    void updateTexts();
    void updateButtons();
    void applyPalette();
    void setStep(int step);
    void fillPaperTable();
    QWidget* createInfluenceTab();
    QWidget* createStepsTab();
    QWidget* createTableTab();

    Workspace* m_workspace;
    RnnAnalysis* m_analysis;
    QStringList m_words;
    Eigen::MatrixXd m_vectors;
    int m_step = 0;
    QTimer* m_timer = nullptr;

    QLabel* m_intro = nullptr;
    QLabel* m_sentenceLabel = nullptr;
    SentenceSelector* m_sentenceSelector = nullptr;
    QPushButton* m_playButton = nullptr;
    QPushButton* m_pauseButton = nullptr;
    QPushButton* m_stepButton = nullptr;
    QPushButton* m_resetButton = nullptr;
    QLabel* m_stepCounter = nullptr;
    QGroupBox* m_recurrentBox = nullptr;
    QGroupBox* m_attentionBox = nullptr;
    RnnChainView* m_chainView = nullptr;
    AttentionArrowsView* m_arrowsView = nullptr;
    QTabWidget* m_tabs = nullptr;
    QLabel* m_note = nullptr;

    InfluenceSource m_influenceSource = InfluenceSource::CurrentSentence;
    bool m_influenceStale = false; ///< the words changed while the page was hidden
    bool m_everShown = false; ///< ShowToParent came at least once
    WhenShown* m_whenShown = nullptr; ///< the sentence held back while another chapter is on show
    QRadioButton* m_currentSentenceButton = nullptr;
    QRadioButton* m_longExampleButton = nullptr;
    QChart* m_influenceChart = nullptr;
    QChartView* m_influenceView = nullptr;
    QLineSeries* m_recurrentInfluence = nullptr;
    QLineSeries* m_attentionInfluence = nullptr;
    QValueAxis* m_distanceAxis = nullptr;
    QLogValueAxis* m_influenceAxis = nullptr;
    QWidget* m_influenceColumn = nullptr; ///< beside the chart or under it: title, choice, caption
    QLabel* m_influenceTitle = nullptr;
    QLabel* m_influenceCaption = nullptr;
    QLabel* m_influenceDefinition = nullptr;
    QLabel* m_longExampleLabel = nullptr;
    /// What the last curves shown say (sequencecomparison::readInfluence), for the caption.
    struct ShownInfluence
    {
        bool valid = false;
        bool longExample = false;
        int words = 0;
        bool recurrentFades = false;
        QList<int> attentionBelowRecurrent;
    } m_shownInfluence;

    QChart* m_stepsChart = nullptr;
    QChartView* m_stepsView = nullptr;
    QLineSeries* m_recurrentSteps = nullptr;
    QLineSeries* m_recurrentPath = nullptr;
    QLineSeries* m_attentionSteps = nullptr;
    QLineSeries* m_attentionPath = nullptr;
    QScatterSeries* m_currentLength = nullptr;
    QLogValueAxis* m_lengthAxis = nullptr;
    QLogValueAxis* m_countAxis = nullptr;
    QWidget* m_stepsColumn = nullptr;
    QLabel* m_stepsTitle = nullptr;
    QLabel* m_stepsCaption = nullptr;

    QLabel* m_paperCaption = nullptr;
    QTableWidget* m_paperTable = nullptr;
    QLabel* m_paperLegend = nullptr;
    QLabel* m_paperExplanation = nullptr;
    QLabel* m_measuredCaption = nullptr;
    QTableView* m_measuredTable = nullptr;
    SequenceCostModel* m_costModel = nullptr;
    QLabel* m_measuredNote = nullptr;
    FigureList m_figures;
};

} // namespace AttentionLab
