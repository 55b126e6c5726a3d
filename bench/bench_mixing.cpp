// SPDX-License-Identifier: GPL-3.0-or-later
// One drag step of a slider on the mixing page: the sliders re-balance, the
// workspace takes the weights, the mixed colour changes, and the page repaints
// at once (repaint(), not the deferred update()).
#include "colourswatch.h"
#include "mixingpage.h"
#include "weightslidergroup.h"
#include "workspace.h"

#include <QApplication>
#include <QSlider>
#include <QTest>

using namespace AttentionLab;

namespace {
// Counts the paint events a widget receives, to check that a step repainted it.
struct PaintCounter : QObject
{
    explicit PaintCounter(QWidget* widget) { widget->installEventFilter(this); }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        count += event->type() == QEvent::Paint;
        return QObject::eventFilter(watched, event);
    }
    int count = 0;
};
} // namespace

class BenchMixing : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void sliderDragStep()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        page.resize(1100, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const auto sliders = page.sliders(0)->findChildren<QSlider*>();
        QVERIFY(!sliders.isEmpty());
        QSlider* slider = sliders.first();
        const int low = slider->maximum() / 4;
        const int high = slider->maximum() / 2;
        int step = 0;
        QBENCHMARK
        {
            // A drag moves by small steps; alternate so every step changes the weights.
            slider->setValue(++step % 2 ? high : low);
            page.repaint();
        }
        QVERIFY(workspace.sentence(0).mixingWeights.size() > 1);
    }

    // What a drag step costs in the app: Qt repaints only what the step marked
    // dirty. sendPostedEvents() delivers that update request synchronously.
    void sliderDragStepDirtyRegionOnly()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        page.resize(1100, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QSlider* slider = page.sliders(0)->findChildren<QSlider*>().value(0);
        QVERIFY(slider);
        PaintCounter swatchPaints(page.mixedSwatch(0));
        const int low = slider->maximum() / 4;
        const int high = slider->maximum() / 2;
        int step = 0;
        QBENCHMARK
        {
            slider->setValue(++step % 2 ? high : low);
            QCoreApplication::sendPostedEvents();
        }
        QVERIFY2(swatchPaints.count >= step, "a step must repaint the mixed colour before the next one");
    }

    // The reference: the same page repainted with nothing changed.
    void repaintOnly()
    {
        Workspace workspace;
        MixingPage page(&workspace);
        page.resize(1100, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QBENCHMARK
        {
            page.repaint();
        }
    }
};

QTEST_MAIN(BenchMixing)
#include "bench_mixing.moc"
