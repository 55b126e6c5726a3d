// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabularyimport.h"

#include "embeddingio.h"

namespace AttentionLab {

VocabularyImport::VocabularyImport(JobTracker* jobs, QObject* parent)
    : QObject(parent)
    , m_jobs(jobs)
    , m_key(jobs->newKey())
    , m_progress(new QFutureWatcher<ImportResult>(this))
{
    connect(m_progress, &QFutureWatcherBase::progressValueChanged, this, &VocabularyImport::progressChanged);
}

VocabularyImport::~VocabularyImport()
{
    m_jobs->cancel(m_key);
}

ImportResult VocabularyImport::read(const QString& path, const embeddingio::ReadOptions& options)
{
    ImportResult result;
    result.vocabulary = embeddingio::readFile(path, &result.error, {}, {}, options, &result.report);
    return result;
}

bool VocabularyImport::start(const QString& path, const embeddingio::ReadOptions& options)
{
    if (isRunning())
        return false;
    m_future = m_jobs->start<ImportResult>(
        m_key,
        [path, options](QPromise<ImportResult>& promise) {
            promise.setProgressRange(0, ProgressSteps);
            ImportResult result;
            result.vocabulary = embeddingio::readFile(
                path, &result.error,
                [&promise](double fraction) { promise.setProgressValue(static_cast<int>(fraction * ProgressSteps)); },
                [&promise] { return promise.isCanceled(); }, options, &result.report);
            promise.addResult(std::move(result));
        },
        [this](ImportResult&& result) { Q_EMIT finished(result); }, [this] { Q_EMIT canceled(); });
    m_progress->setFuture(m_future);
    return true;
}

void VocabularyImport::cancel()
{
    // Through the future, not JobTracker::cancel(): the reader hears of it, and so does the page.
    if (isRunning())
        m_future.cancel();
}

bool VocabularyImport::isRunning() const
{
    return m_jobs->isRunning(m_key);
}

} // namespace AttentionLab
