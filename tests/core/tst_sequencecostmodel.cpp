// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/sequencecostmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

class TestSequenceCostModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void passesTheModelTester()
    {
        SequenceCostModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetData(4, 4);
        model.resetData(0, 4);
        model.resetData(1000, 300);
        QCOMPARE(model.rowCount(), int(SequenceCostModel::NUM_ROWS));
        QCOMPARE(model.columnCount(), int(SequenceCostModel::NUM_COLUMNS));
    }

    void lessonSentenceByHand_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<qint64>("expected");
        // n = 4 words, d = 4, h = 8.
        QTest::newRow("attention_multiply_adds")
            << int(SequenceCostModel::SelfAttentionRow) << int(SequenceCostModel::MultiplyAddsColumn) << qint64(128);
        QTest::newRow("rnn_multiply_adds")
            << int(SequenceCostModel::RecurrentRow) << int(SequenceCostModel::MultiplyAddsColumn) << qint64(384);
        QTest::newRow("attention_steps") << int(SequenceCostModel::SelfAttentionRow)
                                         << int(SequenceCostModel::SequentialStepsColumn) << qint64(1);
        QTest::newRow("rnn_steps") << int(SequenceCostModel::RecurrentRow)
                                   << int(SequenceCostModel::SequentialStepsColumn) << qint64(4);
        QTest::newRow("attention_path") << int(SequenceCostModel::SelfAttentionRow)
                                        << int(SequenceCostModel::MaximumPathLengthColumn) << qint64(1);
        QTest::newRow("rnn_path") << int(SequenceCostModel::RecurrentRow)
                                  << int(SequenceCostModel::MaximumPathLengthColumn) << qint64(4);
    }
    void lessonSentenceByHand()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(qint64, expected);
        SequenceCostModel model;
        model.resetData(4, 4);
        const QModelIndex index = model.index(row, column);
        QCOMPARE(index.data(SequenceCostModel::ValueRole).toLongLong(), expected);
        QCOMPARE(index.data().toString(), QLocale().toString(expected));
        QVERIFY(!index.data(Qt::ToolTipRole).toString().isEmpty());
    }

    void tooltipsShowTheFormulaWithTheNumbers()
    {
        SequenceCostModel model;
        model.resetData(4, 4);
        const QString attention
            = model.index(SequenceCostModel::SelfAttentionRow, SequenceCostModel::MultiplyAddsColumn)
                  .data(Qt::ToolTipRole)
                  .toString();
        QVERIFY2(attention.contains(QStringLiteral("2 × 4² × 4 = 128")), qPrintable(attention));
        const QString recurrent = model.index(SequenceCostModel::RecurrentRow, SequenceCostModel::MultiplyAddsColumn)
                                      .data(Qt::ToolTipRole)
                                      .toString();
        QVERIFY2(recurrent.contains(QStringLiteral("4 × 4 × 8 + 4 × 8² = 384")), qPrintable(recurrent));
        QCOMPARE(model.headerData(SequenceCostModel::RecurrentRow, Qt::Vertical).toString(),
                 QStringLiteral("RNN (h = 8)"));
        QVERIFY(!model.headerData(SequenceCostModel::SequentialStepsColumn, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
    }

    void resetDataResetsOnce()
    {
        SequenceCostModel model;
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.resetData(30, 50);
        QCOMPARE(reset.size(), 1);
        QCOMPARE(model.length(), 30);
        QCOMPARE(model.dimension(), 50);
        QCOMPARE(model.cost(SequenceCostModel::RecurrentRow).sequentialSteps, qint64(30));
    }
};

QTEST_GUILESS_MAIN(TestSequenceCostModel)
#include "tst_sequencecostmodel.moc"
