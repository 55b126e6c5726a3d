// SPDX-License-Identifier: GPL-3.0-or-later
#include "scoringpage.h"

#include "attention.h"
#include "barchart.h"
#include "chartstyle.h"
#include "flowlayout.h"
#include "formulas.h"
#include "formulaview.h"
#include "models/tokenmodel.h"
#include "models/workspacebinder.h"
#include "numberformat.h"
#include "paragraphlabel.h"
#include "sentencechips.h"
#include "sentenceselector.h"
#include "whenshown.h"
#include "workspace.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSlider>
#include <QStatusTipEvent>
#include <QVBoxLayout>

#include <cmath>

namespace AttentionLab {

namespace {
constexpr int TemperatureSteps = 10; // slider units per 1.0 of temperature
constexpr int ChartHeight = 220; // at 100 % zoom

// One of the two charts, as tall as its words and numbers need at the window's zoom.
BarChart* makeBarChart(QWidget* parent)
{
    auto* chart = new BarChart(parent);
    chartstyle::setMinimumHeight(chart, ChartHeight);
    // Nothing to operate: a screen reader reads the numbers from its description.
    chart->setFocusPolicy(Qt::NoFocus);
    return chart;
}
} // namespace

QString ScoringPage::title()
{
    return tr("3 · Score, then softmax");
}

ScoringPage::ScoringPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    m_whenShown = new WhenShown(this, [this] { refresh(); });
    setObjectName(QStringLiteral("scoringPage"));
    m_model = new TokenModel(0, this);
    WorkspaceBinder::of(m_workspace)->bind(m_model);

    m_intro = new ParagraphLabel(this);
    m_sentenceLabel = new QLabel(this);
    m_sentenceSelector = new SentenceSelector(m_workspace, this);
    m_sentenceSelector->setLabel(m_sentenceLabel);
    m_temperatureLabel = new QLabel(this);
    m_temperatureSlider = new QSlider(Qt::Horizontal, this);
    m_temperatureSlider->setRange(1, 5 * TemperatureSteps);
    m_temperatureSlider->setMinimumWidth(160);
    m_temperatureBox = new QDoubleSpinBox(this);
    m_temperatureBox->setRange(0.1, 5.0);
    m_temperatureBox->setSingleStep(0.1);
    m_temperatureBox->setDecimals(2);
    m_temperatureBox->setKeyboardTracking(false);
    m_temperatureLabel->setBuddy(m_temperatureSlider);
    m_entropy = new QLabel(this);
    m_entropy->setWordWrap(true); // at 1024 px the row is narrower than the sentence
    // The controls wrap into rows when the page is narrow (Present's zoom on a projector).
    auto* sentenceGroup = new QHBoxLayout;
    sentenceGroup->addWidget(m_sentenceLabel);
    sentenceGroup->addWidget(m_sentenceSelector);
    auto* temperatureGroup = new QHBoxLayout;
    temperatureGroup->addWidget(m_temperatureLabel);
    temperatureGroup->addWidget(m_temperatureSlider);
    temperatureGroup->addWidget(m_temperatureBox);
    auto* controls = new FlowLayout;
    controls->setSpacing(16);
    controls->addLayout(sentenceGroup);
    controls->addLayout(temperatureGroup);
    controls->addWidget(m_entropy);

    m_pickHint = new QLabel(this);
    m_pickHint->setWordWrap(true);
    m_chips = new SentenceChips(this);
    m_chips->setModel(m_model);
    m_chips->setShowWeights(true);
    m_chips->setActivatable(true);

    m_scoreChart = makeBarChart(this);
    m_scoreChart->setObjectName(QStringLiteral("scoreChart"));
    m_weightChart = makeBarChart(this);
    m_weightChart->setObjectName(QStringLiteral("weightChart"));
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_scoreChart, 1);
    charts->addWidget(m_weightChart, 1);

    m_formulas = new FormulaView(this);
    m_formulas->setObjectName(QStringLiteral("formulas"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addWidget(m_pickHint);
    layout->addWidget(m_chips);
    layout->addLayout(charts, 1);
    layout->addWidget(m_formulas);
    layout->addWidget(m_note);

    connect(m_chips, &SentenceChips::tokenClicked, this, [this](int token) {
        m_workspace->setQueryIndex(m_model->sentenceIndex(), token);
        QStatusTipEvent tip(tr("Query word is now “%1”").arg(m_workspace->queryWord(m_model->sentenceIndex())));
        QCoreApplication::sendEvent(this, &tip);
    });
    connect(m_sentenceSelector, &SentenceSelector::sentenceChosen, this, [this](int index) {
        m_model->setSentenceIndex(index);
        refresh();
    });
    connect(m_temperatureSlider, &QSlider::valueChanged, this,
            [this](int value) { m_workspace->setTemperature(static_cast<double>(value) / TemperatureSteps); });
    connect(m_temperatureBox, &QDoubleSpinBox::valueChanged, this,
            [this](double value) { m_workspace->setTemperature(value); });
    connect(m_workspace, &Workspace::temperatureChanged, this, &ScoringPage::showTemperature);
    connect(m_model, &QAbstractItemModel::modelReset, this, &ScoringPage::refresh);
    showTemperature(m_workspace->temperature());
    m_figures.add(
        QStringLiteral("scoring-scores"), [] { return tr("Scores of the query word"); }, m_scoreChart);
    m_figures.add(
        QStringLiteral("scoring-weights"), [] { return tr("Softmax weights of the query word"); }, m_weightChart);
    retranslate();
}

QString ScoringPage::formulaText() const
{
    return m_formulas->toPlainText();
}

QString ScoringPage::entropyText() const
{
    return m_entropy->text();
}

void ScoringPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange) {
        chartstyle::setMinimumHeight(m_scoreChart, ChartHeight);
        chartstyle::setMinimumHeight(m_weightChart, ChartHeight);
    }
    QWidget::changeEvent(event);
}

void ScoringPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>More related words should get more weight. Relatedness is measured by the <b>dot product</b> of "
           "two vectors: multiply matching components and add them up (a cosine similarity without dividing by "
           "the lengths). Scores can be negative and do not sum to 1, so <b>softmax</b> turns them into weights: "
           "every weight lands between 0 and 1, they sum to exactly 1, and a higher score gets a larger weight. "
           "The <b>temperature</b> divides the scores first: low sharpens, high flattens.</p>"));
    m_sentenceLabel->setText(tr("&Sentence:"));
    m_temperatureLabel->setText(tr("&Temperature:"));
    m_temperatureSlider->setToolTip(tr("Divide the scores by this number before softmax"));
    m_temperatureSlider->setAccessibleName(tr("Temperature"));
    m_temperatureBox->setAccessibleName(tr("Temperature"));
    m_pickHint->setText(
        tr("Click a word (or Tab to the words, move with the arrow keys and press Enter) to make it the "
           "query word; the bars under the words are its weights."));
    m_chips->setWhatsThis(tr("The words of the sentence. Arrow keys move between them; Enter makes the marked word "
                             "the query word. Hover a word to see its vector."));
    m_temperatureBox->setToolTip(tr("Divide the scores by this number before softmax"));
    m_sentenceSelector->setToolTip(tr("The sentence whose scores and weights are shown"));
    m_formulas->setToolTip(tr("The arithmetic with the query word’s numbers; the arrow keys scroll it"));
    m_scoreChart->setAccessibleName(tr("Dot-product scores of the query word"));
    m_weightChart->setAccessibleName(tr("Softmax weights of the query word"));
    refresh();
}

void ScoringPage::showTemperature(double temperature)
{
    const QSignalBlocker sliderBlocker(m_temperatureSlider);
    const QSignalBlocker boxBlocker(m_temperatureBox);
    m_temperatureSlider->setValue(static_cast<int>(std::lround(temperature * TemperatureSteps)));
    m_temperatureBox->setValue(temperature);
}

void ScoringPage::refresh()
{
    const int sentenceIndex = m_model->sentenceIndex();
    if (sentenceIndex < 0 || sentenceIndex >= m_workspace->sentenceCount() || m_whenShown->deferred())
        return;
    const SentenceAnalysis& sentence = m_workspace->sentence(sentenceIndex);
    const QString query = m_workspace->queryWord(sentenceIndex);
    const int shown = std::min(sentence.length(), MaximumBars);
    QStringList words;
    for (int t = 0; t < shown; ++t)
        words.append(sentence.tokens.at(t).label());

    const double temperature = m_workspace->temperature();
    // At T != 1 the bars are the dot products divided by T, and the title says so.
    m_scoreChart->setTitle(
        temperature == 1.0
            ? tr("Step 1: scores of “%1” (dot products)").arg(query)
            : tr("Step 1: scores of “%1” (dot products ÷ T = %2)").arg(query, numberformat::setting(temperature)));
    m_scoreChart->setAxisTitles(tr("word"), temperature == 1.0 ? tr("score") : tr("score ÷ T"));
    m_weightChart->setTitle(tr("Step 2: weights of “%1” (softmax)").arg(query));
    m_weightChart->setAxisTitles(tr("word"), tr("weight"));
    // Each chart's numbers, read once for its bars and for what a screen reader says about them.
    const auto showColumn = [&](BarChart* chart, int column) {
        QList<double> values;
        QStringList bars;
        for (int t = 0; t < shown; ++t) {
            const QVariant value = m_model->index(t, column).data(TokenModel::ValueRole);
            values.append(value.isValid() ? value.toDouble() : qQNaN()); // no bar while it is computed
            bars.append(QStringLiteral("%1 %2").arg(words.at(t), numberformat::value(value.toDouble())));
        }
        chart->setBars(words, values);
        chart->setAccessibleDescription(bars.join(QStringLiteral(", ")));
    };
    showColumn(m_scoreChart, TokenModel::ScoreColumn);
    showColumn(m_weightChart, TokenModel::WeightColumn);

    // The arithmetic, with this query word's numbers. The dot products need only the vectors, so
    // they show while a long sentence's attention is computed: the box keeps its height instead of
    // emptying and filling again, and each change of its height laid both charts out again.
    QStringList lines;
    if (sentence.length() > 0) {
        const Eigen::VectorXd queryVector = sentence.vectors.row(sentence.queryIndex).transpose();
        for (int t = 0; t < shown; ++t)
            lines.append(formulas::dotProduct(query, sentence.tokens.at(t).text, queryVector,
                                              sentence.vectors.row(t).transpose(), temperature));
    }
    if (!sentence.attentionReady()) {
        m_entropy->setText(tr("Computing the attention of %1 words…").arg(sentence.length()));
    } else if (sentence.length() > 0) {
        const Eigen::VectorXd scores = sentence.result().scores.row(sentence.queryIndex).transpose();
        QStringList allWords;
        for (const Token& token : sentence.tokens)
            allWords.append(token.text);
        lines.append(QString());
        for (int t = 0; t < shown; ++t)
            lines.append(formulas::softmaxTerm(allWords, scores, t, sentence.result().weights(sentence.queryIndex, t)));
        const Eigen::VectorXd weights = sentence.result().weights.row(sentence.queryIndex).transpose();
        m_entropy->setText(tr("Entropy of the weights: %1 (uniform: %2). Lower means sharper.")
                               .arg(numberformat::value(attention::entropy(weights)),
                                    numberformat::value(std::log(static_cast<double>(sentence.length())))));
    } else {
        m_entropy->clear();
    }
    m_formulas->setLines(lines);
    QString note;
    if (sentence.length() == 0)
        note = tr("This sentence has no words yet: type one in the sentence bar above.");
    else if (sentence.length() > MaximumBars)
        note = tr("The charts and formulas show the first %1 of %2 words.").arg(MaximumBars).arg(sentence.length());
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

QComboBox* ScoringPage::sentenceSelector() const
{
    return m_sentenceSelector;
}

} // namespace AttentionLab
