// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepspage.h"

#include "codeview.h"
#include "flowlayout.h"
#include "focusframe.h"
#include "paragraphlabel.h"
#include "projection.h"
#include "projectionplot.h"
#include "stepfigure.h"
#include "stepfigureview.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QStatusTipEvent>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace AttentionLab {

QString StepsPage::title()
{
    return tr("4 · The three steps, in code");
}

StepsPage::StepsPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("stepsPage"));

    m_intro = new ParagraphLabel(this);
    m_intro->setTextFormat(Qt::RichText);

    m_resetButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaSkipBackward), QString(), this);
    m_previousButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaSeekBackward), QString(), this);
    m_playButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), QString(), this);
    m_nextButton = new QPushButton(style()->standardIcon(QStyle::SP_MediaSeekForward), QString(), this);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, SnippetStepCount - 1);
    m_slider->setSingleStep(1);
    m_slider->setPageStep(1);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setTickInterval(1);
    m_slider->setFocusPolicy(Qt::StrongFocus);
    m_slider->setMinimumWidth(140);
    m_slider->setMaximumWidth(260);
    m_stepLabel = new QLabel(this);
    m_stepLabel->setObjectName(QStringLiteral("stepLabel"));
    fitStepLabel();
    m_copyButton = new QPushButton(QIcon::fromTheme(QStringLiteral("edit-copy")), QString(), this);

    // The controls wrap into rows when the page is narrow (Present's zoom on a projector).
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_resetButton);
    buttons->addWidget(m_previousButton);
    buttons->addWidget(m_playButton);
    buttons->addWidget(m_nextButton);
    buttons->addSpacing(8);
    buttons->addWidget(m_slider);
    auto* controls = new FlowLayout;
    controls->setSpacing(8);
    controls->addLayout(buttons);
    controls->addWidget(m_stepLabel);
    controls->addWidget(m_copyButton);

    m_verticalSplitter = new QSplitter(Qt::Vertical, this);
    m_horizontalSplitter = new QSplitter(Qt::Horizontal, m_verticalSplitter);
    m_codeView = new CodeView(m_horizontalSplitter);
    m_plot = new ProjectionPlot(m_horizontalSplitter);
    m_horizontalSplitter->addWidget(m_codeView);
    m_horizontalSplitter->addWidget(m_plot);
    m_horizontalSplitter->setStretchFactor(0, 1);
    m_horizontalSplitter->setStretchFactor(1, 1);
    m_horizontalSplitter->setSizes({ 640, 560 }); // until fitCodePane() knows the code
    m_horizontalSplitter->setChildrenCollapsible(false);
    connect(m_horizontalSplitter, &QSplitter::splitterMoved, this, [this] { m_codeWidthChosen = true; });
    m_figureArea = new QScrollArea(m_verticalSplitter);
    m_figureArea->setWidgetResizable(true);
    m_figureArea->setFrameShape(QFrame::StyledPanel);
    m_figureView = new StepFigureView;
    m_figureArea->setWidget(m_figureView);
    m_figureArea->setBackgroundRole(QPalette::Base);
    showFocusFrame(m_figureArea, true);
    showFocusFrame(m_codeView, true);
    m_verticalSplitter->addWidget(m_horizontalSplitter);
    m_verticalSplitter->addWidget(m_figureArea);
    m_verticalSplitter->setStretchFactor(0, 1);
    m_verticalSplitter->setStretchFactor(1, 1);
    m_verticalSplitter->setChildrenCollapsible(false);
    m_verticalSplitter->setSizes({ 330, 300 });

    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addWidget(m_verticalSplitter, 1);
    layout->addWidget(m_note);

    m_playTimer = new QTimer(this);
    m_playTimer->setInterval(1800);
    connect(m_playTimer, &QTimer::timeout, this, [this] {
        next();
        if (stepIndex() >= SnippetStepCount - 1)
            setPlaying(false);
    });
    connect(m_resetButton, &QPushButton::clicked, this, &StepsPage::reset);
    connect(m_previousButton, &QPushButton::clicked, this, &StepsPage::previous);
    connect(m_nextButton, &QPushButton::clicked, this, &StepsPage::next);
    connect(m_playButton, &QPushButton::clicked, this, [this] { setPlaying(!isPlaying()); });
    connect(m_copyButton, &QPushButton::clicked, this, &StepsPage::copyCode);
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        ensureUpToDate();
        updateStep();
        showStatus(StepFigure::stepTitle(static_cast<SnippetStep>(value)));
        Q_EMIT stepChanged(value);
    });
    connect(m_codeView, &CodeView::copied, this, [this](bool everything) {
        showStatus(everything ? tr("The code is on the clipboard") : tr("The selected code is on the clipboard"));
    });
    // Ctrl+C anywhere on the page copies the code; the code view itself copies a selection if there is one.
    auto* copy = new QShortcut(QKeySequence::Copy, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
    connect(copy, &QShortcut::activated, this, [this] {
        if (m_codeView->hasFocus() && m_codeView->textCursor().hasSelection()) {
            m_codeView->copy();
            showStatus(tr("The selected code is on the clipboard"));
        } else {
            copyCode();
        }
    });

    connect(m_workspace, &Workspace::sentenceChanged, this, &StepsPage::scheduleRefresh);
    connect(m_workspace, &Workspace::sentencesReset, this, &StepsPage::scheduleRefresh);
    connect(m_workspace, &Workspace::queryChanged, this, &StepsPage::scheduleRefresh);
    connect(m_workspace, &Workspace::temperatureChanged, this, &StepsPage::scheduleRefresh);
    connect(m_workspace, &Workspace::vocabularyChanged, this, &StepsPage::scheduleRefresh);

    m_figures.add(
        QStringLiteral("steps-figure"), [] { return tr("What the step does to the vectors"); }, m_figureView);
    m_figures.add(
        QStringLiteral("steps-projection"), [] { return tr("Vectors before and after attention"); }, m_plot);
    retranslate();
}

StepsPage::~StepsPage() = default;

ProjectionPlot* StepsPage::plot() const
{
    ensureUpToDate();
    return m_plot;
}

int StepsPage::stepIndex() const
{
    return m_slider->value();
}

void StepsPage::setPlayInterval(int milliseconds)
{
    m_playTimer->setInterval(std::max(1, milliseconds));
}

int StepsPage::playInterval() const
{
    return m_playTimer->interval();
}

bool StepsPage::isPlaying() const
{
    return m_playTimer->isActive();
}

QString StepsPage::code() const
{
    ensureUpToDate();
    return m_snippet.code;
}

PyTorchSnippet StepsPage::snippet() const
{
    ensureUpToDate();
    return m_snippet;
}

QString StepsPage::stepDescription() const
{
    ensureUpToDate();
    return m_figureView->figure().toPlainText();
}

QString StepsPage::note() const
{
    ensureUpToDate();
    return m_note->isHidden() ? QString() : m_note->text();
}

void StepsPage::setStep(int step)
{
    m_slider->setValue(std::clamp(step, 0, SnippetStepCount - 1));
}

void StepsPage::next()
{
    setStep(stepIndex() + 1);
}

void StepsPage::previous()
{
    setStep(stepIndex() - 1);
}

void StepsPage::reset()
{
    setPlaying(false);
    setStep(0);
}

void StepsPage::setPlaying(bool playing)
{
    if (playing == isPlaying())
        return;
    if (playing) {
        if (stepIndex() >= SnippetStepCount - 1)
            setStep(0);
        m_playTimer->start();
    } else {
        m_playTimer->stop();
    }
    m_playButton->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    m_playButton->setText(playing ? tr("P&ause") : tr("&Play"));
}

void StepsPage::copyCode()
{
    ensureUpToDate();
    m_codeView->copyAll();
}

void StepsPage::showStatus(const QString& message)
{
    QStatusTipEvent tip(message);
    QCoreApplication::sendEvent(this, &tip);
}

void StepsPage::scheduleRefresh()
{
    m_dirty = true;
    // Several signals come for one edit (temperature: one per sentence); refresh once, and only when seen.
    if (m_refreshQueued || !isVisible())
        return;
    m_refreshQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_refreshQueued = false;
        ensureUpToDate();
    });
}

void StepsPage::ensureUpToDate() const
{
    if (m_dirty)
        const_cast<StepsPage*>(this)->refresh();
}

void StepsPage::refresh()
{
    m_dirty = false;
    m_snippet = PyTorchSnippet::fromWorkspace(*m_workspace);
    m_codeView->setCode(m_snippet.code);
    fitCodePane();
    m_plot->setProjection(WorkspaceProjection::fromWorkspace(*m_workspace, 2, PlotWords));
    updateStep();
    updateNote();
}

void StepsPage::updateStep()
{
    const int index = stepIndex();
    const SnippetStep current = static_cast<SnippetStep>(index);
    const LineRange lines = m_snippet.lines(current);
    m_codeView->setHighlightedLines(lines.first, lines.last);
    m_figureView->setFigure(StepFigure::build(*m_workspace, current));
    m_stepLabel->setText(StepFigure::stepTitle(current));
    m_previousButton->setEnabled(index > 0);
    m_nextButton->setEnabled(index < SnippetStepCount - 1);
    const bool moved = current >= SnippetStep::WeightedSum;
    m_plot->setContextualVisible(moved);
    m_plot->setTitle(moved ? tr("Own vector ○ → vector after attention ●")
                           : tr("Own vectors ○ (where attention moves them: from step 4)"));
    m_slider->setAccessibleDescription(m_stepLabel->text());
}

void StepsPage::updateNote()
{
    QStringList notes;
    const int considered = std::min(2, m_workspace->sentenceCount());
    if (m_snippet.sentences.isEmpty()) {
        notes.append(tr("There are no words yet: type a sentence in the sentence bar above."));
    } else if (m_workspace->sentenceCount() == 1) {
        notes.append(tr("There is only one sentence, so the code has nothing to compare: add a second sentence in "
                        "the sentence bar."));
    } else if (m_snippet.sentences.size() < considered) {
        notes.append(tr("Sentence %1 is empty: the code leaves it out.").arg(m_snippet.sentences.contains(0) ? 2 : 1));
    }
    for (const ProjectedSentence& sentence : m_plot->projection().sentences) {
        if (sentence.totalWords > sentence.words.size()) {
            notes.append(tr("The plot shows the first %1 words of each sentence.").arg(PlotWords));
            break;
        }
    }
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
}

void StepsPage::fitStepLabel()
{
    m_stepLabel->setMinimumWidth(m_stepLabel->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 18);
}

void StepsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        fitStepLabel(); // the window's zoom: a page built at 150 % is as wide as before at 100 %
    QWidget::changeEvent(event);
}

void StepsPage::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    ensureUpToDate();
    fitCodePane();
}

void StepsPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitCodePane();
}

void StepsPage::fitCodePane()
{
    // The code pane as wide as its longest line, so that no line is cut off at the
    // usual window widths; the plot keeps at least its minimum. In a narrower window
    // the code scrolls sideways. A splitter the user dragged stays where it was put.
    if (m_codeWidthChosen)
        return;
    const int total = m_horizontalSplitter->width() - m_horizontalSplitter->handleWidth();
    if (total <= 0)
        return;
    const int plotMinimum = std::max(m_plot->minimumSizeHint().width(), 300);
    const int code = std::clamp(m_codeView->widthForLongestLine(), std::min(total / 2, total - plotMinimum),
                                std::max(total - plotMinimum, total / 2));
    m_horizontalSplitter->setSizes({ code, total - code });
}

void StepsPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>Score, normalise, mix: these three steps are all there is to self-attention. Here they are in "
           "PyTorch, written for the sentences above with the vectors their words have now, so the code prints "
           "the numbers you see. Step through it with <b>Next</b> or the slider: the marked lines are the ones "
           "that run, and the picture under the code shows what they do to the vectors. The plot follows every "
           "word from its own vector (○) to its vector after attention (●).</p>"));
    m_resetButton->setText(tr("&Reset"));
    m_resetButton->setToolTip(tr("Back to the start of the code"));
    m_previousButton->setText(tr("Pre&vious"));
    m_previousButton->setToolTip(tr("Go back one step"));
    m_playButton->setText(isPlaying() ? tr("P&ause") : tr("&Play"));
    m_playButton->setToolTip(tr("Run the steps one after another"));
    m_nextButton->setText(tr("&Next"));
    m_nextButton->setToolTip(tr("Run the next step of the code"));
    m_slider->setAccessibleName(tr("Step"));
    m_slider->setToolTip(tr("Drag, or use the arrow keys, to go to a step"));
    m_copyButton->setText(tr("&Copy Code"));
    m_copyButton->setToolTip(tr("Copy the Python code to the clipboard (Ctrl+C)"));
    m_codeView->setAccessibleName(tr("Python code"));
    m_codeView->setToolTip(tr("The code for the sentences above; the marked lines run in this step"));
    m_figureArea->setToolTip(tr("What the marked lines do to the vectors"));
    m_figureView->setAccessibleName(tr("What the marked lines do"));
    m_dirty = true;
    if (isVisible())
        ensureUpToDate();
}

} // namespace AttentionLab
