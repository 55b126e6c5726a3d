// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "weightslidergroup.h"

#include <QDoubleSpinBox>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include <numeric>

using namespace AttentionLab;

namespace {
double sumOf(const QList<double>& weights)
{
    return std::accumulate(weights.cbegin(), weights.cend(), 0.0);
}
} // namespace

class TestWeightSliderGroup : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void draggingASliderKeepsTheSumAtOne()
    {
        WeightSliderGroup group;
        group.setWords({ QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"), QStringLiteral("手机") },
                       { Qt::red, Qt::blue, Qt::yellow, Qt::cyan });
        group.setWeights({ 0.4, 0.3, 0.2, 0.1 });
        group.resize(400, 300);
        group.show();
        QVERIFY(QTest::qWaitForWindowExposed(&group));
        QSignalSpy changed(&group, &WeightSliderGroup::weightsChanged);
        QSlider* slider = group.slider(3);
        // Drag the handle of the last slider to the top with the mouse.
        const QPoint handle(slider->width() / 2, slider->height() - 1 - static_cast<int>(0.1 * (slider->height() - 1)));
        QTest::mousePress(slider, Qt::LeftButton, {}, handle);
        const QPoint target(slider->width() / 2, slider->height() / 5); // about 0.8
        QTest::mouseMove(slider, target);
        QTest::mouseRelease(slider, Qt::LeftButton, {}, target);
        QVERIFY(changed.size() >= 1);
        const QList<double> weights = group.weights();
        QVERIFY2(weights.at(3) > 0.6 && weights.at(3) < 0.95, qPrintable(QString::number(weights.at(3))));
        QCOMPARE(sumOf(weights), 1.0);
        // The others kept their proportions 4 : 3 : 2.
        QVERIFY(std::abs(weights.at(0) / weights.at(1) - 4.0 / 3.0) < 1e-9);
        QCOMPARE(changed.last().at(0).value<QList<double>>(), weights);
    }

    void keyboardMovesASlider()
    {
        WeightSliderGroup group;
        group.setWords({ QStringLiteral("a"), QStringLiteral("b") }, { Qt::red, Qt::blue });
        group.setWeights({ 0.5, 0.5 });
        group.show();
        QVERIFY(QTest::qWaitForWindowExposed(&group));
        group.slider(0)->setFocus();
        QTest::keyClick(group.slider(0), Qt::Key_PageUp);
        QCOMPARE(group.weights().at(0), 0.55);
        QCOMPARE(sumOf(group.weights()), 1.0);
        QTest::keyClick(group.slider(0), Qt::Key_End);
        QCOMPARE(group.weights(), (QList<double> { 1.0, 0.0 }));
        // When the others are all 0 they share what is left equally.
        QTest::keyClick(group.slider(0), Qt::Key_PageDown);
        QVERIFY(std::abs(group.weights().at(1) - 0.05) < 1e-12);
    }

    void weightsCanBeTyped()
    {
        WeightSliderGroup group;
        group.setWords({ QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c") },
                       { Qt::red, Qt::green, Qt::blue });
        group.setWeights({ 0.2, 0.3, 0.5 });
        group.show();
        QVERIFY(QTest::qWaitForWindowExposed(&group));
        QDoubleSpinBox* box = group.spinBox(1);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("0.8"));
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY(std::abs(group.weights().at(1) - 0.8) < 1e-12);
        QVERIFY(std::abs(group.weights().at(0) - 0.2 * 0.2 / 0.7) < 1e-12);
        QCOMPARE(sumOf(group.weights()), 1.0);
        QCOMPARE(group.slider(1)->value(), 800);
    }

    void settingWeightsDoesNotEcho()
    {
        WeightSliderGroup group;
        group.setWords({ QStringLiteral("a"), QStringLiteral("b") }, { Qt::red, Qt::blue });
        QSignalSpy changed(&group, &WeightSliderGroup::weightsChanged);
        group.setWeights({ 0.25, 0.75 });
        QCOMPARE(changed.size(), 0);
        QCOMPARE(group.slider(1)->value(), 750);
        group.setWeights({ 1.0 }); // wrong size: ignored
        QCOMPARE(group.weights(), (QList<double> { 0.25, 0.75 }));
    }
};

QTEST_MAIN(TestWeightSliderGroup)
#include "tst_weightslidergroup.moc"
