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
        const QString text = formulas::dotProduct(QStringLiteral("a"), QStringLiteral("b"), ones, ones, 3);
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

    void numbers_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("tenths") << 0.2 << QStringLiteral("0.2");
        QTest::newRow("integer") << 1.0 << QStringLiteral("1.0");
        QTest::newRow("hundredths") << 0.25 << QStringLiteral("0.25");
        QTest::newRow("negative") << -0.5 << QStringLiteral("-0.5");
    }
    void numbers()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(formulas::number(value), text);
    }
};

QTEST_GUILESS_MAIN(TestFormulas)
#include "tst_formulas.moc"
