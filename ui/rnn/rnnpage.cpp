// SPDX-License-Identifier: GPL-3.0-or-later
#include "rnnpage.h"

#include "paragraphlabel.h"
#include "sentenceselector.h"

#include "accentcolour.h"
#include "attentionarrowsview.h"
#include "chartstyle.h"
#include "flowlayout.h"
#include "language.h"
#include "models/sequencecostmodel.h"
#include "numberformat.h"
#include "reflowrow.h"
#include "rnn.h"
#include "rnnanalysis.h"
#include "rnnchainview.h"
#include "sequencecolours.h"
#include "sequencecomparison.h"
#include "whenshown.h"
#include "workspace.h"

#include <QButtonGroup>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusTipEvent>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {

// The chart points of a curve: (distance from word 1, value). A log axis cannot
// show zero, so a value that underflowed to 0 (or is not finite) is left out
// rather than changed.
QList<QPointF> influencePoints(const Eigen::VectorXd& values)
{
    QList<QPointF> points;
    points.reserve(values.size());
    for (Eigen::Index t = 0; t < values.size(); ++t) {
        if (std::isfinite(values[t]) && values[t] > 0)
            points.append(QPointF(static_cast<qreal>(t), values[t]));
    }
    return points;
}

// A chart view whose size hint follows the type, not the size it last had: a QChartView hints at
// its scene, which follows the view. Grown once at a larger zoom, it would ask for that size ever
// after, making the page, and the figures rendered from it at 100 %, another size.
class ChartView : public QChartView
{
public:
    using QChartView::QChartView;
    QSize sizeHint() const override { return QSize(16, 11) * fontMetrics().height(); }
};

QChartView* makeChartView(QChart* chart, QWidget* parent)
{
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new ChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(160);
    view->setFocusPolicy(Qt::NoFocus); // nothing to operate; the accessible description carries the numbers
    return view;
}

// A caption asks for at least the height its lines need at the width it has: above it, the splitter
// under the animation knows no height-for-width, and gave a tab too few lines at Present's zoom.
// The tab then grows, and the page scrolls down.
class Caption : public ParagraphLabel
{
public:
    using ParagraphLabel::ParagraphLabel;
    QSize minimumSizeHint() const override
    {
        QSize hint = QLabel::minimumSizeHint();
        // Before its first layout a label has a made-up width, whose lines mean nothing.
        if (testAttribute(Qt::WA_Resized) && width() > 0)
            hint.setHeight(std::max(hint.height(), heightForWidth(width())));
        return hint;
    }

protected:
    void resizeEvent(QResizeEvent* event) override
    {
        QLabel::resizeEvent(event);
        if (event->oldSize().width() != event->size().width())
            updateGeometry(); // another width, another number of lines
    }
};

// The text beside a chart: as wide as it is made at least (about 16 characters a line, the
// chart takes the rest) while beside the chart, the whole width when under it.
class SideColumn : public QWidget
{
public:
    using QWidget::QWidget;
    QSize sizeHint() const override { return QSize(minimumWidth(), QWidget::sizeHint().height()); }
};

QLabel* makeCaption(QWidget* parent)
{
    auto* label = new Caption(parent);
    label->setTextFormat(Qt::RichText);
    return label;
}

// Columns and rows as wide and tall as their text; the table itself then takes
// exactly that size (QAbstractScrollArea::AdjustToContents, set where it is made):
// no empty band under the last row.
void fitToContents(QTableView* table)
{
    table->resizeColumnsToContents();
    table->resizeRowsToContents();
}

// Wide enough for about 16 characters a line, in any font.
int sideColumnWidth(const QWidget* widget)
{
    return 18 * widget->fontMetrics().height();
}

// The least width a chart beside its column keeps: its axes' words and a plot to read.
int chartBesideColumnWidth(const QWidget* widget)
{
    return 16 * widget->fontMetrics().height();
}

// The column beside a chart: the page is wider than it is tall, so the text that explains a
// chart goes next to it rather than under it, while both fit their least widths (at 100 % in
// any window the app fits); under it at a larger zoom, where beside it the text would need more
// lines than the tab has room for. \a column gets the column widget, sized by sizeSideColumn().
QVBoxLayout* besideChart(QWidget* parent, QChartView* chart, QWidget** column)
{
    auto* row = new ReflowRow(parent);
    // The chart's least width is its holder's: set on a view in a hidden tab it would resize the
    // view, and so the figure rendered from it, at every zoom.
    auto* holder = new QWidget(row);
    auto* holderLayout = new QVBoxLayout(holder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    holderLayout->addWidget(chart);
    row->addWidget(holder, 1);
    *column = new SideColumn(row);
    row->addWidget(*column);
    auto* layout = new QVBoxLayout(*column);
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

// The zoom scales the type; the widths of a chart and its column follow it.
void sizeSideColumn(QChartView* chart, QWidget* column)
{
    chart->parentWidget()->setMinimumWidth(chartBesideColumnWidth(column));
    column->setMinimumWidth(sideColumnWidth(column));
}

} // namespace

QString RnnPage::title()
{
    return tr("6 · RNN versus attention");
}

RnnPage::RnnPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_analysis(workspace->rnnAnalysis())
{
    m_whenShown = new WhenShown(this, [this] { updateSentence(); });
    setObjectName(QStringLiteral("rnnPage"));
    m_timer = new QTimer(this);
    m_timer->setInterval(DefaultStepInterval);
    m_costModel = new SequenceCostModel(this);

    m_intro = makeCaption(this);

    m_sentenceLabel = new QLabel(this);
    m_sentenceSelector = new SentenceSelector(m_workspace, this);
    m_sentenceSelector->setLabel(m_sentenceLabel);
    m_playButton = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-start")), QString(), this);
    m_pauseButton = new QPushButton(QIcon::fromTheme(QStringLiteral("media-playback-pause")), QString(), this);
    m_stepButton = new QPushButton(QIcon::fromTheme(QStringLiteral("media-skip-forward")), QString(), this);
    m_resetButton = new QPushButton(QIcon::fromTheme(QStringLiteral("media-skip-backward")), QString(), this);
    m_stepCounter = new QLabel(this);
    m_stepCounter->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_stepCounter->setWordWrap(true); // beside the buttons it may have little room

    // The controls wrap into rows when the page is narrow (Present's zoom on a projector).
    auto* sentenceGroup = new QHBoxLayout;
    sentenceGroup->addWidget(m_sentenceLabel);
    sentenceGroup->addWidget(m_sentenceSelector);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_playButton);
    buttons->addWidget(m_pauseButton);
    buttons->addWidget(m_stepButton);
    buttons->addWidget(m_resetButton);
    auto* controls = new FlowLayout;
    controls->setSpacing(16);
    controls->addLayout(sentenceGroup);
    controls->addLayout(buttons);
    controls->addWidget(m_stepCounter);

    m_recurrentBox = new QGroupBox(this);
    m_chainView = new RnnChainView(m_recurrentBox);
    auto* recurrentLayout = new QVBoxLayout(m_recurrentBox);
    recurrentLayout->setContentsMargins(4, 4, 4, 4);
    recurrentLayout->addWidget(m_chainView);
    m_attentionBox = new QGroupBox(this);
    m_arrowsView = new AttentionArrowsView(m_attentionBox);
    auto* attentionLayout = new QVBoxLayout(m_attentionBox);
    attentionLayout->setContentsMargins(4, 4, 4, 4);
    attentionLayout->addWidget(m_arrowsView);
    // Side by side, or one under the other when their titles do not fit beside each other (Present's zoom).
    auto* sideBySide = new ReflowRow(this);
    sideBySide->setObjectName(QStringLiteral("rnnPictures"));
    sideBySide->addWidget(m_recurrentBox, 1);
    sideBySide->addWidget(m_attentionBox, 1);

    m_tabs = new QTabWidget(this);
    m_tabs->addTab(createInfluenceTab(), QString());
    m_tabs->addTab(createStepsTab(), QString());
    m_tabs->addTab(createTableTab(), QString());

    // The animation and the charts share the height; either can be given more.
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(sideBySide);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    // In a small window the page scrolls rather than squeezing the charts unreadable.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_note);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("rnnPageScroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the controls; the area scrolls to show them
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    connect(m_playButton, &QPushButton::clicked, this, &RnnPage::play);
    connect(m_pauseButton, &QPushButton::clicked, this, &RnnPage::pause);
    connect(m_stepButton, &QPushButton::clicked, this, &RnnPage::stepOnce);
    connect(m_resetButton, &QPushButton::clicked, this, &RnnPage::reset);
    connect(m_timer, &QTimer::timeout, this, [this] {
        setStep(m_step + 1);
        if (m_step >= length())
            pause();
    });
    connect(m_sentenceSelector, &SentenceSelector::sentenceChosen, this, &RnnPage::updateSentence);
    connect(m_longExampleButton, &QRadioButton::toggled, this, [this](bool longExample) {
        setInfluenceSource(longExample ? InfluenceSource::LongExample : InfluenceSource::CurrentSentence);
    });

    connect(m_workspace, &Workspace::sentenceChanged, this, [this](int index) {
        if (index == sentenceIndex())
            updateSentence();
    });
    connect(m_workspace, &Workspace::temperatureChanged, this, [this] {
        updateInfluenceChart();
        updateTexts();
    });
    connect(m_workspace, &Workspace::vocabularyChanged, this, [this] {
        updateLongExample();
        updateSentence();
    });
    connect(m_analysis, &RnnAnalysis::influenceReady, this, &RnnPage::showInfluence);

    updateStepsChart();
    applyPalette();
    sizeSideColumn(m_influenceView, m_influenceColumn);
    sizeSideColumn(m_stepsView, m_stepsColumn);
    m_figures.add(
        QStringLiteral("rnn-chain"), [] { return tr("The RNN reading word by word"); }, m_chainView);
    m_figures.add(
        QStringLiteral("rnn-arrows"), [] { return tr("Attention connecting every pair"); }, m_arrowsView);
    m_figures.add(
        QStringLiteral("rnn-influence"), [] { return tr("Influence of the first word"); }, m_influenceView);
    m_figures.add(
        QStringLiteral("rnn-steps"), [] { return tr("Sequential steps by sentence length"); }, m_stepsView);
    retranslate(); // also builds the sentence selector and shows sentence 1
}

RnnPage::~RnnPage() = default;

QWidget* RnnPage::createInfluenceTab()
{
    auto* tab = new QWidget(this);
    m_currentSentenceButton = new QRadioButton(tab);
    m_longExampleButton = new QRadioButton(tab);
    m_currentSentenceButton->setChecked(true);
    auto* group = new QButtonGroup(tab);
    group->addButton(m_currentSentenceButton);
    group->addButton(m_longExampleButton);

    m_influenceChart = new QChart;
    m_recurrentInfluence = new QLineSeries(m_influenceChart);
    m_attentionInfluence = new QLineSeries(m_influenceChart);
    m_influenceChart->addSeries(m_recurrentInfluence);
    m_influenceChart->addSeries(m_attentionInfluence);
    m_distanceAxis = new QValueAxis(m_influenceChart);
    m_distanceAxis->setLabelFormat(QStringLiteral("%d"));
    m_influenceAxis = new QLogValueAxis(m_influenceChart);
    m_influenceAxis->setLabelFormat(QStringLiteral("%g"));
    m_influenceChart->addAxis(m_distanceAxis, Qt::AlignBottom);
    m_influenceChart->addAxis(m_influenceAxis, Qt::AlignLeft);
    for (QLineSeries* series : { m_recurrentInfluence, m_attentionInfluence }) {
        series->attachAxis(m_distanceAxis);
        series->attachAxis(m_influenceAxis);
    }
    m_influenceView = makeChartView(m_influenceChart, tab);
    m_influenceTitle = makeCaption(tab);
    m_influenceCaption = makeCaption(tab);

    m_influenceDefinition = makeCaption(tab);
    m_longExampleLabel = makeCaption(tab);
    m_longExampleLabel->setObjectName(QStringLiteral("longExampleText"));
    m_longExampleLabel->setVisible(false);

    // The chart with its side column, and under both what "influence" means.
    QVBoxLayout* column = besideChart(tab, m_influenceView, &m_influenceColumn);
    auto* tabLayout = new QVBoxLayout(tab);
    tabLayout->addWidget(m_influenceColumn->parentWidget(), 1);
    tabLayout->addWidget(m_longExampleLabel);
    tabLayout->addWidget(m_influenceDefinition);
    column->addWidget(m_influenceTitle);
    column->addSpacing(4);
    column->addWidget(m_currentSentenceButton);
    column->addWidget(m_longExampleButton);
    column->addSpacing(8);
    column->addWidget(m_influenceCaption);
    column->addStretch(1);
    return tab;
}

QWidget* RnnPage::createStepsTab()
{
    auto* tab = new QWidget(this);
    m_stepsChart = new QChart;
    m_recurrentPath = new QLineSeries(m_stepsChart);
    m_recurrentSteps = new QLineSeries(m_stepsChart);
    m_attentionPath = new QLineSeries(m_stepsChart);
    m_attentionSteps = new QLineSeries(m_stepsChart);
    m_currentLength = new QScatterSeries(m_stepsChart);
    m_currentLength->setMarkerSize(11);
    // The wide pale path lines go first, so the thin steps lines show on top of them.
    for (QXYSeries* series : std::initializer_list<QXYSeries*> { m_recurrentPath, m_attentionPath, m_recurrentSteps,
                                                                 m_attentionSteps, m_currentLength })
        m_stepsChart->addSeries(series);
    m_lengthAxis = new QLogValueAxis(m_stepsChart);
    m_lengthAxis->setBase(2);
    m_lengthAxis->setLabelFormat(QStringLiteral("%g"));
    m_lengthAxis->setRange(1, StepsChartMaximumLength);
    m_countAxis = new QLogValueAxis(m_stepsChart);
    // Powers of ten: few labels, so that they fit a short plot. From 1/2, so that
    // attention's line at 1 does not hide in the axis.
    m_countAxis->setBase(10);
    m_countAxis->setLabelFormat(QStringLiteral("%g"));
    m_countAxis->setRange(0.5, 1000);
    m_stepsChart->addAxis(m_lengthAxis, Qt::AlignBottom);
    m_stepsChart->addAxis(m_countAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : m_stepsChart->series()) {
        series->attachAxis(m_lengthAxis);
        series->attachAxis(m_countAxis);
    }
    m_stepsView = makeChartView(m_stepsChart, tab);
    m_stepsTitle = makeCaption(tab);
    m_stepsCaption = makeCaption(tab);
    QVBoxLayout* column = besideChart(tab, m_stepsView, &m_stepsColumn);
    auto* tabLayout = new QVBoxLayout(tab);
    tabLayout->addWidget(m_stepsColumn->parentWidget());
    column->addWidget(m_stepsTitle);
    column->addSpacing(4);
    column->addWidget(m_stepsCaption);
    column->addStretch(1);
    return tab;
}

QWidget* RnnPage::createTableTab()
{
    auto* tab = new QWidget(this);
    m_paperCaption = makeCaption(tab);
    m_paperTable = new QTableWidget(4, 3, tab);
    m_paperTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_paperTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_paperTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_paperTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_paperTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_paperTable->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_paperLegend = makeCaption(tab);
    m_paperExplanation = makeCaption(tab);

    m_measuredCaption = makeCaption(tab);
    m_measuredTable = new QTableView(tab);
    m_measuredTable->setModel(m_costModel);
    m_measuredTable->setSelectionMode(QAbstractItemView::NoSelection);
    m_measuredTable->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_measuredTable->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_measuredTable->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_measuredTable->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    m_measuredNote = makeCaption(tab);

    // The tables on the left, one under the other, their text beside them: the tables
    // keep their width, the text wraps into whatever is left.
    auto* paperText = new QVBoxLayout;
    paperText->addWidget(m_paperLegend);
    paperText->addSpacing(6);
    paperText->addWidget(m_paperExplanation);
    paperText->addStretch(1);
    auto* measuredText = new QVBoxLayout;
    measuredText->addWidget(m_measuredNote);
    measuredText->addStretch(1);
    auto* layout = new QGridLayout(tab);
    layout->addWidget(m_paperCaption, 0, 0, 1, 2);
    layout->addWidget(m_paperTable, 1, 0, Qt::AlignTop | Qt::AlignLeft);
    layout->addLayout(paperText, 1, 1);
    layout->addItem(new QSpacerItem(0, 12), 2, 0);
    layout->addWidget(m_measuredCaption, 3, 0, 1, 2);
    layout->addWidget(m_measuredTable, 4, 0, Qt::AlignTop | Qt::AlignLeft);
    layout->addLayout(measuredText, 4, 1);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(5, 1);
    layout->setHorizontalSpacing(16);
    // Two tables and their text are taller than the charts: they scroll within the tab
    // instead of making the whole page taller.
    auto* scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(tab);
    scroll->setFocusPolicy(Qt::NoFocus);
    // Tab leaves a table (arrow keys move inside it) instead of visiting every cell.
    m_paperTable->setTabKeyNavigation(false);
    m_measuredTable->setTabKeyNavigation(false);
    return scroll;
}

QComboBox* RnnPage::sentenceSelector() const
{
    return m_sentenceSelector;
}

int RnnPage::sentenceIndex() const
{
    return m_sentenceSelector->sentenceIndex();
}

bool RnnPage::isPlaying() const
{
    return m_timer->isActive();
}

QString RnnPage::stepCounterText() const
{
    return m_stepCounter->text();
}

QChartView* RnnPage::influenceChartView() const
{
    ensureInfluenceUpToDate();
    return m_influenceView;
}

QLineSeries* RnnPage::recurrentInfluenceSeries() const
{
    ensureInfluenceUpToDate();
    return m_recurrentInfluence;
}

QLineSeries* RnnPage::attentionInfluenceSeries() const
{
    ensureInfluenceUpToDate();
    return m_attentionInfluence;
}

QString RnnPage::influenceTitle() const
{
    ensureInfluenceUpToDate();
    return m_influenceView->accessibleDescription();
}

QStringList RnnPage::longExampleWords() const
{
    return m_analysis->longExampleWords();
}

QString RnnPage::note() const
{
    return m_note->text();
}

void RnnPage::play()
{
    if (length() == 0)
        return;
    if (m_step >= length())
        setStep(0);
    m_timer->start();
    updateButtons();
    QStatusTipEvent tip(tr("The RNN reads one word per tick"));
    QCoreApplication::sendEvent(this, &tip);
}

void RnnPage::pause()
{
    m_timer->stop();
    updateButtons();
}

void RnnPage::stepOnce()
{
    if (m_step < length())
        setStep(m_step + 1);
}

void RnnPage::reset()
{
    m_timer->stop();
    setStep(0);
}

void RnnPage::setStep(int step)
{
    m_step = std::clamp(step, 0, length());
    m_chainView->setStep(m_step);
    // Attention has nothing to wait for: its one step runs on the first tick.
    m_arrowsView->setComputed(m_step >= 1);
    updateTexts();
    updateButtons();
    if (m_step == length() && length() > 0) {
        QStatusTipEvent tip(tr("The RNN needed %1 steps, one after another; attention was done after 1").arg(length()));
        QCoreApplication::sendEvent(this, &tip);
    }
    Q_EMIT stepChanged(m_step);
}

void RnnPage::setInfluenceSource(InfluenceSource source)
{
    if (source == m_influenceSource)
        return;
    m_influenceSource = source;
    {
        const QSignalBlocker blocker(m_longExampleButton);
        m_longExampleButton->setChecked(source == InfluenceSource::LongExample);
        m_currentSentenceButton->setChecked(source == InfluenceSource::CurrentSentence);
    }
    updateLongExampleLabel();
    updateInfluenceChart();
}

bool RnnPage::event(QEvent* event)
{
    // ShowToParent, not Show: it also comes when the page becomes the current
    // chapter of a window that is not on screen yet (a --grab from the command line).
    if (event->type() == QEvent::ShowToParent) {
        m_everShown = true;
        ensureInfluenceUpToDate();
    }
    return QWidget::event(event);
}

void RnnPage::ensureInfluenceUpToDate() const
{
    if (!m_influenceStale)
        return;
    // Also when asked while hidden (a test, a screen reader): then it is wanted.
    const_cast<RnnPage*>(this)->computeInfluenceChart();
}

void RnnPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange)
        applyPalette();
    else if (event->type() == QEvent::FontChange) {
        applyPalette();
        sizeSideColumn(m_influenceView, m_influenceColumn);
        sizeSideColumn(m_stepsView, m_stepsColumn);
        fitToContents(m_paperTable);
        fitToContents(m_measuredTable);
    }
    QWidget::changeEvent(event);
}

void RnnPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>Before attention, a <b>recurrent neural network</b> (RNN) read a sentence one word per step, "
           "passing one small state vector along. Two weaknesses: <b>distant words fade</b>, because word 1 "
           "has to pass through every later step and weakens each time; and <b>nothing runs in parallel</b>, "
           "because step <i>t</i> waits for step <i>t</i> − 1, so <i>L</i> words take <i>L</i> steps. "
           "Self-attention changed both: <b>any two words interact directly, in a single step</b>, however far "
           "apart. Press <i>Play</i> or <i>Step</i> to watch both read the sentence.</p>"));
    m_sentenceLabel->setText(tr("S&entence:"));
    m_sentenceSelector->setToolTip(tr("The sentence the RNN and attention read"));
    m_playButton->setText(tr("&Play"));
    m_playButton->setToolTip(tr("Let the RNN read one word per tick, until the end of the sentence"));
    m_pauseButton->setText(tr("P&ause"));
    m_pauseButton->setToolTip(tr("Stop the reading where it is"));
    m_stepButton->setText(tr("&Step"));
    m_stepButton->setToolTip(tr("Read the next word: one sequential step"));
    m_resetButton->setText(tr("&Reset"));
    m_resetButton->setToolTip(tr("Go back to before the first word"));
    m_stepCounter->setToolTip(
        tr("How many steps each has taken: the RNN needs one per word, attention needs one in all"));
    m_chainView->setToolTip(QString()); // per-cell tooltips come from the view
    m_arrowsView->setToolTip(QString());

    m_tabs->setTabText(0, tr("Influence of word 1"));
    m_tabs->setTabText(1, tr("Steps and path length"));
    m_tabs->setTabText(2, tr("Table 1 of the 2017 paper"));
    m_tabs->setTabToolTip(0, tr("How strongly the first word still acts on each later word"));
    m_tabs->setTabToolTip(
        1, tr("How many steps and hops each needs, for sentences of 1 to %1 words").arg(StepsChartMaximumLength));
    m_tabs->setTabToolTip(2, tr("The comparison in “Attention Is All You Need”, next to the numbers of this sentence"));

    m_currentSentenceButton->setText(tr("&Current sentence"));
    m_currentSentenceButton->setToolTip(tr("Plot the sentence shown above"));
    m_distanceAxis->setTitleText(tr("Distance from word 1 (words)"));
    m_influenceAxis->setTitleText(tr("Influence (log scale)"));
    m_influenceView->setAccessibleName(tr("Chart: influence of the first word against distance"));
    m_influenceView->setToolTip(tr("RNN: size of ∂h_t/∂x_1, how much the state at word t changes when word 1 changes.\n"
                                   "Self-attention: size of ∂y_t/∂x_1, the same for the output of word t."));
    m_influenceDefinition->setText(
        tr("<b>Influence</b> of word 1 on word <i>t</i>: how much the result at word <i>t</i> changes when the "
           "first word's vector changes a little, the size of ∂output<sub>t</sub>/∂x<sub>1</sub> (for the RNN the "
           "result is its state h<sub>t</sub>, for attention the output y<sub>t</sub>). Large: word <i>t</i> still "
           "feels word 1; near 0: word 1 is forgotten. The RNN here is not trained: its weights are fixed numbers "
           "from a random-number generator started at the seed %1 (the date the 2017 paper appeared), the same on "
           "every machine, with W<sub>h</sub> scaled so that each step passes on at most %2 of a change.")
            .arg(ElmanRnn::DefaultSeed)
            .arg(numberformat::value(ElmanRnn::RecurrentGain)));
    updateInfluenceCaption();
    updateLongExampleLabel();

    // The titles go beside the charts, where they take no height from the plot.
    m_stepsTitle->setText(QStringLiteral("<b>%1</b>")
                              .arg(tr("Sequential steps and maximum path length, by sentence length").toHtmlEscaped()));
    m_stepsView->setAccessibleDescription(m_stepsTitle->text());
    m_recurrentSteps->setName(tr("RNN: sequential steps"));
    m_recurrentPath->setName(tr("RNN: maximum path length"));
    m_attentionSteps->setName(tr("Self-attention: sequential steps"));
    m_attentionPath->setName(tr("Self-attention: maximum path length"));
    // Four long names do not fit under the plot: the legend names the two models, and the
    // text beside the chart says which line is which.
    for (QLineSeries* series : { m_recurrentPath, m_attentionPath }) {
        for (QLegendMarker* marker : m_stepsChart->legend()->markers(series))
            marker->setVisible(false);
    }
    for (QLegendMarker* marker : m_stepsChart->legend()->markers(m_recurrentSteps))
        marker->setLabel(tr("RNN"));
    for (QLegendMarker* marker : m_stepsChart->legend()->markers(m_attentionSteps))
        marker->setLabel(tr("Self-attention"));
    m_lengthAxis->setTitleText(tr("Sentence length n (words, log scale)"));
    m_stepsView->setToolTip(tr("Sequential steps: operations that must run one after another.\n"
                               "Maximum path length: operations between word 1 and the last word's result."));
    m_countAxis->setTitleText(tr("Count (log scale)"));
    m_stepsView->setAccessibleName(tr("Chart: sequential steps and path length against sentence length"));
    m_stepsCaption->setText(
        tr("The RNN needs one step per word, and word 1 reaches word <i>n</i> only through <i>n</i> cells. "
           "Self-attention needs 1 step and 1 hop at any length. Thin lines: sequential steps; wide pale lines: "
           "maximum path length (for each of the two, they coincide)."));

    m_paperCaption->setText(
        tr("<b>“Attention Is All You Need”</b> (Vaswani et al., 2017), Table 1. The paper built the Transformer "
           "on attention alone."));
    const QString symbols = tr("n: sequence length (words in the sentence)\n"
                               "d: representation dimension (numbers per word vector)\n"
                               "k: kernel size of the convolution\n"
                               "r: size of the neighbourhood in restricted self-attention");
    m_paperTable->setToolTip(symbols);
    m_paperTable->setAccessibleName(tr("Table 1 of “Attention Is All You Need”"));
    m_paperLegend->setText(tr("<i>n</i>: sentence length · <i>d</i>: size of a word vector · <i>k</i>: kernel "
                              "size of a convolution · <i>r</i>: neighbourhood size of restricted self-attention"));
    m_paperLegend->setToolTip(symbols);
    m_paperExplanation->setText(
        tr("<p><b>How to read it.</b> <i>Complexity per layer</i> is the arithmetic: self-attention compares "
           "every pair of words (n²), a recurrent layer multiplies its state by a d × d matrix at every word "
           "(d²), so attention is the cheaper one while sentences are shorter than the vectors are long. "
           "<i>Sequential operations</i> is what has to wait: the recurrent layer's n steps cannot run side by "
           "side on a GPU, attention's single step can. <i>Maximum path length</i> is how many operations a "
           "signal crosses between two words: the shorter it is, the easier it is to learn how distant words "
           "depend on each other, and for attention it is 1.</p>"));
    fillPaperTable();
    m_measuredTable->setAccessibleName(tr("Costs counted on this sentence"));
    m_measuredTable->setToolTip(tr("Hover a number to see how it was counted"));

    updateSentence();
}

void RnnPage::fillPaperTable()
{
    const QStringList rows { tr("Self-Attention"), tr("Recurrent"), tr("Convolutional"),
                             tr("Self-Attention (restricted)") };
    const QStringList columns { tr("Complexity per Layer"), tr("Sequential Operations"), tr("Maximum Path Length") };
    // Mathematics, the same in every language.
    const QStringList cells {
        QStringLiteral("O(n²·d)"),   QStringLiteral("O(1)"), QStringLiteral("O(1)"),
        QStringLiteral("O(n·d²)"),   QStringLiteral("O(n)"), QStringLiteral("O(n)"),
        QStringLiteral("O(k·n·d²)"), QStringLiteral("O(1)"), QStringLiteral("O(logₖ(n))"),
        QStringLiteral("O(r·n·d)"),  QStringLiteral("O(1)"), QStringLiteral("O(n/r)"),
    };
    const QString symbols = m_paperTable->toolTip();
    m_paperTable->setVerticalHeaderLabels(rows);
    m_paperTable->setHorizontalHeaderLabels(columns);
    for (int c = 0; c < columns.size(); ++c)
        m_paperTable->horizontalHeaderItem(c)->setToolTip(symbols);
    for (int r = 0; r < rows.size(); ++r) {
        m_paperTable->verticalHeaderItem(r)->setToolTip(symbols);
        for (int c = 0; c < columns.size(); ++c) {
            auto* item = new QTableWidgetItem(cells.at(r * columns.size() + c));
            item->setTextAlignment(Qt::AlignCenter);
            item->setToolTip(symbols);
            m_paperTable->setItem(r, c, item);
        }
    }
    fitToContents(m_paperTable);
}

void RnnPage::updateSentence()
{
    // Hidden behind another chapter, the page need not read every edit: its states cost 1-3 ms
    // at 2,048 words, and 16 sentences at once asked for them on the GUI thread.
    if (m_whenShown->deferred())
        return;
    const SentenceAnalysis& sentence = m_workspace->sentence(sentenceIndex());
    QStringList words;
    for (const Token& token : sentence.tokens)
        words.append(token.label()); // "?" marks a made-up vector in the pictures
    // Only a change of words or vectors restarts the reading: a new temperature changes
    // attention, not the RNN.
    const bool sameReading = words == m_words && sentence.vectors.rows() == m_vectors.rows()
        && sentence.vectors.cols() == m_vectors.cols() && sentence.vectors == m_vectors;
    m_words = words;
    m_vectors = sentence.vectors;
    if (!sameReading) {
        m_timer->stop();
        m_chainView->setSentence(m_words, m_analysis->states(sentenceIndex()));
    }
    // A long sentence shows its arrows once its attention is computed.
    m_arrowsView->setSentence(sentence.attentionReady() ? m_words : QStringList(),
                              { sentence.sharedResult, &sentence.result().weights });
    m_costModel->resetData(length(), static_cast<int>(m_vectors.cols()));
    fitToContents(m_measuredTable);
    updateInfluenceChart();
    updateCurrentLengthMarker();
    if (!sameReading)
        setStep(0); // also updates the texts and the buttons
    else
        updateTexts();
}

void RnnPage::updateLongExample()
{
    if (m_influenceSource == InfluenceSource::LongExample)
        updateInfluenceChart();
}

void RnnPage::updateInfluenceChart()
{
    // A hidden page works its curves out when shown: O(L² d) for a page nobody
    // looks at kept the one background thread from the attention the page on show waits for.
    // Not shown yet counts as hidden: while the window builds the page it is not hidden
    // yet, and a sentence from the command line or the last session is already there.
    if (isHidden() || !m_everShown) {
        m_influenceStale = true;
        // Curves already being worked out for the old words are dropped, and nothing is pending.
        m_analysis->dropInfluence();
    } else {
        computeInfluenceChart();
    }
}

void RnnPage::computeInfluenceChart()
{
    m_influenceStale = false;
    const bool longExample = m_influenceSource == InfluenceSource::LongExample;
    // Short curves come back at once, through showInfluence().
    m_analysis->requestInfluence(sentenceIndex(), longExample);
    if (!m_analysis->isComputingInfluence())
        return;
    const int words = longExample ? static_cast<int>(m_analysis->longExampleWords().size()) : length();
    const QString title = tr("Computing the influence of word 1 on %1 words…").arg(words);
    m_influenceTitle->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    m_influenceView->setAccessibleDescription(title);
}

bool RnnPage::isComputingInfluence() const
{
    // Not ensureInfluenceUpToDate(): asking must not start work for a hidden page.
    return m_analysis->isComputingInfluence();
}

void RnnPage::showInfluence(const InfluenceResult& result)
{
    const InfluenceCurves& curves = result.curves;
    const QStringList& words = result.words;
    const double temperature = result.temperature;
    const bool longExample = result.longExample;
    const QList<QPointF> recurrent = influencePoints(curves.recurrent);
    const QList<QPointF> attention = influencePoints(curves.attention);
    m_recurrentInfluence->replace(recurrent);
    m_attentionInfluence->replace(attention);
    // A dot per word while the words can be told apart; beyond that they only thicken the line.
    const bool dots = curves.attention.size() <= 40;
    m_recurrentInfluence->setPointsVisible(dots);
    m_attentionInfluence->setPointsVisible(dots);

    const auto length = static_cast<int>(curves.attention.size());
    const double span = std::max(1, length - 1);
    // Whole words: a tick per word up to 9 words, beyond that QValueAxis's round
    // numbers (0, 500, ..., 2,500 for 2,048 words), never a half word.
    const int ticks = static_cast<int>(std::min(span + 1, 9.0));
    m_distanceAxis->setTickCount(ticks);
    m_distanceAxis->setRange(0, span);
    if (span > 8)
        m_distanceAxis->applyNiceNumbers();

    // Whole decades around the data, and at most four labels (the plot may be short):
    // with many decades, a tick every few of them.
    double low = 1e-2;
    double high = 1;
    bool any = false;
    for (const QList<QPointF>* points : { &recurrent, &attention }) {
        for (const QPointF& point : *points) {
            low = any ? std::min(low, point.y()) : point.y();
            high = any ? std::max(high, point.y()) : point.y();
            any = true;
        }
    }
    int lowDecade = static_cast<int>(std::floor(std::log10(low)));
    int highDecade = static_cast<int>(std::ceil(std::log10(high)));
    if (highDecade <= lowDecade)
        highDecade = lowDecade + 1;
    const int decadesPerTick = std::max(1, (highDecade - lowDecade + 2) / 3);
    lowDecade = static_cast<int>(std::floor(static_cast<double>(lowDecade) / decadesPerTick)) * decadesPerTick;
    highDecade = static_cast<int>(std::ceil(static_cast<double>(highDecade) / decadesPerTick)) * decadesPerTick;
    m_influenceAxis->setBase(std::pow(10.0, decadesPerTick));
    // A hair beyond the decades, so that rounding in log() cannot drop the end ticks.
    m_influenceAxis->setRange(std::pow(10.0, lowDecade) * (1 - 1e-9), std::pow(10.0, highDecade) * (1 + 1e-9));

    m_recurrentInfluence->setName(tr("RNN: state h_t"));
    m_attentionInfluence->setName(tr("Self-attention: output y_t (T = %1)").arg(numberformat::setting(temperature)));
    const QString sentence = longExample ? tr("long example") : tr("current sentence");
    const QString title = words.isEmpty() ? tr("Influence of word 1 (%1 has no words)").arg(sentence)
                                          : tr("Influence of word 1, “%1”, on every later word (%2, %3 words)")
                                                .arg(words.first(), sentence)
                                                .arg(words.size());
    m_influenceTitle->setText(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()));
    m_influenceView->setAccessibleDescription(title);

    const InfluenceReading reading = sequencecomparison::readInfluence(curves);
    m_shownInfluence = { true, longExample, static_cast<int>(words.size()), reading.recurrentFades,
                         reading.attentionBelowRecurrent };
    updateInfluenceCaption();
    updateLongExampleLabel();
}

QString RnnPage::influenceCaption() const
{
    ensureInfluenceUpToDate();
    return m_influenceCaption->text();
}

void RnnPage::updateInfluenceCaption()
{
    const ShownInfluence& shown = m_shownInfluence;
    if (!shown.valid || shown.words < 2) {
        m_influenceCaption->clear();
        return;
    }
    const QString gain = numberformat::value(ElmanRnn::RecurrentGain);
    QStringList parts;
    if (shown.recurrentFades) {
        parts.append(tr("On these %1 words the RNN's curve falls: word 1 reaches word <i>t</i> only through every "
                        "cell in between, and each passes on at most %2 of it. Attention's curve does not fall "
                        "with distance: word 1 reaches every word directly, in one step.")
                         .arg(shown.words)
                         .arg(gain));
    } else {
        parts.append(tr("These %1 words are too few for the fading to show: so close to word 1 the RNN still "
                        "carries most of it.")
                         .arg(shown.words));
        if (!shown.attentionBelowRecurrent.isEmpty()) {
            // "1–2" for a run of distances, "1, 3" otherwise.
            const QList<int>& below = shown.attentionBelowRecurrent;
            const bool run = below.last() - below.first() == below.size() - 1;
            QStringList distances;
            for (const int distance : below)
                distances.append(QString::number(distance));
            const QString where = below.size() > 1 && run ? QStringLiteral("%1–%2").arg(below.first()).arg(below.last())
                                                          : distances.join(QStringLiteral(", "));
            parts.append(tr("Here attention's curve even lies below the RNN's (distance %1): the two are different "
                            "computations, so compare how each changes with distance, not their heights.")
                             .arg(where));
        }
        if (!shown.longExample)
            parts.append(tr("The long example (%1 words) makes the point: there the RNN's curve falls by orders of "
                            "magnitude while attention's does not fall with distance.")
                             .arg(m_analysis->longExampleWords().size()));
    }
    m_influenceCaption->setText(parts.join(QLatin1Char(' ')));
}

void RnnPage::updateLongExampleLabel()
{
    const bool show = m_influenceSource == InfluenceSource::LongExample;
    m_longExampleLabel->setVisible(show);
    if (!show)
        return;
    const ExampleSentence example = sequencecomparison::longExample();
    QString text = tr("<b>Long example</b> (%1 words): %2")
                       .arg(m_analysis->longExampleWords().size())
                       .arg(m_analysis->longExampleWords().join(QLatin1Char(' ')).toHtmlEscaped());
    if (language::current() == QLatin1String("en"))
        text += QStringLiteral("<br><i>%1</i>").arg(example.english.toHtmlEscaped());
    m_longExampleLabel->setText(text);
}

void RnnPage::updateStepsChart()
{
    const int dimension = m_workspace->vocabulary().dimension();
    QList<QPointF> recurrentSteps, recurrentPath, attentionSteps, attentionPath;
    for (int n = 1; n <= StepsChartMaximumLength; ++n) {
        const SequenceCost recurrent = sequencecomparison::recurrent(n, dimension);
        const SequenceCost attention = sequencecomparison::selfAttention(n, dimension);
        recurrentSteps.append(QPointF(n, static_cast<qreal>(recurrent.sequentialSteps)));
        recurrentPath.append(QPointF(n, static_cast<qreal>(recurrent.maximumPathLength)));
        attentionSteps.append(QPointF(n, static_cast<qreal>(attention.sequentialSteps)));
        attentionPath.append(QPointF(n, static_cast<qreal>(attention.maximumPathLength)));
    }
    m_recurrentSteps->replace(recurrentSteps);
    m_recurrentPath->replace(recurrentPath);
    m_attentionSteps->replace(attentionSteps);
    m_attentionPath->replace(attentionPath);
}

void RnnPage::updateCurrentLengthMarker()
{
    const int n = length();
    QList<QPointF> points;
    if (n >= 1 && n <= StepsChartMaximumLength) {
        const int dimension = static_cast<int>(m_vectors.cols());
        points.append(QPointF(n, static_cast<qreal>(sequencecomparison::recurrent(n, dimension).sequentialSteps)));
        points.append(QPointF(n, static_cast<qreal>(sequencecomparison::selfAttention(n, dimension).sequentialSteps)));
    }
    m_currentLength->replace(points);
    m_currentLength->setName(n <= StepsChartMaximumLength ? tr("This sentence (n = %1)").arg(n)
                                                          : tr("This sentence (n = %1, off the chart)").arg(n));
}

void RnnPage::updateTexts()
{
    const int n = length();
    const int d = static_cast<int>(m_vectors.cols());
    m_stepCounter->setText(
        tr("RNN: step %1 of %2 · Attention: step %3 of 1").arg(m_step).arg(n).arg(m_step >= 1 && n > 0 ? 1 : 0));
    m_recurrentBox->setTitle(tr("RNN: one word per step, %1 steps in a row").arg(n));
    m_attentionBox->setTitle(tr("Self-attention: every pair at once, in 1 step"));

    m_longExampleButton->setText(tr("&Long example (%1 words)").arg(m_analysis->longExampleWords().size()));
    QString example = sequencecomparison::longExample().text;
    if (language::current() == QLatin1String("en"))
        example += QLatin1Char('\n') + sequencecomparison::longExample().english;
    m_longExampleButton->setToolTip(
        tr("Plot a built-in sentence of about 30 words, where the RNN's fading is plain:\n%1").arg(example));

    m_measuredCaption->setText(tr("<b>Counted here</b> for sentence %1: n = %2 words, d = %3, h = %4")
                                   .arg(sentenceIndex() + 1)
                                   .arg(n)
                                   .arg(d)
                                   .arg(ElmanRnn::HiddenSize));
    m_measuredNote->setText(tr("From n = %1 words on, self-attention does more multiply-adds than this RNN, yet it "
                               "still needs 1 step instead of n.")
                                .arg(sequencecomparison::attentionCostsMoreFrom(d)));

    QStringList notes;
    if (n == 0)
        notes.append(tr("This sentence has no words yet: type one in the sentence bar above."));
    if (n > AttentionArrowsView::MaximumWords)
        notes.append(tr("Only the first %1 of %2 words get attention lines, so that the picture stays readable; "
                        "the charts and the table use all %2 words.")
                         .arg(AttentionArrowsView::MaximumWords)
                         .arg(n));
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
}

void RnnPage::updateButtons()
{
    const bool playing = m_timer->isActive();
    const bool any = length() > 0;
    m_playButton->setEnabled(any && !playing);
    m_pauseButton->setEnabled(playing);
    m_stepButton->setEnabled(any && m_step < length());
    m_resetButton->setEnabled(m_step > 0 || playing);
}

void RnnPage::applyPalette()
{
    const SequenceColours colours = SequenceColours::fromPalette(palette());
    chartstyle::apply(m_influenceChart, palette(), font());
    chartstyle::apply(m_stepsChart, palette(), font());
    m_recurrentInfluence->setPen(QPen(colours.recurrent, 2.5));
    m_recurrentInfluence->setColor(colours.recurrent);
    m_attentionInfluence->setPen(QPen(colours.attention, 2.5));
    m_attentionInfluence->setColor(colours.attention);
    m_recurrentSteps->setPen(QPen(colours.recurrent, 2));
    m_attentionSteps->setPen(QPen(colours.attention, 2));
    // Pale but opaque: the chart draws a line piece by piece, and translucent pieces
    // would darken where they overlap.
    const auto pale = [&](const QColor& colour) { return accentcolour::blend(colours.background, colour, 0.35); };
    m_recurrentPath->setPen(QPen(pale(colours.recurrent), 9, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    m_attentionPath->setPen(QPen(pale(colours.attention), 9, Qt::SolidLine, Qt::FlatCap, Qt::RoundJoin));
    m_currentLength->setColor(colours.text);
    m_currentLength->setBorderColor(colours.background);
    for (QChartView* view : { m_influenceView, m_stepsView })
        view->setBackgroundBrush(colours.background);
}

} // namespace AttentionLab
