// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabularypage.h"

#include "addworddialog.h"
#include "embeddingio.h"
#include "flowlayout.h"
#include "models/vocabularymodel.h"
#include "paragraphlabel.h"
#include "vectorbardelegate.h"
#include "vocabularyimport.h"
#include "workspace.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusTipEvent>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <limits>
#include <utility>

namespace AttentionLab {

namespace {

// Up to this many dimension columns share the table's width.
constexpr int StretchedDimensions = 8;

double maxAbs(const Eigen::MatrixXd& matrix)
{
    return matrix.size() == 0 ? 0.0 : matrix.cwiseAbs().maxCoeff();
}

} // namespace

QString VocabularyPage::title()
{
    return tr("Vocabulary");
}

VocabularyPage::VocabularyPage(Workspace* workspace, QWidget* parent)
    : QWidget(parent)
    , m_workspace(workspace)
    , m_import(workspace->vocabularyImport())
{
    setObjectName(QStringLiteral("vocabularyPage"));
    m_model = new VocabularyModel(m_workspace, this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterKeyColumn(VocabularyModel::WordColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setSortLocaleAware(true);
    m_proxy->setSortRole(VocabularyModel::SortRole);

    m_intro = new ParagraphLabel(this);
    m_intro->setTextFormat(Qt::RichText);

    m_searchLabel = new QLabel(this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("search"));
    m_search->setClearButtonEnabled(true);
    m_searchLabel->setBuddy(m_search);
    m_addButton = new QPushButton(this);
    m_deleteButton = new QPushButton(this);
    m_renameButton = new QPushButton(this);
    m_importButton = new QPushButton(this);
    // A 12-million-word file can be sampled: its first words are the most frequent.
    // (Made before Export: Tab follows the order of creation.)
    m_importLimit = new QSpinBox(this);
    m_importLimit->setObjectName(QStringLiteral("importLimit"));
    m_importLimit->setRange(0, std::numeric_limits<int>::max());
    m_importLimit->setSingleStep(10000);
    m_importLimit->setGroupSeparatorShown(true);
    m_importLimitLabel = new QLabel(this);
    m_importLimitLabel->setBuddy(m_importLimit);
    m_exportButton = new QPushButton(this);

    // The controls wrap into rows when the page is narrow (Present's zoom on a projector).
    auto* searchGroup = new QHBoxLayout;
    searchGroup->addWidget(m_searchLabel);
    searchGroup->addWidget(m_search);
    auto* editGroup = new QHBoxLayout;
    editGroup->addWidget(m_addButton);
    editGroup->addWidget(m_deleteButton);
    editGroup->addWidget(m_renameButton);
    auto* importGroup = new QHBoxLayout;
    importGroup->addWidget(m_importButton);
    importGroup->addWidget(m_importLimitLabel);
    importGroup->addWidget(m_importLimit);
    auto* controls = new FlowLayout;
    controls->setSpacing(16);
    controls->addLayout(searchGroup);
    controls->addLayout(editGroup);
    controls->addLayout(importGroup);
    controls->addWidget(m_exportButton);

    m_delegate = new VectorBarDelegate(this);
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("vocabularyTable"));
    m_view->setModel(m_proxy);
    m_view->setItemDelegate(m_delegate);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                            | QAbstractItemView::AnyKeyPressed);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->setTabKeyNavigation(false); // arrow keys move between cells; Tab leaves the table
    m_view->verticalHeader()->hide();
    // Fixed sizes: a 300-dimension, 100,000-word vocabulary must scroll as
    // smoothly as the lesson's; nothing here measures cell contents.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // vocabulary order until a click
    m_view->horizontalHeader()->setSortIndicatorClearable(true); // a third click restores it
    m_view->setSortingEnabled(true);
    applyColumnWidths();

    auto* deleteAction = new QAction(m_view);
    deleteAction->setShortcut(QKeySequence::Delete);
    deleteAction->setShortcutContext(Qt::WidgetShortcut); // not while a cell editor has the focus
    m_view->addAction(deleteAction);
    connect(deleteAction, &QAction::triggered, this, &VocabularyPage::deleteSelectedWords);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(controls);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_summary);

    connect(m_search, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
    connect(m_addButton, &QPushButton::clicked, this, &VocabularyPage::showAddWordDialog);
    connect(m_deleteButton, &QPushButton::clicked, this, &VocabularyPage::deleteSelectedWords);
    connect(m_renameButton, &QPushButton::clicked, this, [this] { renameDimensionInteractively(-1); });
    connect(m_importButton, &QPushButton::clicked, this, &VocabularyPage::importInteractively);
    connect(m_importLimit, &QSpinBox::valueChanged, this, [this](int limit) { m_readOptions.limit = limit; });
    connect(m_exportButton, &QPushButton::clicked, this, &VocabularyPage::exportInteractively);
    connect(m_view->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, [this](int section) {
        if (section >= VocabularyModel::FirstDimensionColumn && section < m_model->unknownColumn())
            renameDimensionInteractively(section - VocabularyModel::FirstDimensionColumn);
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &VocabularyPage::updateActions);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, [this] {
        applyColumnWidths();
        updateActions();
    });
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &VocabularyPage::updateSummary);
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, this, &VocabularyPage::updateSummary);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &VocabularyPage::updateSummary);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &VocabularyPage::updateSummary);
    connect(m_workspace, &Workspace::vocabularyChanged, this, [this] {
        updateVocabularyRange();
        updateSummary();
    });
    connect(m_workspace, &Workspace::sentenceWordsChanged, this, [this] {
        updateRange();
        updateSummary();
    });
    connect(m_workspace, &Workspace::sentencesReset, this, [this] {
        updateRange();
        updateSummary();
    });

    // Only the import this page started is its to show and apply.
    connect(m_import, &VocabularyImport::finished, this, [this](const ImportResult& result) {
        if (m_importing)
            finishAsyncImport(result);
    });
    connect(m_import, &VocabularyImport::canceled, this, [this] {
        if (m_importing)
            asyncImportCanceled();
    });

    updateVocabularyRange();
    retranslate();
    updateActions();
}

VocabularyPage::~VocabularyPage()
{
    if (m_importing)
        m_import->cancel(); // nobody is left to apply it
}

void VocabularyPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        applyColumnWidths();
    QWidget::changeEvent(event);
}

void VocabularyPage::retranslate()
{
    setWindowTitle(title());
    m_intro->setText(
        tr("<p>Every word is a list of numbers, one for each <b>dimension</b> of meaning. Two words whose "
           "numbers point the same way get a high attention score. Change a number (double-click it, or select "
           "it and type) and watch the attention on the other pages follow. Double-click a column header to "
           "rename a dimension; import real word vectors in the word2vec or GloVe text format to try a "
           "larger vocabulary.</p>"));
    m_searchLabel->setText(tr("&Find:"));
    m_search->setPlaceholderText(tr("Search words…"));
    m_search->setToolTip(tr("Show only the words that contain this text"));
    m_view->setToolTip(tr("Every word and its vector. Arrow keys move, F2 or typing edits a number, Delete removes "
                          "the selected words"));
    m_addButton->setText(tr("&Add Word…"));
    m_addButton->setToolTip(tr("Add a new word and its numbers to the vocabulary"));
    m_deleteButton->setText(tr("&Delete Word"));
    m_deleteButton->setToolTip(tr("Remove the selected words from the vocabulary"));
    m_renameButton->setText(tr("&Rename Dimension…"));
    m_renameButton->setToolTip(tr("Give the current column’s dimension a new name"));
    m_importButton->setText(tr("&Import…"));
    m_importButton->setToolTip(tr("Read word vectors from a word2vec or GloVe text file"));
    m_importLimitLabel->setText(tr("Keep only the &first"));
    m_importLimit->setSpecialValueText(tr("all"));
    m_importLimit->setSuffix(tr(" words"));
    m_importLimit->setToolTip(tr("Read only the first words of the file (0: all of them)"));
    m_exportButton->setText(tr("E&xport…"));
    m_exportButton->setToolTip(
        tr("Save the vocabulary as a word2vec text file (the dimension names are not part of that format)"));
    // The model's headers and cells call tr() when asked; make the views ask again.
    if (m_model->columnCount() > 0)
        Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, m_model->columnCount() - 1);
    m_view->viewport()->update();
    updateSummary();
}

void VocabularyPage::applyColumnWidths()
{
    m_search->setMinimumWidth(m_search->fontMetrics().horizontalAdvance(QLatin1Char('M')) * 16);
    const QFontMetrics metrics = m_view->fontMetrics();
    QHeaderView* header = m_view->horizontalHeader();
    header->setMinimumSectionSize(metrics.horizontalAdvance(QLatin1Char('0')) * 4);
    header->setDefaultSectionSize(VectorBarDelegate::preferredWidth(metrics));
    m_view->verticalHeader()->setDefaultSectionSize(metrics.height() + 12);
    if (m_model->columnCount() == 0)
        return;
    // A few dimensions share the width; many get a fixed width each and a
    // horizontal scroll bar (no measuring of 300 columns' contents).
    header->setSectionResizeMode(QHeaderView::Interactive);
    const int dimensions = m_model->unknownColumn() - VocabularyModel::FirstDimensionColumn;
    if (dimensions <= StretchedDimensions) {
        for (int c = VocabularyModel::FirstDimensionColumn; c < m_model->unknownColumn(); ++c)
            header->setSectionResizeMode(c, QHeaderView::Stretch);
    }
    header->resizeSection(VocabularyModel::WordColumn, metrics.horizontalAdvance(QLatin1Char('M')) * 10);
    // The header's own measure: its title (English "Unknown") and sort arrow, wider than the cells' text.
    const int unknown = m_model->unknownColumn();
    header->resizeSection(unknown,
                          std::max(metrics.horizontalAdvance(tr("unknown")) + 24, header->sectionSizeHint(unknown)));
}

void VocabularyPage::updateVocabularyRange()
{
    m_vocabularyMax = m_workspace->vocabulary().largestMagnitude();
    updateRange();
}

void VocabularyPage::updateRange()
{
    // One scale for every column (so bars compare across dimensions), wide
    // enough for the made-up vectors of unknown words too.
    double largest = m_vocabularyMax;
    for (int s = 0; s < m_workspace->sentenceCount(); ++s)
        largest = std::max(largest, maxAbs(m_workspace->sentence(s).vectors));
    m_delegate->setRange(largest);
    m_view->viewport()->update();
}

void VocabularyPage::updateSummary()
{
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    const int unknown = m_model->rowCount() - vocabulary.size();
    QString text = tr("Words: %1 · Dimensions: %2").arg(vocabulary.size()).arg(vocabulary.dimension());
    if (m_proxy->rowCount() != m_model->rowCount())
        text += QStringLiteral(" · ") + tr("Shown: %1").arg(m_proxy->rowCount());
    if (unknown > 0)
        text += QStringLiteral("<br>")
            + tr("Words in <i>grey italics</i> come from your sentences but are not in the vocabulary, so they "
                 "got a made-up vector. Change one of their numbers to add them.");
    m_summary->setText(text);
}

QString VocabularyPage::summary() const
{
    return m_summary->text();
}

void VocabularyPage::updateActions()
{
    m_deleteButton->setEnabled(!selectedWords().isEmpty());
    m_renameButton->setEnabled(m_workspace->vocabulary().dimension() > 0);
    m_importButton->setEnabled(!isImporting());
}

QStringList VocabularyPage::selectedWords() const
{
    QStringList words;
    QSet<int> rows;
    const QModelIndexList selected = m_view->selectionModel()->selectedIndexes();
    for (const QModelIndex& index : selected) {
        const QModelIndex source = m_proxy->mapToSource(index);
        if (!source.isValid() || rows.contains(source.row()))
            continue;
        rows.insert(source.row());
        if (source.data(VocabularyModel::UnknownRole).toBool())
            continue;
        words.append(m_model->index(source.row(), VocabularyModel::WordColumn).data().toString());
    }
    return words;
}

bool VocabularyPage::isImporting() const
{
    return m_importing;
}

void VocabularyPage::showStatus(const QString& message)
{
    QStatusTipEvent tip(message);
    QCoreApplication::sendEvent(this, &tip);
}

bool VocabularyPage::addWord(const QString& word, const Eigen::VectorXd& vector, QString* error)
{
    const QString problem = AddWordDialog::wordProblem(m_workspace->vocabulary(), word);
    if (!problem.isEmpty()) {
        *error = problem;
        return false;
    }
    if (!m_workspace->setVector(word.trimmed(), vector, error))
        return false;
    showStatus(tr("Added “%1”").arg(word.trimmed()));
    return true;
}

int VocabularyPage::removeWords(const QStringList& words)
{
    int removed = 0;
    QUndoStack* undo = m_workspace->undoStack();
    if (undo && words.size() > 1) // one undo step for the whole selection
        undo->beginMacro(tr("Delete %1 words").arg(words.size()));
    for (const QString& word : words) {
        if (m_workspace->removeWord(word))
            ++removed;
    }
    if (undo && words.size() > 1)
        undo->endMacro();
    if (removed > 0)
        showStatus(removed == 1 ? tr("Deleted “%1”").arg(words.constFirst()) : tr("Deleted words: %1").arg(removed));
    updateActions();
    return removed;
}

bool VocabularyPage::renameDimension(int dimension, const QString& name, QString* error)
{
    if (dimension < 0 || dimension >= m_workspace->vocabulary().dimension()) {
        *error = tr("There is no dimension %1.").arg(dimension + 1);
        return false;
    }
    if (name.trimmed().isEmpty()) {
        *error = tr("A dimension needs a name.");
        return false;
    }
    m_workspace->setDimensionName(dimension, name.trimmed());
    return true;
}

bool VocabularyPage::applyImport(const Vocabulary& imported, ImportMode mode, const QString& path, QString* error)
{
    if (mode == ImportMode::Merge) {
        QString problem;
        const std::optional<Vocabulary> merged = embeddingio::merged(m_workspace->vocabulary(), imported, &problem);
        if (!merged) {
            // Like the reading errors, the message names the file.
            *error = tr("%1: %2").arg(QDir::toNativeSeparators(path), problem);
            return false;
        }
        // The Workspace calls every vocabulary swap "Replace"; the undo item should say what happened.
        QUndoStack* undo = m_workspace->undoStack();
        undo->beginMacro(tr("Merge word vectors"));
        m_workspace->setVocabulary(*merged);
        undo->endMacro();
    } else {
        m_workspace->setVocabulary(imported);
    }
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    if (vocabulary.isMapped()) // a workspace refers to that file from now on: say what that asks of it
        showStatus(
            tr("Imported %1 words, read in place from %2: workspaces refer to that file, so keep it where it is, "
               "unchanged")
                .arg(QLocale().toString(imported.size()), QDir::toNativeSeparators(vocabulary.mappedFileName())));
    else
        showStatus(tr("Imported %1 words; the vocabulary has %2 now").arg(imported.size()).arg(vocabulary.size()));
    return true;
}

bool VocabularyPage::importFile(const QString& path, ImportMode mode, QString* error)
{
    const ImportResult result = VocabularyImport::read(path, m_readOptions);
    if (!result.vocabulary) {
        *error = result.error;
        return false;
    }
    return applyImport(*result.vocabulary, mode, path, error);
}

void VocabularyPage::importFileAsync(const QString& path, ImportMode mode)
{
    if (isImporting() || !m_import->start(path, m_readOptions)) {
        Q_EMIT importFinished(false, tr("Another import is still running."));
        return;
    }
    m_importing = true;
    m_importPath = path;
    m_importMode = mode;

    m_progress = new QProgressDialog(this);
    m_progress->setWindowTitle(tr("Import Word Vectors"));
    m_progress->setLabelText(tr("Reading %1…").arg(QFileInfo(path).fileName()));
    m_progress->setCancelButtonText(tr("Cancel"));
    m_progress->setRange(0, VocabularyImport::ProgressSteps);
    m_progress->setWindowModality(Qt::WindowModal);
    m_progress->setMinimumDuration(400); // small files: no flashing dialog
    m_progress->setAutoClose(false);
    m_progress->setAutoReset(false);
    connect(m_progress, &QProgressDialog::canceled, this, &VocabularyPage::cancelImport);
    connect(m_import, &VocabularyImport::progressChanged, m_progress, &QProgressDialog::setValue);
    updateActions();
}

void VocabularyPage::setImportLimit(qint64 limit)
{
    m_readOptions.limit = limit;
    const QSignalBlocker quiet(m_importLimit);
    m_importLimit->setValue(static_cast<int>(std::min<qint64>(limit, m_importLimit->maximum())));
}

void VocabularyPage::cancelImport()
{
    if (m_importing)
        m_import->cancel();
}

void VocabularyPage::endAsyncImport()
{
    m_importing = false;
    // Gone now, not later: a deferred delete waits for this slot's event loop,
    // so the dialog (and its show timer) stayed modal over the message box below.
    if (m_progress) {
        m_progress->disconnect(this);
        delete m_progress.data();
        m_progress = nullptr;
    }
    updateActions();
}

void VocabularyPage::asyncImportCanceled()
{
    m_interactiveImport = false;
    endAsyncImport();
    showStatus(tr("Import cancelled; the vocabulary is unchanged"));
    Q_EMIT importFinished(false, tr("Import cancelled"));
}

void VocabularyPage::finishAsyncImport(const ImportResult& result)
{
    const bool interactive = std::exchange(m_interactiveImport, false);
    endAsyncImport();
    QString error = result.error;
    const bool keptMissing = std::exchange(m_readOptions.keepMissingWords, false); // only for the one file asked about
    if (result.vocabulary && m_importMode == ImportMode::Ask) {
        const std::optional<ImportMode> mode = askImportMode(*result.vocabulary);
        if (!mode) {
            showStatus(tr("Import cancelled; the vocabulary is unchanged"));
            Q_EMIT importFinished(false, tr("Import cancelled"));
            return;
        }
        m_importMode = *mode;
    }
    if (result.vocabulary && applyImport(*result.vocabulary, m_importMode, m_importPath, &error)) {
        if (result.report.repairedWords > 0)
            showStatus(tr("Imported %1 words; %2 of them were cut inside a character, whose broken end now shows as �")
                           .arg(result.vocabulary->size())
                           .arg(result.report.repairedWords));
        Q_EMIT importFinished(true, QString());
        return;
    }
    if (interactive && !result.vocabulary && result.report.missingWords && !keptMissing) {
        // The file ends before the words its header announces: maybe copied in part. The user decides.
        const auto answer
            = QMessageBox::question(this, tr("File Shorter Than Announced"),
                                    error + QStringLiteral("\n\n") + tr("Import the words that are there?"));
        if (answer == QMessageBox::Yes) {
            m_readOptions.keepMissingWords = true;
            m_interactiveImport = true;
            importFileAsync(m_importPath, m_importMode);
            return;
        }
    }
    if (interactive && result.vocabulary && m_importMode == ImportMode::Merge) {
        // Merging failed because the dimensions differ: say why, offer to replace.
        QMessageBox box(QMessageBox::Question, tr("Cannot Merge"), error, QMessageBox::NoButton, this);
        box.setInformativeText(
            tr("Replace the vocabulary with the %1 words of the file instead?").arg(result.vocabulary->size()));
        QPushButton* replace = box.addButton(tr("&Replace"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() == replace
            && applyImport(*result.vocabulary, ImportMode::Replace, m_importPath, &error)) {
            Q_EMIT importFinished(true, QString());
            return;
        }
        Q_EMIT importFinished(false, error);
        return;
    }
    if (interactive)
        QMessageBox::warning(this, tr("Import Failed"),
                             error + QStringLiteral("\n\n") + tr("The vocabulary is unchanged."));
    Q_EMIT importFinished(false, error);
}

bool VocabularyPage::exportFile(const QString& path, QString* error)
{
    if (!embeddingio::writeFile(path, m_workspace->vocabulary(), error))
        return false;
    showStatus(tr("Exported %1 words to %2").arg(m_workspace->vocabulary().size()).arg(QDir::toNativeSeparators(path)));
    return true;
}

void VocabularyPage::showAddWordDialog()
{
    AddWordDialog dialog(m_workspace, this);
    if (const QModelIndex current = m_view->currentIndex(); current.isValid()) {
        const QModelIndex source = m_proxy->mapToSource(current);
        if (source.data(VocabularyModel::UnknownRole).toBool()) // offer the sentence's unknown word
            dialog.setWord(m_model->index(source.row(), VocabularyModel::WordColumn).data().toString());
    }
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    const std::optional<Eigen::VectorXd> vector = dialog.vector(&error);
    if (!vector || !addWord(dialog.word(), *vector, &error)) {
        QMessageBox::warning(this, tr("Cannot Add Word"), error);
        return;
    }
    const int row = m_model->rowOf(dialog.word());
    if (row >= 0) {
        const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, VocabularyModel::WordColumn));
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    }
}

void VocabularyPage::deleteSelectedWords()
{
    const QStringList words = selectedWords();
    if (words.isEmpty())
        return;
    const QString question = words.size() == 1
        ? tr("Delete “%1” from the vocabulary?").arg(words.constFirst())
        : tr("Delete these %1 words from the vocabulary?\n%2")
              .arg(QString::number(words.size()), QStringList(words.mid(0, 12)).join(QStringLiteral(" ")));
    const auto answer = QMessageBox::question(this, tr("Delete Word"),
                                              question + QStringLiteral("\n\n")
                                                  + tr("Sentences that use a deleted word give it a made-up vector."),
                                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        removeWords(words);
}

void VocabularyPage::renameDimensionInteractively(int dimension)
{
    const QStringList names = m_workspace->vocabulary().dimensionNames();
    if (names.isEmpty())
        return;
    if (dimension < 0) {
        const int column = m_view->currentIndex().column();
        if (column >= VocabularyModel::FirstDimensionColumn && column < m_model->unknownColumn()) {
            dimension = column - VocabularyModel::FirstDimensionColumn;
        } else {
            bool ok = false;
            const QString chosen
                = QInputDialog::getItem(this, tr("Rename Dimension"), tr("Which dimension?"), names, 0, false, &ok);
            if (!ok)
                return;
            dimension = names.indexOf(chosen);
        }
    }
    if (dimension < 0 || dimension >= names.size())
        return;
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("Rename Dimension"),
        tr("New name for dimension %1 (“%2”):").arg(QString::number(dimension + 1), names.at(dimension)),
        QLineEdit::Normal, names.at(dimension), &ok);
    if (!ok)
        return;
    QString error;
    if (!renameDimension(dimension, name, &error))
        QMessageBox::warning(this, tr("Rename Dimension"), error);
}

void VocabularyPage::importInteractively()
{
    if (isImporting())
        return;
    // A folder that does not exist would land in the dialog's file name field.
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Word Vectors"), folder,
                                                      tr("Word vectors (*.txt *.vec *.bin *.glove *.w2v)")
                                                          + QStringLiteral(";;") + tr("All files (*)"));
    if (!path.isEmpty())
        importFileInteractively(path);
}

void VocabularyPage::importFileInteractively(const QString& path)
{
    if (isImporting())
        return;
    m_interactiveImport = true;
    importFileAsync(path, ImportMode::Ask);
}

std::optional<VocabularyPage::ImportMode> VocabularyPage::askImportMode(const Vocabulary& imported)
{
    const Vocabulary& vocabulary = m_workspace->vocabulary();
    const bool canMerge = imported.dimension() == vocabulary.dimension();
    QMessageBox box(QMessageBox::Question, tr("Import Word Vectors"),
                    tr("%1 has %2 words with %3 dimensions. How should they join the vocabulary?")
                        .arg(QFileInfo(m_importPath).fileName())
                        .arg(imported.size())
                        .arg(imported.dimension()),
                    QMessageBox::NoButton, this);
    QString details = tr("<p><b>Replace</b>: the file’s words become the whole vocabulary.</p>");
    details += canMerge ? tr("<p><b>Merge</b>: the file’s words join the %1 words there are now; where a word is in "
                             "both, the file’s numbers win.</p>")
                              .arg(vocabulary.size())
                        : tr("<p>Merging is not possible: the vocabulary’s vectors have %1 dimensions.</p>")
                              .arg(vocabulary.dimension());
    box.setInformativeText(details);
    QPushButton* replace = box.addButton(tr("&Replace"), QMessageBox::AcceptRole);
    QPushButton* merge = box.addButton(tr("&Merge"), QMessageBox::AcceptRole);
    merge->setEnabled(canMerge);
    box.addButton(QMessageBox::Cancel);
    box.setDefaultButton(canMerge ? merge : replace);
    box.exec();
    if (box.clickedButton() == replace)
        return ImportMode::Replace;
    if (box.clickedButton() == merge)
        return ImportMode::Merge;
    return std::nullopt;
}

void VocabularyPage::exportInteractively()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Word Vectors"),
                                                      QDir(folder).filePath(QStringLiteral("vocabulary.txt")),
                                                      tr("Word vectors, word2vec text (*.txt)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportFile(path, &error))
        QMessageBox::warning(this, tr("Export Failed"), error);
}

} // namespace AttentionLab
