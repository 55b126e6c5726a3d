// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tokenmodel.h"
#include "sentencechips.h"
#include "workspace.h"

#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

class TestSentenceChips : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneChipPerWordAndClicksSayWhich()
    {
        Workspace workspace;
        TokenModel model(&workspace, 1);
        SentenceChips chips;
        chips.setModel(&model);
        chips.resize(500, 80);
        chips.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chips));
        QCOMPARE(chips.chipCount(), 4);
        QSignalSpy clicked(&chips, &SentenceChips::tokenClicked);
        QTest::mouseClick(&chips, Qt::LeftButton, {}, chips.chipRect(3).center().toPoint());
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.at(0).at(0).toInt(), 3);
        QTest::mouseClick(&chips, Qt::LeftButton, {}, QPoint(499, 79)); // empty space
        QCOMPARE(clicked.size(), 1);
    }

    void chipsWrapAndNeverOverlap()
    {
        Workspace workspace;
        workspace.setSentence(0,
                              QStringLiteral("苹果 发布 新 手机 吃 苹果 和 香蕉 猫 狗 鸟 鱼 下雨 太阳 天气 钱 银行"));
        TokenModel model(&workspace, 0);
        SentenceChips chips;
        chips.setModel(&model);
        chips.resize(200, chips.heightForWidth(200));
        for (int i = 0; i < chips.chipCount(); ++i) {
            QVERIFY(chips.chipRect(i).right() <= 200 || chips.chipRect(i).left() == 0);
            for (int j = i + 1; j < chips.chipCount(); ++j)
                QVERIFY(!chips.chipRect(i).intersects(chips.chipRect(j)));
        }
        QVERIFY(chips.heightForWidth(200) > chips.heightForWidth(2000));
    }

    void longSentencesShowTheFirstWords()
    {
        Workspace workspace;
        QStringList words;
        for (int i = 0; i < 500; ++i)
            words.append(QStringLiteral("猫"));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        TokenModel model(&workspace, 0);
        SentenceChips chips;
        chips.setModel(&model);
        QCOMPARE(chips.chipCount(), SentenceChips::MaximumChips);
    }
};

QTEST_MAIN(TestSentenceChips)
#include "tst_sentencechips.moc"
