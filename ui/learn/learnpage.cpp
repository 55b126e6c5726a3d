// SPDX-License-Identifier: GPL-3.0-or-later
#include "learnpage.h"

#include "chartstyle.h"
#include "codeview.h"
#include "heatmapfiguresource.h"
#include "heatmappainter.h"
#include "heatmapview.h"
#include "language.h"
#include "models/attentionmatrixmodel.h"
#include "numberformat.h"
#include "paragraphlabel.h"
#include "sensecorpus.h"
#include "shortenedtext.h"
#include "trainingcode.h"
#include "trainingjob.h"
#include "vectorbars.h"
#include "vocabulary.h"
#include "whenshown.h"
#include "workspace.h"

#include <QApplication>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>

namespace AttentionLab {

namespace {

constexpr int ChartHeight = 220; // at 100 % zoom

QString twoDecimals(double value)
{
    return QString::number(value, 'f', 2);
}

QLabel* wrappedLabel(QWidget* parent)
{
    auto* label = new ParagraphLabel(parent);
    label->setTextFormat(Qt::RichText);
    return label;
}

// The corpus's name for a sense of a word in the interface language.
QString senseName(const QString& word, int sense)
{
    const SenseTarget* target = SenseCorpus::builtIn().target(word);
    if (!target)
        return {};
    return language::current() == QLatin1String("en") ? target->english[sense] : target->chinese[sense];
}

} // namespace

QString LearnPage::title()
{
    return tr("8 · Attention that learns");
}

LearnPage::LearnPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    m_whenShown = new WhenShown(this, [this] { sentencesEdited(); });
    const auto data
        = std::make_shared<const SenseData>(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn()));
    m_job = new TrainingJob(data, this);

    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // the controls inside take the focus, in reading order
    auto* content = new QWidget(scroll);
    scroll->setWidget(content);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    // Tab moves through a page taller than the window: keep the focused control in view.
    connect(qApp, &QApplication::focusChanged, scroll, [scroll, content](QWidget*, QWidget* now) {
        if (now && content->isAncestorOf(now))
            scroll->ensureWidgetVisible(now);
    });

    m_intro = wrappedLabel(content);

    m_trainButton = new QPushButton(content);
    m_stepButton = new QPushButton(content);
    m_resetButton = new QPushButton(content);
    m_learningRateLabel = new QLabel(content);
    m_learningRate = new QDoubleSpinBox(content);
    m_learningRate->setRange(0.001, 1.0);
    m_learningRate->setDecimals(3);
    m_learningRate->setSingleStep(0.005);
    m_learningRate->setValue(LearnedSettings().learningRate);
    m_learningRateLabel->setBuddy(m_learningRate);
    m_stepsLabel = new QLabel(content);
    m_steps = new QSpinBox(content);
    m_steps->setRange(1, LearnedSettings::MaximumSteps);
    m_steps->setSingleStep(50);
    m_steps->setValue(LearnedSettings().steps);
    m_stepsLabel->setBuddy(m_steps);
    m_headsLabel = new QLabel(content);
    m_headCount = new QSpinBox(content);
    m_headCount->setRange(LearnedSettings::MinimumHeads, LearnedSettings::MaximumHeads);
    m_headCount->setValue(LearnedSettings().heads);
    m_headsLabel->setBuddy(m_headCount);
    m_keyDimensionLabel = new QLabel(content);
    m_keyDimension = new QSpinBox(content);
    m_keyDimension->setRange(LearnedSettings::MinimumKeyDimension, LearnedSettings::MaximumKeyDimension);
    m_keyDimension->setValue(LearnedSettings().keyDimension);
    m_keyDimensionLabel->setBuddy(m_keyDimension);
    m_scaled = new QCheckBox(content);
    m_scaled->setChecked(true);
    m_causal = new QCheckBox(content);

    // Two short rows, not one long one: the page must fit a 1024 x 640 projector at 150 %.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_trainButton);
    buttons->addWidget(m_stepButton);
    buttons->addWidget(m_resetButton);
    buttons->addSpacing(12);
    for (auto [label, field] :
         { std::pair<QLabel*, QWidget*> { m_learningRateLabel, m_learningRate }, { m_stepsLabel, m_steps } }) {
        buttons->addWidget(label);
        buttons->addWidget(field);
    }
    buttons->addStretch(1);
    auto* model = new QHBoxLayout;
    for (auto [label, field] :
         { std::pair<QLabel*, QWidget*> { m_headsLabel, m_headCount }, { m_keyDimensionLabel, m_keyDimension } }) {
        model->addWidget(label);
        model->addWidget(field);
    }
    model->addWidget(m_scaled);
    model->addWidget(m_causal);
    model->addStretch(1);

    m_accuracies = wrappedLabel(content);

    m_chart = new QChart;
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_lossSeries = new QLineSeries(m_chart);
    m_accuracySeries = new QLineSeries(m_chart);
    m_chart->addSeries(m_lossSeries);
    m_chart->addSeries(m_accuracySeries);
    m_stepAxis = new QValueAxis(m_chart);
    m_stepAxis->setLabelFormat(QStringLiteral("%d"));
    m_lossAxis = new QValueAxis(m_chart);
    m_accuracyAxis = new QValueAxis(m_chart);
    m_accuracyAxis->setRange(0, 1);
    m_accuracyAxis->setTickCount(6); // 0, 0.2, ... 1: every label is its tick's value
    m_accuracyAxis->setLabelFormat(QStringLiteral("%.1f"));
    m_chart->addAxis(m_stepAxis, Qt::AlignBottom);
    m_chart->addAxis(m_lossAxis, Qt::AlignLeft);
    m_chart->addAxis(m_accuracyAxis, Qt::AlignRight);
    m_lossSeries->attachAxis(m_stepAxis);
    m_lossSeries->attachAxis(m_lossAxis);
    m_accuracySeries->attachAxis(m_stepAxis);
    m_accuracySeries->attachAxis(m_accuracyAxis);
    m_chartView = new QChartView(m_chart, content);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    chartstyle::setMinimumHeight(m_chartView, ChartHeight);
    m_chartView->setFocusPolicy(Qt::NoFocus); // nothing to operate; the scrubber walks the steps

    m_scrubberLabel = new QLabel(content);
    m_scrubber = new QSlider(Qt::Horizontal, content);
    m_scrubber->setRange(0, 0);
    m_scrubberLabel->setBuddy(m_scrubber);
    m_stepLabel = new QLabel(content);
    auto* scrubberRow = new QHBoxLayout;
    scrubberRow->addWidget(m_scrubberLabel);
    scrubberRow->addWidget(m_scrubber, 1);
    scrubberRow->addWidget(m_stepLabel);

    m_headsIntro = wrappedLabel(content);
    // One widget around the heads, so the whole row is one figure for slides.
    m_headsPanel = new QWidget(content);
    m_headsPanel->setAutoFillBackground(true);
    m_headsGrid = new QGridLayout(m_headsPanel);
    m_headsGrid->setContentsMargins(0, 0, 0, 0);
    for (int h = 0; h < LearnedSettings::MaximumHeads; ++h)
        m_headWidgets.append(makeHead(m_headsPanel));
    m_queryKeyIntro = wrappedLabel(content);

    m_predictionsTitle = wrappedLabel(content);
    m_predictions = wrappedLabel(content);
    m_predictions->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_codeIntro = wrappedLabel(content);
    m_code = new CodeView(content);
    m_code->setMinimumHeight(260);

    auto* layout = new QVBoxLayout(content);
    layout->addWidget(m_intro);
    layout->addLayout(buttons);
    layout->addLayout(model);
    layout->addWidget(m_accuracies);
    layout->addWidget(m_chartView);
    layout->addLayout(scrubberRow);
    layout->addWidget(m_headsIntro);
    layout->addWidget(m_headsPanel);
    layout->addWidget(m_queryKeyIntro);
    layout->addWidget(m_predictionsTitle);
    layout->addWidget(m_predictions);
    layout->addWidget(m_codeIntro);
    layout->addWidget(m_code, 1);

    connect(m_trainButton, &QPushButton::clicked, this, [this] {
        if (m_job->isRunning())
            m_job->pause();
        else
            m_job->start();
    });
    connect(m_stepButton, &QPushButton::clicked, m_job, &TrainingJob::step);
    connect(m_resetButton, &QPushButton::clicked, m_job, &TrainingJob::reset);
    connect(m_learningRate, &QDoubleSpinBox::valueChanged, this, &LearnPage::applySettings);
    connect(m_steps, &QSpinBox::valueChanged, this, &LearnPage::applySettings);
    connect(m_headCount, &QSpinBox::valueChanged, this, &LearnPage::applySettings);
    connect(m_keyDimension, &QSpinBox::valueChanged, this, &LearnPage::applySettings);
    connect(m_scaled, &QCheckBox::toggled, this, &LearnPage::applySettings);
    connect(m_causal, &QCheckBox::toggled, this, &LearnPage::applySettings);
    connect(m_job, &TrainingJob::wasReset, this, &LearnPage::historyReset);
    connect(m_job, &TrainingJob::progressed, this, &LearnPage::historyGrew);
    connect(m_job, &TrainingJob::runningChanged, this, &LearnPage::updateButtons);
    connect(m_job, &TrainingJob::idle, this, &LearnPage::updateButtons);
    connect(m_scrubber, &QSlider::valueChanged, this, &LearnPage::showRecord);
    connect(m_workspace, &Workspace::sentenceWordsChanged, this, &LearnPage::sentencesEdited);
    connect(m_workspace, &Workspace::sentencesReset, this, &LearnPage::sentencesEdited);

    retranslate();
    historyReset();
    styleChart();

    m_figures.add(
        QStringLiteral("learn-curves"), [] { return tr("Training: loss and test accuracy"); }, m_chartView);
    m_figures.add(
        QStringLiteral("learn-heads"), [] { return tr("Each head's attention on sentence 1"); }, m_headsPanel);
    m_figures.add(std::make_unique<HeatmapFigureSource>(
                      QStringLiteral("learn-weights"), [] { return tr("Head 1's attention weights on sentence 1"); },
                      [this] {
                          HeatmapStyle style; // black on white, as every exported heatmap
                          style.font = font();
                          const QString caption
                              = tr("Head 1, step %1: %2")
                                    .arg(shownStep())
                                    .arg(m_workspace->sentenceCount() > 0 ? m_workspace->sentence(0).text : QString());
                          return HeatmapPainter(
                              HeatmapFigure::fromModel(*m_headWidgets.front().model, caption, 1.0, false), style);
                      }),
                  m_headWidgets.front().view);
}

LearnPage::~LearnPage() = default;

void LearnPage::setSettings(const LearnedSettings& settings)
{
    {
        // One reset for the lot, with the seed the controls do not show.
        const QSignalBlocker blockers[]
            = { QSignalBlocker(m_learningRate), QSignalBlocker(m_steps),  QSignalBlocker(m_headCount),
                QSignalBlocker(m_keyDimension), QSignalBlocker(m_scaled), QSignalBlocker(m_causal) };
        m_learningRate->setValue(settings.learningRate);
        m_steps->setValue(settings.steps);
        m_headCount->setValue(settings.heads);
        m_keyDimension->setValue(settings.keyDimension);
        m_scaled->setChecked(settings.scaled);
        m_causal->setChecked(settings.causal);
    }
    if (settings != m_job->settings())
        m_job->setSettings(settings);
}

void LearnPage::trainToTheLastStep()
{
    if (!m_job->isFinished() && !m_job->isRunning())
        m_job->start();
    // The chunks come back through the event loop; idle() follows the last one.
    while (!m_job->isFinished() || m_job->isBusy())
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    QCoreApplication::processEvents();
}

LearnPage::HeadWidgets LearnPage::makeHead(QWidget* parent)
{
    HeadWidgets head;
    head.box = new QWidget(parent);
    head.title = new QLabel(head.box);
    head.model = new AttentionMatrixModel(0, head.box);
    head.view = new HeatmapView(head.box);
    head.view->setModel(head.model);
    head.view->setMinimumSize(220, 220);
    head.view->setMaximumHeight(360);
    head.summary = wrappedLabel(head.box);
    head.queryKeyModel = new AttentionMatrixModel(0, head.box);
    head.queryKeyModel->setQuantity(AttentionMatrixModel::Quantity::Scores);
    head.queryKeyView = new HeatmapView(head.box);
    head.queryKeyView->setModel(head.queryKeyModel);
    head.queryKeyView->setMinimumSize(180, 180);
    head.queryKeyView->setMaximumHeight(280);
    head.value = new VectorBars(head.box);
    auto* layout = new QVBoxLayout(head.box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(head.title);
    layout->addWidget(head.view, 3);
    layout->addWidget(head.summary);
    layout->addWidget(head.queryKeyView, 2);
    layout->addWidget(head.value);
    return head;
}

int LearnPage::shownStep() const
{
    const auto& history = m_job->history();
    const int index = qBound(0, m_scrubber->value(), static_cast<int>(history.size()) - 1);
    return history.at(index).step;
}

int LearnPage::visibleHeads() const
{
    return m_job->settings().heads;
}

QString LearnPage::headSummary(int head) const
{
    return m_headWidgets.at(head).summary->text();
}

QString LearnPage::accuracyText() const
{
    return m_accuracies->text();
}

QString LearnPage::predictionText() const
{
    return m_predictions->text();
}

void LearnPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) {
        styleChart(); // the chart's colours and fonts (the window's zoom) are set on it, not inherited
        chartstyle::setMinimumHeight(m_chartView, ChartHeight);
    }
    QWidget::changeEvent(event);
}

void LearnPage::styleChart()
{
    chartstyle::apply(m_chart, palette(), font()); // dark with a dark theme, as every chart
}

void LearnPage::retranslate()
{
    setWindowTitle(title());
    const SenseData& data = m_job->data();
    m_intro->setText(
        tr("<p>Until now attention had nothing to learn: the weights followed from the fixed vectors. Here each "
           "<b>head</b> gets three matrices: a word's <b>query</b> x·W<sub>Q</sub> says what it looks for, its "
           "<b>key</b> x·W<sub>K</sub> what it offers, its <b>value</b> x·W<sub>V</sub> what it passes on. "
           "Scores are query·key divided by √d<sub>k</sub>, softmax turns each row into weights, the heads' "
           "outputs are put side by side and W<sub>O</sub> brings them back to the word's dimensions. A read-out "
           "then guesses the sense of the ambiguous word (苹果, 小米, 黑莓, 芒果: a company, or something to eat) "
           "from its new vector.</p><p>Press <b>Train</b>: Adam adjusts every matrix a little at each step to make "
           "the %1 training sentences' senses more likely. The %2 test sentences are never trained on: they show "
           "whether attention learned where to look.</p>")
            .arg(data.train.size())
            .arg(data.test.size()));
    m_stepButton->setText(tr("S&tep"));
    m_stepButton->setToolTip(tr("One training step: one Adam update of every weight"));
    m_resetButton->setText(tr("&Reset"));
    m_resetButton->setToolTip(tr("Start again from the same random weights"));
    m_learningRateLabel->setText(tr("&Learning rate:"));
    m_learningRate->setToolTip(tr("How far each Adam step moves the weights"));
    m_steps->setToolTip(tr("How many steps Train runs"));
    m_headCount->setToolTip(tr("Number of attention heads, each with its own W_Q, W_K and W_V"));
    m_scrubber->setToolTip(tr("Drag to show any recorded training step again"));
    m_code->setToolTip(tr("The PyTorch code of this training; Ctrl+C copies it"));
    for (HeadWidgets& head : m_headWidgets) {
        head.view->setWhatsThis(tr("Row i, column j: how much attention word i gives word j in this head. "
                                   "Arrow keys move between the cells."));
        head.queryKeyView->setWhatsThis(tr("Row i, column j: how much a query strong in dimension i is drawn to a "
                                           "key strong in dimension j."));
    }
    m_stepsLabel->setText(tr("St&eps:"));
    m_headsLabel->setText(tr("&Heads:"));
    m_keyDimensionLabel->setText(tr("&d_k:"));
    m_keyDimension->setToolTip(tr("Size of each head's queries, keys and values"));
    m_scaled->setText(tr("Divide by √d_&k"));
    m_scaled->setToolTip(tr("Without it, scores grow with d_k and softmax saturates (chapter 7)"));
    m_causal->setText(tr("&Causal mask"));
    m_causal->setToolTip(tr("Each word sees only itself and the words before it, as in a model that writes text"));
    m_lossSeries->setName(tr("loss (training sentences)"));
    m_accuracySeries->setName(tr("accuracy (test sentences)"));
    m_stepAxis->setTitleText(tr("step"));
    m_lossAxis->setTitleText(tr("loss"));
    m_accuracyAxis->setTitleText(tr("accuracy"));
    chartstyle::setTitle(m_chart, tr("Training, live"));
    m_chartView->setAccessibleName(tr("Loss and test accuracy per training step"));
    m_scrubberLabel->setText(tr("Sh&ow step:"));
    m_scrubber->setAccessibleName(tr("Training step shown"));
    m_headsIntro->setText(
        tr("<b>Each head's attention on sentence 1</b> at the step shown (hover a cell to read it)."));
    m_queryKeyIntro->setText(
        tr("Under each head: <b>what its query looks for</b>, W<sub>Q</sub>·W<sub>K</sub><sup>T</sup>. Row i, "
           "column j is how strongly a word strong in dimension i (as query) is drawn to a word strong in "
           "dimension j (as key): red draws attention, blue pushes it away. The bars show what the word the head "
           "looks at most passes on: its value through W<sub>O</sub>, in the dimensions' names."));
    m_predictionsTitle->setText(tr("<b>Test it on your own sentence:</b> the sentence bar's sentences through the "
                                   "model at the step shown."));
    m_codeIntro->setText(tr("<b>The same training in PyTorch</b>: the corpus, the starting weights and Adam with "
                            "these settings, in float64. Run it with python3: it prints this page's loss curve. "
                            "Ctrl+C copies it."));
    updateButtons();
    if (!m_job->history().empty()) {
        showRecord(m_scrubber->value());
        updateAccuracies();
    }
}

void LearnPage::applySettings()
{
    LearnedSettings settings = m_job->settings();
    settings.learningRate = m_learningRate->value();
    settings.steps = m_steps->value();
    settings.heads = m_headCount->value();
    settings.keyDimension = m_keyDimension->value();
    settings.scaled = m_scaled->isChecked();
    settings.causal = m_causal->isChecked();
    if (settings != m_job->settings())
        m_job->setSettings(settings);
}

void LearnPage::historyReset()
{
    const LearnedSettings& settings = m_job->settings();
    // Two heads to a row at most: four side by side left each heatmap too narrow for its labels.
    const int columns = std::min(settings.heads, 2);
    for (int h = 0; h < m_headWidgets.size(); ++h) {
        m_headsGrid->removeWidget(m_headWidgets[h].box);
        if (h < settings.heads)
            m_headsGrid->addWidget(m_headWidgets[h].box, h / columns, h % columns);
        m_headWidgets[h].box->setVisible(h < settings.heads);
    }
    for (int column = 0; column < 2; ++column)
        m_headsGrid->setColumnStretch(column, column < columns ? 1 : 0);
    m_stepAxis->setRange(0, settings.steps);
    // Ticks at round values (0.2, 0.4, ...), not at fifths of 1.1 × the first loss.
    chartstyle::setNiceRange(m_lossAxis, 0, std::max(0.1, 1.1 * m_job->history().front().loss), 5);
    m_lossSeries->clear();
    m_accuracySeries->clear();
    m_scrubber->setRange(0, 0);
    historyGrew();
    updateCode();
}

void LearnPage::historyGrew()
{
    const auto& history = m_job->history();
    const bool following = m_scrubber->value() == m_scrubber->maximum();
    QList<QPointF> losses;
    QList<QPointF> accuracies;
    losses.reserve(static_cast<int>(history.size()));
    accuracies.reserve(static_cast<int>(history.size()));
    for (const TrainingRecord& record : history) {
        losses.append(QPointF(record.step, record.loss));
        accuracies.append(QPointF(record.step, record.testAccuracy));
    }
    m_lossSeries->replace(losses);
    m_accuracySeries->replace(accuracies);
    const QSignalBlocker blocker(m_scrubber);
    m_scrubber->setRange(0, static_cast<int>(history.size()) - 1);
    if (following)
        m_scrubber->setValue(m_scrubber->maximum());
    showRecord(m_scrubber->value());
    updateAccuracies();
    updateButtons();
}

void LearnPage::sentencesEdited()
{
    // sentenceChanged() also comes when a sentence's attention arrives, which this chapter's
    // own model does not use: 16 long sentences re-ran it on all 16 sentences 16 times.
    if (m_workspace->sentenceTexts() == m_shownTexts || m_whenShown->deferred())
        return;
    showRecord(m_scrubber->value());
}

void LearnPage::showRecord(int index)
{
    const auto& history = m_job->history();
    if (history.empty())
        return;
    index = qBound(0, index, static_cast<int>(history.size()) - 1);
    const TrainingRecord& record = history.at(index);
    const LearnedSettings& settings = m_job->settings();
    const LearnedParameters& parameters = *record.parameters;
    const Vocabulary& vocabulary = Vocabulary::builtIn();
    m_stepLabel->setText(tr("step %1 of %2 · loss %3 · test accuracy %4")
                             .arg(record.step)
                             .arg(history.back().step)
                             .arg(QString::number(record.loss, 'f', 3), numberformat::percent(record.testAccuracy)));
    m_shownTexts = m_workspace->sentenceTexts();
    const QString text = m_workspace->sentenceCount() > 0 ? m_workspace->sentence(0).text : QString();
    m_sentence = LearnedSentence::analyse(text, parameters, settings, SenseCorpus::builtIn(), vocabulary);
    QList<Token> dimensionTokens;
    for (const QString& name : vocabulary.dimensionNames())
        dimensionTokens.append(Token { name, true, 0 });
    for (int h = 0; h < settings.heads; ++h) {
        HeadWidgets& head = m_headWidgets[h];
        head.title->setText(tr("<b>Head %1</b>").arg(h + 1));
        auto result = std::make_shared<AttentionResult>();
        if (!m_sentence.tokens.isEmpty()) {
            result->weights = m_sentence.forward.weights.at(h);
            result->scores = m_sentence.forward.scores.at(h);
        }
        head.model->resetData(m_sentence.tokens, result);
        head.view->setSentenceText(text);
        head.view->setAccessibleName(tr("Head %1's attention weights on sentence 1").arg(h + 1));
        auto product = std::make_shared<AttentionResult>();
        product->scores = parameters.queryKeyProduct(h);
        product->weights = product->scores;
        head.queryKeyModel->resetData(dimensionTokens, product);
        head.queryKeyView->setSentenceText(tr("W_Q·W_Kᵀ of head %1").arg(h + 1));
        head.queryKeyView->setAccessibleName(tr("What head %1's query looks for").arg(h + 1));
        const int column = m_sentence.mostAttended(h);
        if (column < 0) {
            head.summary->setText(tr("Type a sentence in the sentence bar to see where this head looks."));
            head.value->setVector(QString(), Eigen::VectorXd(), {}, QColor());
            continue;
        }
        const QString from = m_sentence.tokens.at(m_sentence.queryRow()).text;
        const QString to = m_sentence.tokens.at(column).text;
        const double weight = m_sentence.forward.weights.at(h)(m_sentence.queryRow(), column);
        head.summary->setText(m_sentence.hasTarget()
                                  ? tr("“%1” looks most at “%2” (%3).").arg(from, to, twoDecimals(weight))
                                  : tr("No ambiguous word in sentence 1; its first word, “%1”, looks most at “%2” "
                                       "(%3).")
                                        .arg(from, to, twoDecimals(weight)));
        // What the most-attended word passes on: its value x·W_V through this head's rows of W_O.
        const Eigen::VectorXd x = staticVectors({ to }, vocabulary).row(0).transpose();
        const int k = parameters.keyDimension();
        const Eigen::VectorXd passed
            = parameters.output.middleRows(h * k, k).transpose() * (parameters.value.at(h).transpose() * x);
        head.value->setVector(to, passed, vocabulary.dimensionNames(), Vocabulary::colourForWord(to));
    }
    updatePredictions();
}

void LearnPage::updateButtons()
{
    m_trainButton->setText(m_job->isRunning() ? tr("&Pause") : tr("T&rain"));
    m_trainButton->setToolTip(m_job->isRunning() ? tr("Stop after the steps being computed")
                                                 : tr("Train to the last step, updating the page as it goes"));
    m_trainButton->setEnabled(m_job->isRunning() || !m_job->isFinished());
    m_stepButton->setEnabled(!m_job->isRunning() && !m_job->isBusy() && !m_job->isFinished());
}

void LearnPage::updateAccuracies()
{
    const SenseAccuracies& accuracies = m_job->baselines();
    m_accuracies->setText(
        tr("<b>Sense accuracy on the %1 test sentences</b> — from the static vector: <b>%2</b> "
           "(the same vector for both senses) · from parameter-free attention (chapters 2-5): "
           "<b>%3</b> · from learned attention at step %4: <b>%5</b>")
            .arg(m_job->data().test.size())
            .arg(numberformat::percent(accuracies.staticVector), numberformat::percent(accuracies.parameterFree))
            .arg(m_job->history().back().step)
            .arg(numberformat::percent(accuracies.learned)));
}

void LearnPage::updatePredictions()
{
    const auto& history = m_job->history();
    const TrainingRecord& record = history.at(qBound(0, m_scrubber->value(), static_cast<int>(history.size()) - 1));
    QStringList lines;
    for (int i = 0; i < m_workspace->sentenceCount(); ++i) {
        const QString text = m_workspace->sentence(i).text;
        if (text.trimmed().isEmpty())
            continue;
        // Quoted by its start like every page's titles: 16 whole 2,048-word sentences made an
        // 87,000-character label that took a tenth of a second to lay out at every edit.
        const QString quoted = shortenedText(text, 80).toHtmlEscaped();
        const LearnedSentence sentence = LearnedSentence::analyse(text, *record.parameters, m_job->settings(),
                                                                  SenseCorpus::builtIn(), Vocabulary::builtIn());
        if (!sentence.hasTarget()) {
            lines.append(tr("%1. “%2”: no 苹果, 小米, 黑莓 or 芒果 in it to decide.").arg(i + 1).arg(quoted));
            continue;
        }
        const QString word = sentence.tokens.at(sentence.target).text;
        const int sense = sentence.probability >= 0.5 ? 1 : 0;
        const double probability = sense == 1 ? sentence.probability : 1 - sentence.probability;
        lines.append(tr("%1. “%2”: %3 is <b>%4</b> (probability %5)")
                         .arg(i + 1)
                         .arg(quoted, word, senseName(word, sense), twoDecimals(probability)));
    }
    m_predictions->setText(lines.join(QStringLiteral("<br>")));
}

void LearnPage::updateCode()
{
    m_code->setCode(trainingcode::generate(m_job->settings(), SenseCorpus::builtIn(), Vocabulary::builtIn()));
}

} // namespace AttentionLab
