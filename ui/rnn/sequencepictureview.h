// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sequencecolours.h"

#include <QPixmap>
#include <QWidget>

namespace AttentionLab {

/// What the RNN chapter's two pictures (RnnChainView, AttentionArrowsView) share:
/// they render once into a pixmap with the device pixel ratio set, in colours
/// derived from the palette, and repaint from it until their data, size,
/// palette, font or language changes.
class SequencePictureView : public QWidget
{
    Q_OBJECT
public:
    /// How many times the picture was rendered (not repainted from the cache).
    int renderCount() const { return m_renderCount; }

protected:
    explicit SequencePictureView(QWidget* parent = nullptr);

    const SequenceColours& colours() const { return m_colours; }
    /// Renders again at the next paint.
    void invalidate();
    /// Draws the whole picture onto a cleared, antialiased painter in the widget's font.
    virtual void render(QPainter* painter) = 0;
    /// Sets the accessible name and description; called again when the language changes.
    virtual void updateAccessibility() = 0;

    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void ensureRendered();

    SequenceColours m_colours;
    QPixmap m_cache;
    bool m_cacheValid = false;
    int m_renderCount = 0;
};

} // namespace AttentionLab
