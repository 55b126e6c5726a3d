// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "chapterregistry.h"

#include "atomicfile.h"
#include "attention.h"
#include "embeddingio.h"
#include "heatmapexport.h"
#include "heatmappainter.h"
#include "language.h"
#include "mainwindow.h"
#include "matrixexport.h"
#include "models/attentionmatrixmodel.h"
#include "pytorchsnippet.h"
#include "sensecorpus.h"
#include "tokenizer.h"
#include "trainingcode.h"
#include "trainingexport.h"
#include "vocabulary.h"
#include "workspace.h"

#include <QBuffer>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

#include <cstring>
#include <limits>

namespace AttentionLab {

namespace {
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
};

const auto SentenceOption = QStringLiteral("sentence");
const auto TemperatureOption = QStringLiteral("temperature");
const auto LanguageOption = QStringLiteral("lang");
const auto ExportJsonOption = QStringLiteral("export-json");
const auto VocabularyOption = QStringLiteral("vocab");
const auto ExportCsvOption = QStringLiteral("export-csv");
const auto ExportHeatmapOption = QStringLiteral("export-heatmap");
const auto ScaleOption = QStringLiteral("scale");
const auto PageOption = QStringLiteral("page");
const auto GrabOption = QStringLiteral("grab");
const auto FirstFrameTimeOption = QStringLiteral("first-frame-time");

// Code export and chapter 8's headless training, in one block.
const auto ExportCodeOption = QStringLiteral("export-code");
const auto ExportTrainingOption = QStringLiteral("export-training");
const auto HeadsOption = QStringLiteral("heads");
const auto StepsOption = QStringLiteral("steps");
const auto SeedOption = QStringLiteral("seed");

QList<QCommandLineOption> learnOptions()
{
    return {
        { ExportCodeOption,
          Tr::tr("Write the PyTorch code of --page (chapter 4's for the sentences by default; with --page learn, "
                 "chapter 8's training), then exit."),
          Tr::tr("file.py") },
        { ExportTrainingOption,
          Tr::tr("Train chapter 8's model and write the settings, corpus, parameters, loss per step, the three "
                 "accuracies and each --sentence's weights before and after, as JSON; then exit."),
          Tr::tr("file.json") },
        { HeadsOption, Tr::tr("Chapter 8: attention heads, 1 to 4 (default 1)."), Tr::tr("N") },
        { StepsOption, Tr::tr("Chapter 8: training steps, 1 to 5000 (default 300)."), Tr::tr("N") },
        { SeedOption, Tr::tr("Chapter 8: seed of the starting weights (default 1)."), Tr::tr("N") },
    };
}

bool readLearnOptions(const QCommandLineParser& parser, CommandLine& commandLine, QString* error)
{
    commandLine.exportCode = parser.value(ExportCodeOption);
    commandLine.exportTraining = parser.value(ExportTrainingOption);
    for (const QString& option : { ExportCodeOption, ExportTrainingOption }) {
        if (parser.isSet(option) && parser.value(option).isEmpty()) {
            *error = Tr::tr("--%1: no file name given").arg(option);
            return false;
        }
    }
    const struct
    {
        QString option;
        qlonglong minimum;
        qlonglong maximum;
    } ranges[] = { { HeadsOption, LearnedSettings::MinimumHeads, LearnedSettings::MaximumHeads },
                   { StepsOption, 1, LearnedSettings::MaximumSteps },
                   { SeedOption, 0, std::numeric_limits<qint32>::max() } };
    for (const auto& range : ranges) {
        if (!parser.isSet(range.option))
            continue;
        bool ok = false;
        const qlonglong value = parser.value(range.option).toLongLong(&ok);
        if (!ok || value < range.minimum || value > range.maximum) {
            *error = Tr::tr("--%1: “%2” is not a whole number from %3 to %4")
                         .arg(range.option, parser.value(range.option))
                         .arg(range.minimum)
                         .arg(range.maximum);
            return false;
        }
        if (range.option == HeadsOption)
            commandLine.learn.heads = static_cast<int>(value);
        else if (range.option == StepsOption)
            commandLine.learn.steps = static_cast<int>(value);
        else
            commandLine.learn.seed = static_cast<quint64>(value);
    }
    return true;
}

// Started during static initialisation: as close to process start as the
// program itself can see (the dynamic loader has run, main() has not).
const QElapsedTimer sinceStart = [] {
    QElapsedTimer timer;
    timer.start();
    return timer;
}();

// Waits for the first paint of the window; the frame is complete once the
// event loop comes back, after the children have painted and the backing
// store has been flushed.
class FirstFrameReporter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !m_painted) {
            m_painted = true;
            QTimer::singleShot(0, this, [] {
                QTextStream(stdout) << sinceStart.nsecsElapsed() / 1e6 << Qt::endl;
                QCoreApplication::exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_painted = false;
};

void printError(const QString& message)
{
    QTextStream(stderr) << QCoreApplication::applicationName() << QLatin1String(": ") << message << Qt::endl;
}
} // namespace

bool wantsHeadless(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char* option : { "--export-json", "--export-csv", "--export-heatmap", "--export-code",
                                    "--export-training", "--grab", "-h", "--help", "-v", "--version", "--help-all" }) {
            const size_t length = std::strlen(option);
            if (std::strncmp(argv[i], option, length) == 0 && (argv[i][length] == '\0' || argv[i][length] == '='))
                return true;
        }
    }
    return false;
}

void addOptions(QCommandLineParser& parser)
{
    parser.setApplicationDescription(
        Tr::tr("A desktop laboratory for the intuition behind self-attention. Without an export option the "
               "window opens."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        { SentenceOption, Tr::tr("A sentence to study; repeat for several (default: the lesson's two)."),
          Tr::tr("text") },
        { TemperatureOption, Tr::tr("Divide the scores by T before softmax (default 1)."), Tr::tr("T") },
        { LanguageOption, Tr::tr("Interface language: zh or en (default: zh, en on an English system)."),
          Tr::tr("zh|en") },
        { VocabularyOption,
          Tr::tr("Load word vectors from a word2vec/GloVe text file: merged into the built-in vocabulary when the "
                 "dimensions match, replacing it otherwise."),
          Tr::tr("file") },
        { ExportJsonOption,
          Tr::tr("Write tokens, vectors, scores, weights, outputs and unknown words of every sentence as JSON, "
                 "then exit."),
          Tr::tr("file") },
        { ExportCsvOption, Tr::tr("Write sentence 1's attention weights as CSV (UTF-8), then exit."), Tr::tr("file") },
        { ExportHeatmapOption, Tr::tr("Render sentence 1's attention heatmap as a .png or .svg figure, then exit."),
          Tr::tr("file") },
        { ScaleOption, Tr::tr("Pixel scale of PNG figures, 1 to 8 (default 2)."), Tr::tr("N") },
        { PageOption, Tr::tr("Open on this chapter: %1.").arg(chapters::ids().join(QLatin1String(", "))),
          Tr::tr("name") },
        { GrabOption, Tr::tr("Render the window (on --page) to a PNG file, then exit."), Tr::tr("file") },
        { FirstFrameTimeOption,
          Tr::tr("Show the window, print the milliseconds from start to its first painted frame, then exit "
                 "(for benchmarks).") },
    });
    parser.addOptions(learnOptions());
}

std::optional<CommandLine> readOptions(const QCommandLineParser& parser, QString* error)
{
    CommandLine commandLine;
    commandLine.sentences = parser.values(SentenceOption);
    if (commandLine.sentences.size() > Workspace::MaxSentences) {
        *error = Tr::tr("--sentence: at most %1 sentences, got %2")
                     .arg(Workspace::MaxSentences)
                     .arg(commandLine.sentences.size());
        return std::nullopt;
    }
    for (int i = 0; i < commandLine.sentences.size(); ++i) {
        const QString& text = commandLine.sentences.at(i);
        if (text.trimmed().isEmpty()) {
            *error = Tr::tr("--sentence %1: the sentence is empty").arg(i + 1);
            return std::nullopt;
        }
        // Only the word count matters here, so an empty vocabulary will do.
        const Vocabulary noWords;
        if (Tokenizer(noWords).tokenize(text).isEmpty()) {
            *error = Tr::tr("--sentence %1: “%2” has no words, only punctuation or spaces").arg(i + 1).arg(text);
            return std::nullopt;
        }
    }
    if (parser.isSet(TemperatureOption)) {
        const QString value = parser.value(TemperatureOption);
        bool ok = false;
        commandLine.temperature = value.toDouble(&ok);
        if (!ok || !attention::isValidTemperature(commandLine.temperature)) {
            *error = Tr::tr("--temperature: “%1” is not a number greater than 0").arg(value);
            return std::nullopt;
        }
    }
    commandLine.language = parser.isSet(LanguageOption) ? parser.value(LanguageOption) : language::systemDefault();
    if (!language::isSupported(commandLine.language)) {
        *error = Tr::tr("--lang: “%1” is not a supported language; use zh or en").arg(commandLine.language);
        return std::nullopt;
    }
    commandLine.vocabularyFile = parser.value(VocabularyOption);
    commandLine.exportJson = parser.value(ExportJsonOption);
    commandLine.exportCsv = parser.value(ExportCsvOption);
    commandLine.exportHeatmap = parser.value(ExportHeatmapOption);
    commandLine.grab = parser.value(GrabOption);
    commandLine.page = parser.value(PageOption);
    commandLine.firstFrameTime = parser.isSet(FirstFrameTimeOption);
    if (parser.isSet(ScaleOption)) {
        const QString value = parser.value(ScaleOption);
        bool ok = false;
        commandLine.scale = value.toInt(&ok);
        if (!ok || commandLine.scale < heatmapexport::MinimumScale || commandLine.scale > heatmapexport::MaximumScale) {
            *error = Tr::tr("--scale: “%1” is not a whole number from %2 to %3")
                         .arg(value)
                         .arg(heatmapexport::MinimumScale)
                         .arg(heatmapexport::MaximumScale);
            return std::nullopt;
        }
    }
    if (!commandLine.exportHeatmap.isEmpty()
        && heatmapexport::formatOf(commandLine.exportHeatmap) == heatmapexport::Format::Unknown) {
        *error = Tr::tr("--export-heatmap: “%1” must end in .png or .svg").arg(commandLine.exportHeatmap);
        return std::nullopt;
    }
    if (!commandLine.page.isEmpty() && !chapters::ids().contains(commandLine.page)) {
        *error = Tr::tr("--page: no chapter “%1”; choose one of %2")
                     .arg(commandLine.page, chapters::ids().join(QLatin1String(", ")));
        return std::nullopt;
    }
    for (const QString& option :
         { ExportJsonOption, ExportCsvOption, ExportHeatmapOption, GrabOption, PageOption, VocabularyOption }) {
        if (parser.isSet(option) && parser.value(option).isEmpty()) {
            *error = Tr::tr("--%1: no file name given").arg(option);
            return std::nullopt;
        }
    }
    if (!readLearnOptions(parser, commandLine, error))
        return std::nullopt;
    return commandLine;
}

bool loadVocabulary(const CommandLine& commandLine, Workspace& workspace, QString* error)
{
    if (commandLine.vocabularyFile.isEmpty())
        return true;
    QString problem;
    const std::optional<Vocabulary> loaded = embeddingio::readFile(commandLine.vocabularyFile, &problem);
    if (!loaded) {
        *error = Tr::tr("--vocab: %1").arg(problem);
        return false;
    }
    if (loaded->dimension() == workspace.vocabulary().dimension()) {
        const std::optional<Vocabulary> merged = embeddingio::merged(workspace.vocabulary(), *loaded, &problem);
        if (!merged) {
            *error = Tr::tr("--vocab: %1").arg(problem);
            return false;
        }
        workspace.setVocabulary(*merged);
    } else {
        workspace.setVocabulary(*loaded);
    }
    return true;
}

int runExports(const CommandLine& commandLine, const Workspace& workspace)
{
    QString error;
    if (!commandLine.exportHeatmap.isEmpty()) {
        AttentionMatrixModel model(const_cast<Workspace*>(&workspace), 0);
        const HeatmapPainter painter(HeatmapFigure::fromModel(model, workspace.sentence(0).text));
        if (!heatmapexport::write(painter, commandLine.exportHeatmap, commandLine.scale, false, &error)) {
            printError(Tr::tr("--export-heatmap: %1").arg(error));
            return BadInputExitCode;
        }
    }
    if (!commandLine.exportJson.isEmpty()
        && !writeFileAtomically(commandLine.exportJson, matrixexport::workspaceJson(workspace), &error)) {
        printError(Tr::tr("--export-json: %1").arg(error));
        return BadInputExitCode;
    }
    if (!commandLine.exportCsv.isEmpty()) {
        const SentenceAnalysis& sentence = workspace.sentence(0);
        QStringList tokens;
        for (const Token& token : sentence.tokens)
            tokens.append(token.text);
        if (!writeFileAtomically(commandLine.exportCsv, matrixexport::matrixCsv(tokens, sentence.result().weights),
                                 &error)) {
            printError(Tr::tr("--export-csv: %1").arg(error));
            return BadInputExitCode;
        }
    }
    if (!commandLine.exportCode.isEmpty()) {
        const QString code = commandLine.page == QLatin1String("learn")
            ? trainingcode::generate(commandLine.learn, SenseCorpus::builtIn(), Vocabulary::builtIn())
            : PyTorchSnippet::fromWorkspace(workspace).code;
        if (!writeFileAtomically(commandLine.exportCode, code.toUtf8(), &error)) {
            printError(Tr::tr("--export-code: %1").arg(error));
            return BadInputExitCode;
        }
    }
    if (!commandLine.exportTraining.isEmpty()) {
        // Check the destination first: training takes a moment, and a bad path must not wait for it.
        if (!canWriteFileAtomically(commandLine.exportTraining, &error)
            || !writeFileAtomically(commandLine.exportTraining,
                                    trainingexport::json(commandLine.learn, SenseCorpus::builtIn(),
                                                         Vocabulary::builtIn(), commandLine.sentences),
                                    &error)) {
            printError(Tr::tr("--export-training: %1").arg(error));
            return BadInputExitCode;
        }
    }
    return 0;
}

int showPageOrGrab(const CommandLine& commandLine, MainWindow& window)
{
    if (!commandLine.page.isEmpty())
        window.showPage(commandLine.page);
    if (commandLine.grab.isEmpty())
        return -1;
    // Fail before the window is shown: showing it offscreen prints a platform warning of its own,
    // and the error must be the one line on stderr.
    QString error;
    if (!canWriteFileAtomically(commandLine.grab, &error)) {
        printError(Tr::tr("--grab: %1").arg(error));
        return BadInputExitCode;
    }
    window.resize(1280, 820);
    window.show();
    QCoreApplication::processEvents();
    window.waitUntilComputed(); // a page shown only now may start its own background work
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    window.grab().save(&buffer, "PNG");
    if (!writeFileAtomically(commandLine.grab, png, &error)) {
        printError(Tr::tr("--grab: %1").arg(error));
        return BadInputExitCode;
    }
    return 0;
}

void quitAfterFirstFrame(QWidget& window)
{
    window.installEventFilter(new FirstFrameReporter(&window));
}

} // namespace AttentionLab
