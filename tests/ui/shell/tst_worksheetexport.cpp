// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ Export Worksheet: the worksheet and its answer key, both or neither, from the menu by keyboard.
#include "worksheetexport.h"

#include "chapterregistry.h"
#include "failonwarning.h"
#include "language.h"
#include "mainwindow.h"
#include "predictfirst.h"
#include "scratchsettings.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace AttentionLab;

namespace {

QByteArray contentsOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Runs \a act once a modal window of type T is open (the file dialog or a message box),
/// checking every few milliseconds while the code under test waits in its own event loop.
template<typename T> QTimer* whenModal(QObject* owner, std::function<void(T*)> act)
{
    auto* timer = new QTimer(owner);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, owner, [timer, act] {
        if (auto* modal = qobject_cast<T*>(QApplication::activeModalWidget())) {
            timer->stop();
            act(modal);
        }
    });
    timer->start();
    return timer;
}

/// Puts \a path in the file dialog's name field and presses Return in it. Set, not typed: typing
/// opens the field's completer, which (once the folder has been read, a matter of timing) takes
/// the Return for itself and leaves the dialog open. A dialog still open after five seconds is
/// rejected, so that a failure fails the test instead of hanging it.
void acceptFileDialog(QFileDialog* dialog, const QString& path)
{
    auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
    QVERIFY(name);
    name->setText(path);
    QTest::keyClick(name, Qt::Key_Return);
    QTimer::singleShot(5000, dialog, [dialog] {
        if (dialog->isVisible())
            dialog->reject();
    });
}

/// Opens File with Alt+F and picks Export Worksheet by its mnemonic, as a keyboard user does.
void chooseExportWorksheet(MainWindow& window)
{
    QTest::keyClick(&window, Qt::Key_F, Qt::AltModifier);
    QMenu* menu = nullptr;
    QTRY_VERIFY((menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())));
    QTest::keyClick(menu, Qt::Key_W);
}

} // namespace

class TestWorksheetExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        testing::useScratchSettings();
        language::install(QStringLiteral("en"));
    }
    void init() { testing::failOnAnyWarning(); }

    void titlesComeFromTheRegistry()
    {
        const worksheet::ChapterTitles titles = worksheetexport::chapterTitles();
        for (const Chapter& chapter : chapters::all())
            QCOMPARE(titles.value(chapter.id), chapter.title());
    }

    void writesTheWorksheetAndItsKey()
    {
        QTemporaryDir dir;
        Workspace workspace;
        const QString sheet = dir.filePath(QStringLiteral("lesson.pdf"));
        QString error;
        QVERIFY2(worksheetexport::write(workspace, sheet, {}, &error), qPrintable(error));
        QVERIFY(contentsOf(sheet).startsWith("%PDF-"));
        QVERIFY(contentsOf(dir.filePath(QStringLiteral("lesson-answers.pdf"))).startsWith("%PDF-"));
        QVERIFY(!worksheetexport::write(workspace, dir.filePath(QStringLiteral("lesson.txt")), {}, &error));
        QVERIFY2(error.contains(QStringLiteral("must end in .pdf")), qPrintable(error));
    }

    void aKeyThatCannotBeWrittenLeavesTheOldWorksheet()
    {
        QTemporaryDir dir;
        Workspace workspace;
        const QString sheet = dir.filePath(QStringLiteral("lesson.pdf"));
        QFile old(sheet);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("previous");
        old.close();
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("lesson-answers.pdf")));
        QString error;
        QVERIFY(!worksheetexport::write(workspace, sheet, {}, &error));
        QVERIFY2(error.contains(QStringLiteral("lesson-answers.pdf")), qPrintable(error));
        QCOMPARE(contentsOf(sheet), QByteArray("previous"));
    }

    // The answer key's figures come from the pages, drawn as they are now, without changing the
    // chapter on show and without Predict First counting the pages as visited.
    void answerKeyFiguresLeaveTheWindowAsItWas()
    {
        Workspace workspace;
        MainWindow window(&workspace);
        window.resize(1280, 820);
        window.restoreSettings(); // Predict First asks from now on
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(QStringLiteral("mixing")));
        const bool coveringBefore = window.predictFirst()->isCovering();
        const QList<worksheet::Figure> figures = worksheetexport::answerKeyFigures(window);
        QStringList chapters;
        for (const worksheet::Figure& figure : figures) {
            chapters.append(figure.chapter);
            QVERIFY2(figure.size.width() > 150 && figure.size.height() > 150, qPrintable(figure.title));
            QVERIFY(figure.paint);
        }
        QCOMPARE(chapters,
                 QStringList({ QStringLiteral("static"), QStringLiteral("scoring"), QStringLiteral("scoring"),
                               QStringLiteral("steps"), QStringLiteral("heatmap"), QStringLiteral("rnn"),
                               QStringLiteral("next") }));
        QCOMPARE(window.currentPageId(), QStringLiteral("mixing"));
        QCOMPARE(window.predictFirst()->isCovering(), coveringBefore);
        for (const QString& chapter : { QStringLiteral("scoring"), QStringLiteral("heatmap"), QStringLiteral("rnn") })
            QVERIFY2(!window.predictFirst()->isVisited(chapter), qPrintable(chapter));
        QVERIFY(window.page(QStringLiteral("mixing"))->isVisible() != coveringBefore);
        QVERIFY(!window.page(QStringLiteral("heatmap"))->isVisible());

        // Played into a picture, a figure draws something: the heatmap has dark cells.
        QImage image(420, 380, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        figures.at(4).paint(&painter, QRectF(0, 0, 420, 380));
        painter.end();
        int dark = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 100 ? 1 : 0;
        }
        QVERIFY2(dark > 1000, qPrintable(QString::number(dark)));
    }

    void fileMenuExportsByKeyboard()
    {
        QTemporaryDir dir;
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* action = window.findChild<QAction*>(QStringLiteral("exportWorksheetAction"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("Export &Worksheet…"));
        QVERIFY(window.menuBar()->actions().first()->menu()->actions().contains(action));

        // Given without the extension: .pdf is added.
        const QString typed = dir.filePath(QStringLiteral("课堂练习"));
        whenModal<QFileDialog>(this, [typed](QFileDialog* dialog) { acceptFileDialog(dialog, typed); });
        chooseExportWorksheet(window);
        QTRY_VERIFY(QFile::exists(typed + QStringLiteral(".pdf")));
        QVERIFY(contentsOf(typed + QStringLiteral(".pdf")).startsWith("%PDF-"));
        QVERIFY(contentsOf(typed + QStringLiteral("-answers.pdf")).startsWith("%PDF-"));
        QVERIFY2(window.statusBar()->currentMessage().startsWith(QStringLiteral("Saved ")),
                 qPrintable(window.statusBar()->currentMessage()));
    }

    void fileMenuSaysWhatWentWrong()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sheet-answers.pdf")));
        Workspace workspace;
        MainWindow window(&workspace);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString path = dir.filePath(QStringLiteral("sheet.pdf"));
        QString shown;
        whenModal<QFileDialog>(this, [this, path, &shown](QFileDialog* dialog) {
            whenModal<QMessageBox>(this, [&shown](QMessageBox* box) {
                shown = box->text();
                QTest::keyClick(box, Qt::Key_Return);
            });
            acceptFileDialog(dialog, path);
        });
        chooseExportWorksheet(window);
        QTRY_VERIFY(!shown.isEmpty());
        QVERIFY2(shown.contains(QStringLiteral("sheet-answers.pdf")), qPrintable(shown));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestWorksheetExport)
#include "tst_worksheetexport.moc"
