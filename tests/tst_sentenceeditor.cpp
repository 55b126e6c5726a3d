// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"
#include "sentencebar.h"
#include "sentenceeditor.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

namespace {
QString longText(int characters)
{
    QString text;
    while (text.size() < characters)
        text += QStringLiteral("苹果发布新手机 ");
    text.truncate(characters);
    return text;
}
} // namespace

class TestSentenceEditor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void ctrlVPastesOverTheSelection_data()
    {
        QTest::addColumn<int>("characters");
        QTest::newRow("short_paste_through_qlineedit") << 20;
        QTest::newRow("long_paste_in_one_step") << 5000;
    }
    void ctrlVPastesOverTheSelection()
    {
        QFETCH(int, characters);
        SentenceEditor editor(QStringLiteral("吃 苹果 和 香蕉"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QSignalSpy edited(&editor, &QLineEdit::textEdited);
        const QString clip = longText(characters);
        QGuiApplication::clipboard()->setText(clip);
        editor.setSelection(2, 2); // 苹果
        QTest::keyClick(&editor, Qt::Key_V, Qt::ControlModifier);
        const QString expected = QStringLiteral("吃 ") + clip + QStringLiteral(" 和 香蕉");
        QCOMPARE(editor.text(), expected);
        QCOMPARE(editor.cursorPosition(), 2 + characters);
        QVERIFY(!editor.hasSelectedText());
        QVERIFY(!edited.isEmpty());
        QCOMPARE(edited.last().at(0).toString(), expected);
        // Short pastes are QLineEdit's (undoable in the line); long ones replace the text in one step.
        QCOMPARE(editor.isUndoAvailable(), characters <= SentenceEditor::LongPaste);
    }

    void longPasteKeepsTheFirstMaxLengthCharacters()
    {
        SentenceEditor editor { QString() };
        editor.setMaxLength(10);
        QSignalSpy edited(&editor, &QLineEdit::textEdited);
        editor.pasteText(QStringLiteral("abcdefghijklmnop"));
        QCOMPARE(editor.text(), QStringLiteral("abcdefghij"));
        QCOMPARE(editor.cursorPosition(), 10);
        QCOMPARE(edited.size(), 1);
        // A character outside the first plane is two UTF-16 units: never cut in half.
        editor.clear();
        editor.pasteText(QStringLiteral("abcdefghi😀xyz"));
        QCOMPARE(editor.text(), QStringLiteral("abcdefghi"));
        // The default limit is QLineEdit's: 100,000 pasted characters keep 32,767.
        SentenceEditor unlimited { QString() };
        unlimited.pasteText(longText(100000));
        QCOMPARE(unlimited.text(), longText(32767));
    }

    void contextMenuPasteTakesTheSamePath()
    {
        SentenceEditor editor(QStringLiteral("猫"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        const QString clip = longText(3000);
        QGuiApplication::clipboard()->setText(clip);
        editor.end(false);
        QContextMenuEvent event(QContextMenuEvent::Mouse, QPoint(5, 5), editor.mapToGlobal(QPoint(5, 5)));
        QApplication::sendEvent(&editor, &event);
        QTRY_VERIFY(qobject_cast<QMenu*>(QApplication::activePopupWidget()));
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        // The standard menu: Undo, Redo, a separator, Cut, Copy, Paste, ...
        const QList<QAction*> actions = menu->actions();
        QVERIFY(actions.size() > 5);
        QAction* paste = actions.at(5);
        QVERIFY2(paste->text().contains(QLatin1String("Paste")), qPrintable(paste->text()));
        QVERIFY(paste->isEnabled());
        paste->trigger();
        menu->close();
        QCOMPARE(editor.text(), QStringLiteral("猫") + clip);
        QVERIFY(!editor.isUndoAvailable()); // replaced in one step, not typed in by QLineEdit
    }

    void longPasteInTheSentenceBarIsOneUndoStep()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QLineEdit* editor = window.sentenceBar()->editor(1);
        QVERIFY(qobject_cast<SentenceEditor*>(editor));
        const QString before = workspace.sentence(1).text;
        const QString clip = longText(20000);
        QGuiApplication::clipboard()->setText(clip);
        editor->setFocus();
        editor->selectAll();
        QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
        QCOMPARE(workspace.sentence(1).text, clip);
        QCOMPARE(workspace.sentence(1).length(), Workspace::MaxTokens);
        workspace.waitForAttention();
        QTest::keyClick(editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(workspace.sentence(1).text, before);
        QCOMPARE(window.sentenceBar()->editor(1)->text(), before);
    }
};

QTEST_MAIN(TestSentenceEditor)
#include "tst_sentenceeditor.moc"
