// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "wordline.h"

#include <QStringList>
#include <QTest>
#include <QVBoxLayout>

using namespace AttentionLab;

namespace {
QString chips(int count)
{
    QStringList words;
    for (int i = 0; i < count; ++i)
        words.append(i % 3 == 0 ? QStringLiteral("<a href=\"add:x\">量子%1?</a>").arg(i)
                                : QStringLiteral("苹果%1").arg(i));
    return words.join(QStringLiteral(" · "));
}
} // namespace

class TestWordLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    // The size hints skip QLabel's search for a shape: one line, at least; the height comes by width.
    void hintsAreOneLineAndTheHeightComesByWidth()
    {
        WordLine line;
        line.setText(chips(60));
        QVERIFY(line.hasHeightForWidth());
        QCOMPARE(line.sizeHint().height(), line.fontMetrics().height());
        QCOMPARE(line.minimumSizeHint(), QSize(0, line.fontMetrics().height()));
        QVERIFY(line.heightForWidth(400) > 2 * line.fontMetrics().height()); // sixty words wrap
    }

    // A pasted paragraph wraps in the width the window has: every line is shown, none widens it.
    void aLongLineWrapsInTheWindowAndShowsEveryLine()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* line = new WordLine(&window);
        line->setText(chips(60));
        layout->addWidget(line);
        layout->addStretch(1);
        window.resize(420, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.minimumSizeHint().width() < 100);
        QTRY_COMPARE(line->width(), 420 - layout->contentsMargins().left() - layout->contentsMargins().right());
        QTRY_VERIFY(line->height() >= line->heightForWidth(line->width()));
        window.resize(840, 600);
        QTRY_VERIFY(line->width() > 700);
        QVERIFY(line->height() >= line->heightForWidth(line->width()));
        QVERIFY(line->heightForWidth(line->width()) < line->heightForWidth(400)); // fewer lines when wider
    }

    // The layouts' questions about widths no row has (20 px: a word per line) get the height at
    // NarrowestMeasured characters' width; the answers follow a new text and a new font.
    void narrowWidthsAreAnsweredAtTheNarrowestMeasured()
    {
        WordLine line;
        line.setText(chips(60));
        const int narrowest = WordLine::NarrowestMeasured * line.fontMetrics().averageCharWidth();
        QLabel plain; // the same text in a plain QLabel: what the heights must be
        plain.setTextFormat(Qt::RichText);
        plain.setWordWrap(true);
        plain.setText(chips(60));
        QCOMPARE(line.heightForWidth(narrowest), plain.heightForWidth(narrowest));
        QCOMPARE(line.heightForWidth(20), plain.heightForWidth(narrowest));
        QVERIFY(plain.heightForWidth(20) > line.heightForWidth(20)); // what it no longer lays out
        QCOMPARE(line.heightForWidth(600), plain.heightForWidth(600));
        QCOMPARE(line.heightForWidth(600), plain.heightForWidth(600)); // kept: the same answer
        line.setText(chips(120));
        plain.setText(chips(120));
        QCOMPARE(line.heightForWidth(600), plain.heightForWidth(600)); // more words, more lines
        QFont larger = line.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        line.setFont(larger);
        plain.setFont(larger);
        QCOMPARE(line.heightForWidth(600), plain.heightForWidth(600));
    }
};

QTEST_MAIN(TestWordLine)
#include "tst_wordline.moc"
