// SPDX-License-Identifier: GPL-3.0-or-later
// Heatmap painting: a full render (what happens when data, size or palette
// change) against a repaint from the cached pixmap (hover, expose).
#include "heatmappainter.h"
#include "heatmapview.h"
#include "models/attentionmatrixmodel.h"
#include "workspace.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTest>

using namespace AttentionLab;

namespace {
QString sentenceOf(int length)
{
    const Vocabulary& vocabulary = Vocabulary::builtIn();
    QStringList words;
    for (int i = 0; i < length; ++i)
        words.append(vocabulary.word(i % vocabulary.size()));
    return words.join(QLatin1Char(' '));
}
} // namespace

class BenchHeatmap : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lengths_data()
    {
        QTest::addColumn<int>("length");
        for (int length : { 16, 64, 256, 512, 2048 })
            QTest::addRow("L=%d", length) << length;
    }

    void uncachedPaint_data() { lengths_data(); }
    void uncachedPaint()
    {
        QFETCH(int, length);
        Workspace workspace;
        workspace.setSentence(0, sentenceOf(length));
        workspace.waitForAttention(); // from 256 words the numbers come from the background
        AttentionMatrixModel model;
        model.resetData(workspace.sentence(0).tokens, workspace.sentence(0).sharedResult);
        const HeatmapPainter painter(HeatmapFigure::fromModel(model, workspace.sentence(0).text));
        const QSize size(900, 800);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        QBENCHMARK
        {
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            painter.paint(&p, painter.layout(size));
        }
    }

    void cachedRepaint_data() { lengths_data(); }
    void cachedRepaint()
    {
        QFETCH(int, length);
        Workspace workspace;
        workspace.setSentence(0, sentenceOf(length));
        workspace.waitForAttention(); // from 256 words the numbers come from the background
        AttentionMatrixModel model;
        model.resetData(workspace.sentence(0).tokens, workspace.sentence(0).sharedResult);
        HeatmapView view;
        view.setModel(&model);
        view.resize(900, 800);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.repaint(); // fills the cache
        const int rendered = view.renderCount();
        QBENCHMARK
        {
            view.repaint();
        }
        QCOMPARE(view.renderCount(), rendered);
    }
};

QTEST_MAIN(BenchHeatmap)
#include "bench_heatmap.moc"
