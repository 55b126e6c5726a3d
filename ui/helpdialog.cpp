// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpdialog.h"

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
    const struct
    {
        const char* id;
        QString title;
        QString body;
    } chapters[] = {
        { "static", tr("1 · One word, one vector"),
          tr("Pick a word that occurs in both sentences: its static vector is the same in both, so the two "
             "meanings cannot be told apart. Hover any word to read its vector.") },
        { "mixing", tr("2 · Mix the context in"),
          tr("Drag a slider or type a weight; the others make room so the sum stays 1. The big swatch is the "
             "query word's new vector as a mixed colour. Reset returns to the attention weights.") },
        { "scoring", tr("3 · Score, then softmax"),
          tr("Click a word to make it the query word. The left chart shows its dot products, the right one the "
             "softmax weights; the formulas below use its numbers. The temperature sharpens or flattens.") },
        { "steps", tr("4 · The three steps, in code"),
          tr("Step through a PyTorch program made from the current vectors with Previous, Next or Play; the "
             "highlighted lines are running, the figure below shows what they do. Copy the code to run it.") },
        { "heatmap", tr("5 · The attention matrix"),
          tr("Row i, column j is how much word i attends to word j. Hover a cell to read it, click a row to "
             "make that word the query, use the arrow keys to walk the cells. Export the figure as PNG or SVG, "
             "the numbers as CSV.") },
        { "rnn", tr("6 · RNN versus attention"),
          tr("Play or step the RNN word by word and watch attention connect every pair at once. The charts "
             "show how the first word's influence fades for the RNN but not for attention.") },
        { "next", tr("7 · What is still missing"),
          tr("Move the dimension slider: without dividing by √d, softmax puts nearly all the weight on one key.") },
        { "vocabulary", tr("Vocabulary"),
          tr("Edit any component in place, add or delete words, rename dimensions, import or export "
             "word2vec/GloVe text files.") },
    };
    QString html = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(tr("Attention Lab Guide").toHtmlEscaped(),
                            tr("Type sentences in the bar at the top, with or without spaces; every chapter follows "
                               "them as you type. Words marked ? are not in the vocabulary: click one to add it.")
                                .toHtmlEscaped());
    for (const auto& chapter : chapters)
        html += QStringLiteral("<h3><a name=\"%1\"></a>%2</h3><p>%3</p>")
                    .arg(QLatin1String(chapter.id), chapter.title.toHtmlEscaped(), chapter.body.toHtmlEscaped());
    const struct
    {
        const char* keys;
        QString what;
    } shortcuts[] = {
        { "Ctrl+1 … Ctrl+8", tr("go to a chapter") },
        { "Ctrl+Z / Ctrl+Shift+Z", tr("undo / redo any edit") },
        { "Ctrl+S / Ctrl+O / Ctrl+N", tr("save / open / new workspace") },
        { "Ctrl+E / Ctrl+Shift+C", tr("export / copy the heatmap figure") },
        { "F1", tr("this guide") },
    };
    html += QStringLiteral("<h3>%1</h3><table cellpadding=\"3\">").arg(tr("Keyboard").toHtmlEscaped());
    for (const auto& shortcut : shortcuts)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(QLatin1String(shortcut.keys), shortcut.what.toHtmlEscaped());
    html += QStringLiteral("</table>");
    m_browser->setHtml(html);
}

} // namespace AttentionLab
