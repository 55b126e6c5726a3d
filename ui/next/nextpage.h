// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "figurelist.h"
#include "saturation.h"

#include <QWidget>

class QBarSeries;
class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QSlider;

namespace AttentionLab {

/// Chapter 7, what is still missing: nothing here is learnable. States the
/// open question and shows, live, why the next lesson scales dot products by
/// sqrt(d): unscaled softmax saturates as the dimension grows.
class NextPage : public QWidget, public FigurePage
{
    Q_OBJECT
public:
    /// The page's figures for slides (Export/Copy Figure, --export-figure).
    const FigureList& figures() const override { return m_figures; }
    static constexpr int Keys = SaturationDemo::PageKeys;

    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit NextPage(QWidget* parent = nullptr);

    QSlider* dimensionSlider() const { return m_dimensionSlider; }
    int dimension() const;
    QBarSet* unscaledBars() const;
    QBarSet* scaledBars() const;
    QChartView* chartView() const { return m_view; }
    QString summaryText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void refresh();

    QLabel* m_intro = nullptr;
    QLabel* m_dimensionLabel = nullptr;
    QSlider* m_dimensionSlider = nullptr;
    QLabel* m_dimensionValue = nullptr;
    QChartView* m_view = nullptr;
    QChart* m_chart = nullptr;
    QBarSeries* m_series = nullptr;
    QLabel* m_summary = nullptr;
    FigureList m_figures;
};

} // namespace AttentionLab
