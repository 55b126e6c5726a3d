// SPDX-License-Identifier: GPL-3.0-or-later
// Runs the built attention-lab executable as a user would from a shell.
#include "localfilename.h"
#include "runattentionlab.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <unistd.h>

using runattentionlab::Run;
using runattentionlab::run;

namespace {

QStringList figureIds()
{
    return { QStringLiteral("static-vectors1"),  QStringLiteral("static-vectors2"),  QStringLiteral("mixing-sentence1"),
             QStringLiteral("mixing-vector1"),   QStringLiteral("mixing-sentence2"), QStringLiteral("mixing-vector2"),
             QStringLiteral("scoring-scores"),   QStringLiteral("scoring-weights"),  QStringLiteral("steps-figure"),
             QStringLiteral("steps-projection"), QStringLiteral("heatmap"),          QStringLiteral("rnn-chain"),
             QStringLiteral("rnn-arrows"),       QStringLiteral("rnn-influence"),    QStringLiteral("rnn-steps"),
             QStringLiteral("next-scaling"),     QStringLiteral("learn-curves"),     QStringLiteral("learn-heads"),
             QStringLiteral("learn-weights") };
}

bool isOneColour(const QImage& image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    const QRgb first = argb.pixel(0, 0);
    for (int y = 0; y < argb.height(); y += 2) {
        for (int x = 0; x < argb.width(); x += 2) {
            if (argb.pixel(x, y) != first)
                return false;
        }
    }
    return true;
}

/// The SVG as librsvg draws it (a second renderer besides Qt's); a null image when it fails.
QImage renderWithRsvg(const QString& svg)
{
    const QString rsvg = QStandardPaths::findExecutable(QStringLiteral("rsvg-convert"));
    if (rsvg.isEmpty()) {
        qWarning("rsvg-convert is missing: install librsvg2-bin (./lab.sh does)");
        return {};
    }
    QProcess process;
    process.start(rsvg, { QStringLiteral("--format=png"), svg });
    if (!process.waitForFinished(60000) || process.exitCode() != 0)
        return {};
    return QImage::fromData(process.readAllStandardOutput(), "PNG");
}

} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void exportsTheLessonAsJson()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("lesson.json"));
        const Run result = run({ QStringLiteral("--export-json"), path });
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(result.standardError, QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        const QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
        QCOMPARE(sentences.size(), 2);
        const QJsonObject one = sentences.at(0).toObject();
        QCOMPARE(one.value(QLatin1String("tokens")).toArray().toVariantList(),
                 (QVariantList { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                                 QStringLiteral("手机") }));
        const double appleToPhone = one.value(QLatin1String("weights")).toArray().at(0).toArray().at(3).toDouble();
        QCOMPARE(QString::number(appleToPhone, 'f', 2), QStringLiteral("0.21"));
        QCOMPARE(one.value(QLatin1String("scores")).toArray().at(0).toArray().at(0).toDouble(), 2.0);
        QCOMPARE(root.value(QLatin1String("temperature")).toDouble(), 1.0);
    }

    void sentencesAndTemperatureFromTheCommandLine()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        const Run result
            = run({ QStringLiteral("--sentence"), QStringLiteral("猫吃鱼"), QStringLiteral("--sentence"),
                    QStringLiteral("Apple releases a new phone"), QStringLiteral("--sentence"), QStringLiteral("量子"),
                    QStringLiteral("--temperature"), QStringLiteral("2"), QStringLiteral("--export-json"), path });
        QCOMPARE(result.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(root.value(QLatin1String("temperature")).toDouble(), 2.0);
        const QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
        QCOMPARE(sentences.size(), 3);
        QCOMPARE(sentences.at(0).toObject().value(QLatin1String("tokens")).toArray().size(), 3);
        QCOMPARE(sentences.at(2).toObject().value(QLatin1String("unknown")).toArray().at(0).toBool(), true);
    }

    // Issue 20, item 11: a positional *.attention.json is opened ("Open with" from a file manager);
    // with exports, they are made from it: its sentences and its temperature.
    void exportsFromAWorkspaceFile()
    {
        QTemporaryDir dir;
        const QString workspace = dir.filePath(QStringLiteral("mine.attention.json"));
        QFile file(workspace);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QFile valid(QStringLiteral(VALID_WORKSPACE));
        QVERIFY(valid.open(QIODevice::ReadOnly));
        file.write(valid.readAll().replace("\"temperature\": 1", "\"temperature\": 0.5"));
        file.close();
        const QString json = dir.filePath(QStringLiteral("out.json"));
        const QString csv = dir.filePath(QStringLiteral("out.csv"));
        const Run result
            = run({ workspace, QStringLiteral("--export-json"), json, QStringLiteral("--export-csv"), csv });
        QCOMPARE(result.standardError, QString());
        QCOMPARE(result.exitCode, 0);
        QFile out(json);
        QVERIFY(out.open(QIODevice::ReadOnly));
        const QJsonObject root = QJsonDocument::fromJson(out.readAll()).object();
        QCOMPARE(root.value(QLatin1String("temperature")).toDouble(), 0.5);
        const QJsonArray sentences = root.value(QLatin1String("sentences")).toArray();
        QCOMPARE(sentences.size(), 1);
        QCOMPARE(sentences.at(0).toObject().value(QLatin1String("text")).toString(), QStringLiteral("猫 吃 鱼"));
        QVERIFY(QFile::exists(csv));
    }

    void exportsCsv()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("weights.csv"));
        QCOMPARE(run({ QStringLiteral("--export-csv"), path }).exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray csv = file.readAll();
        QVERIFY(csv.startsWith("\xEF\xBB\xBF,苹果,发布,新,手机\r\n"));
        QCOMPARE(csv.count('\n'), 5);
    }

    void exportsTheHeatmap_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("extra");
        QTest::newRow("png_default_scale") << QStringLiteral("h.png") << QStringList();
        QTest::newRow("png_scale_4") << QStringLiteral("h.png")
                                     << QStringList { QStringLiteral("--scale"), QStringLiteral("4") };
        QTest::newRow("svg") << QStringLiteral("h.svg") << QStringList();
    }
    void exportsTheHeatmap()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, extra);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        const Run result = run(QStringList { QStringLiteral("--export-heatmap"), path } + extra);
        QCOMPARE(result.exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        if (name.endsWith(QLatin1String(".png"))) {
            QVERIFY(bytes.startsWith("\x89PNG"));
            const QImage one(path);
            QVERIFY(one.width() > 300);
        } else {
            QVERIFY(bytes.contains("<svg"));
            QVERIFY(QString::fromUtf8(bytes).contains(QStringLiteral("手机")));
        }
    }

    void scaleMultipliesThePngSize()
    {
        QTemporaryDir dir;
        QCOMPARE(run({ QStringLiteral("--export-heatmap"), dir.filePath(QStringLiteral("1.png")),
                       QStringLiteral("--scale"), QStringLiteral("1") })
                     .exitCode,
                 0);
        QCOMPARE(run({ QStringLiteral("--export-heatmap"), dir.filePath(QStringLiteral("3.png")),
                       QStringLiteral("--scale"), QStringLiteral("3") })
                     .exitCode,
                 0);
        const QSize one = QImage(dir.filePath(QStringLiteral("1.png"))).size();
        QCOMPARE(QImage(dir.filePath(QStringLiteral("3.png"))).size(), one * 3);
    }

    void vocabularyFileOnTopOfTheBuiltIns()
    {
        QTemporaryDir dir;
        const QString vectors = dir.filePath(QStringLiteral("vectors.txt"));
        QFile file(vectors);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("量子 0.9 0.1 0.2 0.3\n");
        file.close();
        const QString out = dir.filePath(QStringLiteral("out.json"));
        const Run result = run({ QStringLiteral("--vocab"), vectors, QStringLiteral("--sentence"),
                                 QStringLiteral("量子 苹果"), QStringLiteral("--export-json"), out });
        QCOMPARE(result.exitCode, 0);
        QFile json(out);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject sentence = QJsonDocument::fromJson(json.readAll())
                                         .object()
                                         .value(QLatin1String("sentences"))
                                         .toArray()
                                         .at(0)
                                         .toObject();
        QCOMPARE(sentence.value(QLatin1String("unknown")).toArray().at(0).toBool(), false);
        QCOMPARE(sentence.value(QLatin1String("unknown")).toArray().at(1).toBool(), false); // built-ins kept
        QCOMPARE(sentence.value(QLatin1String("vectors")).toArray().at(0).toArray().at(0).toDouble(), 0.9);
    }

    // --neighbours K: per token its K nearest words before and after attention;
    // --vocab-limit N: only the first N words of --vocab. Cosines by hand: the
    // contextual 苹果 of sentence 1 (0.87, 0.56, 0.19, 0.11) against 小米 (1, 0.2, 0.2, 0.3): 0.92.
    void neighboursAndVocabularyLimit()
    {
        QTemporaryDir dir;
        const QString vectors = dir.filePath(QStringLiteral("vectors.txt"));
        QFile file(vectors);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("量子 0.9 0.1 0.2 0.3\n光子 0.8 0.1 0.2 0.3\nbroken x\n");
        file.close();
        const QString out = dir.filePath(QStringLiteral("out.json"));
        const Run result
            = run({ QStringLiteral("--vocab"), vectors, QStringLiteral("--vocab-limit"), QStringLiteral("2"),
                    QStringLiteral("--neighbours"), QStringLiteral("3"), QStringLiteral("--export-json"), out });
        QCOMPARE(result.standardError, QString());
        QCOMPARE(result.exitCode, 0);
        QFile json(out);
        QVERIFY(json.open(QIODevice::ReadOnly));
        const QJsonObject sentence = QJsonDocument::fromJson(json.readAll())
                                         .object()
                                         .value(QLatin1String("sentences"))
                                         .toArray()
                                         .at(0)
                                         .toObject();
        const QJsonObject apple = sentence.value(QLatin1String("neighbours")).toArray().at(0).toObject();
        const QJsonArray contextual = apple.value(QLatin1String("contextual")).toArray();
        QCOMPARE(contextual.size(), 3);
        QCOMPARE(apple.value(QLatin1String("static")).toArray().size(), 3);
        // 苹果′ of sentence 1, (0.87, 0.56, 0.19, 0.11), against 黑莓 (1, 0.9, 0, 0), one of chapter 8's
        // two-sense words: 1.374 / (√1.1187 · √1.81) = 0.97.
        QCOMPARE(contextual.at(0).toObject().value(QLatin1String("word")).toString(), QStringLiteral("黑莓"));
        QCOMPARE(QString::number(contextual.at(0).toObject().value(QLatin1String("cosine")).toDouble(), 'f', 2),
                 QStringLiteral("0.97"));

        const Run off
            = run({ QStringLiteral("--neighbours"), QStringLiteral("0"), QStringLiteral("--export-json"), out });
        QCOMPARE(off.exitCode, 0);
        QFile again(out);
        QVERIFY(again.open(QIODevice::ReadOnly));
        QVERIFY(!QJsonDocument::fromJson(again.readAll())
                     .object()
                     .value(QLatin1String("sentences"))
                     .toArray()
                     .at(0)
                     .toObject()
                     .contains(QLatin1String("neighbours")));
    }

    void grabsAPage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.png"));
        const Run result = run({ QStringLiteral("--page"), QStringLiteral("heatmap"), QStringLiteral("--grab"), path });
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QImage(path).size(), QSize(1280, 820));
    }

    void grabsAtAGivenSize()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.png"));
        const Run result = run({ QStringLiteral("--page"), QStringLiteral("heatmap"), QStringLiteral("--size"),
                                 QStringLiteral("1024x640"), QStringLiteral("--grab"), path });
        QCOMPARE(result.exitCode, 0);
        QCOMPARE(QImage(path).size(), QSize(1024, 640));
    }

    // Issue 16: --zoom makes the type of a grab larger, as Present would on a projector.
    void grabsAtAZoom()
    {
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.png"));
        const QString zoomed = dir.filePath(QStringLiteral("zoomed.png"));
        const QStringList page { QStringLiteral("--page"), QStringLiteral("scoring"), QStringLiteral("--size"),
                                 QStringLiteral("1024x640"), QStringLiteral("--grab") };
        QCOMPARE(run(page + QStringList { plain }).exitCode, 0);
        const Run result = run(page + QStringList { zoomed, QStringLiteral("--zoom"), QStringLiteral("150") });
        QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
        QCOMPARE(QImage(zoomed).size(), QSize(1024, 640));
        QVERIFY2(QImage(zoomed) != QImage(plain), "--zoom 150 must change the grab");
    }

    // Issue 16: a figure is the same at every zoom (a slide made during a lesson matches one made before);
    // --export-figure lays the window out at 100 % whatever --zoom says.
    void figuresDoNotFollowTheZoom_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id : { "heatmap", "scoring-scores", "steps-figure", "static-vectors1", "rnn-chain" })
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void figuresDoNotFollowTheZoom()
    {
        QFETCH(QString, id);
        QTemporaryDir dir;
        const QString actual = dir.filePath(QStringLiteral("actual.svg"));
        const QString zoomed = dir.filePath(QStringLiteral("zoomed.svg"));
        QCOMPARE(run({ QStringLiteral("--export-figure"), id, actual }).exitCode, 0);
        const Run result
            = run({ QStringLiteral("--zoom"), QStringLiteral("200"), QStringLiteral("--export-figure"), id, zoomed });
        QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
        QFile first(actual);
        QFile second(zoomed);
        QVERIFY(first.open(QIODevice::ReadOnly) && second.open(QIODevice::ReadOnly));
        QVERIFY2(first.readAll() == second.readAll(), qPrintable(id + QStringLiteral(" changed with --zoom 200")));
    }

    // Issue 20, item 12: file names that are not UTF-8 are read and written under their own bytes.
    // Qt alone turned 0xFF and 0xFE into U+FFFD: two outputs became one file, and an existing
    // vocabulary under such a name was "not found".
    void fileNamesThatAreNotUtf8KeepTheirBytes()
    {
        QTemporaryDir dir;
        const QByteArray folder = QFile::encodeName(dir.path());
        QFile vocabulary(QStringLiteral("%1/vocabulary.txt").arg(dir.path()));
        QVERIFY(vocabulary.open(QIODevice::WriteOnly));
        vocabulary.write("榴莲果 0.1 0.9 0.2 0.1\n");
        vocabulary.close();
        QCOMPARE(::rename(QFile::encodeName(vocabulary.fileName()).constData(),
                          QByteArray(folder + "/v\377.txt").constData()),
                 0);
        const Run result = runattentionlab::runScript(
            QStringLiteral("\"$APP\" --lang en --vocab \"$(printf 'v\\377.txt')\" --sentence '吃 榴莲果' "
                           "--export-csv \"$(printf 'out\\377.csv')\" && "
                           "\"$APP\" --lang en --sentence '苹果 发布' --export-csv \"$(printf 'out\\376.csv')\""),
            dir.path());
        QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
        const auto contents = [&](const QByteArray& name) {
            QFile file;
            QString reason;
            return AttentionLab::localfilename::openForReading(
                       file, AttentionLab::localfilename::decode(folder + '/' + name), &reason)
                ? QString::fromUtf8(file.readAll())
                : reason;
        };
        QVERIFY2(contents("out\377.csv").contains(QStringLiteral("榴莲果")), qPrintable(contents("out\377.csv")));
        QVERIFY2(contents("out\376.csv").contains(QStringLiteral("发布")), qPrintable(contents("out\376.csv")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out\uFFFD.csv"))));
        // A message names such a file with U+FFFD, on one line.
        const Run missing = runattentionlab::runScript(
            QStringLiteral("\"$APP\" --lang en --vocab \"$(printf 'gone\\377.txt')\" --export-json x.json"),
            dir.path());
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.standardError.contains(QStringLiteral("gone\uFFFD.txt")), qPrintable(missing.standardError));
        QCOMPARE(missing.standardError.count(QLatin1Char('\n')), 1);
        // QTemporaryDir removes by decoded names, which are not these.
        for (const char* name : { "/v\377.txt", "/out\377.csv", "/out\376.csv" })
            QCOMPARE(::unlink(QByteArray(folder + name).constData()), 0);
    }

    // Chapter 8 before and after: --train trains with --steps/--seed before the figure is drawn.
    void trainsBeforeAFigure_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QString>("caption");
        QTest::addRow("untrained") << QStringList() << QStringLiteral("step 0:");
        QTest::addRow("trained") << QStringList { QStringLiteral("--train"), QStringLiteral("--steps"),
                                                  QStringLiteral("15") }
                                 << QStringLiteral("step 15:");
    }
    void trainsBeforeAFigure()
    {
        QFETCH(QStringList, options);
        QFETCH(QString, caption);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("weights.svg"));
        const Run result
            = run(options + QStringList { QStringLiteral("--export-figure"), QStringLiteral("learn-weights"), path });
        QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll()).contains(caption));
    }

    void grabsTheTrainedLearnPage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("learn.png"));
        const Run result = run({ QStringLiteral("--train"), QStringLiteral("--steps"), QStringLiteral("10"),
                                 QStringLiteral("--grab"), path });
        QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
        QCOMPARE(QImage(path).size(), QSize(1280, 820));
        QVERIFY(!isOneColour(QImage(path)));
    }

    // Every chart and picture, for slides: the ids --export-figure takes.
    void listsEveryFigure()
    {
        const Run result = run({ QStringLiteral("--list-figures") });
        QCOMPARE(result.exitCode, 0);
        QStringList ids;
        for (const QString& line : result.standardOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
            ids.append(line.section(QLatin1Char('\t'), 0, 0));
        QCOMPARE(ids, figureIds());
    }

    void exportsEveryFigure_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("suffix");
        for (const QString& id : figureIds()) {
            QTest::addRow("%s_png", qPrintable(id)) << id << QStringLiteral("png");
            QTest::addRow("%s_svg", qPrintable(id)) << id << QStringLiteral("svg");
        }
    }
    void exportsEveryFigure()
    {
        QFETCH(QString, id);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString path = dir.filePath(id + QLatin1Char('.') + suffix);
        const Run result
            = run({ QStringLiteral("--export-figure"), id, path, QStringLiteral("--scale"), QStringLiteral("1") });
        QVERIFY2(result.exitCode == 0, qPrintable(result.standardError));
        if (suffix == QLatin1String("png")) {
            const QImage image(path);
            QVERIFY2(image.width() >= 100 && image.height() >= 60, qPrintable(id));
            QVERIFY(!isOneColour(image));
            return;
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        // Issue 17, item 7: "Sans Serif" is no CSS family; a list ending in a generic one is.
        QVERIFY2(!svg.contains(QStringLiteral("font-family=\"Sans Serif\"")), qPrintable(id));
        if (svg.contains(QStringLiteral("font-family=")))
            QVERIFY(svg.contains(QStringLiteral("'Noto Sans CJK SC', "))
                    && svg.contains(QStringLiteral(", sans-serif\"")));
        // A second renderer draws it, text included.
        const QImage rendered = renderWithRsvg(path);
        QVERIFY2(!rendered.isNull(), qPrintable(id));
        QVERIFY(!isOneColour(rendered));
    }

    // Issue 17, item 7: with "Sans Serif", renderers other than Qt's dropped every Chinese label.
    void svgChineseLabelsSurviveASecondRenderer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("h.svg"));
        QCOMPARE(run({ QStringLiteral("--export-figure"), QStringLiteral("heatmap"), path }).exitCode, 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray svg = file.readAll();
        QVERIFY(svg.contains("手机"));
        // Without its text the picture must look different: the labels were drawn, not dropped.
        QByteArray withoutText = svg;
        withoutText.replace("手机", "").replace("苹果", "").replace("发布", "");
        const QString stripped = dir.filePath(QStringLiteral("stripped.svg"));
        QFile out(stripped);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(withoutText);
        out.close();
        const QImage full = renderWithRsvg(path);
        const QImage bare = renderWithRsvg(stripped);
        QVERIFY(!full.isNull() && !bare.isNull());
        QVERIFY2(full != bare, "rsvg-convert drew none of the Chinese labels");
    }

    // Issue 17, item 9: titles did not state T, and the colours rescaled per figure.
    void fixedScaleAndTemperatureReachTheHeatmap()
    {
        QTemporaryDir dir;
        const auto exported = [&](const QString& name, const QStringList& extra) {
            const QString path = dir.filePath(name);
            if (run(QStringList { QStringLiteral("--export-heatmap"), path, QStringLiteral("--temperature"),
                                  QStringLiteral("0.5") }
                    + extra)
                    .exitCode
                != 0)
                return QString();
            QFile file(path);
            return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
        };
        const QString own = exported(QStringLiteral("own.svg"), {});
        const QString fixed = exported(QStringLiteral("fixed.svg"), { QStringLiteral("--fixed-scale") });
        QVERIFY2(own.contains(QStringLiteral("(T = 0.5)")), "the title must state the temperature");
        QVERIFY(!fixed.isEmpty());
        QVERIFY2(own != fixed, "--fixed-scale must change the colours");
    }

    void badInputSaysWhatAndWritesNothing_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("OUT");
        QTest::newRow("neighbours_negative")
            << QStringList { QStringLiteral("--neighbours"), QStringLiteral("-1"), QStringLiteral("--export-json"),
                             out }
            << QStringLiteral("--neighbours: “-1” is not a whole number from 0 to 1000");
        QTest::newRow("vocab_limit_zero") << QStringList { QStringLiteral("--vocab-limit"), QStringLiteral("0"),
                                                           QStringLiteral("--export-json"), out }
                                          << QStringLiteral("--vocab-limit: “0” is not a whole number from 1 to");
        QTest::newRow("empty_sentence") << QStringList { QStringLiteral("--sentence"), QString(),
                                                         QStringLiteral("--export-json"), out }
                                        << QStringLiteral("--sentence 1: the sentence is empty");
        QTest::newRow("punctuation_only") << QStringList { QStringLiteral("--sentence"), QStringLiteral("，。！"),
                                                           QStringLiteral("--export-json"), out }
                                          << QStringLiteral("has no words");
        QTest::newRow("temperature_zero") << QStringList { QStringLiteral("--temperature"), QStringLiteral("0"),
                                                           QStringLiteral("--export-json"), out }
                                          << QStringLiteral("--temperature: “0”");
        QTest::newRow("temperature_negative") << QStringList { QStringLiteral("--temperature"), QStringLiteral("-1"),
                                                               QStringLiteral("--export-json"), out }
                                              << QStringLiteral("--temperature: “-1”");
        QTest::newRow("temperature_text") << QStringList { QStringLiteral("--temperature"), QStringLiteral("warm"),
                                                           QStringLiteral("--export-json"), out }
                                          << QStringLiteral("--temperature: “warm”");
        QTest::newRow("temperature_nan") << QStringList { QStringLiteral("--temperature"), QStringLiteral("nan"),
                                                          QStringLiteral("--export-json"), out }
                                         << QStringLiteral("--temperature: “nan”");
        QTest::newRow("temperature_overflow") << QStringList { QStringLiteral("--temperature"), QStringLiteral("1e309"),
                                                               QStringLiteral("--export-json"), out }
                                              << QStringLiteral("--temperature: “1e309”");
        QTest::newRow("bad_language") << QStringList { QStringLiteral("--lang"), QStringLiteral("fr"),
                                                       QStringLiteral("--export-json"), out }
                                      << QStringLiteral("fr"); // reported in the default language
        QTest::newRow("unwritable_path") << QStringList { QStringLiteral("--export-json"),
                                                          QStringLiteral("MISSING/out.json") }
                                         << QStringLiteral("cannot write");
        QTest::newRow("heatmap_unknown_extension")
            << QStringList { QStringLiteral("--export-heatmap"), QStringLiteral("OUT.jpg") }
            << QStringLiteral("must end in .png or .svg");
        QTest::newRow("scale_zero") << QStringList { QStringLiteral("--export-heatmap"), QStringLiteral("OUT.png"),
                                                     QStringLiteral("--scale"), QStringLiteral("0") }
                                    << QStringLiteral("--scale: “0”");
        QTest::newRow("scale_nine") << QStringList { QStringLiteral("--export-heatmap"), QStringLiteral("OUT.png"),
                                                     QStringLiteral("--scale"), QStringLiteral("9") }
                                    << QStringLiteral("--scale: “9”");
        QTest::newRow("scale_text") << QStringList { QStringLiteral("--export-heatmap"), QStringLiteral("OUT.png"),
                                                     QStringLiteral("--scale"), QStringLiteral("big") }
                                    << QStringLiteral("--scale: “big”");
        QTest::newRow("heatmap_unwritable")
            << QStringList { QStringLiteral("--export-heatmap"), QStringLiteral("MISSING/h.png") }
            << QStringLiteral("cannot write");
        QTest::newRow("unknown_page") << QStringList { QStringLiteral("--page"), QStringLiteral("nowhere"),
                                                       QStringLiteral("--grab"), QStringLiteral("OUT.png") }
                                      << QStringLiteral("--page: no chapter “nowhere”");
        QTest::newRow("vocabulary_missing") << QStringList { QStringLiteral("--vocab"), QStringLiteral("MISSING/v.txt"),
                                                             QStringLiteral("--export-json"), QStringLiteral("OUT") }
                                            << QStringLiteral("--vocab: cannot read");
        QTest::newRow("vocabulary_bad_number") << QStringList { QStringLiteral("--vocab"), QStringLiteral("BADVOCAB"),
                                                                QStringLiteral("--export-json"), QStringLiteral("OUT") }
                                               << QStringLiteral("line 2: “x” is not a number");
        QTest::newRow("folder_as_output") << QStringList { QStringLiteral("--export-csv"), QStringLiteral("DIR") }
                                          << QStringLiteral("it is a folder");
    }
    void badInputSaysWhatAndWritesNothing()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (QString& argument : arguments) {
            if (argument.startsWith(QLatin1String("OUT")))
                argument = dir.filePath(QStringLiteral("out") + argument.mid(3));
            else if (argument == QLatin1String("DIR"))
                argument = dir.path();
            else if (argument == QLatin1String("BADVOCAB")) {
                argument = dir.filePath(QStringLiteral("bad.txt"));
                QFile bad(argument);
                QVERIFY(bad.open(QIODevice::WriteOnly));
                bad.write("a 1 2 3 4\nb 1 x 3 4\n");
            } else if (argument.startsWith(QLatin1String("MISSING/")))
                argument = dir.filePath(argument);
        }
        const Run result = run(arguments);
        QCOMPARE(result.exitCode, 2);
        QVERIFY2(result.standardError.contains(message), qPrintable(result.standardError));
        QCOMPARE(result.standardError.count(QLatin1Char('\n')), 1); // one line
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).filter(QStringLiteral("out")),
                 QStringList());
    }

    void firstFrameTimePrintsMillisecondsAndExits()
    {
        QTemporaryDir home; // no autosave to offer, no remembered window
        QVERIFY(home.isValid());
        QProcess process;
        QProcessEnvironment environment = runattentionlab::cleanEnvironment(home);
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE),
                      { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--first-frame-time") });
        QVERIFY2(process.waitForFinished(60000), "the window never painted, or the app did not quit after it");
        QCOMPARE(process.exitCode(), 0);
        bool isNumber = false;
        const double milliseconds = QString::fromUtf8(process.readAllStandardOutput()).trimmed().toDouble(&isNumber);
        QVERIFY2(isNumber, "stdout must be only the milliseconds");
        QVERIFY(milliseconds > 0);
    }

    void helpAndVersion()
    {
        QTemporaryDir home;
        QVERIFY(home.isValid());
        QProcess process;
        process.setProcessEnvironment(runattentionlab::cleanEnvironment(home));
        process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE), { QStringLiteral("--version") });
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(process.readAllStandardOutput().contains(ATTENTIONLAB_VERSION));
        process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE),
                      { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help") });
        QVERIFY(process.waitForFinished(60000));
        const QByteArray help = process.readAllStandardOutput();
        QVERIFY(help.contains("--export-json"));
        QVERIFY(help.contains("--temperature"));
    }

    // --version --verbose names the level of the attention kernels: the one
    // ATTENTIONLAB_ISA forces, which any x86-64 (or other) CPU runs.
    void versionVerboseNamesTheInstructionSetLevel()
    {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("ATTENTIONLAB_ISA"), QStringLiteral("baseline"));
        process.setProcessEnvironment(environment);
        process.start(QStringLiteral(ATTENTIONLAB_EXECUTABLE),
                      { QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--version"),
                        QStringLiteral("--verbose") });
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QByteArray lines = process.readAllStandardOutput();
        QVERIFY2(lines.startsWith("attention-lab " ATTENTIONLAB_VERSION "\n"), lines.constData());
        QVERIFY2(lines.contains("attention kernels: ") && lines.contains("(baseline); this CPU runs: baseline"),
                 lines.constData());
        QVERIFY(process.readAllStandardError().isEmpty());
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
