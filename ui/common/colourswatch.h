// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QWidget>

namespace AttentionLab {

/// A rounded patch of colour with a caption under it: a word's fixed colour,
/// or the mixed colour of the new vector.
class ColourSwatch : public QWidget
{
    Q_OBJECT
public:
    explicit ColourSwatch(QWidget* parent = nullptr);

    void setColour(const QColor& colour);
    QColor colour() const { return m_colour; }
    void setCaption(const QString& caption);
    QString caption() const { return m_caption; }
    /// What the colour is made of, for screen readers (the colour's name is added).
    void setDetails(const QString& details);
    /// Side of the square patch in pixels.
    void setPatchSize(int size);

    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void updateDescription();

    QColor m_colour;
    QString m_caption;
    QString m_details;
    int m_patchSize = 40;
};

} // namespace AttentionLab
