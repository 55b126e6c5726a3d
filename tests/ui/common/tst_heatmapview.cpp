// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "heatmappainter.h"
#include "heatmapview.h"
#include "language.h"
#include "models/attentionmatrixmodel.h"
#include "models/workspacebinder.h"
#include "shownheatmap.h"
#include "workspace.h"

#include <QHelpEvent>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace AttentionLab;

class TestHeatmapView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void initTestCase() { language::install(QStringLiteral("zh")); }

    void tooltipAtACellCentre_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("apple_to_phone") << 0 << 3 << QStringLiteral("『苹果』分给『手机』的注意力：0.21");
        QTest::newRow("new_to_itself") << 2 << 2 << QStringLiteral("『新』分给『新』的注意力：0.43");
    }
    void tooltipAtACellCentre()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, expected);
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        HeatmapView view;
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPoint centre = view.cellCenter(row, column);
        QHelpEvent help(QEvent::ToolTip, centre, view.mapToGlobal(centre));
        QCoreApplication::sendEvent(&view, &help);
        QTRY_COMPARE(QToolTip::text(), expected);
        QToolTip::hideText();
    }

    void clickActivatesTheRow()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        HeatmapView view;
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy activated(&view, &HeatmapView::rowActivated);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(3, 1));
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 3);
        QTest::mouseClick(&view, Qt::LeftButton, {}, QPoint(2, 2)); // outside the grid
        QCOMPARE(activated.size(), 1);
    }

    void arrowKeysMoveTheFocusCell()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        HeatmapView view;
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy focus(&view, &HeatmapView::focusCellChanged);
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right);
        QTest::keyClick(&view, Qt::Key_Right); // stops at the edge
        QCOMPARE(view.focusRow(), 0);
        QCOMPARE(view.focusColumn(), 3);
        QCOMPARE(focus.last().at(2).toString(), QStringLiteral("『苹果』分给『手机』的注意力：0.21"));
        QCOMPARE(view.accessibleDescription(), QStringLiteral("『苹果』分给『手机』的注意力：0.21"));
        QTest::keyClick(&view, Qt::Key_Down);
        QCOMPARE(view.focusRow(), 1);
        QSignalSpy activated(&view, &HeatmapView::rowActivated);
        QTest::keyClick(&view, Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toInt(), 1);
        QVERIFY(!view.accessibleName().isEmpty());
    }

    void repaintsFromTheCacheUntilSomethingChanges()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        HeatmapView view;
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.repaint();
        const int rendered = view.renderCount();
        QTest::mouseMove(&view, view.cellCenter(1, 1));
        QTest::mouseMove(&view, view.cellCenter(2, 2));
        view.repaint();
        QCOMPARE(view.renderCount(), rendered); // hover draws over the cache
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼"));
        view.repaint();
        QCOMPARE(view.renderCount(), rendered + 1);
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, Qt::black);
        dark.setColor(QPalette::WindowText, Qt::white);
        view.setPalette(dark);
        view.repaint();
        QCOMPARE(view.renderCount(), rendered + 2);
        view.resize(650, 500);
        view.repaint();
        QCOMPARE(view.renderCount(), rendered + 3);
    }

    void paintsWhatTheModelHolds()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        HeatmapView view;
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shot = view.grab().toImage();
        // 苹果 -> 苹果 (0.56) is darker on screen than 苹果 -> 新 (0.09).
        const QPoint strong = view.cellCenter(0, 0) + QPoint(0, 20);
        const QPoint weak = view.cellCenter(0, 2) + QPoint(0, 20);
        QVERIFY(qGray(shot.pixel(strong * shot.devicePixelRatio()))
                < qGray(shot.pixel(weak * shot.devicePixelRatio())));
    }

    // Issue 17, item 15: the hover tint washed the hovered row and column in blue, so a positive
    // (red) score looked negative. The cells keep their colour; only outlines mark them.
    void hoverKeepsTheCellColours()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        model.setQuantity(AttentionMatrixModel::Quantity::Scores);
        HeatmapView view;
        view.setModel(&model);
        view.resize(700, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage before = view.grab().toImage();
        QTest::mouseMove(&view, view.cellCenter(1, 1));
        QTRY_VERIFY(view.grab().toImage() != before); // the hover is drawn
        const QImage after = view.grab().toImage();
        // Cell (1, 3) is in the hovered row, (3, 1) in the hovered column: same colour as without hover
        // (looked at off the centre, away from the number, and inside the dashed outline).
        for (const auto& [row, column] : { std::pair { 1, 3 }, std::pair { 3, 1 } }) {
            const QRectF cell = view.cellRect(row, column);
            const QPoint at = (cell.topLeft() + QPointF(cell.width() * 0.25, cell.height() * 0.3)).toPoint();
            QCOMPARE(after.pixelColor(at * after.devicePixelRatio()),
                     before.pixelColor(at * before.devicePixelRatio()));
        }
    }

    // Issue 16: a question asks about a heatmap before its numbers are shown. Hidden, the cells
    // are all the background, nothing is written in them, and the tooltip names only the words.
    void hiddenValuesShowOnlyTheGridAndTheWords()
    {
        testing::ShownHeatmap shown;
        HeatmapView& view = shown.view;
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setValuesHidden(true);
        QVERIFY(view.painter().figure().hiddenValues);
        const QImage shot = view.grab().toImage();
        const QColor background = view.palette().color(QPalette::Base);
        for (int row = 0; row < 4; ++row) {
            for (int column = 0; column < 4; ++column) {
                // A quarter into the cell: where a colour would be, and a number is not.
                const QRectF cell = view.cellRect(row, column);
                const QPoint at = (cell.topLeft() + QPointF(cell.width() * 0.25, cell.height() * 0.25)).toPoint();
                QCOMPARE(shot.pixelColor(at * shot.devicePixelRatio()), background);
                // The middle, where 0.21 would be written.
                QCOMPARE(shot.pixelColor(cell.center().toPoint() * shot.devicePixelRatio()), background);
            }
        }
        const QPoint centre = view.cellCenter(0, 3);
        QHelpEvent help(QEvent::ToolTip, centre, view.mapToGlobal(centre));
        QCoreApplication::sendEvent(&view, &help);
        QTRY_VERIFY(!QToolTip::text().isEmpty());
        QVERIFY2(QToolTip::text().contains(QStringLiteral("苹果")) && QToolTip::text().contains(QStringLiteral("手机")),
                 qPrintable(QToolTip::text()));
        QVERIFY2(!QToolTip::text().contains(QRegularExpression(QStringLiteral("[0-9]"))), qPrintable(QToolTip::text()));
        QToolTip::hideText();
        QVERIFY(!view.accessibleDescription().contains(QRegularExpression(QStringLiteral("[0-9]"))));
        // Shown again: the colours are back.
        view.setValuesHidden(false);
        const QImage coloured = view.grab().toImage();
        const QRectF cell = view.cellRect(0, 0);
        const QPoint at = (cell.topLeft() + QPointF(cell.width() * 0.25, cell.height() * 0.25)).toPoint();
        QVERIFY(coloured.pixelColor(at * coloured.devicePixelRatio()) != background);
    }

    // A question about one row: a click anywhere in column c, and the keyboard's Enter, choose
    // that column's cell in the pinned row; the choice is marked.
    void aPinnedRowKeepsTheChoiceInItsRow()
    {
        testing::ShownHeatmap shown;
        HeatmapView& view = shown.view;
        view.setValuesHidden(true);
        view.setPinnedRow(1);
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy cells(&view, &HeatmapView::cellActivated);
        QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter(3, 2));
        QCOMPARE(cells.size(), 1);
        QCOMPARE(cells.at(0).at(0).toInt(), 1);
        QCOMPARE(cells.at(0).at(1).toInt(), 2);
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_Down); // stays in row 1
        QTest::keyClick(&view, Qt::Key_Right);
        QCOMPARE(view.focusRow(), 1);
        QCOMPARE(view.focusColumn(), 3);
        QTest::keyClick(&view, Qt::Key_Space);
        QCOMPARE(cells.size(), 2);
        QCOMPARE(cells.at(1).at(0).toInt(), 1);
        QCOMPARE(cells.at(1).at(1).toInt(), 3);
        // The chosen cell is drawn over the grid.
        const QImage before = view.grab().toImage();
        view.setChosenCell(1, 3);
        const QImage after = view.grab().toImage();
        const QRectF cell = view.cellRect(1, 3);
        const QPoint at = (cell.topLeft() + QPointF(cell.width() * 0.25, cell.height() * 0.25)).toPoint();
        QVERIFY(after.pixelColor(at * after.devicePixelRatio()) != before.pixelColor(at * before.devicePixelRatio()));
    }

    void longSentenceStaysUsable()
    {
        Workspace workspace;
        QStringList words;
        for (int i = 0; i < 512; ++i)
            words.append(i % 3 ? QStringLiteral("苹果") : QStringLiteral("香蕉"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        workspace.waitForAttention(); // 512 words are computed in the background
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        HeatmapView view;
        view.setModel(&model);
        view.resize(900, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.repaint();
        QVERIFY(!view.currentLayout().showNumbers);
        QVERIFY(view.currentLayout().rowLabelStep > 1);
        const QPoint centre = view.cellCenter(511, 0);
        QHelpEvent help(QEvent::ToolTip, centre, view.mapToGlobal(centre));
        QCoreApplication::sendEvent(&view, &help);
        QTRY_VERIFY(QToolTip::text().startsWith(QStringLiteral("『苹果』分给『香蕉』")));
        QToolTip::hideText();
    }
};

QTEST_MAIN(TestHeatmapView)
#include "tst_heatmapview.moc"
