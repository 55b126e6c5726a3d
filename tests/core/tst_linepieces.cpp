// SPDX-License-Identifier: GPL-3.0-or-later
#include "linepieces.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QTest>

#include <atomic>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

using namespace AttentionLab;

namespace {

using Pieces = LinePieces<std::string>;

// Every piece LinePieces hands back, in the order it hands them back.
std::vector<Pieces::Piece> allPieces(Pieces& pieces)
{
    std::vector<Pieces::Piece> result;
    Pieces::Piece piece;
    for (;;) {
        const auto status = pieces.next(&piece, std::chrono::milliseconds(10));
        if (status == Pieces::Status::Finished)
            return result;
        if (status == Pieces::Status::Ready)
            result.push_back(piece);
    }
}

QByteArray numberedLines(int count)
{
    QByteArray text;
    for (int i = 1; i <= count; ++i)
        text += "line " + QByteArray::number(i) + " " + QByteArray(i % 7, 'x') + '\n';
    return text;
}

} // namespace

class TestLinePieces : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // The pieces cover the text once, in order, and each ends at a line end (or the text's end).
    void piecesCoverTheTextInOrder_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("pieceBytes");
        QTest::newRow("a line a piece") << numberedLines(500) << 1;
        QTest::newRow("a few lines a piece") << numberedLines(500) << 40;
        QTest::newRow("one piece") << numberedLines(500) << 1000000;
        QTest::newRow("no final newline") << QByteArray("a 1\nb 2\nc 3") << 1;
        QTest::newRow("blank lines") << QByteArray("a 1\n\n\n  \nb 2\n\n") << 2;
        QTest::newRow("one line") << QByteArray("only") << 1;
    }
    void piecesCoverTheTextInOrder()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, pieceBytes);
        const char* const begin = text.constData();
        const char* const end = begin + text.size();
        Pieces pieces(begin, end, pieceBytes, [](const char* from, const char* to) { return std::string(from, to); });
        const std::vector<Pieces::Piece> read = allPieces(pieces);
        QVERIFY(!read.empty());
        const char* expectedBegin = begin;
        std::string joined;
        for (const Pieces::Piece& piece : read) {
            QCOMPARE(static_cast<const void*>(piece.begin), static_cast<const void*>(expectedBegin));
            QVERIFY(piece.end > piece.begin);
            QVERIFY(piece.end == end || piece.end[-1] == '\n');
            QVERIFY(piece.end - piece.begin >= std::min<qint64>(pieceBytes, end - piece.begin));
            QCOMPARE(piece.result, std::string(piece.begin, piece.end)); // the result of its own range
            joined += piece.result;
            expectedBegin = piece.end;
        }
        QCOMPARE(static_cast<const void*>(expectedBegin), static_cast<const void*>(end));
        QCOMPARE(QByteArray::fromStdString(joined), text);
    }

    void emptyTextHasNoPieces()
    {
        const char* text = "";
        Pieces pieces(text, text, 16, [](const char*, const char*) { return std::string("read"); });
        Pieces::Piece piece;
        QCOMPARE(pieces.next(&piece, std::chrono::milliseconds(10)), Pieces::Status::Finished);
    }

    // The helper thread reads pieces: the first piece waits until a piece was read elsewhere.
    // Without the helper it gives up after 10 s and the test fails.
    void theHelperThreadReadsPieces()
    {
        const QByteArray text = numberedLines(200);
        const std::thread::id self = std::this_thread::get_id();
        std::atomic<bool> readElsewhere = false;
        Pieces pieces(text.constData(), text.constData() + text.size(), 1, [&](const char* from, const char* to) {
            if (std::this_thread::get_id() != self) {
                readElsewhere = true;
                return std::string("helper");
            }
            QElapsedTimer waited;
            waited.start();
            while (!readElsewhere && waited.elapsed() < 10000)
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            return std::string(from, to);
        });
        const std::vector<Pieces::Piece> read = allPieces(pieces);
        QCOMPARE(read.size(), size_t(200));
        QVERIFY(readElsewhere);
    }

    // What a read throws comes out of next() in the calling thread, on either thread's piece.
    void aFailedReadIsRethrownInOrder()
    {
        const QByteArray text = numberedLines(100);
        Pieces pieces(text.constData(), text.constData() + text.size(), 1, [](const char* from, const char* to) {
            const std::string line(from, to);
            if (line.rfind("line 50 ", 0) == 0)
                throw std::runtime_error("refused line 50");
            return line;
        });
        int handedBack = 0;
        Pieces::Piece piece;
        try {
            for (;;) {
                const auto status = pieces.next(&piece, std::chrono::milliseconds(10));
                QVERIFY(status != Pieces::Status::Finished);
                if (status == Pieces::Status::Ready)
                    ++handedBack;
            }
        } catch (const std::runtime_error& failure) {
            QCOMPARE(QByteArray(failure.what()), QByteArray("refused line 50"));
        }
        QCOMPARE(handedBack, 49); // every line before it, in order
    }

    // After stop(), no piece is started: what was claimed is handed back, then Finished, and
    // far fewer pieces were read than the text has. Destroying it while the helper waits
    // for room must not hang.
    void stopEndsEarly()
    {
        const QByteArray text = numberedLines(10000);
        std::atomic<int> reads = 0;
        {
            Pieces pieces(text.constData(), text.constData() + text.size(), 1, [&](const char* from, const char* to) {
                ++reads;
                return std::string(from, to);
            });
            Pieces::Piece piece;
            while (pieces.next(&piece, std::chrono::milliseconds(10)) != Pieces::Status::Ready) { }
            pieces.stop();
            int after = 0;
            for (;;) {
                const auto status = pieces.next(&piece, std::chrono::milliseconds(10));
                if (status == Pieces::Status::Finished)
                    break;
                if (status == Pieces::Status::Ready)
                    ++after;
            }
            QVERIFY(after <= Pieces::MaxAhead); // claimed before stop(): the helper may have taken one more
        }
        QVERIFY(reads < 2 * Pieces::MaxAhead);
        {
            Pieces abandoned(text.constData(), text.constData() + text.size(), 1,
                             [](const char* from, const char* to) { return std::string(from, to); });
            std::this_thread::sleep_for(std::chrono::milliseconds(20)); // the helper fills its room and waits
        }
    }
};

QTEST_GUILESS_MAIN(TestLinePieces)
#include "tst_linepieces.moc"
