// SPDX-License-Identifier: GPL-3.0-or-later
#include "attentionjacobian.h"
#include "rnn.h"
#include "sequencecomparison.h"
#include "tokenizer.h"
#include "vocabulary.h"
#include "workspace.h"

#include "lessondata.h"

#include <QTest>

using namespace AttentionLab;

namespace {
using testdata::lessonSentence1;

} // namespace

class TestSequenceComparison : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void costs_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("dimension");
        QTest::addColumn<qint64>("attentionMultiplyAdds");
        QTest::addColumn<qint64>("recurrentMultiplyAdds");
        QTest::addColumn<qint64>("attentionSteps");
        QTest::addColumn<qint64>("recurrentSteps");
        // By hand: attention 2 n² d; RNN n d h + n h² with h = 8.
        QTest::newRow("lesson_sentence") << 4 << 4 << qint64(2 * 16 * 4) << qint64(4 * 4 * 8 + 4 * 64) << qint64(1)
                                         << qint64(4);
        QTest::newRow("one_word") << 1 << 4 << qint64(8) << qint64(32 + 64) << qint64(1) << qint64(1);
        QTest::newRow("imported_300d") << 10 << 300 << qint64(2 * 100 * 300) << qint64(10 * 300 * 8 + 10 * 64)
                                       << qint64(1) << qint64(10);
        QTest::newRow("empty") << 0 << 4 << qint64(0) << qint64(0) << qint64(0) << qint64(0);
        QTest::newRow("long_512") << 512 << 4 << qint64(2) * 512 * 512 * 4 << qint64(512 * 4 * 8 + 512 * 64)
                                  << qint64(1) << qint64(512);
    }
    void costs()
    {
        QFETCH(int, length);
        QFETCH(int, dimension);
        QFETCH(qint64, attentionMultiplyAdds);
        QFETCH(qint64, recurrentMultiplyAdds);
        QFETCH(qint64, attentionSteps);
        QFETCH(qint64, recurrentSteps);
        const SequenceCost attention = sequencecomparison::selfAttention(length, dimension);
        const SequenceCost recurrent = sequencecomparison::recurrent(length, dimension);
        QCOMPARE(attention.multiplyAdds, attentionMultiplyAdds);
        QCOMPARE(recurrent.multiplyAdds, recurrentMultiplyAdds);
        QCOMPARE(attention.sequentialSteps, attentionSteps);
        QCOMPARE(recurrent.sequentialSteps, recurrentSteps);
        // Path length: one hop for attention, through every cell for the RNN.
        QCOMPARE(attention.maximumPathLength, attentionSteps);
        QCOMPARE(recurrent.maximumPathLength, qint64(length));
    }

    void attentionCostsMoreFromTheCrossover()
    {
        // d = 4, h = 8: 2 n² 4 > n 8 12  <=>  n > 12.
        QCOMPARE(sequencecomparison::attentionCostsMoreFrom(4), qint64(13));
        for (int d : { 1, 4, 7, 50, 300 }) {
            const qint64 n = sequencecomparison::attentionCostsMoreFrom(d);
            QVERIFY2(sequencecomparison::selfAttention(n, d).multiplyAdds
                         > sequencecomparison::recurrent(n, d).multiplyAdds,
                     qPrintable(QStringLiteral("d = %1: attention should cost more at n = %2").arg(d).arg(n)));
            QVERIFY2(n == 1
                         || sequencecomparison::selfAttention(n - 1, d).multiplyAdds
                             <= sequencecomparison::recurrent(n - 1, d).multiplyAdds,
                     qPrintable(QStringLiteral("d = %1: attention already costs more at n = %2").arg(d).arg(n - 1)));
        }
    }

    void influenceCurvesAreTheCoresNumbers()
    {
        const Eigen::MatrixXd x = lessonSentence1();
        for (double temperature : { 1.0, 0.5, 3.0 }) {
            const InfluenceCurves curves = sequencecomparison::firstWordInfluence(x, temperature);
            QCOMPARE(curves.recurrent, ElmanRnn(4).firstWordInfluence(x));
            QCOMPARE(curves.attention, attention::firstWordInfluence(x, temperature));
        }
        const InfluenceCurves none = sequencecomparison::firstWordInfluence(Eigen::MatrixXd(0, 4), 1.0);
        QCOMPARE(none.recurrent.size(), Eigen::Index(0));
        QCOMPARE(none.attention.size(), Eigen::Index(0));
    }

    // Issue 17: the caption claimed a fading that the 4-word default sentence does not show.
    void readsWhatTheChartShows()
    {
        InfluenceCurves made;
        made.recurrent = Eigen::Vector4d(2.0, 1.0, 0.7, 0.05);
        made.attention = Eigen::Vector4d(0.5, 0.6, 0.6, 0.6);
        InfluenceReading reading = sequencecomparison::readInfluence(made);
        QCOMPARE(reading.attentionBelowRecurrent, (QList<int> { 1, 2 }));
        QVERIFY(reading.recurrentFades); // 0.05 < 1.0 / 10
        made.recurrent[3] = 0.2;
        QVERIFY(!sequencecomparison::readInfluence(made).recurrentFades);
        QVERIFY(sequencecomparison::readInfluence(InfluenceCurves {}).attentionBelowRecurrent.isEmpty());

        // The lesson's sentence 1: too short to fade, and attention lies below the RNN near word 1.
        const InfluenceCurves lesson = sequencecomparison::firstWordInfluence(lessonSentence1(), 1.0);
        reading = sequencecomparison::readInfluence(lesson);
        QVERIFY(!reading.recurrentFades);
        QVERIFY(reading.attentionBelowRecurrent.contains(1));
        // The long example: the RNN fades, attention does not lie below it at the far end.
        Workspace workspace;
        workspace.setSentence(0, sequencecomparison::longExample().text);
        const InfluenceCurves longCurves = sequencecomparison::firstWordInfluence(workspace.sentence(0).vectors, 1.0);
        reading = sequencecomparison::readInfluence(longCurves);
        QVERIFY(reading.recurrentFades);
        QVERIFY(!reading.attentionBelowRecurrent.contains(static_cast<int>(longCurves.attention.size() - 1)));
    }

    void longExampleIsAboutThirtyKnownWords()
    {
        const ExampleSentence example = sequencecomparison::longExample();
        QVERIFY(!example.english.isEmpty());
        const Vocabulary vocabulary = Vocabulary::builtIn();
        const QList<Token> tokens = Tokenizer(vocabulary).tokenize(example.text);
        QVERIFY2(tokens.size() >= 25 && tokens.size() <= 40, qPrintable(QString::number(tokens.size())));
        for (const Token& token : tokens)
            QVERIFY2(token.known, qPrintable(QStringLiteral("“%1” is not in the built-in vocabulary").arg(token.text)));
        QCOMPARE(tokens.first().text, QStringLiteral("苹果"));
    }

    void rnnForgetsTheFirstWordOfTheLongExample()
    {
        Workspace workspace; // the vectors the long example gets on the page
        workspace.setSentence(0, sequencecomparison::longExample().text);
        const InfluenceCurves curves = sequencecomparison::firstWordInfluence(workspace.sentence(0).vectors, 1.0);
        const Eigen::Index last = curves.recurrent.size() - 1;
        for (Eigen::Index t = 1; t <= last; ++t)
            QVERIFY2(curves.recurrent[t] < curves.recurrent[t - 1],
                     qPrintable(QStringLiteral("RNN influence grew from word %1 to %2").arg(t).arg(t + 1)));
        // Faded by orders of magnitude by the last word, while attention still links word 1 directly.
        QVERIFY2(curves.recurrent[last] < 1e-2 * curves.recurrent[0],
                 qPrintable(QString::number(curves.recurrent[last])));
        QVERIFY(curves.attention[last] > 10 * curves.recurrent[last]);
    }
};

QTEST_GUILESS_MAIN(TestSequenceComparison)
#include "tst_sequencecomparison.moc"
