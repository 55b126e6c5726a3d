// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepfigure.h"

#include "attention.h"
#include "comparedword.h"
#include "formulas.h"
#include "neighbours.h"
#include "numberformat.h"
#include "shortenedtext.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QSet>

#include <cmath>
#include <optional>

namespace AttentionLab {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(StepFigure)
};

const QString Ellipsis = QStringLiteral("…");
/// A neighbour from an imported file can be a long phrase; its cell stays short.
constexpr int MaximumNeighbourLetters = 16;

/// Every number below is written by numberformat.h and every formula by
/// formulas.h, as on chapter 3's page: one format, and formulas that add up.
QString fixed2(double value)
{
    return numberformat::value(value);
}

QString subscript(int number)
{
    static const QString digits = QStringLiteral("₀₁₂₃₄₅₆₇₈₉");
    QString text;
    for (const QChar c : QString::number(number))
        text.append(digits.at(c.digitValue()));
    return text;
}

QStringList dimensionLabels(const Workspace& workspace)
{
    return workspace.vocabulary().dimensionNames().mid(0, StepFigure::MaximumColumns);
}

int shownColumns(const Workspace& workspace)
{
    return std::min(workspace.vocabulary().dimension(), StepFigure::MaximumColumns);
}

QStringList vectorCells(const Eigen::VectorXd& vector, int columns, bool result)
{
    QStringList cells;
    for (int k = 0; k < columns; ++k)
        cells.append(result ? numberformat::value(vector[k]) : numberformat::component(vector[k]));
    return cells;
}

QString dotProductFormula(const SentenceAnalysis& sentence, int j, double temperature)
{
    const int q = sentence.queryIndex;
    return formulas::dotProduct(sentence.tokens.at(q).text, sentence.tokens.at(j).text,
                                sentence.vectors.row(q).transpose(), sentence.vectors.row(j).transpose(), temperature,
                                StepFigure::MaximumTerms);
}

QString softmaxFormula(const SentenceAnalysis& sentence, int j)
{
    const int q = sentence.queryIndex;
    return QStringLiteral("%1→%2: ").arg(sentence.tokens.at(q).text, sentence.tokens.at(j).text)
        + formulas::softmaxFraction(sentence.result().scores.row(q).transpose(), j, sentence.result().weights(q, j),
                                    StepFigure::MaximumTerms);
}

QString weightedSumFormula(const SentenceAnalysis& sentence)
{
    const int q = sentence.queryIndex;
    QStringList terms;
    for (int j = 0; j < std::min(sentence.length(), StepFigure::MaximumTerms); ++j)
        terms.append(fixed2(sentence.result().weights(q, j)) + QStringLiteral("·") + sentence.tokens.at(j).text);
    if (sentence.length() > StepFigure::MaximumTerms)
        terms.append(Ellipsis);
    return sentence.tokens.at(q).text + QStringLiteral("′ = ") + terms.join(QStringLiteral(" + "));
}

StepBlock sentenceBlock(const Workspace& workspace, int s, SnippetStep step)
{
    const SentenceAnalysis& sentence = workspace.sentence(s);
    StepBlock block;
    block.sentenceIndex = s;
    block.heading = Tr::tr("Sentence %1: %2").arg(QString::number(s + 1), shortenedText(sentence.text));
    if (sentence.length() == 0) {
        block.addNote(Tr::tr("This sentence has no words yet: type one in the sentence bar above."));
        return block;
    }
    if (!sentence.attentionReady()) {
        block.addNote(Tr::tr("Computing the attention of %1 words…").arg(sentence.length()));
        return block;
    }
    const int length = sentence.length();
    const int rows = std::min(length, StepFigure::MaximumRows);
    const int columns = shownColumns(workspace);
    const int q = sentence.queryIndex;
    const QString query = sentence.tokens.at(q).text;

    switch (step) {
    case SnippetStep::Stack: {
        StepTable table;
        table.title = Tr::tr("X%1: %2 × %3, one row per word")
                          .arg(QString::number(s + 1), QString::number(length),
                               QString::number(workspace.vocabulary().dimension()));
        table.columnLabels = dimensionLabels(workspace);
        bool unknown = false;
        for (int t = 0; t < rows; ++t) {
            table.rowLabels.append(sentence.tokens.at(t).label());
            table.cells.append(vectorCells(sentence.vectors.row(t).transpose(), columns, false));
            unknown = unknown || !sentence.tokens.at(t).known;
        }
        table.emphasisRow = q < rows ? q : -1;
        block.addTable(table);
        block.addText(Tr::tr("The query word “%1” is row %2.").arg(query, QString::number(q + 1)));
        if (unknown)
            block.addNote(Tr::tr("? not in the vocabulary: the word has a made-up vector."));
        break;
    }
    case SnippetStep::Scores: {
        StepTable table;
        table.title = Tr::tr("Scores of “%1” (before softmax)").arg(query);
        table.rowLabels.append(query);
        QStringList cells;
        for (int j = 0; j < rows; ++j) {
            table.columnLabels.append(sentence.tokens.at(j).text);
            cells.append(fixed2(sentence.result().scores(q, j)));
        }
        table.cells.append(cells);
        block.addTable(table);
        for (int j = 0; j < rows; ++j)
            block.addFormula(dotProductFormula(sentence, j, workspace.temperature()));
        break;
    }
    case SnippetStep::Softmax: {
        StepTable table;
        table.title = Tr::tr("Weights of “%1” (after softmax)").arg(query);
        table.rowLabels = QStringList { Tr::tr("score"), Tr::tr("weight") };
        QStringList scores;
        QStringList weights;
        for (int j = 0; j < rows; ++j) {
            table.columnLabels.append(sentence.tokens.at(j).text);
            scores.append(fixed2(sentence.result().scores(q, j)));
            weights.append(fixed2(sentence.result().weights(q, j)));
        }
        table.cells = { scores, weights };
        table.emphasisRow = 1;
        block.addTable(table);
        for (int j = 0; j < rows; ++j)
            block.addFormula(softmaxFormula(sentence, j));
        block.addText(Tr::tr("The %1 weights add up to 1.").arg(length));
        break;
    }
    case SnippetStep::WeightedSum: {
        block.addFormula(weightedSumFormula(sentence));
        StepTable table;
        table.title = Tr::tr("%1′, the new vector of “%1”: each row times its weight, added up").arg(query);
        table.columnLabels = dimensionLabels(workspace);
        for (int j = 0; j < rows; ++j) {
            const double weight = sentence.result().weights(q, j);
            table.rowLabels.append(fixed2(weight) + QStringLiteral(" × ") + sentence.tokens.at(j).text);
            table.cells.append(vectorCells(sentence.vectors.row(j).transpose(), columns, false));
            table.rowShades.append(weight);
        }
        if (length > rows) {
            table.rowLabels.append(QStringLiteral("+ ") + Ellipsis);
            table.cells.append(QStringList());
            table.rowShades.append(0);
        }
        table.rowLabels.append(QStringLiteral("= ") + query + QStringLiteral("′"));
        table.cells.append(vectorCells(sentence.result().outputs.row(q).transpose(), columns, true));
        table.rowShades.append(0);
        table.emphasisRow = table.rowCount() - 1;
        block.addTable(table);
        break;
    }
    case SnippetStep::Setup:
    case SnippetStep::Compare:
        break;
    }
    return block;
}

QList<StepBlock> setupBlocks(const Workspace& workspace, int considered)
{
    StepBlock block;
    block.heading = Tr::tr("The word vectors");
    StepTable table;
    table.columnLabels = dimensionLabels(workspace);
    const int columns = shownColumns(workspace);
    QSet<QString> seen;
    int distinct = 0;
    bool unknown = false;
    for (int s = 0; s < considered; ++s) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        for (int t = 0; t < sentence.length(); ++t) {
            const Token& token = sentence.tokens.at(t);
            if (seen.contains(token.text))
                continue;
            seen.insert(token.text);
            ++distinct;
            if (table.rowCount() < StepFigure::MaximumRows) {
                table.rowLabels.append(token.label());
                table.cells.append(vectorCells(sentence.vectors.row(t).transpose(), columns, false));
                unknown = unknown || !token.known;
            }
        }
    }
    if (distinct == 0) {
        block.addNote(Tr::tr("There are no words yet: type a sentence in the sentence bar above."));
        return { block };
    }
    table.title = Tr::tr("vec: %1 different words, %2 dimensions")
                      .arg(QString::number(distinct), QString::number(workspace.vocabulary().dimension()));
    block.addTable(table);
    if (distinct > table.rowCount())
        block.addNote(Tr::tr("Only the first %1 of the %2 words are shown.").arg(table.rowCount()).arg(distinct));
    if (unknown)
        block.addNote(Tr::tr("? not in the vocabulary: the word has a made-up vector."));
    // The sentences beside the table, which is narrow.
    StepBlock sentences;
    sentences.heading = Tr::tr("The sentences");
    for (int s = 0; s < considered; ++s) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        if (sentence.length() == 0) {
            sentences.addText(Tr::tr("Sentence %1 is empty.").arg(s + 1));
            continue;
        }
        QStringList words;
        for (const Token& token : sentence.tokens)
            words.append(token.text);
        sentences.addText(Tr::tr("sentence%1 = %2 (query word: “%3”, word %4)")
                              .arg(QString::number(s + 1), shortenedText(words.join(QLatin1Char(' '))),
                                   workspace.queryWord(s), QString::number(sentence.queryIndex + 1)));
    }
    sentences.addText(Tr::tr("temperature = %1").arg(numberformat::setting(workspace.temperature())));
    return { block, sentences };
}

/// The nearest vocabulary words of the shared word's own vector and of its two
/// new vectors: what each vector has come to mean (issue 18). The word itself
/// is left out: it is always nearest to its own vector and would teach nothing.
/// Nothing when the vocabulary holds no other word.
std::optional<StepTable> neighbourTable(const QString& word, const QStringList& rowLabels,
                                        const QList<Eigen::VectorXd>& vectors, const QList<int>& rowSentences,
                                        const Vocabulary& vocabulary)
{
    StepTable table;
    table.title = Tr::tr("Nearest words in the vocabulary (cosine similarity, nearest first)");
    table.rowLabels = rowLabels;
    table.rowSentences = rowSentences;
    bool any = false;
    for (const Eigen::VectorXd& vector : vectors) {
        QStringList cells;
        for (const Neighbour& neighbour : neighbours::nearest(vocabulary, vector, StepFigure::NeighbourCount, word)) {
            cells.append(QStringLiteral("%1 %2").arg(shortenedText(neighbour.word, MaximumNeighbourLetters),
                                                     fixed2(neighbour.cosine)));
        }
        any = any || !cells.isEmpty();
        table.cells.append(cells);
    }
    if (!any)
        return std::nullopt;
    return table;
}

QList<StepBlock> compareBlocks(const Workspace& workspace, int considered)
{
    StepBlock block;
    block.heading = Tr::tr("The same word in both sentences");
    QList<int> present;
    for (int s = 0; s < considered; ++s) {
        if (workspace.sentence(s).length() > 0)
            present.append(s);
    }
    if (present.isEmpty()) {
        block.addNote(Tr::tr("There are no words yet: type a sentence in the sentence bar above."));
        return { block };
    }
    for (const int s : std::as_const(present)) {
        if (!workspace.sentence(s).attentionReady()) {
            block.addNote(Tr::tr("Computing the attention of %1 words…").arg(workspace.sentence(s).length()));
            return { block };
        }
    }
    if (present.size() < 2) {
        if (considered < 2)
            block.addNote(Tr::tr("There is only one sentence, so there is nothing to compare: add a second "
                                 "sentence with the same word to see it get a different vector."));
        else
            block.addNote(
                Tr::tr("Sentence %1 is empty, so there is nothing to compare.").arg(present.contains(0) ? 2 : 1));
        return { block };
    }
    // One word both sentences share, never each sentence's own query word: those may differ.
    const ComparedWord same = ComparedWord::inSentences(workspace, present.at(0), present.at(1));
    if (!same.isValid()) {
        block.addNote(Tr::tr("The two sentences share no word, so there is no word to compare: type one word "
                             "into both, e.g. 苹果."));
        return { block };
    }
    const SentenceAnalysis& first = workspace.sentence(present.at(0));
    const SentenceAnalysis& second = workspace.sentence(present.at(1));
    const int columns = shownColumns(workspace);
    StepTable table;
    table.columnLabels = dimensionLabels(workspace);
    table.rowLabels.append(Tr::tr("%1 (its own vector)").arg(same.word));
    table.cells.append(vectorCells(first.vectors.row(same.firstToken).transpose(), columns, false));
    table.rowSentences.append(-1);
    const Eigen::VectorXd new1 = first.result().outputs.row(same.firstToken).transpose();
    const Eigen::VectorXd new2 = second.result().outputs.row(same.secondToken).transpose();
    table.rowLabels.append(Tr::tr("%1′ in sentence %2").arg(same.word, QString::number(present.at(0) + 1)));
    table.cells.append(vectorCells(new1, columns, true));
    table.rowSentences.append(present.at(0));
    table.rowLabels.append(Tr::tr("%1′ in sentence %2").arg(same.word, QString::number(present.at(1) + 1)));
    table.cells.append(vectorCells(new2, columns, true));
    table.rowSentences.append(present.at(1));
    block.addTable(table);

    const double similarity = attention::cosineSimilarity(new1, new2);
    block.addResult(
        QStringLiteral("cos(%1′%2, %1′%3) = %4")
            .arg(same.word, subscript(present.at(0) + 1), subscript(present.at(1) + 1), fixed2(similarity)));
    const double before = attention::cosineSimilarity(first.vectors.row(same.firstToken).transpose(),
                                                      second.vectors.row(same.secondToken).transpose());
    block.addText(Tr::tr("Before attention “%1” had one vector in both sentences (cosine similarity %2); "
                         "after it, the two new vectors have a cosine similarity of %3.")
                      .arg(same.word, fixed2(before), fixed2(similarity)));
    if (first.queryIndex != same.firstToken || second.queryIndex != same.secondToken)
        block.addText(
            Tr::tr("“%1” is a word both sentences share, so it is compared here rather than the query "
                   "words (“%2”, “%3”).")
                .arg(same.word, first.tokens.at(first.queryIndex).text, second.tokens.at(second.queryIndex).text));
    block.addText(Tr::tr("Run the code and it prints: %1")
                      .arg(QStringLiteral("cosine similarity: ") + numberformat::value(similarity, 4)));
    const std::optional<StepTable> nearest
        = neighbourTable(same.word, table.rowLabels, { first.vectors.row(same.firstToken).transpose(), new1, new2 },
                         table.rowSentences, workspace.vocabulary());
    if (!nearest)
        return { block };
    // A block of its own beside the comparison, so that it is in view without scrolling.
    StepBlock meaning;
    meaning.heading = Tr::tr("What the vectors mean");
    meaning.addTable(*nearest);
    meaning.addText(Tr::tr("The nearest words say what a vector means. “%1” has one own vector, so it has the "
                           "same nearest words in both sentences; its two new vectors differ, and so can theirs.")
                        .arg(same.word));
    return { block, meaning };
}

QString stepCaption(SnippetStep step, double temperature)
{
    switch (step) {
    case SnippetStep::Setup:
        return Tr::tr("The code starts from what is on screen: every word of the sentences with its vector (the "
                      "same vector in every sentence), which word is the query, and the temperature.");
    case SnippetStep::Stack:
        return Tr::tr("torch.stack puts the vectors of a sentence's words on top of each other: an L × d matrix "
                      "with one row per word (L words, d dimensions).");
    case SnippetStep::Scores: {
        QString caption = Tr::tr("A score is the dot product of the query word's vector with a word's vector: "
                                 "multiply the matching components and add them up. Related words score higher.");
        if (temperature != 1.0)
            caption += QLatin1Char(' ')
                + Tr::tr("Every score is then divided by the temperature T = %1.")
                      .arg(numberformat::setting(temperature));
        return caption;
    }
    case SnippetStep::Softmax:
        return Tr::tr("Softmax turns the scores into weights: e to the power of each score, divided by the sum of "
                      "them all. Every weight lies between 0 and 1, they add up to 1, and a higher score gets a "
                      "larger weight.");
    case SnippetStep::WeightedSum:
        return Tr::tr("The query word's new vector (written with a ′) is the weighted sum of all the word vectors "
                      "of its sentence: each row of X times its weight, added up. The more weight a word gets, the "
                      "more the result looks like it.");
    case SnippetStep::Compare:
        return Tr::tr("Before attention the word had one vector everywhere; now each sentence has given it its "
                      "own. The cosine similarity says how alike the two new vectors are (1: the same direction).");
    }
    return QString();
}

QString tableText(const StepTable& table)
{
    QStringList lines;
    if (!table.title.isEmpty())
        lines.append(table.title);
    if (!table.columnLabels.isEmpty())
        lines.append(QStringLiteral("\t") + table.columnLabels.join(QLatin1Char('\t')));
    for (int r = 0; r < table.rowCount(); ++r)
        lines.append(table.rowLabels.value(r) + QLatin1Char('\t') + table.cells.at(r).join(QLatin1Char('\t')));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QString StepFigure::stepTitle(SnippetStep step)
{
    switch (step) {
    case SnippetStep::Setup:
        return Tr::tr("Set-up: the words and their vectors");
    case SnippetStep::Stack:
        return Tr::tr("Step 1 · Stack the vectors");
    case SnippetStep::Scores:
        return Tr::tr("Step 2 · Scores: dot products");
    case SnippetStep::Softmax:
        return Tr::tr("Step 3 · Softmax: scores become weights");
    case SnippetStep::WeightedSum:
        return Tr::tr("Step 4 · Weighted sum: the new vector");
    case SnippetStep::Compare:
        return Tr::tr("Result · One word, two vectors");
    }
    return QString();
}

StepFigure StepFigure::build(const Workspace& workspace, SnippetStep step)
{
    StepFigure figure;
    figure.step = step;
    figure.title = stepTitle(step);
    figure.caption = stepCaption(step, workspace.temperature());
    const int considered = std::min(2, workspace.sentenceCount());
    switch (step) {
    case SnippetStep::Setup:
        figure.blocks.append(setupBlocks(workspace, considered));
        break;
    case SnippetStep::Compare:
        figure.blocks.append(compareBlocks(workspace, considered));
        break;
    default:
        for (int s = 0; s < considered; ++s)
            figure.blocks.append(sentenceBlock(workspace, s, step));
        break;
    }

    const int dimension = workspace.vocabulary().dimension();
    if (dimension > MaximumColumns)
        figure.notes.append(Tr::tr("The vectors have %1 components: the tables and formulas show the first %2.")
                                .arg(dimension)
                                .arg(MaximumColumns));
    if (step != SnippetStep::Setup && step != SnippetStep::Compare) {
        for (int s = 0; s < considered; ++s) {
            const int length = workspace.sentence(s).length();
            if (length > MaximumRows)
                figure.notes.append(Tr::tr("Sentence %1 has %2 words: only the first %3 are shown.")
                                        .arg(s + 1)
                                        .arg(length)
                                        .arg(MaximumRows));
        }
    }
    if (workspace.sentenceCount() > 2)
        figure.notes.append(Tr::tr("The code and this chapter follow the first two of the %1 sentences.")
                                .arg(workspace.sentenceCount()));
    return figure;
}

QString StepFigure::toPlainText() const
{
    QStringList lines { title, caption };
    for (const StepBlock& block : blocks) {
        lines.append(block.heading);
        for (const StepItem& item : block.items)
            lines.append(item.kind == StepItem::Kind::Table ? tableText(item.table) : item.text);
    }
    lines.append(notes);
    return lines.join(QLatin1Char('\n'));
}

QStringList StepFigure::formulas() const
{
    QStringList found;
    for (const StepBlock& block : blocks) {
        for (const StepItem& item : block.items) {
            if (item.kind == StepItem::Kind::Formula)
                found.append(item.text);
        }
    }
    return found;
}

} // namespace AttentionLab
