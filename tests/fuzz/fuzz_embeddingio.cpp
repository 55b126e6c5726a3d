// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary bytes to the word2vec/GloVe text parser. Whatever it accepts
// must be writable again and read back the same (the import/export promise);
// whatever it refuses must come with a message.
#include "embeddingio.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace AttentionLab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    const QByteArrayView bytes(data, static_cast<qsizetype>(size));
    const QString fileName = QStringLiteral("fuzz.txt");
    QString error;
    const std::optional<Vocabulary> vocabulary = embeddingio::parse(bytes, fileName, &error);
    if (!vocabulary) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (vocabulary->isEmpty() || vocabulary->dimension() < 1)
        std::abort();

    const std::optional<QByteArray> text = embeddingio::toText(*vocabulary, &error);
    if (!text)
        std::abort();
    const std::optional<Vocabulary> again = embeddingio::parse(*text, fileName, &error);
    if (!again || *again != *vocabulary)
        std::abort();
    return 0;
}
