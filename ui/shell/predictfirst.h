// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "question.h"
#include "quizanswers.h"

#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QTimer;
class QWidget;

namespace AttentionLab {

class QuestionOverlay;
struct QuestionSentence;
class Workspace;

/// "Predict first" (issue 16): a chapter not yet visited opens behind its first
/// unanswered question (QuestionOverlay), and stays revealed once the learner
/// has asked to see it. Keeps the learner's answers (right the first time or
/// not, per Question::id()) and the visited chapters in QSettings; the workspace
/// file carries the answers too (DocumentController). Owns the View menu's
/// Predict First, Ask This Chapter's Questions and Reset My Answers.
class PredictFirst : public QObject
{
    Q_OBJECT
public:
    /// Settings keys: on or off (on when unset), the visited chapters' ids, the answers as JSON.
    static QString enabledKey();
    static QString visitedKey();
    static QString answersKey();

    /// Lays its questions over \a covered, the window's page stack.
    PredictFirst(Workspace* workspace, QWidget* covered, QObject* parent = nullptr);

    QAction* enabledAction() const { return m_enabledAction; }
    QAction* askAction() const { return m_askAction; }
    QAction* resetAction() const { return m_resetAction; }
    QuestionOverlay* overlay() const { return m_overlay; }

    /// Asks by itself from now on. The window calls it when it restores the last session;
    /// a window that does not (a --grab, an export) shows every page as it is, the same on
    /// every machine, whatever the settings say.
    void start();
    bool isStarted() const { return m_started; }
    bool isEnabled() const;

    /// The window shows chapter \a id now: a question of another chapter goes away, and an
    /// unvisited chapter with an unanswered question is covered by it (once started, while on).
    void setCurrentChapter(const QString& id);
    /// Whether a question covers the chapter on show.
    bool isCovering() const;
    /// Asks the chapter on show its questions: the first unanswered one, or the first when
    /// all are answered. False when it has none.
    bool askCurrentChapter();

    bool isVisited(const QString& chapter) const { return m_visited.contains(chapter); }
    const QuizAnswers& answers() const { return m_answers; }
    /// Adds the answers of an opened workspace file; answers given here already stay.
    void addAnswers(const QuizAnswers& answers);
    /// \a chapter's questions now, counted against the answers.
    ChapterProgress progress(const QString& chapter) const;
    /// Forgets every answer and visited mark, without asking first.
    void reset();
    /// Replaces the confirmation of Reset My Answers (tests): true resets.
    void setResetQuestion(std::function<bool()> question) { m_resetQuestion = std::move(question); }

    void retranslate();

Q_SIGNALS:
    /// A question started or stopped covering the chapter on show.
    void coveringChanged(bool covering);
    /// The answers, or the questions they are counted against, changed.
    void progressChanged();

private:
    void ask(const QList<Question>& questions, int index);
    void uncover();
    void reveal();
    void next();
    void record(const Question& question, bool right);
    void scheduleRefresh();
    void refresh();
    void updateAskAction();
    void saveAnswers() const;
    void saveVisited() const;
    int firstUnanswered(const QList<Question>& questions, int after = -1) const;
    /// The words of the sentence \a question asks about, and their colours.
    QuestionSentence sentenceOf(const Question& question) const;
    /// Where the question on show is in \a questions (-1: not there any more).
    int indexOfAsked(const QList<Question>& questions) const;
    /// The question on show, made again from \a questions; false when it is not among them.
    bool rewordAsked(const QList<Question>& questions);
    /// Whether "Next question" has somewhere to go from \a index.
    bool hasNext(const QList<Question>& questions, int index) const;

    Workspace* m_workspace;
    QWidget* m_covered;
    QuestionOverlay* m_overlay = nullptr;
    QAction* m_enabledAction = nullptr;
    QAction* m_askAction = nullptr;
    QAction* m_resetAction = nullptr;
    QTimer* m_refreshTimer = nullptr;
    std::function<bool()> m_resetQuestion;
    bool m_started = false;
    QString m_chapter; ///< the chapter on show
    QString m_askedChapter; ///< the chapter whose question is on show (empty: none)
    QStringList m_visited;
    QuizAnswers m_answers;
};

} // namespace AttentionLab
