// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "heatmappage.h"
#include "heatmappainter.h"
#include "heatmapview.h"
#include "language.h"
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

    // Issue 17, item 15: a click made the row the query word but did not mark the row.
    void theQueryRowIsMarked()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        HeatmapView* view = page.view();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(2, 1));
        QCOMPARE(workspace.sentence(0).queryIndex, 2);
        QCOMPARE(view->painter().figure().queryRow, 2);
        // The outline runs along the row's left edge, in the highlight colour (the mouse moved off
        // the cells first, so the hover outlines are not what is seen).
        QTest::mouseMove(view, QPoint(2, 2));
        const QImage image = view->grab().toImage();
        const QColor highlight = view->palette().color(QPalette::Highlight);
        const QRectF first = view->cellRect(2, 0);
        bool outlined = false;
        for (int dx = -5; dx <= 5 && !outlined; ++dx) {
            const QPointF at(first.left() + dx, first.center().y());
            const QColor seen = image.pixelColor((at * image.devicePixelRatio()).toPoint());
            outlined = std::abs(seen.red() - highlight.red()) + std::abs(seen.green() - highlight.green())
                    + std::abs(seen.blue() - highlight.blue())
                < 60;
        }
        QVERIFY2(outlined, "no outline in the highlight colour on the query row's left edge");
        // Row 1 is not the query: no outline there.
        const QRectF other = view->cellRect(1, 0);
        bool otherOutlined = false;
        for (int dx = -5; dx <= 5; ++dx) {
            const QColor seen = image.pixelColor(
                (QPointF(other.left() + dx, other.center().y()) * image.devicePixelRatio()).toPoint());
            otherOutlined = otherOutlined
                || std::abs(seen.red() - highlight.red()) + std::abs(seen.green() - highlight.green())
                        + std::abs(seen.blue() - highlight.blue())
                    < 60;
        }
        QVERIFY(!otherOutlined);
    }

    // Issue 17, item 15: after switching to scores the status bar kept the stale weight text.
    void switchingToScoresRedescribesTheFocusCell()
    {
        Workspace workspace;
        HeatmapPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        HeatmapView* view = page.view();
        view->setFocusCell(0, 3);
        QSignalSpy described(view, &HeatmapView::focusCellChanged);
        QTest::mouseClick(page.scoresButton(), Qt::LeftButton);
        QCOMPARE(described.size(), 1);
        const QString text = described.at(0).at(2).toString();
        QCOMPARE(text, page.model()->describeCell(0, 3));
        QVERIFY2(text.contains(QStringLiteral("score"), Qt::CaseInsensitive), qPrintable(text));
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

    // A new language rewrites the note at once, not at the next change of the sentence.
    void theNoteFollowsTheLanguage()
    {
        QVERIFY(language::install(QStringLiteral("en")));
        Workspace workspace;
        workspace.setSentence(0, QString());
        HeatmapPage page(&workspace);
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY2(page.note().contains(QStringLiteral("no words yet")), qPrintable(page.note()));
        QVERIFY(language::install(QStringLiteral("zh")));
        QTRY_VERIFY2(page.note().contains(QStringLiteral("句子")), qPrintable(page.note()));
        QVERIFY(!page.note().contains(QStringLiteral("no words yet")));
        QVERIFY(language::install(QStringLiteral("en")));
        QTRY_VERIFY2(page.note().contains(QStringLiteral("no words yet")), qPrintable(page.note()));
    }
};

QTEST_MAIN(TestHeatmapPage)
#include "tst_heatmappage.moc"
