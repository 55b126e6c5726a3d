// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>

#include <Eigen/Core>

class QIODevice;

namespace AttentionLab {

class Workspace;

/// The export formats for numbers: JSON of the whole workspace (the shape in
/// DESIGN.md) and CSV of one matrix.
namespace matrixexport {

/// {"sentences":[{"text","tokens","unknown","vectors","scores","weights","outputs","neighbours"}],
/// "dimensions", "temperature"}; "neighbours" (see neighbours::sentenceJson) only when \a neighbours > 0.
///
/// Streamed: written row by row to \a device, never held whole in memory (16
/// sentences of 2,048 words are about 2.5 GB of text). Numbers are the
/// shortest text that reads back as the same double. JSON has no infinity: a
/// score beyond the range of double is written as ±1.7976931348623157e308,
/// the largest double, which is also what the softmax used for it.
/// False when the device refused a write.
bool writeWorkspaceJson(const Workspace& workspace, QIODevice& device, int neighbours = 5);
/// The same in memory, for small workspaces and tests.
QByteArray workspaceJson(const Workspace& workspace, int neighbours = 5);

/// UTF-8 with a byte-order mark so that spreadsheet programs show Chinese;
/// first row and first column are the tokens, numbers at full precision.
QByteArray matrixCsv(const QStringList& tokens, const Eigen::MatrixXd& matrix);

} // namespace matrixexport
} // namespace AttentionLab
