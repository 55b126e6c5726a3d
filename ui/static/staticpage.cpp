// SPDX-License-Identifier: GPL-3.0-or-later
#include "staticpage.h"

#include "attention.h"
#include "models/tokenmodel.h"
#include "models/workspacebinder.h"
#include "neighbours.h"
#include "numberformat.h"
#include "paragraphlabel.h"
#include "sentencechips.h"
#include "shortenedtext.h"
#include "vectorbars.h"
#include "whenshown.h"
#include "workspace.h"
#include "zoomablecombobox.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace AttentionLab {

namespace {
constexpr int NeighbourCount = 5;
} // namespace

QString StaticPage::title()
{
    return tr("1 · One word, one vector");
}

StaticPage::StaticPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
{
    m_whenShown = new WhenShown(this, [this] { refresh(); });
    setObjectName(QStringLiteral("staticPage"));
    m_modelLeft = new TokenModel(0, this);
    m_modelRight = new TokenModel(1, this);
    WorkspaceBinder::of(m_workspace)->bind(m_modelLeft);
    WorkspaceBinder::of(m_workspace)->bind(m_modelRight);

    m_intro = new ParagraphLabel(this);
    m_wordLabel = new QLabel(this);
    m_wordSelector = new ZoomableComboBox(this);
    m_wordSelector->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_wordLabel->setBuddy(m_wordSelector);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_wordLabel);
    controls->addWidget(m_wordSelector);
    controls->addStretch(1);

    auto* grid = new QGridLayout;
    grid->setHorizontalSpacing(32);
    m_titleLeft = new QLabel(this);
    m_titleRight = new QLabel(this);
    m_chipsLeft = new SentenceChips(this);
    m_chipsRight = new SentenceChips(this);
    m_chipsLeft->setMarkQuery(false);
    m_chipsRight->setMarkQuery(false);
    m_chipsLeft->setModel(m_modelLeft);
    m_chipsRight->setModel(m_modelRight);
    m_barsLeft = new VectorBars(this);
    m_barsRight = new VectorBars(this);
    grid->addWidget(m_titleLeft, 0, 0);
    grid->addWidget(m_titleRight, 0, 1);
    grid->addWidget(m_chipsLeft, 1, 0);
    grid->addWidget(m_chipsRight, 1, 1);
    grid->addWidget(m_barsLeft, 2, 0);
    grid->addWidget(m_barsRight, 2, 1);
    grid->setRowStretch(2, 1);

    m_similarity = new QLabel(this);
    m_similarity->setAlignment(Qt::AlignCenter);
    updateFonts();
    m_neighbours = new QLabel(this);
    m_neighbours->setAlignment(Qt::AlignCenter);
    m_neighbours->setWordWrap(true);
    m_neighbours->setObjectName(QStringLiteral("staticNeighbours"));
    m_note = new QLabel(this);
    m_note->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addLayout(grid, 1);
    layout->addWidget(m_similarity);
    layout->addWidget(m_neighbours);
    layout->addWidget(m_note);

    connect(m_wordSelector, &QComboBox::currentIndexChanged, this, &StaticPage::refresh);
    connect(m_workspace, &Workspace::sentenceWordsChanged, this, &StaticPage::refresh);
    connect(m_workspace, &Workspace::sentencesReset, this, &StaticPage::refresh);
    connect(m_workspace, &Workspace::vocabularyChanged, this, &StaticPage::refresh);
    m_figures.add(
        QStringLiteral("static-vectors1"), [] { return tr("Static vector, sentence 1"); }, m_barsLeft);
    m_figures.add(
        QStringLiteral("static-vectors2"), [] { return tr("Static vector, sentence 2"); }, m_barsRight);
    retranslate();
}

QString StaticPage::sharedWord() const
{
    return m_wordSelector->currentText();
}

QString StaticPage::similarityText() const
{
    return m_similarity->text();
}

QString StaticPage::neighboursText() const
{
    return m_neighbours->text();
}

QString StaticPage::note() const
{
    return m_note->text();
}

void StaticPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateFonts(); // the window's zoom
    QWidget::changeEvent(event);
}

void StaticPage::updateFonts()
{
    // A size of its own does not follow the page's font: set again from it.
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_similarity->setFont(big);
}

void StaticPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>Static word vectors (as in word2vec) give a word <b>the same vector in every sentence</b>. "
           "苹果 is a company in the first sentence and a fruit in the second, yet both get exactly the same "
           "numbers, so nothing can tell the two meanings apart. We want a <i>contextual</i> vector: the same "
           "word, a different vector in each sentence. Hover any word to see its vector.</p>"));
    m_wordLabel->setText(tr("&Word in both sentences:"));
    m_wordSelector->setToolTip(tr("A word both sentences share: its vector is shown for each"));
    refresh();
}

void StaticPage::refresh()
{
    if (m_whenShown->deferred())
        return;
    const int count = m_workspace->sentenceCount();
    m_modelRight->setSentenceIndex(count > 1 ? 1 : -1);
    m_titleLeft->setText(tr("Sentence 1: %1").arg(shortenedText(m_workspace->sentence(0).text, 80)));
    m_titleRight->setText(count > 1 ? tr("Sentence 2: %1").arg(shortenedText(m_workspace->sentence(1).text, 80))
                                    : QString());

    // Keep the chosen word when it still occurs in both sentences.
    const QString previous = m_wordSelector->currentText();
    const QStringList shared = count > 1 ? m_workspace->sharedWords() : QStringList();
    {
        const QSignalBlocker blocker(m_wordSelector);
        m_wordSelector->clear();
        m_wordSelector->addItems(shared);
        const int keep = shared.indexOf(previous);
        const int lesson = shared.indexOf(Workspace::lessonQueryWord());
        m_wordSelector->setCurrentIndex(keep >= 0 ? keep : (lesson >= 0 ? lesson : 0));
    }
    m_wordSelector->setEnabled(!shared.isEmpty());
    const QString word = m_wordSelector->currentText();
    m_chipsLeft->setHighlightedWord(word);
    m_chipsRight->setHighlightedWord(word);

    const Vocabulary& vocabulary = m_workspace->vocabulary();
    QStringList notes;
    if (count < 2)
        notes.append(tr("Add a second sentence to compare the same word in two contexts."));
    else if (shared.isEmpty())
        notes.append(tr("No word occurs in both sentences: type one word into both, e.g. 苹果."));
    if (word.isEmpty()) {
        m_barsLeft->setVector(QString(), Eigen::VectorXd(), {}, QColor());
        m_barsRight->setVector(QString(), Eigen::VectorXd(), {}, QColor());
        m_similarity->clear();
        m_neighbours->clear();
    } else {
        // The static vector is the row of the word in each sentence's matrix:
        // looked up, not computed, so it is the same in both.
        const auto vectorIn = [&](int sentenceIndex, QColor* colour) {
            const SentenceAnalysis& sentence = m_workspace->sentence(sentenceIndex);
            for (int t = 0; t < sentence.length(); ++t) {
                if (Vocabulary::keyOf(sentence.tokens.at(t).text) == Vocabulary::keyOf(word)) {
                    *colour = m_workspace->tokenColour(sentenceIndex, t);
                    return Eigen::VectorXd(sentence.vectors.row(t).transpose());
                }
            }
            return Eigen::VectorXd();
        };
        QColor leftColour;
        QColor rightColour;
        const Eigen::VectorXd left = vectorIn(0, &leftColour);
        const Eigen::VectorXd right = vectorIn(1, &rightColour);
        const double scale = std::max(left.cwiseAbs().maxCoeff(), right.cwiseAbs().maxCoeff());
        m_barsLeft->setScale(scale);
        m_barsRight->setScale(scale);
        m_barsLeft->setVector(word, left, vocabulary.dimensionNames(), leftColour);
        m_barsRight->setVector(word, right, vocabulary.dimensionNames(), rightColour);
        m_similarity->setText(tr("Cosine similarity of the two “%1” vectors: %2")
                                  .arg(word, numberformat::value(attention::cosineSimilarity(left, right))));
        // One vector, so one list of neighbours for both sentences: that is the problem.
        m_neighbours->setText(
            tr("Nearest words to the static “%1” (the same in both sentences): %2")
                .arg(word, neighbours::describe(neighbours::nearest(vocabulary, left, NeighbourCount, word))));
        if (vocabulary.dimension() > VectorBars::MaximumBars)
            notes.append(tr("The bars show the first %1 of %2 dimensions.")
                             .arg(VectorBars::MaximumBars)
                             .arg(vocabulary.dimension()));
    }
    m_note->setText(notes.join(QLatin1Char(' ')));
    m_note->setVisible(!notes.isEmpty());
}

} // namespace AttentionLab
