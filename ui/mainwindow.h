// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QListWidget;
class QStackedWidget;
class QLabel;

namespace AttentionLab {

class SentenceBar;
class Workspace;

/// The lesson's window: the sentence bar on top, the chapters in a sidebar on
/// the left, one chapter page at a time on the right, menus and a status bar.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Workspace* workspace, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Stable English ids of the chapter pages, in lesson order.
    QStringList pageIds() const;
    /// Shows the page \a id; returns false when there is no such page.
    bool showPage(const QString& id);
    QString currentPageId() const;
    QWidget* page(const QString& id) const;
    SentenceBar* sentenceBar() const { return m_sentenceBar; }

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    struct Page
    {
        QString id;
        QWidget* widget;
    };
    void addPage(const QString& id, QWidget* widget);
    void createMenus();
    void retranslate();
    void restoreSettings();
    void saveSettings() const;
    void showAbout();

    Workspace* m_workspace;
    SentenceBar* m_sentenceBar = nullptr;
    QListWidget* m_chapterList = nullptr;
    QStackedWidget* m_pages = nullptr;
    QList<Page> m_pageList;
    QMenu* m_fileMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QList<QAction*> m_chapterActions;
};

} // namespace AttentionLab
