// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabulary.h"
#include "vocabularyfiles.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace AttentionLab;

namespace {

QJsonArray toyVocabularyWords()
{
    QFile file(QStringLiteral(":/data/toy_vocabulary.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("words")).toArray();
}

} // namespace

class TestVocabulary : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lessonVectorsExactly_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<QList<double>>("vector");
        QTest::newRow("apple") << QStringLiteral("苹果") << QList<double> { 1.0, 1.0, 0.0, 0.0 };
        QTest::newRow("release") << QStringLiteral("发布") << QList<double> { 0.6, 0.0, 1.0, 0.0 };
        QTest::newRow("new") << QStringLiteral("新") << QList<double> { 0.2, 0.0, 0.1, 1.0 };
        QTest::newRow("phone") << QStringLiteral("手机") << QList<double> { 1.0, 0.0, 0.2, 0.1 };
        QTest::newRow("eat") << QStringLiteral("吃") << QList<double> { 0.0, 0.8, 1.0, 0.0 };
        QTest::newRow("and") << QStringLiteral("和") << QList<double> { 0.1, 0.1, 0.0, 0.2 };
        QTest::newRow("banana") << QStringLiteral("香蕉") << QList<double> { 0.0, 1.2, 0.0, 0.1 };
    }
    void lessonVectorsExactly()
    {
        QFETCH(QString, word);
        QFETCH(QList<double>, vector);
        for (const Vocabulary& vocabulary : { Vocabulary::lesson(), Vocabulary::builtIn() }) {
            const Eigen::VectorXd actual = vocabulary.vectorOf(word);
            QCOMPARE(actual.size(), 4);
            for (int i = 0; i < 4; ++i)
                QCOMPARE(actual[i], vector[i]);
        }
    }

    void lessonHasSevenWordsAndFourNamedDimensions()
    {
        const Vocabulary lesson = Vocabulary::lesson();
        QCOMPARE(lesson.size(), 7);
        QCOMPARE(lesson.dimensionNames(),
                 (QStringList { QStringLiteral("科技"), QStringLiteral("水果"), QStringLiteral("动作"),
                                QStringLiteral("修饰") }));
    }

    void toyVocabularyCoversTheThemes()
    {
        const QJsonArray words = toyVocabularyWords();
        QVERIFY2(words.size() >= 80, "the toy vocabulary needs at least 80 Chinese words");
        QSet<QString> themes;
        const Vocabulary builtIn = Vocabulary::builtIn();
        for (const QJsonValue& value : words) {
            const QJsonObject entry = value.toObject();
            themes.insert(entry.value(QLatin1String("theme")).toString());
            const QString zh = entry.value(QLatin1String("zh")).toString();
            const QString en = entry.value(QLatin1String("en")).toString();
            QVERIFY2(builtIn.contains(zh) && builtIn.contains(en), qPrintable(zh));
            QVERIFY2(builtIn.vectorOf(zh) == builtIn.vectorOf(en), qPrintable(zh + QLatin1String(" / ") + en));
        }
        for (const char* theme : { "technology", "food", "animals", "weather", "money", "verbs", "function" })
            QVERIFY2(themes.contains(QLatin1String(theme)), theme);
    }

    // The rule of resources/data/VOCABULARY.md: every word of the built-in toy vocabulary
    // says what kind of word it is, and its vector claims only what the dimensions' names
    // say about that kind (科技 0, 水果 1, 动作 2, 修饰 3).
    void toyVocabularyFollowsTheRule_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QList<double>>("vector");
        for (const QJsonValue& value : toyVocabularyWords()) {
            const QJsonObject entry = value.toObject();
            QList<double> vector;
            for (const QJsonValue& component : entry.value(QLatin1String("vector")).toArray())
                vector.append(component.toDouble(-1));
            QTest::addRow("%s", qPrintable(entry.value(QLatin1String("zh")).toString()))
                << entry.value(QLatin1String("kind")).toString() << entry.value(QLatin1String("theme")).toString()
                << vector;
        }
    }
    void toyVocabularyFollowsTheRule()
    {
        QFETCH(QString, kind);
        QFETCH(QString, theme);
        QFETCH(QList<double>, vector);
        QCOMPARE(vector.size(), 4);
        const double eps = 1e-9;
        const auto atMost = [&](double limit) {
            return std::all_of(vector.cbegin(), vector.cend(), [&](double c) { return c <= limit + eps; });
        };
        const double tech = vector[0];
        const double fruit = vector[1];
        const double action = vector[2];
        const double modifier = vector[3];
        QVERIFY2(atMost(1.4) && std::all_of(vector.cbegin(), vector.cend(), [](double c) { return c >= 0; }),
                 "every component is between 0 and 1.4");
        if (kind == QLatin1String("noun")) {
            QVERIFY2(action <= 0.3 + eps && modifier <= 0.3 + eps, "a thing is neither an action nor a modifier");
            // No dimension names an animal, the weather, money, a person or a time: a short vector.
            if (theme != QLatin1String("technology") && theme != QLatin1String("food")) {
                QVERIFY2(atMost(0.6), "a noun no dimension names has a short vector");
                // A cosine sees only the direction: with both topics it would point where 苹果 does.
                QVERIFY2(tech == 0 || fruit == 0, "a short vector leans to one topic at most");
            }
        } else if (kind == QLatin1String("verb")) {
            QVERIFY2(action >= 0.6 - eps, "a verb is an action");
            QVERIFY2(modifier <= 0.3 + eps, "a verb is not a modifier");
            QVERIFY2(tech <= 0.8 + eps && fruit <= 0.8 + eps, "a verb's topic is at most the lesson's 吃 (水果 0.8)");
        } else if (kind == QLatin1String("adjective")) {
            QVERIFY2(modifier >= 0.8 - eps, "a describing word is a modifier");
            QVERIFY2(action <= 0.3 + eps, "a describing word is not an action");
            QVERIFY2(tech <= 0.8 + eps && fruit <= 0.8 + eps, "a describing word's topic is at most 0.8");
        } else {
            QCOMPARE(kind, QStringLiteral("function"));
            QVERIFY2(atMost(0.5), "a function word has a short vector");
        }
    }

    // The toy file repeats the lesson's seven words; they must be the lesson's.
    void toyVocabularyRepeatsTheLessonExactly()
    {
        const Vocabulary lesson = Vocabulary::lesson();
        int found = 0;
        for (const QJsonValue& value : toyVocabularyWords()) {
            const QJsonObject entry = value.toObject();
            const QString zh = entry.value(QLatin1String("zh")).toString();
            if (!lesson.contains(zh))
                continue;
            ++found;
            const QJsonArray components = entry.value(QLatin1String("vector")).toArray();
            QCOMPARE(components.size(), 4);
            for (int i = 0; i < 4; ++i)
                QVERIFY2(components.at(i).toDouble() == lesson.vectorOf(zh)[i], qPrintable(zh));
        }
        QCOMPARE(found, lesson.size());
    }

    // The pairs VOCABULARY.md names as (near-)synonyms are near each other.
    void nearSynonymsAreNear_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        const char* pairs[][2] = { { "手机", "智能手机" }, { "这", "这个" },   { "一", "一个" },  { "钱", "现金" },
                                   { "商店", "店" },       { "看", "看到" },   { "他", "她" },    { "我", "我们" },
                                   { "去", "来" },         { "大米", "米饭" }, { "下雨", "下雪" } };
        for (const auto& pair : pairs)
            QTest::addRow("%s %s", pair[0], pair[1]) << QString::fromUtf8(pair[0]) << QString::fromUtf8(pair[1]);
    }
    void nearSynonymsAreNear()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        const Vocabulary builtIn = Vocabulary::builtIn();
        QVERIFY(builtIn.contains(a) && builtIn.contains(b));
        QVERIFY2((builtIn.vectorOf(a) - builtIn.vectorOf(b)).norm() <= 0.2 + 1e-9,
                 qPrintable(QStringLiteral("%1 and %2 are %3 apart")
                                .arg(a, b)
                                .arg((builtIn.vectorOf(a) - builtIn.vectorOf(b)).norm())));
    }

    void caseInsensitiveLookup()
    {
        const Vocabulary vocabulary = Vocabulary::builtIn();
        QVERIFY(vocabulary.contains(QStringLiteral("Apple")));
        QVERIFY(vocabulary.contains(QStringLiteral("APPLE")));
        QCOMPARE(vocabulary.vectorOf(QStringLiteral("Apple")), vocabulary.vectorOf(QStringLiteral("苹果")));
    }

    void coloursAreStableAndDistinct()
    {
        // Fixed expectations: the colour must not depend on the run or the machine.
        QCOMPARE(Vocabulary::colourForWord(QStringLiteral("量子")), Vocabulary::colourForWord(QStringLiteral("量子")));
        const Vocabulary lesson = Vocabulary::lesson();
        QSet<QRgb> colours;
        for (int i = 0; i < lesson.size(); ++i)
            colours.insert(lesson.colour(i).rgb());
        QCOMPARE(colours.size(), lesson.size());
        QCOMPARE(lesson.colour(lesson.indexOf(QStringLiteral("苹果"))), QColor(QStringLiteral("#d62728")));
    }

    void unknownVectorsAreDeterministic()
    {
        const Eigen::VectorXd a = unknownWordVector(QStringLiteral("量子"), 4, 1.5);
        const Eigen::VectorXd b = unknownWordVector(QStringLiteral("量子"), 4, 1.5);
        QCOMPARE(a, b);
        QVERIFY(std::abs(a.norm() - 1.5) < 1e-12);
        QVERIFY(a != unknownWordVector(QStringLiteral("量"), 4, 1.5));
        QCOMPARE(unknownWordVector(QStringLiteral("Quantum"), 4, 1),
                 unknownWordVector(QStringLiteral("quantum"), 4, 1));
        // Pinned values: integer hashing only, so every machine and run must agree.
        const Eigen::VectorXd pinned = unknownWordVector(QStringLiteral("quantum"), 3, 1.0);
        // 0.693048 comes from an independent Python FNV-1a + splitmix64.
        QCOMPARE(QString::number(pinned[0], 'f', 6), QStringLiteral("0.693048"));
    }

    void setVectorRefusesBadVectors()
    {
        Vocabulary vocabulary = Vocabulary::lesson();
        QString error;
        QVERIFY(!vocabulary.setVector(QStringLiteral("x"), Eigen::Vector3d(1, 2, 3), &error));
        QVERIFY(error.contains(QLatin1String("3")));
        QVERIFY(!vocabulary.setVector(QStringLiteral("x"), Eigen::Vector4d(1, std::nan(""), 0, 0), &error));
        QVERIFY(!vocabulary.setVector(QStringLiteral(" "), Eigen::Vector4d(1, 1, 0, 0), &error));
        QCOMPARE(vocabulary.size(), 7);
        QVERIFY(vocabulary.setVector(QStringLiteral("量子"), Eigen::Vector4d(1, 0, 0, 0), &error));
        QCOMPARE(vocabulary.size(), 8);
        QVERIFY(vocabulary.removeWord(QStringLiteral("苹果")));
        QCOMPARE(vocabulary.indexOf(QStringLiteral("量子")), 6);
        QVERIFY(!vocabulary.contains(QStringLiteral("苹果")));
    }

    void longestWordCountsGraphemes()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("a") });
        vocabulary.setVector(QStringLiteral("天气预报"), Eigen::VectorXd::Ones(1));
        vocabulary.setVector(QStringLiteral("👨‍👩‍👧"), Eigen::VectorXd::Ones(1));
        QCOMPARE(vocabulary.longestWordStartingWith(U'天'), 4);
        QCOMPARE(vocabulary.longestWordStartingWith(U'👨'), 1);
        QCOMPARE(graphemeCount(QStringLiteral("👨‍👩‍👧")), 1);
    }

    void longestWordByFirstCharacter()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("a") });
        vocabulary.setVector(QStringLiteral("天气预报"), Eigen::VectorXd::Ones(1));
        vocabulary.setVector(QStringLiteral("天"), Eigen::VectorXd::Ones(1));
        vocabulary.setVector(QStringLiteral("Attention"), Eigen::VectorXd::Ones(1));
        vocabulary.setVector(QStringLiteral("𠀀𠀁"), Eigen::VectorXd::Ones(1));
        QCOMPARE(vocabulary.longestWordStartingWith(U'天'), 4);
        QCOMPARE(vocabulary.longestWordStartingWith(U'a'), 9);
        QCOMPARE(vocabulary.longestWordStartingWith(U'A'), 9); // keys are case-folded
        QCOMPARE(vocabulary.longestWordStartingWith(U'𠀀'), 2); // a code point beyond UTF-16's first plane
        QCOMPARE(vocabulary.longestWordStartingWith(U'苹'), 0);
        // Removing the long word forgets its length.
        QVERIFY(vocabulary.removeWord(QStringLiteral("天气预报")));
        QCOMPARE(vocabulary.longestWordStartingWith(U'天'), 1);
    }

    // One matrix shared by copies; a copy that changes a vector keeps that row
    // aside, so an undo step of a 400,000-word vocabulary costs one row, not all.
    void copiesShareTheMatrixAndChangeOnlyTheirRows()
    {
        const QStringList dimensions { QStringLiteral("x"), QStringLiteral("y") };
        Vocabulary original(dimensions);
        const double rows[3][2] = { { 3, 4 }, { 0, 1 }, { 6, 8 } };
        original.reserve(3, false);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(original.addIfNew(QStringLiteral("w%1").arg(i), rows[i]), -1);
        QCOMPARE(original.addIfNew(QStringLiteral("W1"), rows[0]), 1); // same key: not added
        const double* matrix = original.rows().doubles;
        QVERIFY(matrix);
        QCOMPARE(original.rows().count, 3);
        QCOMPARE(original.meanNorm(), (5.0 + 1.0 + 10.0) / 3.0);

        Vocabulary copy = original;
        Eigen::VectorXd changed(2);
        changed << 0, 2;
        QVERIFY(copy.setVector(QStringLiteral("w1"), changed));
        Eigen::VectorXd added(2);
        added << 0, 7;
        QVERIFY(copy.setVector(QStringLiteral("w3"), added));
        QCOMPARE(copy.rows().doubles, matrix); // not copied
        QCOMPARE(original.rows().doubles, matrix);
        QCOMPARE(copy.changedRows().size(), 2);
        QCOMPARE(copy.vectorOf(QStringLiteral("w1")), changed);
        QCOMPARE(original.vectorOf(QStringLiteral("w1"))[1], 1.0); // the original is untouched
        QCOMPARE(copy.norm(1), 2.0);
        QCOMPARE(copy.meanNorm(), (5.0 + 2.0 + 10.0 + 7.0) / 4.0);
        QVERIFY(copy != original);

        // Removing rebuilds compactly and keeps every other vector.
        QVERIFY(copy.removeWord(QStringLiteral("w0")));
        QCOMPARE(copy.size(), 3);
        QCOMPARE(copy.word(0), QStringLiteral("w1"));
        QCOMPARE(copy.vector(0), changed);
        QCOMPARE(copy.vector(2), added);
        QVERIFY(copy.changedRows().isEmpty());
        QCOMPARE(original.size(), 3);

        // A vocabulary that owns its matrix alone changes a row in place.
        Vocabulary alone = original;
        original = Vocabulary();
        QVERIFY(alone.setVector(QStringLiteral("w2"), changed));
        QVERIFY(alone.changedRows().isEmpty());
        QCOMPARE(alone.vector(2), changed);
    }

    // Rows read in place from a mapped file are never written: a copy that changes or
    // adds a vector keeps it aside, and removing a word keeps the others in the file.
    void mappedRowsAreChangedAside()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(path, testdata::randomBinaryFile(50, 4, 11)));
        QString error;
        const std::optional<Vocabulary> read = testdata::readBinary(path, true, &error);
        QVERIFY2(read && read->isMapped(), qPrintable(error));
        const Vocabulary original = *read;
        const Vocabulary::Rows rows = original.rows();
        QVERIFY(rows.mapped && rows.offsets && !rows.floats && !rows.doubles);
        QCOMPARE(rows.count, 50);

        Vocabulary copy = original;
        const Eigen::VectorXd changed = testdata::vec({ 0, 3, 4, 0 });
        const Eigen::VectorXd added = testdata::vec({ 1, 0, 0, 0 });
        QVERIFY(copy.setVector(QStringLiteral("w1"), changed));
        QVERIFY(copy.setVector(QStringLiteral("new"), added));
        QCOMPARE(copy.rows().mapped, rows.mapped); // the same mapping, nothing copied
        QCOMPARE(copy.rows().offsets, rows.offsets);
        QCOMPARE(copy.changedRows().size(), 2);
        QCOMPARE(copy.vectorOf(QStringLiteral("w1")), changed);
        QCOMPARE(copy.norm(1), 5.0);
        QCOMPARE(copy.vectorOf(QStringLiteral("new")), added);
        QCOMPARE(original.vectorOf(QStringLiteral("w1")), read->vector(1)); // the original is untouched
        QVERIFY(original.vector(1) != changed);

        // A vocabulary that owns the mapping alone changes a row aside too: the file is read-only.
        Vocabulary alone = *testdata::readBinary(path, true, &error);
        QVERIFY(alone.setVector(QStringLiteral("w2"), changed));
        QCOMPARE(alone.vector(2), changed);
        QCOMPARE(alone.changedRows(), QList<int> { 2 });

        QVERIFY(copy.removeWord(QStringLiteral("w0")));
        QVERIFY(copy.isMapped());
        QCOMPARE(copy.size(), 50);
        QCOMPARE(copy.word(0), QStringLiteral("w1"));
        QCOMPARE(copy.vector(0), changed);
        QCOMPARE(copy.vector(49), added);
        QCOMPARE(copy.indexOf(QStringLiteral("new")), 49);
        for (int i = 1; i < 49; ++i) {
            QCOMPARE(copy.word(i), original.word(i + 1));
            QCOMPARE(copy.vector(i), original.vector(i + 1));
            QCOMPARE(copy.norm(i), original.norm(i + 1));
        }
        QCOMPARE(copy.rows().mapped, rows.mapped);
        QCOMPARE(original.size(), 50);
    }

    // The vocabulary page scales its bars by the largest component: kept as rows come in
    // (a mapped file is not read again per edit), and right after every kind of edit.
    void largestMagnitudeFollowsEdits_data()
    {
        QTest::addColumn<QString>("storage");
        QTest::newRow("double") << QStringLiteral("double");
        QTest::newRow("float") << QStringLiteral("float");
        QTest::newRow("mapped") << QStringLiteral("mapped");
    }
    void largestMagnitudeFollowsEdits()
    {
        QFETCH(QString, storage);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(testdata::writeBytes(path, testdata::randomBinaryFile(40, 3, 13)));
        QString error;
        const std::optional<Vocabulary> read = testdata::readBinary(path, storage == QStringLiteral("mapped"), &error);
        QVERIFY2(read, qPrintable(error));
        Vocabulary vocabulary = *read;
        if (storage == QStringLiteral("double")) {
            vocabulary = Vocabulary(read->dimensionNames());
            for (int i = 0; i < read->size(); ++i)
                QVERIFY(vocabulary.setVector(read->word(i), read->vector(i)));
        }
        // By hand: every component of every vector.
        auto largest = [](const Vocabulary& v) {
            double result = 0;
            for (int i = 0; i < v.size(); ++i)
                result = std::max(result, v.vector(i).cwiseAbs().maxCoeff());
            return result;
        };
        QCOMPARE(vocabulary.largestMagnitude(), largest(vocabulary));
        int top = 0;
        for (int i = 0; i < vocabulary.size(); ++i) {
            if (vocabulary.vector(i).cwiseAbs().maxCoeff() == largest(vocabulary))
                top = i;
        }
        const QString topWord = vocabulary.word(top);
        QVERIFY(vocabulary.setVector(topWord, testdata::vec({ 0.01, 0, 0 }))); // the largest goes away
        QCOMPARE(vocabulary.largestMagnitude(), largest(vocabulary));
        QVERIFY(vocabulary.largestMagnitude() < 1.0);
        QVERIFY(vocabulary.setVector(QStringLiteral("big"), testdata::vec({ 0, -7, 0 })));
        QCOMPARE(vocabulary.largestMagnitude(), 7.0);
        QVERIFY(vocabulary.removeWord(QStringLiteral("big")));
        QCOMPARE(vocabulary.largestMagnitude(), largest(vocabulary));
        QVERIFY(vocabulary.removeWord(topWord));
        QCOMPARE(vocabulary.largestMagnitude(), largest(vocabulary));
        QCOMPARE(Vocabulary().largestMagnitude(), 0.0);
    }

    // The open mapping keeps a renamed or deleted file's data. A file cut short would
    // raise SIGBUS on the lost pages: its rows read as zeros instead and rows() has none.
    void mappedFileRenamedDeletedOrCut()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        const QByteArray bytes = testdata::randomBinaryFile(3000, 16, 12); // 200 KB: many pages
        QVERIFY(testdata::writeBytes(path, bytes));
        QString error;
        const std::optional<Vocabulary> copied = testdata::readBinary(path, false, &error);
        QVERIFY2(copied, qPrintable(error));
        Vocabulary mapped = *testdata::readBinary(path, true, &error);
        QVERIFY2(mapped.isMapped(), qPrintable(error));

        const QString renamed = dir.filePath(QStringLiteral("renamed.bin"));
        QVERIFY(QFile::rename(path, renamed));
        QVERIFY(QFile::remove(renamed));
        QVERIFY(mapped.isMappedFileIntact());
        QVERIFY(mapped == *copied);

        QVERIFY(testdata::writeBytes(path, bytes));
        Vocabulary cut = *testdata::readBinary(path, true, &error);
        QVERIFY(cut.setVector(QStringLiteral("w5"), testdata::vec({ 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 })));
        QVERIFY(QFile::resize(path, 4096));
        QVERIFY(!cut.isMappedFileIntact());
        QCOMPARE(cut.vector(2999), Eigen::VectorXd::Zero(16)); // no crash
        QCOMPARE(cut.vector(5)[0], 1.0); // a row kept aside is still there
        QCOMPARE(cut.rows().count, 0);
        // Removing a word rebuilds the rows; the file stays a cut one (it was read as intact again).
        QVERIFY(cut.removeWord(QStringLiteral("w9")));
        QVERIFY(!cut.isMappedFileIntact());
        QCOMPARE(cut.rows().count, 0);
        QCOMPARE(cut.vector(2990), Eigen::VectorXd::Zero(16)); // no crash
        QCOMPARE(cut.removedMappedWords(), QStringList { QStringLiteral("w9") });
        QCOMPARE(cut.mappedFileWords(), 3000);
        QVERIFY(mapped.isMappedFileIntact()); // the other mapping's file is gone, not cut
    }

    void fullWidthAndCaseFindTheSameWord()
    {
        Vocabulary vocabulary(QStringList { QStringLiteral("x") });
        Eigen::VectorXd v(1);
        v << 1.0;
        QVERIFY(vocabulary.setVector(QStringLiteral("CPU"), v));
        QVERIFY(vocabulary.contains(QStringLiteral("ｃｐｕ")));
        QCOMPARE(vocabulary.longestWordStartingWith(U'Ｃ'), 3);
        QString error;
        QVERIFY(!vocabulary.setVector(QString(QChar(0x3000)), v, &error));
        QVERIFY2(error.contains(QStringLiteral("U+3000")), qPrintable(error));
    }

    // The key skips the normalisation for ASCII and the unified CJK ideographs: it must be what the
    // normalisation gives, for them and for what lies beside them.
    void keyIsTheFoldedNormalForm_data()
    {
        QTest::addColumn<QString>("word");
        QTest::newRow("ascii") << QStringLiteral("Apple CPU 42");
        QTest::newRow("ideographs") << QStringLiteral("苹果发布新手机");
        QTest::newRow("first and last unified") << QStringLiteral("\u4E00\u9FFF");
        QTest::newRow("extension A") << QStringLiteral("\u3400\u4DBF");
        QTest::newRow("mixed") << QStringLiteral("iPhone手机");
        QTest::newRow("compatibility ideograph") << QStringLiteral("\uF900\u4E00"); // 豈 → 豈
        QTest::newRow("full-width") << QStringLiteral("ＣＰＵ手机");
        QTest::newRow("half-width katakana") << QStringLiteral("ｱｲｳ");
        QTest::newRow("ideographic space") << QStringLiteral("\u4E00\u3000");
        QTest::newRow("combining accent after ascii") << QStringLiteral("cafe\u0301");
        QTest::newRow("kangxi radical") << QStringLiteral("\u2F00"); // ⼀ → 一
        QTest::newRow("circled ideograph") << QStringLiteral("\u3280"); // ㊀ → 一
        QTest::newRow("german sharp s") << QStringLiteral("Straße");
    }

    void keyIsTheFoldedNormalForm()
    {
        QFETCH(QString, word);
        QCOMPARE(Vocabulary::keyOf(word), word.normalized(QString::NormalizationForm_KC).toCaseFolded());
    }

    void fromJsonReportsProblems_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("not_json") << QByteArray("{") << QStringLiteral("JSON");
        QTest::newRow("no_dimensions") << QByteArray(R"({"words":[]})") << QStringLiteral("dimensions");
        QTest::newRow("wrong_size") << QByteArray(R"({"dimensions":["a","b"],"words":[{"word":"x","vector":[1]}]})")
                                    << QStringLiteral("word 1");
        QTest::newRow("text_component") << QByteArray(R"({"dimensions":["a"],"words":[{"word":"x","vector":["one"]}]})")
                                        << QStringLiteral("component 1");
        QTest::newRow("duplicate") << QByteArray(
            R"({"dimensions":["a"],"words":[{"word":"x","vector":[1]},{"word":"X","vector":[2]}]})")
                                   << QStringLiteral("twice");
    }
    void fromJsonReportsProblems()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, errorPart);
        QString error;
        QVERIFY(!Vocabulary::fromJson(json, &error));
        QVERIFY2(error.contains(errorPart), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestVocabulary)
#include "tst_vocabulary.moc"
