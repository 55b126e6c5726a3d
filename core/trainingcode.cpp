// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingcode.h"

#include "pytorchsnippet.h"
#include "sensecorpus.h"
#include "vocabulary.h"

#include <QSet>

namespace AttentionLab::trainingcode {

namespace {

QString pythonVector(const Eigen::VectorXd& vector)
{
    QStringList parts;
    for (Eigen::Index i = 0; i < vector.size(); ++i)
        parts.append(PyTorchSnippet::pythonFloat(vector[i]));
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString pythonMatrix(const Eigen::MatrixXd& matrix, const QString& indent)
{
    QStringList rows;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        rows.append(indent + QStringLiteral("    ") + pythonVector(matrix.row(r).transpose()) + QLatin1Char(','));
    return QStringLiteral("[\n") + rows.join(QLatin1Char('\n')) + QLatin1Char('\n') + indent + QLatin1Char(']');
}

QString pythonMatrices(const std::vector<Eigen::MatrixXd>& matrices)
{
    QStringList parts;
    for (const Eigen::MatrixXd& matrix : matrices)
        parts.append(QStringLiteral("    tensor(") + pythonMatrix(matrix, QStringLiteral("    "))
                     + QStringLiteral("),"));
    return QStringLiteral("[\n") + parts.join(QLatin1Char('\n')) + QStringLiteral("\n]");
}

QString sentenceList(const SenseCorpus& corpus, bool test)
{
    QStringList lines;
    for (const SenseSentence& sentence : corpus.sentences) {
        if (sentence.test != test)
            continue;
        QStringList words;
        for (const QString& token : sentence.tokens)
            words.append(PyTorchSnippet::pythonString(token));
        lines.append(QStringLiteral("    ([%1], %2, %3),  # %4")
                         .arg(words.join(QStringLiteral(", ")))
                         .arg(sentence.target)
                         .arg(sentence.sense)
                         .arg(sentence.english));
    }
    return QStringLiteral("[\n") + lines.join(QLatin1Char('\n')) + QStringLiteral("\n]");
}

} // namespace

QString generate(const LearnedSettings& settings, const SenseCorpus& corpus, const Vocabulary& vocabulary)
{
    QStringList wordLines;
    QSet<QString> seen;
    for (const SenseSentence& sentence : corpus.sentences) {
        const Eigen::MatrixXd vectors = staticVectors(sentence.tokens, vocabulary);
        for (int i = 0; i < sentence.tokens.size(); ++i) {
            if (seen.contains(sentence.tokens.at(i)))
                continue;
            seen.insert(sentence.tokens.at(i));
            wordLines.append(QStringLiteral("    %1: %2,")
                                 .arg(PyTorchSnippet::pythonString(sentence.tokens.at(i)),
                                      pythonVector(vectors.row(i).transpose())));
        }
    }
    const LearnedParameters initial = LearnedParameters::initial(vocabulary.dimension(), settings);
    const auto boolean = [](bool value) { return value ? QStringLiteral("True") : QStringLiteral("False"); };

    QString code;
    code += QStringLiteral("# Attention Lab, chapter 8: attention that learns.\n"
                           "# Generated from the app's settings; run it with python3 and PyTorch.\n"
                           "# It trains the same model from the same starting weights with the same\n"
                           "# optimizer in float64, so it prints the app's loss curve.\n"
                           "import math\n"
                           "import torch\n"
                           "\n"
                           "torch.set_default_dtype(torch.float64)\n"
                           "\n"
                           "# Every word's static vector (dimensions: %1)\n"
                           "vectors = {\n")
                .arg(vocabulary.dimensionNames().join(QStringLiteral(", ")));
    code += wordLines.join(QLatin1Char('\n'));
    code += QStringLiteral(
        "\n}\n\n# (words, position of the ambiguous word, sense: 1 = a company, 0 = something to eat)\n");
    code += QStringLiteral("train = ") + sentenceList(corpus, false) + QStringLiteral("\n");
    code += QStringLiteral("test = ") + sentenceList(corpus, true) + QStringLiteral("\n\n");
    code += QStringLiteral("heads, d, d_k = %1, %2, %3\n")
                .arg(settings.heads)
                .arg(vocabulary.dimension())
                .arg(settings.keyDimension);
    code += QStringLiteral("scaled, causal = %1, %2\n").arg(boolean(settings.scaled), boolean(settings.causal));
    code += QStringLiteral("learning_rate, steps = %1, %2\n\n")
                .arg(PyTorchSnippet::pythonFloat(settings.learningRate))
                .arg(settings.steps);
    code += QStringLiteral("def tensor(rows):\n"
                           "    return torch.tensor(rows, requires_grad=True)\n"
                           "\n"
                           "# The starting weights (seed %1), one d x d_k matrix per head\n")
                .arg(settings.seed);
    code += QStringLiteral("W_Q = ") + pythonMatrices(initial.query) + QLatin1Char('\n');
    code += QStringLiteral("W_K = ") + pythonMatrices(initial.key) + QLatin1Char('\n');
    code += QStringLiteral("W_V = ") + pythonMatrices(initial.value) + QLatin1Char('\n');
    code += QStringLiteral("# heads·d_k x d: the heads' outputs side by side, back to d dimensions\n");
    code += QStringLiteral("W_O = tensor(") + pythonMatrix(initial.output, QString()) + QStringLiteral(")\n");
    code += QStringLiteral("# the read-out: sense 1 if r·y + b > 0\n");
    code += QStringLiteral("r = tensor(") + pythonVector(initial.readout) + QStringLiteral(")\n");
    code += QStringLiteral("b = tensor(%1)\n\n").arg(PyTorchSnippet::pythonFloat(initial.bias));
    code += QStringLiteral(
        "scale = 1 / math.sqrt(d_k) if scaled else 1.0\n"
        "\n"
        "\n"
        "def contextual(words, t):\n"
        "    \"\"\"The attention output at word t: every head, concatenated, times W_O.\"\"\"\n"
        "    X = torch.tensor([vectors[w] for w in words])\n"
        "    seen = t + 1 if causal else len(words)  # the causal mask: word t sees words 0..t\n"
        "    outputs = []\n"
        "    for h in range(heads):\n"
        "        q = X[t] @ W_Q[h]\n"
        "        K = X[:seen] @ W_K[h]\n"
        "        V = X[:seen] @ W_V[h]\n"
        "        weights = torch.softmax((K @ q) * scale, dim=0)\n"
        "        outputs.append(V.T @ weights)\n"
        "    return W_O.T @ torch.cat(outputs)\n"
        "\n"
        "\n"
        "def logit(words, t):\n"
        "    return r @ contextual(words, t) + b\n"
        "\n"
        "\n"
        "def loss_of(data):\n"
        "    \"\"\"Mean binary cross-entropy: log(1 + e^z) - y z, written so that it cannot overflow.\"\"\"\n"
        "    total = 0\n"
        "    for words, t, sense in data:\n"
        "        z = logit(words, t)\n"
        "        total = total + (torch.clamp(z, min=0) + torch.log1p(torch.exp(-torch.abs(z)))) - sense * z\n"
        "    return total / len(data)\n"
        "\n"
        "\n"
        "def accuracy(data):\n"
        "    with torch.no_grad():\n"
        "        right = sum(int(logit(words, t).item() >= 0) == sense for words, t, sense in data)\n"
        "    return right / len(data)\n"
        "\n"
        "\n"
        "optimizer = torch.optim.Adam(W_Q + W_K + W_V + [W_O, r, b], lr=learning_rate, betas=(0.9, 0.999), eps=1e-8)\n"
        "for step in range(steps + 1):\n"
        "    loss = loss_of(train)\n"
        "    print(f\"step {step}: loss {loss.item()!r} test accuracy {accuracy(test)!r}\")\n"
        "    if step == steps:\n"
        "        break\n"
        "    optimizer.zero_grad()\n"
        "    loss.backward()\n"
        "    optimizer.step()\n");
    return code;
}

} // namespace AttentionLab::trainingcode
