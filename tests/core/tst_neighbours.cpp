// SPDX-License-Identifier: GPL-3.0-or-later
#include "neighbours.h"
#include "vocabulary.h"
#include "vocabularyfiles.h"
#include "workspace.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace AttentionLab;

namespace {

Eigen::VectorXd vec(double x, double y)
{
    Eigen::VectorXd v(2);
    v << x, y;
    return v;
}

// a (1,0), b (0,1), c (1,1), d (4,3), zero (0,0).
Vocabulary plane(bool singlePrecision)
{
    Vocabulary vocabulary(QStringList { QStringLiteral("x"), QStringLiteral("y") });
    vocabulary.reserve(5, singlePrecision);
    const float rows[5][2] = { { 1, 0 }, { 0, 1 }, { 1, 1 }, { 4, 3 }, { 0, 0 } };
    const char* words[5] = { "a", "b", "c", "d", "zero" };
    for (int i = 0; i < 5; ++i) {
        if (singlePrecision) {
            vocabulary.addIfNew(QString::fromLatin1(words[i]), rows[i]);
        } else {
            const double row[2] = { rows[i][0], rows[i][1] };
            vocabulary.addIfNew(QString::fromLatin1(words[i]), row);
        }
    }
    return vocabulary;
}

QStringList wordsOf(const QList<Neighbour>& list)
{
    QStringList words;
    for (const Neighbour& neighbour : list)
        words.append(neighbour.word);
    return words;
}

} // namespace

class TestNeighbours : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesTheHandComputation_data()
    {
        QTest::addColumn<bool>("singlePrecision");
        QTest::newRow("double") << false;
        QTest::newRow("float32") << true;
    }
    void matchesTheHandComputation()
    {
        QFETCH(bool, singlePrecision);
        const Vocabulary vocabulary = plane(singlePrecision);
        QCOMPARE(vocabulary.isSinglePrecision(), singlePrecision);
        // Query (1, 0.5), |q| = sqrt(1.25) = 1.1180340:
        // d: (4 + 1.5) / (5 * 1.1180340) = 0.9838699; c: 1.5 / (1.4142136 * 1.1180340) = 0.9486833;
        // a: 1 / 1.1180340 = 0.8944272; b: 0.5 / 1.1180340 = 0.4472136; zero: no direction, skipped.
        const QList<Neighbour> all = neighbours::nearest(vocabulary, vec(1, 0.5), 10);
        QCOMPARE(wordsOf(all),
                 (QStringList { QStringLiteral("d"), QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b") }));
        const double expected[4] = { 0.9838699, 0.9486833, 0.8944272, 0.4472136 };
        for (int i = 0; i < 4; ++i)
            QVERIFY2(std::abs(all.at(i).cosine - expected[i]) < 1e-6, qPrintable(all.at(i).word));
        QCOMPARE(wordsOf(neighbours::nearest(vocabulary, vec(1, 0.5), 2)),
                 (QStringList { QStringLiteral("d"), QStringLiteral("c") }));
        // The word itself is left out (and its key: case-insensitive).
        QCOMPARE(wordsOf(neighbours::nearest(vocabulary, vec(1, 0.5), 2, QStringLiteral("D"))),
                 (QStringList { QStringLiteral("c"), QStringLiteral("a") }));
    }

    void tiesKeepTheEarlierWordAndTranslationsShowOnce()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("x"), QStringLiteral("y") });
        QVERIFY(vocabulary.setVector(QStringLiteral("p"), vec(2, 0)));
        QVERIFY(vocabulary.setVector(QStringLiteral("q"), vec(3, 0)));
        QVERIFY(vocabulary.setVector(QStringLiteral("r"), vec(1, 0)));
        QVERIFY(vocabulary.setVector(QStringLiteral("p2"), vec(2, 0))); // p's translation: shown once
        QCOMPARE(wordsOf(neighbours::nearest(vocabulary, vec(1, 0), 2)),
                 (QStringList { QStringLiteral("p"), QStringLiteral("q") }));
        QCOMPARE(wordsOf(neighbours::nearest(vocabulary, vec(1, 0), 4)),
                 (QStringList { QStringLiteral("p"), QStringLiteral("q"), QStringLiteral("r") }));
        // Excluding p also drops p2, which has exactly p's vector.
        QCOMPARE(wordsOf(neighbours::nearest(vocabulary, vec(1, 0), 4, QStringLiteral("p"))),
                 (QStringList { QStringLiteral("q"), QStringLiteral("r") }));
    }

    void nothingForNothing()
    {
        const Vocabulary vocabulary = plane(false);
        QVERIFY(neighbours::nearest(vocabulary, vec(0, 0), 3).isEmpty());
        QVERIFY(neighbours::nearest(vocabulary, vec(1, 0), 0).isEmpty());
        QVERIFY(neighbours::nearest(vocabulary, Eigen::VectorXd::Ones(3), 3).isEmpty());
    }

    // A copy that changed a row (kept aside, copy-on-write) is searched with the new row.
    void changedRowsAreSearchedWithTheirNewVector()
    {
        const Vocabulary original = plane(true);
        Vocabulary changed = original;
        QVERIFY(changed.setVector(QStringLiteral("b"), vec(2, 1)));
        QVERIFY(changed.setVector(QStringLiteral("new"), vec(-1, 0)));
        QCOMPARE(changed.rows().floats, original.rows().floats); // the matrix is still shared
        const QList<Neighbour> near = neighbours::nearest(changed, vec(1, 0.5), 1);
        QCOMPARE(wordsOf(near), QStringList { QStringLiteral("b") });
        QVERIFY(std::abs(near.at(0).cosine - 1.0) < 1e-12); // (2,1) is parallel to (1,0.5)
        QCOMPARE(wordsOf(neighbours::nearest(changed, vec(-1, 0), 1)), QStringList { QStringLiteral("new") });
        QCOMPARE(wordsOf(neighbours::nearest(original, vec(1, 0.5), 1)), QStringList { QStringLiteral("d") });
    }

    // The rows of a mapped file are searched where they lie (unaligned, between the words,
    // in blocks of 256): the same neighbours as the copied matrix, edited rows included.
    void mappedRowsGiveTheSameNeighbours_data()
    {
        QTest::addColumn<bool>("edited");
        QTest::newRow("as_read") << false;
        QTest::newRow("edited") << true;
    }
    void mappedRowsGiveTheSameNeighbours()
    {
        QFETCH(bool, edited);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(path, testdata::randomBinaryFile(700, 12, 21)));
        QString error;
        std::optional<Vocabulary> copied = testdata::readBinary(path, false, &error);
        std::optional<Vocabulary> mapped = testdata::readBinary(path, true, &error);
        QVERIFY2(copied && mapped && mapped->isMapped(), qPrintable(error));
        if (edited) {
            for (Vocabulary* vocabulary : { &*copied, &*mapped }) {
                QVERIFY(vocabulary->setVector(QStringLiteral("w600"), vocabulary->vector(0) * 2.0));
                QVERIFY(vocabulary->setVector(QStringLiteral("added"), -vocabulary->vector(1)));
            }
        }
        for (const int row : { 0, 1, 255, 256, 699 }) {
            const QString word = copied->word(row);
            const QList<Neighbour> expected = neighbours::nearest(*copied, copied->vector(row), 10, word);
            const QList<Neighbour> near = neighbours::nearest(*mapped, mapped->vector(row), 10, word);
            QCOMPARE(wordsOf(near), wordsOf(expected));
            for (int i = 0; i < near.size(); ++i)
                QVERIFY(std::abs(near.at(i).cosine - expected.at(i).cosine) < 1e-6);
        }
        // A query that is no word's vector; edited, the added word is exactly opposite w1.
        const QList<Neighbour> opposite = neighbours::nearest(*mapped, -mapped->vector(1), 3);
        QCOMPARE(wordsOf(opposite), wordsOf(neighbours::nearest(*copied, -copied->vector(1), 3)));
        QCOMPARE(opposite.at(0).word == QStringLiteral("added"), edited);
    }

    // A mapped file cut short by another program: its rows are not read (they would
    // raise SIGBUS); the rows kept aside are still searched.
    void aCutMappedFileIsNotRead()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(path, testdata::randomBinaryFile(3000, 16, 22)));
        QString error;
        std::optional<Vocabulary> mapped = testdata::readBinary(path, true, &error);
        QVERIFY2(mapped, qPrintable(error));
        const Eigen::VectorXd query = mapped->vector(2999);
        QVERIFY(mapped->setVector(QStringLiteral("added"), query));
        QVERIFY(QFile::resize(path, 4096));
        QCOMPARE(wordsOf(neighbours::nearest(*mapped, query, 3)), QStringList { QStringLiteral("added") });
    }

    // The lesson's point, with the built-in vocabulary: the contextual 苹果 of the
    // first sentence is nearest to words whose largest dimension is 科技 (technology,
    // companies), that of the second to words whose largest is 水果 (fruit, food).
    void theLessonsTwoApplesLandOnTheirSides()
    {
        Workspace workspace;
        const Vocabulary& vocabulary = workspace.vocabulary();
        QCOMPARE(vocabulary.dimensionNames().mid(0, 2),
                 (QStringList { QStringLiteral("科技"), QStringLiteral("水果") }));
        const QString apple = QStringLiteral("苹果");
        for (int s = 0; s < 2; ++s) {
            const SentenceAnalysis& sentence = workspace.sentence(s);
            QVERIFY(sentence.attentionReady());
            const int index = sentence.queryIndex;
            QCOMPARE(sentence.tokens.at(index).text, apple);
            const QList<Neighbour> near
                = neighbours::nearest(vocabulary, sentence.result().outputs.row(index).transpose(), 5, apple);
            QCOMPARE(near.size(), 5);
            // Chapter 8's two-sense words (小米, 芒果, 黑莓: 科技 and 水果 about equal) belong to
            // neither side; every other neighbour, at least three of the five, is on the sentence's.
            int oneSided = 0;
            for (const Neighbour& neighbour : near) {
                const Eigen::VectorXd vector = vocabulary.vectorOf(neighbour.word);
                if (std::abs(vector(0) - vector(1)) < 0.2)
                    continue;
                ++oneSided;
                Eigen::Index largest = 0;
                vector.maxCoeff(&largest);
                QVERIFY2(largest == s,
                         qPrintable(QStringLiteral("sentence %1: %2").arg(s + 1).arg(neighbours::describe(near))));
            }
            QVERIFY2(oneSided >= 3,
                     qPrintable(QStringLiteral("sentence %1: %2").arg(s + 1).arg(neighbours::describe(near))));
        }
        // The static 苹果 is the same in both sentences: its neighbours have both sides.
        const QList<Neighbour> near = neighbours::nearest(vocabulary, vocabulary.vectorOf(apple), 8, apple);
        QSet<Eigen::Index> sides;
        for (const Neighbour& neighbour : near) {
            Eigen::Index largest = 0;
            vocabulary.vectorOf(neighbour.word).maxCoeff(&largest);
            sides.insert(largest);
        }
        QVERIFY2(sides.contains(0) && sides.contains(1), qPrintable(neighbours::describe(near)));
    }
};

QTEST_GUILESS_MAIN(TestNeighbours)
#include "tst_neighbours.moc"
