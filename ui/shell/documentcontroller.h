// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;
class QTimer;
class QWidget;

namespace AttentionLab {

class Workspace;

/// Everything about the workspace as a file: New, Open, Open Recent, Save,
/// Save As, the unsaved-changes question, and autosave after a few seconds of
/// idle so that a crash loses nothing. The window title follows it.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    /// Seconds of idle after a change before the autosave is written.
    static constexpr int AutosaveDelayMs = 3000;
    static constexpr int MaximumRecentFiles = 8;

    /// \a currentChapter and \a showChapter read and set the window's page,
    /// which a workspace file remembers.
    DocumentController(Workspace* workspace, QWidget* window, std::function<QString()> currentChapter,
                       std::function<void(const QString&)> showChapter);

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

    static QString autosavePath();
    bool hasAutosave() const;
    /// Loads the autosave as an unsaved, untitled document.
    bool restoreAutosave(QString* error);
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

    Workspace* m_workspace;
    QWidget* m_window;
    std::function<QString()> m_currentChapter;
    std::function<void(const QString&)> m_showChapter;
    std::function<int()> m_saveQuestion;
    QString m_currentFile;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QMenu* m_recentMenu = nullptr;
    QTimer* m_autosaveTimer = nullptr;
};

} // namespace AttentionLab
