// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sequencepictureview.h"

#include <QStringList>

#include <Eigen/Core>

#include <memory>

namespace AttentionLab {

/// Self-attention in one picture: the sentence twice, once as the words that
/// attend (top) and once as the words attended to (bottom), with a line from
/// every word to every word, as wide as its attention weight is large. All lines
/// appear together, in the one step attention takes. Only the first
/// MaximumWords words are drawn, so that a very long sentence stays readable
/// and responsive; the weights themselves come from the Workspace.
class AttentionArrowsView : public SequencePictureView
{
    Q_OBJECT
public:
    static constexpr int MaximumWords = 64;

    explicit AttentionArrowsView(QWidget* parent = nullptr);

    /// The words and their attention weights (L x L, row i = what word i gives
    /// each word), shared rather than copied: at 2,048 words they are 32 MB.
    void setSentence(const QStringList& words, std::shared_ptr<const Eigen::MatrixXd> weights);
    /// Whether attention's single step has run; before it only the words are drawn.
    void setComputed(bool computed);
    bool isComputed() const { return m_computed; }
    int length() const { return static_cast<int>(m_words.size()); }
    /// Words that get lines: at most MaximumWords.
    int drawnLength() const { return std::min(length(), MaximumWords); }
    /// Lines drawn in the last rendering (lines thinner than a hair are left out).
    int drawnLineCount() const { return m_drawnLineCount; }
    /// Where the lines of \a word start (top row) and end (bottom row), in widget coordinates.
    QPointF sourcePoint(int word) const;
    QPointF targetPoint(int word) const;
    /// The width of the heaviest line; the others are as much thinner as their weight is smaller.
    qreal maximumLineWidth() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    bool event(QEvent* event) override;
    void render(QPainter* painter) override;
    void updateAccessibility() override;

private:
    struct Geometry
    {
        qreal left = 0;
        qreal spacing = 0;
        qreal lineHeight = 0;
        qreal captionTop = 0;
        qreal topRow = 0; ///< top of the upper word labels
        qreal bottomRow = 0; ///< top of the lower word labels
        int labelStep = 1; ///< every labelStep-th word is labelled when they are crowded
        qreal x(int word) const { return left + (word + 0.5) * spacing; }
    };
    Geometry geometry() const;
    void paintArrows(QPainter* painter, const Geometry& geometry);

    QString strongestConnections() const;
    const Eigen::MatrixXd& weights() const { return *m_sharedWeights; }

    QStringList m_words;
    std::shared_ptr<const Eigen::MatrixXd> m_sharedWeights = std::make_shared<const Eigen::MatrixXd>();
    bool m_computed = false;
    int m_drawnLineCount = 0;
};

} // namespace AttentionLab
