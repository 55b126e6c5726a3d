// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportfiguredialog.h"

#include "heatmapexport.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace AttentionLab {

ExportFigureDialog::ExportFigureDialog(const QString& suggestedPath, const QSizeF& figureSize, QWidget* parent)
    : QDialog(parent)
    , m_figureSize(figureSize)
{
    setWindowTitle(tr("Export Figure"));
    auto* form = new QFormLayout;
    m_path = new QLineEdit(suggestedPath, this);
    m_path->setAccessibleName(tr("File name"));
    auto* browseButton = new QPushButton(tr("&Browse…"), this);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);
    form->addRow(tr("&File:"), pathRow);
    qobject_cast<QLabel*>(form->labelForField(pathRow))->setBuddy(m_path);

    m_scale = new QSpinBox(this);
    m_scale->setRange(heatmapexport::MinimumScale, heatmapexport::MaximumScale);
    m_scale->setValue(2);
    m_scale->setSuffix(QStringLiteral("×"));
    m_scale->setToolTip(tr("Pixels per point: 2× for slides, 4× or more for print"));
    form->addRow(tr("&Scale (PNG):"), m_scale);

    m_transparent = new QCheckBox(tr("&Transparent background (PNG)"), this);
    form->addRow(QString(), m_transparent);

    m_summary = new QLabel(this);
    form->addRow(QString(), m_summary);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(browseButton, &QPushButton::clicked, this, &ExportFigureDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportFigureDialog::updateState);
    connect(m_scale, &QSpinBox::valueChanged, this, &ExportFigureDialog::updateState);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateState();
}

QString ExportFigureDialog::path() const
{
    return m_path->text().trimmed();
}

int ExportFigureDialog::scale() const
{
    return m_scale->value();
}

bool ExportFigureDialog::transparent() const
{
    return m_transparent->isChecked();
}

QString ExportFigureDialog::summary() const
{
    return m_summary->text();
}

void ExportFigureDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, tr("Export Figure"), path(),
                                                        tr("PNG image (*.png);;SVG vector image (*.svg)"));
    if (!chosen.isEmpty())
        m_path->setText(chosen);
}

void ExportFigureDialog::updateState()
{
    const auto format = heatmapexport::formatOf(path());
    const bool png = format == heatmapexport::Format::Png;
    m_scale->setEnabled(png);
    m_transparent->setEnabled(png);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(format != heatmapexport::Format::Unknown);
    switch (format) {
    case heatmapexport::Format::Png: {
        const QSize pixels = (m_figureSize * scale()).toSize();
        m_summary->setText(tr("PNG image, %1 × %2 pixels").arg(pixels.width()).arg(pixels.height()));
        break;
    }
    case heatmapexport::Format::Svg:
        m_summary->setText(tr("SVG vector image, sharp at any size"));
        break;
    case heatmapexport::Format::Unknown:
        m_summary->setText(tr("The file name must end in .png or .svg"));
        break;
    }
}

} // namespace AttentionLab
