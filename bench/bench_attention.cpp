// SPDX-License-Identifier: GPL-3.0-or-later
// Core attention against its lower bound: the products it needs (one triangle
// of X·Xᵀ and W·X) alone, with the same Eigen at the same instruction-set level
// (ATTENTIONLAB_ISA picks it, as in the app), and, when the build found it,
// Debian's OpenBLAS doing the same two products (dsyrk + dgemm, one thread) as
// the machine's physical reference.
#include "attention.h"
#include "attentionisa.h"
#include "workspace.h"

#include <QTest>

#if ATTENTIONLAB_BENCH_OPENBLAS
#include <cblas.h>
extern "C" {
// Declared by OpenBLAS's cblas.h, not by every cblas.h: declared here again.
char* openblas_get_corename(void);
void openblas_set_num_threads(int);
}
#endif

using namespace AttentionLab;

class BenchAttention : public QObject
{
    Q_OBJECT
private:
    // matrixProductsWith at the active level, for the current row's length and dimension.
    void benchmarkProducts(attention::ProductsLayout layout)
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        Eigen::MatrixXd scores = Eigen::MatrixXd::Zero(length, length);
        Eigen::MatrixXd outputs(length, dimension);
        const Isa level = isa::active();
        QBENCHMARK
        {
            attention::matrixProductsWith(level, x, scores, outputs, layout);
        }
        QVERIFY(outputs.allFinite());
    }

private Q_SLOTS:
    void initTestCase()
    {
        qInfo().noquote() << "attention kernels:" << isa::name(isa::active());
#if ATTENTIONLAB_BENCH_OPENBLAS
        // Our core runs on one thread: so does the reference.
        openblas_set_num_threads(1);
        qInfo().noquote() << "OpenBLAS kernel:" << openblas_get_corename();
#else
        qInfo().noquote() << "OpenBLAS kernel: none (not found when this was built)";
#endif
    }

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
    void attention_data()
    {
        sizes_data();
    }
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
    void attentionFreshResult_data()
    {
        sizes_data();
    }
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

    // The lower bound: exactly the products the core computes (one triangle of
    // X·Xᵀ, then a full L x L times L x d), by the same Eigen at the same level, laid
    // out as the sweeps compute them; the bound is the faster of this and the next
    // (run_benchmarks.sh).
    void matrixProductsOnly_data()
    {
        sizes_data();
    }
    void matrixProductsOnly()
    {
        benchmarkProducts(attention::ProductsLayout::Sweeps);
    }

    // The same products as the row panels lay them out (a panel of rows at a time, its W·X while
    // it is in L2).
    void matrixProductsInRowPanels_data()
    {
        sizes_data();
    }
    void matrixProductsInRowPanels()
    {
        benchmarkProducts(attention::ProductsLayout::RowPanels);
    }

    // The same two products by OpenBLAS: dsyrk (one triangle) and dgemm.
    void openblasProductsOnly_data()
    {
        sizes_data();
    }
    void openblasProductsOnly()
    {
#if ATTENTIONLAB_BENCH_OPENBLAS
        QFETCH(int, length);
        QFETCH(int, dimension);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        Eigen::MatrixXd scores = Eigen::MatrixXd::Zero(length, length);
        Eigen::MatrixXd outputs(length, dimension);
        QBENCHMARK
        {
            cblas_dsyrk(CblasColMajor, CblasLower, CblasNoTrans, length, dimension, 1.0, x.data(), length, 0.0,
                        scores.data(), length);
            cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, length, dimension, length, 1.0, scores.data(),
                        length, x.data(), length, 0.0, outputs.data(), length);
        }
        QVERIFY(outputs.allFinite());
#else
        QSKIP("OpenBLAS (libopenblas-dev) was not found when this was built");
#endif
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
