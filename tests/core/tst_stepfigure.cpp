// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepfigure.h"
#include "workspace.h"

#include <QTest>

using namespace AttentionLab;

/// Chapter 4's figure as data, built in the core without a window: its numbers
/// and formulas are written by the same numberformat/formulas as chapter 3's.
class TestStepFigure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lessonScoresAreWrittenOut()
    {
        Workspace workspace;
        const QStringList formulas = StepFigure::build(workspace, SnippetStep::Scores).formulas();
        // 苹果 (1, 1, 0, 0) · 手机 (1, 0, 0.2, 0.1) = 1
        QVERIFY2(formulas.contains(QStringLiteral("苹果·手机 = 1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1 = 1.00")),
                 qPrintable(formulas.join(QLatin1Char('\n'))));
    }

    // 手机 = (0.424, 0.384, 0, 0): 苹果·手机 = 0.808, shown 0.81. At two decimals the formula
    // read 1.0×0.42 + 1.0×0.38 = 0.81, which does not add up; the factors get a third decimal.
    void formulasAddUpToTheirTotal()
    {
        Workspace workspace;
        Eigen::VectorXd phone(4);
        phone << 0.424, 0.384, 0.0, 0.0;
        QVERIFY(workspace.setVector(QStringLiteral("手机"), phone));
        const StepFigure figure = StepFigure::build(workspace, SnippetStep::Scores);
        QVERIFY2(
            figure.formulas().contains(QStringLiteral("苹果·手机 = 1.0×0.424 + 1.0×0.384 + 0.0×0.0 + 0.0×0.0 = 0.81")),
            qPrintable(figure.formulas().join(QLatin1Char('\n'))));
        // The score table shows the same total.
        QVERIFY(figure.toPlainText().contains(QStringLiteral("0.81")));
    }

    // 手机 = (0, -0.001, 0, 0): 苹果·手机 = -0.001, which two decimals write as 0.00.
    void noNegativeZeroAnywhere_data()
    {
        QTest::addColumn<int>("step");
        for (int step = int(SnippetStep::Setup); step <= int(SnippetStep::Compare); ++step)
            QTest::newRow(qPrintable(StepFigure::stepTitle(static_cast<SnippetStep>(step)))) << step;
    }
    void noNegativeZeroAnywhere()
    {
        QFETCH(int, step);
        Workspace workspace;
        Eigen::VectorXd phone(4);
        phone << 0.0, -0.001, -0.004, 0.0;
        QVERIFY(workspace.setVector(QStringLiteral("手机"), phone));
        const QString text = StepFigure::build(workspace, static_cast<SnippetStep>(step)).toPlainText();
        QVERIFY2(!text.contains(QStringLiteral("-0.00")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("(-0.0")), qPrintable(text));
    }

    void temperatureIsWrittenShortest()
    {
        Workspace workspace;
        QVERIFY(workspace.setTemperature(0.5));
        const StepFigure figure = StepFigure::build(workspace, SnippetStep::Scores);
        // 苹果·苹果 = 2, divided by 0.5
        QVERIFY2(figure.formulas().contains(
                     QStringLiteral("苹果·苹果 / 0.5 = (1.0×1.0 + 1.0×1.0 + 0.0×0.0 + 0.0×0.0) / 0.5 = 4.00")),
                 qPrintable(figure.formulas().join(QLatin1Char('\n'))));
        QVERIFY(figure.caption.contains(QStringLiteral("T = 0.5")));
    }
};

QTEST_GUILESS_MAIN(TestStepFigure)
#include "tst_stepfigure.moc"
