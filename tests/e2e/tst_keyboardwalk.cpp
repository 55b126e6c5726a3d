// SPDX-License-Identifier: GPL-3.0-or-later
// Every chapter with the keyboard only: reach it from the sidebar, Tab through
// every control in reading order without getting stuck, and do the chapter's
// main thing with keys. (tst_mainwindow covers the Ctrl+1..9 shortcuts.)
#include "chapterregistry.h"
#include "failonwarning.h"
#include "heatmapview.h"
#include "interactivecontrols.h"
#include "language.h"
#include "mainwindow.h"
#include "models/vocabularymodel.h"
#include "nextpage.h"
#include "rnnpage.h"
#include "scratchsettings.h"
#include "sentencechips.h"
#include "staticpage.h"
#include "stepspage.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QAbstractButton>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSlider>
#include <QTabBar>
#include <QTableView>
#include <QTest>

#include <cmath>
#include <functional>
#include <numeric>

using namespace AttentionLab;
using namespace AttentionLab::testing;

namespace {

constexpr int MaximumPresses = 120; // far more than any page has controls: more means trapped

QWidget* focused()
{
    return QApplication::focusWidget();
}

void pressTab(bool forward = true)
{
    QTest::keyClick(focused(), forward ? Qt::Key_Tab : Qt::Key_Backtab, forward ? Qt::NoModifier : Qt::ShiftModifier);
}

/// Tabs until \a wanted holds for the focus widget; false when it never does.
bool tabUntil(const std::function<bool(QWidget*)>& wanted, bool forward = true)
{
    for (int i = 0; i < MaximumPresses; ++i) {
        if (focused() && wanted(focused()))
            return true;
        pressTab(forward);
    }
    return focused() && wanted(focused());
}

/// A radio button Tab skips because Qt moves through its group with the arrow keys.
bool reachedByArrows(const QWidget* widget)
{
    const auto* radio = qobject_cast<const QRadioButton*>(widget);
    if (!radio || radio->isChecked())
        return false;
    const QList<QAbstractButton*> siblings
        = radio->group() ? radio->group()->buttons() : radio->parentWidget()->findChildren<QAbstractButton*>();
    return std::any_of(siblings.cbegin(), siblings.cend(), [](const QAbstractButton* button) {
        return qobject_cast<const QRadioButton*>(button) && button->isChecked();
    });
}

QRect placeOn(const QWidget* widget, const QWidget* page)
{
    return QRect(widget->mapTo(page, QPoint(0, 0)), widget->size());
}

/// Reading order: down the page, left to right along a line, and up again only
/// into a column further right (a slider, the box under it, the next slider).
bool goesBackwards(const QRect& from, const QRect& to)
{
    constexpr int Tolerance = 12;
    const bool nextLine = to.center().y() > from.center().y() + Tolerance;
    return !nextLine && to.center().x() < from.center().x() + Tolerance;
}

/// The chapters, the way a keyboard user gets there: the sentence bar first,
/// then Tab to the chapter list and the arrow keys.
struct Walker
{
    Workspace workspace;
    MainWindow window { &workspace };
    QListWidget* chapters = nullptr;

    bool open()
    {
        window.show();
        if (!QTest::qWaitForWindowActive(&window))
            return false;
        chapters = window.findChild<QListWidget*>(QStringLiteral("chapterList"));
        return chapters != nullptr;
    }

    bool goToChapter(int index)
    {
        if (!tabUntil([this](QWidget* w) { return w == chapters; }))
            return false;
        QTest::keyClick(chapters, Qt::Key_Home);
        for (int i = 0; i < index; ++i)
            QTest::keyClick(chapters, Qt::Key_Down);
        // As between a person's key presses: what the page made on show (a slider a word) is
        // shown by its layout from the event loop.
        QCoreApplication::processEvents();
        return true;
    }

    /// Tab from the chapter list through the page; what got the focus, in order.
    /// Stops when the focus leaves the page or comes back to a control it visited.
    QList<QWidget*> tabThrough(QWidget* page, bool* trapped)
    {
        QList<QWidget*> visited;
        *trapped = true;
        for (int i = 0; i < MaximumPresses; ++i) {
            pressTab();
            QWidget* now = focused();
            if (!now || !page->isAncestorOf(now)) {
                *trapped = false;
                break;
            }
            if (visited.contains(now))
                break;
            visited.append(now);
        }
        return visited;
    }

    bool tabToPageControl(QWidget* page, const std::function<bool(QWidget*)>& wanted)
    {
        return tabUntil([&](QWidget* w) { return page->isAncestorOf(w) && wanted(w); });
    }
};

QString names(const QList<QWidget*>& widgets)
{
    QStringList texts;
    for (const QWidget* widget : widgets)
        texts.append(describe(widget));
    return texts.join(QStringLiteral(", "));
}

template<typename T> std::function<bool(QWidget*)> isA()
{
    return [](QWidget* w) { return qobject_cast<T>(w) != nullptr; };
}

} // namespace

class TestKeyboardWalk : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void initTestCase()
    {
        useScratchSettings();
        language::install(QStringLiteral("en"));
    }

    void everyControlInReadingOrder_data()
    {
        QTest::addColumn<int>("chapter");
        const QStringList ids = chapters::ids();
        for (int i = 0; i < ids.size(); ++i)
            QTest::newRow(qPrintable(ids.at(i))) << i;
    }
    void everyControlInReadingOrder()
    {
        QFETCH(int, chapter);
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY2(walker.goToChapter(chapter), "Tab never reached the chapter list");
        const QString id = walker.window.pageIds().at(chapter);
        QCOMPARE(walker.window.currentPageId(), id);
        QWidget* page = walker.window.page(id);

        // A chapter with tabs is walked once per tab, each chosen with the arrow keys.
        int tabCount = 1;
        for (int tab = 0; tab < tabCount; ++tab) {
            bool trapped = false;
            const QList<QWidget*> visited = walker.tabThrough(page, &trapped);
            QVERIFY2(!trapped, qPrintable(QStringLiteral("Tab is stuck in: %1").arg(names(visited))));
            QVERIFY2(!visited.isEmpty(), "Tab skips the whole chapter");

            QList<QWidget*> missed;
            for (QWidget* control : tabStops(page)) {
                if (!visited.contains(control) && !reachedByArrows(control))
                    missed.append(control);
            }
            QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("Tab never reaches: %1").arg(names(missed))));

            for (int i = 1; i < visited.size(); ++i) {
                QVERIFY2(!goesBackwards(placeOn(visited.at(i - 1), page), placeOn(visited.at(i), page)),
                         qPrintable(QStringLiteral("Tab goes back from %1 to %2")
                                        .arg(describe(visited.at(i - 1)), describe(visited.at(i)))));
            }

            // Shift+Tab walks the same way back, and out of the page again.
            pressTab(false);
            QCOMPARE(focused(), visited.last());
            QList<QWidget*> back { visited.last() };
            for (int i = 0; i < MaximumPresses && page->isAncestorOf(focused()); ++i) {
                pressTab(false);
                if (page->isAncestorOf(focused()))
                    back.prepend(focused());
            }
            QVERIFY2(!page->isAncestorOf(focused()), "Shift+Tab is stuck in the chapter");
            QCOMPARE(names(back), names(visited));

            // The next tab of the chapter's tab widget, if it has one.
            auto* tabs = page->findChild<QTabBar*>();
            if (!tabs || !tabs->isVisible())
                break;
            tabCount = tabs->count();
            if (tab + 1 < tabCount) {
                QVERIFY(walker.tabToPageControl(page, [tabs](QWidget* w) { return w == tabs; }));
                QTest::keyClick(tabs, Qt::Key_Right);
                QCOMPARE(tabs->currentIndex(), tab + 1);
                QVERIFY(tabUntil([&walker](QWidget* w) { return w == walker.chapters; }, false));
            }
        }
    }

    void focusIsVisibleOnEveryControl_data() { everyControlInReadingOrder_data(); }
    void focusIsVisibleOnEveryControl()
    {
        QFETCH(int, chapter);
        QApplication::setCursorFlashTime(0); // a text cursor that blinks could be caught "off"
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(chapter));
        QWidget* page = walker.window.page(walker.window.pageIds().at(chapter));
        QStringList invisible;
        for (QWidget* control : tabStops(page)) {
            // A page taller than the window scrolls: Tab brings the control into view (as
            // QScrollArea does on focusNextPrevChild), so look where a person would be looking.
            for (QWidget* up = control->parentWidget(); up; up = up->parentWidget()) {
                auto* scroll = qobject_cast<QScrollArea*>(up);
                if (scroll && control->visibleRegion().boundingRect() != control->rect()) {
                    scroll->ensureWidgetVisible(control);
                    QCoreApplication::processEvents();
                }
            }
            // What a person sees of the control and a few pixels around it, where focus frames go.
            const QRect area(control->mapTo(&walker.window, QPoint(-3, -3)), control->size() + QSize(6, 6));
            walker.chapters->setFocus(Qt::TabFocusReason);
            const QImage before = walker.window.grab(area).toImage();
            control->setFocus(Qt::TabFocusReason);
            const QImage after = walker.window.grab(area).toImage();
            if (before == after)
                invisible.append(describe(control));
        }
        QVERIFY2(invisible.isEmpty(),
                 qPrintable(QStringLiteral("focus not visible on: %1").arg(invisible.join(u", "))));
    }

    void staticPage_chooseTheSharedWord()
    {
        Walker walker;
        walker.workspace.setSentence(1, QStringLiteral("手机 和 苹果"));
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(0));
        auto* page = qobject_cast<StaticPage*>(walker.window.page(QStringLiteral("static")));
        QCOMPARE(page->sharedWord(), QStringLiteral("苹果"));
        QVERIFY(walker.tabToPageControl(page, isA<QComboBox*>()));
        QTest::keyClick(focused(), Qt::Key_Down);
        QCOMPARE(page->sharedWord(), QStringLiteral("手机"));
    }

    void mixingPage_moveASlider()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(1));
        const double before = walker.workspace.sentence(0).mixingWeights.at(0); // 苹果 → 苹果, 0.56
        QVERIFY(walker.tabToPageControl(walker.window.page(QStringLiteral("mixing")), isA<QSlider*>()));
        QTest::keyClick(focused(), Qt::Key_PageUp); // a page step is 0.05
        const QList<double> after = walker.workspace.sentence(0).mixingWeights;
        QCOMPARE(std::round((after.at(0) - before) * 100) / 100, 0.05);
        QCOMPARE(std::round(std::accumulate(after.cbegin(), after.cend(), 0.0) * 1000) / 1000, 1.0);
    }

    void scoringPage_temperatureAndQueryWord()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(2));
        QWidget* page = walker.window.page(QStringLiteral("scoring"));
        QVERIFY(walker.tabToPageControl(page, isA<QSlider*>()));
        QTest::keyClick(focused(), Qt::Key_Right); // one step is 0.1
        QCOMPARE(walker.workspace.temperature(), 1.1);
        QVERIFY(walker.tabToPageControl(page, isA<SentenceChips*>()));
        QCOMPARE(walker.workspace.queryWord(0), QStringLiteral("苹果"));
        QTest::keyClick(focused(), Qt::Key_End);
        QTest::keyClick(focused(), Qt::Key_Return);
        QCOMPARE(walker.workspace.queryWord(0), QStringLiteral("手机"));
    }

    void stepsPage_stepThroughTheCode()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(3));
        auto* page = qobject_cast<StepsPage*>(walker.window.page(QStringLiteral("steps")));
        QCOMPARE(page->stepIndex(), 0);
        QVERIFY(walker.tabToPageControl(page, [page](QWidget* w) { return w == page->nextButton(); }));
        QTest::keyClick(focused(), Qt::Key_Space);
        QCOMPARE(page->stepIndex(), 1);
        QVERIFY(walker.tabToPageControl(page, [page](QWidget* w) { return w == page->stepSlider(); }));
        QTest::keyClick(focused(), Qt::Key_Right);
        QCOMPARE(page->stepIndex(), 2);
    }

    void heatmapPage_chooseAQueryRow()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(4));
        QVERIFY(walker.tabToPageControl(walker.window.page(QStringLiteral("heatmap")), isA<HeatmapView*>()));
        QTest::keyClick(focused(), Qt::Key_Down);
        QTest::keyClick(focused(), Qt::Key_Down);
        QTest::keyClick(focused(), Qt::Key_Return);
        QCOMPARE(walker.workspace.queryWord(0), QStringLiteral("新"));
    }

    void rnnPage_readOneWord()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(5));
        auto* page = qobject_cast<RnnPage*>(walker.window.page(QStringLiteral("rnn")));
        QCOMPARE(page->step(), 0);
        QVERIFY(walker.tabToPageControl(page, [page](QWidget* w) { return w == page->stepButton(); }));
        QTest::keyClick(focused(), Qt::Key_Space);
        QCOMPARE(page->step(), 1);
    }

    void nextPage_growTheDimension()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(6));
        auto* page = qobject_cast<NextPage*>(walker.window.page(QStringLiteral("next")));
        const int before = page->dimension();
        QVERIFY(walker.tabToPageControl(page, isA<QSlider*>()));
        QTest::keyClick(focused(), Qt::Key_End);
        QVERIFY2(page->dimension() > before, qPrintable(QString::number(page->dimension())));
    }

    void vocabularyPage_editANumber()
    {
        Walker walker;
        QVERIFY(walker.open());
        QVERIFY(walker.goToChapter(int(chapters::ids().indexOf(QStringLiteral("vocabulary")))));
        QWidget* page = walker.window.page(QStringLiteral("vocabulary"));
        QVERIFY(walker.tabToPageControl(page, isA<QTableView*>()));
        auto* table = qobject_cast<QTableView*>(focused());
        // The first word's first number: arrow keys move there, F2 edits it, Enter keeps it.
        QTest::keyClick(table, Qt::Key_Home, Qt::ControlModifier);
        for (int i = 0; i < 8 && table->currentIndex().column() < VocabularyModel::FirstDimensionColumn; ++i)
            QTest::keyClick(table, Qt::Key_Right);
        const QModelIndex cell = table->currentIndex();
        QCOMPARE(cell.column(), int(VocabularyModel::FirstDimensionColumn));
        const QString word = cell.siblingAtColumn(0).data().toString();
        QTest::keyClick(table, Qt::Key_F2);
        QVERIFY2(focused() != table, "F2 opened no editor");
        QTest::keyClicks(focused(), QStringLiteral("0.5"));
        QTest::keyClick(focused(), Qt::Key_Return);
        // The delegate commits from the event loop, after the editor has seen the key.
        QTRY_COMPARE(walker.workspace.vocabulary().vectorOf(word)(0), 0.5);
    }
};

QTEST_MAIN(TestKeyboardWalk)
#include "tst_keyboardwalk.moc"
