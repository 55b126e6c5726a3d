// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/tokenmodel.h"
#include "models/workspacebinder.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

class TestTokenModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The chip tooltip's second part: nearest words before and after attention
    // (hand-computed: 苹果′ of sentence 1, (0.87, 0.56, 0.19, 0.11), against 黑莓 (1, 0.9, 0, 0), a
    // two-sense word of chapter 8: 1.374 / (√1.1187 · √1.81) = 0.97; 手机 (1, 0, 0.2, 0.1) against
    // its nearest, 华为 (1.1, 0, 0.2, 0.1), ahead of 应用 with the same vector by its place in
    // the vocabulary: 1.15 / (√1.05 · √1.26) = 0.9998).
    void neighboursRoleNamesTheNearestWords()
    {
        Workspace workspace;
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        const QString apple = model.index(0, 0).data(TokenModel::NeighboursRole).toString();
        QVERIFY2(apple.contains(QStringLiteral("Nearest words after attention: 黑莓\u00A00.97")), qPrintable(apple));
        const QString phone = model.index(3, 0).data(TokenModel::NeighboursRole).toString();
        QVERIFY2(phone.startsWith(QStringLiteral("Nearest words to its own vector: ")), qPrintable(phone));
        QVERIFY2(phone.startsWith(QStringLiteral("Nearest words to its own vector: 华为\u00A01.00")),
                 qPrintable(phone));
    }

    void queryRowOfTheResult()
    {
        Workspace workspace;
        TokenModel model(0);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        WorkspaceBinder::of(&workspace)->bind(&model);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(TokenModel::NUM_COLUMNS));
        const AttentionResult& result = workspace.sentence(0).result();
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(model.index(r, TokenModel::ScoreColumn).data(TokenModel::ValueRole).toDouble(),
                     result.scores(0, r));
            QCOMPARE(model.index(r, TokenModel::WeightColumn).data(TokenModel::ValueRole).toDouble(),
                     result.weights(0, r));
        }
        QCOMPARE(model.index(3, TokenModel::ScoreColumn).data().toDouble(), 1.0); // 苹果·手机
        // Scores 2, 0.6, 0.2, 1: w(手机) = e^1 / (e^2 + e^0.6 + e^0.2 + e^1) = 2.71828 / 13.1507 = 0.2067,
        // shown (and carried by the chart bars) as 0.21.
        QCOMPARE(model.index(3, TokenModel::WeightColumn).data().toDouble(), 0.21);
        QVERIFY(std::abs(model.index(3, TokenModel::WeightColumn).data(TokenModel::ValueRole).toDouble() - 0.2067)
                < 1e-4);
        QVERIFY(model.index(0, 0).data(TokenModel::IsQueryRole).toBool());
        QCOMPARE(model.index(0, 0).data(TokenModel::ColourRole).value<QColor>(), QColor(QStringLiteral("#d62728")));
        const auto vector = model.index(1, 0).data(TokenModel::VectorRole).value<QList<double>>();
        QCOMPARE(vector, (QList<double> { 0.6, 0.0, 1.0, 0.0 }));
    }

    void followsTheQueryWord()
    {
        Workspace workspace;
        TokenModel model(0);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        WorkspaceBinder::of(&workspace)->bind(&model);
        workspace.setQueryIndex(0, 3); // 手机
        QVERIFY(model.index(3, 0).data(TokenModel::IsQueryRole).toBool());
        QCOMPARE(model.index(0, TokenModel::ScoreColumn).data().toDouble(), 1.0);
        QCOMPARE(model.index(3, TokenModel::WeightColumn).data(TokenModel::ValueRole).toDouble(),
                 workspace.sentence(0).result().weights(3, 3));
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        QVERIFY(!model.index(0, 0).data(TokenModel::KnownRole).toBool());
        QVERIFY(model.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("量子")));
        workspace.setSentence(0, QString());
        QCOMPARE(model.rowCount(), 0);
    }

    // Without a Workspace: the model shows exactly what it is given, in one reset.
    void showsWhatIsPushed()
    {
        TokenModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        const QList<Token> tokens { { QStringLiteral("a"), true }, { QStringLiteral("b"), false } };
        Eigen::MatrixXd vectors(2, 2);
        vectors << 1.0, 0.0, 0.0, -0.001;
        // Scores a·a = 1, a·b = 0; weights e^1 / (e^1 + 1) = 0.731059, 1 / (e + 1) = 0.268941.
        auto result = std::make_shared<AttentionResult>();
        result->scores = vectors * vectors.transpose();
        result->weights.resize(2, 2);
        result->weights << 0.731059, 0.268941, 0.5, 0.5;
        result->outputs = vectors;
        model.resetData(tokens, vectors, 0, result, { Qt::red, Qt::blue },
                        { QStringLiteral("x"), QStringLiteral("y") });
        QCOMPARE(resets.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, TokenModel::TokenColumn).data().toString(), QStringLiteral("b"));
        QCOMPARE(model.index(0, TokenModel::WeightColumn).data().toDouble(), 0.73);
        QCOMPARE(model.index(1, TokenModel::WeightColumn).data().toDouble(), 0.27);
        QCOMPARE(model.index(1, TokenModel::TokenColumn).data(TokenModel::ColourRole).value<QColor>(),
                 QColor(Qt::blue));
        // -0.001 is shown as 0.00, never -0.00.
        QCOMPARE(model.index(1, 0).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("“b” (not in the vocabulary, made-up vector): x 0.00, y 0.00"));

        // A result that does not match the words (still being computed): words only.
        model.resetData(tokens, vectors, 1, std::make_shared<const AttentionResult>(), {}, {});
        QCOMPARE(resets.count(), 2);
        QVERIFY(model.index(0, TokenModel::ScoreColumn).data().isNull());
        QVERIFY(model.index(1, 0).data(TokenModel::IsQueryRole).toBool());
    }
};

QTEST_GUILESS_MAIN(TestTokenModel)
#include "tst_tokenmodel.moc"
