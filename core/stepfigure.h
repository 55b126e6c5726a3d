// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pytorchsnippet.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace AttentionLab {

class Workspace;

/// A small table of numbers with labelled rows and columns.
struct StepTable
{
    QString title;
    QStringList columnLabels;
    QStringList rowLabels;
    QList<QStringList> cells; ///< one list of cell texts per row
    /// Optional, per row: 0..1, how strongly the row is tinted (a weight).
    QList<double> rowShades;
    /// Optional, per row: the sentence whose colour the row label takes, or -1.
    QList<int> rowSentences;
    int emphasisRow = -1; ///< drawn bold on the highlight colour (the query word, a result)

    int rowCount() const { return static_cast<int>(cells.size()); }
};

/// One thing said or shown in a StepBlock, top to bottom.
struct StepItem
{
    enum class Kind
    {
        Text,
        Formula,
        Result, ///< the number the step is about, drawn larger
        Note,
        Table,
    };
    Kind kind = Kind::Text;
    QString text; ///< for Text, Formula and Note
    StepTable table; ///< for Table
};

/// A column of the figure: usually one sentence.
struct StepBlock
{
    QString heading;
    int sentenceIndex = -1; ///< colours the heading; -1 for none
    QList<StepItem> items;

    void addText(const QString& text) { items.append({ StepItem::Kind::Text, text, {} }); }
    void addFormula(const QString& text) { items.append({ StepItem::Kind::Formula, text, {} }); }
    void addResult(const QString& text) { items.append({ StepItem::Kind::Result, text, {} }); }
    void addNote(const QString& text) { items.append({ StepItem::Kind::Note, text, {} }); }
    void addTable(const StepTable& table) { items.append({ StepItem::Kind::Table, {}, table }); }
};

/// What chapter 4 shows under the code for one step: what the highlighted
/// lines did to the vectors, with every number taken from the Workspace's
/// results, written by numberformat.h and formulas.h like every other page
/// (never recomputed). Plain data built in the core, so tests read the same
/// numbers and sentences a person sees; ui/steps/StepFigureView paints it.
struct StepFigure
{
    SnippetStep step = SnippetStep::Setup;
    QString title;
    QString caption; ///< what the highlighted lines do, in a sentence or two
    QList<StepBlock> blocks; ///< side by side
    QStringList notes; ///< what is left out (long sentences, many dimensions), under everything

    /// Everything the figure says, line by line, for tests and screen readers.
    QString toPlainText() const;
    /// The Formula items of every block, in order.
    QStringList formulas() const;

    static StepFigure build(const Workspace& workspace, SnippetStep step);
    static QString stepTitle(SnippetStep step);

    static constexpr int MaximumRows = 8; ///< words shown per table
    static constexpr int MaximumColumns = 8; ///< vector components shown per table
    static constexpr int MaximumTerms = 8; ///< terms written out in a formula
    static constexpr int NeighbourCount = 4; ///< nearest words listed in the last step
};

} // namespace AttentionLab
