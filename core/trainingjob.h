// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "training.h"

#include <QObject>

#include <memory>
#include <vector>

namespace AttentionLab {

/// Chapter 8's training as the page sees it: Train runs steps on the
/// background pool in short chunks and appends their records on the GUI
/// thread after each chunk; Pause stops after the running chunk; Step does
/// one update; Reset starts again from the seed (a running chunk's result is
/// dropped). Chunking does not change the numbers: the same settings give
/// the same records, however the run was paused.
class TrainingJob : public QObject
{
    Q_OBJECT
public:
    explicit TrainingJob(std::shared_ptr<const SenseData> data, QObject* parent = nullptr);
    ~TrainingJob() override;

    const LearnedSettings& settings() const { return m_settings; }
    /// New settings reset the run.
    void setSettings(const LearnedSettings& settings);
    const SenseData& data() const { return *m_data; }

    /// Steps 0..n as recorded so far (the first one is there from the start).
    const std::vector<TrainingRecord>& history() const { return m_history; }
    /// The static and parameter-free accuracies on these data, and the learned one now.
    const SenseAccuracies& baselines() const { return m_baselines; }
    bool isRunning() const { return m_running; }
    /// A chunk is being computed (running, or finishing after Pause or Step).
    bool isBusy() const { return m_busy; }
    bool isFinished() const { return m_trainer.finished(); }

public Q_SLOTS:
    void start();
    void pause();
    /// One update (does nothing while running or finished).
    void step();
    void reset();

Q_SIGNALS:
    /// Records were appended to history().
    void progressed();
    void runningChanged(bool running);
    /// The history starts again (new settings or Reset).
    void wasReset();
    /// The last chunk came back and nothing runs any more.
    void idle();

private:
    void runChunk(int maximumSteps);
    void chunkDone(quint64 generation, const Trainer& trainer, std::vector<TrainingRecord> records);
    void setRunning(bool running);

    std::shared_ptr<const SenseData> m_data;
    LearnedSettings m_settings;
    Trainer m_trainer;
    std::vector<TrainingRecord> m_history;
    SenseAccuracies m_baselines;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_busy = false;
};

} // namespace AttentionLab
