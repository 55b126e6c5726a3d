// SPDX-License-Identifier: GPL-3.0-or-later
// "Predict first" in the window: a chapter not yet visited opens behind its question,
// answered by real clicks and keys; what is revealed; progress in the sidebar and the
// settings; the View menu's actions; the answers in the workspace file.
#include "appearance.h"
#include "documentcontroller.h"
#include "failonwarning.h"
#include "heatmapview.h"
#include "language.h"
#include "languageactions.h"
#include "learnedattention.h"
#include "learnpage.h"
#include "mainwindow.h"
#include "numberformat.h"
#include "predictfirst.h"
#include "questionoverlay.h"
#include "quiz.h"
#include "rnnanalysis.h"
#include "scratchsettings.h"
#include "workspace.h"
#include "workspacefile.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace AttentionLab;

namespace {

QListWidget* sidebar(MainWindow& window)
{
    return window.findChild<QListWidget*>(QStringLiteral("chapterList"));
}

// The sidebar's mark beside \a chapter, as drawn after the title ("2 ✓1": answered, right first time).
QString progressMark(MainWindow& window, const QString& chapter)
{
    const int row = static_cast<int>(window.pageIds().indexOf(chapter));
    return sidebar(window)->item(row)->data(Qt::UserRole + 1).toString().replace(QChar(0x00a0), QLatin1Char(' '));
}

QJsonObject storedAnswers()
{
    return QJsonDocument::fromJson(QSettings().value(PredictFirst::answersKey()).toString().toUtf8()).object();
}

// Whether \a overlay lies over the whole of \a page's area and is what a click there hits.
bool covers(QWidget* overlay, QWidget* pageArea, MainWindow& window)
{
    const QRect area(pageArea->mapTo(&window, QPoint(0, 0)), pageArea->size());
    const QRect over(overlay->mapTo(&window, QPoint(0, 0)), overlay->size());
    QWidget* hit = window.childAt(area.center());
    return over.contains(area) && hit && (hit == overlay || overlay->isAncestorOf(hit));
}

// -sum w ln w, by hand.
double entropyOf(const Eigen::VectorXd& weights)
{
    double sum = 0;
    for (Eigen::Index i = 0; i < weights.size(); ++i) {
        if (weights[i] > 0)
            sum -= weights[i] * std::log(weights[i]);
    }
    return sum;
}

void pressKey(Qt::Key key)
{
    QWidget* focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, key);
}

} // namespace

class TestPredictFirst : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        testing::useScratchSettings();
        language::install(QStringLiteral("en"));
    }

    void init()
    {
        testing::failOnAnyWarning();
        QSettings().clear();
    }

    // A chapter whose page is built as it is chosen (before the window's first frame, or never
    // painted) is built behind its question: never shown, it starts none of its work.
    void aPageBuiltBehindItsQuestionIsNeverShown()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show(); // not painted yet: the chapters not on show are not built
        window.restoreSettings();
        QVERIFY(!window.isPageBuilt(QStringLiteral("rnn")));
        QSignalSpy curves(workspace.rnnAnalysis(), &RnnAnalysis::influenceReady);
        QVERIFY(window.showPage(QStringLiteral("rnn")));
        QVERIFY(window.isPageBuilt(QStringLiteral("rnn")));
        QVERIFY(window.predictFirst()->isCovering());
        QVERIFY(!window.page(QStringLiteral("rnn"))->isVisible());
        // Shown for a moment, the page would have asked for its curves (short ones come at once).
        QVERIFY(!workspace.rnnAnalysis()->isComputingInfluence());
        QCOMPARE(curves.count(), 0);
    }

    void anUnvisitedChapterOpensBehindItsQuestion()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1180, 760);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.restoreSettings(); // as main() does: from now on the window asks
        QVERIFY(window.predictFirst()->enabledAction()->isChecked()); // on by default

        QVERIFY(window.showPage(QStringLiteral("scoring")));
        QuestionOverlay* overlay = window.predictFirst()->overlay();
        QVERIFY(overlay->isVisible());
        auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("scoringScroll"));
        QVERIFY(scroll);
        QVERIFY2(covers(overlay, scroll, window), "the question must lie over the whole page");
        QVERIFY2(!window.page(QStringLiteral("scoring"))->isVisible(), "the page's numbers must not be shown");

        // The chapter's first question, made from the sentences as they are.
        const QList<Question> questions = quiz::questions(workspace, QStringLiteral("scoring"));
        QVERIFY(questions.size() >= 2);
        const Question first = questions.at(0);
        QCOMPARE(overlay->question().id(), first.id());
        QCOMPARE(overlay->promptText(), first.prompt);
        QCOMPARE(first.form, Question::Form::Word);

        // Right, by mouse: the word chip of the most attended word, then Check.
        QVERIFY(!overlay->checkButton()->isEnabled()); // nothing chosen yet
        const int right = first.correctChoices.first();
        QAbstractButton* chip = overlay->choiceButtons().at(right);
        QVERIFY(chip->isVisible());
        QCOMPARE(chip->text(), first.choices.at(right));
        QVERIFY(!chip->accessibleName().isEmpty());
        QTest::mouseClick(chip, Qt::LeftButton);
        QVERIFY(chip->isChecked());
        QVERIFY(overlay->checkButton()->isEnabled());
        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QVERIFY(overlay->isChecked());
        QVERIFY(overlay->wasRight());
        QVERIFY2(overlay->verdictText().startsWith(QStringLiteral("Right")), qPrintable(overlay->verdictText()));
        // The explanation says the weight the query word gives it, as computed from the vectors.
        const SentenceAnalysis& sentence = workspace.sentence(first.sentence);
        const double weight = sentence.result().weights(sentence.queryIndex, right);
        QCOMPARE(first.fact(QStringLiteral("weights")).toList().at(right).toDouble(), weight);
        QVERIFY2(overlay->explanationText().contains(numberformat::value(weight)),
                 qPrintable(overlay->explanationText()));
        QVERIFY(!window.page(QStringLiteral("scoring"))->isVisible()); // still covered while reading
        QVERIFY(overlay->revealButton()->isVisible());
        QVERIFY(overlay->nextButton()->isVisible());
        // Counted at once: in the settings and beside the chapter's title.
        QCOMPARE(storedAnswers().value(first.id()).toObject().value(QLatin1String("rightFirstTime")), QJsonValue(true));
        QCOMPARE(progressMark(window, QStringLiteral("scoring")), QStringLiteral("1 ✓1"));
        QVERIFY(sidebar(window)
                    ->item(static_cast<int>(window.pageIds().indexOf(QStringLiteral("scoring"))))
                    ->data(Qt::AccessibleDescriptionRole)
                    .toString()
                    .contains(QStringLiteral("Questions answered: 1, right the first time: 1.")));

        // Next question, then a wrong answer by keyboard alone.
        QTest::mouseClick(overlay->nextButton(), Qt::LeftButton);
        const Question second = questions.at(1);
        QCOMPARE(overlay->question().id(), second.id());
        QVERIFY(!overlay->isChecked());
        QCOMPARE(second.kind, QStringLiteral("cold-entropy"));
        QCOMPARE(QApplication::focusWidget(), overlay->choiceButtons().constFirst());
        int wrong = 0;
        while (second.accepts(wrong))
            ++wrong;
        // The choices are one group, as radio buttons are: Tab enters it, arrow keys move within.
        for (int i = 0; i < wrong; ++i)
            pressKey(Qt::Key_Right);
        QCOMPARE(QApplication::focusWidget(), overlay->choiceButtons().at(wrong));
        pressKey(Qt::Key_Space);
        QVERIFY(overlay->choiceButtons().at(wrong)->isChecked());
        pressKey(Qt::Key_Return); // commits
        QVERIFY(overlay->isChecked());
        QVERIFY(!overlay->wasRight());
        QVERIFY2(overlay->verdictText().contains(second.answerText()), qPrintable(overlay->verdictText()));
        QCOMPARE(overlay->explanationText(), second.explanation);
        const double entropy = entropyOf(workspace.sentence(second.sentence)
                                             .result()
                                             .weights.row(workspace.sentence(second.sentence).queryIndex)
                                             .transpose());
        QCOMPARE(second.fact(QStringLiteral("entropy")).toDouble(), entropy);
        QVERIFY2(overlay->explanationText().contains(numberformat::value(entropy)),
                 qPrintable(overlay->explanationText()));
        QCOMPARE(storedAnswers().value(second.id()).toObject().value(QLatin1String("rightFirstTime")),
                 QJsonValue(false));
        QCOMPARE(progressMark(window, QStringLiteral("scoring")), QStringLiteral("2 ✓1"));

        // A wrong answer is no dead end: the keyboard is on "Show the Chapter".
        QCOMPARE(QApplication::focusWidget(), overlay->revealButton());
        pressKey(Qt::Key_Space);
        QVERIFY(!overlay->isVisible());
        QVERIFY(window.page(QStringLiteral("scoring"))->isVisible());
        QVERIFY(QSettings().value(PredictFirst::visitedKey()).toStringList().contains(QStringLiteral("scoring")));

        // Once revealed, the chapter stays revealed.
        QVERIFY(window.showPage(QStringLiteral("heatmap")));
        QVERIFY(overlay->isVisible()); // another unvisited chapter asks
        QVERIFY(window.showPage(QStringLiteral("scoring")));
        QVERIFY(!overlay->isVisible());
        QVERIFY(window.page(QStringLiteral("scoring"))->isVisible());
        // Leaving a question unanswered does not count as a visit.
        QVERIFY(!QSettings().value(PredictFirst::visitedKey()).toStringList().contains(QStringLiteral("heatmap")));

        // The next window remembers the visit and the answers.
        Workspace again;
        MainWindow second_window(&again);
        second_window.restoreSettings();
        QVERIFY(second_window.predictFirst()->isVisited(QStringLiteral("scoring")));
        QCOMPARE(progressMark(second_window, QStringLiteral("scoring")), QStringLiteral("2 ✓1"));
    }

    void chapterEightAsksWhichVectorTellsTheSensesApart()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1180, 760);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.restoreSettings();
        QVERIFY(window.showPage(QStringLiteral("learn")));
        QuestionOverlay* overlay = window.predictFirst()->overlay();
        QVERIFY(overlay->isVisible());
        QCOMPARE(overlay->question().kind, QStringLiteral("two-senses"));
        QTest::mouseClick(overlay->choiceButtons().at(overlay->question().correctChoices.first()), Qt::LeftButton);
        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QVERIFY(overlay->nextButton()->isVisible());
        QTest::mouseClick(overlay->nextButton(), Qt::LeftButton);

        // The second question: answered by its button, right, with the chapter's own percentages.
        const Question question = overlay->question();
        QCOMPARE(question.kind, QStringLiteral("static-or-context"));
        QCOMPARE(overlay->choiceButtons().size(), 3);
        QTest::mouseClick(overlay->choiceButtons().at(1), Qt::LeftButton); // the contextual vector
        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QVERIFY(overlay->wasRight());
        const QString contextual
            = QStringLiteral("%1%").arg(qRound(100 * question.fact(QStringLiteral("contextualAccuracy")).toDouble()));
        QVERIFY2(overlay->explanationText().contains(contextual), qPrintable(overlay->explanationText()));
        QVERIFY(overlay->nextButton()->isVisible());
        QTest::mouseClick(overlay->nextButton(), Qt::LeftButton);

        // The third: which word 苹果 will look at once trained. A wrong chip first is no dead end:
        // the answer and its weight come either way.
        const Question looks = overlay->question();
        QCOMPARE(looks.kind, QStringLiteral("trained-looks-at"));
        QCOMPARE(looks.correctChoices.size(), 1);
        const int looked = looks.correctChoices.first();
        const int wrong = looked == 0 ? 1 : 0;
        QCOMPARE(overlay->choiceButtons().size(), workspace.sentence(0).length());
        QTest::mouseClick(overlay->choiceButtons().at(wrong), Qt::LeftButton);
        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QVERIFY(!overlay->wasRight());
        const QString word = workspace.sentence(0).tokens.at(looked).text;
        const QString weight
            = QString::number(looks.fact(QStringLiteral("weights")).toList().at(looked).toDouble(), 'f', 2);
        QVERIFY2(overlay->explanationText().contains(word) && overlay->explanationText().contains(weight),
                 qPrintable(overlay->explanationText()));
        QTest::mouseClick(overlay->revealButton(), Qt::LeftButton);
        auto* page = qobject_cast<LearnPage*>(window.page(QStringLiteral("learn")));
        QVERIFY(page && page->isVisible());
        bool stated = false;
        for (const QLabel* label : page->findChildren<QLabel*>())
            stated = stated
                || (label->text().contains(QStringLiteral("parameter-free")) && label->text().contains(contextual));
        QVERIFY2(stated, "the chapter states the same accuracy");
        QCOMPARE(progressMark(window, QStringLiteral("learn")), QStringLiteral("3 ✓2"));

        // Trained on the page with the settings it starts with, the head looks where the answer said.
        QTest::mouseClick(page->trainButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!page->trainButton()->isEnabled(), 30000); // at the last step
        QCOMPARE(page->shownStep(), LearnedSettings().steps);
        const QString summary = page->headSummary(0);
        QVERIFY2(summary.contains(word) && summary.contains(weight), qPrintable(summary));
    }

    // View ▸ Language while a question is on show: the question, the chosen answer, and after
    // Check the verdict and the explanation, all in the new language, made again as the
    // exports would make them; and back.
    void aLiveLanguageSwitchRewordsTheQuestionOnShow()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1180, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.restoreSettings();
        QAction* chinese = testing::actionNamed(window, QStringLiteral("中文"));
        QAction* english = testing::actionNamed(window, QStringLiteral("English"));
        QVERIFY(chinese && english);
        QVERIFY(window.showPage(QStringLiteral("scoring")));
        QuestionOverlay* overlay = window.predictFirst()->overlay();
        QVERIFY(overlay->isVisible());
        const Question first = quiz::questions(workspace, QStringLiteral("scoring")).at(0);
        const int right = first.correctChoices.first();
        QTest::mouseClick(overlay->choiceButtons().at(right), Qt::LeftButton);

        chinese->trigger();
        QTRY_COMPARE(overlay->checkButton()->text(), QStringLiteral("核对(&C)"));
        const Question chineseFirst = quiz::questions(workspace, QStringLiteral("scoring")).at(0);
        QCOMPARE(chineseFirst.id(), first.id());
        QVERIFY(chineseFirst.prompt != first.prompt);
        QCOMPARE(overlay->promptText(), chineseFirst.prompt);
        QVERIFY(overlay->choiceButtons().at(right)->isChecked()); // the answer given stays chosen

        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QVERIFY(overlay->wasRight());
        QCOMPARE(overlay->explanationText(), chineseFirst.explanation);
        const QString chineseVerdict = overlay->verdictText();

        english->trigger();
        QTRY_COMPARE(overlay->checkButton()->text(), QStringLiteral("&Check"));
        QCOMPARE(overlay->promptText(), first.prompt);
        QCOMPARE(overlay->explanationText(), first.explanation);
        QVERIFY(overlay->verdictText() != chineseVerdict);
        QVERIFY2(overlay->verdictText().startsWith(QStringLiteral("Right")), qPrintable(overlay->verdictText()));
        QVERIFY(overlay->isChecked());
    }

    void aNumberIsAnsweredWithTheSpinBoxOrTheSlider()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.restoreSettings();
        QVERIFY(window.showPage(QStringLiteral("scoring")));
        QList<Question> questions = quiz::questions(workspace, QStringLiteral("scoring"));
        int index = 0;
        while (index < questions.size() && questions[index].form != Question::Form::Number)
            ++index;
        QVERIFY(index < questions.size());
        const Question& number = questions[index];
        QuestionOverlay* overlay = window.predictFirst()->overlay();
        // On to it: each question offers "Next question" once it is answered.
        QCOMPARE(overlay->question().id(), questions.constFirst().id());
        for (int i = 0; i < index; ++i) {
            QTest::mouseClick(overlay->choiceButtons().constFirst(), Qt::LeftButton);
            QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
            QTest::mouseClick(overlay->nextButton(), Qt::LeftButton);
        }
        QCOMPARE(overlay->question().id(), number.id());
        QVERIFY(overlay->numberBox()->isVisible());
        QVERIFY(overlay->numberSlider()->isVisible());
        QVERIFY(!overlay->numberBox()->accessibleName().isEmpty());
        QVERIFY(!overlay->numberSlider()->accessibleName().isEmpty());
        // The slider and the spin box move together; the answer lies within their range.
        QVERIFY(overlay->numberBox()->minimum() <= number.correctValue);
        QVERIFY(overlay->numberBox()->maximum() >= number.correctValue);
        QTest::keyClick(overlay->numberSlider(), Qt::Key_Right);
        QCOMPARE(overlay->numberBox()->value(), overlay->numberBox()->minimum() + number.tolerance);
        // Typed: the answer rounded to the spin box's decimals still counts (within the tolerance).
        overlay->numberBox()->setFocus();
        overlay->numberBox()->selectAll();
        QTest::keyClicks(overlay->numberBox(), QString::number(number.correctValue, 'f', 2));
        QTest::keyClick(overlay->numberBox(), Qt::Key_Enter);
        QVERIFY(overlay->isChecked());
        QVERIFY2(overlay->wasRight(), qPrintable(overlay->verdictText()));
        QVERIFY(overlay->explanationText().contains(numberformat::value(number.correctValue)));
    }

    void theViewActionTurnsItOffAndIsRemembered()
    {
        {
            Workspace workspace;
            MainWindow window(&workspace);
            window.show();
            window.restoreSettings();
            QAction* action = window.predictFirst()->enabledAction();
            QVERIFY(window.findChild<QMenu*>()); // in the View menu
            QMenu* view = window.menuBar()->actions().at(2)->menu();
            QVERIFY(view->actions().contains(action));
            QVERIFY(view->actions().contains(window.predictFirst()->askAction()));
            QVERIFY(view->actions().contains(window.predictFirst()->resetAction()));
            QVERIFY(window.predictFirst()->overlay()->isVisible()); // the first chapter asks
            action->trigger();
            QVERIFY(!action->isChecked());
            QCOMPARE(QSettings().value(PredictFirst::enabledKey()).toBool(), false);
            QVERIFY(!window.predictFirst()->overlay()->isVisible());
            QVERIFY(window.page(window.currentPageId())->isVisible());
            QVERIFY(window.showPage(QStringLiteral("mixing")));
            QVERIFY(!window.predictFirst()->overlay()->isVisible());
            // On demand, whatever the setting.
            QVERIFY(window.predictFirst()->askAction()->isEnabled());
            window.predictFirst()->askAction()->trigger();
            QVERIFY(window.predictFirst()->overlay()->isVisible());
            QCOMPARE(window.predictFirst()->overlay()->question().chapter, QStringLiteral("mixing"));
            QTest::mouseClick(window.predictFirst()->overlay()->choiceButtons().constFirst(), Qt::LeftButton);
            QTest::mouseClick(window.predictFirst()->overlay()->checkButton(), Qt::LeftButton);
            QTest::mouseClick(window.predictFirst()->overlay()->revealButton(), Qt::LeftButton);
            QVERIFY(!window.predictFirst()->overlay()->isVisible());
            // The vocabulary chapter asks nothing.
            QVERIFY(window.showPage(QStringLiteral("vocabulary")));
            QVERIFY(!window.predictFirst()->askAction()->isEnabled());
        }
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        window.restoreSettings();
        QVERIFY(!window.predictFirst()->enabledAction()->isChecked());
        QVERIFY(!window.predictFirst()->overlay()->isVisible());
        window.predictFirst()->enabledAction()->trigger();
        QCOMPARE(QSettings().value(PredictFirst::enabledKey()).toBool(), true);
        QVERIFY(window.predictFirst()->overlay()->isVisible()); // the chapter on show was never visited
    }

    void resetForgetsTheAnswersAfterAsking()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        window.restoreSettings();
        QuestionOverlay* overlay = window.predictFirst()->overlay();
        QVERIFY(overlay->isVisible());
        const QString chapter = window.currentPageId();
        QTest::mouseClick(overlay->choiceButtons().constFirst(), Qt::LeftButton);
        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QTest::mouseClick(overlay->revealButton(), Qt::LeftButton);
        QVERIFY(!progressMark(window, chapter).isEmpty());
        QVERIFY(!storedAnswers().isEmpty());

        int asked = 0;
        window.predictFirst()->setResetQuestion([&asked] {
            ++asked;
            return false; // Cancel
        });
        window.predictFirst()->resetAction()->trigger();
        QCOMPARE(asked, 1);
        QVERIFY(!storedAnswers().isEmpty());
        QVERIFY(window.predictFirst()->isVisited(chapter));

        window.predictFirst()->setResetQuestion([&asked] {
            ++asked;
            return true; // Reset
        });
        window.predictFirst()->resetAction()->trigger();
        QCOMPARE(asked, 2);
        QVERIFY(storedAnswers().isEmpty());
        QVERIFY(QSettings().value(PredictFirst::visitedKey()).toStringList().isEmpty());
        QVERIFY(window.predictFirst()->answers().isEmpty());
        for (const QString& id : window.pageIds())
            QVERIFY2(progressMark(window, id).isEmpty(), qPrintable(id));
        QVERIFY(overlay->isVisible()); // unvisited again: the chapter on show asks
    }

    void withoutTheLastSessionNothingIsAsked()
    {
        // A grab (and every test that opens pages) does not restore the last session: pages as they are.
        QSettings().setValue(PredictFirst::answersKey(),
                             QStringLiteral("{\"scoring/most-attended/1\": {\"rightFirstTime\": true}}"));
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString& id : window.pageIds()) {
            QVERIFY(window.showPage(id));
            QVERIFY2(!window.predictFirst()->overlay()->isVisible(), qPrintable(id));
            QVERIFY2(window.page(id)->isVisible(), qPrintable(id));
            QVERIFY2(progressMark(window, id).isEmpty(), qPrintable(id));
        }
    }

    void theAnswersTravelWithTheWorkspaceFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("answers.attention.json"));
        QString id;
        {
            Workspace workspace;
            MainWindow window(&workspace);
            window.show();
            window.restoreSettings();
            QVERIFY(window.showPage(QStringLiteral("heatmap")));
            QuestionOverlay* overlay = window.predictFirst()->overlay();
            id = overlay->question().id();
            // The chapter's first question, which cell of a row is the largest, is answered on the heatmap.
            const int right = overlay->question().correctChoices.first();
            HeatmapView* heatmap = overlay->heatmap();
            QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(overlay->question().row, right));
            QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
            QString error;
            QVERIFY2(window.document()->saveTo(path, &error), qPrintable(error));
            window.document()->setSaveQuestion([] { return int(QMessageBox::Discard); });
        }
        QString error;
        const auto saved = workspacefile::load(path, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->answers.value(id).rightFirstTime, true);

        // Another learner (empty settings) opens it: the answers come with it.
        QSettings().clear();
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        window.restoreSettings();
        QVERIFY(window.predictFirst()->answers().isEmpty());
        QVERIFY2(window.document()->openFile(path, &error), qPrintable(error));
        QCOMPARE(window.predictFirst()->answers().value(id).rightFirstTime, true);
        QCOMPARE(progressMark(window, QStringLiteral("heatmap")), QStringLiteral("1 ✓1"));
        QVERIFY(storedAnswers().contains(id));
    }

    void rendersForALook_data()
    {
        QTest::addColumn<QString>("chapter");
        QTest::addColumn<QString>("languageCode");
        QTest::addColumn<int>("theme");
        for (const QString& chapter : { QStringLiteral("scoring"), QStringLiteral("mixing"), QStringLiteral("heatmap"),
                                        QStringLiteral("next"), QStringLiteral("learn") }) {
            for (const QString& code : { QStringLiteral("zh"), QStringLiteral("en") }) {
                for (int theme : { int(appearance::Theme::Light), int(appearance::Theme::Dark) }) {
                    const QString name = QStringLiteral("%1_%2_%3").arg(chapter, code).arg(theme);
                    QTest::newRow(qPrintable(name)) << chapter << code << theme;
                }
            }
        }
    }
    void rendersForALook()
    {
        // Set ATTENTIONLAB_OVERLAY_GRABS to a folder to get the pictures to look at (both states).
        const QString folder = qEnvironmentVariable("ATTENTIONLAB_OVERLAY_GRABS");
        if (folder.isEmpty())
            QSKIP("ATTENTIONLAB_OVERLAY_GRABS is not set");
        QFETCH(QString, chapter);
        QFETCH(QString, languageCode);
        QFETCH(int, theme);
        language::install(languageCode);
        appearance::applyTheme(appearance::Theme(theme));
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.restoreSettings();
        QVERIFY(window.showPage(chapter));
        QuestionOverlay* overlay = window.predictFirst()->overlay();
        QVERIFY(overlay->isVisible());
        const QString stem = QDir(folder).filePath(QString::fromLatin1(QTest::currentDataTag()));
        QCoreApplication::processEvents(); // the layout requests, as in a window someone looks at
        QVERIFY(window.grab().save(stem + QStringLiteral("_asked.png")));
        const int right
            = overlay->question().form == Question::Form::Number ? -1 : overlay->question().correctChoices.first();
        const int wrong = right == 0 ? 1 : 0;
        if (right >= 0 && overlay->heatmap()->isVisible())
            QTest::mouseClick(overlay->heatmap(), Qt::LeftButton, {},
                              overlay->heatmap()->cellCenter(std::max(0, overlay->question().row), wrong));
        else if (right >= 0)
            QTest::mouseClick(overlay->choiceButtons().at(wrong), Qt::LeftButton); // a wrong one
        QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        QCoreApplication::processEvents();
        QVERIFY(window.grab().save(stem + QStringLiteral("_checked.png")));
        // The chapter's further questions (mixing: the weight slider; learn: where the trained model looks).
        for (int next = 2; overlay->nextButton()->isVisible() && next <= 5; ++next) {
            QTest::mouseClick(overlay->nextButton(), Qt::LeftButton);
            QTest::qWait(50); // the layout requests of the new answer's widgets, which come in turns
            QVERIFY(window.grab().save(stem + QStringLiteral("_next%1.png").arg(next)));
            // A number is checked as the slider or spin box starts; a choice is made right.
            const Question& question = overlay->question();
            if (question.form != Question::Form::Number && overlay->heatmap()->isVisible())
                QTest::mouseClick(
                    overlay->heatmap(), Qt::LeftButton, {},
                    overlay->heatmap()->cellCenter(std::max(0, question.row), question.correctChoices.first()));
            else if (question.form != Question::Form::Number)
                QTest::mouseClick(overlay->choiceButtons().at(question.correctChoices.first()), Qt::LeftButton);
            QTest::mouseClick(overlay->checkButton(), Qt::LeftButton);
        }
        // The chapter itself, to hold the question's widgets against.
        window.predictFirst()->enabledAction()->trigger();
        QCoreApplication::processEvents();
        QVERIFY(window.grab().save(stem + QStringLiteral("_chapter.png")));
        language::install(QStringLiteral("en"));
        appearance::applyTheme(appearance::Theme::Light);
    }
};

QTEST_MAIN(TestPredictFirst)
#include "tst_predictfirst.moc"
