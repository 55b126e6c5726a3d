// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "quizanswers.h"
#include "workspace.h"

#include <QString>
#include <QStringList>

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
///       "chapter": "heatmap",
///       "answers": {"scoring/most-attended/1": {"rightFirstTime": true}}
///     }
///
/// "query" is the token index of the query word; an empty "mixingWeights"
/// means "the attention weights". "answers" (quizanswers.h) is optional: the
/// learner's progress in "predict first", written only when there is some. Reading checks every field and type and
/// refuses the whole file on the first problem, saying where it is.
///
/// A vocabulary read in place from a large word2vec binary file (Vocabulary::isMapped())
/// is not copied, which would be gigabytes; the workspace refers to the file and keeps
/// only what the user changed of it (version 2):
///
///     "vocabulary": {
///       "mappedFile": "/data/GoogleNews-vectors-negative300.bin",   absolute
///       "bytes": 3644258522,        the file's size when it was read
///       "fingerprint": "9f2c…",     embeddingio::fingerprint(): SHA-256 of a sample of it
///       "words": 3000000,           words read from it (the import's word limit, if smaller)
///       "dimensions": ["1", ..., "300"],     their names, renamed ones too
///       "removed": ["word", ...],   words of the file the user deleted
///       "edits": [{"word", "vector", "colour"}, ...]   changed words, then added ones
///     }
///
/// Reading it checks the file's size and fingerprint, reads the file again through the
/// import (embeddingio::readFile(), rows read in place, the first "words" words) and
/// applies names, removals and edits, in that order. A file that is missing, unreadable
/// or not the same refuses the whole workspace with a message naming the file.
///
/// Version 2 added that form; a workspace without it is written as version 1, which
/// older releases read, and this reader reads both.
namespace workspacefile {

/// The newest format version, the one this reader reads up to.
constexpr int FormatVersion = 2;
/// What a workspace whose vocabulary is not a mapped file is written as.
constexpr int FormatVersionWithoutMappedFile = 1;

struct Document
{
    WorkspaceState state;
    QString chapter; ///< page id, may be empty
    QuizAnswers answers; ///< empty when the file has none
};

QByteArray toJson(const WorkspaceState& state, const QString& chapter, const QuizAnswers& answers = {});
std::optional<Document> fromJson(const QByteArray& json, QString* error);

/// A vocabulary kept in a file of its own in the workspace's folder, as the autosave
/// keeps it: an imported vocabulary of 50,000 words is hundreds of megabytes that an
/// edited sentence does not change, so it is written once, not at every autosave.
/// The workspace then holds {"file": name, "bytes": size, "sha256": hex} as its
/// "vocabulary", and load() reads and checks that file. For a vocabulary read in place the
/// file beside holds the reference to its vector file and the edits (see above), not its vectors.
struct VocabularyFile
{
    QString fileName; ///< in the workspace's folder, no path
    qint64 size = 0;
    QByteArray sha256; ///< lower-case hex
};

/// Writes \a path with its vocabulary in a file beside it. With \a unchanged (written
/// by an earlier call for this very vocabulary) only the workspace is written, and
/// refers to it; otherwise the vocabulary goes to a new file named after \a path and
/// its contents, and \a replaced (if given) is removed once the workspace refers to
/// the new one. Returns the vocabulary file the workspace now refers to.
std::optional<VocabularyFile> saveWithVocabularyBeside(const QString& path, const WorkspaceState& state,
                                                       const QString& chapter,
                                                       const std::optional<VocabularyFile>& unchanged,
                                                       const std::optional<VocabularyFile>& replaced, QString* error,
                                                       const QuizAnswers& answers = {});
/// Every vocabulary file saveWithVocabularyBeside() may have left beside \a path
/// (after a crash between its two writes, more than one).
QStringList vocabularyFilesBeside(const QString& path);
/// The workspace a vocabulary file written by saveWithVocabularyBeside()
/// belongs to ("a.vocabulary-<hash>.json" -> "a.attention.json" in the same
/// folder), or empty when \a vocabularyPath is not named like one.
QString workspaceOfVocabularyFile(const QString& vocabularyPath);

/// Atomic (QSaveFile). Errors name the file.
bool save(const QString& path, const WorkspaceState& state, const QString& chapter, QString* error,
          const QuizAnswers& answers = {});
/// Reads \a path whole or not at all. \a vectorFileProblem (if given) tells whether it failed
/// only because the vector file its vocabulary refers to is missing, changed or unreadable:
/// the workspace itself is sound, and opens again once the file is back.
std::optional<Document> load(const QString& path, QString* error, bool* vectorFileProblem = nullptr);

} // namespace workspacefile
} // namespace AttentionLab
