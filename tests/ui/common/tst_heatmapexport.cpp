// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "heatmapexport.h"
#include "heatmappainter.h"
#include "models/attentionmatrixmodel.h"
#include "models/workspacebinder.h"
#include "oklab.h"
#include "workspace.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace AttentionLab;

namespace {
HeatmapPainter lessonPainter(Workspace& workspace)
{
    AttentionMatrixModel model(0);
    WorkspaceBinder::of(&workspace)->bind(&model);
    return HeatmapPainter(HeatmapFigure::fromModel(model, workspace.sentence(0).text));
}

double lightnessAt(const QImage& image, const QPointF& logicalPoint, int scale)
{
    return OkLab::fromColor(image.pixelColor((logicalPoint * scale).toPoint())).L;
}
} // namespace

class TestHeatmapExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void pngSizeFollowsTheScale_data()
    {
        QTest::addColumn<int>("scale");
        for (int scale : { 1, 2, 4, 8 })
            QTest::addRow("%dx", scale) << scale;
    }
    void pngSizeFollowsTheScale()
    {
        QFETCH(int, scale);
        Workspace workspace;
        const HeatmapPainter painter = lessonPainter(workspace);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.png"));
        QString error;
        QVERIFY2(heatmapexport::writePng(painter, path, scale, false, &error), qPrintable(error));
        const QImage image(path);
        QCOMPARE(image.size(), (painter.preferredSize() * scale).toSize());
    }

    void darkerMeansMoreAttention()
    {
        Workspace workspace;
        const HeatmapPainter painter = lessonPainter(workspace);
        const int scale = 2;
        const QImage image = heatmapexport::renderImage(painter, scale, false);
        const HeatmapLayout layout = painter.layout(painter.preferredSize());
        const Eigen::MatrixXd& weights = workspace.sentence(0).result().weights;
        Eigen::Index maxRow, maxColumn, minRow, minColumn;
        weights.maxCoeff(&maxRow, &maxColumn);
        weights.minCoeff(&minRow, &minColumn);
        // Sample a little off the centre, beside the printed number.
        const QPointF offset(0, layout.cellSize * 0.35);
        const double darkest = lightnessAt(image, layout.cellRect(maxRow, maxColumn).center() + offset, scale);
        const double lightest = lightnessAt(image, layout.cellRect(minRow, minColumn).center() + offset, scale);
        QVERIFY2(darkest < lightest - 0.2, qPrintable(QStringLiteral("%1 vs %2").arg(darkest).arg(lightest)));
    }

    void cellsMatchTheMatrixAtAnySize_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("pixelRatio");
        // 300 words: fewer pixels than cells (each pixel shows the cell under
        // its centre), and more (each cell gets its pixels).
        QTest::newRow("fewer_pixels_than_cells") << QSize(320, 320) << 1;
        QTest::newRow("fewer_pixels_than_cells_2x") << QSize(320, 320) << 2;
        QTest::newRow("more_pixels_than_cells") << QSize(1600, 1600) << 1;
    }
    void cellsMatchTheMatrixAtAnySize()
    {
        QFETCH(QSize, size);
        QFETCH(int, pixelRatio);
        QStringList words;
        for (int i = 0; i < 300; ++i)
            words.append(QStringLiteral("w%1").arg(i)); // unknown words: varied made-up vectors
        Workspace workspace;
        workspace.setSentence(0, words.join(QLatin1Char(' ')));
        workspace.waitForAttention();
        AttentionMatrixModel model(0);
        WorkspaceBinder::of(&workspace)->bind(&model);
        QCOMPARE(model.rowCount(), 300);
        const HeatmapPainter painter(HeatmapFigure::fromModel(model, QString()));
        const HeatmapLayout layout = painter.layout(size);
        QImage image(size * pixelRatio, QImage::Format_RGB32);
        image.setDevicePixelRatio(pixelRatio);
        QPainter imagePainter(&image);
        painter.paint(&imagePainter, layout);
        imagePainter.end();

        // Every pixel of the grid (away from its edge) has the colour of the cell
        // under it; rounding may pick a neighbour, a transposed or shifted picture would not.
        const QRect grid = QRectF(layout.gridRect.topLeft() * pixelRatio, layout.gridRect.size() * pixelRatio)
                               .toAlignedRect()
                               .adjusted(2, 2, -2, -2);
        int exact = 0;
        int checked = 0;
        for (int y = grid.top(); y <= grid.bottom(); y += 3) {
            for (int x = grid.left(); x <= grid.right(); x += 3) {
                const QPointF logical = QPointF(x + 0.5, y + 0.5) / pixelRatio - layout.gridRect.topLeft();
                const int row = std::clamp(static_cast<int>(logical.y() / layout.cellSize), 0, 299);
                const int column = std::clamp(static_cast<int>(logical.x() / layout.cellSize), 0, 299);
                const QColor pixel = image.pixelColor(x, y);
                ++checked;
                if (pixel == painter.cellColour(row, column)) {
                    ++exact;
                    continue;
                }
                bool neighbour = false;
                for (int r = std::max(0, row - 1); r <= std::min(299, row + 1); ++r) {
                    for (int c = std::max(0, column - 1); c <= std::min(299, column + 1); ++c)
                        neighbour = neighbour || pixel == painter.cellColour(r, c);
                }
                QVERIFY2(
                    neighbour,
                    qPrintable(QStringLiteral("pixel (%1, %2), cell (%3, %4)").arg(x).arg(y).arg(row).arg(column)));
            }
        }
        QVERIFY2(exact > checked * 0.9, qPrintable(QStringLiteral("%1 of %2 exact").arg(exact).arg(checked)));
    }

    void legendIsPresent()
    {
        Workspace workspace;
        const HeatmapPainter painter = lessonPainter(workspace);
        const QImage image = heatmapexport::renderImage(painter, 1, false);
        const HeatmapLayout layout = painter.layout(painter.preferredSize());
        const QRectF bar = layout.legendBarRect;
        const double top = lightnessAt(image, QPointF(bar.center().x(), bar.top() + 3), 1);
        const double bottom = lightnessAt(image, QPointF(bar.center().x(), bar.bottom() - 3), 1);
        QVERIFY2(top < 0.5 && bottom > 0.9, "the legend runs from dark (most) at the top to light at the bottom");
    }

    void transparentBackground()
    {
        Workspace workspace;
        const QImage image = heatmapexport::renderImage(lessonPainter(workspace), 1, true);
        QCOMPARE(image.pixelColor(1, 1).alpha(), 0);
        const QImage opaque = heatmapexport::renderImage(lessonPainter(workspace), 1, false);
        QCOMPARE(opaque.pixelColor(1, 1), QColor(Qt::white));
    }

    // An opaque PNG has no alpha channel (a quarter less to encode), a transparent one has;
    // the pixels are the ones rendered either way.
    void pngHasAnAlphaChannelOnlyWhenTransparent()
    {
        Workspace workspace;
        const HeatmapPainter painter = lessonPainter(workspace);
        QTemporaryDir dir;
        for (const bool transparent : { false, true }) {
            const QString path = dir.filePath(transparent ? QStringLiteral("clear.png") : QStringLiteral("opaque.png"));
            QString error;
            QVERIFY2(heatmapexport::write(painter, path, 2, transparent, &error), qPrintable(error));
            const QImage written(path);
            QCOMPARE(written.hasAlphaChannel(), transparent);
            QImage rendered = heatmapexport::renderImage(painter, 2, transparent);
            rendered.setDevicePixelRatio(1);
            QCOMPARE(written.convertToFormat(QImage::Format_ARGB32), rendered.convertToFormat(QImage::Format_ARGB32));
        }
    }

    void svgIsWellFormedAndHasTheLabels()
    {
        Workspace workspace;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("figure.svg"));
        QString error;
        QVERIFY2(heatmapexport::write(lessonPainter(workspace), path, 1, false, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QXmlStreamReader xml(svg);
        int elements = 0;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement)
                ++elements;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(elements > 20);
        const QString text = QString::fromUtf8(svg);
        for (const Token& token : workspace.sentence(0).tokens)
            QVERIFY2(text.contains(token.text), qPrintable(token.text));
    }

    void badPathsAndFormats_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("scale");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown_extension")
            << QStringLiteral("figure.jpg") << 1 << QStringLiteral("unknown figure format");
        QTest::newRow("missing_folder") << QStringLiteral("missing/figure.png") << 1 << QStringLiteral("cannot write");
        QTest::newRow("scale_zero") << QStringLiteral("figure.png") << 0 << QStringLiteral("scale 0");
        QTest::newRow("scale_nine") << QStringLiteral("figure.png") << 9 << QStringLiteral("scale 9");
    }
    void badPathsAndFormats()
    {
        QFETCH(QString, name);
        QFETCH(int, scale);
        QFETCH(QString, message);
        Workspace workspace;
        QTemporaryDir dir;
        QString error;
        QVERIFY(!heatmapexport::write(lessonPainter(workspace), dir.filePath(name), scale, false, &error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(QDir(dir.path()).isEmpty());
    }
};

QTEST_MAIN(TestHeatmapExport)
#include "tst_heatmapexport.moc"
