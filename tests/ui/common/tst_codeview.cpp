// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"
#include "failonwarning.h"
#include "monospacedchinese.h"
#include "oklab.h"
#include "pythonhighlighter.h"
#include "zoom.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>

using namespace AttentionLab;

namespace {
QString sampleCode(int lines)
{
    QStringList code { QStringLiteral("import torch  # the library"), QString(),
                       QStringLiteral("x = torch.tensor([1.0, 0.2], dtype=torch.float64)"),
                       QStringLiteral("print(f\"{x.sum().item():.4f}\")") };
    for (int i = static_cast<int>(code.size()); i < lines; ++i)
        code.append(i % 2 ? QStringLiteral("y%1 = x * %1").arg(i) : QStringLiteral("y%1 = vec[\"苹果\"] * %1").arg(i));
    return code.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

/// The lines (1-based) on screen whose background is the marker's, read off a picture of the
/// viewport at its right end, where no text is.
QList<int> markedLines(CodeView& view)
{
    const QImage shot = view.viewport()->grab().toImage();
    QList<int> lines;
    // Without line wrapping the scroll bar counts lines: its value is the first line on screen.
    for (QTextBlock block = view.document()->findBlockByNumber(view.verticalScrollBar()->value()); block.isValid();
         block = block.next()) {
        const QRect rect = view.cursorRect(QTextCursor(block));
        // The last line may show only its top: its middle, where the colour is read, is below the view.
        if (rect.center().y() >= view.viewport()->height())
            break;
        const QPoint at = QPoint(view.viewport()->width() - 5, rect.center().y()) * shot.devicePixelRatio();
        if (shot.pixelColor(at).rgb() == view.currentLineColour().rgb())
            lines.append(block.blockNumber() + 1);
    }
    return lines;
}

/// The colour the highlighter gave the character at \a column of line \a line (1-based).
QColor colourAt(const CodeView& view, int line, int column)
{
    const QTextBlock block = view.document()->findBlockByNumber(line - 1);
    for (const QTextLayout::FormatRange& range : block.layout()->formats()) {
        if (column >= range.start && column < range.start + range.length)
            return range.format.foreground().color();
    }
    return QColor();
}
} // namespace

class TestCodeView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void highlightMovesToTheGivenLines_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::newRow("one_line") << 3 << 3;
        QTest::newRow("three_lines") << 2 << 4;
        QTest::newRow("far_down") << 70 << 72;
        QTest::newRow("cleared") << 0 << 0;
    }
    void highlightMovesToTheGivenLines()
    {
        QFETCH(int, first);
        QFETCH(int, last);
        CodeView view;
        view.resize(500, 300);
        view.setCode(sampleCode(80));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setHighlightedLines(10, 12);
        view.setHighlightedLines(first, last);
        QCOMPARE(view.highlightedFirst(), first);
        QCOMPARE(view.highlightedLast(), last);
        QList<int> expected;
        for (int line = first; first > 0 && line <= last; ++line)
            expected.append(line);
        // Painted on exactly those lines, all of them on screen.
        QCOMPARE(markedLines(view), expected);
        if (first > 0) {
            // Scrolled into view: the marked lines are between the top and the bottom of the viewport.
            const QRect firstRect = view.cursorRect(QTextCursor(view.document()->findBlockByNumber(first - 1)));
            const QRect lastRect = view.cursorRect(QTextCursor(view.document()->findBlockByNumber(last - 1)));
            QVERIFY2(firstRect.top() >= 0 && lastRect.bottom() <= view.viewport()->height(),
                     qPrintable(QStringLiteral("lines %1-%2 are at y %3-%4, the view is %5 high")
                                    .arg(first)
                                    .arg(last)
                                    .arg(firstRect.top())
                                    .arg(lastRect.bottom())
                                    .arg(view.viewport()->height())));
        }
        QCOMPARE(view.highlightedText().count(QLatin1Char('\n')), first > 0 ? last - first : 0);
    }

    void highlightSurvivesNewCode()
    {
        CodeView view;
        view.setCode(sampleCode(20));
        view.resize(500, 300);
        view.setHighlightedLines(3, 4);
        view.setCode(sampleCode(25));
        QCOMPARE(markedLines(view), (QList<int> { 3, 4 }));
        view.setCode(QStringLiteral("a = 1\nb = 2\n"));
        QCOMPARE(view.document()->blockCount(), 2); // the trailing newline is no extra line
        QCOMPARE(view.highlightedFirst(), 2); // clamped to the shorter code
        QCOMPARE(view.highlightedLast(), 2);
        QCOMPARE(view.highlightedText(), QStringLiteral("b = 2"));
        QCOMPARE(markedLines(view), (QList<int> { 2 }));
    }

    // The width for the longest line keeps the widths of lines it measured before: after new code
    // and after a new font, it is what a view that never measured anything finds.
    void widthForLongestLineFollowsCodeAndFont()
    {
        CodeView view;
        const auto freshWidth = [&view](const QString& code) {
            CodeView fresh;
            fresh.setFont(view.font());
            fresh.setCode(code);
            return fresh.widthForLongestLine();
        };
        view.setCode(sampleCode(40));
        const int before = view.widthForLongestLine();
        QCOMPARE(before, freshWidth(sampleCode(40)));
        const QString longer
            = sampleCode(40)
            + QStringLiteral(
                  "z = vec[\"苹果\"] + vec[\"香蕉\"] + vec[\"手机\"] + vec[\"电脑\"] + vec[\"发布\"] * 1000\n");
        view.setCode(longer);
        QVERIFY(view.widthForLongestLine() > before);
        QCOMPARE(view.widthForLongestLine(), freshWidth(longer));
        const int smaller = view.widthForLongestLine();
        QFont larger = view.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        view.setFont(larger);
        QVERIFY(view.widthForLongestLine() > smaller);
        QCOMPARE(view.widthForLongestLine(), freshWidth(longer));
        view.setCode(sampleCode(40));
        QCOMPARE(view.widthForLongestLine(), freshWidth(sampleCode(40)));
    }

    // The code's words are Chinese: drawn from the Simplified Chinese face, after the desktop's
    // monospaced one (which keeps the code's columns), at every zoom.
    void chineseComesFromTheSimplifiedFace()
    {
        CodeView view;
        testing::verifyMonospacedWithSimplifiedChinese(view.font());
        if (QTest::currentTestFailed())
            return;
        const QStringList families = view.font().families();
        const double size = view.font().pointSizeF();
        zoom::setPercent(150);
        QCOMPARE(view.font().families(), families);
        QVERIFY(view.font().pointSizeF() > size);
        zoom::setPercent(zoom::Actual);
    }

    // A marked range longer than the view: the view shows its start, without a line of context,
    // and the marker covers every line on screen. A step far down scrolls there; one on screen
    // does not move the view.
    void longHighlightShowsItsStart()
    {
        CodeView view;
        view.resize(500, 300);
        view.setCode(sampleCode(300));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setHighlightedLines(20, 280);
        QCOMPARE(view.verticalScrollBar()->value(), 19);
        const QList<int> marked = markedLines(view);
        QVERIFY(marked.size() > 5);
        QCOMPARE(marked.constFirst(), 20);
        for (int i = 1; i < marked.size(); ++i)
            QCOMPARE(marked.at(i), marked.at(i - 1) + 1);
        view.setHighlightedLines(200, 201);
        QCOMPARE(view.verticalScrollBar()->value(), 198); // one line of context above
        QCOMPARE(markedLines(view), (QList<int> { 200, 201 }));
        view.setHighlightedLines(203, 204);
        QCOMPARE(view.verticalScrollBar()->value(), 198); // already on screen: stays
        QCOMPARE(markedLines(view), (QList<int> { 203, 204 }));
        view.setHighlightedLines(100, 100);
        QCOMPARE(view.verticalScrollBar()->value(), 98); // above the view: scrolls up
    }

    void isReadOnly()
    {
        CodeView view;
        view.setCode(sampleCode(5));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setFocus();
        QTest::keyClicks(&view, QStringLiteral("oops"));
        QTest::keyClick(&view, Qt::Key_Backspace);
        QTest::keyClick(&view, Qt::Key_Return);
        QVERIFY(view.isReadOnly());
        QCOMPARE(view.toPlainText() + QLatin1Char('\n'), sampleCode(5));
        QCOMPARE(view.code(), sampleCode(5));
    }

    void copyPutsTheCodeOnTheClipboard()
    {
        CodeView view;
        view.setCode(sampleCode(6));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QSignalSpy copied(&view, &CodeView::copied);
        QGuiApplication::clipboard()->setText(QStringLiteral("something else"));
        view.setFocus();
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier); // nothing selected: everything
        QCOMPARE(QGuiApplication::clipboard()->text(), sampleCode(6));
        QCOMPARE(copied.size(), 1);
        QCOMPARE(copied.last().at(0).toBool(), true);
        // Select the first word with the keyboard, then copy just that.
        QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
        QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier | Qt::ControlModifier);
        QVERIFY(view.textCursor().hasSelection());
        QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QGuiApplication::clipboard()->text().trimmed(), QStringLiteral("import"));
        QCOMPARE(copied.last().at(0).toBool(), false);
        view.copyAll();
        QCOMPARE(QGuiApplication::clipboard()->text(), sampleCode(6));
    }

    void syntaxColoursFromThePalette()
    {
        CodeView view;
        view.setCode(sampleCode(5));
        const PythonTheme theme = view.highlighter()->theme();
        QCOMPARE(colourAt(view, 1, 0), theme.keyword); // import
        QCOMPARE(colourAt(view, 1, 15), theme.comment); // # the library
        QCOMPARE(colourAt(view, 3, 10), theme.function); // tensor(
        QCOMPARE(colourAt(view, 3, 18), theme.number); // 1.0
        QCOMPARE(colourAt(view, 4, 6), theme.string); // f"..."
        QVERIFY(!colourAt(view, 3, 0).isValid()); // x: plain
    }

    void readableInADarkPalette()
    {
        CodeView view;
        view.setCode(sampleCode(5));
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Text, QColor(230, 230, 230));
        dark.setColor(QPalette::Highlight, QColor(42, 130, 218));
        view.setPalette(dark);
        const PythonTheme theme = view.highlighter()->theme();
        for (const QColor& colour : { theme.keyword, theme.function, theme.number, theme.string, theme.comment })
            QVERIFY2(oklab::contrastRatio(colour, dark.color(QPalette::Base)) >= 4.5, qPrintable(colour.name()));
        QCOMPARE(colourAt(view, 1, 0), theme.keyword); // re-highlighted with the new colours
        view.setHighlightedLines(1, 1);
        // The marked line stays dark enough for light text.
        QVERIFY(oklab::contrastRatio(view.currentLineColour(), dark.color(QPalette::Text)) >= 4.5);
    }
};

QTEST_MAIN(TestCodeView)
#include "tst_codeview.moc"
