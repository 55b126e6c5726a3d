// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpdialog.h"

#include "chapterregistry.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace AttentionLab {

HelpDialog::HelpDialog(QWidget* parent)
    : QDialog(parent)
{
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(720, 640);
    retranslate();
}

void HelpDialog::showChapter(const QString& id)
{
    m_browser->scrollToAnchor(id);
}

QString HelpDialog::text() const
{
    return m_browser->toPlainText();
}

void HelpDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void HelpDialog::retranslate()
{
    setWindowTitle(tr("Attention Lab Guide"));
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(tr("Attention Lab Guide").toHtmlEscaped(),
                            tr("Type sentences in the bar at the top, with or without spaces; every chapter follows "
                               "them as you type. Words marked ? are not in the vocabulary: click one to add it.")
                                .toHtmlEscaped());
    for (const Chapter& chapter : chapters::all())
        html += QStringLiteral("<h3><a name=\"%1\"></a>%2</h3><p>%3</p>")
                    .arg(chapter.id, chapter.title().toHtmlEscaped(), chapter.help().toHtmlEscaped());
    const auto keys = [](const QKeySequence& key) { return key.toString(QKeySequence::NativeText); };
    const struct
    {
        QString keys;
        QString what;
    } shortcuts[] = {
        { QStringLiteral("%1 … %2").arg(keys(chapters::all().constFirst().shortcut),
                                        keys(chapters::all().constLast().shortcut)),
          tr("go to a chapter") },
        { QStringLiteral("Ctrl+Z / Ctrl+Shift+Z"), tr("undo / redo any edit") },
        { QStringLiteral("Ctrl+S / Ctrl+O / Ctrl+N"), tr("save / open / new workspace") },
        { QStringLiteral("Ctrl+E / Ctrl+Shift+C"), tr("export / copy the heatmap figure") },
        { QStringLiteral("F1"), tr("this guide") },
    };
    html += QStringLiteral("<h3>%1</h3><table cellpadding=\"3\">").arg(tr("Keyboard").toHtmlEscaped());
    for (const auto& shortcut : shortcuts)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(shortcut.keys.toHtmlEscaped(), shortcut.what.toHtmlEscaped());
    html += QStringLiteral("</table>");
    m_browser->setHtml(html);
}

} // namespace AttentionLab
