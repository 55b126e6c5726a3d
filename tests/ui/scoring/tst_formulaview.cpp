// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "formulaview.h"
#include "monospacedchinese.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QScrollBar>
#include <QTest>

using namespace AttentionLab;

namespace {
QStringList formulaLines(int count, int terms = 4)
{
    QStringList lines;
    for (int i = 0; i < count; ++i) {
        QStringList products;
        for (int t = 0; t < terms; ++t)
            products.append(QStringLiteral("1.0×0.%1").arg(t + i));
        lines.append(QStringLiteral("苹果·词%1 = %2 = 1.00").arg(i).arg(products.join(QStringLiteral(" + "))));
    }
    return lines;
}
} // namespace

class TestFormulaView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    // As tall as its lines, up to MaximumHeight; then it scrolls, and the keyboard scrolls it.
    void heightFollowsTheLinesUpToItsMaximum()
    {
        FormulaView view;
        view.resize(900, 100);
        view.setLines(formulaLines(2));
        const int two = view.sizeHint().height();
        view.setLines(formulaLines(4));
        const int four = view.sizeHint().height();
        QVERIFY(four > two);
        QVERIFY(four < FormulaView::MaximumHeight);
        QVERIFY(four - two >= 2 * view.fontMetrics().lineSpacing()); // Chinese lines are taller
        view.setLines(formulaLines(80));
        QCOMPARE(view.sizeHint().height(), FormulaView::MaximumHeight);
        QCOMPARE(view.toPlainText(), formulaLines(80).join(QLatin1Char('\n')));

        view.resize(900, view.sizeHint().height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.verticalScrollBar()->maximum() > 0);
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
        QVERIFY(view.verticalScrollBar()->value() > 0);
        const QRect last = view.cursorRect(); // the cursor is on the last line, which is on screen
        QVERIFY(last.top() >= 0 && last.bottom() <= view.viewport()->height());
        QCOMPARE(view.textCursor().blockNumber(), 79);
    }

    // The arithmetic's words are Chinese: drawn from the Simplified Chinese face, after the desktop's
    // monospaced one (which keeps the columns of numbers).
    void chineseComesFromTheSimplifiedFace()
    {
        FormulaView view;
        testing::verifyMonospacedWithSimplifiedChinese(view.font());
        if (QTest::currentTestFailed())
            return;
    }

    // A line wider than the box wraps instead of scrolling sideways, and the box grows for it.
    void wideLinesWrap()
    {
        FormulaView view;
        view.setLines(formulaLines(2, 8));
        view.resize(2000, 100);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const int wide = view.sizeHint().height();
        view.resize(220, 100);
        QTRY_VERIFY(view.sizeHint().height() > wide);
        QCOMPARE(view.horizontalScrollBar()->maximum(), 0);
    }

    // Read-only, and what is selected can be copied.
    void selectAndCopy()
    {
        FormulaView view;
        view.setLines(formulaLines(3));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QTest::keyClicks(&view, QStringLiteral("x"));
        QCOMPARE(view.toPlainText(), formulaLines(3).join(QLatin1Char('\n')));
        QTest::keyClick(&view, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text(), formulaLines(3).join(QLatin1Char('\n')));
    }
};

QTEST_MAIN(TestFormulaView)
#include "tst_formulaview.moc"
