// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace AttentionLab {

class SentenceChips;
class TokenModel;
class VectorBars;
class WhenShown;
class Workspace;

/// Chapter 1, one word, one vector: the same word in two sentences gets the
/// same static vector, so its two meanings cannot be told apart.
class StaticPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit StaticPage(Workspace* workspace, QWidget* parent = nullptr);

    QComboBox* wordSelector() const { return m_wordSelector; }
    QString sharedWord() const;
    SentenceChips* chips(int side) const { return side == 0 ? m_chipsLeft : m_chipsRight; }
    VectorBars* bars(int side) const { return side == 0 ? m_barsLeft : m_barsRight; }
    QString similarityText() const;
    /// The nearest vocabulary words of the shared word's static vector.
    QString neighboursText() const;
    QString note() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateFonts();
    void retranslate();
    void refresh();

    Workspace* m_workspace;
    WhenShown* m_whenShown = nullptr; ///< refreshes held back while another chapter is on show
    TokenModel* m_modelLeft = nullptr;
    TokenModel* m_modelRight = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_wordLabel = nullptr;
    QComboBox* m_wordSelector = nullptr;
    QLabel* m_titleLeft = nullptr;
    QLabel* m_titleRight = nullptr;
    SentenceChips* m_chipsLeft = nullptr;
    SentenceChips* m_chipsRight = nullptr;
    VectorBars* m_barsLeft = nullptr;
    VectorBars* m_barsRight = nullptr;
    QLabel* m_similarity = nullptr;
    QLabel* m_neighbours = nullptr;
    QLabel* m_note = nullptr;
    FigureList m_figures;
};

} // namespace AttentionLab
