// SPDX-License-Identifier: GPL-3.0-or-later
#include "formulas.h"

#include <QTest>

using namespace AttentionLab;

class TestFormulas : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void dotProductWithTheLessonNumbers()
    {
        const Eigen::Vector4d apple(1.0, 1.0, 0.0, 0.0);
        const Eigen::Vector4d phone(1.0, 0.0, 0.2, 0.1);
        QCOMPARE(formulas::dotProduct(QStringLiteral("苹果"), QStringLiteral("手机"), apple, phone),
                 QStringLiteral("苹果·手机 = 1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1 = 1.00"));
    }

    void longVectorsAreShortened()
    {
        const Eigen::VectorXd ones = Eigen::VectorXd::Ones(300);
        const QString text = formulas::dotProduct(QStringLiteral("a"), QStringLiteral("b"), ones, ones, 1.0, 3);
        QCOMPARE(text, QStringLiteral("a·b = 1.0×1.0 + 1.0×1.0 + 1.0×1.0 + … = 300.00"));
    }

    void softmaxTerm()
    {
        const Eigen::Vector4d scores(2.0, 0.6, 0.2, 1.0);
        const QStringList words { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                  QStringLiteral("手机") };
        QCOMPARE(formulas::softmaxTerm(words, scores, 3, 0.2067),
                 QStringLiteral("w(手机) = e^1.00 / (e^2.00 + e^0.60 + e^0.20 + e^1.00) = 0.21"));
    }

    // The example: at two decimals the factors said 1.0×0.42 + 1.0×0.38 = 0.81,
    // which no reader can add up; a third decimal makes the sum check (0.424 + 0.384 = 0.808).
    void roundedFactorsGetADecimalMoreUntilTheyAddUp()
    {
        const Eigen::Vector2d ones(1.0, 1.0);
        const Eigen::Vector2d word(0.424, 0.384);
        QCOMPARE(formulas::dotProduct(QStringLiteral("a"), QStringLiteral("b"), ones, word),
                 QStringLiteral("a·b = 1.0×0.424 + 1.0×0.384 = 0.81"));
    }

    // 8 × 0.00034 × 2 = 0.00544 shows as 0.01, but at two, three and four decimals the
    // factors give 0, 0 and 8 × 0.0003 × 2 = 0.0048 (shown 0.00): the total is marked ≈.
    void aTotalNoRoundedFactorsReachIsApproximate()
    {
        const Eigen::Vector2d eights(8.0, 8.0);
        const Eigen::Vector2d tiny(0.00034, 0.00034);
        QCOMPARE(formulas::dotProduct(QStringLiteral("a"), QStringLiteral("b"), eights, tiny),
                 QStringLiteral("a·b = 8.0×0.00 + 8.0×0.00 ≈ 0.01"));
    }

    void temperatureDividesTheSum()
    {
        // (1.0×1.0 + 1.0×1.0) / 0.5 = 4
        const Eigen::Vector2d apple(1.0, 1.0);
        QCOMPARE(formulas::dotProduct(QStringLiteral("苹果"), QStringLiteral("苹果"), apple, apple, 0.5),
                 QStringLiteral("苹果·苹果 / 0.5 = (1.0×1.0 + 1.0×1.0) / 0.5 = 4.00"));
    }

    void negativeFactorsAreBracketed()
    {
        // 1.0×(-0.5) + 0.5×0.5 = -0.25
        const Eigen::Vector2d a(1.0, 0.5);
        const Eigen::Vector2d b(-0.5, 0.5);
        QCOMPARE(formulas::dotProduct(QStringLiteral("a"), QStringLiteral("b"), a, b),
                 QStringLiteral("a·b = 1.0×(-0.5) + 0.5×0.5 = -0.25"));
    }

    // Two words, scores 0.0204 and 0: the weight is 1 / (1 + e^-0.0204) = 0.505100 (shown 0.51). With the
    // scores at two or three decimals a reader gets 1 / (1 + e^-0.02) = 0.504999 (0.50), so they get four.
    void softmaxScoresGetDecimalsUntilTheWeightChecks()
    {
        const Eigen::Vector2d scores(0.0204, 0.0);
        QCOMPARE(formulas::softmaxFraction(scores, 0, 0.5050998),
                 QStringLiteral("e^0.0204 / (e^0.0204 + e^0.0000) = 0.51"));
    }

    void negativeZeroIsNeverShown()
    {
        // -0.001 × 1.0 = -0.001, shown at two decimals: 0.00, not -0.00.
        const Eigen::VectorXd a = Eigen::VectorXd::Constant(1, 1.0);
        const Eigen::VectorXd b = Eigen::VectorXd::Constant(1, -0.001);
        QVERIFY(
            !formulas::dotProduct(QStringLiteral("a"), QStringLiteral("b"), a, b).contains(QStringLiteral("-0.00")));
    }
};

QTEST_GUILESS_MAIN(TestFormulas)
#include "tst_formulas.moc"
