// SPDX-License-Identifier: GPL-3.0-or-later
#include "atomicfile.h"
#include "matrixexport.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace AttentionLab;

namespace {
// A small RFC 4180 reader, enough for our own files.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row.append(field);
            field.clear();
        } else if (c == QLatin1Char('\n')) {
            row.append(field);
            rows.append(row);
            row.clear();
            field.clear();
        } else if (c != QLatin1Char('\r')) {
            field += c;
        }
    }
    return rows;
}
} // namespace

class TestMatrixExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void csvRoundTrip()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("苹果 \"quoted\" 发布"));
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QStringList tokens;
        for (const Token& token : sentence.tokens)
            tokens.append(token.text);
        const QByteArray csv = matrixexport::matrixCsv(tokens, sentence.result().weights);
        QVERIFY2(csv.startsWith("\xEF\xBB\xBF"), "spreadsheets need the UTF-8 byte-order mark to show Chinese");
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(csv.mid(3)));
        QCOMPARE(rows.size(), tokens.size() + 1);
        QCOMPARE(rows.at(0).mid(1), tokens);
        for (int r = 0; r < tokens.size(); ++r) {
            QCOMPARE(rows.at(r + 1).at(0), tokens.at(r));
            for (int c = 0; c < tokens.size(); ++c)
                QCOMPARE(rows.at(r + 1).at(c + 1).toDouble(), sentence.result().weights(r, c));
        }
    }

    void jsonHasTheDocumentedShape()
    {
        Workspace workspace;
        workspace.setSentence(1, QStringLiteral("吃 苹果 和 量子"));
        const QJsonObject root = QJsonDocument::fromJson(matrixexport::workspaceJson(workspace)).object();
        QCOMPARE(root.value(QLatin1String("temperature")).toDouble(), 1.0);
        QCOMPARE(root.value(QLatin1String("dimensions")).toArray().size(), 4);
        const QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
        QCOMPARE(sentences.size(), 2);
        const QJsonObject two = sentences.at(1).toObject();
        QCOMPARE(two.value(QLatin1String("text")).toString(), QStringLiteral("吃 苹果 和 量子"));
        QCOMPARE(two.value(QLatin1String("unknown")).toArray().at(3).toBool(), true);
        QCOMPARE(two.value(QLatin1String("unknown")).toArray().at(0).toBool(), false);
        for (const char* key : { "vectors", "outputs" })
            QCOMPARE(two.value(QLatin1String(key)).toArray().at(0).toArray().size(), 4);
        const double weight = two.value(QLatin1String("weights")).toArray().at(1).toArray().at(0).toDouble();
        QCOMPARE(weight, workspace.sentence(1).result().weights(1, 0));
    }

    // The streamed JSON (issue 20, item 7) reads back as exactly the doubles computed, and a
    // string with quotes, backslashes and control characters survives.
    void streamedJsonReadsBackExactly()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机"), QStringLiteral("\"引号\" 和 \\ 和 \t tab") });
        const QJsonObject root = QJsonDocument::fromJson(matrixexport::workspaceJson(workspace)).object();
        const QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
        QCOMPARE(sentences.size(), 2);
        QCOMPARE(sentences.at(1).toObject().value(QLatin1String("text")).toString(), workspace.sentence(1).text);
        const SentenceAnalysis& sentence = workspace.sentence(0);
        const QJsonObject one = sentences.at(0).toObject();
        const std::pair<const char*, const Eigen::MatrixXd*> matrices[] = {
            { "vectors", &sentence.vectors },
            { "scores", &sentence.result().scores },
            { "weights", &sentence.result().weights },
            { "outputs", &sentence.result().outputs },
        };
        for (const auto& [key, matrix] : matrices) {
            const QJsonArray rows = one.value(QLatin1String(key)).toArray();
            QCOMPARE(rows.size(), matrix->rows());
            for (int r = 0; r < rows.size(); ++r) {
                QCOMPARE(rows.at(r).toArray().size(), matrix->cols());
                for (int c = 0; c < matrix->cols(); ++c)
                    QCOMPARE(rows.at(r).toArray().at(c).toDouble(), (*matrix)(r, c)); // exact, not fuzzy
            }
        }
    }

    // Issue 20, item 14: scores beyond the range of double are written as the largest double, not null.
    void overflowingScoresAreTheLargestDouble()
    {
        Workspace workspace;
        Vocabulary vocabulary(workspace.vocabulary().dimensionNames());
        QVERIFY(vocabulary.setVector(QStringLiteral("大"), Eigen::Vector4d(1e200, 0, 0, 0)));
        QVERIFY(vocabulary.setVector(QStringLiteral("负"), Eigen::Vector4d(-1e200, 0, 0, 0)));
        workspace.setVocabulary(vocabulary);
        workspace.setSentence(0, QStringLiteral("大 负"));
        workspace.waitForAttention();
        const QJsonObject one = QJsonDocument::fromJson(matrixexport::workspaceJson(workspace))
                                    .object()
                                    .value(QLatin1String("sentences"))
                                    .toArray()
                                    .at(0)
                                    .toObject();
        const QJsonArray scores = one.value(QLatin1String("scores")).toArray();
        // 1e200 · 1e200 = 1e400 and 1e200 · -1e200 = -1e400: beyond double, written as ±1.7976931348623157e308.
        QVERIFY(scores.at(0).toArray().at(0).isDouble());
        QCOMPARE(scores.at(0).toArray().at(0).toDouble(), 1.7976931348623157e308);
        QCOMPARE(scores.at(0).toArray().at(1).toDouble(), -1.7976931348623157e308);
        const QJsonArray weights = one.value(QLatin1String("weights")).toArray();
        QCOMPARE(weights.at(0).toArray().at(0).toDouble(), 1.0);
        QVERIFY(weights.at(0).toArray().at(1).toDouble() < 1e-300); // exp stops at the smallest normal double
    }

    void atomicWriteLeavesNoPartialFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("out.json"));
        QString error;
        QVERIFY(writeFileAtomically(path, "first", &error));
        QVERIFY(!writeFileAtomically(dir.path(), "x", &error)); // a folder
        QVERIFY(error.contains(dir.path()));
        QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("missing/out.json")), "x", &error));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("missing/out.json"))));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("first"));
    }
};

QTEST_GUILESS_MAIN(TestMatrixExport)
#include "tst_matrixexport.moc"
