// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "embeddingio.h"
#include "jobtracker.h"
#include "vocabulary.h"

#include <QObject>
#include <QString>

#include <optional>

namespace AttentionLab {

/// What reading a word-vector file gave: the vocabulary, or why not.
struct ImportResult
{
    std::optional<Vocabulary> vocabulary;
    QString error;
    embeddingio::ReadReport report; ///< what was repaired or missing
};

/// Reads word2vec/GloVe text files (embeddingio::readFile) for the vocabulary
/// chapter, in the background through the Workspace's JobTracker, so a file of
/// hundreds of megabytes neither freezes the window nor escapes
/// Workspace::isComputing(). One file at a time; the page shows the progress,
/// offers to cancel and applies the result.
class VocabularyImport : public QObject
{
    Q_OBJECT
public:
    /// progressChanged() counts from 0 to this.
    static constexpr int ProgressSteps = 1000;

    explicit VocabularyImport(JobTracker* jobs, QObject* parent = nullptr);
    ~VocabularyImport() override;

    /// Reads \a path on the calling thread.
    static ImportResult read(const QString& path, const embeddingio::ReadOptions& options = {});
    /// Starts reading \a path in the background: finished() or canceled()
    /// follows. Returns false (starting nothing) while another file is read.
    bool start(const QString& path, const embeddingio::ReadOptions& options = {});
    /// Stops the reading; canceled() follows once it has stopped.
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void progressChanged(int steps);
    void finished(const AttentionLab::ImportResult& result);
    void canceled();

private:
    JobTracker* m_jobs;
    JobTracker::Key m_key = 0;
    QFuture<ImportResult> m_future;
    QFutureWatcher<ImportResult>* m_progress = nullptr;
};

} // namespace AttentionLab
