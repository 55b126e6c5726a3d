// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "models/vocabularymodel.h"
#include "vectorbardelegate.h"
#include "workspace.h"

#include <QDoubleSpinBox>
#include <QImage>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace AttentionLab;

class TestVectorBarDelegate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void barGeometry_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<double>("left");
        QTest::addColumn<double>("right");
        // area x 0..200, zero at 100, range 2: 2 fills the right half
        QTest::newRow("zero") << 0.0 << 100.0 << 100.0;
        QTest::newRow("positive_half") << 1.0 << 100.0 << 150.0;
        QTest::newRow("positive_full") << 2.0 << 100.0 << 200.0;
        QTest::newRow("negative_quarter") << -0.5 << 75.0 << 100.0;
        QTest::newRow("clamped_positive") << 9.0 << 100.0 << 200.0;
        QTest::newRow("clamped_negative") << -9.0 << 0.0 << 100.0;
        QTest::newRow("nan_draws_nothing") << qQNaN() << 100.0 << 100.0;
    }
    void barGeometry()
    {
        QFETCH(double, value);
        QFETCH(double, left);
        QFETCH(double, right);
        const VectorBarGeometry geometry { QRectF(0, 10, 200, 20), 2.0 };
        const QRectF bar = geometry.bar(value);
        QCOMPARE(bar.left(), left);
        QCOMPARE(bar.right(), right);
        QCOMPARE(bar.top(), 10.0);
        QCOMPARE(bar.height(), 20.0);
    }

    void invalidRangeMeansOne()
    {
        VectorBarDelegate delegate;
        delegate.setRange(0);
        QCOMPARE(delegate.range(), 1.0);
        delegate.setRange(qInf());
        QCOMPARE(delegate.range(), 1.0);
        delegate.setRange(2.5);
        QCOMPARE(delegate.range(), 2.5);
    }

    void formatsAtMostThreeDecimals_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("integer") << 1.0 << QStringLiteral("1");
        QTest::newRow("half") << 0.5 << QStringLiteral("0.5");
        QTest::newRow("rounded") << 0.123456 << QStringLiteral("0.123");
        QTest::newRow("negative") << -1.25 << QStringLiteral("-1.25");
        QTest::newRow("tiny_negative_is_zero") << -0.0001 << QStringLiteral("0");
    }
    void formatsAtMostThreeDecimals()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(VectorBarDelegate::formatValue(value, QLocale::c()), text);
    }

    void signsHaveDifferentColours()
    {
        const QPalette palette;
        QVERIFY(VectorBarDelegate::positiveColour(palette) != VectorBarDelegate::negativeColour(palette));
        QPalette grey;
        grey.setColor(QPalette::Highlight, Qt::gray);
        QVERIFY(VectorBarDelegate::positiveColour(grey) != VectorBarDelegate::negativeColour(grey));
    }

    void paintsBarsRightForPositiveLeftForNegative()
    {
        QStandardItemModel model(2, 1);
        model.setData(model.index(0, 0), 1.0, VocabularyModel::ValueRole);
        model.setData(model.index(0, 0), 1.0, Qt::DisplayRole);
        model.setData(model.index(1, 0), -1.0, VocabularyModel::ValueRole);
        model.setData(model.index(1, 0), -1.0, Qt::DisplayRole);
        QTableView view;
        VectorBarDelegate delegate;
        view.setItemDelegate(&delegate);
        view.setModel(&model);
        view.setColumnWidth(0, 200);
        view.resize(300, 200);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage image = view.viewport()->grab().toImage();
        // Compared with the cell's own background (which hover or focus may tint), just inside its left edge.
        auto hasBarAt = [&](const QModelIndex& index, double offset) {
            const QRect cell = view.visualRect(index);
            const QRectF area = VectorBarDelegate::barArea(cell, view.fontMetrics());
            const int y = static_cast<int>(area.center().y());
            const int x = static_cast<int>(area.center().x() + offset * area.width() / 2);
            return image.pixelColor(x, y) != image.pixelColor(cell.left() + 1, y);
        };
        // A wide cell: the bar sits left of the number, not behind it.
        const QRect firstCell = view.visualRect(model.index(0, 0));
        QVERIFY(VectorBarDelegate::barArea(firstCell, view.fontMetrics()).right()
                < firstCell.right() - view.fontMetrics().horizontalAdvance(QStringLiteral("-0.000")));
        QVERIFY2(hasBarAt(model.index(0, 0), 0.5), "no bar right of zero for a positive value");
        QVERIFY2(!hasBarAt(model.index(0, 0), -0.5), "a bar left of zero for a positive value");
        QVERIFY2(hasBarAt(model.index(1, 0), -0.5), "no bar left of zero for a negative value");
        QVERIFY2(!hasBarAt(model.index(1, 0), 0.5), "a bar right of zero for a negative value");
    }

    void editorDoesNotRoundUntouchedValues()
    {
        Workspace workspace;
        Eigen::VectorXd precise = workspace.vocabulary().vectorOf(QStringLiteral("苹果"));
        precise[0] = 0.123456;
        QVERIFY(workspace.setVector(QStringLiteral("苹果"), precise));
        VocabularyModel model(&workspace);
        VectorBarDelegate delegate;
        const QModelIndex index
            = model.index(model.rowOf(QStringLiteral("苹果")), VocabularyModel::FirstDimensionColumn);
        QWidget parent;
        QWidget* editor = delegate.createEditor(&parent, QStyleOptionViewItem(), index);
        auto* spinBox = qobject_cast<QDoubleSpinBox*>(editor);
        QVERIFY(spinBox);
        QCOMPARE(spinBox->decimals(), 3);
        delegate.setEditorData(editor, index);
        QCOMPARE(spinBox->minimum(), -100.0);
        QCOMPARE(spinBox->maximum(), 100.0);
        delegate.setModelData(editor, &model, index);
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("苹果"))[0], 0.123456);
        spinBox->setValue(-0.5);
        delegate.setModelData(editor, &model, index);
        QCOMPARE(workspace.vocabulary().vectorOf(QStringLiteral("苹果"))[0], -0.5);
    }

    void editorWidensForLargeValues()
    {
        Workspace workspace;
        Eigen::VectorXd large = workspace.vocabulary().vectorOf(QStringLiteral("苹果"));
        large[0] = 250.5;
        QVERIFY(workspace.setVector(QStringLiteral("苹果"), large));
        VocabularyModel model(&workspace);
        VectorBarDelegate delegate;
        const QModelIndex index
            = model.index(model.rowOf(QStringLiteral("苹果")), VocabularyModel::FirstDimensionColumn);
        QWidget parent;
        auto* spinBox = qobject_cast<QDoubleSpinBox*>(delegate.createEditor(&parent, QStyleOptionViewItem(), index));
        QVERIFY(spinBox);
        delegate.setEditorData(spinBox, index);
        QCOMPARE(spinBox->value(), 250.5);
    }
};

QTEST_MAIN(TestVectorBarDelegate)
#include "tst_vectorbardelegate.moc"
