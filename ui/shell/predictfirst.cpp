// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictfirst.h"

#include "backgroundpool.h"
#include "questionoverlay.h"
#include "quiz.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QJsonDocument>
#include <QMessageBox>
#include <QSettings>
#include <QThreadPool>
#include <QTimer>
#include <QWidget>

namespace AttentionLab {

QString PredictFirst::enabledKey()
{
    return QStringLiteral("quiz/predictFirst");
}

QString PredictFirst::visitedKey()
{
    return QStringLiteral("quiz/visited");
}

QString PredictFirst::answersKey()
{
    return QStringLiteral("quiz/answers");
}

PredictFirst::PredictFirst(Workspace* workspace, QWidget* covered, QObject* parent)
    : QObject(parent)
    , m_workspace(workspace)
    , m_covered(covered)
{
    m_overlay = new QuestionOverlay(covered);
    connect(m_overlay, &QuestionOverlay::answered, this, &PredictFirst::record);
    connect(m_overlay, &QuestionOverlay::revealRequested, this, &PredictFirst::reveal);
    connect(m_overlay, &QuestionOverlay::nextRequested, this, &PredictFirst::next);

    QSettings settings;
    m_visited = settings.value(visitedKey()).toStringList();
    // Damaged settings lose the answers, not the start of the program.
    QString ignored;
    const QJsonDocument stored = QJsonDocument::fromJson(settings.value(answersKey()).toString().toUtf8());
    if (const auto answers = quizanswers::fromJson(stored.object(), &ignored))
        m_answers = *answers;

    m_enabledAction = new QAction(this);
    m_enabledAction->setObjectName(QStringLiteral("predictFirstAction"));
    m_enabledAction->setCheckable(true);
    m_enabledAction->setChecked(settings.value(enabledKey(), true).toBool());
    connect(m_enabledAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(enabledKey(), on);
        if (!on && isCovering() && !m_overlay->isChecked())
            uncover(); // turned off while asking: the chapter as it is, and not marked as visited
        else if (on)
            setCurrentChapter(m_chapter);
    });
    m_askAction = new QAction(this);
    m_askAction->setObjectName(QStringLiteral("askQuestionsAction"));
    connect(m_askAction, &QAction::triggered, this, &PredictFirst::askCurrentChapter);
    m_resetAction = new QAction(this);
    m_resetAction->setObjectName(QStringLiteral("resetAnswersAction"));
    connect(m_resetAction, &QAction::triggered, this, [this] {
        const bool confirmed = m_resetQuestion
            ? m_resetQuestion()
            : QMessageBox::question(m_covered->window(), tr("Reset My Answers"),
                                    tr("Forget every answer and which chapters you have seen? Each chapter will ask "
                                       "its questions again."),
                                    QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel)
                == QMessageBox::Reset;
        if (confirmed)
            reset();
    });

    // The questions are made from the sentences as they are: an edit may change them.
    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &PredictFirst::refresh);
    connect(m_workspace, &Workspace::sentenceChanged, this, &PredictFirst::scheduleRefresh);
    connect(m_workspace, &Workspace::sentencesReset, this, &PredictFirst::scheduleRefresh);
    connect(m_workspace, &Workspace::queryChanged, this, &PredictFirst::scheduleRefresh);
    connect(m_workspace, &Workspace::mixingWeightsChanged, this, &PredictFirst::scheduleRefresh);
    connect(m_workspace, &Workspace::temperatureChanged, this, &PredictFirst::scheduleRefresh);
    connect(m_workspace, &Workspace::vocabularyChanged, this, &PredictFirst::scheduleRefresh);
    retranslate();
}

void PredictFirst::retranslate()
{
    m_enabledAction->setText(tr("&Predict First"));
    m_enabledAction->setStatusTip(
        tr("A chapter you have not seen yet opens behind a question: predict, then see the numbers"));
    m_askAction->setText(tr("&Ask This Chapter's Questions"));
    m_askAction->setStatusTip(tr("Cover the chapter on show with its questions again"));
    m_resetAction->setText(tr("&Reset My Answers…"));
    m_resetAction->setStatusTip(tr("Forget your answers and which chapters you have seen"));
    // The question on show, in the new language: made again, as the exports would make it.
    if (isCovering())
        rewordAsked(quiz::questions(*m_workspace, m_askedChapter));
}

int PredictFirst::indexOfAsked(const QList<Question>& questions) const
{
    for (int i = 0; i < questions.size(); ++i) {
        if (questions[i].id() == m_overlay->question().id())
            return i;
    }
    return -1;
}

bool PredictFirst::rewordAsked(const QList<Question>& questions)
{
    const int index = indexOfAsked(questions);
    if (index < 0)
        return false;
    m_overlay->reword(questions[index], quiz::number(m_askedChapter, index), sentenceOf(questions[index]),
                      hasNext(questions, index));
    return true;
}

bool PredictFirst::hasNext(const QList<Question>& questions, int index) const
{
    // One not answered yet, or (all answered) simply the following one.
    return firstUnanswered(questions, index) >= 0 || index + 1 < questions.size();
}

void PredictFirst::start()
{
    // Chapter 8 asks what its model will do once trained: train it now, off the window's thread,
    // so that opening the chapter does not wait a tenth of a second for it.
    if (!m_started)
        backgroundPool()->start([] { quiz::prepare(); });
    m_started = true;
    setCurrentChapter(m_chapter);
}

bool PredictFirst::isEnabled() const
{
    return m_enabledAction->isChecked();
}

bool PredictFirst::isCovering() const
{
    return !m_askedChapter.isEmpty();
}

void PredictFirst::setCurrentChapter(const QString& id)
{
    m_chapter = id;
    if (isCovering() && m_askedChapter != id)
        uncover();
    updateAskAction();
    if (!m_started || !isEnabled() || isVisited(id) || isCovering())
        return;
    const QList<Question> questions = quiz::questions(*m_workspace, id);
    if (questions.isEmpty())
        return; // nothing to ask yet (an empty sentence, one still being computed): ask on a later visit
    const int index = firstUnanswered(questions);
    if (index < 0) {
        // Every question answered already (a workspace file brought the answers): nothing to predict.
        m_visited.append(id);
        saveVisited();
        return;
    }
    ask(questions, index);
}

bool PredictFirst::askCurrentChapter()
{
    const QList<Question> questions = quiz::questions(*m_workspace, m_chapter);
    if (questions.isEmpty()) {
        QMessageBox::information(m_covered->window(), tr("No Questions"),
                                 tr("This chapter has nothing to ask about these sentences: give it a sentence of "
                                    "at least two words."));
        return false;
    }
    const int index = firstUnanswered(questions);
    ask(questions, index < 0 ? 0 : index);
    return true;
}

int PredictFirst::firstUnanswered(const QList<Question>& questions, int after) const
{
    // After \a after first, then from the start: the next question is the one not answered yet.
    const int count = static_cast<int>(questions.size());
    for (int step = 1; step <= count; ++step) {
        const int i = (after + step) % count;
        if (i != after && !m_answers.contains(questions[i].id()))
            return i;
    }
    return -1;
}

QuestionSentence PredictFirst::sentenceOf(const Question& question) const
{
    QuestionSentence sentence;
    if (question.sentence < 0 || question.sentence >= m_workspace->sentenceCount())
        return sentence;
    const SentenceAnalysis& analysis = m_workspace->sentence(question.sentence);
    for (int t = 0; t < analysis.length(); ++t) {
        sentence.words.append(analysis.tokens.at(t).text);
        sentence.colours.append(m_workspace->tokenColour(question.sentence, t));
    }
    return sentence;
}

void PredictFirst::ask(const QList<Question>& questions, int index)
{
    const bool wasCovering = isCovering();
    m_askedChapter = m_chapter;
    const Question& question = questions[index];
    m_overlay->ask(question, quiz::number(m_chapter, index), sentenceOf(question), hasNext(questions, index));
    if (!wasCovering)
        Q_EMIT coveringChanged(true);
}

void PredictFirst::uncover()
{
    if (!isCovering())
        return;
    m_askedChapter.clear();
    m_overlay->hide();
    Q_EMIT coveringChanged(false);
}

void PredictFirst::reveal()
{
    if (!m_askedChapter.isEmpty() && !isVisited(m_askedChapter)) {
        m_visited.append(m_askedChapter);
        saveVisited();
    }
    const QWidget* focus = QApplication::focusWidget();
    const bool keyboardWasHere = focus && m_overlay->isAncestorOf(focus);
    uncover();
    if (!keyboardWasHere)
        return;
    // The keyboard goes on in the chapter (its first control), not back at the sidebar.
    for (QWidget* next = m_covered->nextInFocusChain(); next && next != m_covered; next = next->nextInFocusChain()) {
        if (m_covered->isAncestorOf(next) && next->isVisible() && next->isEnabled()
            && (next->focusPolicy() & Qt::TabFocus) && !m_overlay->isAncestorOf(next)) {
            next->setFocus(Qt::TabFocusReason);
            break;
        }
    }
}

void PredictFirst::next()
{
    // Made again: the sentences may have changed while the learner read the explanation.
    const QList<Question> questions = quiz::questions(*m_workspace, m_askedChapter);
    const int current = indexOfAsked(questions);
    int index = firstUnanswered(questions, current);
    if (index < 0 && current + 1 < questions.size())
        index = current + 1;
    if (index < 0) {
        reveal();
        return;
    }
    ask(questions, index);
}

void PredictFirst::record(const Question& question, bool right)
{
    // Only the first answer counts: asking again is practice.
    if (m_answers.contains(question.id()))
        return;
    m_answers.insert(question.id(), QuizAnswer { right });
    saveAnswers();
    Q_EMIT progressChanged();
}

void PredictFirst::addAnswers(const QuizAnswers& answers)
{
    const QuizAnswers merged = quizanswers::merged(m_answers, answers);
    if (merged == m_answers)
        return;
    m_answers = merged;
    saveAnswers();
    Q_EMIT progressChanged();
}

ChapterProgress PredictFirst::progress(const QString& chapter) const
{
    return quizanswers::progress(chapter, m_answers);
}

void PredictFirst::reset()
{
    m_answers.clear();
    m_visited.clear();
    saveAnswers();
    saveVisited();
    Q_EMIT progressChanged();
    // The chapter on show is unvisited again: it asks, as any other would.
    if (!isCovering())
        setCurrentChapter(m_chapter);
}

void PredictFirst::scheduleRefresh()
{
    m_refreshTimer->start();
}

void PredictFirst::refresh()
{
    updateAskAction();
    Q_EMIT progressChanged();
    if (!isCovering() || m_overlay->isChecked())
        return; // an answered question keeps the numbers it was answered with
    const QList<Question> questions = quiz::questions(*m_workspace, m_askedChapter);
    if (rewordAsked(questions))
        return;
    // The question is gone (its sentence was removed or emptied): the next one, or the chapter.
    const int index = firstUnanswered(questions);
    if (index >= 0)
        ask(questions, index);
    else
        uncover();
}

void PredictFirst::updateAskAction()
{
    // Not quiz::questions(): after every edit, with 2,048 words, that would take seconds.
    bool hasText = false;
    for (int i = 0; i < m_workspace->sentenceCount() && !hasText; ++i)
        hasText = !m_workspace->sentence(i).text.trimmed().isEmpty();
    m_askAction->setEnabled(hasText && quiz::chapterIds().contains(m_chapter));
}

void PredictFirst::saveAnswers() const
{
    QSettings().setValue(
        answersKey(), QString::fromUtf8(QJsonDocument(quizanswers::toJson(m_answers)).toJson(QJsonDocument::Compact)));
}

void PredictFirst::saveVisited() const
{
    QSettings().setValue(visitedKey(), m_visited);
}

} // namespace AttentionLab
