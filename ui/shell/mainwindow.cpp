// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "appearance.h"
#include "attentionisa.h"
#include "chapterregistry.h"
#include "colormap.h"
#include "currentpagestack.h"
#include "documentcontroller.h"
#include "figureexport.h"
#include "figurelist.h"
#include "heatmappage.h"
#include "helpdialog.h"
#include "language.h"
#include "matrixexport.h"
#include "numberscover.h"
#include "outputfile.h"
#include "predictfirst.h"
#include "presentation.h"
#include "sentencebar.h"
#include "worksheetexport.h"
#include "workspace.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QEventLoop>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyledItemDelegate>
#include <QTextLayout>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {
const auto GeometryKey = QStringLiteral("window/geometry");
const auto StateKey = QStringLiteral("window/state");
const auto SentencesKey = QStringLiteral("lesson/sentences");
const auto PageKey = QStringLiteral("window/page");
// A chapter's answered / right-first-time mark ("2/3 ✓1"), beside its title in the sidebar.
constexpr int ProgressRole = Qt::UserRole + 1;

// Draws a chapter's title with its progress mark on a line of its own below: the item's text
// stays the title (what the View menu and the tests compare).
class ChapterItemDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        const QSize size = QStyledItemDelegate::sizeHint(option, index);
        // The style measures every line with the font's own height, but a line of Chinese is drawn
        // in the taller CJK font, and a last line that does not fit is elided into the one above
        // (a title alone too, once the window's zoom makes it wrap): the lines measured as they are laid out.
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        const QWidget* widget = option.widget;
        const QStyle* style = widget ? widget->style() : QApplication::style();
        const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
        QTextLayout layout(item.text, item.font);
        QTextOption wrapping;
        wrapping.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(wrapping);
        const double width = std::max(1, (option.rect.isValid() ? option.rect.width() : size.width()) - 2 * margin);
        double height = 0;
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            height += line.height();
        }
        layout.endLayout();
        return QSize(size.width(), std::max(size.height(), int(std::ceil(height)) + 2 * margin));
    }

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const QString progress = index.data(ProgressRole).toString();
        if (!progress.isEmpty())
            option->text += QChar(QChar::LineSeparator) + progress;
    }
};
} // namespace

MainWindow::MainWindow(Workspace* workspace, QWidget* parent)
    : QMainWindow(parent)
    , m_workspace(workspace)
{
    setObjectName(QStringLiteral("MainWindow"));
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_sentenceBar = new SentenceBar(m_workspace, central);
    layout->addWidget(m_sentenceBar);

    auto* splitter = new QSplitter(Qt::Horizontal, central);
    m_chapterList = new QListWidget(splitter);
    m_chapterList->setObjectName(QStringLiteral("chapterList"));
    m_chapterList->setMinimumWidth(150);
    m_chapterList->setMaximumWidth(260);
    // Long English titles wrap instead of growing a horizontal scroll bar.
    m_chapterList->setWordWrap(true);
    m_chapterList->setTextElideMode(Qt::ElideNone);
    m_chapterList->setResizeMode(QListView::Adjust);
    m_chapterList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_chapterList->setItemDelegate(new ChapterItemDelegate(m_chapterList));
    m_pages = new CurrentPageStack(splitter);
    // Before the pages: Tab from the sidebar reaches a question before anything behind it.
    m_predictFirst = new PredictFirst(m_workspace, m_pages, this);
    m_presentation = new Presentation(this, m_pages);
    splitter->addWidget(m_chapterList);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({ 170, 1010 }); // on a 1024 px projector the pages need the width more than the titles
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    connect(m_chapterList, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);
    connect(m_pages, &QStackedWidget::currentChanged, this, [this](int current) {
        const bool known = current >= 0 && current < m_pageList.size();
        m_predictFirst->setCurrentChapter(known ? m_pageList[current].id : QString());
        m_presentation->setChapterTitle(known ? chapters::all().value(current).title() : QString());
        m_presentation->hideNumbers(); // in Present, another chapter's numbers are hidden again
        // Built once its question or Present's cover is in place: shown, even for a moment, the RNN
        // page would start its influence curves behind them.
        if (known)
            buildPage(current);
        updatePageVisibility();
        if (m_exportFigureAction)
            updateFigureActions();
    });
    connect(m_predictFirst, &PredictFirst::coveringChanged, this, [this](bool covering) {
        // A question hides the numbers already; the learner who shows the chapter after it sees them.
        if (!covering)
            m_presentation->reveal();
        updatePageVisibility();
    });
    connect(m_presentation, &Presentation::coveringChanged, this, &MainWindow::updatePageVisibility);
    connect(m_predictFirst, &PredictFirst::progressChanged, this, &MainWindow::updateProgress);

    m_document = new DocumentController(
        m_workspace, this, [this] { return currentPageId(); }, [this](const QString& id) { showPage(id); });
    m_document->setAnswerHooks([this] { return m_predictFirst->answers(); },
                               [this](const QuizAnswers& answers) { m_predictFirst->addAnswers(answers); });
    connect(m_document, &DocumentController::titleChanged, this, &MainWindow::updateTitle);
    connect(m_document, &DocumentController::statusMessage, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });
    createMenus();
    for (const Chapter& chapter : chapters::all())
        addPage(chapter); // the first one is the current page, built as it becomes current
    // Built with the window too (a millisecond): the View menu's colour scheme and fixed scale,
    // and File › Export CSV, act on it from the start.
    m_heatmapPage = qobject_cast<HeatmapPage*>(page(QStringLiteral("heatmap")));
    m_heatmapPage->setColorScheme(
        ColorMap::schemeFromId(QSettings().value(QStringLiteral("ui/colorScheme")).toString()));
    connect(m_fixedScaleAction, &QAction::toggled, m_heatmapPage, &HeatmapPage::setFixedScale);
    connect(m_heatmapPage, &HeatmapPage::fixedScaleChanged, m_fixedScaleAction, &QAction::setChecked);
    retranslate();
    statusBar()->showMessage(tr("Ready"), 2000);
    resize(fittingSize(QSize(1180, 760)));
}

void MainWindow::updatePageVisibility()
{
    // Only the current page is shown, as when the stack held the pages themselves: a page
    // does its expensive work when shown (the scroll area alone would keep every page shown).
    // A page under a question is hidden too: its numbers are not read out behind it either.
    // Present's cover hides the numbers the same way, unless a question is hiding them already.
    const int current = m_pages->currentIndex();
    const bool question = m_predictFirst->isCovering();
    const bool cover = m_presentation->isCovering() && !question;
    NumbersCover* numbersCover = m_presentation->cover();
    if (cover && !numbersCover->isVisibleTo(m_pages)) {
        // Space reveals: the keys go to the cover when they were on the page (hidden now) or in a
        // text field, where Space would type; in the sidebar they stay, to go on choosing chapters.
        const QWidget* focus = QApplication::focusWidget();
        const bool takeFocus = !focus || m_pages->isAncestorOf(focus) || focus->inherits("QLineEdit")
            || focus->inherits("QAbstractSpinBox") || focus->inherits("QTextEdit") || focus->inherits("QPlainTextEdit");
        numbersCover->show();
        numbersCover->raise();
        if (takeFocus)
            numbersCover->setFocus(Qt::OtherFocusReason);
    } else if (!cover) {
        numbersCover->hide();
    }
    for (int i = 0; i < m_pageList.size(); ++i) {
        if (m_pageList[i].widget)
            m_pageList[i].widget->setVisible(i == current && !question && !cover);
    }
}

void MainWindow::updateProgress()
{
    const QList<Chapter>& registry = chapters::all();
    // Before the last session is restored (a grab) the sidebar shows titles only.
    const bool shown = m_predictFirst->isStarted() && !m_predictFirst->answers().isEmpty();
    for (int i = 0; i < m_pageList.size(); ++i) {
        QListWidgetItem* item = m_chapterList->item(i);
        const ChapterProgress progress = shown ? m_predictFirst->progress(m_pageList[i].id) : ChapterProgress();
        const QString description = registry[i].accessibleDescription();
        if (progress.answered == 0) {
            item->setData(ProgressRole, QVariant());
            item->setData(Qt::ToolTipRole, QVariant());
            item->setData(Qt::AccessibleDescriptionRole, description);
            continue;
        }
        // Kept on one line (no-break spaces): a mark split over two lines reads as two numbers.
        item->setData(ProgressRole,
                      tr("%1 ✓%2", "answered, right the first time")
                          .arg(progress.answered)
                          .arg(progress.rightFirstTime)
                          .replace(QLatin1Char(' '), QChar(0x00a0)));
        const QString said = tr("Questions answered: %1, right the first time: %2.")
                                 .arg(progress.answered)
                                 .arg(progress.rightFirstTime);
        item->setData(Qt::ToolTipRole, said);
        item->setData(Qt::AccessibleDescriptionRole, QString(description + QLatin1Char(' ') + said));
    }
    // A list view lays its rows out again for new text, not for another role: the mark may need a line.
    m_chapterList->doItemsLayout();
}

QSize MainWindow::fittingSize(const QSize& wanted) const
{
    // The window frame is not known before the window is shown: leave room for a usual one.
    const QScreen* shown = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!shown)
        return wanted;
    const QSize available = shown->availableGeometry().size() - QSize(FrameAllowance, 3 * FrameAllowance);
    return wanted.boundedTo(available.expandedTo(minimumSizeHint()));
}

MainWindow::~MainWindow() = default;

QStringList MainWindow::pageIds() const
{
    QStringList ids;
    for (const Page& page : m_pageList)
        ids.append(page.id);
    return ids;
}

bool MainWindow::showPage(const QString& id)
{
    const QStringList ids = pageIds();
    const int index = ids.indexOf(id);
    if (index < 0)
        return false;
    m_chapterList->setCurrentRow(index);
    return true;
}

bool MainWindow::isComputing() const
{
    return m_workspace->isComputing();
}

void MainWindow::waitUntilComputed()
{
    // An event loop that looks every 10 ms: processEvents() with a time limit
    // ignores WaitForMoreEvents and would spin on the core the computation needs.
    QEventLoop loop;
    QTimer poll;
    poll.setInterval(10);
    connect(&poll, &QTimer::timeout, &loop, [this, &loop] {
        if (!isComputing())
            loop.quit();
    });
    poll.start();
    if (isComputing())
        loop.exec();
    // What arrived last has only posted its layout requests (the charts' among them).
    QCoreApplication::processEvents();
}

QString MainWindow::currentPageId() const
{
    const int index = m_pages->currentIndex();
    return index >= 0 && index < m_pageList.size() ? m_pageList[index].id : QString();
}

QWidget* MainWindow::page(const QString& id)
{
    const int index = static_cast<int>(pageIds().indexOf(id));
    return index >= 0 ? buildPage(index) : nullptr;
}

bool MainWindow::isPageBuilt(const QString& id) const
{
    const int index = static_cast<int>(pageIds().indexOf(id));
    return index >= 0 && m_pageList[index].widget;
}

void MainWindow::addPage(const Chapter& chapter)
{
    // Each page scrolls when the window is smaller than it needs (a 1024 x 640
    // projector, 150 % scaling): its minimum size never forces the window wider
    // than the screen, and nothing is cut off.
    auto* scroll = new QScrollArea(m_pages);
    scroll->setObjectName(chapter.id + QStringLiteral("Scroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setFocusPolicy(Qt::NoFocus); // Tab goes to the page's controls; the area follows them
    // The page sits in a holder: QScrollArea::setWidget() shows its widget, and a page
    // shown that way would count as the current chapter (the RNN page starts its work then).
    auto* holder = new QWidget;
    auto* holderLayout = new QVBoxLayout(holder);
    holderLayout->setContentsMargins(0, 0, 0, 0);
    scroll->setWidget(holder);
    m_pageList.append({ chapter.id, chapter.create, holder });
    m_pages->addWidget(scroll);
    m_chapterList->addItem(chapter.title());
    auto* action = new QAction(this);
    action->setShortcut(chapter.shortcut);
    connect(action, &QAction::triggered, this, [this, id = chapter.id] { showPage(id); });
    m_chapterActions.append(action);
    m_viewMenu->addAction(action);
    if (m_chapterList->currentRow() < 0)
        m_chapterList->setCurrentRow(0);
}

QWidget* MainWindow::buildPage(int index)
{
    Page& page = m_pageList[index];
    if (page.widget)
        return page.widget;
    page.widget = page.create(m_workspace, page.holder);
    page.widget->setVisible(false); // shown below if it is the current page
    // Built after the window, its controls come last in the focus chain. Tab still goes from the
    // sidebar to them: what came after the pages (the questions, Present's cover, the status bar)
    // is hidden while the page shows, or takes no focus.
    page.holder->layout()->addWidget(page.widget);
    updatePageVisibility();
    return page.widget;
}

void MainWindow::buildEveryPage()
{
    for (int i = 0; i < m_pageList.size(); ++i)
        buildPage(i);
}

void MainWindow::buildNextPage()
{
    if (!isVisible()) {
        // Hidden: the pages left are built if something asks for them, or by the chain that the
        // next paint starts again once the window is shown.
        m_buildingPagesStarted = false;
        return;
    }
    const auto unbuilt
        = std::find_if(m_pageList.cbegin(), m_pageList.cend(), [](const Page& page) { return !page.widget; });
    if (unbuilt == m_pageList.cend())
        return;
    buildPage(static_cast<int>(unbuilt - m_pageList.cbegin()));
    QTimer::singleShot(0, this, &MainWindow::buildNextPage);
}

bool MainWindow::event(QEvent* event)
{
    const bool handled = QMainWindow::event(event);
    // Building all nine pages took half the time to the first frame (60 of 120 ms). The window
    // shows the current page first; the others follow once it has painted, and sooner if asked.
    if (event->type() == QEvent::Paint && !m_buildingPagesStarted) {
        m_buildingPagesStarted = true;
        QTimer::singleShot(0, this, &MainWindow::buildNextPage);
    }
    return handled;
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_document->newAction());
    m_fileMenu->addAction(m_document->openAction());
    m_fileMenu->addMenu(m_document->recentMenu());
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_document->saveAction());
    m_fileMenu->addAction(m_document->saveAsAction());
    m_fileMenu->addSeparator();
    // The figure of the page on show, not always the heatmap.
    m_exportFigureAction
        = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-export")), QString(), this, [this] {
              if (const FigureSource* figure = currentFigure())
                  figureexport::exportInteractively(*figure, this);
          });
    m_exportFigureAction->setShortcut(Qt::CTRL | Qt::Key_E);
    m_copyFigureAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("edit-copy")), QString(), this, [this] {
        if (const FigureSource* figure = currentFigure())
            figureexport::copyToClipboard(*figure, m_pages);
    });
    m_copyFigureAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    m_exportCsvAction = m_fileMenu->addAction(QString(), this, [this] { m_heatmapPage->exportCsv(); });
    m_exportCsvAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_E);
    m_exportJsonAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportJson);
    m_exportJsonAction->setShortcut(Qt::CTRL | Qt::SHIFT | Qt::Key_J);
    m_exportWorksheetAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportWorksheet);
    m_exportWorksheetAction->setObjectName(QStringLiteral("exportWorksheetAction"));
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(Qt::CTRL | Qt::Key_Q); // QKeySequence::Quit is empty on some platforms
    m_editMenu = menuBar()->addMenu(QString());
    m_undoAction = m_workspace->undoStack()->createUndoAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = m_workspace->undoStack()->createRedoAction(this);
    m_redoAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y) });
    // Our own texts: Qt's Chinese catalogue says "撤消 …" for the enabled item while ours says "撤销".
    connect(m_workspace->undoStack(), &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(m_workspace->undoStack(), &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_presentation->presentAction());
    m_viewMenu->addAction(m_presentation->revealAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_presentation->zoomInAction());
    m_viewMenu->addAction(m_presentation->zoomOutAction());
    m_viewMenu->addAction(m_presentation->actualSizeAction());
    m_viewMenu->addSeparator();
    createViewChoices();
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_predictFirst->enabledAction());
    m_viewMenu->addAction(m_predictFirst->askAction());
    m_viewMenu->addAction(m_predictFirst->resetAction());
    m_viewMenu->addSeparator();
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpAction = m_helpMenu->addAction(QString(), this, [this] {
        auto* guide = new HelpDialog(this);
        guide->setAttribute(Qt::WA_DeleteOnClose);
        guide->show();
        guide->showChapter(currentPageId());
    });
    m_helpAction->setShortcut(Qt::Key_F1); // QKeySequence::HelpContents is empty on some platforms
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);

    m_toolBar = addToolBar(QString());
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toolBar->addAction(m_exportFigureAction);
    m_toolBar->addAction(m_copyFigureAction);
}

QString MainWindow::languageKey()
{
    return QStringLiteral("ui/language");
}

QString MainWindow::themeKey()
{
    return QStringLiteral("ui/theme");
}

void MainWindow::createViewChoices()
{
    // Three exclusive choices, each remembered: language, theme, heatmap colours.
    auto makeGroup = [this](QMenu* menu, int count, QList<QAction*>* actions, auto onChosen) {
        auto* group = new QActionGroup(this);
        for (int i = 0; i < count; ++i) {
            QAction* action = menu->addAction(QString());
            action->setCheckable(true);
            group->addAction(action);
            connect(action, &QAction::triggered, this, [onChosen, i] { onChosen(i); });
            actions->append(action);
        }
    };
    m_languageMenu = m_viewMenu->addMenu(QString());
    makeGroup(m_languageMenu, 2, &m_languageActions,
              [this](int i) { setLanguage(i == 0 ? QStringLiteral("zh") : QStringLiteral("en")); });
    m_themeMenu = m_viewMenu->addMenu(QString());
    makeGroup(m_themeMenu, 3, &m_themeActions, [this](int i) { setTheme(i); });
    m_colorSchemeMenu = m_viewMenu->addMenu(QString());
    makeGroup(m_colorSchemeMenu, 3, &m_colorSchemeActions, [this](int i) { setColorScheme(i); });
    m_colorSchemeMenu->addSeparator();
    m_fixedScaleAction = m_colorSchemeMenu->addAction(QString());
    m_fixedScaleAction->setCheckable(true);

    QSettings settings;
    m_languageActions.value(language::current() == QLatin1String("en") ? 1 : 0)->setChecked(true);
    m_themeActions.value(int(appearance::themeFromId(settings.value(themeKey()).toString())))->setChecked(true);
    const auto scheme = ColorMap::schemeFromId(settings.value(QStringLiteral("ui/colorScheme")).toString());
    m_colorSchemeActions.value(int(scheme))->setChecked(true);
}

void MainWindow::setLanguage(const QString& code)
{
    // Installing the translator sends LanguageChange to every widget, which
    // retranslates itself in changeEvent().
    language::install(code);
    QSettings().setValue(languageKey(), code);
}

void MainWindow::setTheme(int theme)
{
    appearance::applyTheme(appearance::Theme(theme));
    QSettings().setValue(themeKey(), appearance::themeId(appearance::Theme(theme)));
}

void MainWindow::setColorScheme(int scheme)
{
    m_heatmapPage->setColorScheme(ColorMap::Scheme(scheme));
    QSettings().setValue(QStringLiteral("ui/colorScheme"), ColorMap::schemeId(ColorMap::Scheme(scheme)));
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        m_chapterList->doItemsLayout(); // the rows measured again for the type of the window's zoom
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    updateTitle();
    m_document->retranslate();
    m_fileMenu->setTitle(tr("&File"));
    m_editMenu->setTitle(tr("&Edit"));
    m_exportFigureAction->setText(figureexport::exportActionText());
    m_copyFigureAction->setText(figureexport::copyActionText());
    updateFigureActions();
    m_exportCsvAction->setText(tr("Export &CSV…"));
    m_exportCsvAction->setStatusTip(tr("Save the shown attention matrix as a CSV table"));
    m_exportJsonAction->setText(tr("Export &JSON…"));
    m_exportJsonAction->setStatusTip(tr("Save tokens, vectors, scores, weights and outputs of every sentence"));
    m_exportWorksheetAction->setText(tr("Export &Worksheet…"));
    m_exportWorksheetAction->setStatusTip(
        tr("Save the questions for the current sentences as a PDF worksheet, with the answer key beside it"));
    m_toolBar->setWindowTitle(tr("Toolbar"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setStatusTip(tr("Close Attention Lab"));
    updateUndoTexts();
    m_undoAction->setStatusTip(tr("Take back the last change"));
    m_redoAction->setStatusTip(tr("Do again the change you took back"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_languageActions[0]->setText(QStringLiteral("中文"));
    m_languageActions[1]->setText(QStringLiteral("English"));
    m_languageActions[0]->setStatusTip(tr("Show the interface in Chinese"));
    m_languageActions[1]->setStatusTip(tr("Show the interface in English"));
    m_themeMenu->setTitle(tr("&Theme"));
    m_themeActions[0]->setText(tr("Follow the &System"));
    m_themeActions[1]->setText(tr("&Light"));
    m_themeActions[2]->setText(tr("&Dark"));
    for (QAction* theme : std::as_const(m_themeActions))
        theme->setStatusTip(tr("Colours of the window: the desktop's, light or dark"));
    m_colorSchemeMenu->setTitle(tr("Heatmap &Colours"));
    m_colorSchemeActions[0]->setText(tr("&Blues (default)"));
    m_colorSchemeActions[1]->setText(tr("&Viridis (colour-blind safe)"));
    m_colorSchemeActions[2]->setText(tr("&Cividis (colour-blind safe)"));
    for (QAction* scheme : std::as_const(m_colorSchemeActions))
        scheme->setStatusTip(tr("Colours of the heatmap cells"));
    m_fixedScaleAction->setText(tr("Colours from &0 to 1"));
    m_fixedScaleAction->setStatusTip(tr("The same colour scale in every heatmap, so two figures can be compared"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Attention Lab"));
    m_helpAction->setText(tr("&Guide"));
    m_helpAction->setStatusTip(tr("What each chapter shows and how to use it"));
    m_aboutAction->setStatusTip(tr("Version and licence"));
    m_chapterList->setAccessibleName(tr("Chapters"));
    m_chapterList->setToolTip(tr("The chapters of the lesson: arrow keys choose one, %1 to %2 jump to it")
                                  .arg(chapters::all().constFirst().shortcut.toString(QKeySequence::NativeText),
                                       chapters::all().constLast().shortcut.toString(QKeySequence::NativeText)));
    // From the registry, not the pages' window titles: a page retranslates
    // itself only when its own LanguageChange arrives, which may be after ours.
    const QList<Chapter>& registry = chapters::all();
    for (int i = 0; i < m_pageList.size(); ++i) {
        const QString title = registry[i].title();
        m_chapterList->item(i)->setText(title);
        m_chapterActions[i]->setText(title);
        m_chapterActions[i]->setStatusTip(tr("Go to chapter “%1”").arg(title));
    }
    if (m_pages->currentIndex() >= 0 && m_pages->currentIndex() < registry.size())
        m_presentation->setChapterTitle(registry[m_pages->currentIndex()].title());
    m_presentation->retranslate();
    updateProgress(); // the accessible descriptions, with the answers said in the new language
    m_predictFirst->retranslate();
}

void MainWindow::updateUndoTexts()
{
    const QUndoStack* stack = m_workspace->undoStack();
    m_undoAction->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    m_redoAction->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
}

const FigureSource* MainWindow::currentFigure()
{
    const auto* figures = dynamic_cast<const FigurePage*>(page(currentPageId()));
    return figures && !figures->figures().isEmpty() ? figures->figures().all().constFirst() : nullptr;
}

QList<const FigureSource*> MainWindow::figures()
{
    QList<const FigureSource*> all;
    buildEveryPage();
    for (const Page& page : m_pageList) {
        if (const auto* figures = dynamic_cast<const FigurePage*>(page.widget))
            all.append(figures->figures().all());
    }
    return all;
}

QString MainWindow::pageOfFigure(const QString& figureId)
{
    buildEveryPage();
    for (const Page& page : m_pageList) {
        const auto* figures = dynamic_cast<const FigurePage*>(page.widget);
        if (figures && figures->figures().find(figureId))
            return page.id;
    }
    return QString();
}

void MainWindow::visitFigures(const QStringList& figureIds, const std::function<void(const FigureSource&)>& take)
{
    const int shown = m_pages->currentIndex();
    // The pages go by under a picture of the one on show. Not setUpdatesEnabled(false): a chart
    // view with updates off renders nothing. The window is the picture's parent: a QSplitter
    // would take it in as a pane of its own.
    QLabel cover(this);
    if (isVisible()) {
        cover.setPixmap(m_pages->grab());
        cover.setGeometry(QRect(m_pages->mapTo(this, QPoint()), m_pages->size()));
        cover.show();
        cover.raise();
    }
    {
        // No currentChanged: Predict First would count each page as visited and ask its questions.
        const QSignalBlocker blocker(m_pages);
        for (const QString& id : figureIds) {
            const int index = static_cast<int>(pageIds().indexOf(pageOfFigure(id)));
            if (index < 0)
                continue;
            m_pages->setCurrentIndex(index);
            m_pageList[index].widget->setVisible(true); // a page does its work and lays out when shown
            QCoreApplication::processEvents();
            waitUntilComputed();
            const auto* figures = dynamic_cast<const FigurePage*>(m_pageList[index].widget);
            if (const FigureSource* figure = figures->figures().find(id))
                take(*figure);
            m_pageList[index].widget->setVisible(false);
        }
        m_pages->setCurrentIndex(shown);
    }
    updatePageVisibility();
}

void MainWindow::updateFigureActions()
{
    const FigureSource* figure = currentFigure();
    m_exportFigureAction->setEnabled(figure);
    m_copyFigureAction->setEnabled(figure);
    const QString title = figure ? figure->title() : QString();
    m_exportFigureAction->setStatusTip(figure ? tr("Save “%1” as a PNG or SVG figure").arg(title)
                                              : tr("This chapter has no figure to export"));
    m_copyFigureAction->setStatusTip(figure ? tr("Copy “%1” to the clipboard").arg(title)
                                            : tr("This chapter has no figure to copy"));
    m_exportFigureAction->setToolTip(m_exportFigureAction->statusTip());
    m_copyFigureAction->setToolTip(m_copyFigureAction->statusTip());
}

void MainWindow::restoreSettings()
{
    m_presentation->restoreZoom(); // first: the window's size is restored for the type it will have
    QSettings settings;
    restoreGeometry(settings.value(GeometryKey).toByteArray());
    restoreState(settings.value(StateKey).toByteArray());
    const QString page = settings.value(PageKey).toString();
    if (!page.isEmpty())
        showPage(page);
    m_predictFirst->start();
    updateProgress();
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState());
    settings.setValue(SentencesKey, m_workspace->sentenceTexts());
    settings.setValue(PageKey, currentPageId());
}

bool MainWindow::exportJsonTo(const QString& path, QString* error) const
{
    m_workspace->waitForAttention();
    // Streamed into the file: 16 sentences of 2,048 words are gigabytes of text, never held in memory.
    OutputFile file(path);
    if (!file.open(error))
        return false;
    matrixexport::writeWorkspaceJson(*m_workspace, *file.device());
    return file.finish(error) && file.commit(error); // finish() reports a write that failed
}

void MainWindow::exportJson()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export JSON"), QDir(folder).filePath(QStringLiteral("attention.json")), tr("JSON file (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportJsonTo(path, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
    else
        statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
}

void MainWindow::exportWorksheet()
{
    const QString path = worksheetexport::exportInteractively(this, m_workspace);
    if (!path.isEmpty())
        statusBar()->showMessage(
            tr("Saved %1 and %2")
                .arg(QDir::toNativeSeparators(path), QDir::toNativeSeparators(worksheet::answersPath(path))),
            4000);
}

void MainWindow::updateTitle()
{
    // Ending in the application's display name keeps the platform from appending it a second time
    // ("未命名 — 注意力实验室 — 注意力实验室 Attention Lab").
    setWindowTitle(
        QStringLiteral("%1[*] — %2").arg(m_document->displayName(), QGuiApplication::applicationDisplayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_document->maybeSave()) {
        event->ignore();
        return;
    }
    m_presentation->setPresenting(false); // the window's own size and state are the ones to remember
    saveSettings();
    m_document->removeAutosave(); // a clean exit leaves nothing to restore
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Attention Lab"),
                       tr("<h3>Attention Lab %1</h3>"
                          "<p>A desktop laboratory for the intuition behind self-attention: the same word gets a "
                          "different vector in a different sentence, because it attends to its neighbours.</p>"
                          "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
                               .arg(QApplication::applicationVersion())
                           + tr("<p>Attention is computed with the %1 instruction set of this CPU.</p>")
                                 .arg(isa::description(isa::active())));
}

} // namespace AttentionLab
