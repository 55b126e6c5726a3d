// SPDX-License-Identifier: GPL-3.0-or-later
#include "embeddingio.h"
#include "vocabularyfiles.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <atomic>
#include <cmath>
#include <limits>

#include <sys/stat.h>

using namespace AttentionLab;

namespace {

using testdata::floats;
using testdata::readBinary;
using testdata::vec;
using testdata::writeBytes;

} // namespace

class TestEmbeddingIo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsGoodFiles_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("words");
        QTest::addColumn<int>("dimension");
        QTest::newRow("glove_no_header") << QByteArray("apple 1 0.5 -2\nbanana 0 1 2\n") << 2 << 3;
        QTest::newRow("word2vec_header") << QByteArray("2 3\napple 1 0.5 -2\nbanana 0 1 2\n") << 2 << 3;
        QTest::newRow("crlf") << QByteArray("2 3\r\napple 1 0.5 -2\r\nbanana 0 1 2\r\n") << 2 << 3;
        QTest::newRow("utf8_bom") << QByteArray("\xEF\xBB\xBF苹果 1 0.5 -2\n香蕉 0 1 2\n") << 2 << 3;
        QTest::newRow("no_final_newline") << QByteArray("apple 1 0.5 -2\nbanana 0 1 2") << 2 << 3;
        QTest::newRow("word2vec_trailing_space") << QByteArray("apple 1 0.5 -2 \nbanana 0 1 2 \n") << 2 << 3;
        QTest::newRow("tabs_and_blank_lines") << QByteArray("apple\t1\t0.5\t-2\n\n  \nbanana 0 1 2\n\n") << 2 << 3;
        QTest::newRow("exponents_and_plus") << QByteArray("apple 1e-3 +0.5 -2E2\n") << 1 << 3;
        QTest::newRow("numeric_word") << QByteArray("1990 1 2\n2000 3 4\n") << 2 << 2;
        QTest::newRow("underflow_is_zero") << QByteArray("tiny 1e-400 1\n") << 1 << 2;
    }
    void readsGoodFiles()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, words);
        QFETCH(int, dimension);
        QString error;
        const std::optional<Vocabulary> vocabulary = embeddingio::parse(bytes, QStringLiteral("v.txt"), &error);
        QVERIFY2(vocabulary, qPrintable(error));
        QCOMPARE(vocabulary->size(), words);
        QCOMPARE(vocabulary->dimension(), dimension);
        QCOMPARE(vocabulary->dimensionNames().constFirst(), QStringLiteral("1"));
        QCOMPARE(vocabulary->dimensionNames().constLast(), QString::number(dimension));
    }

    void valuesAreExact()
    {
        QString error;
        const auto vocabulary
            = embeddingio::parse(QByteArray("\xEF\xBB\xBF苹果 1 0.1 -2e3\r\n"), QStringLiteral("v.txt"), &error);
        QVERIFY2(vocabulary, qPrintable(error));
        QCOMPARE(vocabulary->word(0), QStringLiteral("苹果")); // the BOM is not part of the word
        QCOMPARE(vocabulary->vector(0), vec({ 1.0, 0.1, -2000.0 }));
    }

    void reportsWhatIsWrongAndWhere_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("where"); // "" for a problem of the whole file
        QTest::addColumn<QString>("what");
        QTest::newRow("inconsistent_dimension") << QByteArray("a 1 2 3 4\nb 1 2 3 4\nc 1 2 3\n")
                                                << QStringLiteral("line 3") << QStringLiteral("3 numbers, expected 4");
        QTest::newRow("dimension_differs_from_header")
            << QByteArray("2 4\na 1 2 3\nb 1 2 3\n") << QStringLiteral("line 2")
            << QStringLiteral("3 numbers, expected 4");
        QTest::newRow("not_a_number") << QByteArray("a 1 2\nb 1 2\nc abc 2\n") << QStringLiteral("line 3")
                                      << QStringLiteral("“abc” is not a number");
        QTest::newRow("number_with_junk")
            << QByteArray("a 1 2.5x\n") << QStringLiteral("line 1") << QStringLiteral("“2.5x” is not a number");
        QTest::newRow("decimal_comma") << QByteArray("a 1 2,5\n") << QStringLiteral("line 1")
                                       << QStringLiteral("“2,5” is not a number");
        QTest::newRow("nan") << QByteArray("a 1 2\nb nan 2\n") << QStringLiteral("line 2")
                             << QStringLiteral("“nan” is not a finite number");
        QTest::newRow("infinity") << QByteArray("a 1 -inf\n") << QStringLiteral("line 1")
                                  << QStringLiteral("“-inf” is not a finite number");
        QTest::newRow("overflow") << QByteArray("a 1 2\nb 1e400 2\n") << QStringLiteral("line 2")
                                  << QStringLiteral("“1e400” is too large for a number");
        QTest::newRow("line_starts_with_space") << QByteArray("a 1 2\n 1 2\n") << QStringLiteral("line 2")
                                                << QStringLiteral("starts with a space instead of a word");
        QTest::newRow("word_missing") << QByteArray("a 1 2 3\n0.5 0.25 1\n") << QStringLiteral("line 2")
                                      << QStringLiteral("the word is missing: the line has only 3 numbers");
        QTest::newRow("zero_dimensions") << QByteArray("apple\nbanana\n") << QStringLiteral("line 1")
                                         << QStringLiteral("“apple” has no numbers after it");
        QTest::newRow("header_zero_dimensions")
            << QByteArray("2 0\na\nb\n") << QStringLiteral("line 1") << QStringLiteral("0 dimensions");
        // Broken inside the word (GBK, Latin-1), not merely cut at its end: refused.
        QTest::newRow("invalid_utf8_word") << QByteArray("a 1 2\n\xE8\x8Bx 1 2\n") << QStringLiteral("line 2")
                                           << QStringLiteral("the word is not valid UTF-8");
        QTest::newRow("plus_minus") << QByteArray("a +-1 2\n") << QStringLiteral("line 1")
                                    << QStringLiteral("“+-1” is not a number");
        QTest::newRow("sparse_ppmi") << QByteArray("a 1:0.5 3:0.25\n") << QStringLiteral("line 1")
                                     << QStringLiteral("sparse (PPMI or SVMlight) file");
        QTest::newRow("bare_cr_line_ends")
            << QByteArray("狗 1 2\r猫 3 4\r") << QStringLiteral("line 1") << QStringLiteral("bare CR");
        QTest::newRow("glove_word_with_spaces") << QByteArray("a 1 2\nnew york 3 4\n") << QStringLiteral("line 2")
                                                << QStringLiteral("“new york” contains spaces");
        QTest::newRow("whitespace_only_word") << QByteArray("a 1 2\n\xE3\x80\x80 1 2\n") << QStringLiteral("line 2")
                                              << QStringLiteral("only white space");
        QTest::newRow("binary_without_header") << floats("apple ", { 1.0F, 0.5F }) << QStringLiteral("line 1")
                                               << QStringLiteral("without its “count dimension” header");
        QTest::newRow("invalid_utf8_number")
            << QByteArray("a 1 \xFF\n") << QStringLiteral("line 1") << QStringLiteral("not valid UTF-8");
        QTest::newRow("header_count_too_high") << QByteArray("3 2\na 1 2\nb 1 2\n") << QStringLiteral("line 1")
                                               << QStringLiteral("the header announces 3 words, but the file has 2");
        QTest::newRow("header_count_too_low") << QByteArray("\n1 2\na 1 2\nb 1 2\n") << QStringLiteral("line 2")
                                              << QStringLiteral("the header announces 1 words, but the file has 2");
        QTest::newRow("duplicate_word") << QByteArray("a 1 2\nb 1 2\na 3 4\n") << QStringLiteral("line 3")
                                        << QStringLiteral("“a” appears a second time (first on line 1)");
        QTest::newRow("duplicate_in_other_case") << QByteArray("Apple 1 2\napple 3 4\n") << QStringLiteral("line 2")
                                                 << QStringLiteral("“apple” is the same word as “Apple” on line 1");
        QTest::newRow("empty_file") << QByteArray() << QString() << QStringLiteral("the file is empty");
        QTest::newRow("only_blank_lines")
            << QByteArray("\n \r\n\n") << QString() << QStringLiteral("the file is empty");
        QTest::newRow("only_header") << QByteArray("0 300\n") << QStringLiteral("line 1")
                                     << QStringLiteral("only a header and no word vectors");
        QTest::newRow("utf16_le") << QByteArray("\xFF\xFE\x61\x00\x20\x00\x31\x00", 8) << QString()
                                  << QStringLiteral("UTF-16");
        QTest::newRow("utf16_be") << QByteArray("\xFE\xFF\x00\x61\x00\x20\x00\x31", 8) << QString()
                                  << QStringLiteral("UTF-16");
        QTest::newRow("binary_cut_in_a_vector")
            << QByteArray("2 3\napple \x00\x00\x80?", 14) << QStringLiteral("word 1")
            << QStringLiteral("ends in the middle of the vector of “apple”");
        QTest::newRow("binary_fewer_words")
            << QByteArray("3 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 1 }) << QStringLiteral("line 1")
            << QStringLiteral("announces 3 words, but the binary file ends after 2");
        QTest::newRow("binary_nan") << QByteArray("1 2\n") + floats("a ", { 1, std::nanf("") })
                                    << QStringLiteral("word 1")
                                    << QStringLiteral("component 2 of “a” is not a finite number");
        QTest::newRow("binary_duplicate") << QByteArray("2 2\n") + floats("a ", { 1, 0 }) + floats("\nA ", { 0, 1 })
                                          << QStringLiteral("word 2") << QStringLiteral("appears a second time");
        QTest::newRow("binary_more_than_announced")
            << QByteArray("1 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 1 }) << QStringLiteral("word 2")
            << QStringLiteral("goes on after them");
    }
    void reportsWhatIsWrongAndWhere()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, where);
        QFETCH(QString, what);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.txt"));
        QVERIFY(writeBytes(path, bytes));
        QString error;
        QVERIFY2(!embeddingio::readFile(path, &error), "a broken file was accepted");
        qDebug().noquote() << error;
        QVERIFY2(
            error.startsWith(
                path + (where.isEmpty() ? QStringLiteral(": ") : QStringLiteral(", ") + where + QStringLiteral(": "))),
            qPrintable(QStringLiteral("the message does not name the file and line: ") + error));
        QVERIFY2(error.contains(what), qPrintable(QStringLiteral("the message does not say what is wrong: ") + error));
        QVERIFY2(!error.contains(QLatin1Char('\n')), "the message is not one line");
    }

    void unreadableFiles()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!embeddingio::readFile(dir.filePath(QStringLiteral("missing.txt")), &error));
        QVERIFY2(error.contains(QStringLiteral("missing.txt")), qPrintable(error));
        QVERIFY(!embeddingio::readFile(dir.path(), &error));
        QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));
    }

    void roundTripIsExact()
    {
        Vocabulary original(embeddingio::numberedDimensionNames(5));
        QRandomGenerator random(42);
        for (int i = 0; i < 200; ++i) {
            Eigen::VectorXd v(5);
            for (int c = 0; c < 5; ++c)
                v[c] = (random.generateDouble() - 0.5) * std::pow(10.0, random.bounded(-12, 12));
            QVERIFY(original.setVector(QStringLiteral("词%1").arg(i), v));
        }
        QVERIFY(
            original.setVector(QStringLiteral("edges"), vec({ 0.1, 1.0 / 3.0, -0.0, 1e-310, 1.7976931348623157e308 })));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QString error;
        QVERIFY2(embeddingio::writeFile(path, original, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readLine(), QByteArray("201 5\n"));
        const std::optional<Vocabulary> read = embeddingio::readFile(path, &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(*read == original); // same words, order, dimension names and bit-identical numbers
    }

    // Files the fuzzer (tests/fuzz/fuzz_embeddingio) found, minimised: whatever
    // parse() accepts, toText() writes and parse() reads back the same.
    void acceptedFilesRoundTrip_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("vertical_tab_before_the_word") << QByteArray("\v\xE7\x8C\xAB 0.1 0.2 0.1 0.1 0.2 0.4\n");
        QTest::newRow("no_break_space_inside_the_word") << QByteArray("new\xC2\xA0york 1 2\n");
        QTest::newRow("ideographic_space_inside_the_word") << QByteArray("\xE7\x8C\xAB\xE3\x80\x80\xE7\x8B\x97 1 2\n");
    }
    void acceptedFilesRoundTrip()
    {
        QFETCH(QByteArray, bytes);
        QString error;
        const std::optional<Vocabulary> read = embeddingio::parse(bytes, QStringLiteral("v.txt"), &error);
        QVERIFY2(read, qPrintable(error));
        const std::optional<QByteArray> written = embeddingio::toText(*read, &error);
        QVERIFY2(written, qPrintable(error));
        const std::optional<Vocabulary> again = embeddingio::parse(*written, QStringLiteral("v.txt"), &error);
        QVERIFY2(again, qPrintable(error + QStringLiteral(" in ") + QString::fromUtf8(*written)));
        QCOMPARE(again->size(), read->size());
        for (int i = 0; i < read->size(); ++i)
            QCOMPARE(again->word(i), read->word(i));
        QVERIFY(*again == *read);
    }

    void exportRefusesWhatTheFormatCannotHold()
    {
        QString error;
        QVERIFY(!embeddingio::toText(Vocabulary(embeddingio::numberedDimensionNames(2)), &error));
        QVERIFY2(error.contains(QStringLiteral("empty")), qPrintable(error));
        Vocabulary spaced(embeddingio::numberedDimensionNames(1));
        QVERIFY(spaced.setVector(QStringLiteral("new york"), vec({ 1.0 })));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.txt"));
        QVERIFY(!embeddingio::writeFile(path, spaced, &error));
        QVERIFY2(error.contains(QStringLiteral("new york")) && error.contains(path), qPrintable(error));
        QVERIFY(!QFile::exists(path)); // nothing half-written
    }

    void mergeKeepsTheBaseAndPrefersImportedVectors()
    {
        Vocabulary base(QStringList { QStringLiteral("科技"), QStringLiteral("水果") });
        QVERIFY(base.setVector(QStringLiteral("苹果"), vec({ 1, 1 })));
        QVERIFY(base.setVector(QStringLiteral("香蕉"), vec({ 0, 1 })));
        Vocabulary imported(embeddingio::numberedDimensionNames(2));
        QVERIFY(imported.setVector(QStringLiteral("香蕉"), vec({ 0, 2 })));
        QVERIFY(imported.setVector(QStringLiteral("芒果"), vec({ 0, 3 })));
        QString error;
        const std::optional<Vocabulary> merged = embeddingio::merged(base, imported, &error);
        QVERIFY2(merged, qPrintable(error));
        QCOMPARE(merged->size(), 3);
        QCOMPARE(merged->dimensionNames(), base.dimensionNames());
        QCOMPARE(merged->vectorOf(QStringLiteral("苹果")), vec({ 1, 1 }));
        QCOMPARE(merged->vectorOf(QStringLiteral("香蕉")), vec({ 0, 2 }));
        QCOMPARE(merged->vectorOf(QStringLiteral("芒果")), vec({ 0, 3 }));

        const Vocabulary wide(embeddingio::numberedDimensionNames(3));
        QVERIFY(!embeddingio::merged(base, wide, &error));
        QVERIFY2(error.contains(QStringLiteral("3")) && error.contains(QStringLiteral("2")), qPrintable(error));
    }

    void cancelStopsTheParse()
    {
        QByteArray bytes;
        for (int i = 0; i < 5000; ++i)
            bytes += "w" + QByteArray::number(i) + " 1 2 3\n";
        const embeddingio::CancelFunction cancel = [] { return true; };
        QString error;
        QVERIFY(!embeddingio::parse(bytes, QStringLiteral("v.txt"), &error, {}, cancel));
        QVERIFY2(error.contains(QStringLiteral("cancelled")), qPrintable(error));
    }

    // word2vec's binary layout (GoogleNews .bin): header, then word, space, d float32
    // little-endian, each vector followed by a newline or not. Detected from the
    // content, so the file is named .txt here on purpose.
    void readsBinaryWord2vec()
    {
        const QByteArray bytes = QByteArray("3 2\n") + floats("apple ", { 1.0F, -0.5F }) + "\n"
            + floats("香蕉 ", { 0.25F, 2.0F }) + floats("cat ", { 3.0F, 1e-3F }); // no newline: gensim's writer
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.txt"));
        QVERIFY(writeBytes(path, bytes));
        QString error;
        embeddingio::ReadReport report;
        const std::optional<Vocabulary> read = embeddingio::readFile(path, &error, {}, nullptr, {}, &report);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(report.binary);
        QCOMPARE(report.announcedWords, 3);
        QCOMPARE(read->size(), 3);
        QCOMPARE(read->word(1), QStringLiteral("香蕉"));
        QCOMPARE(read->vector(0), vec({ 1.0, -0.5 }));
        QCOMPARE(read->vector(1), vec({ 0.25, 2.0 }));
        QCOMPARE(read->vector(2), vec({ 3.0, static_cast<double>(1e-3F) }));
        QVERIFY(read->isSinglePrecision()); // the file's own precision

        // Text named .bin is read as text.
        const QString textPath = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(writeBytes(textPath, "2 2\napple 1 -0.5\ncat 3 0.001\n"));
        const std::optional<Vocabulary> text = embeddingio::readFile(textPath, &error, {}, nullptr, {}, &report);
        QVERIFY2(text, qPrintable(error));
        QVERIFY(!report.binary);
        QCOMPARE(text->vector(1), vec({ 3.0, 0.001 }));
    }

    // word2vec.c cuts long words at a byte count, sometimes inside a character
    // (Chinese-Word-Vectors has such words): the broken end becomes U+FFFD, counted.
    void wordsCutMidCharacterAreRepaired_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text") << QByteArray("\xE8\x8B\xB9\xE8\x8B 1 2\nok 3 4\n");
        QTest::newRow("binary") << QByteArray("2 2\n") + floats("\xE8\x8B\xB9\xE8\x8B ", { 1, 2 })
                + floats("\nok ", { 3, 4 });
    }
    void wordsCutMidCharacterAreRepaired()
    {
        QFETCH(QByteArray, bytes);
        QString error;
        embeddingio::ReadReport report;
        const std::optional<Vocabulary> read
            = embeddingio::parse(bytes, QStringLiteral("v"), &error, {}, nullptr, {}, &report);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->word(0), QStringLiteral("苹") + QChar(QChar::ReplacementCharacter));
        QCOMPARE(report.repairedWords, 1);
    }

    // A header that promises more words than the file has: refused, unless the
    // user agreed to keep what was read (the GUI asks; the command line refuses).
    void missingWordsAreKeptOnlyWhenAsked_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text") << QByteArray("5 2\na 1 0\nb 0 1\n");
        QTest::newRow("binary") << QByteArray("5 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 1 }) + "\nc \x01";
    }
    void missingWordsAreKeptOnlyWhenAsked()
    {
        QFETCH(QByteArray, bytes);
        QString error;
        embeddingio::ReadReport report;
        QVERIFY(!embeddingio::parse(bytes, QStringLiteral("v"), &error, {}, nullptr, {}, &report));
        QVERIFY(report.missingWords);
        QVERIFY2(error.contains(QStringLiteral("5")), qPrintable(error));
        embeddingio::ReadOptions keep;
        keep.keepMissingWords = true;
        const std::optional<Vocabulary> kept
            = embeddingio::parse(bytes, QStringLiteral("v"), &error, {}, nullptr, keep);
        QVERIFY2(kept, qPrintable(error));
        QCOMPARE(kept->size(), 2);
        QCOMPARE(kept->vector(1), vec({ 0, 1 }));
    }

    void limitKeepsTheFirstWords_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text_with_header") << QByteArray("4 2\na 1 0\nb 0 1\nc 1 1\nd 2 2\n");
        QTest::newRow("glove") << QByteArray("a 1 0\nb 0 1\nc 1 1\nd 2 2\n");
        // What follows the limit is never read, broken or not.
        QTest::newRow("broken_after_the_limit") << QByteArray("a 1 0\nb 0 1\nc x\n");
        QTest::newRow("binary") << QByteArray("4 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 1 }) + "\nc";
    }
    void limitKeepsTheFirstWords()
    {
        QFETCH(QByteArray, bytes);
        QString error;
        embeddingio::ReadOptions options;
        options.limit = 2;
        const std::optional<Vocabulary> read
            = embeddingio::parse(bytes, QStringLiteral("v"), &error, {}, nullptr, options);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->size(), 2);
        QCOMPARE(read->word(1), QStringLiteral("b"));
        QCOMPARE(read->vector(1), vec({ 0, 1 }));
    }

    // A device, a pipe or a link to one would read forever or block before any
    // window: refused before opening, with a message that says why.
    void refusesWhatIsNotARegularFile()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const QString link = dir.filePath(QStringLiteral("zero.txt"));
        QVERIFY(QFile::link(QStringLiteral("/dev/zero"), link));
        for (const QString& path : { QStringLiteral("/dev/zero"), QStringLiteral("/dev/null"), fifo, link }) {
            QString error;
            QVERIFY2(!embeddingio::readFile(path, &error), qPrintable(path));
            QVERIFY2(error.contains(QStringLiteral("not a regular file")) && error.contains(path), qPrintable(error));
        }
    }

    // A binary file above ReadOptions::mapFromBytes is read in place (memory-mapped):
    // the very words, vectors and norms of a copied import, whatever the layout.
    void mappedImportEqualsCopiedImport_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<qint64>("limit");
        QTest::newRow("word2vec_c_newlines") << testdata::randomBinaryFile(700, 9, 1) << qint64(0);
        QTest::newRow("gensim_no_newlines") << testdata::randomBinaryFile(300, 5, 2, false) << qint64(0);
        QTest::newRow("limit") << testdata::randomBinaryFile(500, 3, 3) << qint64(123);
        QTest::newRow("word_cut_mid_character")
            << QByteArray("2 2\n") + floats("\xE8\x8B\xB9\xE8\x8B ", { 1, 2 }) + floats("\nok ", { 3, 4 }) << qint64(0);
    }
    void mappedImportEqualsCopiedImport()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(qint64, limit);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(writeBytes(path, bytes));
        embeddingio::ReadOptions options;
        options.limit = limit;
        QString error;
        const std::optional<Vocabulary> copied = readBinary(path, false, &error, options);
        QVERIFY2(copied, qPrintable(error));
        const std::optional<Vocabulary> mapped = readBinary(path, true, &error, options);
        QVERIFY2(mapped, qPrintable(error));
        QVERIFY2(!copied->isMapped(), "a file below the threshold was mapped");
        QVERIFY2(mapped->isMapped(), "a file above the threshold was copied");
        QCOMPARE(mapped->mappedFileName(), path);
        QVERIFY(mapped->isSinglePrecision());
        QCOMPARE(mapped->size(), copied->size());
        QCOMPARE(mapped->dimensionNames(), copied->dimensionNames());
        for (int i = 0; i < copied->size(); ++i) {
            QCOMPARE(mapped->word(i), copied->word(i));
            QCOMPARE(mapped->indexOf(copied->word(i)), i);
            QCOMPARE(mapped->vector(i), copied->vector(i)); // bit for bit
            QCOMPARE(mapped->norm(i), copied->norm(i));
        }
        QCOMPARE(mapped->meanNorm(), copied->meanNorm());
        QVERIFY(*mapped == *copied);
    }

    // The traps give the same message mapped or copied: every value and word is
    // checked while the words are indexed, before any vector is asked for.
    void mappedImportRefusesWhatACopyRefuses_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("cut_in_a_vector") << QByteArray("2 3\napple \x00\x00\x80?", 14);
        QTest::newRow("header_promises_more")
            << QByteArray("3 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 1 });
        QTest::newRow("nan") << QByteArray("2 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 1, std::nanf("") });
        QTest::newRow("infinity") << QByteArray("1 2\n") + floats("a ", { std::numeric_limits<float>::infinity(), 0 });
        QTest::newRow("duplicate") << QByteArray("2 2\n") + floats("a ", { 1, 0 }) + floats("\nA ", { 0, 1 });
        QTest::newRow("more_than_announced") << QByteArray("1 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 1 });
        QTest::newRow("truncated_file") << testdata::randomBinaryFile(40, 6, 4).chopped(30);
    }
    void mappedImportRefusesWhatACopyRefuses()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(writeBytes(path, bytes));
        QString copiedError;
        QVERIFY(!readBinary(path, false, &copiedError));
        QString mappedError;
        QVERIFY2(!readBinary(path, true, &mappedError), "a broken file was accepted when mapped");
        QVERIFY(!copiedError.isEmpty());
        QCOMPARE(mappedError, copiedError);
    }

    // A header that promises more words: what was read is kept only when asked,
    // and then still read in place.
    void missingWordsOfAMappedFileAreKeptOnlyWhenAsked()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(writeBytes(path, QByteArray("5 2\n") + floats("a ", { 1, 0 }) + floats("\nb ", { 0, 3 }) + "\nc \x01"));
        QString error;
        QVERIFY(!readBinary(path, true, &error));
        QVERIFY2(error.contains(QStringLiteral("announces 5 words")), qPrintable(error));
        embeddingio::ReadOptions keep;
        keep.keepMissingWords = true;
        const std::optional<Vocabulary> kept = readBinary(path, true, &error, keep);
        QVERIFY2(kept, qPrintable(error));
        QVERIFY(kept->isMapped());
        QCOMPARE(kept->size(), 2);
        QCOMPARE(kept->vector(1), vec({ 0, 3 }));
        QCOMPARE(kept->norm(1), 3.0);
    }

    // Exporting a mapped vocabulary as text would build ten times the file in memory:
    // refused, saying why; the same words copied export as before.
    void exportRefusesAMappedVocabulary()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.bin"));
        QVERIFY(writeBytes(path, testdata::randomBinaryFile(20, 3, 5)));
        QString error;
        const std::optional<Vocabulary> mapped = readBinary(path, true, &error);
        QVERIFY2(mapped, qPrintable(error));
        QVERIFY(!embeddingio::toText(*mapped, &error));
        QVERIFY2(error.contains(QStringLiteral("read in place")) && error.contains(path), qPrintable(error));
        const std::optional<Vocabulary> copied = readBinary(path, false, &error);
        QVERIFY2(copied && embeddingio::toText(*copied, &error), qPrintable(error));
    }

    // The import gives the file's pages back as it goes (ReadBehind): what it reads is
    // the same, and a problem far into the file is still found on its line.
    void givingPagesBackReadsTheSame_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QByteArray text = "3000 8\n";
        for (int i = 0; i < 3000; ++i) {
            text += "w" + QByteArray::number(i);
            for (int c = 0; c < 8; ++c)
                text += ' ' + QByteArray::number((i * 7 + c) % 1000 / 250.0 - 2.0, 'g', 9);
            text += '\n';
        }
        QTest::newRow("text") << text;
        QTest::newRow("binary") << testdata::randomBinaryFile(3000, 8, 4);
    }
    void givingPagesBackReadsTheSame()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors"));
        QVERIFY(writeBytes(path, bytes));
        QString error;
        embeddingio::ReadOptions options;
        options.releaseEvery = 4096;
        const std::optional<Vocabulary> read = embeddingio::readFile(path, &error, {}, nullptr, options);
        QVERIFY2(read, qPrintable(error));
        const std::optional<Vocabulary> parsed = embeddingio::parse(bytes, path, &error);
        QVERIFY2(parsed, qPrintable(error));
        QCOMPARE(read->size(), 3000);
        QVERIFY(*read == *parsed);
    }

    void aZeroByteFarIntoTheFileIsFoundOnItsLine()
    {
        QByteArray bytes;
        for (int i = 0; i < 2000; ++i)
            bytes += "w" + QByteArray::number(i) + " 1 2 3\n";
        bytes += QByteArray("late 1 2\0 3\n", 13);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vectors.txt"));
        QVERIFY(writeBytes(path, bytes));
        QString error;
        embeddingio::ReadOptions options;
        options.releaseEvery = 4096;
        QVERIFY(!embeddingio::readFile(path, &error, {}, nullptr, options));
        QVERIFY2(error.contains(QStringLiteral("line 2001")) && error.contains(QStringLiteral("zero byte")),
                 qPrintable(error));
    }

    // A long text file is read by two threads in pieces (LinePieces): tiny pieces cut these
    // files after nearly every line, and the result must be one thread's, message for message.
    void readingInPiecesReadsTheSame_data()
    {
        reportsWhatIsWrongAndWhere_data();
        QByteArray many;
        for (int i = 0; i < 300; ++i)
            many += "w" + QByteArray::number(i) + " " + QByteArray::number(i % 17 - 8) + " 0.5 -1e-3\n";
        QTest::newRow("many_lines") << many << QString() << QString();
        QTest::newRow("many_with_header") << "300 3\n" + many << QString() << QString();
        QTest::newRow("many_blank_and_crlf") << QByteArray(many).replace("\n", "\r\n\n  \n") << QString() << QString();
        QTest::newRow("many_cut_words")
            << QByteArray(many).replace("\nw1 ", "\n\xE8\x8B\xB9\xE8\x8B ").replace("\nw2 ", "\n\xE6\x9E\x9C\xE6\x9E ")
            << QString() << QString();
        QTest::newRow("many_duplicate_late") << many + "w3 1 2 3\n" << QString() << QString();
        QTest::newRow("many_duplicate_case") << many + "W250 1 2 3\n" << QString() << QString();
        QTest::newRow("many_zero_byte_late") << many + QByteArray("z 1 2\0 3\n", 9) + many << QString() << QString();
        QTest::newRow("many_bad_number_late") << many + "z 1 x 3\n" << QString() << QString();
        QTest::newRow("many_short_row_late") << many + "z 1 3\n" << QString() << QString();
        QTest::newRow("many_header_count_low") << "299 3\n" + many << QString() << QString();
    }
    void readingInPiecesReadsTheSame()
    {
        QFETCH(QByteArray, bytes);
        embeddingio::ReadOptions oneThread;
        oneThread.pieceBytes = 0;
        embeddingio::ReadOptions pieces;
        pieces.pieceBytes = 1;
        QString expectedError;
        embeddingio::ReadReport expectedReport;
        const auto expected = embeddingio::parse(bytes, QStringLiteral("v.txt"), &expectedError, {}, nullptr, oneThread,
                                                 &expectedReport);
        QString error;
        embeddingio::ReadReport report;
        const auto read = embeddingio::parse(bytes, QStringLiteral("v.txt"), &error, {}, nullptr, pieces, &report);
        QCOMPARE(error, expectedError);
        QCOMPARE(bool(read), bool(expected));
        QCOMPARE(report.repairedWords, expectedReport.repairedWords);
        QCOMPARE(report.missingWords, expectedReport.missingWords);
        if (expected) {
            QVERIFY(*read == *expected);
            for (int i = 0; i < expected->size(); ++i)
                QCOMPARE(read->indexOf(expected->word(i)), i);
        }
    }

    // The same with a float32 vocabulary (20,000 words or more) and pieces of a few kB, from a
    // file: the rows, a duplicate found far from its first line, a cancel in the middle.
    void readingInPiecesReadsALargeFileTheSame()
    {
        QByteArray bytes;
        for (int i = 0; i < 20000; ++i)
            bytes += "word" + QByteArray::number(i) + ' ' + QByteArray::number(i * 0.001, 'g', 7) + " -0.25 "
                + QByteArray::number(i % 101) + '\n';
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.txt"));
        QVERIFY(writeBytes(path, bytes));
        embeddingio::ReadOptions oneThread;
        oneThread.pieceBytes = 0;
        embeddingio::ReadOptions pieces;
        pieces.pieceBytes = 4096;
        QString error;
        const auto expected = embeddingio::readFile(path, &error, {}, nullptr, oneThread);
        QVERIFY2(expected, qPrintable(error));
        QList<double> fractions;
        const auto read = embeddingio::readFile(
            path, &error, [&](double f) { fractions.append(f); }, nullptr, pieces);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(read->isSinglePrecision());
        QVERIFY(*read == *expected);
        QVERIFY(fractions.size() > 10);
        QVERIFY(std::is_sorted(fractions.cbegin(), fractions.cend()));
        QCOMPARE(fractions.constLast(), 1.0);

        QVERIFY(writeBytes(path, bytes + "WORD17 1 2 3\n"));
        QVERIFY(!embeddingio::readFile(path, &error, {}, nullptr, pieces));
        QCOMPARE(error,
                 path
                     + QStringLiteral(", line 20001: “WORD17” is the same word as “word17” on line 18 "
                                      "(upper and lower case count as the same)"));

        int asked = 0;
        QVERIFY(!embeddingio::readFile(
            path, &error, {}, [&asked] { return ++asked > 3; }, pieces));
        QCOMPARE(error, QStringLiteral("the import was cancelled"));
    }

    void largeFileImportsWithProgress()
    {
        constexpr int Words = 20000;
        constexpr int Dimension = 50;
        QByteArray bytes = QByteArray::number(Words) + ' ' + QByteArray::number(Dimension) + '\n';
        bytes.reserve(Words * Dimension * 10);
        QRandomGenerator random(7);
        char buffer[32];
        for (int i = 0; i < Words; ++i) {
            bytes += "word" + QByteArray::number(i);
            for (int c = 0; c < Dimension; ++c) {
                const int n = std::snprintf(buffer, sizeof buffer, " %.6f", random.generateDouble() * 2.0 - 1.0);
                bytes.append(buffer, n);
            }
            bytes += '\n';
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("large.txt"));
        QVERIFY(writeBytes(path, bytes));

        QList<double> fractions;
        QString error;
        QElapsedTimer timer;
        timer.start();
        const std::optional<Vocabulary> vocabulary
            = embeddingio::readFile(path, &error, [&fractions](double f) { fractions.append(f); });
        const qint64 elapsed = timer.elapsed();
        QVERIFY2(vocabulary, qPrintable(error));
        qInfo("imported %d words x %d dimensions (%.1f MB) in %lld ms", Words, Dimension,
              static_cast<double>(bytes.size()) / 1e6, static_cast<long long>(elapsed));
        QCOMPARE(vocabulary->size(), Words);
        QCOMPARE(vocabulary->dimension(), Dimension);
        QCOMPARE(vocabulary->word(Words - 1), QStringLiteral("word%1").arg(Words - 1));
        QVERIFY(fractions.size() > 10);
        QVERIFY(std::is_sorted(fractions.cbegin(), fractions.cend()));
        QCOMPARE(fractions.constLast(), 1.0);
        // The last line, read back independently.
        const QList<QByteArray> last = bytes.trimmed().split('\n').constLast().split(' ');
        // Larger than the built-in vocabulary: stored in float32.
        QVERIFY(vocabulary->isSinglePrecision());
        for (int c = 0; c < Dimension; ++c)
            QCOMPARE(vocabulary->vector(Words - 1)[c], static_cast<double>(last.at(c + 1).toFloat()));
    }
};

QTEST_GUILESS_MAIN(TestEmbeddingIo)
#include "tst_embeddingio.moc"
