// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/vocabularymodel.h"
#include "workspace.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

class TestVocabularyModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void listsEveryWordThenTheUnknownOnes()
    {
        Workspace workspace;
        VocabularyModel model(&workspace);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), workspace.vocabulary().size());
        QCOMPARE(model.columnCount(), 6); // word, 4 dimensions, unknown
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("科技"));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("苹果"));
        QCOMPARE(model.index(0, 2).data().toDouble(), 1.0);
        workspace.setSentence(0, QStringLiteral("量子 苹果 量子"));
        QCOMPARE(model.rowCount(), workspace.vocabulary().size() + 1);
        const int row = model.rowOf(QStringLiteral("量子"));
        QCOMPARE(row, workspace.vocabulary().size());
        QVERIFY(model.index(row, 0).data(VocabularyModel::UnknownRole).toBool());
    }

    void editingAComponentChangesTheWorkspace()
    {
        Workspace workspace;
        VocabularyModel model(&workspace);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        const QModelIndex fruitOfApple = model.index(model.rowOf(QStringLiteral("苹果")), 2);
        QVERIFY(model.flags(fruitOfApple) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(model.index(0, 0)) & Qt::ItemIsEditable));
        QVERIFY(model.setData(fruitOfApple, 0.0));
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("苹果"))[1], 0.0);
        QCOMPARE(workspace.sentence(0).result().scores(0, 0), 1.0);
        QVERIFY(changed.size() >= 1);
        QCOMPARE(reset.size(), 0); // same words: a data change, not a reset
        QVERIFY(!model.setData(fruitOfApple, QStringLiteral("abc")));
        QVERIFY(!model.setData(fruitOfApple, qQNaN()));
    }

    void typingTouchesOnlyTheUnknownRows()
    {
        Workspace workspace;
        VocabularyModel model(&workspace);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        const int known = workspace.vocabulary().size();
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), known); // appended after the vocabulary
        QCOMPARE(model.rowCount(), known + 1);
        workspace.setSentence(0, QStringLiteral("量子 苹果 香蕉")); // same unknown words: nothing to do
        QCOMPARE(inserted.size(), 1);
        workspace.setSentence(0, QStringLiteral("苹果"));
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.rowCount(), known);
        QCOMPARE(reset.size(), 0);
    }

    void editingAnUnknownWordAddsIt()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("量子 苹果"));
        VocabularyModel model(&workspace);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int row = model.rowOf(QStringLiteral("量子"));
        QVERIFY(model.setData(model.index(row, 1), 1.0));
        QVERIFY(workspace.vocabulary().contains(QStringLiteral("量子")));
        QVERIFY(workspace.sentence(0).tokens.at(0).known);
        QVERIFY(!model.index(model.rowOf(QStringLiteral("量子")), 0).data(VocabularyModel::UnknownRole).toBool());
    }
};

QTEST_GUILESS_MAIN(TestVocabularyModel)
#include "tst_vocabularymodel.moc"
