// SPDX-License-Identifier: GPL-3.0-or-later
#include "worksheetexport.h"

#include "chapterregistry.h"
#include "outputfile.h"
#include "quiz.h"
#include "workspace.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
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

bool write(const Workspace& workspace, const QString& path, QString* error)
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
        const bool written
            = worksheet::writePdf(workspace, questions, parts[i].second, titles, *files[i]->device(), &problem);
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

QString exportInteractively(Workspace* workspace, QWidget* parent)
{
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
    if (!write(*workspace, path, &error)) {
        QMessageBox::warning(parent, Tr::tr("Export failed"), error);
        return QString();
    }
    return path;
}

} // namespace AttentionLab::worksheetexport
