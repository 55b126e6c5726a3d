// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF worksheet and its answer key: made headlessly, Chinese as text a PDF reader finds.
#include "worksheet.h"

#include "language.h"
#include "quiz.h"
#include "workspace.h"

#include <QBuffer>
#include <QFile>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "failonwarning.h"

using namespace AttentionLab;

namespace {

worksheet::ChapterTitles titles()
{
    worksheet::ChapterTitles result;
    for (const QString& id : quiz::chapterIds())
        result.insert(id, QStringLiteral("Chapter %1").arg(id));
    return result;
}

QString withoutSpaces(const QString& text)
{
    static const QRegularExpression spaces(QStringLiteral("\\s+"));
    return QString(text).remove(spaces);
}

QByteArray pdfOf(const Workspace& workspace, worksheet::Part part)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!worksheet::writePdf(workspace, quiz::all(workspace), part, titles(), buffer, &error))
        qWarning("worksheet not written: %s", qPrintable(error));
    return bytes;
}

/// The text pdftotext reads from \a pdf in the order it was drawn, without the page numbers
/// and with every space and line break taken out (lines wrap wherever the page ends them);
/// a null string when pdftotext is not installed. With \a compatible, ligatures such as ﬀ
/// are written as their letters (NFKC), as a search would match them.
QString extractedText(const QByteArray& pdf, bool compatible = true)
{
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (pdftotext.isEmpty())
        return QString();
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("sheet.pdf")));
    if (!file.open(QIODevice::WriteOnly) || file.write(pdf) != pdf.size())
        return QStringLiteral("cannot write the PDF");
    file.close();
    QProcess process;
    process.start(pdftotext,
                  { QStringLiteral("-raw"), QStringLiteral("-enc"), QStringLiteral("UTF-8"), file.fileName(),
                    QStringLiteral("-") });
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return QStringLiteral("pdftotext failed: ") + QString::fromUtf8(process.readAllStandardError());
    // Pages end in a form feed; the last line before it is the page number, drawn after the page's text.
    QStringList pages = QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\f'));
    for (int i = 0; i < pages.size(); ++i) {
        QStringList lines = pages[i].trimmed().split(QLatin1Char('\n'));
        if (!lines.isEmpty() && lines.last().trimmed() == QString::number(i + 1))
            lines.removeLast();
        pages[i] = lines.join(QLatin1Char('\n'));
    }
    const QString text = pages.join(QLatin1Char('\n'));
    return withoutSpaces(compatible ? text.normalized(QString::NormalizationForm_KC) : text);
}

} // namespace

class TestWorksheet : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void cleanup() { language::install(QStringLiteral("en")); }

    void answersPathSitsBeside_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("answers");
        QTest::newRow("plain") << QStringLiteral("sheet.pdf") << QStringLiteral("sheet-answers.pdf");
        QTest::newRow("folder") << QStringLiteral("/tmp/课堂/第一课.pdf")
                                << QStringLiteral("/tmp/课堂/第一课-answers.pdf");
        QTest::newRow("upper_case") << QStringLiteral("Sheet.PDF") << QStringLiteral("Sheet-answers.PDF");
    }
    void answersPathSitsBeside()
    {
        QFETCH(QString, path);
        QFETCH(QString, answers);
        QVERIFY(worksheet::isPdfPath(path));
        QCOMPARE(worksheet::answersPath(path), answers);
    }

    void onlyPdfNames()
    {
        QVERIFY(!worksheet::isPdfPath(QStringLiteral("sheet.txt")));
        QVERIFY(!worksheet::isPdfPath(QStringLiteral(".pdf")));
        QVERIFY(!worksheet::isPdfPath(QStringLiteral("sheet.pdf.txt")));
    }

    void questionsPartHasNoAnswers()
    {
        Workspace workspace;
        const QList<Question> questions = quiz::all(workspace);
        const QString sheet = worksheet::html(workspace, questions, worksheet::Part::Questions, titles());
        const QString key = worksheet::html(workspace, questions, worksheet::Part::Answers, titles());
        for (const Question& question : questions) {
            QVERIFY2(sheet.contains(question.prompt.toHtmlEscaped()), qPrintable(question.prompt));
            QVERIFY2(!sheet.contains(question.explanation.toHtmlEscaped()), qPrintable(question.explanation));
            QVERIFY2(key.contains(question.explanation.toHtmlEscaped()), qPrintable(question.explanation));
        }
        // Numbered per chapter; the word vectors are there to work the numbers out by hand.
        QVERIFY(sheet.contains(QStringLiteral("<b>3.1</b>")));
        QVERIFY(sheet.contains(QStringLiteral("<h2>Chapter scoring</h2>")));
        QVERIFY(sheet.contains(QStringLiteral("<td>手机</td>")));
        QVERIFY(!key.contains(QStringLiteral("<td>手机</td>")));
    }

    void unknownWordsAreMarkedInTheTable()
    {
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 qubit") });
        const QString sheet = worksheet::html(workspace, quiz::all(workspace), worksheet::Part::Questions, titles());
        QVERIFY(sheet.contains(QStringLiteral("<td>qubit*</td>")));
        QVERIFY(sheet.contains(QStringLiteral("not in the vocabulary")));
    }

    void longSentencesAskForTheWord()
    {
        // 13 words: more than a paper can list as choices.
        Workspace workspace;
        workspace.setSentences({ QStringLiteral("苹果 发布 新 手机 吃 和 香蕉 苹果 发布 新 手机 吃 和") });
        const QString sheet = worksheet::html(workspace, quiz::all(workspace), worksheet::Part::Questions, titles());
        QVERIFY(sheet.contains(QStringLiteral("Answer (a word)")));
    }

    void pdfIsMadeHeadlessly()
    {
        Workspace workspace;
        for (worksheet::Part part : { worksheet::Part::Questions, worksheet::Part::Answers }) {
            const QByteArray pdf = pdfOf(workspace, part);
            QVERIFY(pdf.startsWith("%PDF-"));
            QVERIFY(pdf.trimmed().endsWith("%%EOF"));
            QVERIFY(pdf.size() > 10000); // the embedded CJK font subset alone is larger
        }
    }

    void pdfTextHoldsTheChinesePrompts_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("zh") << QStringLiteral("zh");
        QTest::newRow("en") << QStringLiteral("en");
    }
    void pdfTextHoldsTheChinesePrompts()
    {
        QFETCH(QString, language);
        QVERIFY(language::install(language));
        Workspace workspace;
        const QList<Question> questions = quiz::all(workspace);
        const QByteArray pdf = pdfOf(workspace, worksheet::Part::Questions);
        const QString sheet = extractedText(pdf);
        if (sheet.isNull())
            QSKIP("pdftotext is not installed (Debian: poppler-utils; ./lab.sh installs it)");
        const QString key = extractedText(pdfOf(workspace, worksheet::Part::Answers));
        // Every prompt is text in the PDF, Chinese included, as the page shows it.
        const auto searchable
            = [](const QString& text) { return withoutSpaces(text.normalized(QString::NormalizationForm_KC)); };
        for (const Question& question : questions)
            QVERIFY2(sheet.contains(searchable(question.prompt)),
                     qPrintable(question.prompt + QStringLiteral("\n") + sheet));
        // 手 and 香 share their glyphs with Kangxi radicals: the text must still read as the ideographs,
        // without any normalising by the reader.
        const QString exact = extractedText(pdf, false);
        QVERIFY(exact.contains(QStringLiteral("苹果发布新手机")));
        QVERIFY(exact.contains(QStringLiteral("吃苹果和香蕉")));
        static const QRegularExpression radicals(QStringLiteral("[\\x{2E80}-\\x{2FDF}]"));
        QVERIFY2(!exact.contains(radicals), qPrintable(exact));
        for (const Question& question : questions)
            QVERIFY2(key.contains(searchable(question.explanation)),
                     qPrintable(question.explanation + QStringLiteral("\n") + key));
        QVERIFY(!sheet.contains(searchable(questions.first().explanation)));
    }

    // The answer key prints each figure under its chapter's answers, as vector graphics: the words
    // a figure draws are text in the PDF, and the PDF holds no picture. The worksheet has none.
    void answerKeyPrintsTheFiguresUnderTheirChapter()
    {
        Workspace workspace;
        const QList<Question> questions = quiz::all(workspace);
        int painted = 0;
        const QList<worksheet::Figure> figures {
            { QStringLiteral("scoring"), QStringLiteral("Scores figure"), QSizeF(400, 200),
              [&painted](QPainter* painter, const QRectF& rect) {
                  ++painted;
                  painter->fillRect(rect, Qt::black);
                  painter->setPen(Qt::white);
                  painter->drawText(rect, Qt::AlignCenter, QStringLiteral("DRAWNBYFIGURE 图中的字"));
              } },
        };
        const QString key = worksheet::html(workspace, questions, worksheet::Part::Answers, titles(), figures);
        const QString sheet = worksheet::html(workspace, questions, worksheet::Part::Questions, titles(), figures);
        QVERIFY(key.contains(worksheet::figureMarker(0)));
        QVERIFY(!sheet.contains(worksheet::figureMarker(0)));
        QVERIFY(sheet.contains(QStringLiteral("figures are in the answer key")));
        // After the scoring chapter's last answer, before the next chapter's heading.
        const qsizetype marker = key.indexOf(worksheet::figureMarker(0));
        QVERIFY(key.lastIndexOf(QStringLiteral("Chapter scoring"), marker) >= 0);
        QVERIFY(key.indexOf(QStringLiteral("Chapter steps")) > marker);

        QByteArray pdf;
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QString error;
        QVERIFY2(worksheet::writePdf(workspace, questions, worksheet::Part::Answers, titles(), buffer, &error, figures),
                 qPrintable(error));
        QVERIFY(painted > 0);
        QVERIFY(!pdf.contains("/Subtype /Image"));
        const QString text = extractedText(pdf);
        if (text.isNull())
            QSKIP("pdftotext is not installed (Debian: poppler-utils; ./lab.sh installs it)");
        QVERIFY2(text.contains(QStringLiteral("DRAWNBYFIGURE图中的字")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Scoresfigure")));
    }

    // A sentence cannot smuggle a figure marker in: its private-use characters are replaced.
    void sentenceTextCannotPlaceAFigure()
    {
        Workspace workspace;
        workspace.setSentence(0, QStringLiteral("苹果 ") + worksheet::figureMarker(0));
        const QList<worksheet::Figure> figures {
            { QStringLiteral("no-such-chapter"), QStringLiteral("Figure"), QSizeF(10, 10), {} },
        };
        const QString key
            = worksheet::html(workspace, quiz::all(workspace), worksheet::Part::Answers, titles(), figures);
        QVERIFY(!key.contains(worksheet::figureMarker(0)));
        QVERIFY(key.contains(QChar::ReplacementCharacter));
    }
};

QTEST_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
