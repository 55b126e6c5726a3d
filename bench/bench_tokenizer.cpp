// SPDX-License-Identifier: GPL-3.0-or-later
// The per-word work of long texts on the GUI thread, before the attention starts
// (bench_responsiveness times the whole): the tokenizer over long pastes, and the words
// all sentences share after a file of 16 sentences of 2,048 words opens.
// Prints one line per measurement: its name, characters, tokens made and left out, median ms.
#include "everysentence.h"
#include "tokenizer.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

using namespace AttentionLab;

namespace {

QString repeated(const QStringList& pool, int count, const QString& separator)
{
    QStringList words;
    for (int i = 0; i < count; ++i)
        words.append(pool.at(i % pool.size()));
    return words.join(separator);
}

// The median over \a rounds calls of \a work, in milliseconds.
template<typename Work> double medianMs(int rounds, Work work)
{
    QList<double> times;
    for (int round = 0; round < rounds; ++round) {
        QElapsedTimer clock;
        clock.start();
        work();
        times.append(clock.nsecsElapsed() / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv); // the workspace's background pool
    const int rounds = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 11;
    const Vocabulary vocabulary = Vocabulary::builtIn();
    const Tokenizer tokenizer(vocabulary);
    const QStringList chinese { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                QStringLiteral("手机"), QStringLiteral("吃"),   QStringLiteral("香蕉") };
    const struct
    {
        const char* name;
        QString text;
    } texts[] = {
        { "one character x 32767 (100000 pasted; the editor keeps 32767)", QString(32767, QChar(0x82F9)) },
        { "Chinese words without spaces, 32767 characters", repeated(chinese, 100000, QString()).left(32767) },
        { "5000 Chinese words with spaces", repeated(chinese, 5000, QStringLiteral(" ")) },
        { "5000 English words",
          repeated({ QStringLiteral("apple"), QStringLiteral("Phone"), QStringLiteral("eats") }, 5000,
                   QStringLiteral(" ")) },
    };
    QTextStream out(stdout);
    out << "text,characters,tokens,leftOut,medianMs\n";
    for (const auto& [name, text] : texts) {
        int leftOut = 0;
        qsizetype made = 0;
        const double ms = medianMs(rounds, [&, &text = text] {
            QList<int> indices;
            made = tokenizer.tokenize(text, Workspace::MaxTokens, &leftOut, &indices).size();
        });
        out << '"' << name << "\"," << text.size() << ',' << made << ',' << leftOut << ',' << ms << '\n';
    }
    // Workspace::sharedWords looks up each word of every sentence: 32,768 lookups here.
    Workspace workspace;
    const WorkspaceState state
        = bench::withEverySentence(workspace.state(), repeated(chinese, Workspace::MaxTokens, QStringLiteral(" ")));
    workspace.restore(state);
    workspace.waitForAttention();
    qsizetype shared = 0;
    const double ms = medianMs(rounds, [&] { shared = workspace.sharedWords().size(); });
    out << "\"shared words of 16 sentences of 2048 words (" << shared << " shared)\","
        << state.sentences.join(QString()).size() << ',' << Workspace::MaxSentences * Workspace::MaxTokens << ",0,"
        << ms << '\n';
    return 0;
}
