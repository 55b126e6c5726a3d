// SPDX-License-Identifier: GPL-3.0-or-later
#include "pytorchsnippet.h"
#include "workspace.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace AttentionLab;

namespace {

/// The snippet's line that contains \a needle (1-based), or 0.
int lineOf(const PyTorchSnippet& snippet, const QString& needle)
{
    const QStringList lines = snippet.lineList();
    for (int i = 0; i < lines.size(); ++i) {
        if (lines.at(i).contains(needle))
            return i + 1;
    }
    return 0;
}

/// The code with string literals and comments blanked out, so that brackets
/// inside them do not count.
QString codeOnly(const QString& line)
{
    QString out;
    QChar quote;
    for (int i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('#'))
            break;
        if (c == QLatin1Char('"') || c == QLatin1Char('\''))
            quote = c;
        else
            out.append(c);
    }
    return out;
}

/// Why \a code is not plausible Python, or an empty string.
QString pythonProblem(const QString& code)
{
    if (code.contains(QLatin1Char('\t')))
        return QStringLiteral("contains a tab");
    if (!code.endsWith(QLatin1Char('\n')))
        return QStringLiteral("does not end with a newline");
    QString stack;
    const QStringList lines = code.split(QLatin1Char('\n'));
    for (int n = 0; n < lines.size(); ++n) {
        const QString& line = lines.at(n);
        if (line.endsWith(QLatin1Char(' ')))
            return QStringLiteral("line %1 ends with a space").arg(n + 1);
        int indent = 0;
        while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
            ++indent;
        if (indent % 4 != 0)
            return QStringLiteral("line %1 is indented by %2 spaces").arg(n + 1).arg(indent);
        int quotes = 0;
        for (int i = 0; i < line.size(); ++i) {
            if (line.at(i) == QLatin1Char('\\')) {
                ++i;
                continue;
            }
            if (line.at(i) == QLatin1Char('#') && quotes % 2 == 0)
                break;
            if (line.at(i) == QLatin1Char('"'))
                ++quotes;
        }
        if (quotes % 2 != 0)
            return QStringLiteral("line %1 has an unterminated string").arg(n + 1);
        for (const QChar c : codeOnly(line)) {
            if (c == QLatin1Char('(') || c == QLatin1Char('[') || c == QLatin1Char('{')) {
                stack.append(c);
            } else if (c == QLatin1Char(')') || c == QLatin1Char(']') || c == QLatin1Char('}')) {
                const QChar open = c == QLatin1Char(')') ? QLatin1Char('(')
                    : c == QLatin1Char(']')              ? QLatin1Char('[')
                                                         : QLatin1Char('{');
                if (stack.isEmpty() || stack.back() != open)
                    return QStringLiteral("line %1: unbalanced %2").arg(n + 1).arg(c);
                stack.chop(1);
            }
        }
    }
    if (!stack.isEmpty())
        return QStringLiteral("unclosed %1 at the end").arg(stack);
    return QString();
}

} // namespace

class TestPyTorchSnippet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void containsEveryCurrentVectorExactly()
    {
        Workspace workspace;
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        QCOMPARE(snippet.sentences, (QList<int> { 0, 1 }));
        QVERIFY(snippet.compares());
        QVERIFY2(
            snippet.code.contains(QStringLiteral("\"苹果\": torch.tensor([1.0, 1.0, 0.0, 0.0], dtype=torch.float64),")),
            qPrintable(snippet.code));
        QVERIFY(snippet.code.contains(
            QStringLiteral("\"手机\": torch.tensor([1.0, 0.0, 0.2, 0.1], dtype=torch.float64),")));
        QVERIFY(snippet.code.contains(
            QStringLiteral("\"香蕉\": torch.tensor([0.0, 1.2, 0.0, 0.1], dtype=torch.float64),")));
        QVERIFY(snippet.code.contains(QStringLiteral("sentence1 = [\"苹果\", \"发布\", \"新\", \"手机\"]")));
        QVERIFY(snippet.code.contains(QStringLiteral("sentence2 = [\"吃\", \"苹果\", \"和\", \"香蕉\"]")));
        QVERIFY(snippet.code.contains(QStringLiteral("q1 = 0  # the query word, \"苹果\"")));
        QVERIFY(snippet.code.contains(QStringLiteral("q2 = 1  # the query word, \"苹果\"")));
        QVERIFY(snippet.code.contains(QStringLiteral("temperature = 1.0")));
        // Each word once, although 苹果 is in both sentences.
        QCOMPARE(snippet.code.count(QStringLiteral("\"苹果\": torch.tensor")), 1);
        // Every row of every sentence's matrix, read back from the code, is the Workspace's vector.
        for (int s = 0; s < 2; ++s) {
            const SentenceAnalysis& sentence = workspace.sentence(s);
            for (int t = 0; t < sentence.length(); ++t) {
                const QString prefix
                    = PyTorchSnippet::pythonString(sentence.tokens.at(t).text) + QStringLiteral(": torch.tensor([");
                const int line = lineOf(snippet, prefix);
                QVERIFY2(line > 0, qPrintable(prefix));
                QString numbers = snippet.lineList().at(line - 1);
                numbers = numbers.mid(numbers.indexOf(QLatin1Char('[')) + 1);
                numbers.truncate(numbers.indexOf(QLatin1Char(']')));
                const QStringList parts = numbers.split(QStringLiteral(", "));
                QCOMPARE(parts.size(), sentence.vectors.cols());
                for (int k = 0; k < parts.size(); ++k)
                    QCOMPARE(parts.at(k).toDouble(), sentence.vectors(t, k)); // exact, not fuzzy
            }
        }
    }

    void unknownWordsGetTheirMadeUpVectors()
    {
        Workspace workspace;
        workspace.setSentence(1, QStringLiteral("吃 苹果 和 zorblax"));
        const SentenceAnalysis& sentence = workspace.sentence(1);
        QVERIFY(!sentence.tokens.at(3).known);
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        QVERIFY(snippet.code.contains(QStringLiteral("# \"zorblax\" is not in the vocabulary: a made-up vector")));
        QStringList expected;
        for (int k = 0; k < sentence.vectors.cols(); ++k)
            expected.append(PyTorchSnippet::pythonFloat(sentence.vectors(3, k)));
        QVERIFY2(snippet.code.contains(QStringLiteral("\"zorblax\": torch.tensor([%1], dtype=torch.float64),")
                                           .arg(expected.join(QStringLiteral(", ")))),
                 qPrintable(snippet.code));
        QVERIFY(!snippet.code.contains(QStringLiteral("\"香蕉\": torch.tensor")));
        QCOMPARE(pythonProblem(snippet.code), QString());
    }

    void followsAVectorEdit()
    {
        Workspace workspace;
        const QString before = PyTorchSnippet::fromWorkspace(workspace).code;
        Eigen::VectorXd phone(4);
        phone << 0.9, 0.05, -0.25, 0.125;
        QVERIFY(workspace.setVector(QStringLiteral("手机"), phone));
        const QString after = PyTorchSnippet::fromWorkspace(workspace).code;
        QVERIFY(after != before);
        QVERIFY(
            after.contains(QStringLiteral("\"手机\": torch.tensor([0.9, 0.05, -0.25, 0.125], dtype=torch.float64),")));
        QVERIFY(!after.contains(QStringLiteral("[1.0, 0.0, 0.2, 0.1]")));
    }

    void followsTheTemperatureAndTheQueryWord()
    {
        Workspace workspace;
        QVERIFY(workspace.setTemperature(0.5));
        workspace.setQueryIndex(1, 3);
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        QVERIFY(snippet.code.contains(QStringLiteral("temperature = 0.5  #")));
        QVERIFY(snippet.code.contains(QStringLiteral("q2 = 3  # the query word, \"香蕉\"")));
        QVERIFY(snippet.code.contains(QStringLiteral("scores1 = X1 @ X1[q1] / temperature")));
    }

    void stepLinesPointAtTheirCode_data()
    {
        QTest::addColumn<int>("step");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("setup") << int(SnippetStep::Setup)
                               << QStringList { QStringLiteral("vec = {"),       QStringLiteral("sentence1 = ["),
                                                QStringLiteral("sentence2 = ["), QStringLiteral("q1 = 0"),
                                                QStringLiteral("q2 = 1"),        QStringLiteral("temperature = ") };
        QTest::newRow("stack") << int(SnippetStep::Stack)
                               << QStringList { QStringLiteral("X1 = torch.stack([vec[w] for w in sentence1])"),
                                                QStringLiteral("X2 = torch.stack([vec[w] for w in sentence2])") };
        QTest::newRow("scores") << int(SnippetStep::Scores)
                                << QStringList { QStringLiteral("scores1 = X1 @ X1[q1] / temperature"),
                                                 QStringLiteral("scores2 = X2 @ X2[q2] / temperature"),
                                                 QStringLiteral("show(\"scores1:\", scores1)") };
        QTest::newRow("softmax") << int(SnippetStep::Softmax)
                                 << QStringList { QStringLiteral("weights1 = torch.softmax(scores1, dim=0)"),
                                                  QStringLiteral("weights2 = torch.softmax(scores2, dim=0)") };
        QTest::newRow("weighted_sum") << int(SnippetStep::WeightedSum)
                                      << QStringList { QStringLiteral("new1 = weights1 @ X1"),
                                                       QStringLiteral("new2 = weights2 @ X2") };
        QTest::newRow("compare") << int(SnippetStep::Compare)
                                 << QStringList { QStringLiteral("cosine_similarity(new1, new2, dim=0)"),
                                                  QStringLiteral("print(f\"cosine similarity: {cos.item():.4f}\")") };
    }
    void stepLinesPointAtTheirCode()
    {
        QFETCH(int, step);
        QFETCH(QStringList, expected);
        Workspace workspace;
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        const LineRange range = snippet.lines(static_cast<SnippetStep>(step));
        QVERIFY(!range.isEmpty());
        QVERIFY(range.last <= snippet.lineList().size());
        for (const QString& needle : expected) {
            const int line = lineOf(snippet, needle);
            QVERIFY2(range.contains(line),
                     qPrintable(QStringLiteral("%1 is on line %2, outside %3-%4")
                                    .arg(needle)
                                    .arg(line)
                                    .arg(range.first)
                                    .arg(range.last)));
        }
        // The range starts on the comment that says what the step does, and no other step's lines are inside.
        QVERIFY(snippet.lineList().at(range.first - 1).startsWith(QLatin1Char('#')));
        for (int other = 0; other < SnippetStepCount; ++other) {
            if (other == step)
                continue;
            const LineRange o = snippet.lines(static_cast<SnippetStep>(other));
            QVERIFY(o.last < range.first || o.first > range.last);
        }
    }

    void stepsRunInOrder()
    {
        Workspace workspace;
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        for (int step = 1; step < SnippetStepCount; ++step)
            QVERIFY(snippet.steps[step - 1].last < snippet.steps[step].first);
    }

    void isPlausiblePython_data()
    {
        QTest::addColumn<QStringList>("sentences");
        QTest::addColumn<int>("dimension");
        QTest::newRow("lesson") << Workspace::lessonSentences() << 4;
        QTest::newRow("one_sentence") << QStringList { QStringLiteral("苹果 发布 新 手机") } << 4;
        QTest::newRow("second_empty") << QStringList { QStringLiteral("苹果 发布 新 手机"), QString() } << 4;
        QTest::newRow("first_empty") << QStringList { QString(), QStringLiteral("吃 苹果") } << 4;
        QTest::newRow("all_empty") << QStringList { QString() } << 4;
        QTest::newRow("quotes_and_backslashes") << QStringList { QStringLiteral("say\"hi\\ 苹果") } << 4;
        QTest::newRow("300_dimensions") << QStringList { QStringLiteral("apple phone"), QStringLiteral("eat apple") }
                                        << 300;
    }
    void isPlausiblePython()
    {
        QFETCH(QStringList, sentences);
        QFETCH(int, dimension);
        Workspace workspace;
        if (dimension != 4) {
            QStringList names;
            for (int i = 0; i < dimension; ++i)
                names.append(QStringLiteral("d%1").arg(i));
            Vocabulary vocabulary(names);
            Eigen::VectorXd v = Eigen::VectorXd::LinSpaced(dimension, -1.0, 1.0);
            QVERIFY(vocabulary.setVector(QStringLiteral("apple"), v));
            QVERIFY(vocabulary.setVector(QStringLiteral("phone"), v.reverse() / 3.0));
            workspace.setVocabulary(vocabulary);
        }
        workspace.setSentences(sentences);
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        QCOMPARE(pythonProblem(snippet.code), QString());
        QVERIFY(snippet.code.contains(QStringLiteral("import torch")));
        for (const QString& line : snippet.lineList())
            QVERIFY2(line.size() <= 200, qPrintable(line.left(80)));
        if (snippet.sentences.isEmpty()) {
            for (int step = 0; step < SnippetStepCount; ++step)
                QVERIFY(snippet.steps[step].isEmpty());
            QVERIFY(snippet.code.contains(QStringLiteral("empty")));
        } else {
            for (int step = 0; step < SnippetStepCount; ++step)
                QVERIFY(!snippet.steps[step].isEmpty());
        }
        if (!snippet.compares() && !snippet.sentences.isEmpty()) {
            const LineRange compare = snippet.lines(SnippetStep::Compare);
            QVERIFY(snippet.lineList().at(compare.first - 1).contains(QStringLiteral("nothing to compare")));
            QVERIFY(!snippet.code.contains(QStringLiteral("cosine_similarity")));
        }
        if (dimension == 300) {
            // 300 numbers do not fit on a line: the vector continues over several.
            const int line = lineOf(snippet, QStringLiteral("\"apple\": torch.tensor(["));
            QVERIFY(line > 0);
            QStringList numbers;
            const QStringList lines = snippet.lineList();
            for (int i = line; !lines.at(i).contains(QStringLiteral("dtype")); ++i)
                numbers.append(lines.at(i).trimmed().split(QStringLiteral(", ")));
            for (QString& number : numbers)
                number.remove(QLatin1Char(','));
            QCOMPARE(numbers.size(), 300);
            const Eigen::VectorXd& apple = workspace.sentence(0).vectors.row(0);
            for (int k = 0; k < 300; ++k)
                QCOMPARE(numbers.at(k).toDouble(), apple[k]);
        }
    }

    void pythonFloatRoundTrips_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one") << 1.0 << QStringLiteral("1.0");
        QTest::newRow("zero") << 0.0 << QStringLiteral("0.0");
        QTest::newRow("fifth") << 0.2 << QStringLiteral("0.2");
        QTest::newRow("negative") << -1.25 << QStringLiteral("-1.25");
        QTest::newRow("tiny") << 1e-5 << QStringLiteral("1e-05");
        QTest::newRow("third") << 1.0 / 3.0 << QString();
        QTest::newRow("big") << 123456789.0 << QString();
        QTest::newRow("smallest") << std::numeric_limits<double>::denorm_min() << QString();
    }
    void pythonFloatRoundTrips()
    {
        QFETCH(double, value);
        QFETCH(QString, expected);
        const QString text = PyTorchSnippet::pythonFloat(value);
        if (!expected.isEmpty())
            QCOMPARE(text, expected);
        bool ok = false;
        QCOMPARE(text.toDouble(&ok), value);
        QVERIFY(ok);
        QVERIFY(text.contains(QLatin1Char('.')) || text.contains(QLatin1Char('e')));
    }

    void pythonStringEscapes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("chinese") << QStringLiteral("苹果") << QStringLiteral("\"苹果\"");
        QTest::newRow("quote") << QStringLiteral("a\"b") << QStringLiteral("\"a\\\"b\"");
        QTest::newRow("backslash") << QStringLiteral("a\\b") << QStringLiteral("\"a\\\\b\"");
        QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("\"a\\nb\"");
        QTest::newRow("line_separator") << QString(QChar(0x2028)) << QStringLiteral("\"\\u2028\"");
        QTest::newRow("emoji") << QStringLiteral("🍎") << QStringLiteral("\"🍎\"");
        QTest::newRow("control") << QString(QChar(0x01)) << QStringLiteral("\"\\u0001\"");
    }
    void pythonStringEscapes()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(PyTorchSnippet::pythonString(text), expected);
    }
};

QTEST_GUILESS_MAIN(TestPyTorchSnippet)
#include "tst_pytorchsnippet.moc"
