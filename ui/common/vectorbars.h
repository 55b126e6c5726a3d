// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QStringList>
#include <QWidget>

#include <Eigen/Core>

namespace AttentionLab {

/// A word's vector as labelled bars over the dimension names (科技, 水果, …),
/// with the value on each bar. Long vectors show their first components.
class VectorBars : public QWidget
{
    Q_OBJECT
public:
    static constexpr int MaximumBars = 8;

    explicit VectorBars(QWidget* parent = nullptr);

    void setVector(const QString& word, const Eigen::VectorXd& vector, const QStringList& dimensionNames,
                   const QColor& colour);
    /// The largest |value| the bars are drawn against; 0 picks the vector's own.
    void setScale(double maximumAbsolute);
    const Eigen::VectorXd& vector() const { return m_vector; }
    /// What the bars say, for screen readers and tests: "苹果: 科技 1.00, 水果 1.00, …"
    QString description() const;

    /// Where bar i, its number and its dimension's name are painted.
    struct BarPlace
    {
        QRectF bar;
        QRectF number;
        QRectF name;
    };
    QList<BarPlace> places() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_word;
    Eigen::VectorXd m_vector;
    QStringList m_dimensionNames;
    QColor m_colour;
    double m_scale = 0;
};

} // namespace AttentionLab
