// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace AttentionLab {

class Workspace;

/// Lines first..last of a text, 1-based and inclusive; empty when first is 0.
struct LineRange
{
    int first = 0;
    int last = 0;

    bool isEmpty() const { return first <= 0 || last < first; }
    bool contains(int line) const { return !isEmpty() && line >= first && line <= last; }
    bool operator==(const LineRange& other) const { return first == other.first && last == other.last; }
    bool operator!=(const LineRange& other) const { return !(*this == other); }
};

/// The stops of chapter 4's walk through the code, in the order the code runs them.
enum class SnippetStep
{
    Setup, ///< the word vectors, the sentences, the query words, the temperature
    Stack, ///< step 1: one L x d matrix per sentence
    Scores, ///< step 2: dot products of the query word with every word
    Softmax, ///< step 3: scores -> weights
    WeightedSum, ///< step 4: the query word's new vector
    Compare, ///< the query word's two new vectors, side by side
};
constexpr int SnippetStepCount = 6;

/// PyTorch code that does, on the words and vectors on screen, what the app
/// computes: built from the Workspace's first two sentences (every word they
/// use, with its current vector, made-up ones included), its query words and
/// its temperature. In float64 and printed with 4 decimals, so running it
/// prints the app's numbers. Knows which lines each step of the walk-through
/// highlights.
struct PyTorchSnippet
{
    QString code;
    /// The lines each SnippetStep highlights; all empty when no sentence has words.
    std::array<LineRange, SnippetStepCount> steps {};
    /// Workspace indices of the sentences the code computes: the non-empty ones among the first two.
    QList<int> sentences;

    LineRange lines(SnippetStep step) const { return steps[static_cast<int>(step)]; }
    /// The code's lines (line n is element n - 1).
    QStringList lineList() const { return code.split(QLatin1Char('\n')); }
    /// Whether the code compares the query word of two sentences.
    bool compares() const { return sentences.size() == 2; }

    static PyTorchSnippet fromWorkspace(const Workspace& workspace);

    /// A double-quoted Python string literal for \a text, escaping quotes,
    /// backslashes and everything unprintable (line separators included), so
    /// that one literal never spans two lines.
    static QString pythonString(const QString& text);
    /// The shortest decimal that Python reads back as exactly \a value ("0.2", "1.0", "1e-05").
    static QString pythonFloat(double value);
};

} // namespace AttentionLab
