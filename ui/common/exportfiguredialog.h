// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QSizeF>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace AttentionLab {

/// Asks where to save a figure and how: PNG at 1x-8x on white or
/// transparent, or SVG. Shows the resulting pixel size before saving.
class ExportFigureDialog : public QDialog
{
    Q_OBJECT
public:
    /// \a figureSize: the figure's size at 1x, for the size preview.
    ExportFigureDialog(const QString& suggestedPath, const QSizeF& figureSize, QWidget* parent = nullptr);

    QString path() const;
    int scale() const;
    bool transparent() const;

    QLineEdit* pathEdit() const { return m_path; }
    QSpinBox* scaleBox() const { return m_scale; }
    QCheckBox* transparentBox() const { return m_transparent; }
    QString summary() const;

private:
    void browse();
    void updateState();

    QSizeF m_figureSize;
    QLineEdit* m_path = nullptr;
    QSpinBox* m_scale = nullptr;
    QCheckBox* m_transparent = nullptr;
    QLabel* m_summary = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace AttentionLab
