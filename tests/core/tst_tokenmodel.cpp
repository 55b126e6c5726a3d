// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tokenmodel.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QTest>

using namespace AttentionLab;

class TestTokenModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The chip tooltip's second part: nearest words before and after attention
    // (hand-computed: 苹果′ of sentence 1, (0.87, 0.56, 0.19, 0.11), against 小米 (1, 0.2, 0.2, 0.3)
    // gives 0.92; 手机 (1, 0, 0.2, 0.1) against its nearest, 互联网 (1.1, 0, 0.3, 0.1): 1.17 / (√1.05 · √1.31) =
    // 0.998).
    void neighboursRoleNamesTheNearestWords()
    {
        Workspace workspace;
        TokenModel model(&workspace, 0);
        const QString apple = model.index(0, 0).data(TokenModel::NeighboursRole).toString();
        QVERIFY2(apple.contains(QStringLiteral("Nearest words after attention: 小米 0.92")), qPrintable(apple));
        const QString phone = model.index(3, 0).data(TokenModel::NeighboursRole).toString();
        QVERIFY2(phone.startsWith(QStringLiteral("Nearest words to its own vector: ")), qPrintable(phone));
        QVERIFY2(phone.startsWith(QStringLiteral("Nearest words to its own vector: 互联网 1.00")), qPrintable(phone));
    }

    void queryRowOfTheResult()
    {
        Workspace workspace;
        TokenModel model(&workspace, 0);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(TokenModel::NUM_COLUMNS));
        const AttentionResult& result = workspace.sentence(0).result();
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(model.index(r, TokenModel::ScoreColumn).data().toDouble(), result.scores(0, r));
            QCOMPARE(model.index(r, TokenModel::WeightColumn).data().toDouble(), result.weights(0, r));
        }
        QCOMPARE(model.index(3, TokenModel::ScoreColumn).data().toDouble(), 1.0); // 苹果·手机
        QVERIFY(model.index(0, 0).data(TokenModel::IsQueryRole).toBool());
        QCOMPARE(model.index(0, 0).data(TokenModel::ColourRole).value<QColor>(), QColor(QStringLiteral("#d62728")));
        const auto vector = model.index(1, 0).data(TokenModel::VectorRole).value<QList<double>>();
        QCOMPARE(vector, (QList<double> { 0.6, 0.0, 1.0, 0.0 }));
    }

    void followsTheQueryWord()
    {
        Workspace workspace;
        TokenModel model(&workspace, 0);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        workspace.setQueryIndex(0, 3); // 手机
        QVERIFY(model.index(3, 0).data(TokenModel::IsQueryRole).toBool());
        QCOMPARE(model.index(0, TokenModel::ScoreColumn).data().toDouble(), 1.0);
        QCOMPARE(model.index(3, TokenModel::WeightColumn).data().toDouble(),
                 workspace.sentence(0).result().weights(3, 3));
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        QVERIFY(!model.index(0, 0).data(TokenModel::KnownRole).toBool());
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("量子")));
        workspace.setSentence(0, QString());
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestTokenModel)
#include "tst_tokenmodel.moc"
