// SPDX-License-Identifier: GPL-3.0-or-later
// The instruction-set levels of the attention kernels: every level this CPU
// runs gives the same numbers, and ATTENTIONLAB_ISA picks one.
#include "attentionisa.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <vector>

using namespace AttentionLab;

Q_DECLARE_METATYPE(Eigen::MatrixXd)

namespace {
constexpr double tolerance = 1e-12;

// Deterministic vectors with entries in [-scale, scale] (no Eigen::Random, whose
// sequence depends on the C library).
Eigen::MatrixXd vectorsOf(int length, int dimension, double scale)
{
    Eigen::MatrixXd x(length, dimension);
    unsigned state = 12345u + static_cast<unsigned>(length * 31 + dimension);
    for (int j = 0; j < dimension; ++j) {
        for (int i = 0; i < length; ++i) {
            state = state * 1664525u + 1013904223u;
            x(i, j) = scale * (static_cast<double>(state >> 8) / double(1u << 24) * 2.0 - 1.0);
        }
    }
    return x;
}

// The softmax of each row written out plainly: w(i, j) = exp(s(i, j) - max_i) / sum_k exp(s(i, k) - max_i).
Eigen::MatrixXd softmaxByTheFormula(const Eigen::MatrixXd& scores)
{
    Eigen::MatrixXd weights(scores.rows(), scores.cols());
    for (Eigen::Index i = 0; i < scores.rows(); ++i) {
        const Eigen::RowVectorXd exps = (scores.row(i).array() - scores.row(i).maxCoeff()).exp().matrix();
        weights.row(i) = exps / exps.sum();
    }
    return weights;
}

// The scores x xᵀ as the kernels clamp them before the softmax: NaN to the lowest double, ±inf to
// ± the largest.
Eigen::MatrixXd clampedScoresOf(const Eigen::MatrixXd& x)
{
    const double largest = std::numeric_limits<double>::max();
    return (x * x.transpose()).unaryExpr([largest](double score) {
        return std::isnan(score) ? -largest : std::clamp(score, -largest, largest);
    });
}

// |a - b| <= tolerance * max(1, |a|), element by element; names the first miss.
QString differs(const Eigen::MatrixXd& actual, const Eigen::MatrixXd& expected)
{
    if (actual.rows() != expected.rows() || actual.cols() != expected.cols())
        return QStringLiteral("size %1x%2, expected %3x%4")
            .arg(actual.rows())
            .arg(actual.cols())
            .arg(expected.rows())
            .arg(expected.cols());
    for (Eigen::Index j = 0; j < actual.cols(); ++j) {
        for (Eigen::Index i = 0; i < actual.rows(); ++i) {
            const double a = actual(i, j);
            const double e = expected(i, j);
            if (a == e)
                continue; // also equal infinities
            if (!(std::abs(a - e) <= tolerance * std::max(1.0, std::abs(e))))
                return QStringLiteral("(%1, %2): %3, expected %4").arg(i).arg(j).arg(a, 0, 'g', 17).arg(e, 0, 'g', 17);
        }
    }
    return {};
}

// Softmax of one row written out with scalar loops: the hand computation.
double handWeight(const Eigen::MatrixXd& x, int row, int column)
{
    double maximum = -std::numeric_limits<double>::infinity();
    for (int j = 0; j < x.rows(); ++j)
        maximum = std::max(maximum, x.row(row).dot(x.row(j)));
    double sum = 0;
    for (int j = 0; j < x.rows(); ++j)
        sum += std::exp(x.row(row).dot(x.row(j)) - maximum);
    return std::exp(x.row(row).dot(x.row(column)) - maximum) / sum;
}

// The path a data row's name says attention takes with its vectors: "row by row" where it says one
// triangle "leaves it to each row" (the vectors fail the triangle's guard), else the path it names
// ("one triangle", "row by row", "row panels", "sweeps"); empty when it names none.
QString pathTheTagExpects()
{
    const QString tag = QString::fromUtf8(QTest::currentDataTag());
    if (tag.contains(QStringLiteral("leaves it to each row")))
        return QStringLiteral("row by row");
    for (const QString& path : { QStringLiteral("one triangle"), QStringLiteral("row by row"),
                                 QStringLiteral("row panels"), QStringLiteral("sweeps") }) {
        if (tag.contains(path))
            return path;
    }
    return {};
}

// Attention of x at \a temperature at every level this CPU runs, against the expected \a weights
// (and \a outputs, unless empty): names the first level whose weights are not all finite, differ
// from them, or have a row that does not sum to 1, or whose outputs are not one row per word and
// one column per dimension, or differ, or that took another path than the data row's name expects
// (pathTheTagExpects). Empty when every level passes.
QString weightsMissAtSomeLevel(const Eigen::MatrixXd& x, const Eigen::MatrixXd& weights,
                               const Eigen::MatrixXd& outputs = {}, double temperature = 1.0)
{
    for (Isa level : isa::runnableLevels()) {
        AttentionResult result;
        const QString path = attention::computeWith(level, x, { temperature }, result);
        const QString name = isa::name(level);
        const QString expectedPath = pathTheTagExpects();
        if (!expectedPath.isEmpty() && path != expectedPath)
            return name + QStringLiteral(" took ") + path;
        if (!result.weights.allFinite())
            return name + QStringLiteral(": weights not all finite");
        const QString difference = differs(result.weights, weights);
        if (!difference.isEmpty())
            return name + QStringLiteral(" weights ") + difference;
        for (Eigen::Index i = 0; i < result.weights.rows(); ++i) {
            if (!(std::abs(result.weights.row(i).sum() - 1.0) < tolerance))
                return name + QStringLiteral(": row %1 sums to %2").arg(i).arg(result.weights.row(i).sum(), 0, 'g', 17);
        }
        if (result.outputs.rows() != x.rows() || result.outputs.cols() != x.cols())
            return name + QStringLiteral(": outputs %1x%2").arg(result.outputs.rows()).arg(result.outputs.cols());
        const QString outputsDiffer = outputs.size() == 0 ? QString() : differs(result.outputs, outputs);
        if (!outputsDiffer.isEmpty())
            return name + QStringLiteral(" outputs ") + outputsDiffer;
    }
    return {};
}

// A data row whose name says which path it means ("one triangle", "row by row", "row panels",
// "sweeps") takes that path at every level: if the rule that picks the path changed, the row would
// quietly test another.
bool takesTheNamedPath(int length, int dimension)
{
    const QString tag = QString::fromUtf8(QTest::currentDataTag());
    for (const QString& path : { QStringLiteral("one triangle"), QStringLiteral("row by row"),
                                 QStringLiteral("row panels"), QStringLiteral("sweeps") }) {
        if (!tag.contains(path))
            continue;
        for (Isa level : isa::runnableLevels()) {
            if (attention::pathWith(level, length, dimension) != path) {
                qWarning().noquote() << isa::name(level) << "takes" << attention::pathWith(level, length, dimension);
                return false;
            }
        }
    }
    return true;
}
} // namespace

class TestAttentionIsa : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void levelsAreNamedAndOrdered()
    {
        QCOMPARE(isa::name(Isa::Baseline), QStringLiteral("baseline"));
        QCOMPARE(isa::name(Isa::X86_64_V3), QStringLiteral("x86-64-v3"));
        QCOMPARE(isa::name(Isa::Avx512), QStringLiteral("avx512"));
        QCOMPARE(isa::fromName(QStringLiteral("AVX512")), std::optional<Isa>(Isa::Avx512));
        QCOMPARE(isa::fromName(QStringLiteral("avx2")), std::optional<Isa>());
        const std::vector<Isa> levels = isa::runnableLevels();
        QVERIFY(!levels.empty());
        QCOMPARE(levels.front(), Isa::Baseline); // any CPU runs the baseline
        QVERIFY(std::is_sorted(levels.begin(), levels.end()));
        for (Isa level : levels)
            QVERIFY(isa::compiled(level));
#if defined(__x86_64__)
        QVERIFY(isa::compiled(Isa::X86_64_V3));
        QVERIFY(isa::compiled(Isa::Avx512));
        // AVX-512 implies AVX2 and FMA, so a CPU that runs it runs x86-64-v3 too.
        if (isa::runnable(Isa::Avx512))
            QVERIFY(isa::runnable(Isa::X86_64_V3));
#endif
    }

    void selectHonoursTheOverride_data()
    {
        QTest::addColumn<QByteArray>("requested");
        QTest::addColumn<bool>("named");
        QTest::addColumn<bool>("warns");
        QTest::newRow("unset") << QByteArray() << false << false;
        QTest::newRow("baseline") << QByteArray("baseline") << true << false;
        QTest::newRow("upper case") << QByteArray("BASELINE") << true << false;
        QTest::newRow("not a level") << QByteArray("sse9") << false << true;
    }
    void selectHonoursTheOverride()
    {
        QFETCH(QByteArray, requested);
        QFETCH(bool, named);
        QFETCH(bool, warns);
        QString warning;
        const Isa level = isa::select(requested, &warning);
        QCOMPARE(level, named ? Isa::Baseline : isa::runnableLevels().back());
        QCOMPARE(!warning.isEmpty(), warns);
        if (warns)
            QVERIFY2(warning.contains(QLatin1String("ATTENTIONLAB_ISA=sse9")), qPrintable(warning));
    }

    void unrunnableLevelFallsBack()
    {
        if (isa::runnable(Isa::Avx512))
            QSKIP("this CPU runs every level");
        QString warning;
        QCOMPARE(isa::select("avx512", &warning), isa::runnableLevels().back());
        QVERIFY2(warning.contains(QLatin1String("cannot run")), qPrintable(warning));
    }

    // Run by CTest with ATTENTIONLAB_ISA set and EXPECTED_ISA naming the level
    // (or "best"): the dispatcher chose it, and compute() gives its numbers.
    void expectedLevel()
    {
        const QByteArray expected = qgetenv("EXPECTED_ISA");
        if (expected.isEmpty())
            QSKIP("EXPECTED_ISA is not set (the override tests set it)");
        const Isa wanted
            = expected == "best" ? isa::runnableLevels().back() : isa::fromName(QString::fromLatin1(expected)).value();
        QCOMPARE(isa::active(), wanted);
        const Eigen::MatrixXd x = vectorsOf(37, 64, 1.0);
        const AttentionResult viaCompute = attention::compute(x);
        AttentionResult viaLevel;
        attention::computeWith(wanted, x, {}, viaLevel);
        // Not bit for bit: where a matrix's storage starts decides which elements
        // Eigen's exp takes one at a time (std::exp) and which a vector at a time,
        // which round differently.
        QVERIFY(differs(viaCompute.scores, viaLevel.scores).isEmpty());
        QVERIFY(differs(viaCompute.weights, viaLevel.weights).isEmpty());
        QVERIFY(differs(viaCompute.outputs, viaLevel.outputs).isEmpty());
    }

    // The rule in takesOneTriangle, takesRowPanels and fewDimensions, at its edges, the same at every
    // level but for one triangle off lines at AVX-512 (atAvx512, where it differs).
    // The scores come out exactly symmetric at every level on every path, with vectors whose
    // products round (vectorsOf's are exact, and so are their sums in any order). The row panels
    // compute each panel's own square twice, (b, c) and (c, b), in Eigen's register kernel, which
    // adds a short last panel's last rows in another order than its first (in two or four partial
    // sums): L = 1552 leaves a last panel of 16 rows at x86-64-v3 and SSE2 (and 16 at AVX-512),
    // 1568 one of 32 at AVX-512, 1645 one of 13 at every level.
    void scoresAreExactlySymmetric_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::newRow("L=1552 d=20, row panels, a last one of 16 rows") << 1552 << 20;
        QTest::newRow("L=1568 d=20, row panels, a last one of 32 rows at AVX-512") << 1568 << 20;
        QTest::newRow("L=1645 d=20, row panels, a last one of 13 rows") << 1645 << 20;
        QTest::newRow("L=301 d=20, sweeps") << 301 << 20;
        QTest::newRow("L=601 d=20, sweeps") << 601 << 20;
        QTest::newRow("L=301 d=5, one triangle") << 301 << 5;
        QTest::newRow("L=1025 d=5, row by row") << 1025 << 5;
    }
    void scoresAreExactlySymmetric()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QVERIFY(takesTheNamedPath(length, dimension));
        std::srand(7);
        const Eigen::MatrixXd x = Eigen::MatrixXd::Random(length, dimension);
        for (Isa level : isa::runnableLevels()) {
            AttentionResult result;
            attention::computeWith(level, x, { 0.7 }, result);
            for (int j = 0; j < length; ++j) {
                for (int i = j + 1; i < length; ++i) {
                    if (result.scores(i, j) != result.scores(j, i))
                        QFAIL(qPrintable(QStringLiteral("%1: scores (%2, %3) %4 and (%3, %2) %5")
                                             .arg(isa::name(level))
                                             .arg(i)
                                             .arg(j)
                                             .arg(result.scores(i, j), 0, 'g', 17)
                                             .arg(result.scores(j, i), 0, 'g', 17)));
                }
            }
        }
    }

    // The benchmarks' bound, in both its layouts, at every level: the scores the products define
    // are x xᵀ. The sweeps' layout writes one triangle, i >= j; the row panels' each panel's rows
    // from its first row's column on, so at least j >= i. W·X multiplies whatever the matrix holds
    // (its other triangle is not the bound's business), so only its outputs' being finite is
    // checked: the scores start at 0.
    void boundsProductsWriteTheScores_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::newRow("L=37 d=9") << 37 << 9;
        QTest::newRow("L=100 d=300") << 100 << 300;
        QTest::newRow("L=1540 d=20, panels of 48 or 32 rows and a last one of 4") << 1540 << 20;
        QTest::newRow("L=60 d=4, the column product in both") << 60 << 4;
    }
    void boundsProductsWriteTheScores()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        const Eigen::MatrixXd x = vectorsOf(length, dimension, 0.5);
        const Eigen::MatrixXd expected = x * x.transpose();
        for (Isa level : isa::runnableLevels()) {
            for (const auto layout : { attention::ProductsLayout::Sweeps, attention::ProductsLayout::RowPanels }) {
                const bool panels = layout == attention::ProductsLayout::RowPanels && dimension > 8;
                Eigen::MatrixXd scores = Eigen::MatrixXd::Zero(length, length);
                Eigen::MatrixXd outputs;
                attention::matrixProductsWith(level, x, scores, outputs, layout);
                const QByteArray name = isa::name(level).toLatin1() + (panels ? " panels" : " sweeps");
                QVERIFY2(outputs.rows() == length && outputs.cols() == dimension && outputs.allFinite(),
                         name.constData());
                const QString differences = panels
                    ? differs(scores.triangularView<Eigen::Upper>(), expected.triangularView<Eigen::Upper>())
                    : differs(scores.triangularView<Eigen::Lower>(), expected.triangularView<Eigen::Lower>());
                QVERIFY2(differences.isEmpty(), QByteArray(name + " scores " + differences.toUtf8()).constData());
            }
        }
    }

    void pathsFollowTheRule_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("atAvx512");
        QTest::newRow("lesson size") << 4 << 4 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=511 d=8, the widest in one triangle")
            << 511 << 8 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=256 d=0") << 256 << 0 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=512 d=1, the shortest row by row, a multiple of 512")
            << 512 << 1 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=513 d=4, a multiple of 512 and one") << 513 << 4 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=514 d=5, off lines: one triangle past 512, row by row at AVX-512")
            << 514 << 5 << QStringLiteral("one triangle") << QStringLiteral("row by row");
        QTest::newRow("L=514 d=6, off lines: one triangle past 512 at every level")
            << 514 << 6 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=1279 d=8, the longest off lines in one triangle")
            << 1279 << 8 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=1279 d=1, off lines: one triangle, row by row at AVX-512")
            << 1279 << 1 << QStringLiteral("one triangle") << QStringLiteral("row by row");
        QTest::newRow("L=1281 d=8, off lines from 1280: row by row")
            << 1281 << 8 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=1280 d=8, on lines: one triangle") << 1280 << 8 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=1528 d=4, the last on lines in one triangle")
            << 1528 << 4 << QStringLiteral("one triangle") << QString();
        QTest::newRow("L=1544 d=4, on lines from 1536: row by row")
            << 1544 << 4 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=4088 d=8, on lines") << 4088 << 8 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=1535 d=6, off lines") << 1535 << 6 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=4095 d=4, row by row") << 4095 << 4 << QStringLiteral("row by row") << QString();
        QTest::newRow("d=8, the widest row by row") << 2048 << 8 << QStringLiteral("row by row") << QString();
        QTest::newRow("L=1535 d=9, short of the panels") << 1535 << 9 << QStringLiteral("sweeps") << QString();
        QTest::newRow("L=1536 d=9, the panels' first length") << 1536 << 9 << QStringLiteral("row panels") << QString();
        QTest::newRow("L=1536 d=97, past L / 16, where the panels once stopped")
            << 1536 << 97 << QStringLiteral("row panels") << QString();
        QTest::newRow("L=4096 d=129, past 128, where the panels once stopped")
            << 4096 << 129 << QStringLiteral("row panels") << QString();
        QTest::newRow("L=1535 d=300, short of the panels") << 1535 << 300 << QStringLiteral("sweeps") << QString();
        QTest::newRow("L=256 d=64") << 256 << 64 << QStringLiteral("sweeps") << QString();
        QTest::newRow("L=1024 d=300") << 1024 << 300 << QStringLiteral("sweeps") << QString();
    }
    void pathsFollowTheRule()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QFETCH(QString, path);
        QFETCH(QString, atAvx512);
        for (Isa level : isa::runnableLevels()) {
            const QString expected = level == Isa::Avx512 && !atAvx512.isEmpty() ? atAvx512 : path;
            QVERIFY2(attention::pathWith(level, length, dimension) == expected, qPrintable(isa::name(level)));
        }
    }

    void everyLevelGivesTheBaselineNumbers_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::addColumn<double>("scale");
        QTest::addColumn<double>("temperature");
        QTest::newRow("lesson size L=4 d=4") << 4 << 4 << 1.0 << 1.0;
        QTest::newRow("one word") << 1 << 4 << 1.0 << 1.0;
        QTest::newRow("one dimension") << 5 << 1 << 1.0 << 1.0;
        QTest::newRow("no words") << 0 << 4 << 1.0 << 1.0;
        QTest::newRow("no dimensions") << 6 << 0 << 1.0 << 1.0;
        QTest::newRow("odd sizes L=33 d=7") << 33 << 7 << 1.0 << 0.5;
        QTest::newRow("panel edge L=65 d=64") << 65 << 64 << 0.3 << 1.0;
        QTest::newRow("L=257 d=300") << 257 << 300 << 0.2 << 2.0;
        QTest::newRow("sharp L=100 d=64 t=0.01") << 100 << 64 << 1.0 << 0.01;
        QTest::newRow("huge scores 1e150") << 20 << 4 << 1e150 << 1.0;
        // Up to d = 8 one triangle in blocks, but for L a multiple of 512 or one more, from 1536 a
        // multiple of 8, and from 1280 (at AVX-512 from 512 up to d = 5) for the rest; there each row
        // from the vectors, its weights written down their columns, off lines too.
        QTest::newRow("one triangle L=300 d=8 t=0.5") << 300 << 8 << 0.5 << 0.5;
        QTest::newRow("one triangle L=511 d=3") << 511 << 3 << 1.0 << 1.0;
        QTest::newRow("row by row L=1024 d=4") << 1024 << 4 << 1.0 << 1.0;
        QTest::newRow("row by row L=1025 d=8") << 1025 << 8 << 1.0 << 1.0;
        QTest::newRow("one triangle L=1027 d=8") << 1027 << 8 << 1.0 << 1.0;
        QTest::newRow("row by row on lines L=1560 d=3") << 1560 << 3 << 0.8 << 1.0;
        QTest::newRow("row by row on lines L=1544 d=4") << 1544 << 4 << 1.0 << 1.0;
        QTest::newRow("row by row off lines L=2059 d=5") << 2059 << 5 << 1.0 << 1.0;
        // Off lines below 1280 the paths differ by level: row by row at AVX-512 (up to d = 5), one
        // triangle at the others.
        QTest::newRow("off lines L=1023 d=4 t=0.5, each level its own path") << 1023 << 4 << 1.0 << 0.5;
        // From L = 1536 in panels of rows (48 at AVX-512, 32 at the other levels); below, the sweeps
        // and Eigen's product.
        QTest::newRow("row panels L=1637 d=9 t=0.5") << 1637 << 9 << 0.7 << 0.5;
        QTest::newRow("row panels L=1600 d=64") << 1600 << 64 << 0.2 << 1.0;
        QTest::newRow("sweeps L=1024 d=65") << 1024 << 65 << 0.2 << 1.0;
    }
    void everyLevelGivesTheBaselineNumbers()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QFETCH(double, scale);
        QFETCH(double, temperature);
        QVERIFY(takesTheNamedPath(length, dimension));
        const Eigen::MatrixXd x = vectorsOf(length, dimension, scale);
        AttentionResult baseline;
        const QString path = attention::computeWith(Isa::Baseline, x, { temperature }, baseline);
        if (!pathTheTagExpects().isEmpty())
            QCOMPARE(path, pathTheTagExpects());
        QVERIFY(baseline.weights.allFinite());
        if (length > 0 && dimension > 0 && scale == 1.0 && temperature == 1.0) {
            // The baseline itself against the hand computation.
            QVERIFY(std::abs(baseline.weights(0, length - 1) - handWeight(x, 0, length - 1)) < tolerance);
        }
        int compared = 0;
        for (Isa level : isa::runnableLevels()) {
            if (level == Isa::Baseline)
                continue;
            AttentionResult result;
            attention::computeWith(level, x, { temperature }, result);
            const QByteArray name = isa::name(level).toLatin1();
            const QString scores = differs(result.scores, baseline.scores);
            QVERIFY2(scores.isEmpty(), QByteArray(name + " scores " + scores.toUtf8()).constData());
            const QString weights = differs(result.weights, baseline.weights);
            QVERIFY2(weights.isEmpty(), QByteArray(name + " weights " + weights.toUtf8()).constData());
            const QString outputs = differs(result.outputs, baseline.outputs);
            QVERIFY2(outputs.isEmpty(), QByteArray(name + " outputs " + outputs.toUtf8()).constData());
            ++compared;
        }
        if (compared == 0)
            QSKIP("this CPU runs the baseline level only");
    }

    // Every weight and output, at every level, against the plain formula written out here:
    // w(i, j) = exp(s(i, j) - max_i) / sum_k exp(s(i, k) - max_i) with s = X Xᵀ / T, and the
    // outputs W X.
    void longSentencesMatchThePlainFormula_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        // Up to d = 8 and below L = 512, one triangle in blocks of a register's width (8 x 8 at
        // AVX-512, 4 x 4 at x86-64-v3, 2 x 2 at SSE2); the last L mod width rows a register of a
        // group's columns at a time, their corner alone.
        QTest::newRow("L=256 d=4, one triangle in whole blocks at every level") << 256 << 4;
        QTest::newRow("L=41 d=6, one triangle, a last row and column alone at every level") << 41 << 6;
        QTest::newRow("L=38 d=8, one triangle, 6 alone at AVX-512, 2 at x86-64-v3") << 38 << 8;
        QTest::newRow("L=7 d=3, one triangle, no whole block at AVX-512") << 7 << 3;
        QTest::newRow("L=1 d=2, one triangle, one word") << 1 << 2;
        QTest::newRow("L=9 d=0, one triangle, no dimensions") << 9 << 0;
        QTest::newRow("L=511 d=1, one triangle, the longest through the caches in L2") << 511 << 1;
        QTest::newRow("L=96 d=5, one triangle") << 96 << 5;
        // Also from L = 512, up to 1535, but for multiples of 512 and one more, and from 1280 for
        // the rest (at AVX-512 with up to 5 dimensions, not past 512 off lines).
        QTest::newRow("L=1000 d=4, one triangle past 512, in whole blocks at every level") << 1000 << 4;
        QTest::newRow("L=1031 d=6, one triangle past 512, 7 rows alone at AVX-512") << 1031 << 6;
        // Each row alone, each dimension with its own loop; rows are written 32 at a time, in whole
        // cache lines (off lines, L not a multiple of 8, completed from the rows the group before
        // carried over), and around the caches from L = 512. Where one triangle would be taken,
        // word 0 stands far out (tagged "leaves it to each row").
        QTest::newRow("L=1024 d=4, row by row") << 1024 << 4;
        QTest::newRow("L=1025 d=3, row by row, a last group of one row") << 1025 << 3;
        // Off lines, each group's whole lines streamed, the lines it shares with the next group
        // made whole from the rows it carries over, the last group's written at the end.
        QTest::newRow("L=2059 d=5, row by row off lines, a last group of 11 rows") << 2059 << 5;
        QTest::newRow("L=1544 d=4, row by row on lines") << 1544 << 4;
        QTest::newRow("L=777 d=3, off lines below 1280: each level its own path") << 777 << 3;
        // Off lines through the caches (below 512): odd offsets from the lines, no dimensions.
        QTest::newRow("L=101 d=4, one triangle, which leaves it to each row: off lines through the caches") << 101 << 4;
        QTest::newRow("L=513 d=0, row by row, no dimensions") << 513 << 0;
        QTest::newRow("L=520 d=2, one triangle, which leaves it to each row: a last group of 8 rows") << 520 << 2;
        QTest::newRow("L=1101 d=7, one triangle, which leaves it to each row: not a multiple of the tiles or the "
                      "column groups")
            << 1101 << 7;
        QTest::newRow("L=517 d=8, one triangle, which leaves it to each row: not on lines, the column product's "
                      "widest")
            << 517 << 8;
        QTest::newRow("L=100 d=3, one triangle, which leaves it to each row: through the caches") << 100 << 3;
        QTest::newRow("L=37 d=9, sweeps and Eigen's product") << 37 << 9;
        QTest::newRow("L=300 d=64, sweeps") << 300 << 64;
        // W·X in slices of 240 words (weightedSum): two whole and a last of 220.
        QTest::newRow("L=700 d=20, sweeps, the weighted sum in three slices") << 700 << 20;
        // Fewer words than a mirrored block has rows (8 at AVX-512, 4 at x86-64-v3, 2 at SSE2).
        QTest::newRow("L=5 d=12, sweeps, no whole block at AVX-512") << 5 << 12;
        QTest::newRow("L=1 d=9, sweeps, one word") << 1 << 9;
        QTest::newRow("L=0 d=9, sweeps, no words") << 0 << 9;
        // From L = 1536, in panels of rows (attentionInRowPanels): 48 at AVX-512, 32 at the other
        // levels. L = 1632 + r leaves a last panel of r rows at both.
        QTest::newRow("L=1536 d=16, row panels on lines") << 1536 << 16;
        QTest::newRow("L=1635 d=40, row panels, a last one of 3 rows, not on lines") << 1635 << 40;
        QTest::newRow("L=1640 d=9, row panels, a last one of 8 rows") << 1640 << 9;
        QTest::newRow("L=1645 d=20, row panels, a last one of 13 rows: a block and 5 alone") << 1645 << 20;
        QTest::newRow("L=1536 d=96, the first sentence in row panels") << 1536 << 96;
        QTest::newRow("L=1540 d=300, row panels past 128 dimensions, a last one of 4 rows") << 1540 << 300;
    }
    void longSentencesMatchThePlainFormula()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QVERIFY(takesTheNamedPath(length, dimension));
        const double temperature = 0.8;
        Eigen::MatrixXd x = vectorsOf(length, dimension, 1.0);
        // Word 0's own score 1125 and the others' a few: more than one triangle's shared shift spans.
        if (QByteArray(QTest::currentDataTag()).contains("leaves it to each row"))
            x(0, 0) = 30;
        const Eigen::MatrixXd scores = x * x.transpose() / temperature;
        const Eigen::MatrixXd weights = softmaxByTheFormula(scores);
        const Eigen::MatrixXd outputs = weights * x;
        for (Isa level : isa::runnableLevels()) {
            // NaN wherever the kernel leaves a number unwritten: memory the allocator hands back may
            // still hold the level before's right answer.
            const double nan = std::numeric_limits<double>::quiet_NaN();
            AttentionResult result { Eigen::MatrixXd::Constant(length, length, nan),
                                     Eigen::MatrixXd::Constant(length, length, nan),
                                     Eigen::MatrixXd::Constant(length, dimension, nan) };
            const QString path = attention::computeWith(level, x, { temperature }, result);
            const QByteArray name = isa::name(level).toLatin1();
            // A tag that names no path: each level's own, as the rule gives it.
            const QString expectedPath = pathTheTagExpects();
            QCOMPARE(path, expectedPath.isEmpty() ? attention::pathWith(level, length, dimension) : expectedPath);
            const QString scoresDiffer = differs(result.scores, scores);
            QVERIFY2(scoresDiffer.isEmpty(), QByteArray(name + " scores " + scoresDiffer.toUtf8()).constData());
            // Exactly, whichever path and level: s(i, j) is copied into s(j, i), or computed from the
            // same products in the same order.
            QVERIFY2(result.scores == result.scores.transpose(), name.constData());
            const QString weightsDiffer = differs(result.weights, weights);
            QVERIFY2(weightsDiffer.isEmpty(), QByteArray(name + " weights " + weightsDiffer.toUtf8()).constData());
            const QString outputsDiffer = differs(result.outputs, outputs);
            QVERIFY2(outputsDiffer.isEmpty(), QByteArray(name + " outputs " + outputsDiffer.toUtf8()).constData());
            for (int i = 0; i < length; i += 97)
                QVERIFY(std::abs(result.weights.row(i).sum() - 1.0) < tolerance);
        }
    }

    // Each row's maximum, from both sides of the diagonal. One dimension that matters, x_i growing or
    // shrinking with i by steps of 5: the scores run into the hundreds of thousands, and a row
    // maximum taken from the wrong scores leaves an exp above the largest double. With 9
    // dimensions (8 of them 0) the mirror finds the maxima, from the tiles on both sides (each
    // mutation of those three places fails a row here), at AVX-512 and x86-64-v3 from 8 x 8 or 4 x 4
    // blocks and the scores of the last rows that fill no block one by one; from L = 1536 a panel of
    // rows finds them, in the triangle and turned around from beyond it; with 1, each row's own
    // scores.
    void rowMaximaComeFromEveryTile_data()
    {
        QTest::addColumn<bool>("growing");
        QTest::addColumn<int>("dimension");
        QTest::addColumn<int>("length");
        QTest::newRow("growing, d=9, sweeps: row 0 peaks at its far end, row 99 on the diagonal") << true << 9 << 100;
        QTest::newRow("shrinking, d=9, sweeps: row 99 peaks at its far beginning") << false << 9 << 100;
        // L a multiple of 8: at AVX-512 and x86-64-v3 every score is mirrored in a block, none alone.
        QTest::newRow("growing, d=9, L=96, sweeps: row 0 peaks in a turned block, row 95 in its diagonal one")
            << true << 9 << 96;
        QTest::newRow("shrinking, d=9, L=96, sweeps: row 95 peaks in a block's columns") << false << 9 << 96;
        QTest::newRow("growing, d=9, L=1606, row panels: row 0 peaks in its own product") << true << 9 << 1606;
        QTest::newRow("shrinking, d=9, L=1608, row panels: row 1607 peaks in a turned block") << false << 9 << 1608;
        QTest::newRow("shrinking, d=9, L=1606, row panels: row 1605 peaks turned one by one") << false << 9 << 1606;
        // Up to d = 8 one triangle is tried first (see takesOneTriangle); these diagonals spread too
        // far for it.
        QTest::newRow("growing, d=1, one triangle, which leaves it to each row") << true << 1 << 100;
        QTest::newRow("shrinking, d=1, one triangle, which leaves it to each row") << false << 1 << 100;
        QTest::newRow("growing, d=1, L=1024, row by row") << true << 1 << 1024;
        QTest::newRow("shrinking, d=1, L=1024, row by row") << false << 1 << 1024;
        QTest::newRow("growing, d=1, L=520, one triangle, which leaves it to each row") << true << 1 << 520;
        QTest::newRow("shrinking, d=1, L=520, one triangle, which leaves it to each row") << false << 1 << 520;
    }
    void rowMaximaComeFromEveryTile()
    {
        QFETCH(bool, growing);
        QFETCH(int, dimension);
        QFETCH(int, length);
        QVERIFY(takesTheNamedPath(length, dimension));
        Eigen::MatrixXd x = Eigen::MatrixXd::Zero(length, dimension);
        for (int i = 0; i < length; ++i)
            x(i, 0) = 5.0 * (growing ? i + 1 : length - i);
        const Eigen::MatrixXd weights = softmaxByTheFormula(x * x.transpose());
        const QString miss = weightsMissAtSomeLevel(x, weights);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    // Infinite and NaN scores away from the diagonal tile (the mirror clamps them as it finds the
    // row maxima): x_0 and x_65 are 1e200, so their scores with each other and themselves are +inf;
    // x_40 is NaN, so its row and column are NaN. Each row's weights are the plain formula's with
    // the clamp: +inf -> the largest double, NaN -> the lowest. With 9 dimensions (8 of them 0) the
    // mirror clamps, from L = 1536 a panel of rows (row 65's score with x_0 is turned around from
    // row 0's); with 1, each row as it is computed.
    void nonFiniteScoresAcrossTiles_data()
    {
        QTest::addColumn<int>("dimension");
        QTest::addColumn<int>("length");
        QTest::newRow("d=9, sweeps, mirrored") << 9 << 70;
        QTest::newRow("d=9, L=72, sweeps, mirrored in blocks only") << 9 << 72;
        QTest::newRow("d=9, L=601, sweeps, mirrored") << 9 << 601;
        QTest::newRow("d=9, L=1606, row panels") << 9 << 1606;
        QTest::newRow("d=1, one triangle, which leaves it to each row") << 1 << 70;
        QTest::newRow("d=1, L=1025, row by row") << 1 << 1025;
        QTest::newRow("d=1, L=520, one triangle, which leaves it to each row") << 1 << 520;
    }
    void nonFiniteScoresAcrossTiles()
    {
        QFETCH(int, dimension);
        QFETCH(int, length);
        QVERIFY(takesTheNamedPath(length, dimension));
        Eigen::MatrixXd x = Eigen::MatrixXd::Zero(length, dimension);
        for (int i = 0; i < length; ++i)
            x(i, 0) = (i % 3 == 0) ? 1.0 : -1.0;
        x(0, 0) = x(65, 0) = 1e200;
        x(40, 0) = std::numeric_limits<double>::quiet_NaN();
        const Eigen::MatrixXd weights = softmaxByTheFormula(clampedScoresOf(x));
        QCOMPARE(weights(0, 65), 0.5); // two +inf share row 0
        const QString miss = weightsMissAtSomeLevel(x, weights);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    // The sweeps take the exps of one triangle against the largest score of all (not each row's
    // own) while every row's largest lies within 512 of it: row i's weights come out the same. Up to
    // d = 8 (one triangle) the same, while every word's score with itself lies within 512 of the
    // largest such score.
    // Here x_0 = (a, 0, ...) scores a² with itself and 0 with every other word, whose scores are
    // within [-1, 1]: row 0 peaks a² - 1 or so above the others. At a gap of 500 the other rows'
    // exps are near exp(-500) before their sums scale them back; at 1000 they would be 0 (below
    // exp(-708)) and their sums 0, so such rows must be softmaxed against their own largest.
    void rowsFarBelowTheLargestScore_data()
    {
        QTest::addColumn<double>("gap");
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::newRow("gap 20, sweeps, one shift") << 20.0 << 70 << 9;
        QTest::newRow("gap 500, sweeps, one shift") << 500.0 << 70 << 9;
        QTest::newRow("gap 500, L=72, sweeps, one shift, in blocks only") << 500.0 << 72 << 9;
        QTest::newRow("gap 1000, sweeps, each row its own shift") << 1000.0 << 70 << 9;
        QTest::newRow("gap 1e6, L=72, sweeps, each row its own shift") << 1e6 << 72 << 9;
        // From L = 512 the sweeps' one shift gives the sums alone, and each weight's exp is taken again.
        QTest::newRow("gap 500, L=601, sweeps, one shift") << 500.0 << 601 << 9;
        QTest::newRow("gap 1000, L=600, sweeps, each row its own shift") << 1000.0 << 600 << 9;
        QTest::newRow("gap 20, d=3, one triangle") << 20.0 << 70 << 3;
        QTest::newRow("gap 511, d=3, L=72, one triangle, in blocks only") << 511.0 << 72 << 3;
        QTest::newRow("gap 1000, d=3, one triangle, which leaves it to each row") << 1000.0 << 70 << 3;
        QTest::newRow("gap 1e6, d=8, L=72, one triangle, which leaves it to each row") << 1e6 << 72 << 8;
    }
    void rowsFarBelowTheLargestScore()
    {
        QFETCH(double, gap);
        QFETCH(int, length);
        QFETCH(int, dimension);
        QVERIFY(takesTheNamedPath(length, dimension));
        Eigen::MatrixXd x = Eigen::MatrixXd::Zero(length, dimension);
        x.rightCols(2) = vectorsOf(length, 2, 0.7);
        x.row(0).setZero();
        x(0, 0) = std::sqrt(gap);
        const Eigen::MatrixXd scores = x * x.transpose();
        const Eigen::MatrixXd weights = softmaxByTheFormula(scores);
        const QString miss = weightsMissAtSomeLevel(x, weights, weights * x);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    // A NaN word and no infinite one: its row and column of scores are NaN, so its row's weights are
    // all equal (every clamped score the lowest double) and the NaN is the lowest in every other row.
    // The sweeps (below 1536 words) would take the others' shift from the diagonal, where the NaN lies
    // (sharedShiftOfDiagonal must leave such scores to the two passes); one triangle
    // leaves the rows to go one by one.
    void oneNanWord_data()
    {
        QTest::addColumn<int>("dimension");
        QTest::addColumn<int>("length");
        QTest::newRow("d=9, sweeps") << 9 << 70;
        QTest::newRow("d=9, L=72, sweeps, in blocks only") << 9 << 72;
        QTest::newRow("d=9, L=601, sweeps") << 9 << 601;
        QTest::newRow("d=9, L=1606, row panels") << 9 << 1606;
        QTest::newRow("d=3, one triangle, which leaves it to each row") << 3 << 70;
    }
    void oneNanWord()
    {
        QFETCH(int, dimension);
        QFETCH(int, length);
        QVERIFY(takesTheNamedPath(length, dimension));
        Eigen::MatrixXd x = vectorsOf(length, dimension, 0.5);
        x(40, dimension - 1) = std::numeric_limits<double>::quiet_NaN();
        const Eigen::MatrixXd weights = softmaxByTheFormula(clampedScoresOf(x));
        QCOMPARE(weights(40, 3), 1.0 / length);
        const QString miss = weightsMissAtSomeLevel(x, weights);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    // The sweeps take their one shift from the diagonal while the words' scores with
    // themselves lie within 512 of each other (mirrorWithSoftmax, at AVX-512 and
    // x86-64-v3), and otherwise, below 512 words, from the rows' largest scores while those do
    // (softmaxOfLowerTriangle).
    // Here the diagonal spreads and the rows do not: x_0 scores 1000 with itself, every other word
    // about 256 with itself and about 506 with x_0, its row's largest. With L = 72 every block whole at
    // every level.
    void sweepsWhoseDiagonalSpreadsButNotTheirRows_data()
    {
        QTest::addColumn<int>("length");
        QTest::newRow("L=70, sweeps") << 70;
        QTest::newRow("L=72, sweeps, in blocks only") << 72;
        QTest::newRow("L=601, sweeps") << 601;
    }
    void sweepsWhoseDiagonalSpreadsButNotTheirRows()
    {
        QFETCH(int, length);
        const int dimension = 9;
        QVERIFY(takesTheNamedPath(length, dimension));
        Eigen::MatrixXd x = vectorsOf(length, dimension, 0.1);
        x.col(0).setConstant(16.0);
        x.row(0).setZero();
        x(0, 0) = std::sqrt(1000.0);
        const Eigen::MatrixXd scores = x * x.transpose();
        const Eigen::VectorXd rowMaxima = scores.rowwise().maxCoeff();
        QVERIFY(scores.diagonal().maxCoeff() - scores.diagonal().minCoeff() > 700);
        QVERIFY(rowMaxima.maxCoeff() - rowMaxima.minCoeff() < 512);
        const Eigen::MatrixXd weights = softmaxByTheFormula(scores);
        const QString miss = weightsMissAtSomeLevel(x, weights, weights * x);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    // Every score far above 0 (about 900, where exp overflows) and close to each other: each path
    // must shift them down before the exps (one triangle by its diagonal's largest).
    void scoresFarAboveZero_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::newRow("d=3, one triangle") << 70 << 3;
        QTest::newRow("d=3, L=1025, row by row, not on lines") << 1025 << 3;
        QTest::newRow("d=3, L=520, one triangle") << 520 << 3;
        QTest::newRow("d=9, sweeps") << 70 << 9;
        QTest::newRow("d=9, L=601, sweeps") << 601 << 9;
        QTest::newRow("d=9, L=1682, row panels") << 1682 << 9;
    }
    void scoresFarAboveZero()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QVERIFY(takesTheNamedPath(length, dimension));
        Eigen::MatrixXd x = vectorsOf(length, dimension, 0.3);
        x.col(0).array() += 30.0;
        const Eigen::MatrixXd scores = x * x.transpose();
        QVERIFY(scores.minCoeff() > 800);
        const Eigen::MatrixXd weights = softmaxByTheFormula(scores);
        const QString miss = weightsMissAtSomeLevel(x, weights, weights * x);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    // One triangle's guard against overflow: it leaves the rows to go one by one when a word's dot
    // product with itself, or the largest such times 1/T, comes within a factor of 8 of the largest
    // double (each score is at most the larger of its two words' own, rounding aside). Here every
    // word's own score is the same, so only that guard decides; the weights are the formula's.
    void oneTriangleNearTheLargestDouble_data()
    {
        QTest::addColumn<double>("norm");
        QTest::addColumn<double>("temperature");
        QTest::newRow("own scores 1e306, one triangle") << 1e153 << 1.0;
        QTest::newRow("own scores 1e308, one triangle leaves it to each row") << 1e154 << 1.0;
        QTest::newRow("own dot products 1e10 at T = 1e-298, one triangle leaves it to each row") << 1e5 << 1e-298;
        QTest::newRow("own dot products 1e308 at T = 100, one triangle leaves it to each row") << 1e154 << 100.0;
    }
    void oneTriangleNearTheLargestDouble()
    {
        QFETCH(double, norm);
        QFETCH(double, temperature);
        const int length = 21;
        Eigen::MatrixXd x = Eigen::MatrixXd::Zero(length, 3);
        for (int i = 0; i < length; ++i)
            x(i, i % 3 == 0 ? 0 : 1) = (i % 2 == 0 ? norm : -norm); // own scores exactly norm²
        QVERIFY(takesTheNamedPath(length, 3));
        const Eigen::MatrixXd weights = softmaxByTheFormula(x * x.transpose() / temperature);
        const QString miss = weightsMissAtSomeLevel(x, weights, {}, temperature);
        QVERIFY2(miss.isEmpty(), qPrintable(miss));
    }

    void softmaxRowsAgreeAcrossLevels()
    {
        // Not square, and with the values the clamp exists for.
        Eigen::MatrixXd scores = vectorsOf(70, 45, 30.0);
        scores(3, 4) = std::numeric_limits<double>::quiet_NaN();
        scores(5, 0) = std::numeric_limits<double>::infinity();
        scores(5, 1) = std::numeric_limits<double>::infinity();
        scores(6, 2) = -std::numeric_limits<double>::infinity();
        scores.row(7).setConstant(1e300);
        scores(69, 44) = -1e300;
        const Eigen::MatrixXd baseline = attention::softmaxRowsWith(Isa::Baseline, scores);
        QVERIFY(baseline.allFinite());
        QVERIFY((baseline.rowwise().sum().array() - 1.0).abs().maxCoeff() < tolerance);
        QCOMPARE(baseline(5, 0), 0.5); // two +inf share the row
        QCOMPARE(baseline(7, 10), 1.0 / 45); // a constant row is uniform
        int compared = 0;
        for (Isa level : isa::runnableLevels()) {
            if (level == Isa::Baseline)
                continue;
            const QString difference = differs(attention::softmaxRowsWith(level, scores), baseline);
            QVERIFY2(difference.isEmpty(), qPrintable(isa::name(level) + QLatin1Char(' ') + difference));
            ++compared;
        }
        if (compared == 0)
            QSKIP("this CPU runs the baseline level only");
    }

    void exponentialsAreExactToTheLastPlaces()
    {
        // One row whose differences to its maximum sweep the exponential's range, its
        // reductions' edges (±ln 2 / 2 at x86-64-v3, ±ln 2 / 32 at AVX-512), every entry of
        // AVX-512's table of 2^(j / 16), and where a double underflows (-708.4): every level's
        // weights within a few units in the last place of exp(x) / sum in long double. The
        // tolerance above is absolute, and would not see a wrong exponential's tiny weights.
        // The row 17 times over: the exps go a register at a time down each column's 16 first
        // rows (at AVX-512 and x86-64-v3), one at a time in the last.
        // -708.395 to -708.7: 2ⁿ is the smallest normal there, and the exp is 0 only by the check
        // that flushes what would be subnormal.
        QList<double> differences { 0,
                                    -1e-3,
                                    -0.1,
                                    -0.3465,
                                    -0.3466,
                                    -0.35,
                                    -0.6931,
                                    -1,
                                    -2.5,
                                    -10,
                                    -33.3,
                                    -100,
                                    -512.7,
                                    -700,
                                    -708.3,
                                    -708.38,
                                    -708.395,
                                    -708.5,
                                    -708.7,
                                    -709,
                                    -745,
                                    -1000,
                                    -std::numeric_limits<double>::infinity() };
        differences << -0.02166 << -0.02167; // ln 2 / 32 = 0.021660849...
        for (int j = 0; j < 16; ++j)
            differences << -(16 + j + 0.4) * std::log(2.0) / 16; // k = -16 - j: entry (16 - j) mod 16
        const int rows = 17;
        Eigen::MatrixXd scores(rows, differences.size());
        for (int j = 0; j < differences.size(); ++j)
            scores.col(j).setConstant(3.25 + differences.at(j)); // the maximum is not 0
        long double sum = 0;
        for (double difference : differences)
            sum += std::exp(static_cast<long double>(difference));
        const auto miss = [](Isa level, double difference, double weight, long double expected) {
            return QStringLiteral("%1, exp(%2): %3 instead of %4")
                .arg(isa::name(level))
                .arg(difference, 0, 'g', 17)
                .arg(weight, 0, 'g', 17)
                .arg(static_cast<double>(expected), 0, 'g', 17);
        };
        for (Isa level : isa::runnableLevels()) {
            const Eigen::MatrixXd weights = attention::softmaxRowsWith(level, scores);
            for (int i = 0; i < rows; ++i) {
                for (int j = 0; j < differences.size(); ++j) {
                    const long double expected = std::exp(static_cast<long double>(differences.at(j))) / sum;
                    const QString where = miss(level, differences.at(j), weights(i, j), expected);
                    // The registers' exps and the last row's single ones are the same operations.
                    QVERIFY2(level == Isa::Baseline || weights(i, j) == weights(rows - 1, j), qPrintable(where));
                    if (expected < 1e-300L) { // below the normal doubles: 0 or a subnormal
                        QVERIFY2(weights(i, j) >= 0 && weights(i, j) < 1e-300, qPrintable(where));
                        continue;
                    }
                    const long double relative = std::abs(weights(i, j) - expected) / expected;
                    QVERIFY2(relative < 8e-16L, qPrintable(where));
                }
            }
        }
        // And 500 points over [-2.8, 0), where the polynomial's own error lies (four of its
        // intervals at x86-64-v3, 65 at AVX-512):
        // one per row, beside the row's maximum, so that the sum adds two numbers.
        const int points = 500;
        Eigen::MatrixXd pairs(points, 2);
        for (int j = 0; j < points; ++j) {
            pairs(j, 0) = 3.25;
            pairs(j, 1) = 3.25 - 2.8 * (j + 1) / points;
        }
        for (Isa level : isa::runnableLevels()) {
            const Eigen::MatrixXd weights = attention::softmaxRowsWith(level, pairs);
            for (int j = 0; j < points; ++j) {
                const long double exp = std::exp(static_cast<long double>(pairs(j, 1) - pairs(j, 0)));
                const long double expected = exp / (1 + exp);
                const long double relative = std::abs(weights(j, 1) - expected) / expected;
                QVERIFY2(relative < 8e-16L,
                         qPrintable(miss(level, pairs(j, 1) - pairs(j, 0), weights(j, 1), expected)));
            }
        }
    }

    // The neighbour index's scan: exact integer dot products at every level, with the
    // extremes (-127, 127 against ±the largest query value) and rows of 1 to 2 stride blocks.
    void int8DotsAreExactAtEveryLevel_data()
    {
        QTest::addColumn<int>("dimension");
        QTest::addColumn<int>("largestQuery");
        QTest::newRow("d1") << 1 << 32767;
        QTest::newRow("d31") << 31 << 32767;
        QTest::newRow("d300") << 300 << 32767;
        // 127 * 32767 * 516 overflows int32: a wide query uses smaller steps.
        QTest::newRow("d1000_widest_safe") << 1000 << int(std::numeric_limits<std::int32_t>::max() / (127 * 1024));
    }
    void int8DotsAreExactAtEveryLevel()
    {
        QFETCH(int, dimension);
        QFETCH(int, largestQuery);
        const std::ptrdiff_t stride = (dimension + 31) / 32 * 32;
        const int rows = 37;
        // 64-byte aligned by hand: std::vector guarantees only 16.
        std::vector<std::int8_t> rowBuffer(static_cast<size_t>(rows * stride + 64), 0);
        std::vector<std::int16_t> queryBuffer(static_cast<size_t>(stride + 32), 0);
        auto align = [](auto* pointer) {
            const auto address = reinterpret_cast<std::uintptr_t>(pointer);
            return reinterpret_cast<decltype(pointer)>(address + (64 - address % 64) % 64);
        };
        std::int8_t* data = align(rowBuffer.data());
        std::int16_t* query = align(queryBuffer.data());
        unsigned state = 99u + static_cast<unsigned>(dimension);
        auto next = [&state] {
            state = state * 1664525u + 1013904223u;
            return state >> 8;
        };
        for (int j = 0; j < dimension; ++j)
            query[j] = static_cast<std::int16_t>(j % 3 == 0 ? largestQuery
                                                            : int(next() % (2 * largestQuery + 1)) - largestQuery);
        for (int i = 0; i < rows; ++i) {
            for (int j = 0; j < dimension; ++j) {
                // Row 0 all 127, row 1 all -127 (the largest sums), the others random.
                const int value = i == 0 ? 127 : i == 1 ? -127 : int(next() % 255) - 127;
                data[i * stride + j] = static_cast<std::int8_t>(value);
            }
        }
        std::vector<std::int32_t> expected(rows);
        for (int i = 0; i < rows; ++i) {
            long long sum = 0;
            for (int j = 0; j < dimension; ++j)
                sum += static_cast<long long>(data[i * stride + j]) * query[j];
            QVERIFY(std::abs(sum) <= std::numeric_limits<std::int32_t>::max());
            expected[static_cast<size_t>(i)] = static_cast<std::int32_t>(sum);
        }
        for (Isa level : isa::runnableLevels()) {
            std::vector<std::int32_t> dots(rows, -1);
            isa::int8DotsWith(level, data, rows, stride, query, dots.data());
            QVERIFY2(dots == expected, qPrintable(isa::name(level)));
        }
        std::vector<std::int32_t> active(rows, -1);
        isa::int8Dots(data, rows, stride, query, active.data());
        QVERIFY(active == expected);
    }
};

QTEST_GUILESS_MAIN(TestAttentionIsa)
#include "tst_attentionisa.moc"
