// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"

#include "colormap.h"

#include <QWidget>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QRadioButton;

namespace AttentionLab {

class AttentionMatrixModel;
class HeatmapPainter;
class HeatmapView;
class SentenceSelector;
class WhenShown;
class Workspace;

/// Chapter 5, the attention matrix: the heatmap of one sentence, with a
/// sentence selector, weights or scores, and figure/CSV export.
class HeatmapPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit HeatmapPage(Workspace* workspace, QWidget* parent = nullptr);

    HeatmapView* view() const { return m_view; }
    AttentionMatrixModel* model() const { return m_model; }
    QComboBox* sentenceSelector() const;
    QRadioButton* scoresButton() const { return m_showScores; }
    int sentenceIndex() const;
    void setColorScheme(ColorMap::Scheme scheme);
    /// Weights coloured from 0 to 1 (on screen and in exports) instead of 0 to the largest weight.
    void setFixedScale(bool fixed);
    bool fixedScale() const;
    /// The note under the heatmap (e.g. that labels were thinned out); empty when none.
    QString note() const;

public Q_SLOTS:
    void exportFigure();
    void copyFigure();
    void exportCsv();
    bool exportFigureTo(const QString& path, int scale, bool transparent, QString* error);
    bool exportCsvTo(const QString& path, QString* error);

Q_SIGNALS:
    void fixedScaleChanged(bool fixed);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void retranslate();
    void showSentence(int index);
    void updateNote();
    void showError(const QString& message);
    HeatmapPainter exportPainter() const;

    Workspace* m_workspace;
    AttentionMatrixModel* m_model = nullptr;
    HeatmapView* m_view = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_sentenceLabel = nullptr;
    SentenceSelector* m_sentenceSelector = nullptr;
    QLabel* m_showLabel = nullptr;
    QRadioButton* m_showWeights = nullptr;
    QRadioButton* m_showScores = nullptr;
    QPushButton* m_exportButton = nullptr;
    QPushButton* m_copyButton = nullptr;
    QPushButton* m_csvButton = nullptr;
    QCheckBox* m_fixedScaleBox = nullptr;
    QLabel* m_note = nullptr;
    /// The note waits while another chapter is on show: it measures the heatmap's layout, which
    /// takes the largest of L × L numbers (3 ms of a 5,000-word paste on another chapter).
    WhenShown* m_noteWhenShown = nullptr;
    FigureList m_figures;
};

} // namespace AttentionLab
