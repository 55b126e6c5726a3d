// SPDX-License-Identifier: GPL-3.0-or-later
#include "addworddialog.h"
#include "appearance.h"
#include "attentionisa.h"
#include "barchart.h"
#include "chapterregistry.h"
#include "codeview.h"
#include "documentcontroller.h"
#include "failonwarning.h"
#include "formulaview.h"
#include "heatmappage.h"
#include "heatmapview.h"
#include "helpdialog.h"
#include "language.h"
#include "languageactions.h"
#include "learnpage.h"
#include "mainwindow.h"
#include "mixingpage.h"
#include "models/attentionmatrixmodel.h"
#include "predictfirst.h"
#include "questionoverlay.h"
#include "rnnanalysis.h"
#include "rnnchainview.h"
#include "rnnpage.h"
#include "scoringpage.h"
#include "sentencebar.h"
#include "sentenceeditor.h"
#include "staticpage.h"
#include "weightslidergroup.h"
#include "wordline.h"
#include "workspace.h"
#include "zoom.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFutureWatcher>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QResizeEvent>
#include <QScopeGuard>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>

#include <algorithm>

using namespace AttentionLab;

namespace {

// For a failure message: the innermost visible widgets under \a root that need more than \a width.
QString tooWide(QWidget* root, int width)
{
    QStringList parts;
    for (QWidget* widget : root->findChildren<QWidget*>()) {
        if (!widget->isVisibleTo(root) || widget->minimumSizeHint().width() <= width)
            continue;
        const auto children = widget->findChildren<QWidget*>(Qt::FindDirectChildrenOnly);
        if (std::any_of(children.cbegin(), children.cend(), [&](QWidget* child) {
                return child->isVisibleTo(root) && child->minimumSizeHint().width() > width;
            }))
            continue;
        const auto* label = qobject_cast<QLabel*>(widget);
        parts.append(QStringLiteral("%1 %2 (%3)")
                         .arg(QString::fromLatin1(widget->metaObject()->className()))
                         .arg(widget->minimumSizeHint().width())
                         .arg(label ? label->text().left(30) : widget->objectName()));
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionLabTests"));
        QSettings().clear();
        language::install(QStringLiteral("en"));
    }

    void everyKnownPageIsThere()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        QCOMPARE(window.pageIds(), chapters::ids());
        QCOMPARE(chapters::ids().first(), QStringLiteral("static"));
        QCOMPARE(chapters::ids().last(), QStringLiteral("vocabulary"));
        for (const QString& id : window.pageIds()) {
            QVERIFY(window.showPage(id));
            QCOMPARE(window.currentPageId(), id);
            QVERIFY(!window.page(id)->windowTitle().isEmpty());
            QCOMPARE(window.page(id)->windowTitle(), chapters::find(id)->title());
        }
        QVERIFY(!window.showPage(QStringLiteral("no-such-page")));
        QVERIFY(!chapters::find(QStringLiteral("no-such-page")));
    }

    // The window shows before the chapters it does not show are built; they follow its first
    // frame one an event, or at once when something asks for one.
    void pagesAreBuiltAfterTheFirstFrame()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        QVERIFY(window.showPage(QStringLiteral("scoring")));
        const QStringList ids = window.pageIds();
        const QStringList builtWithTheWindow
            = { QStringLiteral("static"), QStringLiteral("scoring"), QStringLiteral("heatmap") };
        for (const QString& id : ids)
            QCOMPARE(window.isPageBuilt(id), builtWithTheWindow.contains(id));

        QVERIFY(window.page(QStringLiteral("vocabulary"))); // asked for: built now
        QVERIFY(window.isPageBuilt(QStringLiteral("vocabulary")));
        QVERIFY(!window.isPageBuilt(QStringLiteral("learn")));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY(
            std::all_of(ids.cbegin(), ids.cend(), [&window](const QString& id) { return window.isPageBuilt(id); }));
        QCOMPARE(window.currentPageId(), QStringLiteral("scoring"));
        for (const QString& id : ids)
            QCOMPARE(window.page(id)->isVisible(), id == QStringLiteral("scoring"));

        // Tab from the sidebar reaches a page built after the window (the keyboard walk, every page).
        auto* sidebar = window.findChild<QListWidget*>(QStringLiteral("chapterList"));
        QVERIFY(window.showPage(QStringLiteral("learn")));
        sidebar->setFocus();
        QTest::keyClick(sidebar, Qt::Key_Tab);
        QVERIFY(QApplication::focusWidget());
        QVERIFY(window.page(QStringLiteral("learn"))->isAncestorOf(QApplication::focusWidget()));
    }

    // The pages built after the first frame are built when the window, hidden before they all
    // were, is shown again.
    void pagesAreBuiltAfterTheWindowIsShownAgain()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        // A frame painted while the window is hidden (render() paints it) starts the chain of pages,
        // which stops at once, as it does when the window is hidden before the chain ends.
        QImage frame(window.size(), QImage::Format_ARGB32_Premultiplied);
        window.render(&frame);
        QTest::qWait(50);
        QVERIFY(!window.isPageBuilt(QStringLiteral("learn")));

        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList ids = window.pageIds();
        QTRY_VERIFY(
            std::all_of(ids.cbegin(), ids.cend(), [&window](const QString& id) { return window.isPageBuilt(id); }));
    }

    // The views framed for the keyboard focus are under a style sheet, and Qt keeps their palette
    // from when the sheet was polished: after a switch to the dark theme, the scoring chapter's
    // arithmetic stayed dark grey and the steps' current code lines light blue.
    void aThemeSwitchRecoloursTheFramedViews()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        QAction* system = testing::actionNamed(window, QStringLiteral("Follow the &System"));
        QAction* light = testing::actionNamed(window, QStringLiteral("&Light"));
        QAction* dark = testing::actionNamed(window, QStringLiteral("&Dark"));
        QVERIFY(system && light && dark);
        const auto backToTheSystem = qScopeGuard([system] { system->trigger(); });
        light->trigger();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* formula = window.page(QStringLiteral("scoring"))->findChild<FormulaView*>();
        auto* code = window.page(QStringLiteral("steps"))->findChild<CodeView*>();
        QVERIFY(formula && code);
        // Polished now, as on screen: a widget not yet polished takes whatever palette is current.
        formula->ensurePolished();
        code->ensurePolished();
        QVERIFY(formula->palette().color(QPalette::Text).lightness() < 128);
        QVERIFY(code->currentLineColour().lightness() >= 128);

        dark->trigger();
        QVERIFY(formula->palette().color(QPalette::Text).lightness() >= 128);
        QCOMPARE(formula->palette().color(QPalette::Text), QApplication::palette().color(QPalette::Text));
        QVERIFY(code->currentLineColour().lightness() < 128);

        light->trigger();
        QVERIFY(formula->palette().color(QPalette::Text).lightness() < 128);
        QVERIFY(code->currentLineColour().lightness() >= 128);
    }

    // A framed view polished for the first time while the worksheet's light palette is on (its page
    // built for a figure) takes the dark theme back with the window.
    void aFramedViewPolishedForPaperTakesTheThemeBack()
    {
        appearance::applyTheme(appearance::Theme::Dark);
        const auto backToTheSystem = qScopeGuard([] { appearance::applyTheme(appearance::Theme::System); });
        Workspace workspace;
        MainWindow window(&workspace);
        FormulaView* formula = nullptr;
        {
            const appearance::LightPaletteForPaper paper;
            formula = window.page(QStringLiteral("scoring"))->findChild<FormulaView*>();
            QVERIFY(formula);
            formula->ensurePolished();
            QVERIFY(formula->palette().color(QPalette::Text).lightness() < 128);
        }
        QVERIFY(formula->palette().color(QPalette::Text).lightness() >= 128);
    }

    void sidebarMenuAndGuideFollowTheRegistry()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        auto* sidebar = window.findChild<QListWidget*>(QStringLiteral("chapterList"));
        QVERIFY(sidebar);
        const QList<Chapter>& registry = chapters::all();
        QCOMPARE(sidebar->count(), registry.size());
        QStringList shortcuts;
        for (int i = 0; i < registry.size(); ++i) {
            QCOMPARE(sidebar->item(i)->text(), registry[i].title());
            QVERIFY(!registry[i].accessibleDescription().isEmpty());
            QCOMPARE(sidebar->item(i)->data(Qt::AccessibleDescriptionRole).toString(),
                     registry[i].accessibleDescription());
            QVERIFY2(!registry[i].shortcut.isEmpty(), qPrintable(registry[i].id));
            QVERIFY2(!shortcuts.contains(registry[i].shortcut.toString()), qPrintable(registry[i].id));
            shortcuts.append(registry[i].shortcut.toString());
        }
        // The View menu has one action per chapter, named and keyed as the registry says.
        QMenu* view = window.menuBar()->actions().at(2)->menu();
        QCOMPARE(window.menuBar()->actions().at(2)->text(), QStringLiteral("&View"));
        for (const Chapter& chapter : registry) {
            const auto actions = view->actions();
            const auto found = std::find_if(actions.cbegin(), actions.cend(),
                                            [&](QAction* action) { return action->text() == chapter.title(); });
            QVERIFY2(found != actions.cend(), qPrintable(chapter.id));
            QCOMPARE((*found)->shortcut(), chapter.shortcut);
        }
        // The guide has every chapter's title and help text, and its shortcut range from the registry.
        HelpDialog guide;
        for (const Chapter& chapter : registry) {
            QVERIFY2(guide.text().contains(chapter.title()), qPrintable(chapter.id));
            QVERIFY2(guide.text().contains(chapter.help()), qPrintable(chapter.id));
        }
        QVERIFY(guide.text().contains(QStringLiteral("Ctrl+1 … Ctrl+9")));
    }

    void typingInTheSentenceBarUpdatesThePagesLive()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLineEdit* editor = window.sentenceBar()->editor(0);
        editor->selectAll();
        QTest::keyClick(editor, Qt::Key_Delete);
        QTest::keyClicks(editor, QStringLiteral("cat eats fish"));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("cat eats fish"));
        AttentionMatrixModel* model = window.heatmapPage()->model();
        QCOMPARE(model->rowCount(), 3);
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("fish"));
        // Unknown words are marked in the bar.
        QTest::keyClicks(editor, QStringLiteral(" quantum"));
        QVERIFY(window.sentenceBar()->tokenSummary(0).contains(QStringLiteral("quantum?")));
        QVERIFY(!window.sentenceBar()->tokenSummary(0).contains(QStringLiteral("fish?")));
    }

    // Issue 17: an unknown word's made-up vector was shown against meaningful dimension
    // names with nothing to say so. It is marked "?" in the figures and their exports,
    // and the sentence bar says its vector is made up.
    void unknownWordsAreMarkedInTheFiguresAndExports()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLineEdit* editor = window.sentenceBar()->editor(0);
        editor->setFocus();
        QTest::keyClick(editor, Qt::Key_End);
        QTest::keyClicks(editor, QStringLiteral(" iPhone15"));
        QCOMPARE(workspace.sentence(0).length(), 5);
        QVERIFY(!workspace.sentence(0).tokens.at(4).known);
        QVERIFY2(window.sentenceBar()->tokenSummary(0).contains(QStringLiteral("made up")),
                 qPrintable(window.sentenceBar()->tokenSummary(0)));

        AttentionMatrixModel* model = window.heatmapPage()->model();
        QCOMPARE(model->headerData(4, Qt::Horizontal).toString(), QStringLiteral("iPhone15?"));
        QCOMPARE(model->headerData(3, Qt::Horizontal).toString(), QStringLiteral("手机"));
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("heatmap.svg"));
        QString error;
        QVERIFY2(window.heatmapPage()->exportFigureTo(svg, 1, false, &error), qPrintable(error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QStringLiteral("iPhone15?")), "the exported heatmap does not mark the unknown word");
        QVERIFY(!text.contains(QStringLiteral("手机?")));

        // A chapter off screen catches up when shown.
        window.showPage(QStringLiteral("scoring"));
        auto* scoring = qobject_cast<ScoringPage*>(window.page(QStringLiteral("scoring")));
        QVERIFY(scoring);
        for (const BarChart* chart : { scoring->scoreChart(), scoring->weightChart() }) {
            QCOMPARE(chart->count(), workspace.sentence(0).length());
            QCOMPARE(chart->word(4), QStringLiteral("iPhone15?"));
            QCOMPARE(chart->word(0), QStringLiteral("苹果"));
        }
    }

    // Issue 19: chapters off screen hold back their work until shown (opening a file of 16
    // long sentences spent a third of its freeze on three of them); shown, each has the new words.
    void hiddenChaptersCatchUpWhenShown()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("heatmap"));
        auto* mixing = qobject_cast<MixingPage*>(window.page(QStringLiteral("mixing")));
        auto* scoring = qobject_cast<ScoringPage*>(window.page(QStringLiteral("scoring")));
        auto* learn = qobject_cast<LearnPage*>(window.page(QStringLiteral("learn")));
        QVERIFY(mixing && scoring && learn);
        const QStringList sentences { QStringLiteral("吃 苹果 和 香蕉 和 苹果"), QStringLiteral("小米 发布 新 手机") };
        workspace.setSentences(sentences);
        QCOMPARE(window.heatmapPage()->model()->rowCount(), 6); // the chapter on show follows at once
        QVERIFY(mixing->sliders(0)->sliderCount() != 6);
        QVERIFY(!learn->predictionText().contains(QStringLiteral("小米")));

        window.showPage(QStringLiteral("mixing"));
        QCOMPARE(mixing->sliders(0)->sliderCount(), 6);
        QCOMPARE(mixing->sliders(1)->sliderCount(), 4);
        window.showPage(QStringLiteral("scoring"));
        QCOMPARE(scoring->scoreChart()->count(), 6);
        window.showPage(QStringLiteral("learn"));
        QVERIFY2(learn->predictionText().contains(QStringLiteral("小米")), qPrintable(learn->predictionText()));

        // On show, a chapter follows each change at once again.
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机") });
        QVERIFY2(learn->predictionText().contains(QStringLiteral("1. “苹果 发布 新 手机”")),
                 qPrintable(learn->predictionText()));
    }

    // The heatmap's note measures the heatmap's layout (the largest of L × L numbers): behind
    // another chapter it waits, and is right once the heatmap is shown.
    void theHeatmapNoteWaitsBehindAnotherChapter()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.waitUntilComputed();
        QVERIFY(window.showPage(QStringLiteral("scoring")));
        const QString before = window.heatmapPage()->note();
        QVERIFY(!before.contains(QStringLiteral("no words yet")));

        workspace.setSentence(0, QString());
        QCOMPARE(window.heatmapPage()->note(), before);

        QVERIFY(window.showPage(QStringLiteral("heatmap")));
        QVERIFY2(window.heatmapPage()->note().contains(QStringLiteral("no words yet")),
                 qPrintable(window.heatmapPage()->note()));
        workspace.setSentence(0, QStringLiteral("吃 苹果"));
        window.waitUntilComputed();
        QVERIFY2(window.heatmapPage()->note().isEmpty(), qPrintable(window.heatmapPage()->note()));
    }

    // The static chapter's shared words follow the sentences when it is opened.
    void theStaticChapterWaitsBehindAnotherChapter()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.waitUntilComputed();
        auto* page = qobject_cast<StaticPage*>(window.page(QStringLiteral("static")));
        QVERIFY(page);
        QVERIFY(window.showPage(QStringLiteral("heatmap")));
        QCOMPARE(page->wordSelector()->currentText(), QStringLiteral("苹果"));

        workspace.setSentences({ QStringLiteral("吃 香蕉"), QStringLiteral("香蕉 很 甜") });
        QCOMPARE(page->wordSelector()->currentText(), QStringLiteral("苹果")); // held back

        QVERIFY(window.showPage(QStringLiteral("static")));
        QCOMPARE(page->wordSelector()->currentText(), QStringLiteral("香蕉"));
    }

    // The RNN chapter reads a new sentence when it is opened, curves and all.
    void theRnnChapterWaitsBehindAnotherChapter()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.waitUntilComputed();
        auto* page = qobject_cast<RnnPage*>(window.page(QStringLiteral("rnn")));
        QVERIFY(page);
        QVERIFY(window.showPage(QStringLiteral("rnn"))); // it reads the sentence when first shown
        window.waitUntilComputed();
        QVERIFY(window.showPage(QStringLiteral("heatmap")));
        const int before = page->length();
        QCOMPARE(before, workspace.sentence(0).length());

        workspace.setSentence(0, QStringLiteral("吃 苹果"));
        QCOMPARE(page->length(), before); // held back

        // Opened, the page reads the sentence and asks for its curves, once (short curves come
        // back at once). Asked for twice, they would be computed twice; never, and the chart
        // would keep the old sentence's.
        QSignalSpy curves(workspace.rnnAnalysis(), &RnnAnalysis::influenceReady);
        QVERIFY(window.showPage(QStringLiteral("rnn")));
        QCOMPARE(curves.count(), 1);
        QCOMPARE(page->length(), 2);
        QCOMPARE(page->chainView()->length(), 2);
        QCOMPARE(page->chainView()->states().rows(), 2);
    }

    void waitsUntilEveryPageHasItsNumbers()
    {
        // What a --grab relies on: attention and the RNN page's influence curves of a long
        // sentence, which (as from the command line) is there before the window.
        Workspace workspace;
        QStringList words;
        for (int i = 0; i < 400; ++i)
            words.append(QStringLiteral("w%1").arg(i));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        MainWindow window(&workspace);
        auto* rnn = qobject_cast<RnnPage*>(window.page(QStringLiteral("rnn")));
        const RnnAnalysis* analysis = workspace.rnnAnalysis();
        QVERIFY(!analysis->isComputingInfluence()); // built with the window, but not shown: nothing started
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.waitUntilComputed(); // attention of 400 words comes from the background
        QVERIFY(workspace.sentence(0).attentionReady());
        QVERIFY(!window.isComputing());
        // The RNN page, never shown, has asked for nothing; shown, it asks, and the
        // Workspace (the one place that computes) is waited for.
        QVERIFY(!analysis->isComputingInfluence());
        QVERIFY(!workspace.isComputing());
        QVERIFY(window.showPage(QStringLiteral("rnn")));
        QVERIFY(analysis->isComputingInfluence());
        QVERIFY(workspace.isComputing());
        QVERIFY(window.isComputing());
        window.waitUntilComputed();
        QVERIFY(!analysis->isComputingInfluence());
        QVERIFY(!rnn->isComputingInfluence());
        QCOMPARE(rnn->recurrentInfluenceSeries()->count(), 400);
    }

    void addAndRemoveSentencesFromTheBar()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* add = window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("addSentenceButton"));
        QVERIFY(add);
        QTest::mouseClick(add, Qt::LeftButton);
        QCOMPARE(workspace.sentenceCount(), 3);
        QTRY_VERIFY(window.sentenceBar()->editor(2));
        QTest::keyClicks(window.sentenceBar()->editor(2), QStringLiteral("dog eats fish"));
        QCOMPARE(workspace.sentence(2).text, QStringLiteral("dog eats fish"));
        auto* remove = window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("removeSentenceButton1"));
        QVERIFY(remove);
        QTest::mouseClick(remove, Qt::LeftButton);
        QCOMPARE(workspace.sentenceTexts(),
                 (QStringList { QStringLiteral("苹果 发布 新 手机"), QStringLiteral("dog eats fish") }));
    }

    // A paste that lengthens the word line below the editor used to squeeze the editor by 2 px for
    // a frame (each layout up the chain laid out in its old height until the window answered) and
    // then let it grow back. The editor keeps its height throughout.
    void aLongerWordLineDoesNotSqueezeTheEditor()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* editor = window.sentenceBar()->editor(0);
        const int height = editor->height();
        QCOMPARE(height, editor->sizeHint().height());
        WordLine* words = window.sentenceBar()->wordLine(0);
        const int wordsHeight = words->height();
        struct HeightRecorder : QObject
        {
            QList<int> heights;
            bool eventFilter(QObject*, QEvent* event) override
            {
                if (event->type() == QEvent::Resize)
                    heights.append(static_cast<QResizeEvent*>(event)->size().height());
                return false;
            }
        } recorder;
        editor->installEventFilter(&recorder);
        QStringList many;
        for (int i = 0; i < 300; ++i)
            many.append(i % 2 ? QStringLiteral("香蕉") : QStringLiteral("apple"));
        editor->setFocus();
        editor->selectAll();
        editor->pasteText(many.join(QLatin1Char(' ')));
        QTRY_VERIFY(words->height() > wordsHeight); // the line did grow
        QTest::qWait(50);
        editor->removeEventFilter(&recorder);
        for (int recorded : std::as_const(recorder.heights))
            QCOMPARE(recorded, height);
        QCOMPARE(editor->height(), height);
    }

    void sixteenSentencesAreLaidOutAtOnce()
    {
        // Opening a file of 16 sentences lays the bar out in one pass: every row is shown and
        // placed below the one before when the sentences are set, not row by row afterwards.
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList texts;
        for (int i = 0; i < Workspace::MaxSentences; ++i)
            texts.append(QStringLiteral("苹果 发布 新 手机 %1").arg(i));
        workspace.setSentences(texts);
        int bottom = -1;
        for (int i = 0; i < Workspace::MaxSentences; ++i) {
            QLineEdit* editor = window.sentenceBar()->editor(i);
            QVERIFY(editor);
            QVERIFY2(editor->isVisible(), qPrintable(QString::number(i)));
            const QRect rect(editor->mapTo(window.sentenceBar(), QPoint(0, 0)), editor->size());
            QVERIFY2(rect.top() > bottom,
                     qPrintable(
                         QStringLiteral("row %1 at %2, the row above ends at %3").arg(i).arg(rect.top()).arg(bottom)));
            bottom = rect.bottom();
        }
    }

    void reorderFromTheBar()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* up = window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("moveSentenceUpButton1"));
        QVERIFY(up);
        QTest::mouseClick(up, Qt::LeftButton);
        QCOMPARE(workspace.sentenceTexts(),
                 (QStringList { QStringLiteral("吃 苹果 和 香蕉"), QStringLiteral("苹果 发布 新 手机") }));
        QTRY_VERIFY(window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("moveSentenceUpButton0")));
        QVERIFY(!window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("moveSentenceUpButton0"))->isEnabled());
    }

    // The keyboard starts in sentence 1, and Tab goes through the sentences before “+”.
    void theWindowStartsInSentenceOne()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("吃 苹果"), QStringLiteral("苹果 发布 新 手机") });
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(QApplication::focusWidget(), window.sentenceBar()->editor(0));
        QWidget* add = window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("addSentenceButton"));
        QWidget* lastRemove = window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("removeSentenceButton1"));
        QCOMPARE(lastRemove->nextInFocusChain(), add);
        workspace.addSentence(QStringLiteral("dog eats fish"));
        QCOMPARE(
            window.sentenceBar()->findChild<QToolButton*>(QStringLiteral("removeSentenceButton2"))->nextInFocusChain(),
            add);
        // The new row comes right after the row above it, not after the chapters and the page.
        const auto nextForTab = [](QWidget* widget) {
            do
                widget = widget->nextInFocusChain();
            while (!(widget->focusPolicy() & Qt::TabFocus) || !widget->isVisible() || !widget->isEnabled());
            return widget;
        };
        QCOMPARE(nextForTab(lastRemove), window.sentenceBar()->editor(2));
        QCOMPARE(nextForTab(add), window.findChild<QWidget*>(QStringLiteral("chapterList")));
    }

    // The rows stay and show the sentences in their new order: the keyboard follows its sentence, so
    // typing never goes on in another one.
    void theKeyboardFollowsItsSentenceWhenTheyMove()
    {
        Workspace workspace;
        workspace.setSentences(
            { QStringLiteral("吃 苹果"), QStringLiteral("苹果 发布 新 手机"), QStringLiteral("dog eats fish") });
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        SentenceBar* bar = window.sentenceBar();
        bar->editor(1)->setFocus();
        QTRY_VERIFY(bar->editor(1)->hasFocus());
        QTest::mouseClick(bar->findChild<QToolButton*>(QStringLiteral("moveSentenceUpButton1")), Qt::LeftButton);
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("苹果 发布 新 手机"));
        QVERIFY(bar->editor(0)->hasFocus());
        QTest::keyClick(bar->editor(0), Qt::Key_End);
        QTest::keyClicks(bar->editor(0), QStringLiteral(" x"));
        QCOMPARE(workspace.sentence(0).text, QStringLiteral("苹果 发布 新 手机 x"));
        QCOMPARE(workspace.sentence(1).text, QStringLiteral("吃 苹果"));
        // Removing a sentence above the one being typed in.
        bar->editor(2)->setFocus();
        QTRY_VERIFY(bar->editor(2)->hasFocus());
        QTest::mouseClick(bar->findChild<QToolButton*>(QStringLiteral("removeSentenceButton0")), Qt::LeftButton);
        QCOMPARE(workspace.sentenceCount(), 2);
        QVERIFY(bar->editor(1)->hasFocus());
        QCOMPARE(bar->editor(1)->sentence(), QStringLiteral("dog eats fish"));
    }

    void clickingAnUnknownWordOffersToAddIt()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WordLine* words = window.sentenceBar()->wordLine(0);
        QCOMPARE(words->linkCount(), 1); // 量子, not 苹果
        QTest::mouseClick(words, Qt::LeftButton, {}, words->linkRect(0).center());
        AddWordDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = window.sentenceBar()->findChild<AddWordDialog*>()));
        QCOMPARE(dialog->word(), QStringLiteral("量子"));
        dialog->reject();
    }

    void f1OpensTheGuideAtTheCurrentChapter()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("heatmap"));
        QTest::keyClick(&window, Qt::Key_F1);
        HelpDialog* guide = nullptr;
        QTRY_VERIFY((guide = window.findChild<HelpDialog*>()));
        QVERIFY(guide->text().contains(QStringLiteral("5 · The attention matrix")));
        QVERIFY(guide->text().contains(QStringLiteral("Ctrl+Z")));
        guide->close();
    }

    void languageSwitchesLiveFromTheViewMenu()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAction* chinese = testing::actionNamed(window, QStringLiteral("中文"));
        QAction* english = testing::actionNamed(window, QStringLiteral("English"));
        QVERIFY(chinese && english);
        chinese->trigger();
        // LanguageChange is posted to every widget: it arrives with the next events.
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("文件(&F)"));
        QTRY_COMPARE(window.page(QStringLiteral("heatmap"))->windowTitle(), QStringLiteral("5 · 注意力矩阵"));
        // The sidebar and the View menu follow at once, in both directions.
        auto* sidebar = window.findChild<QListWidget*>(QStringLiteral("chapterList"));
        QCOMPARE(sidebar->item(chapters::ids().indexOf(QStringLiteral("heatmap")))->text(),
                 QStringLiteral("5 · 注意力矩阵"));
        QCOMPARE(window.heatmapPage()->model()->index(0, 3).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("『苹果』分给『手机』的注意力：0.21"));
        english->trigger();
        QTRY_COMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QTRY_COMPARE(window.page(QStringLiteral("heatmap"))->windowTitle(), QStringLiteral("5 · The attention matrix"));
        QCOMPARE(sidebar->item(chapters::ids().indexOf(QStringLiteral("heatmap")))->text(),
                 QStringLiteral("5 · The attention matrix"));
    }

    void keyboardReachesEveryChapter()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QStringList ids = window.pageIds();
        for (int i = 0; i < ids.size(); ++i) {
            QTest::keyClick(&window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
            QCOMPARE(window.currentPageId(), ids.at(i));
            // Tab moves into the page: some control of the chapter can take the keyboard.
            QWidget* page = window.page(ids.at(i));
            bool reachable = false;
            const auto children = page->findChildren<QWidget*>();
            for (QWidget* child : children)
                reachable = reachable || (child->focusPolicy() & Qt::TabFocus);
            QVERIFY2(reachable, qPrintable(ids.at(i)));
        }
    }

    // At 1024 x 640 the RNN and scoring pages were wider than the window and scrolled sideways (a
    // row of controls, labels that did not wrap): they reflow and scroll down only, in both languages.
    void pagesScrollDownNeverSideways_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("languageCode");
        for (const char* id : { "rnn", "scoring" }) {
            for (const char* code : { "zh", "en" })
                QTest::addRow("%s %s", id, code) << QString::fromLatin1(id) << QString::fromLatin1(code);
        }
    }
    void pagesScrollDownNeverSideways()
    {
        QFETCH(QString, id);
        QFETCH(QString, languageCode);
        language::install(languageCode);
        const auto restore = qScopeGuard([] { language::install(QStringLiteral("en")); });
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(id));
        QCoreApplication::processEvents();
        // The window's scroll area around the page, and the page's own when it has one.
        const QList<QScrollArea*> areas
            = window.findChildren<QScrollArea*>(QRegularExpression(QStringLiteral("^%1(Page)?Scroll$").arg(id)));
        QVERIFY(!areas.isEmpty());
        for (QScrollArea* area : areas) {
            const int available = area->viewport()->width();
            const int needed = area->widget()->minimumSizeHint().width();
            QVERIFY2(needed <= available,
                     qPrintable(QStringLiteral("%1 needs %2 px of %3: %4")
                                    .arg(area->objectName())
                                    .arg(needed)
                                    .arg(available)
                                    .arg(tooWide(area->widget(), available))));
            QVERIFY(!area->horizontalScrollBar()->isVisible());
        }
    }

    // Issue 16: in Present (150 %) on a 1024 x 640 projector the heatmap and RNN pages scrolled sideways,
    // and at 200 % more did. Every page reflows to the window's width, in both languages, and scrolls down only.
    void zoomedPagesScrollDownNeverSideways_data()
    {
        QTest::addColumn<int>("percent");
        QTest::addColumn<QString>("languageCode");
        for (const int percent : { 150, 200 }) {
            for (const char* code : { "zh", "en" })
                QTest::addRow("%d%% %s", percent, code) << percent << QString::fromLatin1(code);
        }
    }
    // Widths taken from the font follow the zoom both ways: a window zoomed to 150 % has the
    // widths of one built at 150 %, and a page built at 150 % (the last session's zoom, or Present)
    // has those of one built at 100 % once the zoom is back at 100 %. The combo boxes' minimum
    // sizes among them (Qt 6.4 forgets only the size hint when the font changes).
    void widthsTakenFromTheFontFollowTheZoom()
    {
        const auto restore = qScopeGuard([] { zoom::setPercent(zoom::Actual); });
        const auto widths = [](MainWindow& window) {
            const auto* rnn = qobject_cast<RnnPage*>(window.page(QStringLiteral("rnn")));
            const auto* words = qobject_cast<StaticPage*>(window.page(QStringLiteral("static")));
            return QList<int> {
                window.page(QStringLiteral("steps"))->findChild<QLabel*>(QStringLiteral("stepLabel"))->minimumWidth(),
                window.page(QStringLiteral("vocabulary"))
                    ->findChild<QLineEdit*>(QStringLiteral("search"))
                    ->minimumWidth(),
                rnn->sentenceSelector()->minimumSizeHint().width(),
                words->wordSelector()->minimumSizeHint().width(),
                window.predictFirst()->overlay()->choiceList()->minimumSizeHint().width(),
            };
        };
        Workspace workspace;
        MainWindow atActualSize(&workspace);
        const QList<int> actual = widths(atActualSize);

        zoom::setPercent(150);
        MainWindow zoomed(&workspace);
        const QList<int> builtZoomed = widths(zoomed); // built now, at 150 %
        for (int i = 0; i < actual.size(); ++i)
            QVERIFY2(builtZoomed.at(i) > actual.at(i), qPrintable(QString::number(i)));
        QCOMPARE(widths(atActualSize), builtZoomed);

        zoom::setPercent(zoom::Actual);
        QCOMPARE(widths(zoomed), actual);
    }

    void zoomedPagesScrollDownNeverSideways()
    {
        QFETCH(int, percent);
        QFETCH(QString, languageCode);
        language::install(languageCode);
        const auto restore = qScopeGuard([] {
            zoom::setPercent(zoom::Actual);
            language::install(QStringLiteral("en"));
        });
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        zoom::setPercent(percent);
        QStringList problems;
        for (const QString& id : window.pageIds()) {
            QVERIFY(window.showPage(id));
            QCoreApplication::processEvents();
            QCOMPARE(window.size(), QSize(1024, 640));
            // The window's scroll area around the page, and the page's own when it has one.
            const QList<QScrollArea*> areas
                = window.findChildren<QScrollArea*>(QRegularExpression(QStringLiteral("^%1(Page)?Scroll$").arg(id)));
            QVERIFY(!areas.isEmpty());
            for (QScrollArea* area : areas) {
                if (area->horizontalScrollBar()->maximum() == 0)
                    continue;
                const int available = area->viewport()->width();
                problems.append(QStringLiteral("%1: %2 scrolls %3 px sideways; too wide: %4")
                                    .arg(id, area->objectName())
                                    .arg(area->horizontalScrollBar()->maximum())
                                    .arg(tooWide(area->widget(), available)));
            }
            // Nor is a chart's title elided to "..." (the scoring page's at 200 %).
            for (const QChartView* view : window.page(id)->findChildren<QChartView*>()) {
                if (!view->isVisible() || view->chart()->title().isEmpty())
                    continue;
                const QString title = QTextDocumentFragment::fromHtml(view->chart()->title()).toPlainText();
                const auto items = view->scene()->items();
                for (const QGraphicsItem* item : items) {
                    const auto* text = dynamic_cast<const QGraphicsTextItem*>(item);
                    const QString shown = text ? text->toPlainText() : QString();
                    if (text && text->font() == view->chart()->titleFont() && shown.endsWith(QLatin1String("..."))
                        && shown.size() > 3 && title.startsWith(shown.chopped(3)))
                        problems.append(
                            QStringLiteral("%1: the chart title “%2” is shown as “%3”").arg(id, title, shown));
                }
            }
            // Nor does a painted bar chart's text leave the chart or cover another of its texts.
            for (const BarChart* chart : window.page(id)->findChildren<BarChart*>()) {
                if (!chart->isVisible())
                    continue;
                const QList<BarChart::Text> texts = chart->texts();
                for (qsizetype i = 0; i < texts.size(); ++i) {
                    if (!QRectF(chart->rect()).contains(texts.at(i).rect))
                        problems.append(QStringLiteral("%1: “%2” leaves its chart").arg(id, texts.at(i).text));
                    for (qsizetype j = i + 1; j < texts.size(); ++j) {
                        if (texts.at(i).rect.intersects(texts.at(j).rect))
                            problems.append(
                                QStringLiteral("%1: “%2” covers “%3”").arg(id, texts.at(i).text, texts.at(j).text));
                    }
                }
            }
            // Nor does a box inside the page scroll sideways (the scoring page's formulas did, at 150-200 %).
            for (const QScrollArea* inner : window.page(id)->findChildren<QScrollArea*>()) {
                if (inner->isVisible() && !areas.contains(inner) && inner->horizontalScrollBar()->maximum() > 0)
                    problems.append(QStringLiteral("%1: a box inside (%2) scrolls %3 px sideways")
                                        .arg(id, inner->objectName())
                                        .arg(inner->horizontalScrollBar()->maximum()));
            }
            // Nor is a wrapped text given fewer lines than it needs (the RNN page's step counter lost its end, and
            // the captions beside its charts, in tabs under a splitter that knows no height-for-width, theirs),
            // on every tab of the page.
            const QList<QTabWidget*> tabWidgets = window.page(id)->findChildren<QTabWidget*>();
            QTabWidget* tabs = tabWidgets.isEmpty() ? nullptr : tabWidgets.constFirst();
            for (int tab = 0; tab < (tabs ? tabs->count() : 1); ++tab) {
                if (tabs) {
                    tabs->setCurrentIndex(tab);
                    QCoreApplication::processEvents();
                }
                for (const QLabel* label : window.page(id)->findChildren<QLabel*>()) {
                    if (label->isVisible() && label->wordWrap() && !label->text().isEmpty()
                        && label->height() < label->heightForWidth(label->width()))
                        problems.append(QStringLiteral("%1: “%2” is %3 px tall, needs %4")
                                            .arg(id, label->text().left(40))
                                            .arg(label->height())
                                            .arg(label->heightForWidth(label->width())));
                }
            }
            if (tabs)
                tabs->setCurrentIndex(0);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Issue 17, item 2: the heatmap page forced a 1,085 px wide window, cutting off the right edge on a
    // 1024 x 640 projector. Every page must fit (scrolling if it must) without growing the window.
    void everyPageFitsASmallProjector()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const QString& id : window.pageIds()) {
            QVERIFY(window.showPage(id));
            QCoreApplication::processEvents();
            const QSize minimum = window.minimumSizeHint();
            QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 640,
                     qPrintable(QStringLiteral("%1 needs %2 x %3").arg(id).arg(minimum.width()).arg(minimum.height())));
            QCOMPARE(window.size(), QSize(1024, 640));
            // The page is never squeezed below what it needs (that overlaps or cuts off its widgets): it scrolls.
            QWidget* page = window.page(id);
            const QSize needed = page->minimumSizeHint();
            QVERIFY2(page->width() >= needed.width() && page->height() >= needed.height(),
                     qPrintable(QStringLiteral("%1 is %2 x %3 but needs %4 x %5")
                                    .arg(id)
                                    .arg(page->width())
                                    .arg(page->height())
                                    .arg(needed.width())
                                    .arg(needed.height())));
        }
    }

    // Issue 17, item 3: at 1024 x 640 "Sum of the weights: 1.00" was painted over the first weight boxes.
    void mixingSumDoesNotCoverTheWeightBoxes()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("mixing"));
        QCoreApplication::processEvents();
        QWidget* page = window.page(QStringLiteral("mixing"));
        const auto labels = page->findChildren<QLabel*>();
        int sums = 0;
        for (const QLabel* label : labels) {
            if (!label->text().startsWith(QStringLiteral("Sum of the weights")))
                continue;
            ++sums;
            const QRect sum(label->mapTo(page, QPoint(0, 0)), label->size());
            for (const QDoubleSpinBox* box : page->findChildren<QDoubleSpinBox*>()) {
                if (!box->isVisibleTo(page))
                    continue;
                // Only the part of the box its scroll area shows can be covered.
                const QRect boxRect(box->mapTo(page, QPoint(0, 0)), box->size());
                const QWidget* viewport = box->parentWidget()->parentWidget();
                const QRect shown = boxRect.intersected(QRect(viewport->mapTo(page, QPoint(0, 0)), viewport->size()));
                QVERIFY2(!sum.intersects(shown), qPrintable(box->accessibleName()));
            }
        }
        QCOMPARE(sums, 2);
    }

    // Issue 17, item 13: in English the sidebar grew a horizontal scroll bar.
    void englishSidebarHasNoHorizontalScrollBar()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1024, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* sidebar = window.findChild<QListWidget*>(QStringLiteral("chapterList"));
        QCoreApplication::processEvents();
        QVERIFY(!sidebar->horizontalScrollBar()->isVisible());
        for (int i = 0; i < sidebar->count(); ++i) {
            const QRect item = sidebar->visualItemRect(sidebar->item(i));
            QVERIFY2(item.right() <= sidebar->viewport()->width(), qPrintable(sidebar->item(i)->text()));
        }
    }

    // Issue 17, item 11: "未命名 — 注意力实验室 — 注意力实验室 Attention Lab": the platform appends the display
    // name unless the title already ends with it.
    void titleNamesTheApplicationOnce()
    {
        QGuiApplication::setApplicationDisplayName(QStringLiteral("注意力实验室 Attention Lab"));
        Workspace workspace;
        MainWindow window(&workspace);
        const QString title = window.windowTitle();
        QGuiApplication::setApplicationDisplayName(QString());
        QCOMPARE(title.count(QStringLiteral("Attention Lab")), 1);
        QVERIFY2(title.endsWith(QStringLiteral("注意力实验室 Attention Lab")), qPrintable(title));
    }

    // Issue 17, item 12: the enabled undo item used Qt's wording ("撤消 …"), the disabled one ours ("撤销").
    void undoItemsUseOneTerm()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        QAction* undo = window.menuBar()->actions().at(1)->menu()->actions().at(0);
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo ") + workspace.undoStack()->undoText());
        workspace.undoStack()->undo();
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    }

    void opensNoLargerThanTheScreen()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        const QSize available = window.screen()->availableGeometry().size();
        QVERIFY2(window.width() <= available.width() && window.height() <= available.height(),
                 qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                                .arg(window.width())
                                .arg(window.height())
                                .arg(available.width())
                                .arg(available.height())));
    }

    void menusHaveShortcuts()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        QStringList shortcuts;
        for (QAction* menu : window.menuBar()->actions()) {
            for (QAction* action : menu->menu()->actions()) {
                if (!action->shortcut().isEmpty())
                    shortcuts.append(action->shortcut().toString(QKeySequence::PortableText));
            }
        }
        for (const char* expected : { "Ctrl+E", "Ctrl+Shift+C", "Ctrl+Shift+E", "Ctrl+Shift+J", "Ctrl+Q", "Ctrl+N",
                                      "Ctrl+O", "Ctrl+S", "Ctrl+Shift+S", "Ctrl+Z", "Ctrl+Shift+Z" })
            QVERIFY2(shortcuts.contains(QLatin1String(expected)), expected);
    }

    void keyboardFocusOnTheHeatmapShowsInTheStatusBar()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.showPage(QStringLiteral("heatmap"));
        QWidget* view = window.heatmapPage()->view();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Attention “苹果” gives “手机”: 0.21"));
    }

    void remembersGeometryAndSentences()
    {
        {
            Workspace workspace;
            workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
            MainWindow window(&workspace);
            window.document()->setSaveQuestion([] { return int(QMessageBox::Discard); });
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            QVERIFY(window.close());
        }
        QSettings settings;
        QCOMPARE(settings.value(QStringLiteral("lesson/sentences")).toStringList().value(1),
                 QStringLiteral("猫 吃 鱼"));
        QVERIFY(!settings.value(QStringLiteral("window/geometry")).toByteArray().isEmpty());
    }

    void aboutSaysWhichInstructionSetRuns()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        QAction* about = nullptr;
        const auto actions = window.findChildren<QAction*>();
        for (QAction* action : actions) {
            if (action->text() == QStringLiteral("&About Attention Lab"))
                about = action;
        }
        QVERIFY(about);
        QString text;
        // The dialog is modal: read and close it from the event loop it runs,
        // as soon as it is there.
        QTimer poll;
        poll.setInterval(10);
        connect(&poll, &QTimer::timeout, &window, [&text, &poll] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                text = box->text();
                poll.stop();
                box->accept();
            }
        });
        poll.start();
        about->trigger();
        QVERIFY2(text.contains(isa::description(isa::active())), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("instruction set")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
