// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingjob.h"

#include "backgroundpool.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace AttentionLab {

namespace {

// Long enough that thread hand-over costs little, short enough that the
// curves grow smoothly and Pause answers at once.
constexpr qint64 ChunkMilliseconds = 30;

} // namespace

TrainingJob::TrainingJob(std::shared_ptr<const SenseData> data, QObject* parent)
    : QObject(parent)
    , m_data(std::move(data))
    , m_trainer(m_settings, m_data)
    , m_baselines(training::accuracies(*m_data, 0))
{
    reset();
}

TrainingJob::~TrainingJob()
{
    // A chunk still running holds its own copies; its result is dropped.
    ++m_generation;
}

void TrainingJob::setSettings(const LearnedSettings& settings)
{
    m_settings = settings;
    reset();
}

void TrainingJob::start()
{
    if (m_running || m_trainer.finished())
        return;
    setRunning(true);
    if (!m_busy)
        runChunk(m_settings.steps + 1);
}

void TrainingJob::pause()
{
    setRunning(false);
}

void TrainingJob::step()
{
    if (m_running || m_busy || m_trainer.finished())
        return;
    runChunk(1);
}

void TrainingJob::reset()
{
    ++m_generation;
    m_busy = false;
    setRunning(false);
    m_trainer = Trainer(m_settings, m_data);
    m_history.clear();
    // Step 0 is the untrained model: one forward pass, no update.
    m_history.push_back(m_trainer.record());
    m_baselines.learned = m_history.back().testAccuracy;
    Q_EMIT wasReset();
}

void TrainingJob::runChunk(int maximumSteps)
{
    m_busy = true;
    const quint64 generation = m_generation;
    QPointer<TrainingJob> self(this);
    Trainer trainer = m_trainer;
    // history() already holds the record of the current state: the chunk
    // updates first and records each state it reaches.
    auto future = QtConcurrent::run(backgroundPool(), [trainer, maximumSteps]() mutable {
        std::vector<TrainingRecord> records;
        QElapsedTimer timer;
        timer.start();
        while (!trainer.finished() && static_cast<int>(records.size()) < maximumSteps) {
            trainer.update();
            records.push_back(trainer.record());
            if (timer.elapsed() >= ChunkMilliseconds)
                break;
        }
        return std::make_pair(trainer, records);
    });
    future.then(this, [self, generation](std::pair<Trainer, std::vector<TrainingRecord>> result) {
        if (self)
            self->chunkDone(generation, result.first, std::move(result.second));
    });
}

void TrainingJob::chunkDone(quint64 generation, const Trainer& trainer, std::vector<TrainingRecord> records)
{
    if (generation != m_generation)
        return;
    m_busy = false;
    m_trainer = trainer;
    for (TrainingRecord& record : records)
        m_history.push_back(std::move(record));
    m_baselines.learned = m_history.back().testAccuracy;
    Q_EMIT progressed();
    if (m_trainer.finished())
        setRunning(false);
    if (m_running) {
        runChunk(m_settings.steps + 1);
        return;
    }
    Q_EMIT idle();
}

void TrainingJob::setRunning(bool running)
{
    if (running == m_running)
        return;
    m_running = running;
    Q_EMIT runningChanged(running);
}

} // namespace AttentionLab
