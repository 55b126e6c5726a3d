// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "workspace.h"

#include <QFuture>
#include <QString>

#include <optional>

namespace AttentionLab {

/// The workspace file: a JSON document holding everything a user made.
///
///     {
///       "format": "attention-lab-workspace",
///       "version": 1,
///       "sentences": [{"text": "苹果 发布 新 手机", "query": 0, "mixingWeights": []}, ...],
///       "temperature": 1,
///       "vocabulary": {"dimensions": ["科技", ...], "words": [{"word", "vector", "colour"}, ...]},
///       "chapter": "heatmap"
///     }
///
/// "query" is the token index of the query word; an empty "mixingWeights"
/// means "the attention weights". Reading checks every field and type and
/// refuses the whole file on the first problem, saying where it is.
namespace workspacefile {

constexpr int FormatVersion = 1;

struct Document
{
    WorkspaceState state;
    QString chapter; ///< page id, may be empty
};

QByteArray toJson(const WorkspaceState& state, const QString& chapter);
std::optional<Document> fromJson(const QByteArray& json, QString* error);

/// Atomic (QSaveFile). Errors name the file.
bool save(const QString& path, const WorkspaceState& state, const QString& chapter, QString* error);
/// save() on the background pool, from \a state as it is now: its texts are
/// implicitly shared and its vocabulary is immutable, so the window goes on
/// editing while a large vocabulary is serialised. The result is the error, empty on success.
QFuture<QString> saveInBackground(const QString& path, const WorkspaceState& state, const QString& chapter);
std::optional<Document> load(const QString& path, QString* error);

} // namespace workspacefile
} // namespace AttentionLab
