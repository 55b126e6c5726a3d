// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheetexport.h"

#include "appearance.h"
#include "chapterregistry.h"
#include "figureexport.h"
#include "figuresource.h"
#include "mainwindow.h"
#include "outputfile.h"
#include "quiz.h"
#include "workspace.h"
#include "zoom.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPainter>
#include <QPicture>
#include <QStandardPaths>

#include <memory>
#include <vector>

namespace AttentionLab::worksheetexport {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(AttentionLab::WorksheetExport)
};
} // namespace

worksheet::ChapterTitles chapterTitles()
{
    worksheet::ChapterTitles titles;
    for (const Chapter& chapter : chapters::all())
        titles.insert(chapter.id, chapter.title());
    return titles;
}

QStringList answerKeyFigureIds()
{
    // One or two per chapter, each the picture of what its questions ask about. Chapter 2's mix
    // is the learner's own slider setting, not a computed answer, so it is left out.
    return { QStringLiteral("static-vectors1"),  QStringLiteral("scoring-scores"), QStringLiteral("scoring-weights"),
             QStringLiteral("steps-projection"), QStringLiteral("heatmap"),        QStringLiteral("rnn-influence"),
             QStringLiteral("next-scaling") };
}

QList<worksheet::Figure> answerKeyFigures(MainWindow& window)
{
    QList<worksheet::Figure> figures;
    const appearance::LightPaletteForPaper paper;
    const zoom::ActualSize actualSize; // as on a slide made at 100 %, whatever the window's zoom
    window.visitFigures(answerKeyFigureIds(), [&](const FigureSource& figure) {
        // Recorded as painter commands and played back into the PDF: vector graphics, and the text
        // keeps the fonts and positions it was laid out with (an SVG played back through
        // QSvgRenderer spaced the Latin runs in Chinese titles apart).
        const QSize size = figure.defaultSize();
        auto picture = std::make_shared<QPicture>();
        {
            QPainter recorder(picture.get());
            figure.render(&recorder, size);
        }
        figures.append({ window.pageOfFigure(figure.id()), figure.title(), QSizeF(size),
                         [picture, size](QPainter* painter, const QRectF& rect) {
                             painter->translate(rect.topLeft());
                             painter->scale(rect.width() / size.width(), rect.height() / size.height());
                             // QPicture scales itself by the device's resolution over its own on playback.
                             const double ratio = double(picture->logicalDpiX()) / painter->device()->logicalDpiX();
                             painter->scale(ratio, ratio);
                             painter->drawPicture(0, 0, *picture);
                         } });
    });
    return figures;
}

bool write(const Workspace& workspace, const QString& path, const QList<worksheet::Figure>& figures, QString* error)
{
    if (!worksheet::isPdfPath(path)) {
        *error = Tr::tr("“%1” must end in .pdf").arg(QDir::toNativeSeparators(path));
        return false;
    }
    const QList<Question> questions = quiz::all(workspace);
    const worksheet::ChapterTitles titles = chapterTitles();
    const std::pair<QString, worksheet::Part> parts[]
        = { { path, worksheet::Part::Questions }, { worksheet::answersPath(path), worksheet::Part::Answers } };
    // Both opened, both written, then both put in place: never a worksheet without its key.
    std::vector<std::unique_ptr<OutputFile>> files;
    for (const auto& [file, part] : parts) {
        files.push_back(std::make_unique<OutputFile>(file));
        if (!files.back()->open(error))
            return false;
    }
    for (size_t i = 0; i < files.size(); ++i) {
        QString problem;
        const bool written = worksheet::writePdf(workspace, questions, parts[i].second, titles, *files[i]->device(),
                                                 &problem, figures);
        if (!files[i]->finish(error))
            return false;
        if (!written) {
            *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(parts[i].first), problem);
            return false;
        }
    }
    for (const auto& file : files) {
        if (!file->commit(error))
            return false;
    }
    return true;
}

QString exportInteractively(MainWindow* window, Workspace* workspace)
{
    QWidget* parent = window;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path
        = QFileDialog::getSaveFileName(parent, Tr::tr("Export Worksheet"),
                                       QDir(folder).filePath(Tr::tr("worksheet.pdf")), Tr::tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return QString();
    if (!worksheet::isPdfPath(path))
        path += QStringLiteral(".pdf");
    // The numbers of a long sentence may still be on their way.
    workspace->waitForAttention();
    QString error;
    if (!write(*workspace, path, answerKeyFigures(*window), &error)) {
        QMessageBox::warning(parent, Tr::tr("Export failed"), error);
        return QString();
    }
    return path;
}

} // namespace AttentionLab::worksheetexport
