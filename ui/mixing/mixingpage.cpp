// SPDX-License-Identifier: GPL-3.0-or-later
#include "mixingpage.h"

#include "colourswatch.h"
#include "numberformat.h"
#include "paragraphlabel.h"
#include "shortenedtext.h"
#include "vectorbars.h"
#include "weightslidergroup.h"
#include "whenshown.h"
#include "workspace.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <numeric>

namespace AttentionLab {

QString MixingPage::title()
{
    return tr("2 · Mix the context in");
}

MixingPage::MixingPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    m_whenShown = new WhenShown(this, [this] { refreshAll(); });
    setObjectName(QStringLiteral("mixingPage"));
    m_intro = new ParagraphLabel(this);
    m_reset = new QPushButton(this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_intro, 1);
    top->addWidget(m_reset, 0, Qt::AlignBottom);

    auto* columns = new QHBoxLayout;
    columns->setSpacing(24);
    for (int i = 0; i < Columns; ++i) {
        Column column;
        column.container = new QWidget(this);
        auto* layout = new QVBoxLayout(column.container);
        layout->setContentsMargins(0, 0, 0, 0);
        column.title = new QLabel(column.container);
        column.title->setWordWrap(true);
        QFont bold; // only the weight: the size follows the page's font (and the window's zoom)
        bold.setBold(true);
        column.title->setFont(bold);
        column.sliders = new WeightSliderGroup;
        auto* scroll = new QScrollArea(column.container);
        scroll->setWidget(column.sliders);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setMinimumHeight(230);
        scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the sliders; the area follows them
        column.sum = new QLabel(column.container);
        // The new vector twice: as the mixed colour, and as bars over the named
        // dimensions, where a learner sees which meaning the word leans towards.
        column.vectorRow = new QWidget(column.container);
        auto* vectorLayout = new QHBoxLayout(column.vectorRow);
        vectorLayout->setContentsMargins(0, 0, 0, 0);
        column.mixed = new ColourSwatch(column.vectorRow);
        column.mixed->setPatchSize(120);
        column.bars = new VectorBars(column.vectorRow);
        column.bars->setObjectName(QStringLiteral("mixedVectorBars%1").arg(i + 1));
        column.bars->setFixedHeight(150);
        vectorLayout->addWidget(column.mixed, 0, Qt::AlignTop);
        vectorLayout->addWidget(column.bars, 1);
        column.note = new QLabel(column.container);
        column.note->setWordWrap(true);
        layout->addWidget(column.title);
        layout->addWidget(scroll, 1);
        layout->addWidget(column.sum);
        layout->addWidget(column.vectorRow);
        layout->addWidget(column.note);
        columns->addWidget(column.container, 1);
        connect(column.sliders, &WeightSliderGroup::weightsChanged, this,
                [this, i](const QList<double>& weights) { m_workspace->setMixingWeights(i, weights); });
        m_columns.append(column);
    }

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(columns, 1);

    connect(m_reset, &QPushButton::clicked, this, [this] {
        for (int i = 0; i < std::min(Columns, m_workspace->sentenceCount()); ++i)
            m_workspace->resetMixingWeights(i);
    });
    connect(m_workspace, &Workspace::mixingWeightsChanged, this, &MixingPage::refreshWeights);
    connect(m_workspace, &Workspace::sentenceChanged, this, &MixingPage::refreshSentence);
    connect(m_workspace, &Workspace::queryChanged, this, &MixingPage::refreshSentence);
    connect(m_workspace, &Workspace::sentencesReset, this, &MixingPage::refreshAll);
    connect(m_workspace, &Workspace::vocabularyChanged, this, &MixingPage::refreshAll);
    for (int i = 0; i < Columns; ++i) {
        m_figures.add(
            QStringLiteral("mixing-sentence%1").arg(i + 1),
            [i] { return tr("Weights and mixed colour, sentence %1").arg(i + 1); }, m_columns[i].container);
        m_figures.add(
            QStringLiteral("mixing-vector%1").arg(i + 1),
            [i] { return tr("New vector as colour and bars, sentence %1").arg(i + 1); }, m_columns[i].vectorRow);
    }
    retranslate();
}

QString MixingPage::sumText(int column) const
{
    return m_columns.value(column).sum ? m_columns.value(column).sum->text() : QString();
}

QString MixingPage::introText() const
{
    return m_intro->text();
}

void MixingPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MixingPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>A word's meaning comes from its neighbours. So let the word's new vector be a <b>weighted "
           "average</b> of all the word vectors in its sentence, with weights that add up to 1: the more weight "
           "on a word, the more the result looks like it. Here every word is a colour; the new vector is shown "
           "as the mixed colour and, beside it, as bars over the dimensions. Drag a slider (or type a weight): "
           "the others make room so the sum stays 1. The sliders start at the weights attention computes, so the "
           "two mixes differ: with the lesson's sentences, 苹果 leans towards 科技 (tech) in sentence 1 and "
           "towards 水果 (fruit) in sentence 2.</p>"));
    m_reset->setText(tr("&Reset to attention weights"));
    m_reset->setToolTip(tr("Put every slider back to the weights attention computes"));
    refreshAll();
}

void MixingPage::refreshAll()
{
    for (int i = 0; i < Columns; ++i)
        refreshSentence(i);
}

void MixingPage::refreshSentence(int index)
{
    if (index < 0 || index >= Columns || m_whenShown->deferred())
        return;
    const Column& column = m_columns.at(index);
    const bool present = index < m_workspace->sentenceCount();
    column.container->setVisible(present);
    if (!present)
        return;
    const SentenceAnalysis& sentence = m_workspace->sentence(index);
    QStringList words;
    QList<QColor> colours;
    for (int t = 0; t < sentence.length(); ++t) {
        words.append(sentence.tokens.at(t).label());
        colours.append(m_workspace->tokenColour(index, t));
    }
    column.title->setText(tr("Sentence %1: %2").arg(index + 1).arg(shortenedText(sentence.text, 80)));
    column.sliders->setWords(words, colours);
    QString note;
    if (sentence.length() == 0)
        note = tr("This sentence has no words yet.");
    else if (sentence.length() > WeightSliderGroup::MaximumSliders)
        note = tr("Sliders for the first %1 of %2 words; the others still count in the mix.")
                   .arg(WeightSliderGroup::MaximumSliders)
                   .arg(sentence.length());
    column.note->setText(note);
    column.note->setVisible(!note.isEmpty());
    refreshWeights(index);
}

void MixingPage::refreshWeights(int index)
{
    if (index < 0 || index >= Columns || index >= m_workspace->sentenceCount() || m_whenShown->deferred())
        return;
    const Column& column = m_columns.at(index);
    const SentenceAnalysis& sentence = m_workspace->sentence(index);
    // A long sentence waits for its attention before its weights can be shown or moved.
    column.sliders->setEnabled(sentence.attentionReady());
    column.sliders->setWeights(sentence.mixingWeights);
    const double sum = std::accumulate(sentence.mixingWeights.cbegin(), sentence.mixingWeights.cend(), 0.0);
    column.sum->setText(sentence.attentionReady() ? tr("Sum of the weights: %1").arg(numberformat::value(sum))
                                                  : tr("Computing the attention of %1 words…").arg(sentence.length()));
    column.mixed->setColour(m_workspace->mixedColour(index));
    column.mixed->setCaption(sentence.length() > 0 ? tr("New vector of “%1”").arg(m_workspace->queryWord(index))
                                                   : QString());
    QStringList mix; // what a screen reader says the colour is made of
    for (int t = 0; t < sentence.mixingWeights.size() && t < sentence.length(); ++t)
        mix.append(QStringLiteral("%1 × %2").arg(numberformat::value(sentence.mixingWeights.at(t)),
                                                 sentence.tokens.at(t).text));
    column.mixed->setDetails(mix.join(QStringLiteral(" + ")));
    refreshBars();
}

void MixingPage::refreshBars()
{
    // One scale for both columns, the largest component of any word they mix:
    // the two new vectors can be compared bar by bar, and a mix never overflows it.
    double scale = 0;
    for (int i = 0; i < std::min(Columns, m_workspace->sentenceCount()); ++i) {
        const SentenceAnalysis& sentence = m_workspace->sentence(i);
        if (sentence.vectors.size() > 0)
            scale = std::max(scale, sentence.vectors.cwiseAbs().maxCoeff());
    }
    const QStringList names = m_workspace->vocabulary().dimensionNames();
    for (int i = 0; i < std::min(Columns, m_workspace->sentenceCount()); ++i) {
        const Column& column = m_columns.at(i);
        const QString word = m_workspace->queryWord(i);
        column.bars->setScale(scale);
        column.bars->setVector(word, m_workspace->mixedVector(i), names, m_workspace->mixedColour(i));
        column.bars->setAccessibleName(tr("New vector of “%1” over the dimensions").arg(word));
    }
}

} // namespace AttentionLab
