// SPDX-License-Identifier: GPL-3.0-or-later
#include "documentcontroller.h"

#include "backgroundpool.h"
#include "workspace.h"
#include "workspacefile.h"

#include <QAction>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLockFile>
#include <QMenu>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

#include <sys/stat.h>

namespace AttentionLab {

namespace {
const auto RecentKey = QStringLiteral("files/recent");
const auto FileSuffix = QStringLiteral(".attention.json");
// "autosave.attention.json" (one for all instances, before locks) is found as an orphan too.
const auto AutosavePrefix = QStringLiteral("autosave");
const auto LockSuffix = QStringLiteral(".lock");
const auto RestoringSuffix = QStringLiteral(".restoring");

QString lockPathOf(const QString& autosave)
{
    return autosave.chopped(FileSuffix.size()) + LockSuffix;
}

// Written before an autosave is read: if the restore never finishes (a crash), the file is not offered again.
QString restoringMarkerOf(const QString& autosave)
{
    return autosave + RestoringSuffix;
}

std::unique_ptr<QLockFile> lockOf(const QString& autosave)
{
    auto lock = std::make_unique<QLockFile>(lockPathOf(autosave));
    lock->setStaleLockTime(0); // stale only when its process is gone, never by age: sessions last hours
    return lock;
}
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

    // This instance's autosave, under a name no other instance (running or crashed) has used.
    QDir().mkpath(autosaveFolder());
    do {
        m_autosavePath = QDir(autosaveFolder())
                             .filePath(QStringLiteral("%1-%2-%3%4")
                                           .arg(AutosavePrefix)
                                           .arg(QCoreApplication::applicationPid())
                                           .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'))
                                           .arg(FileSuffix));
    } while (QFile::exists(m_autosavePath) || QFile::exists(lockPathOf(m_autosavePath)));
    m_lock = lockOf(m_autosavePath);
    m_lock->tryLock(0); // fails only in a folder nobody can write, where no autosave is written either
    removeStrayVocabularyFiles();

    m_autosaveTimer = new QTimer(this);
    m_autosaveTimer->setSingleShot(true);
    m_autosaveTimer->setInterval(AutosaveDelayMs);
    m_autosaveDeadline = new QTimer(this);
    m_autosaveDeadline->setSingleShot(true);
    m_autosaveDeadline->setInterval(AutosaveMaximumDelayMs);
    connect(m_autosaveTimer, &QTimer::timeout, this, &DocumentController::autosaveNow);
    connect(m_autosaveDeadline, &QTimer::timeout, this, &DocumentController::autosaveNow);
    // Every edit restarts the idle timer; the deadline runs from the first unsaved edit, so that
    // someone who never pauses for 3 s still has an autosave at most 30 s old.
    connect(m_workspace->undoStack(), &QUndoStack::indexChanged, this, [this] {
        m_autosaveTimer->start();
        if (!m_autosaveDeadline->isActive())
            m_autosaveDeadline->start();
    });
    connect(m_workspace->undoStack(), &QUndoStack::cleanChanged, this, &DocumentController::titleChanged);
    retranslate();
}

DocumentController::~DocumentController()
{
    finishAutosaveWriting();
} // the lock is released: what is left is an orphan

void DocumentController::setAnswerHooks(std::function<QuizAnswers()> current,
                                        std::function<void(const QuizAnswers&)> opened)
{
    m_currentAnswers = std::move(current);
    m_openedAnswers = std::move(opened);
}

void DocumentController::setAutosaveDelays(int idleMs, int maximumMs)
{
    m_autosaveTimer->setInterval(idleMs);
    m_autosaveDeadline->setInterval(maximumMs);
}

void DocumentController::autosaveNow()
{
    m_autosaveTimer->stop();
    m_autosaveDeadline->stop();
    if (!isModified())
        return;
    if (m_autosaveWriting.isRunning()) {
        m_autosaveAgain = true; // one write at a time, the newest state last
        return;
    }
    // Serialised off the GUI thread from the immutable state: a vocabulary of 50,000 words froze
    // the window for seconds. That vocabulary is written again only when it changed.
    QDir().mkpath(autosaveFolder());
    const WorkspaceState state = m_workspace->state();
    m_autosaveWriting = QtConcurrent::run(backgroundPool(), &DocumentController::writeAutosaveFiles, m_autosavePath,
                                          state, m_currentChapter(), currentAnswers(),
                                          autosavedVocabularyFileOf(state.vocabulary), m_autosavedVocabularyFile);
    m_autosaveWriting.then(this, [this](const AutosaveWritten& written) {
        takeAutosaveWritten(written);
        if (!written.error.isEmpty())
            Q_EMIT statusMessage(written.error);
        if (std::exchange(m_autosaveAgain, false))
            autosaveNow();
    });
}

DocumentController::AutosaveWritten
DocumentController::writeAutosaveFiles(const QString& path, const WorkspaceState& state, const QString& chapter,
                                       const QuizAnswers& answers,
                                       const std::optional<workspacefile::VocabularyFile>& unchanged,
                                       const std::optional<workspacefile::VocabularyFile>& replaced)
{
    AutosaveWritten written;
    written.vocabularyFile
        = workspacefile::saveWithVocabularyBeside(path, state, chapter, unchanged, replaced, &written.error, answers);
    if (written.vocabularyFile)
        written.vocabulary = state.vocabulary;
    return written;
}

void DocumentController::takeAutosaveWritten(const AutosaveWritten& written)
{
    if (!written.vocabularyFile)
        return; // a failed write left the files as they were, and so what they refer to
    m_autosavedVocabularyFile = written.vocabularyFile;
    m_autosavedVocabulary = written.vocabulary;
}

std::optional<workspacefile::VocabularyFile>
DocumentController::autosavedVocabularyFileOf(const std::shared_ptr<const Vocabulary>& vocabulary) const
{
    // A live weak pointer to the same object: that very vocabulary, not one that reuses its address.
    if (vocabulary && m_autosavedVocabulary.lock() == vocabulary)
        return m_autosavedVocabularyFile;
    return std::nullopt;
}

void DocumentController::finishAutosaveWriting()
{
    m_autosaveAgain = false;
    if (m_autosaveWriting.isValid() && !m_autosaveWriting.isCanceled()) {
        m_autosaveWriting.waitForFinished();
        // Taken now, not when the queued continuation runs: a write that follows must know the file.
        if (m_autosaveWriting.resultCount() > 0)
            takeAutosaveWritten(m_autosaveWriting.result());
    }
}

void DocumentController::removeWithItsVocabulary(const QString& autosave)
{
    QFile::remove(autosave);
    for (const QString& vocabularyFile : workspacefile::vocabularyFilesBeside(autosave))
        QFile::remove(vocabularyFile);
}

// An instance that crashed between writing its first vocabulary file and its first workspace left
// a vocabulary nothing refers to: removed once its instance is gone (its lock can be taken). A running
// instance between those two writes holds its lock, so its file stays.
void DocumentController::removeStrayVocabularyFiles() const
{
    const QDir folder(autosaveFolder());
    const QStringList names
        = folder.entryList({ AutosavePrefix + QStringLiteral("*.json") }, QDir::Files | QDir::Hidden | QDir::System);
    for (const QString& name : names) {
        const QString vocabularyFile = folder.filePath(name);
        const QString workspace = workspacefile::workspaceOfVocabularyFile(vocabularyFile);
        if (workspace.isEmpty() || workspace == m_autosavePath || QFile::exists(workspace))
            continue;
        const auto lock = lockOf(workspace);
        if (lock->tryLock(0))
            QFile::remove(vocabularyFile);
    }
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
    if (m_openedAnswers)
        m_openedAnswers(document->answers);
    if (!document->chapter.isEmpty())
        m_showChapter(document->chapter);
    setCurrentFile(path);
    rememberFileOnDisk();
    addRecent(path);
    return true;
}

bool DocumentController::saveTo(const QString& path, QString* error)
{
    if (!workspacefile::save(path, m_workspace->state(), m_currentChapter(), error, currentAnswers()))
        return false;
    m_workspace->undoStack()->setClean();
    setCurrentFile(path);
    rememberFileOnDisk();
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

QString DocumentController::autosaveFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QStringList DocumentController::orphanedAutosaves() const
{
    QStringList orphans;
    const QFileInfoList candidates = QDir(autosaveFolder())
                                         .entryInfoList({ AutosavePrefix + QLatin1Char('*') + FileSuffix },
                                                        QDir::Files | QDir::System | QDir::Hidden, QDir::Time);
    for (const QFileInfo& candidate : candidates) {
        const QString path = candidate.absoluteFilePath();
        if (path == m_autosavePath || QFile::exists(restoringMarkerOf(path)))
            continue;
        // Only a regular file can be an autosave: a FIFO would block the read, /dev/zero never end it.
        struct stat status;
        if (::stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode))
            continue;
        // Its instance still runs while it holds the lock: that work is not ours to offer.
        if (!lockOf(path)->tryLock(0))
            continue;
        orphans.append(path);
    }
    return orphans;
}

bool DocumentController::restoreAutosave(QString* error)
{
    for (const QString& orphan : orphanedAutosaves()) {
        const auto lock = lockOf(orphan); // held until done: another instance cannot restore it too
        if (!lock->tryLock(0))
            continue;
        QFile marker(restoringMarkerOf(orphan));
        if (marker.exists() || !marker.open(QIODevice::WriteOnly))
            continue;
        marker.close();
        bool vectorFileProblem = false;
        const auto document = workspacefile::load(orphan, error, &vectorFileProblem);
        if (!document && vectorFileProblem) {
            // The autosave is sound, its vector file is not there (an unplugged drive, a renamed
            // file): the work waits, offered again at the next start, when the file may be back.
            marker.remove();
            *error = tr("%1\n\nThe unsaved work is kept in %2 and offered again at the next start: put the "
                        "vector file back first, or decline then to discard the work.")
                         .arg(*error, QDir::toNativeSeparators(orphan));
            return false;
        }
        if (!document)
            return false; // the marker stays: a damaged autosave is not offered at every start
        QString problem;
        if (!m_workspace->restore(document->state, &problem)) {
            *error = problem;
            return false;
        }
        // Restored work is unsaved work: the title shows it modified until saved.
        m_workspace->undoStack()->clear();
        m_workspace->undoStack()->resetClean();
        if (m_openedAnswers)
            m_openedAnswers(document->answers);
        if (!document->chapter.isEmpty())
            m_showChapter(document->chapter);
        setCurrentFile(QString());
        Q_EMIT titleChanged();
        // The work is ours now: our own autosave first, then the orphan can go.
        if (writeAutosave(&problem)) {
            removeWithItsVocabulary(orphan);
            marker.remove();
        }
        return true;
    }
    *error = tr("there is no unsaved work left to restore");
    return false;
}

void DocumentController::discardOrphanedAutosaves()
{
    for (const QString& orphan : orphanedAutosaves()) {
        const auto lock = lockOf(orphan);
        if (lock->tryLock(0))
            removeWithItsVocabulary(orphan);
    }
}

void DocumentController::removeAutosave()
{
    m_autosaveTimer->stop();
    m_autosaveDeadline->stop();
    finishAutosaveWriting(); // else a write in flight would bring it back
    removeWithItsVocabulary(m_autosavePath);
    m_autosavedVocabularyFile.reset();
    m_autosavedVocabulary.reset();
}

bool DocumentController::writeAutosave(QString* error)
{
    finishAutosaveWriting();
    QDir().mkpath(autosaveFolder());
    const WorkspaceState state = m_workspace->state();
    const AutosaveWritten written
        = writeAutosaveFiles(m_autosavePath, state, m_currentChapter(), currentAnswers(),
                             autosavedVocabularyFileOf(state.vocabulary), m_autosavedVocabularyFile);
    takeAutosaveWritten(written);
    if (!written.error.isEmpty())
        *error = written.error;
    return written.error.isEmpty();
}

DocumentController::FileFingerprint DocumentController::fingerprintOf(const QString& path)
{
    FileFingerprint fingerprint;
    const QFileInfo info(path);
    if (!info.isFile())
        return fingerprint;
    fingerprint.size = info.size();
    fingerprint.modified = info.lastModified();
    QFile file(path);
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (file.open(QIODevice::ReadOnly) && hash.addData(&file))
        fingerprint.hash = hash.result();
    return fingerprint;
}

void DocumentController::rememberFileOnDisk()
{
    m_currentFileOnDisk = m_currentFile.isEmpty() ? FileFingerprint() : fingerprintOf(m_currentFile);
}

bool DocumentController::mayOverwriteCurrentFile()
{
    if (m_currentFile.isEmpty() || fingerprintOf(m_currentFile) == m_currentFileOnDisk)
        return true;
    // Another window or program saved it since: overwriting would silently lose their work.
    const int answer = m_changedOnDiskQuestion
        ? m_changedOnDiskQuestion()
        : QMessageBox::warning(m_window, tr("File Changed on Disk"),
                               tr("“%1” was changed on disk since you opened or saved it, perhaps by another "
                                  "window. Overwrite it with your version?")
                                   .arg(displayName()),
                               QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Save;
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
    if (!mayOverwriteCurrentFile())
        return false;
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
