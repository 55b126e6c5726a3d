// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <functional>

class QListWidget;
class QStackedWidget;
class QLabel;
class QToolBar;

namespace AttentionLab {

struct Chapter;
class DocumentController;
class FigureSource;
class HeatmapPage;
class PredictFirst;
class Presentation;
class SentenceBar;
class Workspace;

/// The lesson's window: the sentence bar on top, the chapters in a sidebar on
/// the left, one chapter page at a time on the right, menus and a status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    /// Settings keys the window and main() share.
    static QString languageKey();
    static QString themeKey();
    explicit MainWindow(Workspace* workspace, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Stable English ids of the chapter pages, in lesson order.
    QStringList pageIds() const;
    /// Shows the page \a id; returns false when there is no such page.
    bool showPage(const QString& id);
    QString currentPageId() const;
    /// The page \a id (nullptr: no such page), built now if it was not yet.
    QWidget* page(const QString& id);
    SentenceBar* sentenceBar() const { return m_sentenceBar; }
    HeatmapPage* heatmapPage() const { return m_heatmapPage; }
    DocumentController* document() const { return m_document; }
    /// "Predict first": the questions over the chapters, the answers, the View menu's actions.
    PredictFirst* predictFirst() const { return m_predictFirst; }
    /// Present (classroom mode) and the zoom: the View menu's actions, the cover over the numbers.
    Presentation* presentation() const { return m_presentation; }

    /// Whether numbers are still on their way (Workspace::isComputing(): attention
    /// of a long sentence, the RNN chapter's influence curves, an import).
    bool isComputing() const;
    /// Runs the event loop until nothing is computing and the views have laid
    /// out what arrived (a grab shows every number).
    void waitUntilComputed();

    /// The figure the toolbar's Export/Copy Figure takes: the current page's first (nullptr: none).
    const FigureSource* currentFigure();
    /// Every page's figures, in chapter order (--list-figures); builds every page.
    QList<const FigureSource*> figures();
    /// The id of the page that has figure \a figureId (empty: no such figure); builds every page.
    QString pageOfFigure(const QString& figureId);
    /// Whether page \a id has been built: the current one and the heatmap's are built with the
    /// window, the others after its first frame, one an event, or as soon as something asks.
    bool isPageBuilt(const QString& id) const;
    /// Calls \a take with each of \a figureIds that exists, its page laid out and its numbers
    /// computed, without changing the chapter on show (Predict First, the sidebar and the
    /// toolbar see nothing) and without painting the window meanwhile: the worksheet's answer key.
    void visitFigures(const QStringList& figureIds, const std::function<void(const FigureSource&)>& take);

    /// \a wanted, made no larger than the screen's available area (room left for the frame).
    QSize fittingSize(const QSize& wanted) const;
    /// What a window frame and title bar may take, in logical pixels.
    static constexpr int FrameAllowance = 16;

    /// Window geometry and chapter of the last session (QSettings), and from now on
    /// "predict first" asks its questions and the sidebar shows the answers (a grab,
    /// which does not restore the last session, shows every page as it is).
    void restoreSettings();
    /// Writes every sentence, vector, score, weight and output as JSON.
    bool exportJsonTo(const QString& path, QString* error) const;

protected:
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    struct Page
    {
        QString id;
        QWidget* (*create)(Workspace* workspace, QWidget* parent);
        QWidget* holder; ///< in the page's scroll area from the start, the page inside once built
        QWidget* widget = nullptr; ///< nullptr until built
    };
    void addPage(const Chapter& chapter);
    /// The page at \a index, built now if it was not yet.
    QWidget* buildPage(int index);
    /// Builds the pages not yet built (the figure list needs them all).
    void buildEveryPage();
    /// Builds the next page not yet built, then posts itself again while one is left: the pages
    /// come after the first frame, each in an event of its own, before the learner opens them.
    void buildNextPage();
    void updateFigureActions();
    /// Shows the current page, unless a question or Present's cover hides it (the others are hidden).
    void updatePageVisibility();
    /// The answered / right-first-time marks in the sidebar.
    void updateProgress();
    void updateUndoTexts();
    void createMenus();
    void retranslate();
    void saveSettings() const;
    void exportJson();
    void exportWorksheet();
    void updateTitle();
    void createViewChoices();
    void setLanguage(const QString& code);
    void setTheme(int theme);
    void setColorScheme(int scheme);
    void showAbout();

    Workspace* m_workspace;
    SentenceBar* m_sentenceBar = nullptr;
    QListWidget* m_chapterList = nullptr;
    QStackedWidget* m_pages = nullptr;
    QList<Page> m_pageList;
    bool m_buildingPagesStarted = false;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    DocumentController* m_document = nullptr;
    PredictFirst* m_predictFirst = nullptr;
    Presentation* m_presentation = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_exportFigureAction = nullptr;
    QAction* m_copyFigureAction = nullptr;
    QAction* m_exportCsvAction = nullptr;
    QAction* m_exportJsonAction = nullptr;
    QAction* m_exportWorksheetAction = nullptr;
    QAction* m_quitAction = nullptr;
    QToolBar* m_toolBar = nullptr;
    HeatmapPage* m_heatmapPage = nullptr;
    QAction* m_aboutAction = nullptr;
    QList<QAction*> m_chapterActions;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_themeMenu = nullptr;
    QMenu* m_colorSchemeMenu = nullptr;
    QList<QAction*> m_languageActions; ///< zh, en
    QList<QAction*> m_themeActions; ///< system, light, dark
    QList<QAction*> m_colorSchemeActions; ///< blues, viridis, cividis
    QAction* m_helpAction = nullptr;
    QAction* m_fixedScaleAction = nullptr;
};

} // namespace AttentionLab
