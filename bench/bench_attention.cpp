// SPDX-License-Identifier: GPL-3.0-or-later
// Core attention against its lower bound, the two matrix products alone.
#include "attention.h"
#include "workspace.h"

#include <QTest>

using namespace AttentionLab;

class BenchAttention : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sizes_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        for (int length : { 4, 16, 64, 256, 1024, 2048 }) {
            for (int dimension : { 4, 64, 300 })
                QTest::addRow("L=%d d=%d", length, dimension) << length << dimension;
        }
    }

    // Into a result of the same size, as the products below write into
    // matrices of the right size: the same bookkeeping on both sides.
    void attention_data() { sizes_data(); }
    void attention()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        AttentionResult result = attention::compute(x);
        QBENCHMARK
        {
            attention::compute(x, {}, result);
        }
        QVERIFY(result.weights.allFinite());
    }

    // A new result every time, as compute(vectors) returns it.
    void attentionFreshResult_data() { sizes_data(); }
    void attentionFreshResult()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        AttentionResult result;
        QBENCHMARK
        {
            result = attention::compute(x);
        }
        QVERIFY(result.weights.allFinite());
    }

    void matrixProductsOnly_data() { sizes_data(); }
    void matrixProductsOnly()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        Eigen::MatrixXd scores(length, length);
        Eigen::MatrixXd outputs(length, dimension);
        QBENCHMARK
        {
            scores.noalias() = x * x.transpose();
            outputs.noalias() = scores * x;
        }
        QVERIFY(outputs.allFinite());
    }

    void fullUpdateOfAFourWordSentence()
    {
        Workspace workspace;
        int flip = 0;
        const QString texts[] = { QStringLiteral("苹果 发布 新 手机"), QStringLiteral("苹果 发布 新 电脑") };
        QBENCHMARK
        {
            workspace.setSentence(0, texts[++flip % 2]);
        }
    }
};

QTEST_GUILESS_MAIN(BenchAttention)
#include "bench_attention.moc"
