// SPDX-License-Identifier: GPL-3.0-or-later
// --export-quiz and --export-worksheet, run as a user would from a shell without a display.
#include "runattentionlab.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using runattentionlab::Run;
using runattentionlab::run;

namespace {

QJsonObject readJson(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject questionOf(const QJsonObject& quiz, const QString& id)
{
    for (const QJsonValue& value : quiz.value(QLatin1String("questions")).toArray()) {
        if (value.toObject().value(QLatin1String("id")).toString() == id)
            return value.toObject();
    }
    return {};
}

QString withoutSpaces(const QString& text)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return QString(text).remove(spaces);
}

} // namespace

class TestQuizExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportsTheLessonQuiz()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quiz.json"));
        const Run result = run({ QStringLiteral("--export-quiz"), path });
        QCOMPARE(result.standardError, QString());
        QCOMPARE(result.exitCode, 0);
        const QJsonObject quiz = readJson(path);
        QCOMPARE(quiz.value(QLatin1String("format")).toString(), QStringLiteral("attention-lab-quiz"));
        QCOMPARE(quiz.value(QLatin1String("language")).toString(), QStringLiteral("en"));
        QCOMPARE(quiz.value(QLatin1String("sentences")).toArray().size(), 2);
        QSet<QString> chapters;
        QSet<QString> ids;
        for (const QJsonValue& value : quiz.value(QLatin1String("questions")).toArray()) {
            const QJsonObject question = value.toObject();
            chapters.insert(question.value(QLatin1String("chapter")).toString());
            ids.insert(question.value(QLatin1String("id")).toString());
            for (const char* key :
                 { "number", "kind", "form", "prompt", "choices", "answer", "explanation", "numbers" })
                QVERIFY2(question.contains(QLatin1String(key)), key);
            QVERIFY(!question.value(QLatin1String("prompt")).toString().isEmpty());
        }
        QCOMPARE(ids.size(), quiz.value(QLatin1String("questions")).toArray().size());
        QCOMPARE(chapters,
                 (QSet<QString> { QStringLiteral("static"), QStringLiteral("mixing"), QStringLiteral("scoring"),
                                  QStringLiteral("steps"), QStringLiteral("heatmap"), QStringLiteral("rnn"),
                                  QStringLiteral("next"), QStringLiteral("learn") }));

        // 苹果 attends to itself most: 苹果·苹果 = 2.0 is its highest score.
        const QJsonObject most = questionOf(quiz, QStringLiteral("scoring/most-attended/1"));
        QCOMPARE(most.value(QLatin1String("number")).toString(), QStringLiteral("3.1"));
        QCOMPARE(
            most.value(QLatin1String("answer")).toObject().value(QLatin1String("texts")).toArray().at(0).toString(),
            QStringLiteral("苹果"));
        // The lesson's 0.21: e^1 / (e^2 + e^0.6 + e^0.2 + e^1), in full precision.
        const QJsonObject weight = questionOf(quiz, QStringLiteral("steps/printed-weight/1"));
        const double expected = std::exp(1.0) / (std::exp(2.0) + std::exp(0.6) + std::exp(0.2) + std::exp(1.0));
        QVERIFY(std::abs(weight.value(QLatin1String("answer")).toObject().value(QLatin1String("value")).toDouble()
                         - expected)
                < 1e-12);
        QCOMPARE(weight.value(QLatin1String("form")).toString(), QStringLiteral("number"));
        QVERIFY(weight.value(QLatin1String("choices")).toArray().isEmpty());
    }

    void sentencesTemperatureAndLanguageFromTheCommandLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quiz.json"));
        const Run result = run({ QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--sentence"),
                                 QStringLiteral("吃 苹果 和 香蕉"), QStringLiteral("--temperature"),
                                 QStringLiteral("2"), QStringLiteral("--export-quiz"), path });
        QCOMPARE(result.standardError, QString());
        QCOMPARE(result.exitCode, 0);
        const QJsonObject quiz = readJson(path);
        QCOMPARE(quiz.value(QLatin1String("language")).toString(), QStringLiteral("zh"));
        QCOMPARE(quiz.value(QLatin1String("temperature")).toDouble(), 2.0);
        QCOMPARE(quiz.value(QLatin1String("sentences")).toArray(), QJsonArray { QStringLiteral("吃 苹果 和 香蕉") });
        // 和·和 = 0.06 < 和·苹果 = 0.2: row 和 (word 3) beats its diagonal, whatever the temperature.
        const QJsonObject diagonal = questionOf(quiz, QStringLiteral("heatmap/diagonal-exception/1"));
        QCOMPARE(diagonal.value(QLatin1String("answer")).toObject().value(QLatin1String("choices")).toArray(),
                 QJsonArray { 2 });
        // At T = 2 the question asks about T = 0.5 instead.
        QCOMPARE(questionOf(quiz, QStringLiteral("scoring/weight-at-temperature/1"))
                     .value(QLatin1String("numbers"))
                     .toObject()
                     .value(QLatin1String("temperature"))
                     .toDouble(),
                 0.5);
        static const QRegularExpression han(QStringLiteral("\\p{Han}"));
        static const QRegularExpression english(QStringLiteral("\\b(?:Which|What|the)\\b"));
        for (const QJsonValue& value : quiz.value(QLatin1String("questions")).toArray()) {
            const QString prompt = value.toObject().value(QLatin1String("prompt")).toString();
            QVERIFY2(prompt.contains(han) && !prompt.contains(english), qPrintable(prompt));
        }
    }

    void questionsFromAWorkspaceFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("quiz.json"));
        const Run result = run({ QStringLiteral(VALID_WORKSPACE), QStringLiteral("--export-quiz"), path });
        QCOMPARE(result.standardError, QString());
        QCOMPARE(result.exitCode, 0);
        const QJsonObject quiz = readJson(path);
        QCOMPARE(quiz.value(QLatin1String("sentences")).toArray(), QJsonArray { QStringLiteral("猫 吃 鱼") });
        QCOMPARE(questionOf(quiz, QStringLiteral("rnn/sequential-steps/1"))
                     .value(QLatin1String("answer"))
                     .toObject()
                     .value(QLatin1String("value"))
                     .toDouble(),
                 3.0);
    }

    void worksheetAndAnswerKey()
    {
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("第一课.pdf"));
        const QString key = dir.filePath(QStringLiteral("第一课-answers.pdf"));
        const QString quizPath = dir.filePath(QStringLiteral("quiz.json"));
        const Run result = run({ QStringLiteral("--lang"), QStringLiteral("zh"), QStringLiteral("--export-worksheet"),
                                 sheet, QStringLiteral("--export-quiz"), quizPath });
        QCOMPARE(result.standardError, QString());
        QCOMPARE(result.exitCode, 0);
        for (const QString& path : { sheet, key }) {
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            QVERIFY(file.read(5) == "%PDF-");
        }
        const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
        const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
        if (pdftotext.isEmpty() || pdftoppm.isEmpty())
            QSKIP("pdftotext or pdftoppm is not installed (Debian: poppler-utils; ./lab.sh installs it)");
        QProcess text;
        text.start(pdftotext, { QStringLiteral("-enc"), QStringLiteral("UTF-8"), sheet, QStringLiteral("-") });
        QVERIFY(text.waitForFinished(60000));
        const QString extracted = withoutSpaces(QString::fromUtf8(text.readAllStandardOutput()));
        // The same questions as the JSON written in the same run: the first prompt, in Chinese, as text.
        const QJsonObject quiz = readJson(quizPath);
        const QString firstPrompt = quiz.value(QLatin1String("questions"))
                                        .toArray()
                                        .at(0)
                                        .toObject()
                                        .value(QLatin1String("prompt"))
                                        .toString();
        QVERIFY2(extracted.contains(withoutSpaces(firstPrompt)),
                 qPrintable(firstPrompt + QStringLiteral("\n") + extracted));
        // The answer key carries the chapters' figures as vector graphics: what a chart writes
        // (chapter 3's title) is text in the PDF, and the key holds no picture.
        QProcess keyText;
        keyText.start(pdftotext, { QStringLiteral("-enc"), QStringLiteral("UTF-8"), key, QStringLiteral("-") });
        QVERIFY(keyText.waitForFinished(60000));
        const QString keyExtracted = withoutSpaces(QString::fromUtf8(keyText.readAllStandardOutput()));
        QVERIFY2(keyExtracted.contains(QStringLiteral("『苹果』的得分（点积）")), qPrintable(keyExtracted));
        QVERIFY2(keyExtracted.contains(QStringLiteral("注意力热力图")), qPrintable(keyExtracted));
        QFile keyFile(key);
        QVERIFY(keyFile.open(QIODevice::ReadOnly));
        QVERIFY(!keyFile.readAll().contains("/Subtype /Image"));
        // The first page, drawn: not a blank sheet.
        QProcess render;
        const QString prefix = dir.filePath(QStringLiteral("page"));
        render.start(pdftoppm,
                     { QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-f"),
                       QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("1"), sheet, prefix });
        QVERIFY(render.waitForFinished(60000));
        const QStringList pages = QDir(dir.path()).entryList({ QStringLiteral("page*.png") });
        QCOMPARE(pages.size(), 1);
        const QImage page(dir.filePath(pages.first()));
        QVERIFY(!page.isNull());
        int dark = 0;
        for (int y = 0; y < page.height(); ++y) {
            for (int x = 0; x < page.width(); ++x)
                dark += qGray(page.pixel(x, y)) < 128 ? 1 : 0;
        }
        QVERIFY2(dark > page.width() * page.height() / 100, "the first page is nearly blank");
    }

    // A worksheet without its key (or the other way round) is never left behind.
    void answerKeyThatCannotBeWrittenWritesNeither()
    {
        QTemporaryDir dir;
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("sheet-answers.pdf")));
        const Run result = run({ QStringLiteral("--export-worksheet"), sheet });
        QCOMPARE(result.exitCode, 2);
        QCOMPARE(result.standardError.count(QLatin1Char('\n')), 1);
        QVERIFY2(result.standardError.contains(QStringLiteral("--export-worksheet: cannot write ")),
                 qPrintable(result.standardError));
        QVERIFY(!QFile::exists(sheet));
    }
};

QTEST_GUILESS_MAIN(TestQuizExport)
#include "tst_quizexport.moc"
