// SPDX-License-Identifier: GPL-3.0-or-later
// A chapter behind another holds back its refreshes and catches up, once, when shown; a page
// on its own or in a window not on screen refreshes at once, as before.
#include "failonwarning.h"
#include "whenshown.h"

#include <QElapsedTimer>
#include <QStackedWidget>
#include <QTest>
#include <QVBoxLayout>

using namespace AttentionLab;

class TestWhenShown : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void aHiddenChapterCatchesUpOnceWhenShown()
    {
        QWidget window;
        auto* stack = new QStackedWidget(&window);
        (new QVBoxLayout(&window))->addWidget(stack);
        auto* shown = new QWidget;
        auto* behind = new QWidget;
        stack->addWidget(shown);
        stack->addWidget(behind);
        int refreshes = 0;
        int visibleWhenRefreshed = 0;
        auto* whenShown = new WhenShown(behind, [&] {
            ++refreshes;
            visibleWhenRefreshed += behind->isVisible() ? 1 : 0;
        });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QVERIFY(whenShown->deferred());
        QVERIFY(whenShown->deferred()); // many changes, one refresh
        QVERIFY(whenShown->isDue());
        QCOMPARE(refreshes, 0);
        stack->setCurrentWidget(behind);
        QCOMPARE(refreshes, 1);
        QCOMPARE(visibleWhenRefreshed, 1);
        QVERIFY(!whenShown->isDue());

        // On show, nothing is held back; shown again with nothing due, no refresh.
        QVERIFY(!whenShown->deferred());
        stack->setCurrentWidget(shown);
        stack->setCurrentWidget(behind);
        QCOMPARE(refreshes, 1);
    }

    void aHiddenChapterCatchesUpOnceTheChangesPause()
    {
        QWidget window;
        auto* shown = new QWidget(&window);
        auto* behind = new QWidget(&window);
        behind->hide();
        int refreshes = 0;
        qint64 waited = 0;
        QElapsedTimer sinceLastChange;
        bool heldBackInItsOwnRefresh = true;
        WhenShown* whenShown = nullptr;
        whenShown = new WhenShown(behind, [&] {
            ++refreshes;
            waited = sinceLastChange.elapsed();
            heldBackInItsOwnRefresh = whenShown->deferred(); // the page's refresh asks too
        });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(shown->isVisible());
        QVERIFY(whenShown->deferred());
        sinceLastChange.start();
        QVERIFY(whenShown->deferred()); // many changes, one refresh
        QCOMPARE(refreshes, 0);
        QTRY_COMPARE(refreshes, 1);
        QVERIFY2(waited >= WhenShown::IdleDelay * 9 / 10, qPrintable(QString::number(waited))); // coarse timer
        QVERIFY(!heldBackInItsOwnRefresh);
        QVERIFY(!whenShown->isDue());
        QVERIFY(!behind->isVisible());
        behind->show(); // up to date already: nothing to do
        QCOMPARE(refreshes, 1);
    }

    void aPageNotOnScreenRefreshesAtOnce()
    {
        QWidget page;
        int refreshes = 0;
        WhenShown whenShown(&page, [&] { ++refreshes; });
        QVERIFY(!whenShown.deferred()); // a page on its own (the command line's pictures, tests)
        QWidget window;
        auto* child = new QWidget(&window);
        child->hide();
        WhenShown childWhenShown(child, [&] { ++refreshes; });
        QVERIFY(!childWhenShown.deferred()); // its window is not on screen yet
        QVERIFY(!childWhenShown.isDue());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(childWhenShown.deferred());
        child->show();
        QCOMPARE(refreshes, 1);
    }
};

QTEST_MAIN(TestWhenShown)
#include "tst_whenshown.moc"
