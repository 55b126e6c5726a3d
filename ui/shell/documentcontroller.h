// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFuture>
#include <QObject>
#include <QStringList>

#include "workspacefile.h"

#include <functional>
#include <memory>
#include <optional>

class QAction;
class QLockFile;
class QMenu;
class QTimer;
class QWidget;

namespace AttentionLab {

class Workspace;

/// Everything about the workspace as a file: New, Open, Open Recent, Save,
/// Save As, the unsaved-changes question, and autosave after a few seconds of
/// idle (and at the latest every 30 s of unsaved change) so that a crash loses
/// nothing. The window title follows it.
///
/// Every running instance has its own autosave, "<id>.attention.json" in the
/// autosave folder, and holds "<id>.lock" (a QLockFile with its pid) while it
/// runs. An autosave whose lock nobody holds is an orphan, left by a crash:
/// only orphans are offered for restoring, and nothing of a running instance is
/// ever read or removed by another.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    /// Milliseconds of idle after a change before the autosave is written.
    static constexpr int AutosaveDelayMs = 3000;
    /// Milliseconds of unsaved change, idle or not, after which the autosave is written anyway.
    static constexpr int AutosaveMaximumDelayMs = 30000;
    static constexpr int MaximumRecentFiles = 8;

    /// \a currentChapter and \a showChapter read and set the window's page,
    /// which a workspace file remembers.
    DocumentController(Workspace* workspace, QWidget* window, std::function<QString()> currentChapter,
                       std::function<void(const QString&)> showChapter);
    ~DocumentController() override;

    QAction* newAction() const { return m_newAction; }
    QAction* openAction() const { return m_openAction; }
    QAction* saveAction() const { return m_saveAction; }
    QAction* saveAsAction() const { return m_saveAsAction; }
    QMenu* recentMenu() const { return m_recentMenu; }

    QString currentFile() const { return m_currentFile; }
    bool isModified() const;
    /// "lesson.attention.json" or "Untitled", for the window title.
    QString displayName() const;
    QStringList recentFiles() const;

    /// The work of the actions, without dialogs (for the command line and tests).
    bool openFile(const QString& path, QString* error);
    bool saveTo(const QString& path, QString* error);
    void newDocument();

    /// Asks whether to save unsaved changes; false when the user cancels.
    bool maybeSave();
    /// Replaces the question for tests: returns Save, Discard or Cancel.
    void setSaveQuestion(std::function<int()> question) { m_saveQuestion = std::move(question); }
    /// Replaces the question "the file changed on disk since it was opened or saved:
    /// overwrite it?" for tests: returns Save (overwrite) or Cancel.
    void setChangedOnDiskQuestion(std::function<int()> question) { m_changedOnDiskQuestion = std::move(question); }

    /// The learner's answers travel with the file: \a current gives them for a save or an
    /// autosave, \a opened takes those of a file opened or restored (before its chapter is shown).
    void setAnswerHooks(std::function<QuizAnswers()> current, std::function<void(const QuizAnswers&)> opened);

    /// For tests: the idle delay and the upper bound of the autosave, in milliseconds.
    void setAutosaveDelays(int idleMs, int maximumMs);

    /// The folder that holds every instance's autosave and lock file.
    static QString autosaveFolder();
    /// This instance's autosave.
    QString autosavePath() const { return m_autosavePath; }
    /// Autosaves left by instances that are no longer running (and whose restore
    /// did not start before), newest first.
    QStringList orphanedAutosaves() const;
    bool hasAutosave() const { return !orphanedAutosaves().isEmpty(); }
    /// Loads the newest orphaned autosave as an unsaved, untitled document; it
    /// becomes this instance's autosave. It is marked before it is read, so that
    /// a restore that crashes is not offered again. One that fails because the vector
    /// file its vocabulary refers to is missing or changed is offered again (and says so).
    bool restoreAutosave(QString* error);
    /// Removes the orphaned autosaves (the user declined to restore them).
    void discardOrphanedAutosaves();
    /// Removes this instance's autosave.
    void removeAutosave();
    /// Writes the autosave now (normally a timer does it).
    bool writeAutosave(QString* error);

    void retranslate();

Q_SIGNALS:
    /// The file name or the modified state changed.
    void titleChanged();
    void statusMessage(const QString& message);

private:
    bool save();
    bool saveAs();
    void open();
    void openRecent(const QString& path);
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void setCurrentFile(const QString& path);
    void showError(const QString& title, const QString& message);
    void autosaveNow();
    /// Waits for an autosave being written in the background, so that nothing writes it afterwards.
    void finishAutosaveWriting();
    /// What the current file looked like when it was last opened or saved here.
    void rememberFileOnDisk();
    /// Whether the current file was changed by someone else since; asks whether to overwrite it.
    bool mayOverwriteCurrentFile();

    Workspace* m_workspace;
    QWidget* m_window;
    std::function<QString()> m_currentChapter;
    std::function<void(const QString&)> m_showChapter;
    std::function<QuizAnswers()> m_currentAnswers;
    std::function<void(const QuizAnswers&)> m_openedAnswers;
    std::function<int()> m_saveQuestion;
    std::function<int()> m_changedOnDiskQuestion;
    QString m_currentFile;
    struct FileFingerprint
    {
        qint64 size = -1;
        QDateTime modified;
        QByteArray hash;
        bool operator==(const FileFingerprint& other) const
        {
            return size == other.size && modified == other.modified && hash == other.hash;
        }
    };
    static FileFingerprint fingerprintOf(const QString& path);
    FileFingerprint m_currentFileOnDisk;
    QString m_autosavePath;
    std::unique_ptr<QLockFile> m_lock;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QTimer* m_autosaveTimer = nullptr; ///< restarted by every edit
    QTimer* m_autosaveDeadline = nullptr; ///< started by the first unsaved edit, not restarted
    /// What one autosave write did: its error, or the vocabulary file its workspace refers to.
    struct AutosaveWritten
    {
        QString error;
        std::optional<workspacefile::VocabularyFile> vocabularyFile;
        std::shared_ptr<const Vocabulary> vocabulary; ///< the one written, to know it again
    };
    /// Writes the autosave (the workspace, and its vocabulary only if it changed since the last one).
    static AutosaveWritten writeAutosaveFiles(const QString& path, const WorkspaceState& state, const QString& chapter,
                                              const QuizAnswers& answers,
                                              const std::optional<workspacefile::VocabularyFile>& unchanged,
                                              const std::optional<workspacefile::VocabularyFile>& replaced);
    QuizAnswers currentAnswers() const { return m_currentAnswers ? m_currentAnswers() : QuizAnswers(); }
    void takeAutosaveWritten(const AutosaveWritten& written);
    /// The vocabulary file the autosave refers to, if \a vocabulary is the one written to it.
    std::optional<workspacefile::VocabularyFile>
    autosavedVocabularyFileOf(const std::shared_ptr<const Vocabulary>& vocabulary) const;
    static void removeWithItsVocabulary(const QString& autosave);
    void removeStrayVocabularyFiles() const;

    QFuture<AutosaveWritten> m_autosaveWriting; ///< the timer's autosave, written off the GUI thread
    bool m_autosaveAgain = false; ///< an edit came while it was being written
    /// The autosave's vocabulary file and the (immutable) vocabulary in it: while the workspace
    /// holds that same vocabulary, an autosave writes only its sentences and settings.
    std::optional<workspacefile::VocabularyFile> m_autosavedVocabularyFile;
    std::weak_ptr<const Vocabulary> m_autosavedVocabulary;
};

} // namespace AttentionLab
