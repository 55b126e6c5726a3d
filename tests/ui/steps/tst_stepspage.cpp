// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "codeview.h"
#include "failonwarning.h"
#include "language.h"
#include "projection.h"
#include "projectionplot.h"
#include "stepfigure.h"
#include "stepfigureview.h"
#include "stepspage.h"
#include "workspace.h"

#include "pendingevents.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QLegend>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSplitter>
#include <QTest>
#include <QTextBlock>
#include <QTranslator>

using namespace AttentionLab;

namespace {

/// A few of the Chinese translations, so the test does not depend on the shipped .qm files.
class FakeChinese : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char*, const char* source, const char*, int) const override
    {
        static const QHash<QString, QString> map {
            { QStringLiteral("4 · The three steps, in code"), QStringLiteral("4 · 三步走：看代码") },
            { QStringLiteral("&Next"), QStringLiteral("下一步(&N)") },
            { QStringLiteral("Step 2 · Scores: dot products"), QStringLiteral("第 2 步 · 得分：点积") },
            { QStringLiteral("Sentence %1 · before"), QStringLiteral("句子 %1 · 之前") },
            { QStringLiteral("Step 2: score = dot product of the query word with every word"),
              QStringLiteral("第 2 步：得分 = 查询词与每个词的点积") },
        };
        return map.value(QString::fromUtf8(source));
    }
};

/// The page on screen at the size of the main window's page area.
struct ShownPage
{
    explicit ShownPage(Workspace* workspace)
        : page(workspace)
    {
        page.resize(1280, 760);
        page.show();
    }
    StepsPage page;
};

QString lesson(int step)
{
    Workspace workspace;
    return StepFigure::build(workspace, static_cast<SnippetStep>(step)).toPlainText();
}

void verifyHighlightFollowsTheStep(StepsPage& page)
{
    const LineRange lines = page.snippet().lines(page.step());
    CodeView* view = page.codeView();
    QCOMPARE(view->highlightedFirst(), lines.first);
    QCOMPARE(view->highlightedLast(), lines.last);
    if (!view->isVisible() || lines.isEmpty())
        return;
    // The marked lines are scrolled into view, all of them.
    const QRect first = view->cursorRect(QTextCursor(view->document()->findBlockByNumber(lines.first - 1)));
    const QRect last = view->cursorRect(QTextCursor(view->document()->findBlockByNumber(lines.last - 1)));
    QVERIFY2(first.top() >= 0 && last.bottom() <= view->viewport()->height(),
             qPrintable(QStringLiteral("lines %1-%2 are not in view").arg(lines.first).arg(lines.last)));
}

} // namespace

class TestStepsPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void titleAndStart()
    {
        Workspace workspace;
        StepsPage page(&workspace);
        QCOMPARE(page.windowTitle(), QStringLiteral("4 · The three steps, in code"));
        QCOMPARE(page.stepIndex(), 0);
        QCOMPARE(page.step(), SnippetStep::Setup);
        QVERIFY(page.code().contains(QStringLiteral("import torch")));
        QVERIFY(!page.previousButton()->isEnabled());
        QVERIFY(page.nextButton()->isEnabled());
    }

    void followsTheLanguage()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setStep(int(SnippetStep::Scores));
        FakeChinese chinese;
        QCoreApplication::installTranslator(&chinese);
        QTRY_COMPARE(page.windowTitle(), QStringLiteral("4 · 三步走：看代码")); // LanguageChange is posted
        QCOMPARE(page.nextButton()->text(), QStringLiteral("下一步(&N)"));
        QVERIFY(page.stepDescription().startsWith(QStringLiteral("第 2 步 · 得分：点积\n")));
        QCOMPARE(page.plot()->staticSeries(0)->name(), QStringLiteral("句子 1 · 之前"));
        // Issue 17, teaching gap: the code's comments were English in the Chinese interface.
        QVERIFY(page.code().contains(QStringLiteral("# 第 2 步：得分 = 查询词与每个词的点积\nscores1 = ")));
        QCoreApplication::removeTranslator(&chinese);
        QTRY_COMPARE(page.windowTitle(), QStringLiteral("4 · The three steps, in code"));
        QVERIFY(
            page.code().contains(QStringLiteral("# Step 2: score = dot product of the query word with every word")));
        QVERIFY(page.stepDescription().startsWith(QStringLiteral("Step 2 · Scores: dot products\n")));
    }

    void mouseClicksAndKeysMoveThroughTheSteps()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSignalSpy steps(&page, &StepsPage::stepChanged);
        verifyHighlightFollowsTheStep(page);
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("vec = {")));

        QTest::mouseClick(page.nextButton(), Qt::LeftButton);
        QCOMPARE(page.step(), SnippetStep::Stack);
        verifyHighlightFollowsTheStep(page);
        QVERIFY(page.codeView()->highlightedText().contains(
            QStringLiteral("X1 = torch.stack([vec[w] for w in sentence1])")));
        QVERIFY(page.stepDescription().contains(QStringLiteral("X1: 4 × 4, one row per word")));
        QVERIFY(page.stepDescription().contains(QStringLiteral("手机\t1.0\t0.0\t0.2\t0.1")));

        QTest::mouseClick(page.nextButton(), Qt::LeftButton);
        QCOMPARE(page.step(), SnippetStep::Scores);
        verifyHighlightFollowsTheStep(page);
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("scores1 = X1 @ X1[q1] / temperature")));
        QVERIFY2(
            page.stepDescription().contains(QStringLiteral("苹果·手机 = 1.0×1.0 + 1.0×0.0 + 0.0×0.2 + 0.0×0.1 = 1.00")),
            qPrintable(page.stepDescription()));
        QVERIFY(page.stepDescription().contains(
            QStringLiteral("苹果·香蕉 = 1.0×0.0 + 1.0×1.2 + 0.0×0.0 + 0.0×0.1 = 1.20")));

        // The slider has the keyboard: the arrow keys step.
        page.stepSlider()->setFocus();
        QTest::keyClick(page.stepSlider(), Qt::Key_Right);
        QCOMPARE(page.step(), SnippetStep::Softmax);
        verifyHighlightFollowsTheStep(page);
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("torch.softmax(scores1, dim=0)")));
        QVERIFY2(page.stepDescription().contains(
                     QStringLiteral("苹果→手机: e^1.00 / (e^2.00 + e^0.60 + e^0.20 + e^1.00) = 0.21")),
                 qPrintable(page.stepDescription()));

        // Tab to the Next button and press Space.
        page.nextButton()->setFocus();
        QTest::keyClick(page.nextButton(), Qt::Key_Space);
        QCOMPARE(page.step(), SnippetStep::WeightedSum);
        verifyHighlightFollowsTheStep(page);
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("new1 = weights1 @ X1")));
        QVERIFY2(page.stepDescription().contains(QStringLiteral("苹果′ = 0.56·苹果 + 0.14·发布 + 0.09·新 + 0.21·手机")),
                 qPrintable(page.stepDescription()));
        QVERIFY(page.stepDescription().contains(QStringLiteral("= 苹果′\t0.87\t0.56\t0.19\t0.11")));

        QTest::mouseClick(page.previousButton(), Qt::LeftButton);
        QCOMPARE(page.step(), SnippetStep::Softmax);
        verifyHighlightFollowsTheStep(page);

        QTest::keyClick(page.stepSlider(), Qt::Key_End);
        QCOMPARE(page.step(), SnippetStep::Compare);
        QVERIFY(!page.nextButton()->isEnabled());
        verifyHighlightFollowsTheStep(page);

        QTest::mouseClick(page.resetButton(), Qt::LeftButton);
        QCOMPARE(page.step(), SnippetStep::Setup);
        verifyHighlightFollowsTheStep(page);
        QCOMPARE(steps.size(), 7);
        QCOMPARE(steps.last().at(0).toInt(), 0);
    }

    void mnemonicsReachTheButtons()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        // A mnemonic "animates" the click: the button is pressed for a moment, then clicked.
        QTest::keyClick(&page, Qt::Key_N, Qt::AltModifier);
        QTRY_COMPARE(page.step(), SnippetStep::Stack);
        QTest::keyClick(&page, Qt::Key_N, Qt::AltModifier);
        QTRY_COMPARE(page.step(), SnippetStep::Scores);
        QTest::keyClick(&page, Qt::Key_V, Qt::AltModifier);
        QTRY_COMPARE(page.step(), SnippetStep::Stack);
        QTest::keyClick(&page, Qt::Key_R, Qt::AltModifier);
        QTRY_COMPARE(page.step(), SnippetStep::Setup);
        verifyHighlightFollowsTheStep(page);
    }

    void everyStepShowsTheWorkspaceNumbers_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QString>("expected");
        QTest::newRow("setup_vectors") << int(SnippetStep::Setup) << QStringLiteral("香蕉\t0.0\t1.2\t0.0\t0.1");
        QTest::newRow("setup_sentence") << int(SnippetStep::Setup)
                                        << QStringLiteral("sentence2 = 吃 苹果 和 香蕉 (query word: “苹果”, word 2)");
        QTest::newRow("stack_sentence_2") << int(SnippetStep::Stack) << QStringLiteral("X2: 4 × 4, one row per word");
        QTest::newRow("scores_sentence_2")
            << int(SnippetStep::Scores) << QStringLiteral("苹果·吃 = 1.0×0.0 + 1.0×0.8 + 0.0×1.0 + 0.0×0.0 = 0.80");
        QTest::newRow("softmax_table") << int(SnippetStep::Softmax) << QStringLiteral("weight\t0.56\t0.14\t0.09\t0.21");
        QTest::newRow("softmax_sentence_2")
            << int(SnippetStep::Softmax)
            << QStringLiteral("苹果→香蕉: e^1.20 / (e^0.80 + e^2.00 + e^0.20 + e^1.20) = 0.23");
        QTest::newRow("weighted_sum_2") << int(SnippetStep::WeightedSum)
                                        << QStringLiteral("苹果′ = 0.16·吃 + 0.52·苹果 + 0.09·和 + 0.23·香蕉");
    }
    void everyStepShowsTheWorkspaceNumbers()
    {
        QFETCH(int, step);
        QFETCH(QString, expected);
        Workspace workspace;
        StepsPage page(&workspace);
        page.setStep(step);
        QVERIFY2(page.stepDescription().contains(expected), qPrintable(page.stepDescription()));
        QCOMPARE(page.stepDescription(), lesson(step)); // the page shows what the figure says
    }

    void numbersComeFromTheWorkspaceResults()
    {
        // Every weight in the softmax table is the Workspace's weight, formatted.
        Workspace workspace;
        StepsPage page(&workspace);
        page.setStep(int(SnippetStep::Softmax));
        const StepFigure& figure = page.figureView()->figure();
        QCOMPARE(figure.blocks.size(), 2);
        for (int s = 0; s < 2; ++s) {
            const SentenceAnalysis& sentence = workspace.sentence(s);
            const StepTable& table = figure.blocks.at(s).items.at(0).table;
            for (int j = 0; j < sentence.length(); ++j)
                QCOMPARE(table.cells.at(1).at(j),
                         QString::number(sentence.result().weights(sentence.queryIndex, j), 'f', 2));
        }
    }

    void lastStepShowsTheCosineSimilarity()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.stepSlider()->setFocus();
        QTest::keyClick(page.stepSlider(), Qt::Key_End);
        QCOMPARE(page.step(), SnippetStep::Compare);
        const SentenceAnalysis& first = workspace.sentence(0);
        const SentenceAnalysis& second = workspace.sentence(1);
        const double cosine = attention::cosineSimilarity(first.result().outputs.row(first.queryIndex).transpose(),
                                                          second.result().outputs.row(second.queryIndex).transpose());
        const QString expected = QString::number(cosine, 'f', 2);
        QVERIFY2(page.stepDescription().contains(QStringLiteral("cos(苹果′₁, 苹果′₂) = ") + expected),
                 qPrintable(page.stepDescription()));
        QVERIFY(
            page.stepDescription().contains(QStringLiteral("cosine similarity: ") + QString::number(cosine, 'f', 4)));
        QVERIFY(cosine < 0.95); // the two 苹果 really differ
        // The two new vectors side by side, as the Workspace computed them.
        QVERIFY(page.stepDescription().contains(QStringLiteral("苹果′ in sentence 1\t0.87\t0.56\t0.19\t0.11")));
        QVERIFY(page.stepDescription().contains(QStringLiteral("苹果′ in sentence 2\t0.53\t0.94\t0.16\t0.04")));
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("cosine_similarity(new1, new2, dim=0)")));
    }

    // Issue 17, item 1: after 手机 became the query word (chapter 3), the last step compared 手机′₁ with 苹果′₂
    // under the heading "the same word". It must compare one word both sentences share.
    void comparesOneSharedWordWhenTheQueryWordsDiffer()
    {
        Workspace workspace;
        workspace.setQueryWord(QStringLiteral("手机")); // only in sentence 1
        QCOMPARE(workspace.queryWord(0), QStringLiteral("手机"));
        QCOMPARE(workspace.queryWord(1), QStringLiteral("苹果"));
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setStep(int(SnippetStep::Compare));
        // By hand: 苹果's new vector in each sentence is softmax(X x_苹果 / T) X.
        const auto newApple = [&](int s, int apple) {
            const Eigen::MatrixXd& x = workspace.sentence(s).vectors;
            Eigen::VectorXd scores = x * x.row(apple).transpose() / workspace.temperature();
            Eigen::VectorXd weights = (scores.array() - scores.maxCoeff()).exp();
            weights /= weights.sum();
            return Eigen::VectorXd(x.transpose() * weights);
        };
        const Eigen::VectorXd a = newApple(0, 0); // 苹果 发布 新 手机
        const Eigen::VectorXd b = newApple(1, 1); // 吃 苹果 和 香蕉
        const double cosine = a.dot(b) / (a.norm() * b.norm());
        const QString description = page.stepDescription();
        QVERIFY2(description.contains(QStringLiteral("cos(苹果′₁, 苹果′₂) = ") + QString::number(cosine, 'f', 2)),
                 qPrintable(description));
        QVERIFY2(!description.contains(QStringLiteral("手机′")), qPrintable(description));
        QVERIFY(description.contains(QStringLiteral("cosine similarity: ") + QString::number(cosine, 'f', 4)));
        const QString code = page.codeView()->highlightedText();
        QVERIFY2(code.contains(QStringLiteral("c1, c2 = 0, 1")), qPrintable(code));
        QVERIFY(code.contains(QStringLiteral("cosine_similarity(same1, same2, dim=0)")));
    }

    // Issue 17, item 13: in English the plot's four legend entries were cut to "Sentence… Sentence…".
    void plotLegendMovesAsideWhenItDoesNotFitBelow()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setStep(int(SnippetStep::Compare)); // all four entries: before and after, both sentences
        ProjectionPlot* plot = page.plot();
        plot->resize(420, 320);
        QCOMPARE(plot->chart()->legend()->alignment(), Qt::Alignment(Qt::AlignRight));
        plot->resize(1400, 320);
        QCOMPARE(plot->chart()->legend()->alignment(), Qt::Alignment(Qt::AlignBottom));
    }

    void saysSoWhenTheSentencesShareNoWord()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机"), QStringLiteral("吃 香蕉") });
        StepsPage page(&workspace);
        page.setStep(int(SnippetStep::Compare));
        QVERIFY2(page.stepDescription().contains(QStringLiteral("share no word")), qPrintable(page.stepDescription()));
        QVERIFY(!page.stepDescription().contains(QStringLiteral("cos(")));
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("share no word")));
        QVERIFY(!page.code().contains(QStringLiteral("cosine_similarity")));
    }

    void scatterSeriesHoldTheProjection()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const WorkspaceProjection expected = WorkspaceProjection::fromWorkspace(workspace, 2, StepsPage::PlotWords);
        ProjectionPlot* plot = page.plot();
        for (int s = 0; s < 2; ++s) {
            const ProjectedSentence& sentence = expected.sentences.at(s);
            const QList<QPointF> own = plot->staticSeries(s)->points();
            const QList<QPointF> moved = plot->contextualSeries(s)->points();
            QCOMPARE(own.size(), 4);
            QCOMPARE(moved.size(), 4);
            for (int t = 0; t < 4; ++t) {
                QCOMPARE(own.at(t), QPointF(sentence.staticPoints(t, 0), sentence.staticPoints(t, 1)));
                QCOMPARE(moved.at(t), QPointF(sentence.contextualPoints(t, 0), sentence.contextualPoints(t, 1)));
            }
        }
        // The two 苹果 start at one point and end apart.
        QCOMPARE(plot->staticSeries(0)->at(0), plot->staticSeries(1)->at(1));
        QVERIFY(plot->contextualSeries(0)->at(0) != plot->contextualSeries(1)->at(1));
        // The vectors after attention appear with the weighted sum.
        QVERIFY(!plot->contextualSeries(0)->isVisible());
        page.setStep(int(SnippetStep::WeightedSum));
        QVERIFY(plot->contextualSeries(0)->isVisible());
    }

    void plotLabelsDoNotOverlap()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setStep(int(SnippetStep::Compare));
        page.plot()->grab(); // paints, and so places the labels
        const QList<QRectF> rects = page.plot()->drawnLabelRects();
        const QStringList labels = page.plot()->drawnLabels();
        QVERIFY2(labels.count(QStringLiteral("苹果′")) == 2, qPrintable(labels.join(QLatin1Char(' '))));
        QCOMPARE(labels.count(QStringLiteral("苹果")), 1); // one point, one label
        QVERIFY(labels.size() >= 10);
        for (int i = 0; i < rects.size(); ++i) {
            for (int j = i + 1; j < rects.size(); ++j)
                QVERIFY2(!rects.at(i).intersects(rects.at(j)),
                         qPrintable(labels.at(i) + QLatin1Char('/') + labels.at(j)));
        }
    }

    void followsWorkspaceEdits()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setStep(int(SnippetStep::Scores));
        Eigen::VectorXd phone(4);
        phone << 0.5, 0.25, 0.0, 0.0;
        QVERIFY(workspace.setVector(QStringLiteral("手机"), phone));
        const QString vector = QStringLiteral("\"手机\": torch.tensor([0.5, 0.25, 0.0, 0.0], dtype=torch.float64),");
        QTRY_VERIFY(page.codeView()->code().contains(vector)); // on screen, after the queued refresh
        QVERIFY(page.code().contains(vector));
        QVERIFY2(page.stepDescription().contains(
                     QStringLiteral("苹果·手机 = 1.0×0.5 + 1.0×0.25 + 0.0×0.0 + 0.0×0.0 = 0.75")),
                 qPrintable(page.stepDescription()));
        verifyHighlightFollowsTheStep(page);

        QVERIFY(workspace.setTemperature(0.5));
        QVERIFY(page.code().contains(QStringLiteral("temperature = 0.5")));
        QVERIFY(page.stepDescription().contains(
            QStringLiteral("苹果·苹果 / 0.5 = (1.0×1.0 + 1.0×1.0 + 0.0×0.0 + 0.0×0.0) / 0.5 = 4.00")));

        workspace.setQueryIndex(0, 3);
        QVERIFY(page.code().contains(QStringLiteral("q1 = 3  # the query word, \"手机\"")));
        QVERIFY(page.stepDescription().contains(QStringLiteral("手机·苹果 / 0.5 = ")));

        workspace.setSentence(1, QStringLiteral("吃 苹果 和 zorblax"));
        QVERIFY(page.code().contains(QStringLiteral("# \"zorblax\" is not in the vocabulary: a made-up vector")));
        page.setStep(int(SnippetStep::Stack));
        QVERIFY(page.stepDescription().contains(QStringLiteral("zorblax?")));
    }

    void refreshesOncePerEditWhileShown()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.stepDescription();
        const int before = page.figureView()->renderCount();
        QVERIFY(workspace.setTemperature(2.0)); // three signals
        QTRY_VERIFY(page.figureView()->renderCount() > before);
        testing::deliverPendingEvents(); // a second refresh would be queued by now
        QCOMPARE(page.figureView()->renderCount(), before + 1);
    }

    void emptySentencesGetANote()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.note().isEmpty());
        workspace.setSentence(1, QString());
        QVERIFY(page.note().contains(QStringLiteral("Sentence 2 is empty")));
        for (int step = 0; step < SnippetStepCount; ++step) {
            page.setStep(step);
            verifyHighlightFollowsTheStep(page);
        }
        QVERIFY(
            page.stepDescription().contains(QStringLiteral("Sentence 2 is empty, so there is nothing to compare.")));
        page.setStep(int(SnippetStep::Scores));
        QVERIFY(page.stepDescription().contains(QStringLiteral("This sentence has no words yet")));

        workspace.setSentences({ QString() });
        QVERIFY(page.note().contains(QStringLiteral("There are no words yet")));
        for (int step = 0; step < SnippetStepCount; ++step) {
            page.setStep(step);
            QCOMPARE(page.codeView()->highlightedFirst(), 0); // nothing to mark
            QVERIFY(!page.stepDescription().isEmpty());
        }
        QVERIFY(page.code().contains(QStringLiteral("The sentence is empty")));
        page.repaint();
    }

    void oneSentenceHasNothingToCompare()
    {
        Workspace workspace;
        StepsPage page(&workspace);
        QVERIFY(workspace.removeSentence(1));
        QVERIFY(page.note().contains(QStringLiteral("only one sentence")));
        page.setStep(int(SnippetStep::Compare));
        QVERIFY(page.stepDescription().contains(
            QStringLiteral("There is only one sentence, so there is nothing to compare")));
        QVERIFY(page.codeView()->highlightedText().contains(QStringLiteral("nothing to compare")));
        QVERIFY(!page.code().contains(QStringLiteral("sentence2")));
        QCOMPARE(page.plot()->staticSeries(1), nullptr);
        page.setStep(int(SnippetStep::Stack));
        QCOMPARE(page.figureView()->figure().blocks.size(), 1);
    }

    void longSentencesAndManyDimensions()
    {
        Workspace workspace;
        QStringList names;
        for (int i = 0; i < 300; ++i)
            names.append(QStringLiteral("d%1").arg(i));
        Vocabulary vocabulary(names);
        const QStringList words { QStringLiteral("apple"), QStringLiteral("phone"), QStringLiteral("eat"),
                                  QStringLiteral("banana") };
        for (int w = 0; w < words.size(); ++w)
            QVERIFY(vocabulary.setVector(words.at(w), Eigen::VectorXd::LinSpaced(300, -1.0 + 0.3 * w, 1.0 - 0.2 * w)));
        workspace.setVocabulary(vocabulary);
        QStringList longSentence;
        for (int i = 0; i < 1000; ++i)
            longSentence.append(words.at(i % 4));
        workspace.setSentences({ longSentence.join(QLatin1Char(' ')), QStringLiteral("eat apple banana") });
        workspace.setQueryWord(QStringLiteral("apple"));
        workspace.waitForAttention(); // 1000 words are computed in the background

        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setStep(int(SnippetStep::Stack));
        const StepFigure& figure = page.figureView()->figure();
        const StepTable& table = figure.blocks.at(0).items.at(0).table;
        QCOMPARE(table.rowCount(), StepFigure::MaximumRows);
        QCOMPARE(table.columnLabels.size(), StepFigure::MaximumColumns);
        QVERIFY(table.title.contains(QStringLiteral("1000 × 300")));
        QVERIFY(page.stepDescription().contains(
            QStringLiteral("The vectors have 300 components: the tables and formulas show the first 8.")));
        QVERIFY(
            page.stepDescription().contains(QStringLiteral("Sentence 1 has 1000 words: only the first 8 are shown.")));
        QVERIFY(page.note().contains(QStringLiteral("first 40 words")));
        page.setStep(int(SnippetStep::Scores));
        QVERIFY(page.figureView()->figure().formulas().first().contains(QStringLiteral("+ … =")));
        QCOMPARE(page.plot()->staticSeries(0)->count(), StepsPage::PlotWords);
        page.setStep(int(SnippetStep::Compare));
        QVERIFY(page.stepDescription().contains(QStringLiteral("cos(apple′₁, apple′₂) = ")));
        page.repaint();
    }

    void playRunsToTheEndAndStops()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setPlayInterval(10);
        page.setStep(int(SnippetStep::Compare));
        QTest::mouseClick(page.playButton(), Qt::LeftButton); // at the end: starts over
        QVERIFY(page.isPlaying());
        QCOMPARE(page.step(), SnippetStep::Setup);
        QTRY_COMPARE(page.step(), SnippetStep::Compare);
        QTRY_VERIFY(!page.isPlaying());
        page.setPlaying(true);
        QTest::mouseClick(page.resetButton(), Qt::LeftButton);
        QVERIFY(!page.isPlaying());
        QCOMPARE(page.stepIndex(), 0);
    }

    void copyButtonAndShortcut()
    {
        Workspace workspace;
        ShownPage shown(&workspace);
        StepsPage& page = shown.page;
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        QClipboard* clipboard = QGuiApplication::clipboard();
        clipboard->setText(QStringLiteral("nothing"));
        QTest::mouseClick(page.copyButton(), Qt::LeftButton);
        QCOMPARE(clipboard->text(), page.code());
        clipboard->setText(QStringLiteral("nothing"));
        page.stepSlider()->setFocus();
        QTest::keyClick(page.stepSlider(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(clipboard->text(), page.code());
        clipboard->setText(QStringLiteral("nothing"));
        page.codeView()->setFocus();
        QTest::keyClick(page.codeView(), Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(clipboard->text(), page.code());
    }

    // Issue 17: at a 1280-pixel window the code pane was too narrow for its lines. The
    // page there is about 1,090 pixels wide (the chapter list takes the rest).
    void codePaneShowsItsLongestLineWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("chinese_comments") << QStringLiteral("zh");
        QTest::newRow("english_comments") << QStringLiteral("en");
    }
    void codePaneShowsItsLongestLineWhole()
    {
        QFETCH(QString, language);
        QVERIFY(language::install(language));
        Workspace workspace;
        StepsPage page(&workspace);
        page.resize(1090, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        CodeView* view = page.codeView();
        QTRY_COMPARE(view->horizontalScrollBar()->maximum(), 0);
        QVERIFY(view->width() >= view->widthForLongestLine());
        QVERIFY2(page.plot()->width() >= 300, qPrintable(QString::number(page.plot()->width())));

        // Narrower, the code scrolls sideways instead of losing its ends, and the plot keeps its room.
        page.resize(760, 700);
        QTRY_VERIFY(view->horizontalScrollBar()->maximum() > 0);
        QVERIFY(page.plot()->width() >= 300);

        // A splitter the user dragged stays where it was put.
        auto* splitter = qobject_cast<QSplitter*>(view->parentWidget());
        QVERIFY(splitter);
        QWidget* handle = splitter->handle(1);
        const int fitted = view->width();
        const QPoint middle(handle->width() / 2, handle->height() / 2);
        QTest::mousePress(handle, Qt::LeftButton, {}, middle);
        QTest::mouseMove(handle, middle - QPoint(60, 0));
        QTest::mouseRelease(handle, Qt::LeftButton, {}, middle - QPoint(60, 0));
        const int dragged = view->width();
        QVERIFY2(fitted - dragged >= 30,
                 qPrintable(QStringLiteral("the drag did not move the splitter: %1 -> %2").arg(fitted).arg(dragged)));
        page.resize(761, 700); // the splitter shares one more pixel; fitCodePane() does not undo the drag
        QVERIFY2(std::abs(view->width() - dragged) <= 1,
                 qPrintable(QStringLiteral("%1 -> %2").arg(dragged).arg(view->width())));
        QVERIFY(language::install(QStringLiteral("en")));
    }
};

QTEST_MAIN(TestStepsPage)
#include "tst_stepspage.moc"
