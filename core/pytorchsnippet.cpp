// SPDX-License-Identifier: GPL-3.0-or-later
#include "pytorchsnippet.h"

#include "comparedword.h"
#include "numberformat.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QLocale>
#include <QSet>

#include <cmath>

namespace AttentionLab {

namespace {

// Beyond these, vectors and word lists continue on the next line, so that no
// line of a 300-dimensional vocabulary is thousands of characters long.
constexpr int NumbersPerLine = 8;
constexpr int WordsPerLine = 10;
constexpr int DimensionNamesInComment = 8;

/// Collects lines and hands out their 1-based numbers.
class CodeWriter
{
public:
    int add(const QString& line = QString())
    {
        m_lines.append(line);
        return static_cast<int>(m_lines.size());
    }
    int lineCount() const { return static_cast<int>(m_lines.size()); }
    QString text() const { return m_lines.join(QLatin1Char('\n')) + QLatin1Char('\n'); }

private:
    QStringList m_lines;
};

/// A Python comment in the interface language (the identifiers stay English).
QString comment(const char* text)
{
    return QStringLiteral("# ") + QCoreApplication::translate("AttentionLab::PyTorchSnippet", text);
}

/// Text safe inside a Python comment: one line, printable characters only.
QString commentText(const QString& text)
{
    QString safe;
    for (const char32_t codePoint : text.toUcs4()) {
        if (QChar::isPrint(codePoint) && codePoint != 0x2028 && codePoint != 0x2029)
            safe.append(QString::fromUcs4(&codePoint, 1));
        else
            safe.append(QLatin1Char(' '));
    }
    return safe;
}

QString vectorLiteral(const Eigen::VectorXd& vector, const QString& indent, QStringList* continuation)
{
    QStringList numbers;
    numbers.reserve(vector.size());
    for (Eigen::Index i = 0; i < vector.size(); ++i)
        numbers.append(PyTorchSnippet::pythonFloat(vector[i]));
    if (numbers.size() <= NumbersPerLine)
        return QLatin1Char('[') + numbers.join(QStringLiteral(", ")) + QLatin1Char(']');
    for (int i = 0; i < numbers.size(); i += NumbersPerLine)
        continuation->append(indent + numbers.mid(i, NumbersPerLine).join(QStringLiteral(", ")) + QLatin1Char(','));
    return QStringLiteral("[");
}

void addList(CodeWriter& out, const QString& name, const QStringList& words)
{
    QStringList literals;
    for (const QString& word : words)
        literals.append(PyTorchSnippet::pythonString(word));
    if (literals.size() <= WordsPerLine) {
        out.add(name + QStringLiteral(" = [") + literals.join(QStringLiteral(", ")) + QLatin1Char(']'));
        return;
    }
    out.add(name + QStringLiteral(" = ["));
    for (int i = 0; i < literals.size(); i += WordsPerLine)
        out.add(QStringLiteral("    ") + literals.mid(i, WordsPerLine).join(QStringLiteral(", ")) + QLatin1Char(','));
    out.add(QStringLiteral("]"));
}

} // namespace

QString PyTorchSnippet::pythonString(const QString& text)
{
    QString literal = QStringLiteral("\"");
    for (const char32_t codePoint : text.toUcs4()) {
        switch (codePoint) {
        case U'\\':
            literal.append(QStringLiteral("\\\\"));
            continue;
        case U'"':
            literal.append(QStringLiteral("\\\""));
            continue;
        case U'\n':
            literal.append(QStringLiteral("\\n"));
            continue;
        case U'\r':
            literal.append(QStringLiteral("\\r"));
            continue;
        case U'\t':
            literal.append(QStringLiteral("\\t"));
            continue;
        default:
            break;
        }
        // U+2028/2029 are printable to nobody: a text editor breaks the line there.
        if (QChar::isPrint(codePoint) && codePoint != 0x2028 && codePoint != 0x2029) {
            literal.append(QString::fromUcs4(&codePoint, 1));
        } else if (codePoint <= 0xffff) {
            literal.append(QStringLiteral("\\u%1").arg(static_cast<uint>(codePoint), 4, 16, QLatin1Char('0')));
        } else {
            literal.append(QStringLiteral("\\U%1").arg(static_cast<uint>(codePoint), 8, 16, QLatin1Char('0')));
        }
    }
    literal.append(QLatin1Char('"'));
    return literal;
}

QString PyTorchSnippet::pythonFloat(double value)
{
    if (std::isnan(value))
        return QStringLiteral("float(\"nan\")");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("float(\"inf\")") : QStringLiteral("-float(\"inf\")");
    QString text = numberformat::exact(value);
    if (!text.contains(QLatin1Char('.')) && !text.contains(QLatin1Char('e')))
        text.append(QStringLiteral(".0"));
    return text;
}

PyTorchSnippet PyTorchSnippet::fromWorkspace(const Workspace& workspace)
{
    PyTorchSnippet snippet;
    const int considered = std::min(2, workspace.sentenceCount());
    for (int i = 0; i < considered; ++i) {
        if (workspace.sentence(i).length() > 0)
            snippet.sentences.append(i);
    }

    CodeWriter out;
    out.add(comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                      "Attention Lab, chapter 4: the three steps of self-attention, in PyTorch.")));
    out.add(comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                      "Generated from the sentences and word vectors on screen: run it and it")));
    out.add(comment(
        QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet", "prints the numbers the app shows (float64, 4 decimals).")));
    out.add(QStringLiteral("import torch"));
    out.add();
    out.add();
    out.add(QStringLiteral("def show(name, values):"));
    out.add(QStringLiteral("    print(name, \" \".join(f\"{x:.4f}\" for x in values.reshape(-1).tolist()))"));
    out.add();
    out.add();

    if (snippet.sentences.isEmpty()) {
        out.add(considered > 1 ? comment(QT_TRANSLATE_NOOP(
                    "AttentionLab::PyTorchSnippet", "Both sentences are empty: type some words to get the code."))
                               : comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                                           "The sentence is empty: type some words to get the code.")));
        snippet.code = out.text();
        return snippet;
    }

    // Set-up: every word the sentences use, once, with the vector it has now.
    const Vocabulary& vocabulary = workspace.vocabulary();
    QStringList names = vocabulary.dimensionNames().mid(0, DimensionNamesInComment);
    for (QString& name : names)
        name = commentText(name);
    QString dimensions = names.join(QStringLiteral(", "));
    if (vocabulary.dimension() > DimensionNamesInComment)
        dimensions += QStringLiteral(", ... (%1 in all)").arg(vocabulary.dimension());
    LineRange& setup = snippet.steps[static_cast<int>(SnippetStep::Setup)];
    setup.first
        = out.add(comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet", "The word vectors (dimensions: %1)"))
                      .arg(dimensions));
    out.add(QStringLiteral("vec = {"));
    QSet<QString> written;
    for (const int s : std::as_const(snippet.sentences)) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        for (int t = 0; t < sentence.length(); ++t) {
            const Token& token = sentence.tokens.at(t);
            if (written.contains(token.text))
                continue;
            written.insert(token.text);
            const QString word = pythonString(token.text);
            if (!token.known)
                out.add(QString(QStringLiteral("    ")
                                + comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                                            "%1 is not in the vocabulary: a made-up vector")))
                            .arg(word));
            QStringList continuation;
            const QString opening
                = vectorLiteral(sentence.vectors.row(t).transpose(), QStringLiteral("        "), &continuation);
            if (continuation.isEmpty()) {
                out.add(QStringLiteral("    %1: torch.tensor(%2, dtype=torch.float64),").arg(word, opening));
            } else {
                out.add(QStringLiteral("    %1: torch.tensor([").arg(word));
                for (const QString& line : std::as_const(continuation))
                    out.add(line);
                out.add(QStringLiteral("    ], dtype=torch.float64),"));
            }
        }
    }
    out.add(QStringLiteral("}"));
    out.add(QString(QStringLiteral("temperature = %1  ")
                    + comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet", "every score is divided by it")))
                .arg(pythonFloat(workspace.temperature())));
    for (const int s : std::as_const(snippet.sentences)) {
        QStringList words;
        for (const Token& token : workspace.sentence(s).tokens)
            words.append(token.text);
        addList(out, QStringLiteral("sentence%1").arg(s + 1), words);
    }
    for (const int s : std::as_const(snippet.sentences)) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        setup.last = out.add(QString(QStringLiteral("q%1 = %2  ")
                                     + comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet", "the query word, %3")))
                                 .arg(s + 1)
                                 .arg(sentence.queryIndex)
                                 .arg(pythonString(sentence.tokens.at(sentence.queryIndex).text)));
    }
    out.add();

    // One block per step: a comment saying what it does, then the code for each sentence.
    const auto block = [&](SnippetStep step, const QString& comment, const QStringList& perSentence,
                           const QStringList& printsPerSentence) {
        LineRange& range = snippet.steps[static_cast<int>(step)];
        range.first = out.add(comment);
        for (const QString& pattern : perSentence) {
            for (const int s : std::as_const(snippet.sentences))
                range.last = out.add(QString(pattern).replace(QStringLiteral("{n}"), QString::number(s + 1)));
        }
        for (const QString& pattern : printsPerSentence) {
            for (const int s : std::as_const(snippet.sentences))
                range.last = out.add(QString(pattern).replace(QStringLiteral("{n}"), QString::number(s + 1)));
        }
        out.add();
    };
    block(SnippetStep::Stack,
          comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                    "Step 1: stack each sentence's vectors, one row per word (L x d)")),
          { QStringLiteral("X{n} = torch.stack([vec[w] for w in sentence{n}])") },
          { QStringLiteral("print(\"X{n}:\", tuple(X{n}.shape))") });
    block(SnippetStep::Scores,
          comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                    "Step 2: score = dot product of the query word with every word")),
          { QStringLiteral("scores{n} = X{n} @ X{n}[q{n}] / temperature") },
          { QStringLiteral("show(\"scores{n}:\", scores{n})") });
    block(SnippetStep::Softmax,
          comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                    "Step 3: softmax turns the scores into weights that sum to 1")),
          { QStringLiteral("weights{n} = torch.softmax(scores{n}, dim=0)") },
          { QStringLiteral("show(\"weights{n}:\", weights{n})") });
    block(SnippetStep::WeightedSum,
          comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                    "Step 4: the new vector is the weighted sum w1*x1 + w2*x2 + ... of the rows")),
          { QStringLiteral("new{n} = weights{n} @ X{n}") }, { QStringLiteral("show(\"new{n}:\", new{n})") });

    LineRange& compare = snippet.steps[static_cast<int>(SnippetStep::Compare)];
    const ComparedWord same = snippet.compares()
        ? ComparedWord::inSentences(workspace, snippet.sentences.at(0), snippet.sentences.at(1))
        : ComparedWord();
    if (same.isValid()) {
        const int a = snippet.sentences.at(0) + 1;
        const int b = snippet.sentences.at(1) + 1;
        compare.first
            = out.add(comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                                "Compare: the same word %1 in both sentences, two new vectors"))
                          .arg(pythonString(same.word)));
        // The query words' new vectors are that word's unless a query word is another one.
        const bool queriesAreTheWord = workspace.sentence(a - 1).queryIndex == same.firstToken
            && workspace.sentence(b - 1).queryIndex == same.secondToken;
        QString left = QStringLiteral("new%1").arg(a);
        QString right = QStringLiteral("new%1").arg(b);
        if (!queriesAreTheWord) {
            out.add(
                QString(QStringLiteral("c%1, c%2 = %3, %4  ")
                        + comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet", "where %5 is in each sentence")))
                    .arg(a)
                    .arg(b)
                    .arg(same.firstToken)
                    .arg(same.secondToken)
                    .arg(pythonString(same.word)));
            for (const int n : { a, b })
                out.add(QStringLiteral("same%1 = torch.softmax(X%1 @ X%1[c%1] / temperature, dim=0) @ X%1").arg(n));
            left = QStringLiteral("same%1").arg(a);
            right = QStringLiteral("same%1").arg(b);
        }
        out.add(QStringLiteral("cos = torch.nn.functional.cosine_similarity(%1, %2, dim=0)").arg(left, right));
        compare.last = out.add(QStringLiteral("print(f\"cosine similarity: {cos.item():.4f}\")"));
    } else if (snippet.compares()) {
        compare.first = compare.last = out.add(
            comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                      "Compare: the two sentences share no word, so there is no word to compare.")));
    } else {
        const QString reason = considered < 2
            ? comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                        "Compare: there is only one sentence, so nothing to compare."))
            : comment(QT_TRANSLATE_NOOP("AttentionLab::PyTorchSnippet",
                                        "Compare: sentence %1 is empty, so nothing to compare."))
                  .arg(snippet.sentences.contains(0) ? 2 : 1);
        compare.first = compare.last = out.add(reason);
    }
    snippet.code = out.text();
    return snippet;
}

} // namespace AttentionLab
