// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"
#include "figureexport.h"
#include "heatmapview.h"
#include "language.h"
#include "learnpage.h"
#include "models/attentionmatrixmodel.h"
#include "trainingjob.h"
#include "workspace.h"

#include <QCheckBox>
#include <QLineSeries>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace AttentionLab;

namespace {

bool waitUntilIdle(TrainingJob* job)
{
    QSignalSpy idle(job, &TrainingJob::idle);
    return !job->isBusy() || idle.wait(120000);
}

} // namespace

class TestLearnPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void trainButtonTrainsAndCurvesGrow()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机"), QStringLiteral("我 吃 了 一个 芒果") });
        LearnPage page(&workspace);
        page.resize(1200, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.stepsBox()->setValue(60);
        QCOMPARE(page.lossSeries()->count(), 1);
        QCOMPARE(page.headView(0)->model()->rowCount(), 4);
        QTest::mouseClick(page.trainButton(), Qt::LeftButton);
        QVERIFY(page.job()->isRunning());
        QVERIFY(waitUntilIdle(page.job()));
        QVERIFY(page.job()->isFinished());
        QCOMPARE(page.lossSeries()->count(), 61);
        QCOMPARE(page.accuracySeries()->count(), 61);
        QCOMPARE(page.shownStep(), 60);
        QVERIFY(!page.stepButton()->isEnabled());
        // The loss the curve shows is the job's record.
        QCOMPARE(page.lossSeries()->at(60).y(), page.job()->history().back().loss);
        QVERIFY(page.accuracyText().contains(QStringLiteral("50%")));
        // Sentence 1's target word is 苹果 at position 0; the summary names it.
        QCOMPARE(page.shownSentence().target, 0);
        QVERIFY2(page.headSummary(0).contains(QStringLiteral("苹果")), qPrintable(page.headSummary(0)));
        // Both of the bar's sentences get a prediction.
        QVERIFY2(page.predictionText().contains(QStringLiteral("芒果")), qPrintable(page.predictionText()));
    }

    // A live language switch rewords every text of the page, the accuracy paragraph included, and
    // each head's heatmap keeps the name the page gave it (the view's own default is for other
    // pages), through a font change too (a palette change takes the same path).
    void aLanguageSwitchRewordsThePage()
    {
        QVERIFY(language::install(QStringLiteral("zh")));
        const auto restore = qScopeGuard([] { language::install(QStringLiteral("en")); });
        Workspace workspace;
        LearnPage page(&workspace);
        page.resize(1200, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const QString chineseAccuracy = page.accuracyText();
        const QString chineseHeadName = page.headView(0)->accessibleName();
        QVERIFY2(chineseHeadName.contains(QStringLiteral("1")), qPrintable(chineseHeadName));

        QVERIFY(language::install(QStringLiteral("en")));
        QCoreApplication::processEvents(); // the LanguageChange events
        QVERIFY2(page.accuracyText().startsWith(QStringLiteral("<b>Sense accuracy on the")),
                 qPrintable(page.accuracyText()));
        QVERIFY(page.accuracyText() != chineseAccuracy);
        QCOMPARE(page.headView(0)->accessibleName(), QStringLiteral("Head 1's attention weights on sentence 1"));
        QCOMPARE(page.queryKeyView(0)->accessibleName(), QStringLiteral("What head 1's query looks for"));
        QFont larger = page.font();
        larger.setPointSizeF(larger.pointSizeF() * 1.5); // the window's zoom
        page.setFont(larger);
        QCOMPARE(page.headView(0)->accessibleName(), QStringLiteral("Head 1's attention weights on sentence 1"));
    }

    void longSentencesAreQuotedByTheirStart()
    {
        QStringList words;
        for (int i = 0; i < 512; ++i)
            words.append(i % 2 ? QStringLiteral("手机") : QStringLiteral("发布"));
        const QString longSentence = QStringLiteral("苹果 ") + words.join(QLatin1Char(' '));
        Workspace workspace;
        workspace.setSentences({ longSentence, QStringLiteral("我 吃 了 一个 芒果") });
        LearnPage page(&workspace);
        page.show();
        // Quoted by its start: the whole of it made a label of thousands of characters.
        QVERIFY2(page.predictionText().size() < 400, qPrintable(page.predictionText()));
        QVERIFY2(page.predictionText().contains(QStringLiteral("1. “苹果 发布 手机")),
                 qPrintable(page.predictionText()));
        QVERIFY(page.predictionText().contains(QStringLiteral("…”")));
        // Still both predictions, and an edit still reaches them; the attention arriving does not change them.
        QVERIFY2(page.predictionText().contains(QStringLiteral("芒果")), qPrintable(page.predictionText()));
        workspace.waitForAttention();
        QVERIFY(page.predictionText().contains(QStringLiteral("芒果")));
        workspace.setSentence(1, QStringLiteral("小米 发布 新 手机"));
        QVERIFY2(page.predictionText().contains(QStringLiteral("2. “小米 发布 新 手机”")),
                 qPrintable(page.predictionText()));
    }

    void scrubberShowsAnEarlierStep()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机") });
        LearnPage page(&workspace);
        page.show();
        page.stepsBox()->setValue(20);
        QTest::mouseClick(page.trainButton(), Qt::LeftButton);
        QVERIFY(waitUntilIdle(page.job()));
        const double finalWeight = page.headView(0)->model()->weights()(0, 0);
        page.scrubber()->setFocus();
        QTest::keyClick(page.scrubber(), Qt::Key_Home);
        QCOMPARE(page.shownStep(), 0);
        const double firstWeight = page.headView(0)->model()->weights()(0, 0);
        QVERIFY(firstWeight != finalWeight);
        // The heatmap at step 0 is the untrained model's: the job's first record.
        QCOMPARE(page.headView(0)->model()->weights().row(0).sum(), 1.0);
    }

    void headsBoxShowsOneHeatmapPerHead()
    {
        Workspace workspace;
        LearnPage page(&workspace);
        page.show();
        page.headsBox()->setFocus();
        QTest::keyClick(page.headsBox(), Qt::Key_Up);
        QTest::keyClick(page.headsBox(), Qt::Key_Up);
        QCOMPARE(page.job()->settings().heads, 3);
        QVERIFY(page.headView(2)->isVisible());
        QVERIFY(!page.headView(3)->isVisible());
        QVERIFY(page.codeView()->code().contains(QStringLiteral("heads, d, d_k = 3, 4, 4")));
        // W_Q·W_Kᵀ is d x d, labelled with the dimension names.
        QCOMPARE(page.queryKeyView(2)->model()->rowCount(), 4);
        QCOMPARE(page.queryKeyView(2)->model()->tokens().front(), QStringLiteral("科技"));
    }

    void stepButtonDoesOneStep()
    {
        Workspace workspace;
        LearnPage page(&workspace);
        page.show();
        QTest::mouseClick(page.stepButton(), Qt::LeftButton);
        QVERIFY(waitUntilIdle(page.job()));
        QCOMPARE(page.lossSeries()->count(), 2);
        QCOMPARE(page.shownStep(), 1);
        QTest::mouseClick(page.resetButton(), Qt::LeftButton);
        QCOMPARE(page.lossSeries()->count(), 1);
        QCOMPARE(page.shownStep(), 0);
    }

    void causalMaskChangesTheSettings()
    {
        Workspace workspace;
        LearnPage page(&workspace);
        page.show();
        QTest::mouseClick(page.causalBox(), Qt::LeftButton);
        QVERIFY(page.job()->settings().causal);
        // Word 1 of sentence 1 sees only itself.
        QCOMPARE(page.headView(0)->model()->weights()(0, 0), 1.0);
    }

    // At 1024 x 640 (the sidebar takes the rest) the page scrolls down, never sideways: one long
    // row of controls and four heads side by side made it 1,040 pixels wide, its text cut at the right.
    void fitsTheWidthOfASmallProjector()
    {
        Workspace workspace;
        LearnPage page(&workspace);
        page.resize(830, 600);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.headsBox()->setValue(LearnedSettings::MaximumHeads);
        QCoreApplication::processEvents();
        const auto* scroll = page.findChild<QScrollArea*>();
        QVERIFY(scroll);
        QVERIFY2(scroll->widget()->minimumSizeHint().width() <= scroll->viewport()->width(),
                 qPrintable(QString::number(scroll->widget()->minimumSizeHint().width())));
        QVERIFY(!scroll->horizontalScrollBar()->isVisible());
        // Four heads: two rows of two, each as wide as the other.
        QCOMPARE(page.headView(2)->parentWidget()->y(), page.headView(3)->parentWidget()->y());
        QVERIFY(page.headView(2)->parentWidget()->y() > page.headView(0)->parentWidget()->y());
        QCOMPARE(page.headView(0)->width(), page.headView(1)->width());
    }

    // Chapter 8's pictures go on slides like every other chapter's.
    void listsItsFigures()
    {
        Workspace workspace;
        LearnPage page(&workspace);
        const FigurePage& figures = page;
        QStringList ids;
        for (const FigureSource* figure : figures.figures().all())
            ids.append(figure->id());
        QCOMPARE(ids,
                 (QStringList { QStringLiteral("learn-curves"), QStringLiteral("learn-heads"),
                                QStringLiteral("learn-weights") }));
    }

    // The exported heatmap is head 1 at the step the scrubber shows, with that step in its caption.
    void weightsFigureShowsTheStepOnDisplay()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机") });
        LearnPage page(&workspace);
        page.show();
        page.stepsBox()->setValue(12);
        QTest::mouseClick(page.trainButton(), Qt::LeftButton);
        QVERIFY(waitUntilIdle(page.job()));
        page.scrubber()->setFocus();
        QTest::keyClick(page.scrubber(), Qt::Key_Home);
        QTest::keyClick(page.scrubber(), Qt::Key_Right);
        QCOMPARE(page.shownStep(), 1);
        const FigureSource* figure = page.figures().find(QStringLiteral("learn-weights"));
        QVERIFY(figure);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("weights.svg"));
        QString error;
        QVERIFY2(figureexport::write(*figure, path, 1, false, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY2(svg.contains(QStringLiteral("step 1:")), qPrintable(svg.left(2000)));
        QVERIFY(svg.contains(QStringLiteral("发布")));
        // Its cells are the weights on screen: row 1's largest weight is printed as it is shown.
        const Eigen::MatrixXd& weights = page.headView(0)->model()->weights();
        QVERIFY(svg.contains(QString::number(weights.row(0).maxCoeff(), 'f', 2)));
    }

    // --heads/--steps/--seed on the command line: the controls show them, the job has them, seed included.
    void setSettingsFillsTheControlsAndResetsOnce()
    {
        Workspace workspace;
        LearnPage page(&workspace);
        QSignalSpy resets(page.job(), &TrainingJob::wasReset);
        LearnedSettings settings;
        settings.heads = 2;
        settings.steps = 40;
        settings.seed = 7;
        settings.keyDimension = 6;
        settings.causal = true;
        page.setSettings(settings);
        QCOMPARE(resets.count(), 1);
        QVERIFY(page.job()->settings() == settings);
        QCOMPARE(page.headsBox()->value(), 2);
        QCOMPARE(page.stepsBox()->value(), 40);
        QCOMPARE(page.keyDimensionBox()->value(), 6);
        QVERIFY(page.causalBox()->isChecked());
        QVERIFY(page.headView(1)->isVisibleTo(&page));
        QVERIFY(!page.headView(2)->isVisibleTo(&page));
        // A control changed afterwards keeps the seed the controls do not show.
        page.headsBox()->setValue(1);
        QCOMPARE(page.job()->settings().seed, quint64(7));
    }

    void trainToTheLastStepReturnsWithTheFinishedRun()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("吃 苹果 和 香蕉") });
        LearnPage page(&workspace);
        page.stepsBox()->setValue(25);
        page.trainToTheLastStep();
        QVERIFY(page.job()->isFinished());
        QVERIFY(!page.job()->isBusy());
        QCOMPARE(page.job()->history().back().step, 25);
        QCOMPARE(page.shownStep(), 25);
        QCOMPARE(page.lossSeries()->count(), 26);
        // Again: already finished, returns at once with the same run.
        page.trainToTheLastStep();
        QCOMPARE(page.job()->history().size(), std::size_t(26));
    }
};

QTEST_MAIN(TestLearnPage)
#include "tst_learnpage.moc"
