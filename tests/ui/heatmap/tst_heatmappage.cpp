// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "heatmappage.h"
#include "heatmapview.h"
#include "models/attentionmatrixmodel.h"
#include "workspace.h"

#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace AttentionLab;

class TestHeatmapPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void clickingARowChangesTheQueryWord()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy query(&workspace, &Workspace::queryChanged);
        HeatmapView* view = page.view();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(3, 0));
        QCOMPARE(query.size(), 1);
        QCOMPARE(query.at(0).at(0).toInt(), 0);
        QCOMPARE(workspace.queryWord(0), QStringLiteral("手机"));
    }

    void sentenceSelectorFollowsTheWorkspace()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.sentenceSelector()->count(), 2);
        QVERIFY(page.sentenceSelector()->isVisible());
        page.sentenceSelector()->setCurrentIndex(1);
        QCOMPARE(page.model()->sentenceIndex(), 1);
        QCOMPARE(page.model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("吃"));
        workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
        QVERIFY(page.sentenceSelector()->itemText(1).contains(QStringLiteral("猫 吃 鱼")));
        QCOMPARE(page.model()->rowCount(), 3);
        workspace.removeSentence(1);
        QCOMPARE(page.sentenceSelector()->count(), 1);
        QVERIFY(!page.sentenceSelector()->isVisible()); // one sentence: nothing to choose
        QCOMPARE(page.model()->sentenceIndex(), 0);
    }

    void scoresToggle()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTest::mouseClick(page.scoresButton(), Qt::LeftButton);
        QCOMPARE(page.model()->quantity(), AttentionMatrixModel::Quantity::Scores);
        QCOMPARE(page.model()->index(0, 0).data().toDouble(), 2.0);
    }

    void csvRoundTripEqualsTheModel()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("weights.csv"));
        QString error;
        QVERIFY2(page.exportCsvTo(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QStringList lines
            = QString::fromUtf8(file.readAll().mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 5);
        for (int r = 0; r < 4; ++r) {
            const QStringList cells = lines.at(r + 1).split(QLatin1Char(','));
            QCOMPARE(cells.at(0), page.model()->headerData(r, Qt::Vertical).toString());
            for (int c = 0; c < 4; ++c)
                QCOMPARE(cells.at(c + 1).toDouble(), page.model()->index(r, c).data().toDouble());
        }
    }

    void exportFigureWritesThePicture()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        QTemporaryDir dir;
        QString error;
        QVERIFY(page.exportFigureTo(dir.filePath(QStringLiteral("f.png")), 3, false, &error));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("f.png"))).isNull());
        QVERIFY(!page.exportFigureTo(dir.filePath(QStringLiteral("f.bmp")), 1, false, &error));
        QVERIFY(error.contains(QStringLiteral("f.bmp")));
    }

    void notesForEmptyAndLongSentences()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.note().isEmpty());
        workspace.setSentence(0, QString());
        QVERIFY(!page.note().isEmpty());
        QStringList words;
        for (int i = 0; i < 300; ++i)
            words.append(QStringLiteral("猫"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        QVERIFY(page.note().contains(QStringLiteral("300")));
    }
};

QTEST_MAIN(TestHeatmapPage)
#include "tst_heatmappage.moc"
