// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

namespace AttentionLab {

/// The F1 guide: what each chapter shows and how to use it, and the keyboard
/// shortcuts. Opens at the chapter the user is on.
class HelpDialog : public QDialog
{
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);

    /// Scrolls to chapter \a id (a page id such as "heatmap").
    void showChapter(const QString& id);
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    QTextBrowser* m_browser = nullptr;
};

} // namespace AttentionLab
