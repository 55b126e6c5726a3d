// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcontroller.h"

#include "workspace.h"
#include "workspacefile.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace AttentionLab {

namespace {
const auto RecentKey = QStringLiteral("files/recent");
const auto FileSuffix = QStringLiteral(".attention.json");
} // namespace

DocumentController::DocumentController(Workspace* workspace, QWidget* window, std::function<QString()> currentChapter,
                                       std::function<void(const QString&)> showChapter)
    : QObject(window)
    , m_workspace(workspace)
    , m_window(window)
    , m_currentChapter(std::move(currentChapter))
    , m_showChapter(std::move(showChapter))
{
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    m_recentMenu = new QMenu(window);
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            newDocument();
    });
    connect(m_openAction, &QAction::triggered, this, &DocumentController::open);
    connect(m_saveAction, &QAction::triggered, this, &DocumentController::save);
    connect(m_saveAsAction, &QAction::triggered, this, &DocumentController::saveAs);

    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(AutosaveDelayMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, [this] {
        QString error;
        if (isModified() && !writeAutosave(&error))
            Q_EMIT statusMessage(error);
    });
    // Every edit restarts the idle timer.
    connect(m_workspace->undoStack(), &QUndoStack::indexChanged, m_autosaveTimer, qOverload<>(&QTimer::start));
    connect(m_workspace->undoStack(), &QUndoStack::cleanChanged, this, &DocumentController::titleChanged);
    retranslate();
}

bool DocumentController::isModified() const
{
    return !m_workspace->undoStack()->isClean();
}

QString DocumentController::displayName() const
{
    return m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
}

QStringList DocumentController::recentFiles() const
{
    return QSettings().value(RecentKey).toStringList();
}

bool DocumentController::openFile(const QString& path, QString* error)
{
    const auto document = workspacefile::load(path, error);
    if (!document)
        return false;
    QString problem;
    if (!m_workspace->restore(document->state, &problem)) {
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), problem);
        return false;
    }
    m_workspace->undoStack()->clear();
    m_workspace->undoStack()->setClean();
    if (!document->chapter.isEmpty())
        m_showChapter(document->chapter);
    setCurrentFile(path);
    addRecent(path);
    return true;
}

bool DocumentController::saveTo(const QString& path, QString* error)
{
    if (!workspacefile::save(path, m_workspace->state(), m_currentChapter(), error))
        return false;
    m_workspace->undoStack()->setClean();
    setCurrentFile(path);
    addRecent(path);
    removeAutosave();
    Q_EMIT statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void DocumentController::newDocument()
{
    m_workspace->restore(Workspace::lessonState());
    m_workspace->undoStack()->clear();
    m_workspace->undoStack()->setClean();
    setCurrentFile(QString());
}

bool DocumentController::maybeSave()
{
    if (!isModified())
        return true;
    int answer = QMessageBox::Cancel;
    if (m_saveQuestion) {
        answer = m_saveQuestion();
    } else {
        answer = QMessageBox::warning(
            m_window, tr("Unsaved Changes"), tr("“%1” has changes that are not saved. Save them?").arg(displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    }
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QString DocumentController::autosavePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("autosave") + FileSuffix);
}

bool DocumentController::hasAutosave() const
{
    return QFile::exists(autosavePath());
}

bool DocumentController::restoreAutosave(QString* error)
{
    const auto document = workspacefile::load(autosavePath(), error);
    if (!document)
        return false;
    QString problem;
    if (!m_workspace->restore(document->state, &problem)) {
        *error = problem;
        return false;
    }
    // Restored work is unsaved work: the title shows it modified until saved.
    m_workspace->undoStack()->clear();
    m_workspace->undoStack()->resetClean();
    if (!document->chapter.isEmpty())
        m_showChapter(document->chapter);
    setCurrentFile(QString());
    Q_EMIT titleChanged();
    return true;
}

void DocumentController::removeAutosave()
{
    m_autosaveTimer->stop();
    QFile::remove(autosavePath());
}

bool DocumentController::writeAutosave(QString* error)
{
    QDir().mkpath(QFileInfo(autosavePath()).path());
    return workspacefile::save(autosavePath(), m_workspace->state(), m_currentChapter(), error);
}

void DocumentController::retranslate()
{
    m_newAction->setText(tr("&New"));
    m_newAction->setStatusTip(tr("Start again from the lesson's sentences and vocabulary"));
    m_openAction->setText(tr("&Open…"));
    m_openAction->setStatusTip(tr("Open a saved workspace"));
    m_saveAction->setText(tr("&Save"));
    m_saveAction->setStatusTip(tr("Save sentences, vocabulary, query words, temperature and weights"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_saveAsAction->setStatusTip(tr("Save the workspace in a new file"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    rebuildRecentMenu();
    Q_EMIT titleChanged();
}

bool DocumentController::save()
{
    if (m_currentFile.isEmpty())
        return saveAs();
    QString error;
    if (!saveTo(m_currentFile, &error)) {
        showError(tr("Save failed"), error);
        return false;
    }
    return true;
}

bool DocumentController::saveAs()
{
    const QString folder = m_currentFile.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                   : QFileInfo(m_currentFile).path();
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Workspace"),
                                                QDir(folder).filePath(QStringLiteral("lesson") + FileSuffix),
                                                tr("Attention Lab workspace (*.attention.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += FileSuffix;
    QString error;
    if (!saveTo(path, &error)) {
        showError(tr("Save failed"), error);
        return false;
    }
    return true;
}

void DocumentController::open()
{
    if (!maybeSave())
        return;
    const QString folder = m_currentFile.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                   : QFileInfo(m_currentFile).path();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open Workspace"), folder,
                                                      tr("Attention Lab workspace (*.attention.json *.json)"));
    if (!path.isEmpty())
        openRecent(path);
}

void DocumentController::openRecent(const QString& path)
{
    QString error;
    if (!openFile(path, &error))
        showError(tr("Open failed"), error);
}

void DocumentController::addRecent(const QString& path)
{
    QStringList recent = recentFiles();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    QSettings().setValue(RecentKey, recent.mid(0, MaximumRecentFiles));
    rebuildRecentMenu();
}

void DocumentController::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (const QString& path : recent) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openRecent(path);
        });
        action->setStatusTip(QDir::toNativeSeparators(path));
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void DocumentController::setCurrentFile(const QString& path)
{
    m_currentFile = path;
    Q_EMIT titleChanged();
}

void DocumentController::showError(const QString& title, const QString& message)
{
    QMessageBox::warning(m_window, title, message);
}

} // namespace AttentionLab
