// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "embeddingio.h"

#include <QPointer>

#include <QWidget>

#include <Eigen/Core>

#include <memory>
#include <optional>

class QLabel;
class QLineEdit;
class QProgressDialog;
class QSpinBox;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace AttentionLab {

class VectorBarDelegate;
class Vocabulary;
class VocabularyImport;
struct ImportResult;
class VocabularyModel;
class Workspace;

/// The vocabulary editor: every word and its vector in a searchable, sortable
/// table with bars, words from the sentences that the vocabulary lacks, and
/// adding, deleting, renaming dimensions, importing and exporting word2vec /
/// GloVe text. Every action has a dialog-free core (addWord(), importFile(),
/// ...) that the buttons call after asking, and that tests call directly.
class VocabularyPage : public QWidget
{
    Q_OBJECT
public:
    enum class ImportMode
    {
        Replace, ///< the file's words become the vocabulary
        Merge, ///< the file's words join it; their vectors win for words in both
        Ask, ///< read the file first, then ask Replace or Merge knowing its size and dimensions
    };

    /// The chapter's title in the interface language (sidebar, View menu, guide).
    static QString title();
    explicit VocabularyPage(Workspace* workspace, QWidget* parent = nullptr);
    ~VocabularyPage() override;

    QTableView* view() const { return m_view; }
    QLineEdit* searchField() const { return m_search; }
    QSortFilterProxyModel* proxyModel() const { return m_proxy; }
    VocabularyModel* model() const { return m_model; }
    VectorBarDelegate* delegate() const { return m_delegate; }
    QPushButton* addButton() const { return m_addButton; }
    QPushButton* deleteButton() const { return m_deleteButton; }
    QPushButton* renameButton() const { return m_renameButton; }
    QPushButton* importButton() const { return m_importButton; }
    QPushButton* exportButton() const { return m_exportButton; }
    /// The line under the table: word and dimension counts, and the hint about unknown words.
    QString summary() const;
    /// Vocabulary words in the selected rows (words only in the sentences are left out).
    QStringList selectedWords() const;
    bool isImporting() const;

    /// Adds \a word with \a vector; refuses an empty or known word, a word with
    /// spaces, and a vector of the wrong size or with non-finite numbers.
    bool addWord(const QString& word, const Eigen::VectorXd& vector, QString* error);
    /// Removes the words through the Workspace; returns how many were removed.
    int removeWords(const QStringList& words);
    bool renameDimension(int dimension, const QString& name, QString* error);
    /// Reads \a path and replaces or merges into the vocabulary. On any error the
    /// vocabulary is left exactly as it was.
    bool importFile(const QString& path, ImportMode mode, QString* error);
    /// importFile() with the reading in the background (the Workspace's
    /// VocabularyImport) and a progress dialog that can cancel; emits
    /// importFinished() when done.
    void importFileAsync(const QString& path, ImportMode mode);
    void cancelImport();
    /// importFileAsync() as the Import button does it: asks Replace or Merge once the
    /// file is read, and shows any error in a message box (after the progress dialog is gone).
    void importFileInteractively(const QString& path);
    /// Keep only the first \a limit words of the next imports (0: all), as the page's box beside
    /// Import offers.
    void setImportLimit(qint64 limit);
    /// For tests: binary files whose matrix takes at least \a bytes are read in place
    /// (embeddingio::MapFromBytes unless set), so that a small file stands for a huge one.
    void setMapFromBytes(qint64 bytes) { m_readOptions.mapFromBytes = bytes; }
    qint64 importLimit() const { return m_readOptions.limit; }
    /// Writes the vocabulary as word2vec text (with the `count dim` header).
    bool exportFile(const QString& path, QString* error);

public Q_SLOTS:
    void showAddWordDialog();
    void deleteSelectedWords();
    /// Asks for a new name of \a dimension (or of the current column's dimension, or asks which).
    void renameDimensionInteractively(int dimension = -1);
    void importInteractively();
    void exportInteractively();

Q_SIGNALS:
    void importFinished(bool success, const QString& error);

protected:
    void changeEvent(QEvent* event) override;

private:
    bool applyImport(const Vocabulary& imported, ImportMode mode, const QString& path, QString* error);
    void finishAsyncImport(const ImportResult& result);
    void asyncImportCanceled();
    /// Back to not importing: the progress dialog goes, the button comes back.
    void endAsyncImport();
    /// Replace or Merge for a file that was read: nullopt when the user cancels.
    std::optional<ImportMode> askImportMode(const Vocabulary& imported);
    void retranslate();
    void updateVocabularyRange();
    void updateRange();
    void updateSummary();
    void updateActions();
    /// The columns' and the search field's widths, from the font (it follows the window's zoom).
    void applyColumnWidths();
    void showStatus(const QString& message);

    Workspace* m_workspace;
    VocabularyModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    VectorBarDelegate* m_delegate = nullptr;
    QTableView* m_view = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_searchLabel = nullptr;
    QLineEdit* m_search = nullptr;
    QPushButton* m_addButton = nullptr;
    QPushButton* m_deleteButton = nullptr;
    QPushButton* m_renameButton = nullptr;
    QPushButton* m_importButton = nullptr;
    QLabel* m_importLimitLabel = nullptr;
    QSpinBox* m_importLimit = nullptr; ///< "keep only the first N words" of the next import
    QPushButton* m_exportButton = nullptr;
    QLabel* m_summary = nullptr;
    double m_vocabularyMax = 0; ///< largest |component| in the vocabulary, for the bar scale

    VocabularyImport* m_import = nullptr;
    QPointer<QProgressDialog> m_progress;
    QString m_importPath;
    ImportMode m_importMode = ImportMode::Replace;
    bool m_importing = false; ///< from importFileAsync() until its result is applied
    bool m_interactiveImport = false;
    embeddingio::ReadOptions m_readOptions; ///< of the import that runs (keepMissingWords only after asking)
};

} // namespace AttentionLab
