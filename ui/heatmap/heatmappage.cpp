// SPDX-License-Identifier: GPL-3.0-or-later
#include "heatmappage.h"

#include "atomicfile.h"
#include "exportfiguredialog.h"
#include "flowlayout.h"
#include "heatmapexport.h"
#include "heatmapfiguresource.h"
#include "heatmappainter.h"
#include "heatmapview.h"
#include "matrixexport.h"
#include "models/attentionmatrixmodel.h"
#include "models/workspacebinder.h"
#include "paragraphlabel.h"
#include "sentenceselector.h"
#include "shortenedtext.h"
#include "whenshown.h"
#include "workspace.h"
#include "zoom.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRadioButton>
#include <QStandardPaths>
#include <QStatusTipEvent>
#include <QVBoxLayout>

namespace AttentionLab {

QString HeatmapPage::title()
{
    return tr("5 · The attention matrix");
}

HeatmapPage::HeatmapPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("heatmapPage"));
    m_model = new AttentionMatrixModel(0, this);
    WorkspaceBinder::of(m_workspace)->bind(m_model);
    m_noteWhenShown = new WhenShown(this, [this] { updateNote(); });

    m_intro = new ParagraphLabel(this);
    m_intro->setTextFormat(Qt::RichText);

    m_sentenceLabel = new QLabel(this);
    m_sentenceSelector = new SentenceSelector(m_workspace, this);
    m_sentenceSelector->setLabel(m_sentenceLabel);
    m_showLabel = new QLabel(this);
    m_showWeights = new QRadioButton(this);
    m_showScores = new QRadioButton(this);
    m_showWeights->setChecked(true);
    auto* quantity = new QButtonGroup(this);
    quantity->addButton(m_showWeights);
    quantity->addButton(m_showScores);
    m_fixedScaleBox = new QCheckBox(this); // before the buttons: Tab follows the reading order
    m_exportButton = new QPushButton(this);
    m_copyButton = new QPushButton(this);
    m_csvButton = new QPushButton(this);

    // The controls wrap into rows when the page is narrow (a projector at Present's 150 %): the page then
    // scrolls down, never sideways. Each label stays on a row with what it names.
    auto* sentenceGroup = new QHBoxLayout;
    sentenceGroup->addWidget(m_sentenceLabel);
    sentenceGroup->addWidget(m_sentenceSelector);
    auto* showGroup = new QHBoxLayout;
    showGroup->addWidget(m_showLabel);
    showGroup->addWidget(m_showWeights);
    showGroup->addWidget(m_showScores);
    auto* controls = new FlowLayout;
    controls->setSpacing(16);
    controls->addLayout(sentenceGroup);
    controls->addLayout(showGroup);
    // The buttons on a row of their own: in one row the page needed 1,085 px, more than a projector has.
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_exportButton);
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_csvButton);
    auto* exports = new FlowLayout;
    exports->setSpacing(16);
    exports->addWidget(m_fixedScaleBox);
    exports->addLayout(buttons);

    m_view = new HeatmapView(this);
    m_view->setModel(m_model);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addLayout(exports);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_note);

    connect(m_sentenceSelector, &SentenceSelector::sentenceChosen, this, &HeatmapPage::showSentence);
    connect(m_showScores, &QRadioButton::toggled, this, [this](bool scores) {
        m_model->setQuantity(scores ? AttentionMatrixModel::Quantity::Scores : AttentionMatrixModel::Quantity::Weights);
        m_view->describeFocusCell(); // the status bar still read the weight
    });
    const auto showQuery = [this] {
        const SentenceAnalysis& sentence = m_workspace->sentence(sentenceIndex());
        m_view->setQueryRow(sentence.length() > 0 ? sentence.queryIndex : -1);
    };
    connect(m_workspace, &Workspace::queryChanged, this, showQuery);
    connect(m_workspace, &Workspace::sentenceChanged, this, showQuery);
    connect(m_workspace, &Workspace::sentencesReset, this, showQuery);
    connect(m_sentenceSelector, &SentenceSelector::sentenceChosen, this, showQuery);
    connect(m_view, &HeatmapView::rowActivated, this, [this](int row) {
        const int sentence = sentenceIndex();
        m_workspace->setQueryIndex(sentence, row);
        QStatusTipEvent tip(tr("Query word is now “%1”").arg(m_workspace->queryWord(sentence)));
        QCoreApplication::sendEvent(this, &tip);
    });
    connect(m_fixedScaleBox, &QCheckBox::toggled, this, &HeatmapPage::setFixedScale);
    connect(m_workspace, &Workspace::temperatureChanged, m_view, &HeatmapView::setTemperature);
    m_view->setTemperature(m_workspace->temperature());
    connect(m_exportButton, &QPushButton::clicked, this, &HeatmapPage::exportFigure);
    connect(m_copyButton, &QPushButton::clicked, this, &HeatmapPage::copyFigure);
    connect(m_csvButton, &QPushButton::clicked, this, &HeatmapPage::exportCsv);
    connect(m_workspace, &Workspace::sentenceChanged, this, [this](int index) {
        // The note is about the sentence shown: 16 sentences' attention arriving one by one each
        // measured the heatmap's layout again (2-3 ms at 2,048 words).
        if (index != sentenceIndex())
            return;
        m_view->setSentenceText(shortenedText(m_workspace->sentence(index).text, 80));
        updateNote();
    });

    retranslate();
    showSentence(sentenceIndex());
    showQuery();
    m_figures.add(std::make_unique<HeatmapFigureSource>(
                      QStringLiteral("heatmap"), [] { return tr("Attention heatmap"); },
                      [this] {
                          m_workspace->waitForAttention(); // a figure shows the finished numbers
                          return exportPainter();
                      }),
                  m_view);
}

void HeatmapPage::setColorScheme(ColorMap::Scheme scheme)
{
    m_view->setColorScheme(scheme);
}

void HeatmapPage::setFixedScale(bool fixed)
{
    if (fixed == m_view->fixedScale())
        return;
    m_view->setFixedScale(fixed);
    m_fixedScaleBox->setChecked(fixed); // its toggled() comes back here and stops above
    Q_EMIT fixedScaleChanged(fixed);
}

bool HeatmapPage::fixedScale() const
{
    return m_view->fixedScale();
}

int HeatmapPage::sentenceIndex() const
{
    return m_sentenceSelector->sentenceIndex();
}

QString HeatmapPage::note() const
{
    return m_note->text();
}

void HeatmapPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateNote(); // in the new language
    }
    QWidget::changeEvent(event);
}

void HeatmapPage::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateNote();
}

void HeatmapPage::retranslate()
{
    m_fixedScaleBox->setText(tr("Colours from &0 to 1"));
    m_fixedScaleBox->setToolTip(tr("The same colour scale in every figure, so two heatmaps can be compared"));
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>Do the three steps for <b>every</b> word and you get an L × L table: row <i>i</i>, column <i>j</i> "
           "is how much attention word <i>i</i> gives word <i>j</i>; every row sums to 1. Darker means more "
           "attention. Notice the diagonal: each word keeps part of the attention for itself, so it keeps its "
           "own meaning while taking in context. Hover a cell to read it; click a row to follow that word on "
           "the other pages.</p>"));
    m_sentenceLabel->setText(tr("&Sentence:"));
    m_showLabel->setText(tr("Show:"));
    m_showWeights->setText(tr("&Weights (after softmax)"));
    m_showScores->setText(tr("S&cores (before softmax)"));
    m_exportButton->setText(tr("&Export Figure…"));
    m_exportButton->setToolTip(tr("Save the heatmap as a PNG or SVG figure"));
    m_copyButton->setText(tr("Co&py"));
    m_copyButton->setToolTip(tr("Copy the heatmap figure to the clipboard"));
    m_csvButton->setText(tr("Export &CSV…"));
    m_csvButton->setToolTip(tr("Save the matrix as a CSV table for spreadsheets"));
    m_sentenceSelector->setToolTip(tr("The sentence whose attention matrix is shown"));
    m_showWeights->setToolTip(tr("Colour the cells by the softmax weights; every row sums to 1"));
    m_showScores->setToolTip(tr("Colour the cells by the dot-product scores, before softmax"));
    // The view's tooltips name the cell under the mouse; this says how to use the keys.
    m_view->setWhatsThis(tr("Row i, column j: how much attention word i gives word j. Arrow keys move between "
                            "cells, Home and End go to the ends of the row, Enter makes the row's word the query "
                            "word."));
}

void HeatmapPage::showSentence(int index)
{
    m_model->setSentenceIndex(index);
    m_view->setSentenceText(shortenedText(m_workspace->sentence(index).text, 80));
    updateNote();
}

void HeatmapPage::updateNote()
{
    if (m_noteWhenShown->deferred())
        return;
    const HeatmapLayout layout = m_view->painter().layout(m_view->size());
    const int length = m_model->rowCount();
    const SentenceAnalysis& sentence = m_workspace->sentence(sentenceIndex());
    QStringList notes;
    if (!sentence.attentionReady())
        notes.append(tr("Computing the attention of %1 words…").arg(sentence.length()));
    else if (length == 0)
        notes.append(tr("This sentence has no words yet: type one in the sentence bar above."));
    if (sentence.droppedTokens > 0)
        notes.append(tr("Only the first %1 words are analysed; %2 more are left out.")
                         .arg(sentence.length())
                         .arg(sentence.droppedTokens));
    if (length > 0 && layout.length == length && !layout.showNumbers)
        notes.append(tr("The cells are too small for numbers: hover a cell, or use the arrow keys, to read it."));
    if (length > 0 && layout.length == length && (layout.rowLabelStep > 1 || layout.columnLabelStep > 1))
        notes.append(tr("%1 words: one label in every %2 is shown so that none overlap.")
                         .arg(length)
                         .arg(std::max(layout.rowLabelStep, layout.columnLabelStep)));
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
}

bool HeatmapPage::exportFigureTo(const QString& path, int scale, bool transparent, QString* error)
{
    m_workspace->waitForAttention(); // a figure shows the finished numbers
    const zoom::ActualSize actualSize; // and does not grow with the window's zoom
    return heatmapexport::write(exportPainter(), path, scale, transparent, error);
}

HeatmapPainter HeatmapPage::exportPainter() const
{
    HeatmapStyle style; // black on white: a figure for paper and slides, whatever the screen's theme
    style.font = font();
    style.scheme = m_view->colorScheme();
    return HeatmapPainter(HeatmapFigure::fromModel(*m_model,
                                                   shortenedText(m_workspace->sentence(sentenceIndex()).text, 80),
                                                   m_workspace->temperature(), m_view->fixedScale()),
                          style);
}

bool HeatmapPage::exportCsvTo(const QString& path, QString* error)
{
    m_workspace->waitForAttention();
    return writeFileAtomically(path, matrixexport::matrixCsv(m_model->tokens(), m_model->values()), error);
}

void HeatmapPage::exportFigure()
{
    const HeatmapPainter painter = [this] {
        const zoom::ActualSize actualSize;
        return exportPainter();
    }();
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    ExportFigureDialog dialog(QDir(folder).filePath(QStringLiteral("attention-heatmap.png")), painter.preferredSize(),
                              this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!exportFigureTo(dialog.path(), dialog.scale(), dialog.transparent(), &error))
        showError(error);
}

void HeatmapPage::copyFigure()
{
    const zoom::ActualSize actualSize;
    const HeatmapPainter painter = exportPainter();
    QGuiApplication::clipboard()->setImage(heatmapexport::renderImage(painter, 2, false));
    QStatusTipEvent tip(tr("Heatmap copied to the clipboard"));
    QCoreApplication::sendEvent(this, &tip);
}

void HeatmapPage::exportCsv()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export CSV"),
                                                      QDir(folder).filePath(QStringLiteral("attention-weights.csv")),
                                                      tr("CSV table (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsvTo(path, &error))
        showError(error);
}

void HeatmapPage::showError(const QString& message)
{
    QMessageBox::warning(this, tr("Export failed"), message);
}

QComboBox* HeatmapPage::sentenceSelector() const
{
    return m_sentenceSelector;
}

} // namespace AttentionLab
