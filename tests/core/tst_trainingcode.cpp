// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the generated PyTorch code with a real python3 + torch (Debian's
// python3-torch; CI installs it) and compares what it prints with the app.
#include "language.h"
#include "pytorchsnippet.h"
#include "sensecorpus.h"
#include "training.h"
#include "trainingcode.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace AttentionLab;

namespace {

// ATTENTIONLAB_PYTHON, else the first python3 on PATH or in /usr/bin that can import torch.
QString pythonWithTorch(QString* tried)
{
    QStringList candidates;
    const QString configured = qEnvironmentVariable("ATTENTIONLAB_PYTHON");
    if (!configured.isEmpty())
        candidates.append(configured);
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (!onPath.isEmpty())
        candidates.append(onPath);
    candidates.append(QStringLiteral("/usr/bin/python3"));
    for (const QString& candidate : candidates) {
        QProcess process;
        process.start(candidate, { QStringLiteral("-c"), QStringLiteral("import torch") });
        if (process.waitForFinished(120000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0)
            return candidate;
        tried->append(candidate + QLatin1Char(' '));
    }
    return {};
}

// Runs \a code, returns its standard output; fails the test (with python's stderr) otherwise.
bool runPython(const QString& code, QString* output)
{
    QString tried;
    const QString python = pythonWithTorch(&tried);
    if (python.isEmpty()) {
        *output = QStringLiteral("no python3 that can import torch (tried: %1); install python3-torch and "
                                 "python3-numpy (apt-get install --no-install-recommends), or set ATTENTIONLAB_PYTHON")
                      .arg(tried.trimmed());
        return false;
    }
    QTemporaryDir directory;
    const QString path = directory.filePath(QStringLiteral("generated.py"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(code.toUtf8()) < 0)
        return false;
    file.close();
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("PYTHONIOENCODING"), QStringLiteral("utf-8"));
    environment.insert(QStringLiteral("OMP_NUM_THREADS"), QStringLiteral("1"));
    process.setProcessEnvironment(environment);
    process.start(python, { path });
    if (!process.waitForFinished(280000) || process.exitCode() != 0) {
        *output = QString::fromUtf8(process.readAllStandardError());
        return false;
    }
    *output = QString::fromUtf8(process.readAllStandardOutput());
    return true;
}

QList<double> numbersAfter(const QString& output, const QString& name)
{
    for (const QString& line : output.split(QLatin1Char('\n'))) {
        if (!line.startsWith(name + QLatin1Char(' ')))
            continue;
        QList<double> numbers;
        for (const QString& part : line.mid(name.size() + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            numbers.append(part.toDouble());
        return numbers;
    }
    return {};
}

} // namespace

class TestTrainingCode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void pytorchReproducesTheLossCurve_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("keyDimension");
        QTest::addColumn<bool>("scaled");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<int>("steps");
        QTest::newRow("default_one_head") << 1 << 4 << true << false << 30;
        QTest::newRow("two_heads_causal_unscaled") << 2 << 3 << false << true << 15;
    }

    void pytorchReproducesTheLossCurve()
    {
        QFETCH(int, heads);
        QFETCH(int, keyDimension);
        QFETCH(bool, scaled);
        QFETCH(bool, causal);
        QFETCH(int, steps);
        LearnedSettings settings;
        settings.heads = heads;
        settings.keyDimension = keyDimension;
        settings.scaled = scaled;
        settings.causal = causal;
        settings.steps = steps;
        settings.seed = 5;
        const QString code = trainingcode::generate(settings, SenseCorpus::builtIn(), Vocabulary::builtIn());
        QString output;
        QVERIFY2(runPython(code, &output), qPrintable(output));
        const auto records = training::train(
            settings,
            std::make_shared<const SenseData>(SenseData::fromCorpus(SenseCorpus::builtIn(), Vocabulary::builtIn())));
        static const QRegularExpression line(QStringLiteral("^step (\\d+): loss (\\S+) test accuracy (\\S+)$"),
                                             QRegularExpression::MultilineOption);
        auto match = line.globalMatch(output);
        int count = 0;
        while (match.hasNext()) {
            const QRegularExpressionMatch m = match.next();
            const int step = m.captured(1).toInt();
            QCOMPARE(step, count);
            const double loss = m.captured(2).toDouble();
            const double expected = records.at(step).loss;
            QVERIFY2(std::abs(loss - expected) <= 1e-9 * std::abs(expected),
                     qPrintable(QStringLiteral("step %1: PyTorch %2, app %3")
                                    .arg(step)
                                    .arg(loss, 0, 'g', 17)
                                    .arg(expected, 0, 'g', 17)));
            QCOMPARE(m.captured(3).toDouble(), records.at(step).testAccuracy);
            ++count;
        }
        QCOMPARE(count, steps + 1);
    }

    // Chapter 4's snippet prints the query word's scores, weights and new vector per sentence,
    // with its comments in either interface language (Chinese ones must not stop Python).
    void chapterFourCodePrintsTheAppsNumbers_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("comment");
        QTest::newRow("chinese_comments") << QStringLiteral("zh") << QStringLiteral("# 第 1 步");
        QTest::newRow("english_comments") << QStringLiteral("en") << QStringLiteral("# Step 1");
    }
    void chapterFourCodePrintsTheAppsNumbers()
    {
        QFETCH(QString, language);
        QFETCH(QString, comment);
        QVERIFY(language::install(language));
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机"), QStringLiteral("吃 苹果 和 香蕉 xyz") });
        workspace.waitForAttention();
        const PyTorchSnippet snippet = PyTorchSnippet::fromWorkspace(workspace);
        QVERIFY2(snippet.code.contains(comment), qPrintable(snippet.code));
        QString output;
        QVERIFY2(runPython(snippet.code, &output), qPrintable(output));
        for (int s = 0; s < 2; ++s) {
            const SentenceAnalysis& sentence = workspace.sentence(s);
            const int q = sentence.queryIndex;
            const struct
            {
                QString name;
                Eigen::RowVectorXd values;
            } expected[] = {
                { QStringLiteral("scores%1:").arg(s + 1), sentence.result().scores.row(q) },
                { QStringLiteral("weights%1:").arg(s + 1), sentence.result().weights.row(q) },
                { QStringLiteral("new%1:").arg(s + 1), sentence.result().outputs.row(q) },
            };
            for (const auto& row : expected) {
                const QList<double> printed = numbersAfter(output, row.name);
                QVERIFY2(printed.size() == row.values.size(), qPrintable(row.name + QLatin1Char('\n') + output));
                for (int i = 0; i < printed.size(); ++i)
                    QVERIFY2(std::abs(printed[i] - row.values[i]) <= 0.5e-4 + 1e-12,
                             qPrintable(QStringLiteral("%1 %2: PyTorch %3, app %4")
                                            .arg(row.name)
                                            .arg(i)
                                            .arg(printed[i])
                                            .arg(row.values[i])));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestTrainingCode)
#include "tst_trainingcode.moc"
