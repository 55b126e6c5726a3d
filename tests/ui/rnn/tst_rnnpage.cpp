// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionarrowsview.h"
#include "failonwarning.h"
#include "models/sequencecostmodel.h"
#include "rnn.h"
#include "rnnanalysis.h"
#include "rnnchainview.h"
#include "rnnpage.h"
#include "sequencecomparison.h"
#include "workspace.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QValueAxis>

using namespace AttentionLab;

namespace {

// The two-word sentence "a b" with a = (1, 0) and b = (0, 1), worked out by hand.
// Attention at temperature T: each word scores 1/T on itself and 0 on the other, so it
// keeps p = e^(1/T) / (e^(1/T) + 1) and gives q = 1 - p away. With
// dy_t/dx_1 = sum_j x_j (dw_tj/dx_1)^T + w_t1 I and dw_tj/dx_1 = w_tj (ds_tj/dx_1 - sum_k w_tk ds_tk/dx_1):
//   word 1: ds_11/dx_1 = 2a/T, ds_12/dx_1 = b/T, so dy_1/dx_1 = [[p + 2pq/T, -pq/T], [-2pq/T, p + pq/T]];
//   word 2: only s_21 depends on x_1 (by b/T), so   dy_2/dx_1 = q [[1, p/T], [0, 1 - p/T]].
struct HandInfluence
{
    double attention[2];
    double recurrent[2];
    Eigen::MatrixXd states; // h_1, h_2 as rows
};

Vocabulary twoWordVocabulary()
{
    Vocabulary vocabulary({ QStringLiteral("x"), QStringLiteral("y") });
    vocabulary.setVector(QStringLiteral("a"), Eigen::Vector2d(1, 0));
    vocabulary.setVector(QStringLiteral("b"), Eigen::Vector2d(0, 1));
    return vocabulary;
}

HandInfluence handInfluence(double temperature)
{
    HandInfluence hand;
    const double e = std::exp(1 / temperature);
    const double p = e / (e + 1);
    const double q = 1 - p;
    const double t = temperature;
    hand.attention[0] = std::sqrt(std::pow(p + 2 * p * q / t, 2) + std::pow(p * q / t, 2) + std::pow(2 * p * q / t, 2)
                                  + std::pow(p + p * q / t, 2));
    hand.attention[1] = q * std::sqrt(1 + std::pow(p / t, 2) + std::pow(1 - p / t, 2));
    // The RNN's chain rule, two steps by hand with its (seeded) weights:
    // h_1 = tanh(W_x a + c), dh_1/dx_1 = diag(1 - h_1²) W_x;
    // h_2 = tanh(W_h h_1 + W_x b + c), dh_2/dx_1 = diag(1 - h_2²) W_h dh_1/dx_1.
    const ElmanRnn rnn(2);
    const Eigen::VectorXd h1 = (rnn.inputWeights().col(0) + rnn.bias()).array().tanh().matrix();
    const Eigen::VectorXd h2
        = (rnn.hiddenWeights() * h1 + rnn.inputWeights().col(1) + rnn.bias()).array().tanh().matrix();
    const Eigen::MatrixXd j1 = (1 - h1.array().square()).matrix().asDiagonal() * rnn.inputWeights();
    const Eigen::MatrixXd j2 = (1 - h2.array().square()).matrix().asDiagonal() * rnn.hiddenWeights() * j1;
    hand.recurrent[0] = j1.norm();
    hand.recurrent[1] = j2.norm();
    hand.states.resize(2, ElmanRnn::HiddenSize);
    hand.states.row(0) = h1.transpose();
    hand.states.row(1) = h2.transpose();
    return hand;
}

// The chart's points must be (0, first) and (1, second), to 12 digits.
QString compareWithHand(const QXYSeries* series, const double (&expected)[2])
{
    const QList<QPointF> points = series->points();
    if (points.size() != 2)
        return QStringLiteral("%1 holds %2 points instead of 2").arg(series->name()).arg(points.size());
    for (int t = 0; t < 2; ++t) {
        if (points.at(t).x() != t || std::abs(points.at(t).y() - expected[t]) > 1e-12 * expected[t])
            return QStringLiteral("%1, point %2: (%3, %4) instead of (%2, %5)")
                .arg(series->name())
                .arg(t)
                .arg(points.at(t).x())
                .arg(points.at(t).y(), 0, 'g', 17)
                .arg(expected[t], 0, 'g', 17);
    }
    return {};
}

QString repeatedWords(int count)
{
    QStringList words;
    const QStringList cycle { QStringLiteral("猫"), QStringLiteral("吃"), QStringLiteral("鱼"), QStringLiteral("和"),
                              QStringLiteral("狗") };
    for (int i = 0; i < count; ++i)
        words.append(cycle.at(i % cycle.size()));
    return words.join(QLatin1Char(' '));
}

QPalette darkPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::WindowText, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    palette.setColor(QPalette::Text, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9a));
    palette.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    palette.setColor(QPalette::ButtonText, QColor(0xe6, 0xe6, 0xe6));
    palette.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    palette.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
    palette.setColor(QPalette::HighlightedText, QColor(0x10, 0x10, 0x10));
    return palette;
}

} // namespace

class TestRnnPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void titleAndAccessibleNames()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        QCOMPARE(page.windowTitle(), QStringLiteral("6 · RNN versus attention"));
        QVERIFY(!page.chainView()->accessibleName().isEmpty());
        QVERIFY(!page.arrowsView()->accessibleName().isEmpty());
        QVERIFY(!page.influenceChartView()->accessibleName().isEmpty());
        QVERIFY(!page.stepsChartView()->accessibleName().isEmpty());
        QVERIFY(!page.paperTable()->accessibleName().isEmpty());
        QVERIFY(!page.measuredTable()->accessibleName().isEmpty());
        for (QWidget* control : std::initializer_list<QWidget*> {
                 page.playButton(), page.pauseButton(), page.stepButton(), page.resetButton(),
                 page.currentSentenceButton(), page.longExampleButton() })
            QVERIFY2(!control->toolTip().isEmpty(), qPrintable(control->objectName()));
    }

    // Chart formats (issue 14, item 7): whole-word distance ticks from QValueAxis, pale path
    // lines as accentcolour::blend makes them, and tables exactly as large as their cells.
    void chartAxesPensAndTables()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* distance = qobject_cast<QValueAxis*>(page.influenceChartView()->chart()->axes(Qt::Horizontal).value(0));
        QVERIFY(distance);
        // 4 words: distances 0 to 3, a tick per word.
        QTRY_COMPARE(distance->max(), 3.0);
        QCOMPARE(distance->min(), 0.0);
        QCOMPARE(distance->tickCount(), 4);
        // 31 words: 0 to 30 in steps of 5 (QValueAxis::applyNiceNumbers), never a half word.
        workspace.setSentence(0, repeatedWords(31));
        QTRY_COMPARE(distance->max(), 30.0);
        QCOMPARE(distance->tickCount(), 7);

        // 35 % of the series colour over the background, opaque.
        const QColor base = page.palette().color(QPalette::Base);
        const QColor line = page.recurrentStepsSeries()->pen().color();
        const QColor pale = page.recurrentPathSeries()->pen().color();
        QCOMPARE(pale.alpha(), 255);
        QVERIFY(std::abs(pale.redF() - (0.35 * line.redF() + 0.65 * base.redF())) < 1.0 / 255);
        QVERIFY(std::abs(pale.greenF() - (0.35 * line.greenF() + 0.65 * base.greenF())) < 1.0 / 255);
        QVERIFY(std::abs(pale.blueF() - (0.35 * line.blueF() + 0.65 * base.blueF())) < 1.0 / 255);

        for (QTableView* table : { static_cast<QTableView*>(page.paperTable()), page.measuredTable() }) {
            int height = table->horizontalHeader()->sizeHint().height() + 2 * table->frameWidth();
            for (int r = 0; r < table->model()->rowCount(); ++r)
                height += table->rowHeight(r);
            QCOMPARE(table->sizeHint().height(), height);
            QCOMPARE(table->sizePolicy().verticalPolicy(), QSizePolicy::Fixed);
        }
    }

    void stepButtonReadsExactlyOneWord()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.length(), 4);
        QCOMPARE(page.step(), 0);
        QVERIFY(!page.arrowsView()->isComputed());
        QSignalSpy steps(&page, &RnnPage::stepChanged);
        for (int expected = 1; expected <= 4; ++expected) {
            QTest::mouseClick(page.stepButton(), Qt::LeftButton);
            QCOMPARE(page.step(), expected);
            QCOMPARE(page.chainView()->step(), expected);
            QCOMPARE(steps.size(), expected);
            QCOMPARE(steps.last().at(0).toInt(), expected);
            // Attention is complete after its one step, while the RNN is still reading.
            QVERIFY(page.arrowsView()->isComputed());
        }
        QVERIFY2(!page.stepButton()->isEnabled(), "nothing left to read after the last word");
        QTest::mouseClick(page.stepButton(), Qt::LeftButton);
        QCOMPARE(page.step(), 4);

        QTest::mouseClick(page.resetButton(), Qt::LeftButton);
        QCOMPARE(page.step(), 0);
        QCOMPARE(page.chainView()->step(), 0);
        QVERIFY(!page.arrowsView()->isComputed());
        QVERIFY(page.stepButton()->isEnabled());
    }

    void timerTickReadsExactlyOneWord()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.animationTimer()->setInterval(20);
        QSignalSpy ticks(page.animationTimer(), &QTimer::timeout);
        QSignalSpy steps(&page, &RnnPage::stepChanged);
        QTest::mouseClick(page.playButton(), Qt::LeftButton);
        QVERIFY(page.isPlaying());
        QVERIFY(!page.playButton()->isEnabled());
        QVERIFY(page.pauseButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(!page.isPlaying(), 5000);
        QCOMPARE(page.step(), 4);
        QCOMPARE(ticks.size(), 4);
        QCOMPARE(steps.size(), 4);
        for (int i = 0; i < steps.size(); ++i)
            QCOMPARE(steps.at(i).at(0).toInt(), i + 1);

        // Play at the end starts again from the first word; Pause stops where it is.
        page.animationTimer()->setInterval(60000);
        QTest::mouseClick(page.playButton(), Qt::LeftButton);
        QCOMPARE(page.step(), 0);
        page.animationTimer()->setInterval(20);
        steps.clear();
        QVERIFY(steps.wait(2000));
        QTest::mouseClick(page.pauseButton(), Qt::LeftButton);
        const int paused = page.step();
        // Paused means no timer left to advance the step: nothing posted moves it either.
        QVERIFY(!page.animationTimer()->isActive());
        QCoreApplication::processEvents();
        QCOMPARE(page.step(), paused);
        QVERIFY(!page.isPlaying());
        QTest::mouseClick(page.resetButton(), Qt::LeftButton);
        QCOMPARE(page.step(), 0);
    }

    void stepCounterSaysLVersusOne()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        QCOMPARE(page.stepCounterText(), QStringLiteral("RNN: step 0 of 4 · Attention: step 0 of 1"));
        page.stepOnce();
        QCOMPARE(page.stepCounterText(), QStringLiteral("RNN: step 1 of 4 · Attention: step 1 of 1"));
        page.stepOnce();
        page.stepOnce();
        page.stepOnce();
        QCOMPARE(page.stepCounterText(), QStringLiteral("RNN: step 4 of 4 · Attention: step 1 of 1"));
        workspace.setSentence(0, repeatedWords(7));
        QCOMPARE(page.stepCounterText(), QStringLiteral("RNN: step 0 of 7 · Attention: step 0 of 1"));
    }

    void influenceSeriesAreTheHandComputedNumbers_data()
    {
        QTest::addColumn<double>("temperature");
        QTest::newRow("t_1") << 1.0;
        QTest::newRow("t_2_5_hot") << 2.5;
        QTest::newRow("t_0_5_cold") << 0.5;
    }
    void influenceSeriesAreTheHandComputedNumbers()
    {
        QFETCH(double, temperature);
        Workspace workspace;
        workspace.setVocabulary(twoWordVocabulary());
        workspace.setSentence(0, QStringLiteral("a b"));
        RnnPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(workspace.setTemperature(temperature));
        QCOMPARE(page.influenceSource(), RnnPage::InfluenceSource::CurrentSentence);
        const HandInfluence hand = handInfluence(temperature);
        const QString recurrent = compareWithHand(page.recurrentInfluenceSeries(), hand.recurrent);
        QVERIFY2(recurrent.isEmpty(), qPrintable(recurrent));
        const QString attention = compareWithHand(page.attentionInfluenceSeries(), hand.attention);
        QVERIFY2(attention.isEmpty(), qPrintable(attention));
        // One pair pinned to printed digits, so that the hand formulas cannot drift with the code.
        if (temperature == 1.0) {
            QVERIFY2(std::abs(hand.attention[1] - 0.34090658) < 1e-8,
                     qPrintable(QString::number(hand.attention[1], 'g', 10)));
        }
        QVERIFY(page.influenceTitle().contains(QStringLiteral("“a”")));

        // The long example on the same page: one point per word, from word 1 on.
        QTest::mouseClick(page.longExampleButton(), Qt::LeftButton, {},
                          QPoint(8, page.longExampleButton()->height() / 2));
        QCOMPARE(page.influenceSource(), RnnPage::InfluenceSource::LongExample);
        QCOMPARE(page.recurrentInfluenceSeries()->count(), page.longExampleWords().size());
        QCOMPARE(page.attentionInfluenceSeries()->count(), page.longExampleWords().size());
        QVERIFY(page.influenceTitle().contains(QStringLiteral("long example")));
    }

    // Issue 17: the caption said the RNN's curve falls while the default 4-word sentence
    // showed attention below it; "influence" was never defined; the long example was
    // not shown; nothing said where the RNN's weights come from.
    void influenceTextIsTrueForWhatIsShown()
    {
        Workspace workspace; // the lesson's sentence 1: 4 words
        RnnPage page(&workspace);
        page.resize(1100, 900);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.influenceDefinitionLabel()->isVisible());
        const QString definition = page.influenceDefinitionLabel()->text();
        QVERIFY2(definition.contains(QStringLiteral("how much the result at word <i>t</i> changes when the first "
                                                    "word's vector changes")),
                 qPrintable(definition));
        QVERIFY(definition.contains(QString::number(ElmanRnn::DefaultSeed))); // where the weights come from
        QVERIFY(definition.contains(QStringLiteral("not trained")));

        QString caption = page.influenceCaption();
        QVERIFY2(!caption.contains(QStringLiteral("curve falls:")), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("4 words are too few")), qPrintable(caption));
        const InfluenceReading reading = sequencecomparison::readInfluence(
            sequencecomparison::firstWordInfluence(workspace.sentence(0).vectors, workspace.temperature()));
        QVERIFY(!reading.attentionBelowRecurrent.isEmpty());
        QVERIFY2(caption.contains(QStringLiteral("attention's curve even lies below the RNN's (distance %1")
                                      .arg(reading.attentionBelowRecurrent.first())),
                 qPrintable(caption));
        QVERIFY(caption.contains(QStringLiteral("The long example (%1 words)").arg(page.longExampleWords().size())));
        QVERIFY(!page.longExampleLabel()->isVisible());

        QTest::mouseClick(page.longExampleButton(), Qt::LeftButton, {},
                          QPoint(8, page.longExampleButton()->height() / 2));
        QVERIFY(page.longExampleLabel()->isVisible());
        QVERIFY2(page.longExampleLabel()->text().contains(page.longExampleWords().join(QLatin1Char(' '))),
                 qPrintable(page.longExampleLabel()->text()));
        caption = page.influenceCaption();
        QVERIFY2(caption.contains(QStringLiteral("the RNN's curve falls:")), qPrintable(caption));
        QVERIFY2(!caption.contains(QStringLiteral("too few")), qPrintable(caption));

        QTest::mouseClick(page.currentSentenceButton(), Qt::LeftButton, {},
                          QPoint(8, page.currentSentenceButton()->height() / 2));
        QVERIFY(!page.longExampleLabel()->isVisible());
    }

    void rnnInfluenceFadesOnTheLongExample()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.setInfluenceSource(RnnPage::InfluenceSource::LongExample);
        QVERIFY(page.longExampleButton()->isChecked());
        const QList<QPointF> points = page.recurrentInfluenceSeries()->points();
        QCOMPARE(points.size(), page.longExampleWords().size());
        QVERIFY(points.size() >= 25);
        for (int t = 1; t < points.size(); ++t)
            QVERIFY2(points.at(t).y() < points.at(t - 1).y(),
                     qPrintable(QStringLiteral("the RNN's influence grows from distance %1 to %2").arg(t - 1).arg(t)));
        QVERIFY2(points.last().y() < 1e-2 * points.first().y(), "word 1 has not faded by the end of the long example");
        // Attention reaches the last word directly: far more influence than the RNN has left.
        QVERIFY(page.attentionInfluenceSeries()->points().last().y() > 10 * points.last().y());
        // The axis covers every point.
        const auto* axis = page.influenceChartView()->chart()->axes(Qt::Vertical).first();
        const double minimum = axis->property("min").toDouble();
        const double maximum = axis->property("max").toDouble();
        for (const QPointF& point : points)
            QVERIFY(point.y() >= minimum && point.y() <= maximum);
    }

    void changingTheSentenceUpdatesEverything()
    {
        Workspace workspace;
        workspace.setVocabulary(twoWordVocabulary());
        workspace.setSentence(0, QStringLiteral("b a"));
        RnnPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.stepOnce();
        page.stepOnce();
        workspace.setSentence(0, QStringLiteral("a b"));
        QCOMPARE(page.step(), 0); // new words: the reading starts over
        page.stepOnce();
        // A new temperature changes attention, not what the RNN has read.
        QVERIFY(workspace.setTemperature(2.0));
        QCOMPARE(page.step(), 1);
        const HandInfluence hand = handInfluence(2.0);
        QString mismatch = compareWithHand(page.attentionInfluenceSeries(), hand.attention);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        mismatch = compareWithHand(page.recurrentInfluenceSeries(), hand.recurrent);
        QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
        QCOMPARE(page.chainView()->states().rows(), Eigen::Index(2));
        QVERIFY(((page.chainView()->states() - hand.states).cwiseAbs().maxCoeff()) < 1e-12);

        workspace.setSentence(0, QStringLiteral("a b a b a"));
        QCOMPARE(page.length(), 5);
        QCOMPARE(page.step(), 0);
        QCOMPARE(page.chainView()->length(), 5);
        QCOMPARE(page.arrowsView()->length(), 5);
        QCOMPARE(page.recurrentInfluenceSeries()->count(), 5);
        // The first two words are the same "a b": the same states, by hand.
        QVERIFY(((page.chainView()->states().topRows(2) - hand.states).cwiseAbs().maxCoeff()) < 1e-12);
        const QList<QPointF> marker = page.currentLengthSeries()->points();
        QCOMPARE(marker, (QList<QPointF> { QPointF(5, 5), QPointF(5, 1) }));
        QCOMPARE(page.costModel()->length(), 5);
        QVERIFY(page.influenceTitle().contains(QStringLiteral("5 words")));
    }

    void stepsChartHoldsTheCoresCounts()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        const QList<QPointF> recurrentSteps = page.recurrentStepsSeries()->points();
        const QList<QPointF> recurrentPath = page.recurrentPathSeries()->points();
        const QList<QPointF> attentionSteps = page.attentionStepsSeries()->points();
        const QList<QPointF> attentionPath = page.attentionPathSeries()->points();
        QCOMPARE(recurrentSteps.size(), RnnPage::StepsChartMaximumLength);
        QCOMPARE(attentionPath.size(), RnnPage::StepsChartMaximumLength);
        for (int n = 1; n <= RnnPage::StepsChartMaximumLength; ++n) {
            QCOMPARE(recurrentSteps.at(n - 1), QPointF(n, n));
            QCOMPARE(recurrentPath.at(n - 1), QPointF(n, n));
            QCOMPARE(attentionSteps.at(n - 1), QPointF(n, 1));
            QCOMPARE(attentionPath.at(n - 1), QPointF(n, 1));
        }
        QCOMPARE(page.currentLengthSeries()->points(), (QList<QPointF> { QPointF(4, 4), QPointF(4, 1) }));
    }

    void measuredTableMatchesHandCounts_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("expected");
        // The lesson sentence: n = 4, d = 4, h = 8.
        QTest::newRow("attention_multiply_adds_2n2d") << 0 << 0 << QStringLiteral("128");
        QTest::newRow("rnn_multiply_adds_ndh_nh2") << 1 << 0 << QStringLiteral("384");
        QTest::newRow("attention_steps") << 0 << 1 << QStringLiteral("1");
        QTest::newRow("rnn_steps") << 1 << 1 << QStringLiteral("4");
        QTest::newRow("attention_path") << 0 << 2 << QStringLiteral("1");
        QTest::newRow("rnn_path") << 1 << 2 << QStringLiteral("4");
    }
    void measuredTableMatchesHandCounts()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, expected);
        Workspace workspace;
        RnnPage page(&workspace);
        const QAbstractItemModel* model = page.measuredTable()->model();
        QCOMPARE(model->headerData(0, Qt::Vertical).toString(), QStringLiteral("Self-attention"));
        QCOMPARE(model->headerData(1, Qt::Vertical).toString(), QStringLiteral("RNN (h = 8)"));
        QCOMPARE(model->index(row, column).data().toString(), expected);
    }

    void paperTableAgreesWithTheHandCounts_data()
    {
        QTest::addColumn<QString>("sentence");
        QTest::addColumn<int>("n");
        QTest::newRow("two_words") << QStringLiteral("a b") << 2;
        QTest::newRow("five_words") << QStringLiteral("a b a b a") << 5;
    }
    void paperTableAgreesWithTheHandCounts()
    {
        // The paper's claims for its first two rows, evaluated on the sentence: O(1) is one step
        // or hop at any length, O(n) is n of them. Beside them, the counts by hand: attention
        // takes 1 step and 1 hop; the RNN n steps, and word 1 reaches word n through n cells.
        QFETCH(QString, sentence);
        QFETCH(int, n);
        Workspace workspace;
        workspace.setVocabulary(twoWordVocabulary());
        workspace.setSentence(0, sentence);
        RnnPage page(&workspace);
        const QTableWidget* paper = page.paperTable();
        const QAbstractItemModel* counted = page.measuredTable()->model();
        QCOMPARE(paper->rowCount(), 4);
        QCOMPARE(paper->columnCount(), 3);
        auto evaluate = [n](const QString& order) {
            if (order == QStringLiteral("O(1)"))
                return 1;
            if (order == QStringLiteral("O(n)"))
                return n;
            return -1;
        };
        const int hand[2][2] = { { 1, 1 }, { n, n } }; // rows attention, RNN; columns steps, path
        for (int row = 0; row < 2; ++row) {
            for (int column = 1; column <= 2; ++column) {
                const QString claim = paper->item(row, column)->text();
                QCOMPARE(evaluate(claim), hand[row][column - 1]);
                QCOMPARE(counted->index(row, column).data().toString(), QString::number(hand[row][column - 1]));
            }
        }
        // Per layer: the paper's n²·d against ours counted by hand, 2·n²·d for attention (scores and sum).
        QCOMPARE(paper->item(0, 0)->text(), QStringLiteral("O(n²·d)"));
        QCOMPARE(counted->index(0, 0).data().toString(), QString::number(2 * n * n * 2));
        // The rows and columns are the paper's, and every symbol is explained.
        QCOMPARE(paper->verticalHeaderItem(1)->text(), QStringLiteral("Recurrent"));
        QCOMPARE(paper->horizontalHeaderItem(2)->text(), QStringLiteral("Maximum Path Length"));
        const QString symbols = paper->item(0, 0)->toolTip();
        for (const QString& symbol :
             { QStringLiteral("n:"), QStringLiteral("d:"), QStringLiteral("k:"), QStringLiteral("r:") })
            QVERIFY2(symbols.contains(symbol), qPrintable(symbols));
    }

    void emptySentenceShowsTheNote()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.note().isEmpty());
        workspace.setSentence(0, QString());
        QVERIFY(page.note().contains(QStringLiteral("no words")));
        QCOMPARE(page.length(), 0);
        QVERIFY(!page.playButton()->isEnabled());
        QVERIFY(!page.stepButton()->isEnabled());
        page.play();
        page.stepOnce();
        QCOMPARE(page.step(), 0);
        QVERIFY(page.recurrentInfluenceSeries()->points().isEmpty());
        QVERIFY(page.currentLengthSeries()->points().isEmpty());
        QCOMPARE(page.costModel()->index(1, 0).data(SequenceCostModel::ValueRole).toLongLong(), 0);
        workspace.setSentence(0, QStringLiteral("猫"));
        QVERIFY(page.note().isEmpty());
        QCOMPARE(page.stepCounterText(), QStringLiteral("RNN: step 0 of 1 · Attention: step 0 of 1"));
    }

    void longSentenceStaysResponsive()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // How long this takes is bench_responsiveness's business, not a test's.
        workspace.setSentence(0, repeatedWords(1000));
        page.stepOnce();
        QCOMPARE(page.length(), 1000);
        QVERIFY2(page.note().contains(QStringLiteral("64")) && page.note().contains(QStringLiteral("1000")),
                 qPrintable(page.note()));
        // The attention of 1000 words arrives from the background; the arrows follow it.
        QTRY_COMPARE(page.arrowsView()->drawnLength(), AttentionArrowsView::MaximumWords);
        QVERIFY(page.chainView()->visibleRange().count < 1000);
        // The influence curves of 1000 words are worked out in the background, then shown.
        QTRY_VERIFY(!page.isComputingInfluence());
        QCOMPARE(page.recurrentInfluenceSeries()->points().size(), 1000);
        QVERIFY(page.influenceChartView()->accessibleDescription().contains(QStringLiteral("1000")));
        QCOMPARE(page.stepCounterText(), QStringLiteral("RNN: step 1 of 1000 · Attention: step 1 of 1"));
        // Off the steps chart's 1..512: no marker, but the legend says why.
        QVERIFY(page.currentLengthSeries()->points().isEmpty());
        QVERIFY(page.currentLengthSeries()->name().contains(QStringLiteral("1000")));
    }

    void hiddenPageWorksItsCurvesOutWhenShown()
    {
        // In the window the page sits hidden behind the chapter on show; a long
        // paste must not keep the background thread busy with its curves.
        Workspace workspace;
        QWidget window;
        auto* other = new QWidget(&window);
        auto* page = new RnnPage(&workspace, &window);
        page->hide();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QStringList words;
        for (int i = 0; i < 300; ++i)
            words.append(QStringLiteral("w%1").arg(i));
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        QVERIFY(!workspace.rnnAnalysis()->isComputingInfluence()); // nothing asked for

        other->hide();
        page->show();
        QVERIFY(workspace.rnnAnalysis()->isComputingInfluence()); // asked for when shown
        QVERIFY(page->influenceTitle().startsWith(QStringLiteral("Computing")));
        QTRY_VERIFY(!page->isComputingInfluence());
        QCOMPARE(page->recurrentInfluenceSeries()->count(), 300);
        QVERIFY2(page->influenceTitle().contains(QStringLiteral("“w0?”")), qPrintable(page->influenceTitle()));
    }

    void sentenceSelectorFollowsTheWorkspace()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QCOMPARE(page.sentenceSelector()->count(), 2);
        QVERIFY(page.sentenceSelector()->isVisible());
        page.stepOnce();
        page.sentenceSelector()->setCurrentIndex(1);
        QCOMPARE(page.sentenceIndex(), 1);
        QCOMPARE(page.step(), 0);
        QCOMPARE(page.recurrentInfluenceSeries()->count(), 4);
        QVERIFY2(page.influenceTitle().contains(QStringLiteral("“吃”")), qPrintable(page.influenceTitle()));
        workspace.setSentence(1, QStringLiteral("猫 吃 鱼"));
        QCOMPARE(page.length(), 3);
        QVERIFY(page.sentenceSelector()->itemText(1).contains(QStringLiteral("猫 吃 鱼")));
        workspace.removeSentence(1);
        QCOMPARE(page.sentenceSelector()->count(), 1);
        QVERIFY(!page.sentenceSelector()->isVisible());
        QCOMPARE(page.sentenceIndex(), 0);
        QCOMPARE(page.length(), 4);
    }

    void anyVocabularyDimension()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        Vocabulary vocabulary({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("d"),
                                QStringLiteral("e"), QStringLiteral("f") });
        Eigen::VectorXd vector(6);
        vector << 0.5, -0.2, 0.1, 0.9, 0.0, 0.3;
        QVERIFY(vocabulary.setVector(QStringLiteral("猫"), vector));
        workspace.setVocabulary(vocabulary);
        QCOMPARE(workspace.sentence(0).vectors.cols(), Eigen::Index(6));
        QCOMPARE(page.costModel()->dimension(), 6);
        QCOMPARE(page.recurrentInfluenceSeries()->count(), 4);
        // The long example's words are unknown now: made-up vectors of the new dimension.
        QCOMPARE(workspace.rnnAnalysis()->longExampleVectors().cols(), Eigen::Index(6));
        page.setInfluenceSource(RnnPage::InfluenceSource::LongExample);
        QCOMPARE(page.recurrentInfluenceSeries()->points().size(), page.longExampleWords().size());
        page.stepOnce();
        QCOMPARE(page.chainView()->states().cols(), Eigen::Index(ElmanRnn::HiddenSize));
    }

    void rendersInLightAndDarkPalettes()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.resize(1280, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.stepOnce();
        for (int tab = 0; tab < page.tabs()->count(); ++tab) {
            page.tabs()->setCurrentIndex(tab);
            QVERIFY(page.tabs()->currentWidget()->isVisible());
        }
        const QPalette dark = darkPalette();
        page.setPalette(dark);
        QCOMPARE(page.influenceChartView()->chart()->backgroundBrush().color(), dark.color(QPalette::Base));
        const QImage arrows = page.arrowsView()->grab().toImage();
        QCOMPARE(arrows.pixelColor(2, 2), dark.color(QPalette::Base));
    }

    void languageChangeKeepsTheState()
    {
        Workspace workspace;
        RnnPage page(&workspace);
        page.stepOnce();
        QEvent change(QEvent::LanguageChange);
        QCoreApplication::sendEvent(&page, &change);
        QCOMPARE(page.step(), 1);
        QCOMPARE(page.windowTitle(), QStringLiteral("6 · RNN versus attention"));
        QCOMPARE(page.paperTable()->item(0, 0)->text(), QStringLiteral("O(n²·d)"));
    }
};

QTEST_MAIN(TestRnnPage)
#include "tst_rnnpage.moc"
