// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "wordline.h"
#include "wordlineaccessible.h"

#include <QAccessible>
#include <QAccessibleActionInterface>

#include <QApplication>
#include <QFontMetrics>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using namespace AttentionLab;

namespace {
// Every third word unknown: 量子0?, 苹果1, 苹果2, 量子3?, ...
QList<WordLine::Word> words(int count)
{
    QList<WordLine::Word> list;
    for (int i = 0; i < count; ++i)
        list.append(i % 3 == 0 ? WordLine::Word { QStringLiteral("量子%1").arg(i), false }
                               : WordLine::Word { QStringLiteral("苹果%1").arg(i), true });
    return list;
}

// The offscreen platform has no screen-reader bridge, so Qt would drop the events.
struct Heard
{
    QAccessible::Event type;
    QObject* object;
    int child;
};
QList<Heard> heard;
void listen(QAccessibleEvent* event)
{
    heard.append({ event->type(), event->object(), event->child() });
}
QList<int> focusedChildren(QObject* object)
{
    QList<int> children;
    for (const Heard& each : std::as_const(heard)) {
        if (each.type == QAccessible::Focus && each.object == object)
            children.append(each.child);
    }
    return children;
}
} // namespace

class TestWordLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { WordLineAccessible::setEventSink(listen); }
    void init()
    {
        AttentionLab::testing::failOnAnyWarning();
        heard.clear();
    }

    void saysWhatItShows()
    {
        WordLine line;
        line.setWords(words(4), QStringLiteral("(9 words in all)"), { QStringLiteral("a note") });
        QCOMPARE(line.plainText(), QStringLiteral("量子0? · 苹果1 · 苹果2 · 量子3? … (9 words in all)  a note"));
        QCOMPARE(line.accessibleName(), line.plainText());
        QCOMPARE(line.linkCount(), 2);
        line.setWords({}, QStringLiteral("No words yet"));
        QCOMPARE(line.plainText(), QStringLiteral("No words yet"));
        QCOMPARE(line.linkCount(), 0);
        QCOMPARE(line.focusPolicy(), Qt::NoFocus); // nothing to reach with Tab
    }

    // One line, at least; the height comes by width, a line at a time.
    void hintsAreOneLineAndTheHeightComesByWidth()
    {
        WordLine line;
        line.setWords(words(60));
        const int lineHeight = line.fontMetrics().lineSpacing();
        QVERIFY(line.hasHeightForWidth());
        QCOMPARE(line.sizeHint().height(), lineHeight);
        QCOMPARE(line.minimumSizeHint(), QSize(0, lineHeight));
        QVERIFY(line.heightForWidth(400) > 2 * lineHeight); // sixty words wrap
        QCOMPARE(line.heightForWidth(400) % lineHeight, 0);
        QCOMPARE(line.heightForWidth(100000), lineHeight);
    }

    // Words are never broken, and a line holds as many as fit: worked out by hand from their widths.
    void aLineHoldsTheWordsThatFit_data()
    {
        QTest::addColumn<int>("wordsPerLine");
        QTest::newRow("one") << 1;
        QTest::newRow("two") << 2;
        QTest::newRow("three") << 3;
    }
    void aLineHoldsTheWordsThatFit()
    {
        QFETCH(int, wordsPerLine);
        const QList<WordLine::Word> six { { QStringLiteral("苹果"), true }, { QStringLiteral("发布"), true },
                                          { QStringLiteral("手机"), true }, { QStringLiteral("香蕉"), true },
                                          { QStringLiteral("电脑"), true }, { QStringLiteral("和吃"), true } };
        WordLine line;
        line.setWords(six);
        const QFontMetrics metrics(line.font());
        const int word = metrics.horizontalAdvance(QStringLiteral("苹果")); // every word is two such characters
        const int separator = metrics.horizontalAdvance(QStringLiteral(" · "));
        const int exactly = wordsPerLine * word + (wordsPerLine - 1) * separator;
        const int lines = (6 + wordsPerLine - 1) / wordsPerLine;
        QCOMPARE(line.heightForWidth(exactly), lines * metrics.lineSpacing());
        // A pixel less and the last word of each line goes to the next.
        const int fewer = wordsPerLine - 1;
        const int linesWithFewer = fewer == 0 ? 6 : (6 + fewer - 1) / fewer;
        QCOMPARE(line.heightForWidth(exactly - 1), linesWithFewer * metrics.lineSpacing());
    }

    // A pasted paragraph wraps in the width the window has: every line is shown, none widens it.
    void aLongLineWrapsInTheWindowAndShowsEveryLine()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* line = new WordLine(&window);
        line->setWords(words(60), QStringLiteral("(2048 words in all)"),
                       { QStringLiteral("words marked ? are not in the vocabulary") });
        layout->addWidget(line);
        layout->addStretch(1);
        window.resize(420, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.minimumSizeHint().width() < 100);
        QTRY_COMPARE(line->width(), 420 - layout->contentsMargins().left() - layout->contentsMargins().right());
        QTRY_VERIFY(line->height() >= line->heightForWidth(line->width()));
        for (int link = 0; link < line->linkCount(); ++link)
            QVERIFY(line->rect().contains(line->linkRect(link)));
        window.resize(840, 600);
        QTRY_VERIFY(line->width() > 700);
        QVERIFY(line->height() >= line->heightForWidth(line->width()));
        QVERIFY(line->heightForWidth(line->width()) < line->heightForWidth(400)); // fewer lines when wider
        QVERIFY(line->rect().contains(line->linkRect(line->linkCount() - 1)));
    }

    // A click on an unknown word activates it; a click on a known word, or a press on one word and
    // a release on another, does not.
    void clickingAnUnknownWordActivatesIt()
    {
        WordLine line;
        line.setWords(words(7));
        line.resize(600, 100);
        line.show();
        QVERIFY(QTest::qWaitForWindowExposed(&line));
        QSignalSpy activated(&line, &WordLine::wordActivated);
        QTest::mouseClick(&line, Qt::LeftButton, {}, line.linkRect(1).center());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("量子3"));
        const QRect known = line.linkRect(0).translated(line.linkRect(0).width() * 2, 0);
        QTest::mouseClick(&line, Qt::LeftButton, {}, known.center()); // 苹果1
        QCOMPARE(activated.size(), 1);
        QTest::mousePress(&line, Qt::LeftButton, {}, line.linkRect(0).center());
        QTest::mouseRelease(&line, Qt::LeftButton, {}, line.linkRect(2).center());
        QCOMPARE(activated.size(), 1);
        QTest::mouseMove(&line, line.linkRect(2).center());
        QCOMPARE(line.cursor().shape(), Qt::PointingHandCursor);
        QTest::mouseMove(&line, known.center());
        QCOMPARE(line.cursor().shape(), Qt::ArrowCursor);
    }

    // Tab reaches the first unknown word, Tab the next, Enter activates it; past the last, Tab
    // leaves the line; Shift+Tab comes back to the last.
    void theKeyboardGoesThroughTheUnknownWords()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* before = new QLineEdit(&window);
        auto* line = new WordLine(&window);
        auto* after = new QLineEdit(&window);
        layout->addWidget(before);
        layout->addWidget(line);
        layout->addWidget(after);
        line->setWords(words(7)); // unknown: 量子0, 量子3, 量子6
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy activated(line, &WordLine::wordActivated);
        before->setFocus();
        QTRY_VERIFY(before->hasFocus());
        QTest::keyClick(before, Qt::Key_Tab);
        QVERIFY(line->hasFocus());
        QCOMPARE(line->currentLink(), 0);
        QTest::keyClick(line, Qt::Key_Tab);
        QCOMPARE(line->currentLink(), 1);
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("量子3"));
        QTest::keyClick(line, Qt::Key_Tab);
        QTest::keyClick(line, Qt::Key_Space);
        QCOMPARE(activated.at(1).at(0).toString(), QStringLiteral("量子6"));
        QTest::keyClick(line, Qt::Key_Tab);
        QVERIFY(after->hasFocus());
        QTest::keyClick(after, Qt::Key_Backtab);
        QVERIFY(line->hasFocus());
        QCOMPARE(line->currentLink(), 2);
        QTest::keyClick(line, Qt::Key_Backtab);
        QCOMPARE(line->currentLink(), 1);

        // New words while the line has the keyboard (an undo, a new language): it stays on its word.
        line->setWords(words(7));
        QVERIFY(line->hasFocus());
        QCOMPARE(line->currentLink(), 1);
        QTest::keyClick(line, Qt::Key_Enter);
        QCOMPARE(activated.last().at(0).toString(), QStringLiteral("量子3"));
        line->setWords(words(4)); // 量子0 and 量子3 are left
        QCOMPARE(line->currentLink(), 1);
        line->setWords(words(1)); // only 量子0
        QCOMPARE(line->currentLink(), 0);
        // No unknown word left: the keyboard goes back to what came before the line.
        line->setWords({ { QStringLiteral("苹果"), true } });
        QVERIFY(before->hasFocus());
    }

    // A screen reader reads the line as text, and each unknown word as a link it can press.
    void aScreenReaderFindsTheUnknownWordsAsLinks()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* before = new QLineEdit(&window);
        auto* line = new WordLine(&window);
        layout->addWidget(before);
        layout->addWidget(line);
        line->setWords(words(7)); // unknown: 量子0, 量子3, 量子6
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QAccessibleInterface* text = QAccessible::queryAccessibleInterface(line);
        QVERIFY(text);
        QCOMPARE(text->role(), QAccessible::StaticText);
        QCOMPARE(text->text(QAccessible::Name), line->plainText());
        QCOMPARE(text->childCount(), 3);
        QCOMPARE(text->focusChild(), nullptr); // the keyboard is elsewhere
        const QStringList expected { QStringLiteral("量子0"), QStringLiteral("量子3"), QStringLiteral("量子6") };
        for (int i = 0; i < 3; ++i) {
            QAccessibleInterface* link = text->child(i);
            QVERIFY(link && link->isValid());
            QCOMPARE(link->role(), QAccessible::Link);
            QCOMPARE(link->text(QAccessible::Name), expected.at(i));
            QVERIFY(!link->text(QAccessible::Description).isEmpty());
            QCOMPARE(link->parent(), text);
            QCOMPARE(text->indexOfChild(link), i);
            QCOMPARE(text->child(i), link); // made once
            const QRect onScreen(line->mapToGlobal(line->linkRect(i).topLeft()), line->linkRect(i).size());
            QCOMPARE(link->rect(), onScreen);
            QCOMPARE(text->childAt(onScreen.center().x(), onScreen.center().y()), link);
            QVERIFY(link->state().focusable && link->state().linked && !link->state().focused);
        }
        QCOMPARE(text->child(3), nullptr);

        // Tab between the words: each is announced as the focus, and is the focused child.
        before->setFocus();
        QTRY_VERIFY(before->hasFocus());
        QTest::keyClick(before, Qt::Key_Tab);
        QCOMPARE(focusedChildren(line), QList<int>()); // not before Qt's own event for the line
        QCoreApplication::processEvents();
        QCOMPARE(focusedChildren(line), QList<int>({ 0 }));
        QTest::keyClick(line, Qt::Key_Tab);
        QTest::keyClick(line, Qt::Key_Tab);
        QCoreApplication::processEvents();
        QCOMPARE(focusedChildren(line), QList<int>({ 0, 1, 2 }));
        // Out and back in: the word is announced again, though it did not change.
        QTest::keyClick(line, Qt::Key_Tab);
        QVERIFY(!line->hasFocus());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab);
        QVERIFY(line->hasFocus());
        QCoreApplication::processEvents();
        QCOMPARE(focusedChildren(line), QList<int>({ 0, 1, 2, 2 }));
        QCOMPARE(text->focusChild(), text->child(2));
        QVERIFY(text->child(2)->state().focused);
        QVERIFY(!text->child(0)->state().focused);

        // Its press action offers to add the word, as Enter does; setting focus puts the keyboard on it.
        QSignalSpy activated(line, &WordLine::wordActivated);
        QAccessibleActionInterface* actions = text->child(1)->actionInterface();
        QVERIFY(actions);
        QVERIFY(actions->actionNames().contains(QAccessibleActionInterface::pressAction()));
        actions->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.at(0).at(0).toString(), QStringLiteral("量子3"));
        QCOMPARE(line->currentLink(), 1);
        before->setFocus(); // the action brings the keyboard back, and the word is announced
        QTRY_VERIFY(before->hasFocus());
        heard.clear();
        text->child(0)->actionInterface()->doAction(QAccessibleActionInterface::setFocusAction());
        QCOMPARE(line->currentLink(), 0);
        QVERIFY(line->hasFocus());
        QCoreApplication::processEvents();
        QCOMPARE(focusedChildren(line), QList<int>({ 0 }));

        // Other words: the children change, and a screen reader's ids of the old links no longer
        // resolve (as a table's cells after a model change), neither the one it asked for again
        // (index 0, now another word) nor one past the new end.
        const QAccessible::Id first = QAccessible::uniqueId(text->child(0));
        const QAccessible::Id second = QAccessible::uniqueId(text->child(1));
        heard.clear();
        line->setWords({ { QStringLiteral("量子9"), false }, { QStringLiteral("苹果"), true } });
        QVERIFY(std::any_of(heard.cbegin(), heard.cend(), [&](const Heard& each) {
            return each.type == QAccessible::ObjectReorder && each.object == line;
        }));
        QCOMPARE(QAccessible::accessibleInterface(first), nullptr);
        QCOMPARE(QAccessible::accessibleInterface(second), nullptr);
        QCOMPARE(text->childCount(), 1);
        QCOMPARE(text->child(0)->text(QAccessible::Name), QStringLiteral("量子9"));
        QCOMPARE(text->indexOfChild(text->child(0)), 0);
    }

    // New words, or a new font, are measured again.
    void aNewFontIsMeasuredAgain()
    {
        WordLine line;
        line.setWords(words(60));
        line.resize(600, 400);
        const int height = line.heightForWidth(600);
        const QRect lastLink = line.linkRect(line.linkCount() - 1);
        QFont larger = line.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        line.setFont(larger);
        WordLine fresh; // made with the larger font: what the line must now say
        fresh.setFont(larger);
        fresh.setWords(words(60));
        fresh.resize(600, 400);
        QVERIFY(line.heightForWidth(600) > height);
        QCOMPARE(line.heightForWidth(600), fresh.heightForWidth(600));
        QCOMPARE(line.linkRect(line.linkCount() - 1), fresh.linkRect(fresh.linkCount() - 1));
        QVERIFY(line.linkRect(line.linkCount() - 1) != lastLink);
        line.setWords(words(2));
        QCOMPARE(line.heightForWidth(600), line.fontMetrics().lineSpacing());
    }
};

QTEST_MAIN(TestWordLine)
#include "tst_wordline.moc"
