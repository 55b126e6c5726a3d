// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>

namespace AttentionLab {

/// Reads a long text in pieces on two threads and hands the pieces back in order.
///
/// A text file of word vectors is mostly numbers to parse, line by line, and no line
/// needs another. Parsing is most of a 100k x 300 import's time, so the lines after
/// the first vector are cut into pieces that end at a line end; the calling thread and
/// one helper thread each take the next piece in turn and read it with \a read, and
/// next() gives the results back in the order of the text, which is what a vocabulary
/// needs (row order, the first of two duplicates, the first error in the file).
///
/// At most MaxAhead pieces are out at once, so the memory of results not yet taken
/// stays a few pieces whatever the size of the text. \a read must not touch anything
/// the caller changes between calls to next(): it runs on either thread.
template<typename Result> class LinePieces
{
public:
    using ReadFunction = std::function<Result(const char* begin, const char* end)>;

    /// Pieces claimed and not yet taken, at most: one being read by each thread and two read
    /// and waiting, so that neither thread waits for the other while the caller adds a piece.
    static constexpr int MaxAhead = 4;

    struct Piece
    {
        const char* begin = nullptr;
        const char* end = nullptr; ///< just after the piece's last '\n', or the text's end
        Result result {};
    };

    enum class Status
    {
        Ready, ///< the next piece, in order
        Waiting, ///< the next piece is still being read by the helper; ask again
        Finished, ///< every piece was handed back
    };

    /// Pieces of at least \a pieceBytes (more up to the next line end), from \a begin to \a end.
    LinePieces(const char* begin, const char* end, long long pieceBytes, ReadFunction read)
        : m_next(begin)
        , m_end(end)
        , m_pieceBytes(pieceBytes > 0 ? pieceBytes : 1)
        , m_read(std::move(read))
    {
        try {
            m_helper = std::thread([this] { helpRead(); });
        } catch (const std::system_error&) {
            // No thread to be had (a limit of the system): next() reads every piece on the calling thread.
        }
    }

    /// Stops the helper after the piece it is reading, and waits for it.
    ~LinePieces()
    {
        stop();
        if (m_helper.joinable())
            m_helper.join();
    }

    LinePieces(const LinePieces&) = delete;
    LinePieces& operator=(const LinePieces&) = delete;

    /// The next piece in order into \a piece. While the helper still reads it, this thread
    /// reads a later piece if there is one, else waits for at most \a wait, so that the
    /// caller can report progress and ask about cancelling. Rethrows what a read threw.
    Status next(Piece* piece, std::chrono::milliseconds wait)
    {
        std::unique_lock lock(m_mutex);
        if (m_slots.empty() || !m_slots.front()->ready) {
            if (Slot* mine = claim()) {
                lock.unlock();
                readInto(mine);
                lock.lock();
            } else if (m_slots.empty()) {
                return Status::Finished;
            } else {
                m_changed.wait_for(lock, wait, [this] { return m_slots.front()->ready; });
            }
            if (!m_slots.front()->ready)
                return Status::Waiting;
        }
        std::unique_ptr<Slot> slot = std::move(m_slots.front());
        m_slots.pop_front();
        lock.unlock();
        m_changed.notify_all(); // room for one more piece
        if (slot->failure)
            std::rethrow_exception(slot->failure);
        *piece = std::move(slot->piece);
        return Status::Ready;
    }

    /// No piece is started from now on (after an error, or when cancelled): next() hands back
    /// the pieces already claimed, then says Finished although the text goes on.
    void stop()
    {
        {
            std::lock_guard lock(m_mutex);
            m_stopped = true;
        }
        m_changed.notify_all();
    }

private:
    struct Slot
    {
        Piece piece;
        bool ready = false;
        std::exception_ptr failure;
    };

    // With the mutex held: the next piece to read, in the order of the text, or null.
    Slot* claim()
    {
        if (m_stopped || m_next == m_end || static_cast<int>(m_slots.size()) >= MaxAhead)
            return nullptr;
        auto slot = std::make_unique<Slot>();
        slot->piece.begin = m_next;
        const char* cut = m_end - m_next > m_pieceBytes ? m_next + m_pieceBytes - 1 : m_end;
        if (cut != m_end) {
            const auto* newline = static_cast<const char*>(std::memchr(cut, '\n', static_cast<size_t>(m_end - cut)));
            cut = newline ? newline + 1 : m_end;
        }
        slot->piece.end = cut;
        m_next = cut;
        m_slots.push_back(std::move(slot));
        return m_slots.back().get();
    }

    // Without the mutex: a slot claimed by this thread is only read by it until it is ready.
    void readInto(Slot* slot)
    {
        try {
            slot->piece.result = m_read(slot->piece.begin, slot->piece.end);
        } catch (...) {
            slot->failure = std::current_exception();
        }
        {
            std::lock_guard lock(m_mutex);
            slot->ready = true;
        }
        m_changed.notify_all();
    }

    void helpRead()
    {
        for (;;) {
            Slot* slot = nullptr;
            {
                std::unique_lock lock(m_mutex);
                m_changed.wait(lock, [this] {
                    return m_stopped || m_next == m_end || static_cast<int>(m_slots.size()) < MaxAhead;
                });
                slot = claim();
                if (!slot)
                    return; // stopped or nothing left: the caller reads what it claimed itself
            }
            readInto(slot);
        }
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::unique_ptr<Slot>> m_slots; // claimed pieces, in the order of the text
    const char* m_next; // the first byte not claimed
    const char* const m_end;
    const long long m_pieceBytes;
    const ReadFunction m_read;
    bool m_stopped = false;
    std::thread m_helper; // started in the constructor's body, once everything above is set
};

} // namespace AttentionLab
