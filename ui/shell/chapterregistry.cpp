// SPDX-License-Identifier: GPL-3.0-or-later
#include "chapterregistry.h"

#include "heatmappage.h"
#include "learnpage.h"
#include "mixingpage.h"
#include "nextpage.h"
#include "rnnpage.h"
#include "scoringpage.h"
#include "staticpage.h"
#include "stepspage.h"
#include "vocabularypage.h"

#include <QCoreApplication>

namespace AttentionLab {
namespace chapters {

namespace {

// The guide's texts and the screen-reader descriptions share one translation
// context; each page owns its title (it shows it too).
constexpr const char* Context = "AttentionLab::Chapters";

QString text(const char* source)
{
    return QCoreApplication::translate(Context, source);
}

template<typename Page> QWidget* createPage(Workspace* workspace, QWidget* parent)
{
    return new Page(workspace, parent);
}

QKeySequence jumpKey(int number)
{
    return QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + number));
}

QList<Chapter> makeChapters()
{
    return {
        { QStringLiteral("static"), &StaticPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP("AttentionLab::Chapters",
                                            "Pick a word that occurs in both sentences: its static vector is the same "
                                            "in both, so the two meanings cannot be told apart. Hover any word to "
                                            "read its vector."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP("AttentionLab::Chapters",
                                            "Chapter 1: a static word vector is the same in every sentence."));
          },
          jumpKey(1), &createPage<StaticPage> },
        { QStringLiteral("mixing"), &MixingPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Drag a slider or type a weight; the others make room so the sum stays 1. The big swatch and the "
                  "bars beside it are the word's new vector, as a mixed colour and over the dimensions. Reset "
                  "returns to the attention weights."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Chapter 2: a word's new vector as a weighted average of its sentence, with sliders."));
          },
          jumpKey(2), &createPage<MixingPage> },
        { QStringLiteral("scoring"), &ScoringPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Click a word to make it the query word. The left chart shows its dot products, the right one the "
                  "softmax weights; the formulas below use its numbers. The temperature sharpens or flattens."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Chapter 3: dot-product scores of the query word, and the softmax that turns them into weights."));
          },
          jumpKey(3), &createPage<ScoringPage> },
        { QStringLiteral("steps"), &StepsPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Step through a PyTorch program made from the current vectors with Previous, Next or Play; the "
                  "highlighted lines are running, the figure below shows what they do. Copy the code to run it."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Chapter 4: score, normalise and sum as PyTorch code, one step at a time, with a picture of each."));
          },
          jumpKey(4), &createPage<StepsPage> },
        { QStringLiteral("heatmap"), &HeatmapPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Row i, column j is how much word i attends to word j. Hover a cell to read it, click a row to "
                  "make that word the query, use the arrow keys to walk the cells. Export the figure as PNG or SVG, "
                  "the numbers as CSV."));
          },
          [] {
              return text(
                  QT_TRANSLATE_NOOP("AttentionLab::Chapters",
                                    "Chapter 5: the attention matrix of a sentence as a heatmap, one row per word."));
          },
          jumpKey(5), &createPage<HeatmapPage> },
        { QStringLiteral("rnn"), &RnnPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Play or step the RNN word by word and watch attention connect every pair at once. The charts "
                  "show how the first word's influence fades for the RNN but not for attention."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Chapter 6: an RNN reading word by word against attention connecting every pair in one step."));
          },
          jumpKey(6), &createPage<RnnPage> },
        { QStringLiteral("next"), &NextPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Move the dimension slider: without dividing by √d, softmax puts nearly all the weight on one key."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Chapter 7: queries, keys, values, and why scaled attention divides by the square root of d."));
          },
          jumpKey(7), [](Workspace*, QWidget* parent) -> QWidget* { return new NextPage(parent); } },
        { QStringLiteral("learn"), &LearnPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP(
                  "AttentionLab::Chapters",
                  "Press Train and watch W_Q, W_K, W_V learn where the ambiguous word should look; drag the step "
                  "slider to see any step again. Change heads, d_k, scaling or the mask and train again. Your "
                  "sentences in the sentence bar get the predicted sense."));
          },
          [] {
              return text(QT_TRANSLATE_NOOP("AttentionLab::Chapters",
                                            "Chapter 8: queries, keys and values with learned weights, trained in "
                                            "front of you to tell the two senses of a word apart."));
          },
          jumpKey(8), &createPage<LearnPage> },
        { QStringLiteral("vocabulary"), &VocabularyPage::title,
          [] {
              return text(QT_TRANSLATE_NOOP("AttentionLab::Chapters",
                                            "Edit any component in place, add or delete words, rename dimensions, "
                                            "import or export word2vec/GloVe text files."));
          },
          [] {
              return text(
                  QT_TRANSLATE_NOOP("AttentionLab::Chapters",
                                    "The vocabulary: every word and its vector, editable, with import and export."));
          },
          jumpKey(9), &createPage<VocabularyPage> },
    };
}

} // namespace

const QList<Chapter>& all()
{
    static const QList<Chapter> table = makeChapters();
    return table;
}

const Chapter* find(const QString& id)
{
    for (const Chapter& chapter : all()) {
        if (chapter.id == id)
            return &chapter;
    }
    return nullptr;
}

QStringList ids()
{
    QStringList result;
    for (const Chapter& chapter : all())
        result.append(chapter.id);
    return result;
}

} // namespace chapters
} // namespace AttentionLab
