// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheet.h"

#include "chinesefonts.h"
#include "numberformat.h"
#include "pdfunicode.h"
#include "quiz.h"
#include "quizexport.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFont>
#include <QIODevice>
#include <QPageLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QRawFont>
#include <QSet>
#include <QTextDocument>

namespace AttentionLab::worksheet {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(AttentionLab::Worksheet)
};

QString escaped(const QString& text)
{
    // The figure markers' private-use characters never come from the user's text.
    QString plain = text;
    plain.replace(figureMarker(0).front(), QChar::ReplacementCharacter);
    return plain.toHtmlEscaped();
}

QString figureBlocks(const QList<Figure>& figures, const QString& chapter)
{
    QString html;
    for (int i = 0; i < figures.size(); ++i) {
        if (figures.at(i).chapter != chapter)
            continue;
        html += QStringLiteral("<p align=\"center\">%1<br/><small>%2</small></p>")
                    .arg(figureMarker(i), escaped(figures.at(i).title));
    }
    return html;
}

QString choiceLabel(int index)
{
    return QString(QChar(u'A' + index));
}

QString sentencesSection(const Workspace& workspace)
{
    QString html = QStringLiteral("<h2>%1</h2><ol>").arg(escaped(Tr::tr("The sentences")));
    for (int s = 0; s < workspace.sentenceCount(); ++s)
        html += QStringLiteral("<li>%1</li>").arg(escaped(workspace.sentence(s).text));
    html += QStringLiteral("</ol><p>%1</p>")
                .arg(escaped(Tr::tr("Temperature: %1").arg(numberformat::setting(workspace.temperature()))));
    return html;
}

// The vectors of the words the sentences use, so that every number can be worked out by hand.
QString vectorTable(const Workspace& workspace)
{
    const QStringList dimensions = workspace.vocabulary().dimensionNames();
    const int shownDimensions = std::min<int>(dimensions.size(), MaximumTableDimensions);
    QString html = QStringLiteral("<h2>%1</h2><table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%2</th>")
                       .arg(escaped(Tr::tr("The word vectors")), escaped(Tr::tr("Word")));
    for (int d = 0; d < shownDimensions; ++d)
        html += QStringLiteral("<th>%1</th>").arg(escaped(dimensions.at(d)));
    if (dimensions.size() > shownDimensions)
        html += QStringLiteral("<th>…</th>");
    html += QStringLiteral("</tr>");
    QSet<QString> seen;
    int words = 0;
    int left = 0;
    bool anyUnknown = false;
    for (int s = 0; s < workspace.sentenceCount(); ++s) {
        const SentenceAnalysis& sentence = workspace.sentence(s);
        for (int t = 0; t < sentence.length(); ++t) {
            const QString key = Vocabulary::keyOf(sentence.tokens.at(t).text);
            if (seen.contains(key))
                continue;
            seen.insert(key);
            if (words == MaximumTableWords) {
                ++left;
                continue;
            }
            ++words;
            const bool known = sentence.tokens.at(t).known;
            anyUnknown = anyUnknown || !known;
            html += QStringLiteral("<tr><td>%1%2</td>")
                        .arg(escaped(sentence.tokens.at(t).text), known ? QString() : QStringLiteral("*"));
            for (int d = 0; d < shownDimensions; ++d)
                html += QStringLiteral("<td align=\"right\">%1</td>")
                            .arg(numberformat::component(sentence.vectors(t, d)));
            if (dimensions.size() > shownDimensions)
                html += QStringLiteral("<td>…</td>");
            html += QStringLiteral("</tr>");
        }
    }
    html += QStringLiteral("</table>");
    QStringList notes;
    if (anyUnknown)
        notes.append(Tr::tr("* not in the vocabulary: a made-up vector."));
    if (dimensions.size() > shownDimensions)
        notes.append(Tr::tr("The first %1 of %2 dimensions are shown.").arg(shownDimensions).arg(dimensions.size()));
    if (left > 0)
        notes.append(Tr::tr("%1 more words are left out.").arg(left));
    if (!notes.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>").arg(escaped(notes.join(QLatin1Char(' '))));
    return html;
}

QString questionBlock(const Question& question, const QString& number)
{
    QString html = QStringLiteral("<p><b>%1</b>&nbsp;&nbsp;%2</p>").arg(number, escaped(question.prompt));
    const bool listed = question.form == Question::Form::Option || question.choices.size() <= MaximumListedChoices;
    if (question.form == Question::Form::Number || !listed) {
        const QString blank = QStringLiteral("______________");
        html += QStringLiteral("<p style=\"margin-left: 24px\">%1</p>")
                    .arg(escaped(question.form == Question::Form::Number ? Tr::tr("Answer: %1").arg(blank)
                                                                         : Tr::tr("Answer (a word): %1").arg(blank)));
        return html;
    }
    QStringList choices;
    for (int i = 0; i < question.choices.size(); ++i)
        choices.append(QStringLiteral("☐ %1. %2").arg(choiceLabel(i), escaped(question.choices.at(i))));
    html += QStringLiteral("<p style=\"margin-left: 24px\">%1</p>")
                .arg(choices.join(QStringLiteral("&nbsp;&nbsp;&nbsp; ")));
    return html;
}

QString answerBlock(const Question& question, const QString& number)
{
    QString answer;
    const bool listed = question.form == Question::Form::Option || question.choices.size() <= MaximumListedChoices;
    if (question.form == Question::Form::Number || !listed) {
        answer = question.answerText();
    } else {
        QStringList parts;
        for (int choice : question.correctChoices)
            parts.append(QStringLiteral("%1. %2").arg(choiceLabel(choice), question.choices.value(choice)));
        answer = parts.join(QStringLiteral(" / "));
    }
    if (question.isTie())
        answer = Tr::tr("%1 (a tie: each counts)").arg(answer);
    return QStringLiteral("<p><b>%1</b>&nbsp;&nbsp;%2<br/><b>%3</b><br/>%4</p>")
        .arg(number, escaped(question.prompt), escaped(Tr::tr("Answer: %1").arg(answer)),
             escaped(question.explanation));
}

QFont worksheetFont()
{
    // Latin letters and digits from a Latin face, Chinese from the CJK face the SVG figures
    // name, both embedded as text. The CJK face first made the quotation marks and middle dot
    // full width, and pdftotext lost some of its digits.
    QFont font;
    font.setFamilies(QStringList { QStringLiteral("Noto Sans"), QStringLiteral("DejaVu Sans") }
                     + simplifiedChineseFamilies());
    font.setPointSizeF(10.5);
    return font;
}

} // namespace

QString html(const Workspace& workspace, const QList<Question>& questions, Part part, const ChapterTitles& titles,
             const QList<Figure>& figures)
{
    const bool answers = part == Part::Answers;
    QString html
        = QStringLiteral("<html><body><h1>%1</h1>")
              .arg(escaped(answers ? Tr::tr("Attention Lab · Answer key") : Tr::tr("Attention Lab · Worksheet")));
    if (!answers)
        html += QStringLiteral("<p>%1</p>").arg(escaped(Tr::tr("Name: ______________    Date: __________")));
    html += sentencesSection(workspace);
    if (!answers)
        html += vectorTable(workspace);
    const QStringList numbers = quizexport::numbers(questions);
    QString chapter;
    for (int i = 0; i < questions.size(); ++i) {
        const Question& question = questions.at(i);
        if (question.chapter != chapter) {
            if (answers)
                html += figureBlocks(figures, chapter);
            chapter = question.chapter;
            html += QStringLiteral("<h2>%1</h2>").arg(escaped(titles.value(chapter, chapter)));
        }
        html += answers ? answerBlock(question, numbers.at(i)) : questionBlock(question, numbers.at(i));
    }
    if (answers)
        html += figureBlocks(figures, chapter);
    if (questions.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(escaped(Tr::tr("The sentences give no questions: type some words.")));
    if (!answers && !figures.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>")
                    .arg(escaped(Tr::tr("The chapters' figures are in the answer key: they show the answers.")));
    else if (figures.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>")
                    .arg(escaped(Tr::tr("The chapters' figures are not printed: open the chapters in Attention Lab "
                                        "to see them.")));
    html += QStringLiteral("</body></html>");
    return html;
}

bool writePdf(const Workspace& workspace, const QList<Question>& questions, Part part, const ChapterTitles& titles,
              QIODevice& device, QString* error, const QList<Figure>& figures)
{
    // Made in memory first (a worksheet is small): its text maps are mended before it is written.
    QByteArray pdf;
    {
        QBuffer buffer(&pdf);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        // QTextDocument::print() adds its own 2 cm around the text, and the page numbers.
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setResolution(300);
        writer.setCreator(QStringLiteral("Attention Lab"));
        writer.setTitle(part == Part::Answers ? Tr::tr("Attention Lab · Answer key")
                                              : Tr::tr("Attention Lab · Worksheet"));
        QTextDocument document;
        document.setDefaultFont(worksheetFont());
        document.setHtml(html(workspace, questions, part, titles, figures));
        placeFigures(document, figures);
        document.print(&writer);
    }
    if (pdf.isEmpty()) {
        *error = Tr::tr("the PDF could not be made");
        return false;
    }
    // Radicals that share a glyph with an ideograph, in the CJK face the text is set in: worked out once.
    static const pdfunicode::Replacements radicals
        = pdfunicode::radicalIdeographs(QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC"))));
    pdfunicode::preferUnifiedIdeographs(pdf, radicals);
    if (device.write(pdf) != pdf.size()) {
        *error = device.errorString();
        return false;
    }
    return true;
}

bool isPdfPath(const QString& path)
{
    return path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) && path.size() > 4;
}

QString answersPath(const QString& path)
{
    // Keeps the extension as typed: Sheet.PDF -> Sheet-answers.PDF.
    const qsizetype dot = isPdfPath(path) ? path.size() - 4 : path.size();
    return path.left(dot) + QStringLiteral("-answers") + path.mid(dot);
}

} // namespace AttentionLab::worksheet
