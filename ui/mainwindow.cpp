// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "sentencebar.h"
#include "workspace.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

namespace AttentionLab {

namespace {
const auto GeometryKey = QStringLiteral("window/geometry");
const auto StateKey = QStringLiteral("window/state");
const auto SentencesKey = QStringLiteral("lesson/sentences");
const auto PageKey = QStringLiteral("window/page");
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
    m_pages = new QStackedWidget(splitter);
    splitter->addWidget(m_chapterList);
    splitter->addWidget(m_pages);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    connect(m_chapterList, &QListWidget::currentRowChanged, m_pages, &QStackedWidget::setCurrentIndex);

    createMenus();
    retranslate();
    statusBar()->showMessage(tr("Ready"), 2000);
    resize(1180, 760);
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

QString MainWindow::currentPageId() const
{
    const int index = m_pages->currentIndex();
    return index >= 0 && index < m_pageList.size() ? m_pageList[index].id : QString();
}

QWidget* MainWindow::page(const QString& id) const
{
    for (const Page& page : m_pageList) {
        if (page.id == id)
            return page.widget;
    }
    return nullptr;
}

void MainWindow::addPage(const QString& id, QWidget* widget)
{
    m_pageList.append({ id, widget });
    m_pages->addWidget(widget);
    m_chapterList->addItem(widget->windowTitle());
    auto* action = new QAction(this);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + m_chapterActions.size())));
    connect(action, &QAction::triggered, this, [this, id] { showPage(id); });
    m_chapterActions.append(action);
    m_viewMenu->addAction(action);
    if (m_chapterList->currentRow() < 0)
        m_chapterList->setCurrentRow(0);
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_quitAction = m_fileMenu->addAction(QString(), qApp, &QApplication::closeAllWindows);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_viewMenu = menuBar()->addMenu(QString());
    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Attention Lab"));
    m_fileMenu->setTitle(tr("&File"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Attention Lab"));
    m_chapterList->setAccessibleName(tr("Chapters"));
    for (int i = 0; i < m_pageList.size(); ++i) {
        const QString title = m_pageList[i].widget->windowTitle();
        m_chapterList->item(i)->setText(title);
        m_chapterActions[i]->setText(title);
    }
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(GeometryKey).toByteArray());
    restoreState(settings.value(StateKey).toByteArray());
    const QString page = settings.value(PageKey).toString();
    if (!page.isEmpty())
        showPage(page);
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(GeometryKey, saveGeometry());
    settings.setValue(StateKey, saveState());
    settings.setValue(SentencesKey, m_workspace->sentenceTexts());
    settings.setValue(PageKey, currentPageId());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    saveSettings();
    event->accept();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Attention Lab"),
                       tr("<h3>Attention Lab %1</h3>"
                          "<p>A desktop laboratory for the intuition behind self-attention: the same word gets a "
                          "different vector in a different sentence, because it attends to its neighbours.</p>"
                          "<p>Licensed under the GNU General Public License, version 3 or later.</p>")
                           .arg(QApplication::applicationVersion()));
}

} // namespace AttentionLab
