// SPDX-License-Identifier: GPL-3.0-or-later
// A word chip: drawn as the sentence's chips are (a tint of the word's colour, filled when
// chosen), chosen by a click or Space.
#include "failonwarning.h"
#include "sentencechips.h"
#include "wordchip.h"

#include <QSignalSpy>
#include <QTest>

using namespace AttentionLab;

namespace {
// Inside the chip, left of its word: the fill, not the text.
QColor fillOf(WordChip& chip)
{
    const QImage image = chip.grab().toImage();
    return image.pixelColor(QPoint(8, chip.height() / 2) * image.devicePixelRatio());
}
} // namespace

class TestWordChip : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { testing::failOnAnyWarning(); }

    void choosingFillsTheChipWithTheWordsColour()
    {
        const QColor red(220, 40, 40);
        WordChip chip(QStringLiteral("苹果"), red);
        chip.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chip));
        // As big as the sentence's chip for the word, with room for the focus ring.
        QVERIFY(chip.sizeHint().width() >= SentenceChips::chipSize(QStringLiteral("苹果"), chip.font()).width());
        const QColor tint = fillOf(chip);
        QVERIFY2(tint != red, qPrintable(tint.name()));
        QVERIFY(tint.red() > tint.green()); // still reads as the word's colour
        QSignalSpy toggled(&chip, &QAbstractButton::toggled);
        QTest::mouseClick(&chip, Qt::LeftButton);
        QVERIFY(chip.isChecked());
        QCOMPARE(toggled.size(), 1);
        QCOMPARE(fillOf(chip), red);
    }

    // Issue 16: at 200 % a chip was at most 200 px wide, so a longer choice lost its end ("Transfor…").
    void theWholeWordShowsAtTwiceTheType_data()
    {
        QTest::addColumn<QString>("word");
        QTest::newRow("short") << QStringLiteral("和");
        QTest::newRow("chinese") << QStringLiteral("注意力机制");
        QTest::newRow("latin with digits") << QStringLiteral("Transformer2017");
    }
    void theWholeWordShowsAtTwiceTheType()
    {
        QFETCH(QString, word);
        WordChip chip(word, QColor(40, 90, 220));
        QFont font = chip.font();
        font.setPointSizeF(font.pointSizeF() * 2); // what 200 % zoom does to every font
        chip.setFont(font);
        // The text is drawn in the chip (3 px inside the widget for the focus ring) less 4 px each side.
        const int room = chip.sizeHint().width() - 2 * 3 - 8;
        const qreal needed = QFontMetricsF(font).horizontalAdvance(word);
        QVERIFY2(room >= needed,
                 qPrintable(QStringLiteral("%1 px for “%2”, which needs %3").arg(room).arg(word).arg(needed)));
        chip.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chip));
        QCOMPARE(chip.size(), chip.sizeHint());
    }

    void spaceChoosesFromTheKeyboard()
    {
        WordChip chip(QStringLiteral("手机"), QColor(40, 90, 220));
        chip.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chip));
        QCOMPARE(chip.focusPolicy(), Qt::StrongFocus);
        QTest::keyClick(&chip, Qt::Key_Space);
        QVERIFY(chip.isChecked());
    }
};

QTEST_MAIN(TestWordChip)
#include "tst_wordchip.moc"
