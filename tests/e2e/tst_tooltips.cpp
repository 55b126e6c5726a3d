// SPDX-License-Identifier: GPL-3.0-or-later
// Help on every control, in both languages. What counts as help:
// - controls: a tooltip. Views whose tooltip depends on the spot under the mouse
//   (heatmap cells, word chips) have a What's This text instead, which says how
//   to use them from the keyboard; a tab bar has a tooltip per tab.
// - menu actions: a status tip, since menus show status tips, not tooltips.
// - toolbar actions: a tooltip (Qt falls back to the text) and a status tip.
#include "chapterregistry.h"
#include "failonwarning.h"
#include "interactivecontrols.h"
#include "language.h"
#include "mainwindow.h"
#include "scratchsettings.h"
#include "sentencebar.h"
#include "workspace.h"

#include <QAction>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>
#include <QToolBar>

using namespace AttentionLab;
using namespace AttentionLab::testing;

namespace {

bool hasHelp(const QWidget* control)
{
    if (!control->toolTip().isEmpty() || !control->whatsThis().isEmpty())
        return true;
    if (const auto* tabs = qobject_cast<const QTabBar*>(control)) {
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->tabToolTip(i).isEmpty())
                return false;
        }
        return tabs->count() > 0;
    }
    return false;
}

/// Controls of \a root without help, every tab of its tab widgets shown in turn.
QStringList controlsWithoutHelp(QWidget* root)
{
    QStringList missing;
    const auto check = [&] {
        for (QWidget* control : shownControls(root)) {
            const QString name = describe(control);
            if (!hasHelp(control) && !missing.contains(name))
                missing.append(name);
        }
    };
    check();
    const auto tabWidgets = root->findChildren<QTabWidget*>();
    for (QTabWidget* tabs : tabWidgets) {
        const int shown = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            check();
        }
        tabs->setCurrentIndex(shown);
    }
    return missing;
}

void collectMenuActions(const QMenu* menu, QList<QAction*>* actions)
{
    const auto all = menu->actions();
    for (QAction* action : all) {
        if (action->isSeparator())
            continue;
        if (action->menu())
            collectMenuActions(action->menu(), actions);
        else
            actions->append(action);
    }
}

} // namespace

class TestTooltips : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void initTestCase() { useScratchSettings(); }

    void everyControlHasHelp_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("page");
        for (const char* language : { "en", "zh" }) {
            for (const QString& page : chapters::ids())
                QTest::newRow(qPrintable(QStringLiteral("%1_%2").arg(QLatin1String(language), page)))
                    << QString::fromLatin1(language) << page;
        }
    }
    void everyControlHasHelp()
    {
        QFETCH(QString, language);
        QFETCH(QString, page);
        language::install(QStringLiteral("en"));
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Switched live, as from the View menu: every page must set its help again.
        language::install(language);
        QTRY_VERIFY(language == QLatin1String("en") || window.menuBar()->actions().first()->text() != u"&File");
        QVERIFY(window.showPage(page));
        QVERIFY2(!shownControls(window.page(page)).isEmpty(), "a chapter without controls checks nothing");
        const QStringList missing = controlsWithoutHelp(window.page(page));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no tooltip: %1").arg(missing.join(u", "))));
    }

    void theSentenceBarAndSidebarHaveHelp_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("zh") << QStringLiteral("zh");
    }
    void theSentenceBarAndSidebarHaveHelp()
    {
        QFETCH(QString, language);
        language::install(language);
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList missing = controlsWithoutHelp(window.sentenceBar());
        auto* chapters = window.findChild<QListWidget*>(QStringLiteral("chapterList"));
        QVERIFY(chapters);
        if (!hasHelp(chapters))
            missing.append(describe(chapters));
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no tooltip: %1").arg(missing.join(u", "))));
    }

    void everyActionHasAStatusTip_data() { theSentenceBarAndSidebarHaveHelp_data(); }
    void everyActionHasAStatusTip()
    {
        QFETCH(QString, language);
        language::install(language);
        Workspace workspace;
        MainWindow window(&workspace);
        QList<QAction*> actions;
        const auto menus = window.menuBar()->actions();
        for (QAction* menu : menus)
            collectMenuActions(menu->menu(), &actions);
        QVERIFY(actions.size() > 20);
        QStringList missing;
        for (const QAction* action : std::as_const(actions)) {
            if (action->statusTip().isEmpty())
                missing.append(action->text());
        }
        const auto toolBars = window.findChildren<QToolBar*>();
        for (const QToolBar* toolBar : toolBars) {
            for (const QAction* action : toolBar->actions()) {
                if (!action->isSeparator() && (action->toolTip().isEmpty() || action->statusTip().isEmpty()))
                    missing.append(action->text());
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("no status tip: %1").arg(missing.join(u", "))));
    }
};

QTEST_MAIN(TestTooltips)
#include "tst_tooltips.moc"
