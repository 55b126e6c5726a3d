// SPDX-License-Identifier: GPL-3.0-or-later
#include "stepfigure.h"
#include "vocabulary.h"
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

    // The last step lists the nearest words of the shared word's own vector and of its two new
    // vectors. By hand, with 苹果 (1, 1), 手机 (2, 0), 吃 (0, 2), 公司 (1, 0.1), 水果 (0.1, 1):
    // in "苹果 手机" 苹果 scores 2 and 2, weights 0.5 / 0.5, new vector (1.5, 0.5);
    // cos with 公司 = 1.55 / (1.5811 × 1.0050) = 0.98, 手机 3 / (1.5811 × 2) = 0.95,
    // 水果 0.65 / 1.5890 = 0.41, 吃 1 / 3.1623 = 0.32. "吃 苹果" mirrors it.
    // The own vector (1, 1): 公司 and 水果 1.1 / (1.4142 × 1.0050) = 0.77, 手机 and 吃 0.71.
    void lastStepListsTheNearestWords()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("x"), QStringLiteral("y") });
        const auto add = [&](const char* word, double x, double y) {
            QVERIFY(vocabulary.setVector(QString::fromUtf8(word), Eigen::Vector2d(x, y)));
        };
        add("苹果", 1, 1);
        add("手机", 2, 0);
        add("吃", 0, 2);
        add("公司", 1, 0.1);
        add("水果", 0.1, 1);
        Workspace workspace;
        workspace.setVocabulary(vocabulary);
        workspace.setSentence(0, QStringLiteral("苹果 手机"));
        workspace.setSentence(1, QStringLiteral("吃 苹果"));
        const StepFigure figure = StepFigure::build(workspace, SnippetStep::Compare);
        const StepTable* nearest = nullptr;
        QCOMPARE(figure.blocks.size(), 2);
        QCOMPARE(figure.blocks.at(1).heading, QStringLiteral("What the vectors mean"));
        for (const StepItem& item : figure.blocks.at(1).items) {
            if (item.kind == StepItem::Kind::Table)
                nearest = &item.table;
        }
        QVERIFY2(nearest, qPrintable(figure.toPlainText()));
        QCOMPARE(nearest->rowLabels,
                 QStringList({ QStringLiteral("苹果 (its own vector)"), QStringLiteral("苹果′ in sentence 1"),
                               QStringLiteral("苹果′ in sentence 2") }));
        QCOMPARE(nearest->cells.at(0),
                 QStringList({ QStringLiteral("公司 0.77"), QStringLiteral("水果 0.77"), QStringLiteral("手机 0.71"),
                               QStringLiteral("吃 0.71") }));
        QCOMPARE(nearest->cells.at(1),
                 QStringList({ QStringLiteral("公司 0.98"), QStringLiteral("手机 0.95"), QStringLiteral("水果 0.41"),
                               QStringLiteral("吃 0.32") }));
        QCOMPARE(nearest->cells.at(2),
                 QStringList({ QStringLiteral("水果 0.98"), QStringLiteral("吃 0.95"), QStringLiteral("公司 0.41"),
                               QStringLiteral("手机 0.32") }));
        QCOMPARE(nearest->rowSentences, QList<int>({ -1, 0, 1 }));
        QVERIFY(figure.toPlainText().contains(QStringLiteral("水果 0.98")));
    }

    // With only the lesson's seven words there are still neighbours; with the shared word alone there are none,
    // and then no empty table is shown.
    void noNeighbourTableWhenTheVocabularyHasNoOtherWord()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("x"), QStringLiteral("y") });
        QVERIFY(vocabulary.setVector(QStringLiteral("苹果"), Eigen::Vector2d(1, 1)));
        Workspace workspace;
        workspace.setVocabulary(vocabulary);
        workspace.setSentence(0, QStringLiteral("苹果"));
        workspace.setSentence(1, QStringLiteral("苹果"));
        const StepFigure figure = StepFigure::build(workspace, SnippetStep::Compare);
        QVERIFY(figure.toPlainText().contains(QStringLiteral("cos(苹果′₁, 苹果′₂) = 1.00")));
        QCOMPARE(figure.blocks.size(), 1);
        QVERIFY2(!figure.toPlainText().contains(QStringLiteral("Nearest words")), qPrintable(figure.toPlainText()));
    }
};

QTEST_GUILESS_MAIN(TestStepFigure)
#include "tst_stepfigure.moc"
