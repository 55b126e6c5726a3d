// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>

#include <Eigen/Core>

namespace AttentionLab {

class Workspace;

/// The export formats for numbers: JSON of the whole workspace (the shape in
/// DESIGN.md) and CSV of one matrix.
namespace matrixexport {

/// {"sentences":[{"text","tokens","unknown","vectors","scores","weights","outputs","neighbours"}],
/// "dimensions", "temperature"}; "neighbours" (see neighbours::sentenceJson) only when \a neighbours > 0.
QByteArray workspaceJson(const Workspace& workspace, int neighbours = 5);

/// UTF-8 with a byte-order mark so that spreadsheet programs show Chinese;
/// first row and first column are the tokens, numbers at full precision.
QByteArray matrixCsv(const QStringList& tokens, const Eigen::MatrixXd& matrix);

} // namespace matrixexport
} // namespace AttentionLab
