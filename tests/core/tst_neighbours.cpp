// SPDX-License-Identifier: GPL-3.0-or-later
#include "neighbourindex.h"
#include "neighbours.h"
#include "vocabulary.h"
#include "vocabularyfiles.h"
#include "workspace.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <numeric>

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

// \a words float32 rows of \a dimension around eight random directions, \a spread away from
// them; row 5 is zero.
Vocabulary randomVocabulary(int words, int dimension, quint32 seed, double spread = 1.0)
{
    QStringList names;
    for (int j = 0; j < dimension; ++j)
        names.append(QStringLiteral("d%1").arg(j));
    Vocabulary vocabulary(names);
    vocabulary.reserve(words, true);
    QRandomGenerator random(seed);
    std::vector<std::vector<float>> centres(8, std::vector<float>(static_cast<size_t>(dimension)));
    for (auto& centre : centres)
        for (float& value : centre)
            value = static_cast<float>(random.generateDouble() * 2 - 1);
    std::vector<float> row(static_cast<size_t>(dimension));
    for (int i = 0; i < words; ++i) {
        const auto& centre = centres[static_cast<size_t>(i) % centres.size()];
        for (size_t j = 0; j < row.size(); ++j)
            row[j] = i == 5 ? 0.0f : centre[j] + static_cast<float>(spread * (random.generateDouble() - 0.5));
        vocabulary.addIfNew(QStringLiteral("w%1").arg(i), row.data());
    }
    return vocabulary;
}

// The k nearest worked out here: every word's cosine in double from its vector, best
// first, the earlier word on a tie; words with the excluded word's vector or an earlier
// listed word's left out, as nearest() documents.
QList<Neighbour> byHand(const Vocabulary& vocabulary, const Eigen::VectorXd& query, int k, const QString& exclude)
{
    std::vector<std::pair<double, int>> all;
    for (int i = 0; i < vocabulary.size(); ++i) {
        const Eigen::VectorXd vector = vocabulary.vector(i);
        if (vector.norm() > 0 && vocabulary.word(i) != exclude)
            all.emplace_back(vector.dot(query) / (vector.norm() * query.norm()), i);
    }
    std::sort(all.begin(), all.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    QList<Neighbour> result;
    std::vector<Eigen::VectorXd> seen;
    if (!exclude.isEmpty())
        seen.push_back(vocabulary.vectorOf(exclude));
    for (const auto& [cosine, index] : all) {
        if (result.size() == k)
            break;
        const Eigen::VectorXd vector = vocabulary.vector(index);
        if (std::find(seen.cbegin(), seen.cend(), vector) != seen.cend())
            continue;
        seen.push_back(vector);
        result.append({ vocabulary.word(index), cosine });
    }
    return result;
}

// The plane in float32, with its neighbour index when \a indexed.
Vocabulary floatPlane(bool indexed)
{
    const Vocabulary vocabulary = plane(true);
    if (indexed)
        neighbours::prepare(vocabulary);
    return vocabulary;
}

// For tests that run with and without the neighbour index.
void addIndexedRows()
{
    QTest::addColumn<bool>("indexed");
    QTest::newRow("brute_force") << false;
    QTest::newRow("indexed") << true;
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
        QTest::addColumn<bool>("indexed");
        QTest::newRow("double") << false << false;
        QTest::newRow("float32") << true << false;
        QTest::newRow("float32_indexed") << true << true;
    }
    void matchesTheHandComputation()
    {
        QFETCH(bool, singlePrecision);
        QFETCH(bool, indexed);
        const Vocabulary vocabulary = plane(singlePrecision);
        QCOMPARE(vocabulary.isSinglePrecision(), singlePrecision);
        if (indexed)
            neighbours::prepare(vocabulary);
        QCOMPARE(neighbours::isPrepared(vocabulary), indexed); // double rows get no index
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
        QVERIFY(neighbours::nearest(vocabulary, vec(std::nan(""), 1), 3).isEmpty());
        QVERIFY(neighbours::nearest(vocabulary, vec(HUGE_VAL, 1), 3).isEmpty());
    }

    // A query of finite values whose length overflows (a contextual vector of huge inputs)
    // has the neighbours of its direction, indexed or not.
    void aHugeQueryHasTheNeighboursOfItsDirection_data()
    {
        addIndexedRows();
    }
    void aHugeQueryHasTheNeighboursOfItsDirection()
    {
        QFETCH(bool, indexed);
        const Vocabulary vocabulary = floatPlane(indexed);
        const QList<Neighbour> huge = neighbours::nearest(vocabulary, vec(1e300, 0.5e300), 4);
        QVERIFY(std::isinf(vec(1e300, 0.5e300).norm()));
        QCOMPARE(wordsOf(huge),
                 (QStringList { QStringLiteral("d"), QStringLiteral("c"), QStringLiteral("a"), QStringLiteral("b") }));
        QVERIFY(std::abs(huge.at(0).cosine - 0.9838699) < 1e-6);
    }

    // A copy that changed a row (kept aside, copy-on-write) is searched with the new row,
    // with the index too: it describes the shared matrix, and the changed row is skipped there.
    void changedRowsAreSearchedWithTheirNewVector_data()
    {
        addIndexedRows();
    }
    void changedRowsAreSearchedWithTheirNewVector()
    {
        QFETCH(bool, indexed);
        const Vocabulary original = floatPlane(indexed);
        Vocabulary changed = original;
        QCOMPARE(neighbours::isPrepared(changed), indexed); // kept with the shared matrix
        QVERIFY(changed.setVector(QStringLiteral("b"), vec(2, 1)));
        QVERIFY(changed.setVector(QStringLiteral("new"), vec(-1, 0)));
        QCOMPARE(changed.rows().floats, original.rows().floats); // the matrix is still shared
        const QList<Neighbour> near = neighbours::nearest(changed, vec(1, 0.5), 1);
        QCOMPARE(wordsOf(near), QStringList { QStringLiteral("b") });
        QVERIFY(std::abs(near.at(0).cosine - 1.0) < 1e-12); // (2,1) is parallel to (1,0.5)
        QCOMPARE(wordsOf(neighbours::nearest(changed, vec(-1, 0), 1)), QStringList { QStringLiteral("new") });
        QCOMPARE(wordsOf(neighbours::nearest(original, vec(1, 0.5), 1)), QStringList { QStringLiteral("d") });
    }

    // The index's promise, row by row: the int8 row scaled back is within error() of the
    // row divided by its length, which is what makes its bounds hold.
    void theIndexBoundsItsRoundingError()
    {
        const Vocabulary vocabulary = randomVocabulary(500, 37, 31);
        const std::shared_ptr<const NeighbourIndex> index
            = NeighbourIndex::build(vocabulary.rows(), vocabulary.dimension());
        QVERIFY(index && index->describes(vocabulary.rows()));
        QCOMPARE(index->count(), 500);
        double largestError = 0;
        for (int row = 0; row < index->count(); ++row) {
            if (row == 5) // the zero row
                continue;
            const Eigen::VectorXd unit = vocabulary.vector(row) / vocabulary.vector(row).norm();
            const double distance = (index->approximateRow(row) - unit).norm();
            QVERIFY2(distance <= index->error(row), qPrintable(QString::number(row)));
            QVERIFY(index->error(row) < distance * 1.0001 + 1e-12); // the bound is the distance itself
            largestError = std::max(largestError, index->error(row));
        }
        // 37 values rounded to 1/127 of the largest: about sqrt(37 / 12) / 127 * largest.
        QVERIFY2(largestError < 0.02, qPrintable(QString::number(largestError)));
        QVERIFY(!NeighbourIndex::build(plane(false).rows(), 2)); // double rows: no index
    }

    // Exact whatever the data: the indexed search gives the list worked out here in double
    // over every row, also when many rows are nearly as close as one another (far closer
    // than the int8 rounding can tell apart), with the word itself, zero rows, changed and
    // added words in the way.
    void theIndexGivesTheExactNeighbours_data()
    {
        QTest::addColumn<int>("words");
        QTest::addColumn<int>("dimension");
        QTest::addColumn<double>("spread"); // how far the rows lie from a few common directions
        QTest::newRow("random_300") << 2000 << 300 << 1.0;
        QTest::newRow("clustered_50") << 3000 << 50 << 0.05;
        QTest::newRow("near_ties_33") << 1500 << 33 << 1e-6;
        QTest::newRow("one_dimension") << 200 << 1 << 1.0;
    }
    void theIndexGivesTheExactNeighbours()
    {
        QFETCH(int, words);
        QFETCH(int, dimension);
        QFETCH(double, spread);
        Vocabulary vocabulary = randomVocabulary(words, dimension, 41, spread);
        neighbours::prepare(vocabulary);
        QVERIFY(neighbours::isPrepared(vocabulary));
        QVERIFY(vocabulary.setVector(vocabulary.word(7), vocabulary.vector(8) * 3.0));
        QVERIFY(vocabulary.setVector(QStringLiteral("added"), vocabulary.vector(9) + vocabulary.vector(10)));
        QVERIFY(neighbours::isPrepared(vocabulary)); // edits keep the shared matrix and its index
        QRandomGenerator random(5);
        for (int q = 0; q < 25; ++q) {
            const int row = static_cast<int>(random.bounded(words));
            const bool ownVector = q % 2 == 0;
            Eigen::VectorXd query = vocabulary.vector(row);
            if (!ownVector) {
                for (Eigen::Index j = 0; j < query.size(); ++j)
                    query[j] += spread * (random.generateDouble() - 0.5);
            }
            const QString exclude = ownVector ? vocabulary.word(row) : QString();
            const int k = 1 + q % 10;
            const QList<Neighbour> near = neighbours::nearest(vocabulary, query, k, exclude);
            const QList<Neighbour> expected = byHand(vocabulary, query, k, exclude);
            QCOMPARE(near.size(), expected.size());
            for (int i = 0; i < near.size(); ++i) {
                QVERIFY2(std::abs(near.at(i).cosine - expected.at(i).cosine) < 1e-12,
                         qPrintable(QStringLiteral("query %1, place %2").arg(q).arg(i)));
                // Words must agree unless two cosines are equal to the last bits.
                if (i + 1 < expected.size() && std::abs(expected.at(i).cosine - expected.at(i + 1).cosine) > 1e-12
                    && (i == 0 || std::abs(expected.at(i).cosine - expected.at(i - 1).cosine) > 1e-12))
                    QCOMPARE(near.at(i).word, expected.at(i).word);
            }
        }
    }

    // An importer that adds rows after the index was built makes it stale: it is not used.
    void aStaleIndexIsNotUsed()
    {
        Vocabulary vocabulary = randomVocabulary(100, 8, 3);
        neighbours::prepare(vocabulary);
        QVERIFY(neighbours::isPrepared(vocabulary));
        const float row[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
        QCOMPARE(vocabulary.addIfNew(QStringLiteral("late"), row), -1); // appended to the same storage
        QVERIFY(!neighbours::isPrepared(vocabulary));
        Eigen::VectorXd query(8);
        query << 1, 2, 3, 4, 5, 6, 7, 8;
        QCOMPARE(wordsOf(neighbours::nearest(vocabulary, query, 1)), QStringList { QStringLiteral("late") });
    }

    // The GUI's searches run on its thread: a workspace given float32 rows builds their
    // index in the background, and its neighbour lists stay those of brute force.
    void aWorkspaceIndexesItsVocabularyInTheBackground()
    {
        Workspace workspace;
        QVERIFY(!neighbours::isPrepared(workspace.vocabulary())); // the built-in one is double
        const Vocabulary vocabulary = randomVocabulary(1000, 16, 9);
        const QList<Neighbour> before = neighbours::nearest(vocabulary, vocabulary.vector(3), 5, vocabulary.word(3));
        workspace.setVocabulary(vocabulary);
        QTRY_VERIFY(neighbours::isPrepared(workspace.vocabulary()));
        QVERIFY(neighbours::isPrepared(vocabulary)); // kept with the matrix both share
        const QList<Neighbour> after
            = neighbours::nearest(workspace.vocabulary(), vocabulary.vector(3), 5, vocabulary.word(3));
        QCOMPARE(wordsOf(after), wordsOf(before));
        QTRY_VERIFY(!workspace.isComputing());
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
