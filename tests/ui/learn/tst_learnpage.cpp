// SPDX-License-Identifier: GPL-3.0-or-later
#include "codeview.h"
#include "heatmapview.h"
#include "learnpage.h"
#include "models/attentionmatrixmodel.h"
#include "trainingjob.h"
#include "workspace.h"

#include <QCheckBox>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
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
};

QTEST_MAIN(TestLearnPage)
#include "tst_learnpage.moc"
