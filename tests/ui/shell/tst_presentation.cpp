// SPDX-License-Identifier: GPL-3.0-or-later
// Classroom mode and the zoom (issue 16), driven by the keys a teacher presses:
// F11 and Esc enter and leave Present (full screen, its own zoom, the window given
// back as it was); Ctrl+Plus, Ctrl+=, Ctrl+Minus and Ctrl+0 zoom every page, its
// charts and its code; both zooms are remembered; in Present each chapter's
// numbers stay covered until Space; exported figures do not change with the zoom.
#include "barchart.h"
#include "codeview.h"
#include "failonwarning.h"
#include "figureexport.h"
#include "figuresource.h"
#include "language.h"
#include "mainwindow.h"
#include "numberscover.h"
#include "presentation.h"
#include "scoringpage.h"
#include "scratchsettings.h"
#include "stepspage.h"
#include "workspace.h"
#include "zoom.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QTest>

#include <QToolBar>
#include <algorithm>

using namespace AttentionLab;

namespace {

void press(MainWindow& window, QKeyCombination keys)
{
    QWidget* focus = QApplication::focusWidget();
    QTest::keyClick(focus ? focus : &window, keys.key(), keys.keyboardModifiers());
}

// Whether \a cover lies over the whole of \a page's area and is what a click there hits.
bool covers(QWidget* cover, QWidget* pageArea, MainWindow& window)
{
    const QRect area(pageArea->mapTo(&window, QPoint(0, 0)), pageArea->size());
    const QRect over(cover->mapTo(&window, QPoint(0, 0)), cover->size());
    QWidget* hit = window.childAt(area.center());
    return cover->isVisible() && over.contains(area) && hit && (hit == cover || cover->isAncestorOf(hit));
}

// Every text the accessibility tree gives for \a widget and what it holds.
QString accessibleTexts(QWidget* widget)
{
    QString texts;
    std::function<void(QAccessibleInterface*, int)> walk = [&](QAccessibleInterface* node, int depth) {
        if (!node || depth > 30 || node->state().invisible)
            return; // what is hidden is not read, nor anything in it
        texts += node->text(QAccessible::Name) + QLatin1Char(' ') + node->text(QAccessible::Value) + QLatin1Char(' ')
            + node->text(QAccessible::Description) + QLatin1Char('\n');
        for (int i = 0; i < node->childCount(); ++i)
            walk(node->child(i), depth + 1);
    };
    walk(QAccessible::queryAccessibleInterface(widget), 0);
    return texts;
}

} // namespace

class TestPresentation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        testing::useScratchSettings();
        language::install(QStringLiteral("en"));
        m_basePointSize = QApplication::font().pointSizeF();
        QVERIFY(m_basePointSize > 0);
    }

    void init()
    {
        testing::failOnAnyWarning();
        QSettings().clear();
    }

    void cleanup()
    {
        zoom::setPercent(zoom::Actual); // the next test starts at 100 %
    }

    void f11EntersAndLeavesPresent()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1000, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.restoreSettings();
        auto* toolBar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(toolBar && toolBar->isVisible());
        const QRect before = window.geometry(); // the size: the offscreen platform moves a window by its frame

        press(window, Qt::Key_F11);
        QVERIFY2(window.isFullScreen(), "F11 must show the window full screen");
        QCOMPARE(zoom::percent(), Presentation::DefaultPresentZoom);
        QCOMPARE(QApplication::font().pointSizeF(), m_basePointSize * 1.5);
        QVERIFY(window.presentation()->presentAction()->isChecked());
        QVERIFY2(!toolBar->isVisible(), "the toolbar is put away in Present");
        QLabel* hint = window.presentation()->hint();
        QVERIFY(hint->isVisible());
        QVERIFY2(hint->text().contains(QLatin1String("Space")) && hint->text().contains(QLatin1String("F11"))
                     && hint->text().contains(QLatin1String("Esc")),
                 qPrintable(hint->text()));

        press(window, Qt::Key_F11);
        QVERIFY2(!window.isFullScreen(), "F11 again must leave Present");
        QCOMPARE(window.size(), before.size());
        QCOMPARE(zoom::percent(), 100);
        QCOMPARE(QApplication::font().pointSizeF(), m_basePointSize);
        QVERIFY(toolBar->isVisible());
        QVERIFY(!hint->isVisible());
        QVERIFY(!window.presentation()->presentAction()->isChecked());

        // Esc leaves too, and only while presenting.
        press(window, Qt::Key_F11);
        QVERIFY(window.isFullScreen());
        press(window, Qt::Key_Escape);
        QVERIFY2(!window.isFullScreen(), "Esc must leave Present");
        QCOMPARE(window.size(), before.size());
        QCOMPARE(zoom::percent(), 100);
    }

    void presentGivesBackAMaximizedWindow()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.showMaximized();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        press(window, Qt::Key_F11);
        QVERIFY(window.isFullScreen());
        press(window, Qt::Key_F11);
        QVERIFY(!window.isFullScreen());
        QVERIFY2(window.isMaximized(), "a window maximized before Present is maximized after it");
    }

    void zoomKeysReachEveryPage()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1180, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.showPage(QStringLiteral("scoring")));
        auto* scoring = qobject_cast<ScoringPage*>(window.page(QStringLiteral("scoring")));
        auto* steps = qobject_cast<StepsPage*>(window.page(QStringLiteral("steps")));
        QVERIFY(scoring && steps);
        const BarChart* chart = scoring->scoreChart();
        const double chartPointSize = chart->font().pointSizeF();
        const double codePointSize = steps->codeView()->font().pointSizeF();
        const int chartHeight = chart->minimumHeight();
        QCOMPARE(chartPointSize, m_basePointSize);

        const auto expectZoom = [&](int percent) {
            const double factor = percent / 100.0;
            QCOMPARE(zoom::percent(), percent);
            QCOMPARE(QApplication::font().pointSizeF(), m_basePointSize * factor);
            QCOMPARE(scoring->font().pointSizeF(), m_basePointSize * factor);
            QCOMPARE(chart->font().pointSizeF(), chartPointSize * factor);
            QCOMPARE(steps->codeView()->font().pointSizeF(), codePointSize * factor);
            // The charts grow with their words, which would otherwise be elided to "…".
            QCOMPARE(chart->minimumHeight(), qRound(chartHeight * std::max(1.0, factor)));
        };
        press(window, Qt::CTRL | Qt::Key_Plus);
        expectZoom(110);
        press(window, Qt::CTRL | Qt::Key_Equal); // "+" without Shift
        expectZoom(125);
        press(window, Qt::CTRL | Qt::Key_Plus);
        press(window, Qt::CTRL | Qt::Key_Plus);
        expectZoom(175);
        press(window, Qt::CTRL | Qt::Key_Minus);
        expectZoom(150);
        press(window, Qt::CTRL | Qt::Key_0);
        expectZoom(100);
        QVERIFY2(!window.presentation()->actualSizeAction()->isEnabled(), "at 100 % Actual Size has nothing to do");
    }

    void zoomIsRemembered()
    {
        {
            Workspace workspace;
            MainWindow window(&workspace);
            window.show();
            QVERIFY(QTest::qWaitForWindowActive(&window));
            window.restoreSettings();
            press(window, Qt::CTRL | Qt::Key_Plus);
            press(window, Qt::CTRL | Qt::Key_Plus);
            QCOMPARE(QSettings().value(Presentation::zoomKey()).toInt(), 125);
            // In Present the keys change Present's zoom, not the window's.
            press(window, Qt::Key_F11);
            QCOMPARE(zoom::percent(), 150);
            press(window, Qt::CTRL | Qt::Key_Plus);
            QCOMPARE(zoom::percent(), 175);
            QCOMPARE(QSettings().value(Presentation::presentZoomKey()).toInt(), 175);
            QCOMPARE(QSettings().value(Presentation::zoomKey()).toInt(), 125);
            press(window, Qt::Key_F11);
            QCOMPARE(zoom::percent(), 125);
            window.close();
        }
        zoom::setPercent(zoom::Actual);
        Workspace workspace;
        MainWindow window(&workspace);
        window.restoreSettings();
        QCOMPARE(zoom::percent(), 125);
        QCOMPARE(QApplication::font().pointSizeF(), m_basePointSize * 1.25);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        press(window, Qt::Key_F11);
        QCOMPARE(zoom::percent(), 175);
    }

    void numbersStayCoveredUntilRevealed()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1180, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.showPage(QStringLiteral("heatmap")));
        Presentation* presentation = window.presentation();
        NumbersCover* cover = presentation->cover();
        auto* scroll = window.findChild<QScrollArea*>(QStringLiteral("heatmapScroll"));
        QVERIFY(scroll);
        QVERIFY(!cover->isVisible());
        QVERIFY(!presentation->revealAction()->isEnabled());

        press(window, Qt::Key_F11);
        QVERIFY2(covers(cover, scroll, window), "in Present the chapter's numbers must be covered");
        QVERIFY2(!window.page(QStringLiteral("heatmap"))->isVisible(), "the page under the cover is hidden");
        QVERIFY(cover->headingText().contains(QLatin1String("hidden")));
        // Nothing of the page reaches a screen reader: no weight is read out behind the cover.
        const QString said = accessibleTexts(&window);
        QVERIFY2(!said.contains(QLatin1String("0.")), qPrintable(said));
        QVERIFY(presentation->revealAction()->isEnabled());

        press(window, Qt::Key_Space);
        QVERIFY2(!cover->isVisible(), "Space must show the numbers");
        QVERIFY(window.page(QStringLiteral("heatmap"))->isVisible());
        QVERIFY(!presentation->revealAction()->isEnabled());

        // Another chapter (its shortcut) hides its numbers again; the button shows them too.
        press(window, Qt::CTRL | Qt::Key_3);
        QCOMPARE(window.currentPageId(), QStringLiteral("scoring"));
        auto* scoringScroll = window.findChild<QScrollArea*>(QStringLiteral("scoringScroll"));
        QVERIFY2(covers(cover, scoringScroll, window), "a chapter shown in Present starts covered");
        QVERIFY(cover->headingText().contains(QLatin1String("hidden")));
        QTest::mouseClick(cover->revealButton(), Qt::LeftButton);
        QVERIFY(!cover->isVisible());
        QVERIFY(window.page(QStringLiteral("scoring"))->isVisible());

        // Covered again on the way back, and no more once Present is left.
        press(window, Qt::CTRL | Qt::Key_5);
        QVERIFY(cover->isVisible());
        press(window, Qt::Key_Escape);
        QVERIFY(!cover->isVisible());
        QVERIFY(window.page(QStringLiteral("heatmap"))->isVisible());
        QVERIFY(!presentation->revealAction()->isEnabled());
    }

    void figuresDoNotChangeWithTheZoom()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1180, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        for (const FigureSource* figure : window.figures()) {
            QVERIFY(window.showPage(window.pageOfFigure(figure->id())));
            window.waitUntilComputed();
            const QImage actual = figureexport::renderImage(*figure, 1, false);
            const QByteArray actualSvg = figureexport::svgBytes(*figure);
            for (int i = 0; i < 3; ++i)
                press(window, Qt::CTRL | Qt::Key_Plus); // 110, 125, 150
            QCOMPARE(zoom::percent(), 150);
            QCoreApplication::processEvents(); // the zoomed page laid out and shown
            const QImage zoomed = figureexport::renderImage(*figure, 1, false);
            QVERIFY2(zoomed == actual, qPrintable(figure->id() + QStringLiteral(": the PNG changed with the zoom")));
            QVERIFY2(figureexport::svgBytes(*figure) == actualSvg,
                     qPrintable(figure->id() + QStringLiteral(": the SVG changed with the zoom")));
            QCOMPARE(zoom::percent(), 150); // and the window is zoomed still
            QCOMPARE(QApplication::font().pointSizeF(), m_basePointSize * 1.5);
            press(window, Qt::CTRL | Qt::Key_0);
            QCoreApplication::processEvents();
        }
    }

private:
    double m_basePointSize = 0;
};

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
