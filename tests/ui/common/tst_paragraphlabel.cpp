// SPDX-License-Identifier: GPL-3.0-or-later
// A paragraph label answers every height for a width as a QLabel with the same text, font and
// margins does, after each kind of change, though it remembers its answers.
#include "failonwarning.h"
#include "paragraphlabel.h"

#include <QTest>

#include <functional>

using namespace AttentionLab;

namespace {

const QString Paragraph = QStringLiteral(
    "<p>A word's meaning comes from its neighbours. So let the word's new vector be a <b>weighted average</b> "
    "of all the word vectors in its sentence, with weights that add up to 1.</p>");
const QString Chinese
    = QStringLiteral("<p>一个词的意思来自它的邻居：新向量是句子里所有词向量的<b>加权平均</b>，权重加起来等于 1。</p>");

using Change = std::function<void(QLabel&)>;

} // namespace

class TestParagraphLabel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void answersAsAQLabelAfterEachChange_data()
    {
        QTest::addColumn<Change>("change");
        QTest::newRow("nothing") << Change([](QLabel&) {});
        QTest::newRow("text") << Change([](QLabel& label) { label.setText(Chinese); });
        QTest::newRow("longer text") << Change([](QLabel& label) { label.setText(Paragraph + Paragraph); });
        QTest::newRow("font") << Change([](QLabel& label) {
            QFont font = label.font();
            font.setPointSizeF(font.pointSizeF() * 1.5);
            label.setFont(font);
        });
        QTest::newRow("bold") << Change([](QLabel& label) {
            QFont font = label.font();
            font.setBold(true);
            label.setFont(font);
        });
        QTest::newRow("margin") << Change([](QLabel& label) { label.setMargin(12); });
        QTest::newRow("indent") << Change([](QLabel& label) { label.setIndent(40); });
        QTest::newRow("contents margins") << Change([](QLabel& label) { label.setContentsMargins(30, 0, 30, 0); });
        QTest::newRow("frame") << Change([](QLabel& label) {
            label.setFrameStyle(QFrame::Box);
            label.setLineWidth(9);
        });
        QTest::newRow("plain text") << Change([](QLabel& label) { label.setTextFormat(Qt::PlainText); });
        QTest::newRow("no wrap") << Change([](QLabel& label) { label.setWordWrap(false); });
        QTest::newRow("minimum height") << Change([](QLabel& label) { label.setMinimumHeight(300); });
        QTest::newRow("picture") << Change([](QLabel& label) {
            label.clear();
            QPixmap picture(40, 30);
            picture.fill(Qt::red);
            label.setPixmap(picture);
        });
    }

    void answersAsAQLabelAfterEachChange()
    {
        QFETCH(Change, change);
        ParagraphLabel paragraph;
        QLabel label;
        label.setWordWrap(true);
        for (QLabel* each : { static_cast<QLabel*>(&paragraph), &label }) {
            each->setTextFormat(Qt::RichText);
            each->setText(Paragraph);
            each->resize(400, 100);
        }
        const QList<int> widths { 120, 300, 640, 300, -1, 120, 900, 200, 120, -1 };
        for (int width : widths) // asked before the change: what it remembers must not outlive it
            QCOMPARE(paragraph.heightForWidth(width), label.heightForWidth(width));
        const int before = paragraph.heightForWidth(120);

        change(paragraph);
        change(label);
        for (int width : widths)
            QCOMPARE(paragraph.heightForWidth(width), label.heightForWidth(width));
        if (QTest::currentDataTag() != QByteArrayLiteral("nothing"))
            QVERIFY2(paragraph.heightForWidth(120) != before, "the change should change the height at 120 px");
    }

    // What it is for: the same width asked again is not laid out again, until something changes.
    void remembersTheHeightsItWasAskedFor()
    {
        ParagraphLabel paragraph;
        paragraph.setTextFormat(Qt::RichText);
        paragraph.setText(Paragraph);
        const int at300 = paragraph.heightForWidth(300);
        const int at640 = paragraph.heightForWidth(640);
        QCOMPARE(paragraph.measurements(), 2);
        QCOMPARE(paragraph.heightForWidth(300), at300);
        QCOMPARE(paragraph.heightForWidth(640), at640);
        QCOMPARE(paragraph.measurements(), 2);
        paragraph.setText(Chinese);
        paragraph.heightForWidth(300);
        QCOMPARE(paragraph.measurements(), 3);
        for (int width : { 100, 200, 400, 500, 600 }) // five widths: the oldest of four is forgotten
            paragraph.heightForWidth(width);
        QCOMPARE(paragraph.measurements(), 8);
        paragraph.heightForWidth(600);
        paragraph.heightForWidth(300);
        QCOMPARE(paragraph.measurements(), 9);
    }
};

QTEST_MAIN(TestParagraphLabel)
#include "tst_paragraphlabel.moc"
