// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace AttentionLab {

class ColourSwatch;
class VectorBars;
class WeightSliderGroup;
class WhenShown;
class Workspace;

/// Chapter 2, mix the context in: every word a fixed colour, a slider for its
/// weight, and the word's new vector as the mixed colour and as bars over the
/// dimensions. Two sentences side by side, starting at the weights attention
/// computes. (The word is the one chapter 3 will call the query word.)
class MixingPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    static constexpr int Columns = 2;

    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit MixingPage(Workspace* workspace, QWidget* parent = nullptr);

    WeightSliderGroup* sliders(int column) const { return m_columns.value(column).sliders; }
    ColourSwatch* mixedSwatch(int column) const { return m_columns.value(column).mixed; }
    /// The new vector as bars over the dimensions, beside the swatch.
    VectorBars* mixedBars(int column) const { return m_columns.value(column).bars; }
    QString introText() const;
    QString sumText(int column) const;
    QPushButton* resetButton() const { return m_reset; }

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Column
    {
        QWidget* container = nullptr;
        QLabel* title = nullptr;
        WeightSliderGroup* sliders = nullptr;
        QLabel* sum = nullptr;
        QWidget* vectorRow = nullptr; ///< the swatch and the bars, one figure
        ColourSwatch* mixed = nullptr;
        VectorBars* bars = nullptr;
        QLabel* note = nullptr;
    };
    void retranslate();
    void refreshSentence(int index);
    void refreshWeights(int index);
    void refreshBars();
    void refreshAll();

    Workspace* m_workspace;
    QLabel* m_intro = nullptr;
    QPushButton* m_reset = nullptr;
    QList<Column> m_columns;
    WhenShown* m_whenShown = nullptr; ///< refreshes held back while another chapter is on show
    FigureList m_figures;
};

} // namespace AttentionLab
