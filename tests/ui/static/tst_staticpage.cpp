// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "sentencechips.h"
#include "staticpage.h"
#include "vectorbars.h"
#include "workspace.h"

#include <QComboBox>
#include <QHelpEvent>
#include <QTest>
#include <QToolTip>

using namespace AttentionLab;

class TestStaticPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void sameWordSameVector()
    {
        Workspace workspace;
        StaticPage page(&workspace);
        QCOMPARE(page.sharedWord(), QStringLiteral("苹果"));
        const Eigen::Vector4d apple(1.0, 1.0, 0.0, 0.0);
        QCOMPARE(page.bars(0)->vector(), Eigen::VectorXd(apple));
        QCOMPARE(page.bars(1)->vector(), Eigen::VectorXd(apple));
        QCOMPARE(page.similarityText(), QStringLiteral("Cosine similarity of the two “苹果” vectors: 1.00"));
        QCOMPARE(page.bars(0)->description(), QStringLiteral("苹果: 科技 1.00, 水果 1.00, 动作 0.00, 修饰 0.00"));
        QVERIFY(page.chips(0)->isHighlighted(0));
        QVERIFY(!page.chips(0)->isHighlighted(1));
        QVERIFY(page.chips(1)->isHighlighted(1));
    }

    // One static vector, one list of neighbours: two-sense words, companies and food mixed. Cosines
    // worked out by hand: 芒果 (0.9, 1, 0, 0) and 黑莓 (1, 0.9, 0, 0), chapter 8's two-sense words:
    // 1.9 / (√2 · √1.81) = 0.9986; 电池 (0.8, 0.1, 0.1, 0.2): 0.9 / (√2 · √0.7) = 0.76;
    // 公司 (0.9, 0.1, 0.3, 0.1): 1.0 / (√2 · √0.92) = 0.74; 咖啡 (0.1, 0.8, 0.1, 0.2): 0.9 / (√2 · √0.7) = 0.76.
    void staticNeighboursMixBothMeanings()
    {
        Workspace workspace;
        StaticPage page(&workspace);
        const QString text = page.neighboursText();
        QVERIFY2(text.startsWith(QStringLiteral("Nearest words to the static “苹果” (the same in both sentences): ")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("芒果\u00A01.00")) && text.contains(QStringLiteral("黑莓\u00A01.00")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("公司\u00A00.74")) && text.contains(QStringLiteral("咖啡\u00A00.76")),
                 qPrintable(text));
    }

    void anySharedWordCanBeChosen()
    {
        Workspace workspace;
        workspace.setSentence(1, QStringLiteral("吃 苹果 和 新 香蕉"));
        StaticPage page(&workspace);
        QCOMPARE(page.wordSelector()->count(), 2);
        page.wordSelector()->setCurrentText(QStringLiteral("新"));
        QCOMPARE(page.bars(1)->vector(), workspace.vocabulary().vectorOf(QStringLiteral("新")));
        QVERIFY(page.chips(1)->isHighlighted(3));
        workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
        QCOMPARE(page.wordSelector()->count(), 0);
        QVERIFY(page.note().contains(QStringLiteral("No word occurs in both")));
    }

    void hoveringAWordShowsItsVector()
    {
        Workspace workspace;
        StaticPage page(&workspace);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        SentenceChips* chips = page.chips(0);
        const QPoint centre = chips->chipRect(3).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, centre, chips->mapToGlobal(centre));
        QCoreApplication::sendEvent(chips, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QStringList lines = QToolTip::text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(0), QStringLiteral("“手机”: 科技 1.00, 水果 0.00, 动作 0.20, 修饰 0.10"));
        QVERIFY2(lines.at(1).startsWith(QStringLiteral("Nearest words to its own vector: ")), qPrintable(lines.at(1)));
        QVERIFY2(lines.at(2).startsWith(QStringLiteral("Nearest words after attention: ")), qPrintable(lines.at(2)));
        QToolTip::hideText();
    }

    // The tooltip's neighbours, by hand: 手机 (2, 0) in "苹果 手机" with 苹果 (1, 1), 公司 (1, 0.1),
    // 水果 (0.1, 1). Its own vector: 公司 2 / (2 × 1.0050) = 1.00 (rounded), 苹果 0.71, 水果 0.10.
    // After attention: scores 2 (苹果) and 4 (手机); the rest is worked out beside the check.
    void chipTooltipNamesTheNearestWordsBeforeAndAfterAttention()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("x"), QStringLiteral("y") });
        QVERIFY(vocabulary.setVector(QStringLiteral("苹果"), Eigen::Vector2d(1, 1)));
        QVERIFY(vocabulary.setVector(QStringLiteral("手机"), Eigen::Vector2d(2, 0)));
        QVERIFY(vocabulary.setVector(QStringLiteral("公司"), Eigen::Vector2d(1, 0.1)));
        QVERIFY(vocabulary.setVector(QStringLiteral("水果"), Eigen::Vector2d(0.1, 1)));
        Workspace workspace;
        workspace.setVocabulary(vocabulary);
        workspace.setSentence(0, QStringLiteral("苹果 手机"));
        StaticPage page(&workspace);
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QTRY_VERIFY(workspace.sentence(0).attentionReady());
        SentenceChips* chips = page.chips(0);
        const QPoint centre = chips->chipRect(1).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, centre, chips->mapToGlobal(centre));
        QCoreApplication::sendEvent(chips, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QStringList lines = QToolTip::text().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.at(1),
                 QStringLiteral("Nearest words to its own vector: 公司\u00A01.00, 苹果\u00A00.71, 水果\u00A00.10"));
        // weights: e^2 / (e^2 + e^4) = 0.1192 for 苹果, 0.8808 for 手机; new vector (1.8808, 0.1192);
        // cosines: 公司 (1.8808 + 0.01192) / (1.8846 × 1.0050) = 0.9992 → 1.00,
        // 苹果 2.0 / (1.8846 × 1.4142) = 0.7504 → 0.75, 水果 (0.18808 + 0.1192) / (1.8846 × 1.0050) = 0.1622 → 0.16
        QCOMPARE(lines.at(2),
                 QStringLiteral("Nearest words after attention: 公司\u00A01.00, 苹果\u00A00.75, 水果\u00A00.16"));
        QToolTip::hideText();
    }

    void editingAVectorUpdatesTheBars()
    {
        Workspace workspace;
        StaticPage page(&workspace);
        workspace.setVector(QStringLiteral("苹果"), Eigen::Vector4d(0.5, 0.5, 0.5, 0.5));
        QCOMPARE(page.bars(0)->vector()[2], 0.5);
        QCOMPARE(page.bars(1)->vector()[2], 0.5);
    }

    void oneSentenceOnly()
    {
        Workspace workspace;
        workspace.removeSentence(1);
        StaticPage page(&workspace);
        QVERIFY(page.note().contains(QStringLiteral("second sentence")));
        QCOMPARE(page.similarityText(), QString());
    }
};

QTEST_MAIN(TestStaticPage)
#include "tst_staticpage.moc"
