// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "heatmapaccessible.h"
#include "heatmapview.h"
#include "language.h"
#include "models/attentionmatrixmodel.h"
#include "models/workspacebinder.h"
#include "shownheatmap.h"
#include "workspace.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

namespace {

/// What a screen reader would have heard: every accessibility event, copied
/// while it is alive (the event and its interface are gone afterwards).
struct HeardEvent
{
    QAccessible::Event type = QAccessible::InvalidEvent;
    int child = -1;
    QString childName;
    QAccessibleTableModelChangeEvent::ModelChangeType change = QAccessibleTableModelChangeEvent::ModelReset;
    int firstRow = -1;
    int lastRow = -1;
    int firstColumn = -1;
    int lastColumn = -1;
};
QList<HeardEvent> heard;

void listen(QAccessibleEvent* event)
{
    HeardEvent copy;
    copy.type = event->type();
    copy.child = event->child();
    if (event->child() >= 0) {
        if (QAccessibleInterface* iface = event->accessibleInterface())
            copy.childName = iface->text(QAccessible::Name);
    }
    if (event->type() == QAccessible::TableModelChanged) {
        auto* change = static_cast<QAccessibleTableModelChangeEvent*>(event);
        copy.change = change->modelChangeType();
        copy.firstRow = change->firstRow();
        copy.lastRow = change->lastRow();
        copy.firstColumn = change->firstColumn();
        copy.lastColumn = change->lastColumn();
    }
    heard.append(copy);
}

QList<HeardEvent> heardOfType(QAccessible::Event type)
{
    QList<HeardEvent> found;
    for (const HeardEvent& event : std::as_const(heard)) {
        if (event.type == type)
            found.append(event);
    }
    return found;
}

/// The shown heatmap, and the table a screen reader sees.
struct Fixture : testing::ShownHeatmap
{
    QAccessibleInterface* table() { return QAccessible::queryAccessibleInterface(&view); }
};

} // namespace

class TestHeatmapAccessible : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        language::install(QStringLiteral("zh"));
        // The offscreen platform has no screen-reader bridge, so Qt would drop the events.
        HeatmapAccessible::setEventSink(listen);
    }
    void init()
    {
        AttentionLab::testing::failOnAnyWarning();
        heard.clear();
    }

    void theHeatmapIsATableOfWords()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QAccessibleInterface* table = f.table();
        QVERIFY(table);
        QCOMPARE(table->role(), QAccessible::Table);
        QCOMPARE(table->text(QAccessible::Name), QStringLiteral("注意力热力图"));
        QAccessibleTableInterface* grid = table->tableInterface();
        QVERIFY2(grid, "the heatmap offers no table interface");
        QCOMPARE(grid->rowCount(), 4);
        QCOMPARE(grid->columnCount(), 4);
        QCOMPARE(grid->rowDescription(0), QStringLiteral("苹果"));
        QCOMPARE(grid->columnDescription(3), QStringLiteral("手机"));
        QCOMPARE(table->childCount(), 4 * 4 + 4 + 4); // cells, column headers, row headers
        QCOMPARE(table->child(16)->role(), QAccessible::ColumnHeader);
        QCOMPARE(table->child(16)->text(QAccessible::Name), QStringLiteral("苹果"));
        QCOMPARE(table->child(23)->role(), QAccessible::RowHeader);
        QCOMPARE(table->child(23)->text(QAccessible::Name), QStringLiteral("手机"));
        QVERIFY(!table->child(24));
    }

    void cellsReadLikeTheTooltip_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("rowWord");
        QTest::addColumn<QString>("columnWord");
        QTest::newRow("apple_to_phone") << 0 << 3 << QStringLiteral("『苹果』分给『手机』的注意力：0.21")
                                        << QStringLiteral("0.21") << QStringLiteral("苹果") << QStringLiteral("手机");
        QTest::newRow("new_to_itself") << 2 << 2 << QStringLiteral("『新』分给『新』的注意力：0.43")
                                       << QStringLiteral("0.43") << QStringLiteral("新") << QStringLiteral("新");
    }
    void cellsReadLikeTheTooltip()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, name);
        QFETCH(QString, value);
        QFETCH(QString, rowWord);
        QFETCH(QString, columnWord);
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QAccessibleInterface* table = f.table();
        QAccessibleInterface* cell = table->tableInterface()->cellAt(row, column);
        QVERIFY(cell);
        QCOMPARE(cell->role(), QAccessible::Cell);
        QCOMPARE(cell->text(QAccessible::Name), name);
        QCOMPARE(cell->text(QAccessible::Value), value);
        QCOMPARE(cell->parent(), table);
        QCOMPARE(table->indexOfChild(cell), row * 4 + column);
        QCOMPARE(table->child(row * 4 + column), cell); // the same interface every time
        QAccessibleTableCellInterface* place = cell->tableCellInterface();
        QVERIFY(place);
        QCOMPARE(place->rowIndex(), row);
        QCOMPARE(place->columnIndex(), column);
        QCOMPARE(place->rowHeaderCells().value(0)->text(QAccessible::Name), rowWord);
        QCOMPARE(place->columnHeaderCells().value(0)->text(QAccessible::Name), columnWord);
        QCOMPARE(place->table(), table);
        // Where a magnifier or a touch explorer looks for it.
        const QPoint centre = f.view.mapToGlobal(f.view.cellCenter(row, column));
        QVERIFY(cell->rect().contains(centre));
        QCOMPARE(table->childAt(centre.x(), centre.y()), cell);
    }

    void focusFollowsTheKeyboardCell()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        QTRY_VERIFY(f.view.hasFocus());
        heard.clear();
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Right);
        const QList<HeardEvent> focus = heardOfType(QAccessible::Focus);
        QCOMPARE(focus.size(), 3);
        QCOMPARE(focus.last().child, 3); // row 0, column 3
        QCOMPARE(focus.last().childName, QStringLiteral("『苹果』分给『手机』的注意力：0.21"));
        QTest::keyClick(&f.view, Qt::Key_Down);
        QCOMPARE(heardOfType(QAccessible::Focus).last().child, 1 * 4 + 3);

        QAccessibleInterface* table = f.table();
        QAccessibleInterface* current = table->tableInterface()->cellAt(1, 3);
        QCOMPARE(table->focusChild(), current);
        QVERIFY(current->state().focused);
        QVERIFY(current->state().selected);
        QVERIFY(!table->tableInterface()->cellAt(0, 3)->state().focused);
        QCOMPARE(table->tableInterface()->selectedCells(), QList<QAccessibleInterface*> { current });
    }

    void noFocusEventsWhileTheHeatmapHasNoFocus()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.clearFocus();
        QVERIFY(!f.view.hasFocus());
        heard.clear();
        f.view.setFocusCell(2, 1);
        QVERIFY(heardOfType(QAccessible::Focus).isEmpty());
        QVERIFY(!f.table()->focusChild());
    }

    void showingScoresIsAnnouncedAsChangedData()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QAccessibleInterface* cell = f.table()->tableInterface()->cellAt(0, 3);
        heard.clear();
        f.model.setQuantity(AttentionMatrixModel::Quantity::Scores);
        const QList<HeardEvent> changes = heardOfType(QAccessible::TableModelChanged);
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes.first().change, QAccessibleTableModelChangeEvent::DataChanged);
        QCOMPARE(changes.first().firstRow, 0);
        QCOMPARE(changes.first().lastRow, 3);
        QCOMPARE(changes.first().firstColumn, 0);
        QCOMPARE(changes.first().lastColumn, 3);
        // 苹果 (1, 1, 0, 0) · 手机 (1, 0, 0.2, 0.1) = 1.00; the same cell reads the new number.
        QCOMPARE(cell->text(QAccessible::Value), QStringLiteral("1.00"));
        QCOMPARE(cell->text(QAccessible::Name), QStringLiteral("『苹果』对『手机』的得分：1.00"));
    }

    void aNewSentenceResetsTheTable()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QAccessibleInterface* table = f.table();
        QVERIFY(table->tableInterface()->cellAt(3, 3));
        heard.clear();
        f.workspace.setSentence(0, QStringLiteral("吃 苹果 和"));
        const QList<HeardEvent> changes = heardOfType(QAccessible::TableModelChanged);
        QVERIFY(!changes.isEmpty());
        QCOMPARE(changes.last().change, QAccessibleTableModelChangeEvent::ModelReset);
        QCOMPARE(table->tableInterface()->rowCount(), 3);
        QCOMPARE(table->childCount(), 3 * 3 + 3 + 3);
        QVERIFY(!table->tableInterface()->cellAt(3, 3));
        QCOMPARE(table->tableInterface()->cellAt(0, 1)->tableCellInterface()->columnHeaderCells().value(0)->text(
                     QAccessible::Name),
                 QStringLiteral("苹果"));
    }

    void pressingACellChoosesItsRowWord()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy activated(&f.view, &HeatmapView::rowActivated);
        QAccessibleInterface* cell = f.table()->tableInterface()->cellAt(2, 0);
        QAccessibleActionInterface* actions = cell->actionInterface();
        QVERIFY(actions);
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::pressAction()));
        actions->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toInt(), 2);
        QCOMPARE(f.view.focusRow(), 2);
        QCOMPARE(f.view.focusColumn(), 0);
    }

    // Issue 16: while a question hides the values, a screen reader hears the words of a cell but
    // no number, and the chosen cell reads as checked.
    void hiddenValuesAreNotReadOut()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setValuesHidden(true);
        f.view.setChosenCell(0, 3);
        QAccessibleInterface* cell = f.table()->tableInterface()->cellAt(0, 3);
        QVERIFY(cell);
        const QString name = cell->text(QAccessible::Name);
        QVERIFY2(name.contains(QStringLiteral("苹果")) && name.contains(QStringLiteral("手机")), qPrintable(name));
        QVERIFY2(!name.contains(QStringLiteral("0.21")), qPrintable(name));
        QVERIFY(cell->text(QAccessible::Value).isEmpty());
        QVERIFY(cell->state().checked);
        QVERIFY(!f.table()->tableInterface()->cellAt(0, 2)->state().checked);
    }
};

QTEST_MAIN(TestHeatmapAccessible)
#include "tst_heatmapaccessible.moc"
