// SPDX-License-Identifier: GPL-3.0-or-later
#include "sensecorpus.h"
#include "vocabulary.h"

#include <QSet>
#include <QTest>

using namespace AttentionLab;

class TestSenseCorpus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void builtInCorpusIsWhatTheLessonPromises()
    {
        const SenseCorpus& corpus = SenseCorpus::builtIn();
        QVERIFY(corpus.sentences.size() >= 150);
        QCOMPARE(corpus.targets.size(), 4);
        QCOMPARE(corpus.targets.front().word, QStringLiteral("苹果"));
        // a fixed 80/20 split
        QCOMPARE(corpus.count(true) * 5, int(corpus.sentences.size()));
        QSet<QString> trainTexts;
        for (const SenseSentence& sentence : corpus.sentences) {
            if (!sentence.test)
                trainTexts.insert(SenseCorpus::text(sentence));
        }
        for (const SenseSentence& sentence : corpus.sentences) {
            QVERIFY2(corpus.target(sentence.tokens.at(sentence.target)), qPrintable(SenseCorpus::text(sentence)));
            QVERIFY(!sentence.english.isEmpty());
            if (sentence.test)
                QVERIFY2(!trainTexts.contains(SenseCorpus::text(sentence)), qPrintable(SenseCorpus::text(sentence)));
        }
    }

    // Every word has a hand-made vector, so no sentence relies on a made-up one.
    void everyWordIsInTheBuiltInVocabulary()
    {
        const Vocabulary& vocabulary = Vocabulary::builtIn();
        for (const SenseSentence& sentence : SenseCorpus::builtIn().sentences) {
            for (const QString& token : sentence.tokens)
                QVERIFY2(vocabulary.contains(token), qPrintable(token));
        }
    }

    // Each word, each sense: as many test sentences, so guessing one sense per word is right half the time.
    void testSetIsBalancedPerWordAndSense()
    {
        const SenseCorpus& corpus = SenseCorpus::builtIn();
        for (const SenseTarget& target : corpus.targets) {
            int counts[2] = { 0, 0 };
            for (const SenseSentence& sentence : corpus.sentences) {
                if (sentence.test && sentence.tokens.at(sentence.target) == target.word)
                    ++counts[sentence.sense];
            }
            QVERIFY(counts[0] > 0);
            QCOMPARE(counts[0], counts[1]);
        }
    }

    void badCorpusSaysWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        const QByteArray head = R"({"format": "attention-lab-sense-corpus", "targets": [], "sentences": [)";
        QTest::newRow("not_json") << QByteArray("{") << QStringLiteral("not JSON");
        QTest::newRow("wrong_format") << QByteArray(R"({"format": "x"})")
                                      << QStringLiteral("not an attention-lab-sense-corpus");
        QTest::newRow("target_outside") << head + R"({"tokens": ["a"], "target": 3, "sense": 0, "split": "train"}]})"
                                        << QStringLiteral("sentence 1: target position 3");
        QTest::newRow("bad_sense") << head + R"({"tokens": ["a"], "target": 0, "sense": 2, "split": "train"}]})"
                                   << QStringLiteral("sentence 1: sense must be 0 or 1");
        QTest::newRow("bad_split") << head + R"({"tokens": ["a"], "target": 0, "sense": 1, "split": "dev"}]})"
                                   << QStringLiteral("sentence 1: split");
        QTest::newRow("no_test") << head + R"({"tokens": ["a"], "target": 0, "sense": 1, "split": "train"}]})"
                                 << QStringLiteral("needs training and test sentences");
    }

    void badCorpusSaysWhatAndWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        QString message;
        QVERIFY(!SenseCorpus::fromJson(json, &message));
        QVERIFY2(message.contains(error), qPrintable(message));
    }

    // [apple-vector row, made-up row]: a known word gets its own vector.
    void staticVectorsLookUpEveryWord()
    {
        const Vocabulary& vocabulary = Vocabulary::builtIn();
        const Eigen::MatrixXd vectors
            = staticVectors({ QStringLiteral("苹果"), QStringLiteral("没有这个词") }, vocabulary);
        QCOMPARE(vectors.rows(), Eigen::Index(2));
        Eigen::RowVectorXd apple(4);
        apple << 1.0, 1.0, 0.0, 0.0;
        QCOMPARE(Eigen::RowVectorXd(vectors.row(0)), apple);
        QVERIFY(std::abs(vectors.row(1).norm() - vocabulary.meanNorm()) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestSenseCorpus)
#include "tst_sensecorpus.moc"
