// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/attentionmatrixmodel.h"
#include "models/tokenmodel.h"
#include "models/workspacebinder.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

/// The one place that pushes Workspace results into the models.
class TestWorkspaceBinder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void oneBinderPerWorkspace()
    {
        Workspace workspace;
        QCOMPARE(WorkspaceBinder::of(&workspace), WorkspaceBinder::of(&workspace));
        Workspace other;
        QVERIFY(WorkspaceBinder::of(&workspace) != WorkspaceBinder::of(&other));
    }

    void pushesOnlyTheChangedSentence()
    {
        Workspace workspace;
        TokenModel first(0);
        AttentionMatrixModel second(1);
        QAbstractItemModelTester firstTester(&first, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester secondTester(&second, QAbstractItemModelTester::FailureReportingMode::QtTest);
        WorkspaceBinder::of(&workspace)->bind(&first);
        WorkspaceBinder::of(&workspace)->bind(&second);
        QSignalSpy firstResets(&first, &QAbstractItemModel::modelReset);
        QSignalSpy secondResets(&second, &QAbstractItemModel::modelReset);

        workspace.setSentence(0, QStringLiteral("苹果 手机"));
        QCOMPARE(firstResets.count(), 1);
        QCOMPARE(secondResets.count(), 0);
        QCOMPARE(first.rowCount(), 2);
        // 苹果 (1, 1, 0, 0) · 手机 (1, 0, 0.2, 0.1) = 1
        QCOMPARE(first.index(1, TokenModel::ScoreColumn).data(TokenModel::ValueRole).toDouble(), 1.0);

        // A new query word changes the token model's row, not the matrix.
        workspace.setQueryIndex(1, 2);
        QCOMPARE(secondResets.count(), 0);
        workspace.setQueryIndex(0, 1);
        QCOMPARE(firstResets.count(), 2);
        QVERIFY(first.index(1, 0).data(TokenModel::IsQueryRole).toBool());

        // Another sentence index: the binder pushes that sentence.
        second.setSentenceIndex(0);
        QCOMPARE(secondResets.count(), 1);
        QCOMPARE(second.tokens(), (QStringList { QStringLiteral("苹果"), QStringLiteral("手机") }));

        // Sentences reset: every model.
        workspace.setSentences({ QStringLiteral("吃 香蕉") });
        QCOMPARE(second.tokens(), (QStringList { QStringLiteral("吃"), QStringLiteral("香蕉") }));
        QCOMPARE(first.rowCount(), 2);
    }

    void aSentenceThatIsGoneShowsEmpty()
    {
        Workspace workspace;
        AttentionMatrixModel model(5);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        WorkspaceBinder::of(&workspace)->bind(&model);
        QCOMPARE(model.rowCount(), 0);
    }

    void aDestroyedModelIsForgotten()
    {
        Workspace workspace;
        {
            TokenModel model(0);
            WorkspaceBinder::of(&workspace)->bind(&model);
        }
        workspace.setSentence(0, QStringLiteral("苹果")); // must not touch the destroyed model
        TokenModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        QCOMPARE(model.rowCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestWorkspaceBinder)
#include "tst_workspacebinder.moc"
