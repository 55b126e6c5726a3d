// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "mainwindow.h"
#include "sentencebar.h"
#include "sentenceeditor.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

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
    void init() { AttentionLab::testing::failOnAnyWarning(); }

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

    void longPasteIsCutToWhatFitsLikeQLineEdit_data()
    {
        QTest::addColumn<QString>("before");
        QTest::addColumn<int>("cursor");
        QTest::addColumn<QString>("pasted");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<int>("expectedCursor");
        QTest::addColumn<bool>("likeQLineEdit");
        // maxLength 10. The text after the cursor stays; the paste is cut.
        QTest::newRow("into_empty") << QString() << 0 << QStringLiteral("abcdefghijklmnop")
                                    << QStringLiteral("abcdefghij") << 10 << true;
        QTest::newRow("text_after_the_cursor_stays") << QStringLiteral("abcXYZ") << 3 << QStringLiteral("0123456789")
                                                     << QStringLiteral("abc0123XYZ") << 7 << true;
        QTest::newRow("no_room_left") << QStringLiteral("abcdefghij") << 5 << QStringLiteral("0123")
                                      << QStringLiteral("abcdefghij") << 5 << true;
        // A character outside the first plane is two UTF-16 units: never cut in half
        // (QLineEdit keeps a lone high surrogate there).
        QTest::newRow("surrogate_pair_not_split")
            << QStringLiteral("ab") << 2 << QStringLiteral("cdefghi😀xyz") << QStringLiteral("abcdefghi") << 9 << false;
    }
    void longPasteIsCutToWhatFitsLikeQLineEdit()
    {
        QFETCH(QString, before);
        QFETCH(int, cursor);
        QFETCH(QString, pasted);
        QFETCH(QString, expected);
        QFETCH(int, expectedCursor);
        QFETCH(bool, likeQLineEdit);
        if (likeQLineEdit) { // QLineEdit's own paste is the reference
            QLineEdit reference(before);
            reference.setMaxLength(10);
            reference.setCursorPosition(cursor);
            reference.insert(pasted);
            QCOMPARE(reference.text(), expected);
            QCOMPARE(reference.cursorPosition(), expectedCursor);
        }

        SentenceEditor editor { before };
        editor.setMaxLength(10);
        editor.setCursorPosition(cursor);
        QSignalSpy edited(&editor, &QLineEdit::textEdited);
        editor.pasteText(pasted);
        QCOMPARE(editor.text(), expected);
        QCOMPARE(editor.cursorPosition(), expectedCursor);
        QCOMPARE(edited.size(), 1);
    }

    void hundredThousandCharactersKeepQLineEditsLimit()
    {
        SentenceEditor editor { QString() };
        editor.pasteText(longText(100000));
        QCOMPARE(editor.text(), longText(32767));
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
        // The standard menu's Paste (no translator is installed here: its English text).
        const QList<QAction*> actions = menu->actions();
        const auto found = std::find_if(actions.cbegin(), actions.cend(), [](const QAction* action) {
            return action->text().startsWith(QLatin1String("&Paste"));
        });
        QVERIFY(found != actions.cend());
        QAction* paste = *found;
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

    // A long sentence given while the editor has no keyboard is put off: QLineEdit holds only its
    // beginning, the editor draws it elided, and the whole sentence goes in when anyone reaches for
    // it: by a click, by a key (even one sent without focus), by focus.
    void aLongSentenceIsPutOffUntilTheEditorIsUsed_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("click") << QStringLiteral("click");
        QTest::newRow("key") << QStringLiteral("key");
        QTest::newRow("focus") << QStringLiteral("focus");
    }
    void aLongSentenceIsPutOffUntilTheEditorIsUsed()
    {
        QFETCH(QString, how);
        QWidget window;
        auto* other = new QLineEdit(&window);
        auto* editor = new SentenceEditor(QString(), &window);
        editor->setGeometry(0, 30, 400, 28);
        window.resize(420, 80);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        other->setFocus();
        const QString sentence = longText(10000);
        editor->setSentence(sentence);
        QVERIFY(editor->isSentencePutOff());
        QCOMPARE(editor->sentence(), sentence);
        QVERIFY(editor->text().size() < 300);
        QVERIFY(sentence.startsWith(editor->text().chopped(1)));
        // Drawn: its beginning, not a blank line.
        const QImage drawn = editor->grab().toImage();
        int dark = 0;
        for (int x = 0; x < drawn.width() / 2; ++x)
            dark += qGray(drawn.pixel(x, drawn.height() / 2)) < 128 ? 1 : 0;
        QVERIFY2(dark > 5, qPrintable(QString::number(dark)));
        // And to its right end: enough of the beginning was given to the elision to fill the line.
        int darkOnTheRight = 0;
        for (int y = drawn.height() / 4; y < drawn.height() * 3 / 4; ++y) {
            for (int x = drawn.width() * 3 / 4; x < drawn.width() - 8; ++x)
                darkOnTheRight += qGray(drawn.pixel(x, y)) < 128 ? 1 : 0;
        }
        QVERIFY2(darkOnTheRight > 10, qPrintable(QString::number(darkOnTheRight)));

        QSignalSpy edited(editor, &QLineEdit::textEdited);
        if (how == QLatin1String("click")) {
            QTest::mouseClick(editor, Qt::LeftButton, {}, QPoint(5, 14));
        } else if (how == QLatin1String("key")) {
            QTest::keyClick(editor, Qt::Key_End);
            QTest::keyClick(editor, Qt::Key_X);
        } else {
            editor->setFocus();
        }
        QVERIFY(!editor->isSentencePutOff());
        if (how == QLatin1String("key")) {
            QCOMPARE(editor->text(), sentence + QStringLiteral("x"));
            QCOMPARE(edited.last().at(0).toString(), sentence + QStringLiteral("x"));
        } else {
            QCOMPARE(editor->text(), sentence);
            QVERIFY(edited.isEmpty()); // taking the sentence is not an edit
        }
        // With the keyboard, a sentence is never put off.
        editor->setFocus();
        editor->setSentence(sentence + QStringLiteral("y"));
        QVERIFY(!editor->isSentencePutOff());
        QCOMPARE(editor->text(), sentence + QStringLiteral("y"));
    }

    // Opening a file of 16 long sentences puts them all off; a short one never is.
    void theSentenceBarPutsOffLongSentences()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // The keyboard is in sentence 1: a new document's sentence is put off there too, until a key.
        window.sentenceBar()->editor(0)->setFocus();
        QVERIFY(window.sentenceBar()->editor(0)->hasFocus());
        QStringList sentences(Workspace::MaxSentences, longText(10000));
        sentences[3] = QStringLiteral("吃 苹果 和 香蕉");
        workspace.setSentences(sentences);
        for (int i = 0; i < Workspace::MaxSentences; ++i) {
            SentenceEditor* editor = window.sentenceBar()->editor(i);
            QVERIFY2(editor->isSentencePutOff() == (i != 3), qPrintable(QString::number(i)));
            QCOMPARE(editor->sentence(), workspace.sentence(i).text);
        }
        QVERIFY(window.sentenceBar()->editor(0)->hasFocus());
        QTest::keyClick(window.sentenceBar()->editor(0), Qt::Key_End);
        QVERIFY(!window.sentenceBar()->editor(0)->isSentencePutOff());
        QCOMPARE(window.sentenceBar()->editor(0)->text(), longText(10000));
        // A long sentence that comes from elsewhere (a document of as many sentences, an undo) is put
        // off in the editor that has the keyboard too; a key takes it.
        QVERIFY(window.sentenceBar()->editor(0)->hasFocus());
        workspace.setSentence(0, longText(8000));
        QVERIFY(window.sentenceBar()->editor(0)->isSentencePutOff());
        QTest::keyClick(window.sentenceBar()->editor(0), Qt::Key_End);
        QVERIFY(!window.sentenceBar()->editor(0)->isSentencePutOff());
        QCOMPARE(window.sentenceBar()->editor(0)->text(), longText(8000));
        // Undo puts the old sentences back, compared by the whole sentence, not the beginning.
        workspace.setSentence(0, longText(9000));
        QCOMPARE(window.sentenceBar()->editor(0)->sentence(), longText(9000));
        workspace.undoStack()->undo();
        QCOMPARE(window.sentenceBar()->editor(0)->sentence(), longText(10000));
    }
};

QTEST_MAIN(TestSentenceEditor)
#include "tst_sentenceeditor.moc"
