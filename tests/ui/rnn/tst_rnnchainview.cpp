// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "rnn.h"
#include "rnnchainview.h"
#include "sequencecolours.h"

#include "lessondata.h"
#include <QHelpEvent>
#include <QImage>

#include <QTest>
#include <QToolTip>

using namespace AttentionLab;

namespace {

using testdata::lessonSentence1;

const QStringList LessonWords { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                QStringLiteral("手机") };

// Pixels of exactly \a colour inside \a rect: antialiased edges are left out on purpose.
int countPixels(const QImage& image, const QRect& rect, const QColor& colour)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += image.pixelColor(x, y).rgb() == colour.rgb() ? 1 : 0;
    }
    return count;
}

// Pixels of any other colour than \a background inside \a rect.
int inkPixels(const QImage& image, const QRect& rect, const QColor& background)
{
    return rect.width() * rect.height() - countPixels(image, rect, background);
}

// The left edge of the word's cell, away from the word and the rounded corners,
// is all highlight when the word is the one being read.
bool cellIsHighlighted(const RnnChainView& view, const QImage& image, int word)
{
    const QRectF cell = view.cellRect(word);
    const QRect probe(QPoint(int(cell.left()) + 3, int(cell.center().y()) - 2), QSize(3, 4));
    return countPixels(image, probe, view.palette().color(QPalette::Highlight)) == 12;
}

} // namespace

class TestRnnChainView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void visibleRange_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("step");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("count");
        // Cells of 60 px, 20 px apart: 80 px a word, so 800 px hold 10 words.
        QTest::newRow("all_fit") << 4 << 0 << 800 << 0 << 4;
        QTest::newRow("exactly_ten") << 10 << 5 << 780 << 0 << 10;
        QTest::newRow("before_the_first_step") << 1000 << 0 << 780 << 0 << 10;
        QTest::newRow("centred_on_the_reader") << 1000 << 501 << 780 << 495 << 10;
        QTest::newRow("at_the_end") << 1000 << 1000 << 780 << 990 << 10;
        QTest::newRow("too_narrow_still_one") << 30 << 7 << 10 << 6 << 1;
        QTest::newRow("empty") << 0 << 0 << 800 << 0 << 0;
    }
    void visibleRange()
    {
        QFETCH(int, length);
        QFETCH(int, step);
        QFETCH(int, width);
        QFETCH(int, first);
        QFETCH(int, count);
        const RnnChainView::VisibleRange range = RnnChainView::visibleRange(length, step, width, 60, 20);
        QCOMPARE(range.first, first);
        QCOMPARE(range.count, count);
        if (step > 0 && length > 0)
            QVERIFY2(range.contains(step - 1), "the word being read must be on screen");
    }

    void stateLabelUsesSubscripts()
    {
        QCOMPARE(RnnChainView::stateLabel(0), QStringLiteral("h₁"));
        QCOMPARE(RnnChainView::stateLabel(11), QStringLiteral("h₁₂"));
    }

    void highlightsTheWordBeingRead()
    {
        RnnChainView view;
        view.setSentence(LessonWords, ElmanRnn(4).run(lessonSentence1()));
        view.resize(700, view.sizeHint().height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        auto highlightedIn = [&](int word) { return cellIsHighlighted(view, view.grab().toImage(), word); };
        for (int word = 0; word < 4; ++word)
            QVERIFY(!highlightedIn(word));
        view.setStep(2);
        QVERIFY2(highlightedIn(1), "word 2 is being read");
        QVERIFY(!highlightedIn(0));
        QVERIFY(!highlightedIn(2));
        view.setStep(4);
        QVERIFY(highlightedIn(3));
        QVERIFY(!highlightedIn(1));
        QVERIFY(view.accessibleDescription().contains(QStringLiteral("手机")));
        // The state just computed, in the numbers the tooltip shows.
        const QString firstNumber = QString::number(view.states()(3, 0), 'f', 2);
        QVERIFY2(view.accessibleDescription().contains(QStringLiteral(" = (%1, ").arg(firstNumber)),
                 qPrintable(view.accessibleDescription()));
    }

    void statesAppearOnlyOnceRead()
    {
        RnnChainView view;
        view.setSentence(LessonWords, ElmanRnn(4).run(lessonSentence1()));
        view.resize(700, view.sizeHint().height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QColor bars = SequenceColours::fromPalette(view.palette()).recurrent;
        // The bars sit between the caption and the cell.
        auto barPixels = [&](int word) {
            const QRectF cell = view.cellRect(word);
            const QRect area(int(cell.left()), int(cell.top()) - 80, int(cell.width()), 80);
            return countPixels(view.grab().toImage(), area, bars);
        };
        QCOMPARE(barPixels(0), 0);
        view.setStep(1);
        QVERIFY2(barPixels(0) > 20, "h_1 drawn as bars once word 1 is read");
        QCOMPARE(barPixels(1), 0);
        view.setStep(2);
        // The earlier state steps back (paler), the current one is in full colour.
        QCOMPARE(barPixels(0), 0);
        QVERIFY(barPixels(1) > 20);
    }

    void longSentenceWindowFollowsTheReader()
    {
        QStringList words;
        for (int i = 0; i < 1000; ++i)
            words.append(QStringLiteral("猫"));
        RnnChainView view;
        view.setSentence(words, Eigen::MatrixXd::Zero(1000, ElmanRnn::HiddenSize));
        view.resize(640, view.sizeHint().height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.visibleRange().count < 20);
        for (int step : { 1, 17, 500, 999, 1000 }) {
            view.setStep(step);
            QVERIFY(view.visibleRange().contains(step - 1));
            QVERIFY(!view.cellRect(step - 1).isEmpty());
            QVERIFY(view.cellRect(step - 1).right() <= view.width());
            QVERIFY2(cellIsHighlighted(view, view.grab().toImage(), step - 1),
                     qPrintable(QStringLiteral("word %1 is being read").arg(step)));
        }
    }

    void tooltipShowsTheStateNumbers()
    {
        RnnChainView view;
        const Eigen::MatrixXd states = ElmanRnn(4).run(lessonSentence1());
        view.setSentence(LessonWords, states);
        view.resize(700, view.sizeHint().height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setStep(1);
        const QPoint centre = view.cellRect(0).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, centre, view.mapToGlobal(centre));
        QCoreApplication::sendEvent(&view, &help);
        QTRY_VERIFY(QToolTip::text().contains(QStringLiteral("h₁ = (")));
        QVERIFY(QToolTip::text().contains(QString::number(states(0, 0), 'f', 2)));
        QToolTip::hideText();
    }

    void paletteChangeRepaints()
    {
        RnnChainView view;
        view.setSentence(LessonWords, ElmanRnn(4).run(lessonSentence1()));
        view.resize(700, view.sizeHint().height());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.grab();
        const int renders = view.renderCount();
        view.grab();
        QCOMPARE(view.renderCount(), renders); // from the cache
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        view.setPalette(dark);
        const QImage image = view.grab().toImage();
        QVERIFY(view.renderCount() > renders);
        QCOMPARE(image.pixelColor(1, 1), QColor(0x1e, 0x1e, 0x1e));
    }

    void emptySentence()
    {
        RnnChainView view;
        view.setSentence({}, Eigen::MatrixXd(0, ElmanRnn::HiddenSize));
        view.setStep(3);
        QCOMPARE(view.step(), 0);
        view.resize(400, 200);
        // Only the centred "No words to read.": ink in the middle, none above or below.
        const QImage image = view.grab().toImage();
        const QColor background = view.palette().color(QPalette::Base);
        const int middle = image.height() / 2;
        const int line = view.fontMetrics().height() * image.devicePixelRatio();
        QCOMPARE(inkPixels(image, QRect(0, 0, image.width(), middle - line), background), 0);
        QCOMPARE(inkPixels(image, QRect(0, middle + line, image.width(), image.height() - middle - line), background),
                 0);
        QVERIFY(inkPixels(image, QRect(0, middle - line, image.width(), 2 * line), background) > 20);
        QVERIFY(view.cellRect(0).isEmpty());
        QVERIFY(!view.accessibleName().isEmpty());
    }
};

QTEST_MAIN(TestRnnChainView)
#include "tst_rnnchainview.moc"
