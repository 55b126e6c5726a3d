// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include "pytorchsnippet.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QSlider;
class QSplitter;
class QTimer;

namespace AttentionLab {

class CodeView;
class ProjectionPlot;
class StepFigureView;
class Workspace;

/// Chapter 4, the three steps in code: PyTorch code generated from the
/// Workspace (its first two sentences, vectors, query words, temperature),
/// stepped through with Previous / Next / Play / Reset and a slider. Each step
/// marks its lines in the code and shows, under it, what they do to the
/// vectors; a plot follows every word from its own vector to its vector after
/// attention. Follows the Workspace live; the work is done when the page is
/// shown (or asked), not for every signal while it is hidden.
class StepsPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit StepsPage(Workspace* workspace, QWidget* parent = nullptr);
    ~StepsPage() override;

    CodeView* codeView() const { return m_codeView; }
    StepFigureView* figureView() const { return m_figureView; }
    ProjectionPlot* plot() const;
    QSlider* stepSlider() const { return m_slider; }
    QPushButton* resetButton() const { return m_resetButton; }
    QPushButton* previousButton() const { return m_previousButton; }
    QPushButton* playButton() const { return m_playButton; }
    QPushButton* nextButton() const { return m_nextButton; }
    QPushButton* copyButton() const { return m_copyButton; }

    int stepIndex() const;
    SnippetStep step() const { return static_cast<SnippetStep>(stepIndex()); }
    bool isPlaying() const;
    /// The generated code, up to date with the Workspace.
    QString code() const;
    PyTorchSnippet snippet() const;
    /// Everything the figure under the code says for the current step.
    QString stepDescription() const;
    /// The note at the bottom of the page (one sentence only, empty sentences, long sentences); empty when none.
    QString note() const;

    /// Milliseconds between steps while playing (1800 unless changed).
    void setPlayInterval(int milliseconds);
    int playInterval() const;
    /// Words per sentence in the plot.
    static constexpr int PlotWords = 40;

public Q_SLOTS:
    void setStep(int step);
    void next();
    void previous();
    void reset();
    void setPlaying(bool playing);
    void copyCode();

Q_SIGNALS:
    void stepChanged(int step);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    /// Room for the step label's longest text, from the font (it follows the window's zoom).
    void fitStepLabel();
    void scheduleRefresh();
    void ensureUpToDate() const;
    void refresh();
    void updateStep();
    void updateNote();
    void showStatus(const QString& message);
    void fitCodePane();

    Workspace* m_workspace;
    PyTorchSnippet m_snippet;
    bool m_dirty = true;
    bool m_refreshQueued = false;
    QLabel* m_intro = nullptr;
    QPushButton* m_resetButton = nullptr;
    QPushButton* m_previousButton = nullptr;
    QPushButton* m_playButton = nullptr;
    QPushButton* m_nextButton = nullptr;
    QSlider* m_slider = nullptr;
    QLabel* m_stepLabel = nullptr;
    QPushButton* m_copyButton = nullptr;
    QSplitter* m_verticalSplitter = nullptr;
    QSplitter* m_horizontalSplitter = nullptr;
    bool m_codeWidthChosen = false; ///< the splitter was dragged: its sizes are the user's
    CodeView* m_codeView = nullptr;
    ProjectionPlot* m_plot = nullptr;
    QScrollArea* m_figureArea = nullptr;
    StepFigureView* m_figureView = nullptr;
    QLabel* m_note = nullptr;
    QTimer* m_playTimer = nullptr;
    FigureList m_figures;
};

} // namespace AttentionLab
