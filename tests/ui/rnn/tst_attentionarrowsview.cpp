// SPDX-License-Identifier: GPL-3.0-or-later
#include "attention.h"
#include "attentionarrowsview.h"
#include "failonwarning.h"

#include <QHelpEvent>
#include <QImage>
#include <QTest>
#include <QToolTip>

using namespace AttentionLab;

namespace {

const QStringList LessonWords { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                QStringLiteral("手机") };

Eigen::MatrixXd lessonWeights()
{
    Eigen::MatrixXd x(4, 4);
    x << 1.0, 1.0, 0.0, 0.0, //
        0.6, 0.0, 1.0, 0.0, //
        0.2, 0.0, 0.1, 1.0, //
        1.0, 0.0, 0.2, 0.1;
    return attention::compute(x).weights;
}

// Width of the run of non-background pixels around \a x on row \a y.
int inkWidth(const QImage& image, int x, int y, const QColor& background)
{
    int left = x;
    while (left > 0 && image.pixelColor(left - 1, y).rgb() != background.rgb())
        --left;
    int right = x;
    while (right + 1 < image.width() && image.pixelColor(right + 1, y).rgb() != background.rgb())
        ++right;
    return image.pixelColor(x, y).rgb() == background.rgb() ? 0 : right - left + 1;
}

// Pixels of any other colour than \a background inside \a rect.
int inkPixels(const QImage& image, const QRect& rect, const QColor& background)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x)
            count += image.pixelColor(x, y).rgb() != background.rgb() ? 1 : 0;
    }
    return count;
}

} // namespace

class TestAttentionArrowsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void allPairsAppearInTheOneStep()
    {
        AttentionArrowsView view;
        view.setSentence(LessonWords, std::make_shared<const Eigen::MatrixXd>(lessonWeights()));
        view.resize(600, 260);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.grab();
        QCOMPARE(view.drawnLineCount(), 0); // not computed yet: words only
        view.setComputed(true);
        view.grab();
        QCOMPARE(view.drawnLineCount(), 16); // all 4 × 4 at once
        QVERIFY(view.accessibleDescription().contains(QStringLiteral("4 × 4")));
        // The widest line from each word, in numbers: 苹果 keeps 0.56 for itself; 手机 scores
        // 1.00, 0.80, 0.32, 1.05 against the four words, so softmax gives itself 0.31.
        QVERIFY2(view.accessibleDescription().contains(QStringLiteral("苹果 → 苹果 0.56")),
                 qPrintable(view.accessibleDescription()));
        QVERIFY(view.accessibleDescription().contains(QStringLiteral("手机 → 手机 0.31")));
        view.setComputed(false);
        view.grab();
        QCOMPARE(view.drawnLineCount(), 0);
    }

    void lineWidthIsTheWeight()
    {
        // Two words; the self-attention lines are vertical, so at mid-height the ink
        // around a word's x is that line alone.
        const QStringList words { QStringLiteral("猫"), QStringLiteral("狗") };
        AttentionArrowsView view;
        view.resize(400, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setComputed(true);
        const QColor background = view.palette().color(QPalette::Base);
        auto selfLineWidth = [&](double selfWeight) {
            Eigen::MatrixXd weights(2, 2);
            weights << selfWeight, 1 - selfWeight, 1 - selfWeight, selfWeight;
            view.setSentence(words, std::make_shared<const Eigen::MatrixXd>(weights));
            const QImage image = view.grab().toImage();
            const QPointF top = view.sourcePoint(0);
            const QPointF bottom = view.targetPoint(0);
            return inkWidth(image, int(top.x()), int((top.y() + bottom.y()) / 2), background);
        };
        const int heavy = selfLineWidth(0.9);
        const int light = selfLineWidth(0.2);
        QVERIFY2(heavy > light, qPrintable(QStringLiteral("%1 px for 0.9, %2 px for 0.2").arg(heavy).arg(light)));
        // The heaviest line is the widest there is; 0.2 is a quarter of the heaviest 0.8.
        QVERIFY(std::abs(heavy - view.maximumLineWidth()) <= 2.5);
        QVERIFY(std::abs(light - 0.25 * view.maximumLineWidth()) <= 2.5);
    }

    void longSentencesAreCapped()
    {
        const int length = 1000;
        QStringList words;
        for (int i = 0; i < length; ++i)
            words.append(QStringLiteral("猫"));
        AttentionArrowsView view;
        view.resize(800, 300);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setSentence(
            words, std::make_shared<const Eigen::MatrixXd>(Eigen::MatrixXd::Constant(length, length, 1.0 / length)));
        view.setComputed(true);
        view.grab(); // paints, and so counts what it drew
        QCOMPARE(view.length(), length);
        QCOMPARE(view.drawnLength(), AttentionArrowsView::MaximumWords);
        QVERIFY(view.drawnLineCount() <= AttentionArrowsView::MaximumWords * AttentionArrowsView::MaximumWords);
    }

    void tooltipListsTheStrongestWeights()
    {
        AttentionArrowsView view;
        view.setSentence(LessonWords, std::make_shared<const Eigen::MatrixXd>(lessonWeights()));
        view.setComputed(true);
        view.resize(600, 260);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QPoint onWord = (view.sourcePoint(0) - QPointF(0, 10)).toPoint();
        QHelpEvent help(QEvent::ToolTip, onWord, view.mapToGlobal(onWord));
        QCoreApplication::sendEvent(&view, &help);
        QTRY_VERIFY(QToolTip::text().contains(QStringLiteral("手机 0.21")));
        QToolTip::hideText();
    }

    void darkPaletteAndEmptySentence()
    {
        AttentionArrowsView view;
        view.resize(400, 200);
        // Empty: only the centred "No words to connect.", ink in the middle and none above or below.
        const QImage empty = view.grab().toImage();
        const QColor background = view.palette().color(QPalette::Base);
        const int middle = empty.height() / 2;
        const int line = view.fontMetrics().height() * empty.devicePixelRatio();
        QCOMPARE(inkPixels(empty, QRect(0, 0, empty.width(), middle - line), background), 0);
        QCOMPARE(inkPixels(empty, QRect(0, middle + line, empty.width(), empty.height() - middle - line), background),
                 0);
        QVERIFY(inkPixels(empty, QRect(0, middle - line, empty.width(), 2 * line), background) > 20);
        view.setSentence(LessonWords, std::make_shared<const Eigen::MatrixXd>(lessonWeights()));
        view.setComputed(true);
        QPalette dark = view.palette();
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
        dark.setColor(QPalette::Highlight, QColor(0x3d, 0xae, 0xe9));
        view.setPalette(dark);
        const QImage image = view.grab().toImage();
        QCOMPARE(image.pixelColor(1, 1), QColor(0x1e, 0x1e, 0x1e));
        QVERIFY(!view.accessibleName().isEmpty());
    }
};

QTEST_MAIN(TestAttentionArrowsView)
#include "tst_attentionarrowsview.moc"
