// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"
#include "models/attentionmatrixmodel.h"
#include "models/workspacebinder.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

class TestAttentionMatrixModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { language::install(QStringLiteral("zh")); }

    void tooltipReadsLikeTheLesson_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        QTest::newRow("zh_apple_to_phone")
            << QStringLiteral("zh") << 0 << 3 << QStringLiteral("『苹果』分给『手机』的注意力：0.21");
        QTest::newRow("zh_phone_to_itself")
            << QStringLiteral("zh") << 3 << 3 << QStringLiteral("『手机』分给『手机』的注意力：0.31");
        QTest::newRow("en_apple_to_phone")
            << QStringLiteral("en") << 0 << 3 << QStringLiteral("Attention “苹果” gives “手机”: 0.21");
    }
    void tooltipReadsLikeTheLesson()
    {
        QFETCH(QString, language);
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, expected);
        QVERIFY(language::install(language));
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        QCOMPARE(model.data(model.index(row, column), Qt::ToolTipRole).toString(), expected);
    }

    void holdsTheWorkspaceNumbers()
    {
        Workspace workspace;
        AttentionMatrixModel model(1);
        WorkspaceBinder::of(&workspace)->bind(&model);
        const AttentionResult& result = workspace.sentence(1).result();
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), 4);
        for (int r = 0; r < 4; ++r) {
            double rowSum = 0;
            for (int c = 0; c < 4; ++c) {
                const QModelIndex index = model.index(r, c);
                QCOMPARE(index.data(Qt::DisplayRole).toDouble(), result.weights(r, c));
                QCOMPARE(index.data(AttentionMatrixModel::WeightRole).toDouble(), result.weights(r, c));
                QCOMPARE(index.data(AttentionMatrixModel::ScoreRole).toDouble(), result.scores(r, c));
                rowSum += index.data(AttentionMatrixModel::ValueRole).toDouble();
            }
            QVERIFY(std::abs(rowSum - 1.0) < 1e-12);
        }
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("吃"));
        QCOMPARE(model.headerData(3, Qt::Vertical).toString(), QStringLiteral("香蕉"));
        QCOMPARE(model.index(1, 3).data(AttentionMatrixModel::RowTokenRole).toString(), QStringLiteral("苹果"));
    }

    void sharesTheWorkspaceMatricesInsteadOfCopying()
    {
        // At 2,048 words each copy was 32 MB and froze the window on arrival.
        Workspace workspace;
        AttentionMatrixModel model(1);
        WorkspaceBinder::of(&workspace)->bind(&model);
        QCOMPARE(&model.weights(), &workspace.sentence(1).result().weights);
        QCOMPARE(&model.scores(), &workspace.sentence(1).result().scores);
        std::shared_ptr<const Eigen::MatrixXd> shown = model.sharedValues();
        QCOMPARE(shown.get(), &workspace.sentence(1).result().weights);
        model.setQuantity(AttentionMatrixModel::Quantity::Scores);
        QCOMPARE(model.sharedValues().get(), &workspace.sentence(1).result().scores);

        // What was handed out stays valid and unchanged when the sentence changes.
        const Eigen::MatrixXd before = *shown;
        workspace.setSentence(1, QStringLiteral("猫 和 狗"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(*shown, before);
        QCOMPARE(shown->rows(), 4);
    }

    void switchingToScores()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setQuantity(AttentionMatrixModel::Quantity::Scores);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.index(0, 0).data().toDouble(), 2.0);
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("2.00")));
    }

    void followsTheWorkspaceUnderTheTester()
    {
        Workspace workspace;
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        workspace.setSentence(0, QStringLiteral("猫 吃 鱼 和 米饭"));
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.rowCount(), 5);
        workspace.setSentence(1, QStringLiteral("狗")); // another sentence: not ours
        QCOMPARE(reset.size(), 1);
        workspace.setSentence(0, QString());
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.describeCell(0, 0), QString());
        model.setSentenceIndex(1);
        QCOMPARE(model.rowCount(), 1);
        workspace.removeSentence(1);
        QCOMPARE(model.rowCount(), 0); // index 1 is gone
        workspace.setTemperature(3);
    }

    void unknownWordsExplainedInTheHeader()
    {
        language::install(QStringLiteral("en"));
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        AttentionMatrixModel model;
        WorkspaceBinder::of(&workspace)->bind(&model);
        QVERIFY(model.headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("量子")));
        QVERIFY(!model.headerData(1, Qt::Horizontal, Qt::ToolTipRole).isValid());
    }
};

QTEST_GUILESS_MAIN(TestAttentionMatrixModel)
#include "tst_attentionmatrixmodel.moc"
