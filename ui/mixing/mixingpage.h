// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include <QList>
#include <QWidget>

class QLabel;
class QPushButton;

namespace AttentionLab {

class ColourSwatch;
class WeightSliderGroup;
class Workspace;

/// Chapter 2, mix the context in: every word a fixed colour, a slider for its
/// weight, and the query word's new vector as the mixed colour. Two sentences
/// side by side, starting at the weights attention computes.
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
        ColourSwatch* mixed = nullptr;
        QLabel* note = nullptr;
    };
    void retranslate();
    void refreshSentence(int index);
    void refreshWeights(int index);
    void refreshAll();

    Workspace* m_workspace;
    QLabel* m_intro = nullptr;
    QPushButton* m_reset = nullptr;
    QList<Column> m_columns;
    FigureList m_figures;
};

} // namespace AttentionLab
