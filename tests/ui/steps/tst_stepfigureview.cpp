// SPDX-License-Identifier: GPL-3.0-or-later
#include "accentcolour.h"
#include "failonwarning.h"
#include "stepfigure.h"
#include "stepfigureview.h"
#include "workspace.h"

#include <QTest>

using namespace AttentionLab;

namespace {
/// How many pixels of \a image are close to \a colour.
int pixelsNear(const QImage& image, const QColor& colour)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green())
                    + std::abs(c.blue() - colour.blue())
                < 12)
                ++count;
        }
    }
    return count;
}
} // namespace

class TestStepFigureView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void heightFollowsTheContent()
    {
        Workspace workspace;
        StepFigureView view;
        view.setFigure(StepFigure::build(workspace, SnippetStep::Scores));
        const int wide = view.heightForWidth(1200);
        const int narrow = view.heightForWidth(500);
        QVERIFY(wide > 150);
        QVERIFY(narrow >= wide); // text wraps into more lines
        QVERIFY(view.requiredWidth() < 1200);
        StepFigure empty;
        view.setFigure(empty);
        QVERIFY(view.heightForWidth(1200) < wide);
    }

    // The last step's two blocks (the comparison, the nearest words) go one under the other when
    // they do not fit side by side, as in the figure pane of a 1024 × 640 window, instead of
    // asking for a horizontal scroll bar.
    void blocksGoUnderEachOtherWhenNarrow()
    {
        Workspace workspace;
        StepFigureView view;
        view.setFigure(StepFigure::build(workspace, SnippetStep::Compare));
        QCOMPARE(view.figure().blocks.size(), 2);
        const int sideBySide = view.sizeHint().width();
        QVERIFY2(view.requiredWidth() < sideBySide - 200,
                 qPrintable(QStringLiteral("%1 / %2").arg(view.requiredWidth()).arg(sideBySide)));
        QVERIFY(view.minimumSizeHint().width() <= 600);
        const int wide = view.heightForWidth(sideBySide);
        const int narrow = view.heightForWidth(view.requiredWidth());
        QVERIFY2(narrow > wide + 100, qPrintable(QStringLiteral("%1 / %2").arg(narrow).arg(wide)));
    }

    void paintsFromTheCacheUntilSomethingChanges()
    {
        Workspace workspace;
        StepFigureView view;
        view.setFigure(StepFigure::build(workspace, SnippetStep::Softmax));
        view.resize(1000, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.repaint();
        const int rendered = view.renderCount();
        view.repaint();
        QCOMPARE(view.renderCount(), rendered);
        view.setFigure(StepFigure::build(workspace, SnippetStep::WeightedSum));
        view.repaint();
        QCOMPARE(view.renderCount(), rendered + 1);
        view.resize(900, 400);
        view.repaint();
        QCOMPARE(view.renderCount(), rendered + 2);
    }

    void sentenceColoursOnLightAndDark_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::addColumn<QColor>("text");
        QTest::newRow("light") << QColor(Qt::white) << QColor(Qt::black);
        QTest::newRow("dark") << QColor(30, 30, 30) << QColor(230, 230, 230);
    }
    void sentenceColoursOnLightAndDark()
    {
        QFETCH(QColor, base);
        QFETCH(QColor, text);
        Workspace workspace;
        StepFigureView view;
        QPalette palette = view.palette();
        palette.setColor(QPalette::Base, base);
        palette.setColor(QPalette::Text, text);
        view.setPalette(palette);
        view.setFigure(StepFigure::build(workspace, SnippetStep::Stack));
        view.resize(1000, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage shot = view.grab().toImage();
        // The background is the palette's, and each sentence's heading rule is drawn in its colour.
        QCOMPARE(shot.pixelColor(2, 2).rgb(), base.rgb());
        QVERIFY(pixelsNear(shot, accentcolour::sentence(0, base)) > 100);
        QVERIFY(pixelsNear(shot, accentcolour::sentence(1, base)) > 100);
        QVERIFY(pixelsNear(shot, text) > 100); // the numbers
    }

    void accessibleDescriptionIsTheFigure()
    {
        Workspace workspace;
        StepFigureView view;
        const StepFigure figure = StepFigure::build(workspace, SnippetStep::Scores);
        view.setFigure(figure);
        QCOMPARE(view.accessibleDescription(), figure.toPlainText());
    }
};

QTEST_MAIN(TestStepFigureView)
#include "tst_stepfigureview.moc"
