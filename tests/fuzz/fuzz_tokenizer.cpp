// SPDX-License-Identifier: GPL-3.0-or-later
// Feeds arbitrary text to the tokenizer against the built-in vocabulary and
// checks what tst_tokenizer promises for every input: tokens are non-empty
// pieces of the text, in order, at the positions they claim; with a limit,
// the first tokens and a count of the rest.
#include "tokenizer.h"
#include "vocabulary.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

using namespace AttentionLab;

namespace {

// The first byte picks the encoding: UTF-8 is what people type; raw UTF-16
// reaches the lone surrogates and odd code units UTF-8 decoding never makes.
QString textFrom(const uint8_t* data, size_t size)
{
    const bool utf16 = data[0] & 1;
    const auto* rest = reinterpret_cast<const char*>(data + 1);
    const auto restSize = static_cast<qsizetype>(size - 1);
    if (!utf16)
        return QString::fromUtf8(rest, restSize);
    QString text(restSize / 2, Qt::Uninitialized);
    for (qsizetype i = 0; i < text.size(); ++i)
        text[i] = QChar(static_cast<char16_t>(uint8_t(rest[2 * i]) | uint8_t(rest[2 * i + 1]) << 8));
    return text;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    if (size == 0)
        return 0;
    static const Vocabulary vocabulary = Vocabulary::builtIn();
    const QString text = textFrom(data, size);
    const QList<Token> tokens = Tokenizer(vocabulary).tokenize(text);

    qsizetype previousEnd = 0;
    for (const Token& token : tokens) {
        if (token.text.isEmpty() || token.position < previousEnd
            || QStringView(text).mid(token.position, token.text.size()) != token.text)
            std::abort();
        if (token.known != vocabulary.contains(token.text))
            std::abort();
        previousEnd = token.position + token.text.size();
    }

    // A limit (from the input's length) makes the same first tokens and counts the others.
    const int limit = static_cast<int>(size % 7);
    int leftOut = -1;
    const QList<Token> first = Tokenizer(vocabulary).tokenize(text, limit, &leftOut);
    if (first.size() != std::min<qsizetype>(limit, tokens.size()) || first.size() + leftOut != tokens.size())
        std::abort();
    for (qsizetype i = 0; i < first.size(); ++i) {
        if (first.at(i).text != tokens.at(i).text || first.at(i).position != tokens.at(i).position)
            std::abort();
    }
    return 0;
}
