// SPDX-License-Identifier: GPL-3.0-or-later
#include "addworddialog.h"
#include "embeddingio.h"
#include "failonwarning.h"
#include "models/vocabularymodel.h"
#include "vectorbardelegate.h"
#include "vocabularyfiles.h"
#include "vocabularypage.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace AttentionLab;

namespace {

using testdata::vec;
using testdata::writeBytes;

QModelIndex proxyIndex(const VocabularyPage& page, const QString& word, int column)
{
    const int row = page.model()->rowOf(word);
    return page.proxyModel()->mapFromSource(page.model()->index(row, column));
}

QStringList shownWords(const VocabularyPage& page)
{
    QStringList words;
    for (int r = 0; r < page.proxyModel()->rowCount(); ++r)
        words.append(page.proxyModel()->index(r, VocabularyModel::WordColumn).data().toString());
    return words;
}

void clickHeader(QTableView* view, int section)
{
    QHeaderView* header = view->horizontalHeader();
    const QPoint centre(header->sectionViewportPosition(section) + header->sectionSize(section) / 2,
                        header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, centre);
}

} // namespace

class TestVocabularyPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void titleAndColumns()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        QCOMPARE(page.windowTitle(), QStringLiteral("Vocabulary"));
        QCOMPARE(page.proxyModel()->columnCount(), 2 + workspace.vocabulary().dimension());
        QCOMPARE(page.proxyModel()->rowCount(), workspace.vocabulary().size());
        QCOMPARE(page.view()->itemDelegate(), page.delegate());
        QVERIFY(page.summary().contains(QString::number(workspace.vocabulary().size())));
        // Vocabulary order until a header is clicked.
        QCOMPARE(page.proxyModel()->index(0, 0).data().toString(), QStringLiteral("苹果"));
    }

    void typingInTheSearchFieldFilters()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::keyClicks(page.searchField(), QStringLiteral("ban"));
        QStringList shown = shownWords(page);
        QCOMPARE(shown, (QStringList { QStringLiteral("banana"), QStringLiteral("bank") }));
        QVERIFY(page.summary().contains(QStringLiteral("Shown: 2")));
        QTest::keyClicks(page.searchField(), QStringLiteral("a"));
        QCOMPARE(shownWords(page), QStringList { QStringLiteral("banana") });
        page.searchField()->clear();
        QTest::keyClicks(page.searchField(), QStringLiteral("BANA")); // case does not matter
        QCOMPARE(shownWords(page), QStringList { QStringLiteral("banana") });
        page.searchField()->setText(QStringLiteral("香蕉"));
        QCOMPARE(shownWords(page), QStringList { QStringLiteral("香蕉") });
        page.searchField()->clear();
        QCOMPARE(page.proxyModel()->rowCount(), workspace.vocabulary().size());
    }

    void clickingAHeaderSorts()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        page.resize(1000, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const int fruit = VocabularyModel::FirstDimensionColumn + 1; // 水果
        clickHeader(page.view(), fruit);
        QCOMPARE(page.view()->horizontalHeader()->sortIndicatorSection(), fruit);
        QList<double> values;
        for (int r = 0; r < page.proxyModel()->rowCount(); ++r)
            values.append(page.proxyModel()->index(r, fruit).data().toDouble());
        QVERIFY2(std::is_sorted(values.cbegin(), values.cend()), "not sorted ascending after one click");
        clickHeader(page.view(), fruit);
        QCOMPARE(page.proxyModel()->index(0, fruit).data().toDouble(),
                 *std::max_element(values.cbegin(), values.cend()));
        clickHeader(page.view(), VocabularyModel::WordColumn);
        const QStringList words = shownWords(page);
        QStringList sorted = words;
        std::sort(sorted.begin(), sorted.end(), [](const QString& a, const QString& b) {
            return QString::localeAwareCompare(a.toLower(), b.toLower()) < 0;
        });
        QCOMPARE(words.first(), sorted.first());
    }

    void editingACellChangesTheWorkspaceAndTheAttention()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        QAbstractItemModelTester tester(page.proxyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.resize(1000, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        const double before = workspace.sentence(0).result().scores(0, 0);
        const QModelIndex fruitOfApple
            = proxyIndex(page, QStringLiteral("苹果"), VocabularyModel::FirstDimensionColumn + 1);
        page.view()->setFocus();
        page.view()->setCurrentIndex(fruitOfApple);
        QTest::keyClick(page.view(), Qt::Key_F2);
        QWidget* editor = QApplication::focusWidget();
        QVERIFY2(editor && editor != page.view(), "F2 opened no editor");
        QTest::keyClicks(editor, QStringLiteral("0.25")); // replaces the number, as in a spreadsheet
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits from the event loop, after the editor has seen the key.
        QTRY_COMPARE(workspace.vocabulary().vectorOf(QStringLiteral("苹果"))[1], 0.25);
        // 苹果·苹果 = 1² + 0.25²: the score changed with the vector.
        QCOMPARE(workspace.sentence(0).result().scores(0, 0), 1.0625);
        QVERIFY(workspace.sentence(0).result().scores(0, 0) != before);
        QCOMPARE(proxyIndex(page, QStringLiteral("苹果"), VocabularyModel::FirstDimensionColumn + 1).data().toDouble(),
                 0.25);

        // Typing on a selected cell starts editing with what was typed.
        const QModelIndex techOfBanana
            = proxyIndex(page, QStringLiteral("香蕉"), VocabularyModel::FirstDimensionColumn);
        page.view()->setFocus();
        page.view()->setCurrentIndex(techOfBanana);
        QTest::keyClicks(page.view(), QStringLiteral("2"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_COMPARE(workspace.vocabulary().vectorOf(QStringLiteral("香蕉"))[0], 2.0);
    }

    void editingWhileSortedKeepsTheModelConsistent()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        QAbstractItemModelTester tester(page.proxyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.view()->sortByColumn(VocabularyModel::FirstDimensionColumn, Qt::DescendingOrder);
        QVERIFY(page.proxyModel()->setData(
            proxyIndex(page, QStringLiteral("香蕉"), VocabularyModel::FirstDimensionColumn), 5.0));
        QCOMPARE(page.proxyModel()->index(0, 0).data().toString(), QStringLiteral("香蕉")); // moved to the top
        page.searchField()->setText(QStringLiteral("苹"));
        QVERIFY(page.proxyModel()->setData(
            proxyIndex(page, QStringLiteral("苹果"), VocabularyModel::FirstDimensionColumn), -1.0));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("苹果"))[0], -1.0);
    }

    void unknownWordsAreShownAndEditingAddsThem()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        VocabularyPage page(&workspace);
        const QModelIndex word = proxyIndex(page, QStringLiteral("量子"), VocabularyModel::WordColumn);
        QVERIFY(word.data(VocabularyModel::UnknownRole).toBool());
        QVERIFY(word.data(Qt::ToolTipRole).toString().contains(QStringLiteral("量子")));
        QVERIFY(page.summary().contains(QStringLiteral("italics")));
        QStyleOptionViewItem option;
        option.initFrom(page.view());
        // The delegate draws unknown words in italics in another colour.
        struct Probe : VectorBarDelegate
        {
            using VectorBarDelegate::initStyleOption;
        } probe;
        QStyleOptionViewItem known = option, unknown = option;
        probe.initStyleOption(&known, proxyIndex(page, QStringLiteral("苹果"), VocabularyModel::WordColumn));
        probe.initStyleOption(&unknown, word);
        QVERIFY(unknown.font.italic() && !known.font.italic());
        QVERIFY(unknown.palette.color(QPalette::Text) != known.palette.color(QPalette::Text));
        QVERIFY(page.proxyModel()->setData(proxyIndex(page, QStringLiteral("量子"), 1), 1.0));
        QVERIFY(workspace.vocabulary().contains(QStringLiteral("量子")));
        QVERIFY(!page.summary().contains(QStringLiteral("italics")));
    }

    void addWord_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<Eigen::VectorXd>("vector");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::newRow("new_word") << QStringLiteral("papaya") << vec({ 0, 1, 0, 0 }) << QString();
        QTest::newRow("trimmed") << QStringLiteral("  木瓜 ") << vec({ 0, 1, 0, 0 }) << QString();
        QTest::newRow("existing") << QStringLiteral("苹果") << vec({ 0, 1, 0, 0 }) << QStringLiteral("already");
        QTest::newRow("existing_other_case")
            << QStringLiteral("Apple") << vec({ 0, 1, 0, 0 }) << QStringLiteral("already");
        QTest::newRow("empty") << QStringLiteral("  ") << vec({ 0, 1, 0, 0 }) << QStringLiteral("Type");
        QTest::newRow("space") << QStringLiteral("ice cream") << vec({ 0, 1, 0, 0 }) << QStringLiteral("spaces");
        QTest::newRow("wrong_size") << QStringLiteral("papaya") << vec({ 0, 1 }) << QStringLiteral("2 components");
        QTest::newRow("nan") << QStringLiteral("papaya") << vec({ 0, qQNaN(), 0, 0 }) << QStringLiteral("finite");
    }
    void addWord()
    {
        QFETCH(QString, word);
        QFETCH(Eigen::VectorXd, vector);
        QFETCH(QString, problem);
        Workspace workspace;
        VocabularyPage page(&workspace);
        const Vocabulary before = workspace.vocabulary();
        QString error;
        const bool added = page.addWord(word, vector, &error);
        QCOMPARE(added, problem.isEmpty());
        if (added) {
            QCOMPARE(workspace.vocabulary().vectorOf(word.trimmed()), vector);
            QVERIFY(page.model()->rowOf(word.trimmed()) >= 0);
        } else {
            QVERIFY2(error.contains(problem), qPrintable(error));
            QVERIFY(workspace.vocabulary() == before);
        }
    }

    void addWordDialogRefusesBadInput()
    {
        Workspace workspace;
        AddWordDialog dialog(&workspace);
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        QCOMPARE(dialog.componentFields().size(), 4);
        QVERIFY(!ok->isEnabled()); // no word yet
        QTest::keyClicks(dialog.wordField(), QStringLiteral("apple"));
        QVERIFY2(dialog.problem().contains(QStringLiteral("already")), qPrintable(dialog.problem()));
        QVERIFY(!ok->isEnabled());
        dialog.wordField()->setText(QStringLiteral("papaya"));
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        QVERIFY(ok->isEnabled());
        dialog.componentFields().at(1)->setText(QStringLiteral("abc"));
        QVERIFY2(dialog.problem().contains(QStringLiteral("abc")) && dialog.problem().contains(QStringLiteral("水果")),
                 qPrintable(dialog.problem()));
        QVERIFY(!ok->isEnabled());
        dialog.componentFields().at(1)->setText(QStringLiteral("1.5"));
        QVERIFY(ok->isEnabled());
        QCOMPARE(*dialog.vector(), vec({ 0, 1.5, 0, 0 }));
    }

    void addWordDialogForWideVocabularies()
    {
        Workspace workspace;
        Vocabulary wide(embeddingio::numberedDimensionNames(20));
        QVERIFY(wide.setVector(QStringLiteral("a"), Eigen::VectorXd::Ones(20)));
        workspace.setVocabulary(wide);
        AddWordDialog dialog(&workspace);
        QCOMPARE(dialog.componentFields().size(), 1);
        dialog.wordField()->setText(QStringLiteral("b"));
        dialog.componentFields().constFirst()->setText(QStringLiteral("1 2 3"));
        QVERIFY2(dialog.problem().contains(QStringLiteral("3 numbers, expected 20")), qPrintable(dialog.problem()));
        QStringList numbers;
        for (int i = 0; i < 20; ++i)
            numbers.append(QString::number(i));
        dialog.componentFields().constFirst()->setText(numbers.join(QLatin1Char(' ')));
        QVERIFY(dialog.problem().isEmpty());
        QCOMPARE(dialog.vector()->size(), 20);
        QCOMPARE((*dialog.vector())[19], 19.0);
    }

    void deleteSelectedWords()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(!page.deleteButton()->isEnabled());
        QString error;
        QVERIFY(page.addWord(QStringLiteral("papaya"), vec({ 0, 1, 0, 0 }), &error));
        QItemSelectionModel* selection = page.view()->selectionModel();
        selection->select(proxyIndex(page, QStringLiteral("papaya"), 2), QItemSelectionModel::Select);
        selection->select(proxyIndex(page, QStringLiteral("papaya"), 3), QItemSelectionModel::Select);
        selection->select(proxyIndex(page, QStringLiteral("苹果"), 0), QItemSelectionModel::Select);
        QCOMPARE(page.selectedWords(), (QStringList { QStringLiteral("papaya"), QStringLiteral("苹果") }));
        QVERIFY(page.deleteButton()->isEnabled());
        const Vocabulary before = workspace.vocabulary();
        QCOMPARE(page.removeWords(page.selectedWords()), 2);
        QVERIFY(!workspace.vocabulary().contains(QStringLiteral("papaya")));
        QVERIFY(!workspace.vocabulary().contains(QStringLiteral("苹果")));
        workspace.undoStack()->undo(); // one step brings both back
        QVERIFY(workspace.vocabulary() == before);
        workspace.undoStack()->redo();
        QVERIFY(!workspace.vocabulary().contains(QStringLiteral("papaya")));
        QCOMPARE(page.model()->rowOf(QStringLiteral("papaya")), -1);
        // 苹果 is still in the sentences: it stays in the table, now as an unknown word.
        const QModelIndex apple = proxyIndex(page, QStringLiteral("苹果"), 0);
        QVERIFY(apple.isValid());
        QVERIFY(apple.data(VocabularyModel::UnknownRole).toBool());
        selection->select(apple, QItemSelectionModel::ClearAndSelect);
        QVERIFY(page.selectedWords().isEmpty()); // unknown words cannot be deleted
        QVERIFY(!page.deleteButton()->isEnabled());
    }

    void renameDimension()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        QString error;
        QVERIFY(page.renameDimension(0, QStringLiteral(" tech "), &error));
        QCOMPARE(page.proxyModel()->headerData(VocabularyModel::FirstDimensionColumn, Qt::Horizontal).toString(),
                 QStringLiteral("tech"));
        QVERIFY(!page.renameDimension(0, QStringLiteral("  "), &error));
        QVERIFY(!page.renameDimension(4, QStringLiteral("x"), &error));
        QCOMPARE(workspace.vocabulary().dimensionNames().constFirst(), QStringLiteral("tech"));
    }

    void importReplace()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        QAbstractItemModelTester tester(page.proxyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v.txt"));
        QVERIFY(writeBytes(path, "2 3\r\n苹果 1 0 0\r\npapaya 0 1 0\r\n"));
        QString error;
        QVERIFY2(page.importFile(path, VocabularyPage::ImportMode::Replace, &error), qPrintable(error));
        QCOMPARE(workspace.vocabulary().size(), 2);
        QCOMPARE(workspace.vocabulary().dimensionNames(),
                 (QStringList { QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3") }));
        QCOMPARE(page.proxyModel()->columnCount(), 5);
        QCOMPARE(workspace.sentence(0).vectors.cols(), 3); // the attention uses the new vectors
        QVERIFY(!workspace.sentence(0).tokens.at(1).known); // 发布 is unknown now
        QVERIFY(page.proxyModel()->rowCount() > 2); // ...and listed
    }

    // A file read in place stays needed: the status bar says that workspaces refer to it.
    void importingAFileReadInPlaceSaysWorkspacesReferToIt()
    {
        Workspace workspace;
        QMainWindow window;
        auto* page = new VocabularyPage(&workspace);
        window.setCentralWidget(page);
        window.statusBar(); // created before the page's first message
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.bin"));
        QVERIFY(testdata::writeBytes(path, testdata::randomBinaryFile(1200, 4, 7)));
        page->setMapFromBytes(0); // a small file standing in for GoogleNews' 3.6 GB
        QString error;
        QVERIFY2(page->importFile(path, VocabularyPage::ImportMode::Replace, &error), qPrintable(error));
        QVERIFY(workspace.vocabulary().isMapped());
        QCOMPARE(window.statusBar()->currentMessage(),
                 QStringLiteral("Imported %1 words, read in place from %2: workspaces refer to that file, so keep "
                                "it where it is, unchanged")
                     .arg(QLocale().toString(1200), QDir::toNativeSeparators(path)));
    }

    void importMerge()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        const Vocabulary before = workspace.vocabulary();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v.txt"));
        QVERIFY(writeBytes(path, "苹果 0 0 0 1\npapaya 1 0 0 0\n"));
        QString error;
        QVERIFY2(page.importFile(path, VocabularyPage::ImportMode::Merge, &error), qPrintable(error));
        QCOMPARE(workspace.vocabulary().size(), before.size() + 1);
        QCOMPARE(workspace.vocabulary().dimensionNames(), before.dimensionNames());
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("苹果")), vec({ 0, 0, 0, 1 })); // the file wins
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("香蕉")), before.vectorOf(QStringLiteral("香蕉")));
        QCOMPARE(workspace.vocabulary().indexOf(QStringLiteral("苹果")), 0); // keeps its place
    }

    void failedImportLeavesTheVocabularyIdentical_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("problem");
        QTest::newRow("bad_number") << QByteArray("a 1 2 3 4\nb 1 x 3 4\n") << int(VocabularyPage::ImportMode::Replace)
                                    << QStringLiteral("line 2: “x” is not a number");
        QTest::newRow("bad_dimension") << QByteArray("a 1 2 3 4\nb 1 2 3\n") << int(VocabularyPage::ImportMode::Merge)
                                       << QStringLiteral("line 2: 3 numbers, expected 4");
        QTest::newRow("merge_other_dimension")
            << QByteArray("a 1 2 3\n") << int(VocabularyPage::ImportMode::Merge) << QStringLiteral("3 dimensions");
        QTest::newRow("empty") << QByteArray() << int(VocabularyPage::ImportMode::Replace) << QStringLiteral("empty");
    }
    void failedImportLeavesTheVocabularyIdentical()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, mode);
        QFETCH(QString, problem);
        Workspace workspace;
        VocabularyPage page(&workspace);
        const Vocabulary before = workspace.vocabulary();
        QSignalSpy changed(&workspace, &Workspace::vocabularyChanged);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.txt"));
        QVERIFY(writeBytes(path, bytes));
        QString error;
        QVERIFY(!page.importFile(path, VocabularyPage::ImportMode(mode), &error));
        QVERIFY2(error.contains(problem), qPrintable(error));
        QVERIFY(workspace.vocabulary() == before);
        QCOMPARE(changed.size(), 0);

        // The same through the worker thread.
        QSignalSpy finished(&page, &VocabularyPage::importFinished);
        page.importFileAsync(path, VocabularyPage::ImportMode(mode));
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY2(finished.at(0).at(1).toString().contains(problem), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY(workspace.vocabulary() == before);
        QCOMPARE(changed.size(), 0);
    }

    // Issue 17, item 4: after a failed import the "Reading … 0%" progress dialog stayed modal over the
    // error message, whose OK button and Enter did nothing until Cancel was pressed on the progress dialog.
    // Issue 17, item 13: the English column title "Unknown" was clipped.
    void unknownColumnFitsItsTitle()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        page.resize(1000, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QHeaderView* header = page.view()->horizontalHeader();
        const int column = page.model()->unknownColumn();
        const QString title = page.model()->headerData(column, Qt::Horizontal).toString();
        QVERIFY(!title.isEmpty());
        QVERIFY2(header->sectionSize(column) >= header->sectionSizeHint(column),
                 qPrintable(QStringLiteral("%1: %2 < %3")
                                .arg(title)
                                .arg(header->sectionSize(column))
                                .arg(header->sectionSizeHint(column))));
    }

    void failedInteractiveImportShowsTheErrorAlone()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Vocabulary before = workspace.vocabulary();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.txt"));
        QVERIFY(writeBytes(path, "a 1 2 3 4\nb 1 abc 3 4\n"));
        QString shownError;
        int progressDialogsBehind = -1;
        QTimer poll;
        poll.setInterval(5);
        connect(&poll, &QTimer::timeout, &page, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            poll.stop();
            shownError = box->text();
            progressDialogsBehind = int(page.findChildren<QProgressDialog*>().size());
            QTest::keyClick(box, Qt::Key_Return);
        });
        poll.start();
        QSignalSpy finished(&page, &VocabularyPage::importFinished);
        page.importFileInteractively(path);
        QVERIFY(finished.wait(10000));
        QVERIFY2(shownError.contains(QStringLiteral("“abc” is not a number")), qPrintable(shownError));
        QCOMPARE(progressDialogsBehind, 0);
        QCOMPARE(QApplication::activeModalWidget(), nullptr);
        QVERIFY(workspace.vocabulary() == before);
    }

    // Issue 17, items 16 and 12: the dialog asked Replace or Merge before it had read the file, and a merge
    // was undone as "Replace the vocabulary".
    void interactiveImportAsksOnceTheFileIsRead()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        const int words = workspace.vocabulary().size();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v.txt"));
        QVERIFY(writeBytes(path, "苹果 0 0 0 1\npapaya 1 0 0 0\n"));
        QString question;
        bool mergeEnabled = false;
        QTimer poll;
        poll.setInterval(5);
        connect(&poll, &QTimer::timeout, &page, [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box)
                return;
            poll.stop();
            question = box->text();
            for (QAbstractButton* button : box->buttons()) {
                if (button->text() == QStringLiteral("&Merge")) {
                    mergeEnabled = button->isEnabled();
                    button->click();
                }
            }
        });
        poll.start();
        QSignalSpy finished(&page, &VocabularyPage::importFinished);
        page.importFileInteractively(path);
        QVERIFY(finished.wait(10000));
        QVERIFY2(question.contains(QStringLiteral("has 2 words with 4 dimensions")), qPrintable(question));
        QVERIFY(mergeEnabled);
        QVERIFY(finished.at(0).at(0).toBool());
        QCOMPARE(workspace.vocabulary().size(), words + 1);
        QCOMPARE(workspace.undoStack()->undoText(), QStringLiteral("Merge word vectors"));
    }

    void asyncImportEqualsSyncImport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v.txt"));
        QByteArray bytes;
        for (int i = 0; i < 3000; ++i)
            bytes += "w" + QByteArray::number(i) + ' ' + QByteArray::number(i * 0.001) + " 1 -2 0.5\n";
        QVERIFY(writeBytes(path, bytes));

        Workspace syncWorkspace;
        VocabularyPage syncPage(&syncWorkspace);
        QString error;
        QVERIFY2(syncPage.importFile(path, VocabularyPage::ImportMode::Merge, &error), qPrintable(error));

        Workspace workspace;
        VocabularyPage page(&workspace);
        QAbstractItemModelTester tester(page.proxyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy finished(&page, &VocabularyPage::importFinished);
        page.importFileAsync(path, VocabularyPage::ImportMode::Merge);
        QVERIFY(page.isImporting());
        QVERIFY(!page.importButton()->isEnabled());
        QVERIFY(finished.wait(10000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY(!page.isImporting());
        QVERIFY(page.importButton()->isEnabled());
        QVERIFY(workspace.vocabulary() == syncWorkspace.vocabulary());
    }

    void cancelledImportChangesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        QByteArray bytes;
        for (int i = 0; i < 200000; ++i)
            bytes += "w" + QByteArray::number(i) + " 0.1 0.2 0.3 0.4\n";
        QVERIFY(writeBytes(path, bytes));
        Workspace workspace;
        VocabularyPage page(&workspace);
        const Vocabulary before = workspace.vocabulary();
        QSignalSpy finished(&page, &VocabularyPage::importFinished);
        page.importFileAsync(path, VocabularyPage::ImportMode::Replace);
        page.cancelImport();
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        QVERIFY(finished.at(0).at(1).toString().contains(QStringLiteral("cancelled")));
        QVERIFY(workspace.vocabulary() == before);
    }

    void destroyingThePageDuringAnImportIsSafe()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.txt"));
        QByteArray bytes;
        for (int i = 0; i < 100000; ++i)
            bytes += "w" + QByteArray::number(i) + " 0.1 0.2 0.3 0.4\n";
        QVERIFY(writeBytes(path, bytes));
        Workspace workspace;
        const Vocabulary before = workspace.vocabulary();
        {
            VocabularyPage page(&workspace);
            page.importFileAsync(path, VocabularyPage::ImportMode::Replace);
        }
        QCoreApplication::processEvents();
        QVERIFY(workspace.vocabulary() == before);
    }

    void exportImportRoundTrip()
    {
        Workspace workspace;
        VocabularyPage page(&workspace);
        QString error;
        QVERIFY(page.addWord(QStringLiteral("精确"), vec({ 0.1, 1.0 / 3.0, -2e-7, 123456.789 }), &error));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QVERIFY2(page.exportFile(path, &error), qPrintable(error));

        Workspace other;
        VocabularyPage otherPage(&other);
        QVERIFY2(otherPage.importFile(path, VocabularyPage::ImportMode::Replace, &error), qPrintable(error));
        const Vocabulary& a = workspace.vocabulary();
        const Vocabulary& b = other.vocabulary();
        QCOMPARE(b.size(), a.size());
        for (int i = 0; i < a.size(); ++i) {
            QCOMPARE(b.word(i), a.word(i));
            QCOMPARE(b.vector(i), a.vector(i)); // bit for bit
        }
        QVERIFY(!page.exportFile(dir.path(), &error)); // a folder
        QVERIFY2(error.contains(QDir::toNativeSeparators(dir.path())), qPrintable(error));
    }

    void threeHundredDimensionsStayCheap()
    {
        Vocabulary wide(embeddingio::numberedDimensionNames(300));
        for (int i = 0; i < 2000; ++i)
            QVERIFY(wide.setVector(QStringLiteral("w%1").arg(i), Eigen::VectorXd::Constant(300, (i % 7) - 3.0)));
        Workspace workspace;
        VocabularyPage page(&workspace);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QElapsedTimer timer;
        timer.start();
        workspace.setVocabulary(wide);
        page.grab();
        qInfo("2000 words x 300 dimensions: set and painted in %lld ms", static_cast<long long>(timer.elapsed()));
        QCOMPARE(page.proxyModel()->columnCount(), 302);
        QHeaderView* header = page.view()->horizontalHeader();
        // Uniform widths, not measured from the contents.
        QCOMPARE(header->sectionSize(150), header->defaultSectionSize());
        QCOMPARE(header->sectionSize(VocabularyModel::FirstDimensionColumn), header->sectionSize(300));
        QCOMPARE(header->sectionResizeMode(150), QHeaderView::Interactive);
        // The largest |component|, counting the made-up vectors of the sentences' now unknown words.
        double largest = 3.0;
        for (int s = 0; s < workspace.sentenceCount(); ++s)
            largest = std::max(largest, workspace.sentence(s).vectors.cwiseAbs().maxCoeff());
        QCOMPARE(page.delegate()->range(), largest);
    }
};

QTEST_MAIN(TestVocabularyPage)
#include "tst_vocabularypage.moc"
