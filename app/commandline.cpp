// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandline.h"

#include "chapterregistry.h"

#include "atomicfile.h"
#include "attention.h"
#include "attentionisa.h"
#include "embeddingio.h"
#include "figureexport.h"
#include "figuresource.h"
#include "heatmapexport.h"
#include "heatmappainter.h"
#include "language.h"
#include "localfilename.h"
#include "mainwindow.h"
#include "matrixexport.h"
#include "messagetext.h"
#include "models/attentionmatrixmodel.h"
#include "outputfile.h"
#include "pytorchsnippet.h"
#include "quiz.h"
#include "quizexport.h"
#include "sensecorpus.h"
#include "tokenizer.h"
#include "trainingcode.h"
#include "trainingexport.h"
#include "vocabulary.h"
#include "worksheet.h"
#include "worksheetexport.h"
#include "workspace.h"
#include "workspacefile.h"
#include "zoom.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEvent>
#include <QException>
#include <QPixmap>
#include <QStringList>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <limits>
#include <memory>
#include <new>

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
const auto VocabularyLimitOption = QStringLiteral("vocab-limit");
const auto NeighboursOption = QStringLiteral("neighbours");
const auto ExportCsvOption = QStringLiteral("export-csv");
const auto ExportHeatmapOption = QStringLiteral("export-heatmap");
const auto ScaleOption = QStringLiteral("scale");
const auto PageOption = QStringLiteral("page");
const auto GrabOption = QStringLiteral("grab");
const auto FirstFrameTimeOption = QStringLiteral("first-frame-time");
const auto VerboseOption = QStringLiteral("verbose");
const auto SizeOption = QStringLiteral("size");
const auto ListFiguresOption = QStringLiteral("list-figures");
const auto ExportFigureOption = QStringLiteral("export-figure");
const auto FixedScaleOption = QStringLiteral("fixed-scale");
const auto ZoomOption = QStringLiteral("zoom");

// Code export and chapter 8's headless training, in one block.
const auto ExportCodeOption = QStringLiteral("export-code");
const auto ExportTrainingOption = QStringLiteral("export-training");
const auto HeadsOption = QStringLiteral("heads");
const auto StepsOption = QStringLiteral("steps");
const auto SeedOption = QStringLiteral("seed");
const auto TrainOption = QStringLiteral("train");

// The questions of "predict, then see", as JSON and as a worksheet.
const auto ExportQuizOption = QStringLiteral("export-quiz");
const auto ExportWorksheetOption = QStringLiteral("export-worksheet");

QList<QCommandLineOption> quizOptions()
{
    return {
        { ExportQuizOption,
          Tr::tr("Write the questions of every chapter for the sentences, with choices, answers, explanations and "
                 "the numbers they rest on, as JSON; then exit."),
          Tr::tr("file.json") },
        { ExportWorksheetOption,
          Tr::tr("Write the questions as a printable PDF worksheet, and the answer key beside it as "
                 "FILE-answers.pdf; then exit."),
          Tr::tr("file.pdf") },
    };
}

bool readQuizOptions(const QCommandLineParser& parser, CommandLine& commandLine, QString* error)
{
    for (const QString& option : { ExportQuizOption, ExportWorksheetOption }) {
        if (parser.values(option).size() > 1) {
            *error = Tr::tr("--%1 is given %2 times; give it once").arg(option).arg(parser.values(option).size());
            return false;
        }
        if (parser.isSet(option) && parser.value(option).isEmpty()) {
            *error = Tr::tr("--%1: no file name given").arg(option);
            return false;
        }
    }
    commandLine.exportQuiz = parser.value(ExportQuizOption);
    commandLine.exportWorksheet = parser.value(ExportWorksheetOption);
    if (!commandLine.exportWorksheet.isEmpty() && !worksheet::isPdfPath(commandLine.exportWorksheet)) {
        *error = Tr::tr("--export-worksheet: “%1” must end in .pdf").arg(commandLine.exportWorksheet);
        return false;
    }
    return true;
}

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
        { TrainOption,
          Tr::tr("Chapter 8: train with --heads, --steps and --seed on opening (shows --page learn unless another "
                 "page is given); a --grab or --export-figure waits for the last step.") },
    };
}

bool readLearnOptions(const QCommandLineParser& parser, CommandLine& commandLine, QString* error)
{
    commandLine.exportCode = parser.value(ExportCodeOption);
    commandLine.exportTraining = parser.value(ExportTrainingOption);
    commandLine.train = parser.isSet(TrainOption);
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
        commandLine.learnSettingsGiven = true;
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

// argv as the bytes the shell passed: file names that are not UTF-8 keep their bytes (localfilename).
QList<QByteArray>& rawArguments()
{
    static QList<QByteArray> arguments;
    return arguments;
}

void dropQtMessages(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtFatalMsg) {
        printError(message);
        std::_Exit(BadInputExitCode);
    }
}

[[noreturn]] void terminateWithOneLine()
{
    // No allocation here: the reason may be that memory ran out.
    const char* reason = "internal error";
    if (const std::exception_ptr current = std::current_exception()) {
        try {
            std::rethrow_exception(current);
        } catch (const std::bad_alloc&) {
            reason = "out of memory";
        } catch (const QUnhandledException& wrapped) {
            // What a background job threw, handed on by its QFuture.
            try {
                if (wrapped.exception())
                    std::rethrow_exception(wrapped.exception());
            } catch (const std::bad_alloc&) {
                reason = "out of memory";
            } catch (...) { }
        } catch (...) { }
    }
    std::fprintf(stderr, "attention-lab: %s\n", reason);
    std::fflush(stderr);
    std::_Exit(BadInputExitCode);
}

// The files each output option writes.
QList<std::pair<QString, QString>> outputPaths(const CommandLine& commandLine)
{
    QList<std::pair<QString, QString>> outputs;
    for (const auto& [option, path] :
         { std::pair { ExportHeatmapOption, commandLine.exportHeatmap },
           std::pair { ExportJsonOption, commandLine.exportJson }, std::pair { ExportCsvOption, commandLine.exportCsv },
           std::pair { GrabOption, commandLine.grab }, std::pair { ExportFigureOption, commandLine.exportFigureFile },
           std::pair { ExportCodeOption, commandLine.exportCode },
           std::pair { ExportTrainingOption, commandLine.exportTraining },
           std::pair { ExportQuizOption, commandLine.exportQuiz },
           std::pair { ExportWorksheetOption, commandLine.exportWorksheet } }) {
        if (!path.isEmpty())
            outputs.append({ option, path });
    }
    // The worksheet's answer key is a second file of the same option.
    if (!commandLine.exportWorksheet.isEmpty())
        outputs.append({ ExportWorksheetOption, worksheet::answersPath(commandLine.exportWorksheet) });
    return outputs;
}
} // namespace

void printError(const QString& message)
{
    QTextStream(stderr) << QCoreApplication::applicationName() << QLatin1String(": ")
                        << messagetext::escaped(localfilename::displayed(message)) << Qt::endl;
}

void rememberRawArguments(int argc, char** argv)
{
    rawArguments().clear();
    for (int i = 0; i < argc; ++i)
        rawArguments().append(QByteArray(argv[i]));
}

QStringList fileNameArguments()
{
    QStringList arguments;
    for (const QByteArray& raw : rawArguments())
        arguments.append(localfilename::decode(raw));
    return arguments;
}

void installHeadlessMessageHandling()
{
    qInstallMessageHandler(dropQtMessages);
    std::set_terminate(terminateWithOneLine);
}

bool wantsHeadless(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i) {
        for (const char* option :
             { "--export-json", "--export-csv", "--export-heatmap", "--export-code", "--export-training",
               "--export-quiz", "--export-worksheet", "--grab", "--list-figures", "--export-figure", "-h", "--help",
               "-v", "--version", "--help-all" }) {
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
        { VocabularyLimitOption, Tr::tr("Keep only the first N words of --vocab (default: all)."), Tr::tr("N") },
        { NeighboursOption, Tr::tr("Nearest words per token in --export-json, 0 for none (default 5)."), Tr::tr("K") },
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
        { SizeOption, Tr::tr("Window size for --grab and --export-figure (default 1280x820)."), Tr::tr("WxH") },
        { ZoomOption,
          Tr::tr("Type size of the window in percent, %1 to %2 (default: the View menu's zoom, 100 with --grab); "
                 "figures are exported at 100.")
              .arg(zoom::Minimum)
              .arg(zoom::Maximum),
          Tr::tr("percent") },
        { ListFiguresOption, Tr::tr("Print the ids of the figures --export-figure renders, then exit.") },
        { ExportFigureOption,
          Tr::tr("Render figure ID (see --list-figures) into the file named after it (.png or .svg), then exit."),
          Tr::tr("ID") },
        { FixedScaleOption, Tr::tr("Heatmap colours span 0 to 1, the same in every figure.") },
        { FirstFrameTimeOption,
          Tr::tr("Show the window, print the milliseconds from start to its first painted frame, then exit "
                 "(for benchmarks).") },
        { VerboseOption, Tr::tr("With --version: also say which instruction-set level computes attention.") },
    });
    parser.addOptions(learnOptions());
    parser.addOptions(quizOptions());
    parser.addPositionalArgument(QStringLiteral("workspace"),
                                 Tr::tr("A workspace file (.attention.json) to open, or to export from."),
                                 QStringLiteral("[workspace]"));
}

int printVersion(const QCommandLineParser& parser)
{
    QTextStream out(stdout);
    out << QCoreApplication::applicationName() << QLatin1Char(' ') << QCoreApplication::applicationVersion()
        << Qt::endl;
    if (parser.isSet(VerboseOption)) {
        QStringList runnable;
        for (Isa level : isa::runnableLevels())
            runnable.append(isa::name(level));
        out << Tr::tr("attention kernels: %1 (%2); this CPU runs: %3; %4 overrides")
                   .arg(isa::description(isa::active()), isa::name(isa::active()), runnable.join(QLatin1String(", ")),
                        QLatin1String(isa::overrideVariable))
            << Qt::endl;
    }
    return 0;
}

std::optional<CommandLine> readOptions(const QCommandLineParser& parser, QString* error)
{
    CommandLine commandLine;
    // Every option but --sentence (and --lang, where the last wins, as wrappers that pass their own
    // language expect) is given once: a second value would silently replace the first.
    for (const QString& option :
         { TemperatureOption, VocabularyOption, ExportJsonOption, ExportCsvOption, ExportHeatmapOption, ScaleOption,
           PageOption, GrabOption, ExportFigureOption, SizeOption, ZoomOption }) {
        if (parser.values(option).size() > 1) {
            *error = Tr::tr("--%1 is given %2 times; give it once").arg(option).arg(parser.values(option).size());
            return std::nullopt;
        }
    }
    QStringList positional = parser.positionalArguments();
    if (parser.isSet(ExportFigureOption)) {
        // --export-figure ID FILE: the parser sees FILE as an argument of its own.
        const auto figureFile = std::find_if(positional.begin(), positional.end(), [](const QString& argument) {
            return heatmapexport::formatOf(argument) != heatmapexport::Format::Unknown;
        });
        if (figureFile != positional.end()) {
            commandLine.exportFigureFile = *figureFile;
            positional.erase(figureFile);
        }
    }
    if (positional.size() > 1
        || (positional.size() == 1 && !positional.at(0).endsWith(QLatin1String(".json"), Qt::CaseInsensitive))) {
        *error = Tr::tr("unexpected argument “%1”; the only argument without an option is a workspace file "
                        "(.attention.json)")
                     .arg(positional.at(0).endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? positional.value(1)
                                                                                                 : positional.at(0));
        return std::nullopt;
    }
    if (positional.size() == 1)
        commandLine.workspaceFile = positional.at(0);
    // File names keep bytes that are not UTF-8 (fileNameArguments); a sentence shows them as U+FFFD.
    for (const QString& sentence : parser.values(SentenceOption))
        commandLine.sentences.append(localfilename::displayed(sentence));
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
        commandLine.temperatureGiven = true;
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
    // Whole numbers only, each with its bound: a typo must not silently mean "all".
    auto wholeNumber = [&](const QString& option, qint64 minimum, qint64 maximum, qint64* number) {
        bool ok = true;
        if (parser.isSet(option))
            *number = parser.value(option).toLongLong(&ok);
        if (ok && *number >= minimum && *number <= maximum)
            return true;
        *error = Tr::tr("--%1: “%2” is not a whole number from %3 to %4")
                     .arg(option, parser.value(option))
                     .arg(minimum)
                     .arg(maximum);
        return false;
    };
    qint64 neighbours = commandLine.neighbours;
    if (!wholeNumber(VocabularyLimitOption, parser.isSet(VocabularyLimitOption) ? 1 : 0,
                     std::numeric_limits<int>::max(), &commandLine.vocabularyLimit)
        || !wholeNumber(NeighboursOption, 0, 1000, &neighbours))
        return std::nullopt;
    commandLine.neighbours = static_cast<int>(neighbours);
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
    if (parser.isSet(SizeOption)) {
        const QStringList parts = parser.value(SizeOption).split(QLatin1Char('x'));
        bool okWidth = false;
        bool okHeight = false;
        commandLine.size = parts.size() == 2 ? QSize(parts[0].toInt(&okWidth), parts[1].toInt(&okHeight)) : QSize();
        if (!okWidth || !okHeight || commandLine.size.width() < 320 || commandLine.size.height() < 240
            || commandLine.size.width() > 8192 || commandLine.size.height() > 8192) {
            *error = Tr::tr("--size: “%1” is not WIDTHxHEIGHT from 320x240 to 8192x8192").arg(parser.value(SizeOption));
            return std::nullopt;
        }
    }
    if (parser.isSet(ZoomOption)) {
        bool ok = false;
        commandLine.zoom = parser.value(ZoomOption).toInt(&ok);
        if (!ok || commandLine.zoom < zoom::Minimum || commandLine.zoom > zoom::Maximum) {
            *error = Tr::tr("--zoom: “%1” is not a whole number of percent from %2 to %3")
                         .arg(parser.value(ZoomOption))
                         .arg(zoom::Minimum)
                         .arg(zoom::Maximum);
            return std::nullopt;
        }
    }
    commandLine.listFigures = parser.isSet(ListFiguresOption);
    commandLine.fixedScale = parser.isSet(FixedScaleOption);
    commandLine.exportFigure = parser.value(ExportFigureOption);
    if (parser.isSet(ExportFigureOption)) {
        if (commandLine.exportFigureFile.isEmpty()) {
            *error = Tr::tr("--export-figure: give a figure id and a file ending in .png or .svg, e.g. "
                            "--export-figure heatmap figure.svg");
            return std::nullopt;
        }
    }
    if (!commandLine.page.isEmpty() && !chapters::ids().contains(commandLine.page)) {
        *error = Tr::tr("--page: no chapter “%1”; choose one of %2")
                     .arg(commandLine.page, chapters::ids().join(QLatin1String(", ")));
        return std::nullopt;
    }
    for (const QString& option : { ExportJsonOption, ExportCsvOption, ExportHeatmapOption, GrabOption, PageOption,
                                   VocabularyOption, ExportFigureOption }) {
        if (parser.isSet(option) && parser.value(option).isEmpty()) {
            *error = Tr::tr("--%1: no file name given").arg(option);
            return std::nullopt;
        }
    }
    if (!readLearnOptions(parser, commandLine, error) || !readQuizOptions(parser, commandLine, error))
        return std::nullopt;
    if (!commandLine.grab.isEmpty() && commandLine.isExport()) {
        *error = Tr::tr("--grab cannot be combined with --export-json, --export-csv or --export-heatmap; run them one "
                        "after the other");
        return std::nullopt;
    }
    if (!commandLine.exportFigure.isEmpty() && (commandLine.isExport() || !commandLine.grab.isEmpty())) {
        *error = Tr::tr("--export-figure cannot be combined with --grab, --export-json, --export-csv or "
                        "--export-heatmap; run them one after the other");
        return std::nullopt;
    }
    if (commandLine.train) {
        if (commandLine.isExport() || commandLine.listFigures) {
            *error = Tr::tr("--train trains in the window, for a --grab or an --export-figure; "
                            "--export-training trains without one");
            return std::nullopt;
        }
        if (commandLine.page.isEmpty())
            commandLine.page = QStringLiteral("learn");
    }
    // Two outputs into one file: the second would silently replace the first.
    const auto outputs = outputPaths(commandLine);
    for (int i = 0; i < outputs.size(); ++i) {
        for (int j = 0; j < i; ++j) {
            if (OutputFile::identityOf(outputs.at(i).second) == OutputFile::identityOf(outputs.at(j).second)) {
                *error = Tr::tr("--%1: “%2” is also the file of --%3; give each output its own file")
                             .arg(outputs.at(i).first, outputs.at(i).second, outputs.at(j).first);
                return std::nullopt;
            }
        }
    }
    return commandLine;
}

bool loadVocabulary(const CommandLine& commandLine, Workspace& workspace, QString* error)
{
    if (commandLine.vocabularyFile.isEmpty())
        return true;
    QString problem;
    const std::optional<Vocabulary> loaded = embeddingio::readFile(commandLine.vocabularyFile, &problem, {}, nullptr,
                                                                   { commandLine.vocabularyLimit, false });
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

bool loadWorkspaceFile(const CommandLine& commandLine, Workspace& workspace, QString* error)
{
    if (commandLine.workspaceFile.isEmpty())
        return true;
    const auto document = workspacefile::load(commandLine.workspaceFile, error);
    if (!document)
        return false;
    QString problem;
    if (!workspace.restore(document->state, &problem)) {
        *error = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(commandLine.workspaceFile), problem);
        return false;
    }
    return true;
}

bool checkOutputs(const CommandLine& commandLine, QString* error)
{
    for (const auto& [option, path] : outputPaths(commandLine)) {
        OutputFile file(path);
        QString problem;
        if (!file.open(&problem)) { // the temporary file goes with \c file; the target is untouched
            *error = Tr::tr("--%1: %2").arg(option, problem);
            return false;
        }
    }
    return true;
}

bool writeOutputs(const QList<PlannedOutput>& outputs, QString* error)
{
    std::vector<std::unique_ptr<OutputFile>> files;
    QString problem;
    const auto fail = [&](const PlannedOutput& output) {
        *error = Tr::tr("--%1: %2").arg(output.option, problem);
        return false; // the destructors remove every temporary file: nothing is replaced
    };
    for (const PlannedOutput& output : outputs) {
        files.push_back(std::make_unique<OutputFile>(output.path));
        if (!files.back()->open(&problem))
            return fail(output);
    }
    for (size_t i = 0; i < files.size(); ++i) {
        QString producerProblem;
        const bool produced = outputs.at(int(i)).write(*files[i]->device(), &producerProblem);
        // A failed write (a full disk, /dev/full) is said as "cannot write <file>: <reason>".
        if (!files[i]->finish(&problem))
            return fail(outputs.at(int(i)));
        if (!produced) {
            problem = QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(outputs.at(int(i)).path), producerProblem);
            return fail(outputs.at(int(i)));
        }
    }
    for (size_t i = 0; i < files.size(); ++i) {
        if (!files[i]->commit(&problem))
            return fail(outputs.at(int(i)));
    }
    return true;
}

/// The answer key's figures, drawn by a window laid out off screen (nothing appears on the desktop).
static QList<worksheet::Figure> answerKeyFiguresOffScreen(Workspace& workspace)
{
    MainWindow window(&workspace);
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(1280, 820);
    window.show();
    QCoreApplication::processEvents();
    window.waitUntilComputed();
    return worksheetexport::answerKeyFigures(window);
}

int runExports(const CommandLine& commandLine, Workspace& workspace)
{
    QList<PlannedOutput> outputs;
    if (!commandLine.exportHeatmap.isEmpty()) {
        outputs.append({ ExportHeatmapOption, commandLine.exportHeatmap, [&](QIODevice& device, QString* error) {
                            AttentionMatrixModel model;
                            model.resetData(workspace.sentence(0).tokens, workspace.sentence(0).sharedResult);
                            const HeatmapPainter painter(HeatmapFigure::fromModel(
                                model, workspace.sentence(0).text, workspace.temperature(), commandLine.fixedScale));
                            return heatmapexport::encode(painter, heatmapexport::formatOf(commandLine.exportHeatmap),
                                                         device, commandLine.scale, false, error);
                        } });
    }
    if (!commandLine.exportJson.isEmpty()) {
        outputs.append({ ExportJsonOption, commandLine.exportJson, [&](QIODevice& device, QString* error) {
                            if (matrixexport::writeWorkspaceJson(workspace, device, commandLine.neighbours))
                                return true;
                            *error = device.errorString();
                            return false;
                        } });
    }
    if (!commandLine.exportCsv.isEmpty()) {
        outputs.append({ ExportCsvOption, commandLine.exportCsv, [&](QIODevice& device, QString* error) {
                            const SentenceAnalysis& sentence = workspace.sentence(0);
                            QStringList tokens;
                            for (const Token& token : sentence.tokens)
                                tokens.append(token.text);
                            const QByteArray csv = matrixexport::matrixCsv(tokens, sentence.result().weights);
                            if (device.write(csv) == csv.size())
                                return true;
                            *error = device.errorString();
                            return false;
                        } });
    }
    const auto writeBytes = [](QIODevice& device, const QByteArray& bytes, QString* error) {
        if (device.write(bytes) == bytes.size())
            return true;
        *error = device.errorString();
        return false;
    };
    if (!commandLine.exportCode.isEmpty()) {
        outputs.append({ ExportCodeOption, commandLine.exportCode, [&](QIODevice& device, QString* error) {
                            const QString code = commandLine.page == QLatin1String("learn")
                                ? trainingcode::generate(commandLine.learn, SenseCorpus::builtIn(),
                                                         Vocabulary::builtIn())
                                : PyTorchSnippet::fromWorkspace(workspace).code;
                            return writeBytes(device, code.toUtf8(), error);
                        } });
    }
    if (!commandLine.exportTraining.isEmpty()) {
        // Every output is opened before any is produced: a bad path does not wait for the training.
        outputs.append({ ExportTrainingOption, commandLine.exportTraining, [&](QIODevice& device, QString* error) {
                            return writeBytes(device,
                                              trainingexport::json(commandLine.learn, SenseCorpus::builtIn(),
                                                                   Vocabulary::builtIn(), commandLine.sentences),
                                              error);
                        } });
    }
    if (!commandLine.exportQuiz.isEmpty() || !commandLine.exportWorksheet.isEmpty()) {
        // Made once, in the language installed for this run: the file and the worksheet ask the same.
        const auto questions = std::make_shared<const QList<Question>>(quiz::all(workspace));
        if (!commandLine.exportQuiz.isEmpty()) {
            outputs.append(
                { ExportQuizOption, commandLine.exportQuiz, [&, questions](QIODevice& device, QString* error) {
                     return writeBytes(device, quizexport::json(workspace, *questions, language::current()), error);
                 } });
        }
        if (!commandLine.exportWorksheet.isEmpty()) {
            const auto figures = std::make_shared<const QList<worksheet::Figure>>(answerKeyFiguresOffScreen(workspace));
            for (const auto& [path, part] :
                 { std::pair { commandLine.exportWorksheet, worksheet::Part::Questions },
                   std::pair { worksheet::answersPath(commandLine.exportWorksheet), worksheet::Part::Answers } }) {
                outputs.append(
                    { ExportWorksheetOption, path, [&, questions, figures, part](QIODevice& device, QString* error) {
                         return worksheet::writePdf(workspace, *questions, part, worksheetexport::chapterTitles(),
                                                    device, error, *figures);
                     } });
            }
        }
    }
    QString error;
    if (!writeOutputs(outputs, &error)) {
        printError(error);
        return BadInputExitCode;
    }
    return 0;
}

static int listOrExportFigures(const CommandLine& commandLine, MainWindow& window)
{
    if (commandLine.listFigures) {
        QTextStream out(stdout);
        for (const FigureSource* figure : window.figures())
            out << figure->id() << QLatin1Char('\t') << figure->title() << Qt::endl;
        return 0;
    }
    const QString page = window.pageOfFigure(commandLine.exportFigure);
    if (page.isEmpty()) {
        QStringList ids;
        for (const FigureSource* figure : window.figures())
            ids.append(figure->id());
        printError(Tr::tr("--export-figure: no figure “%1”; choose one of %2")
                       .arg(commandLine.exportFigure, ids.join(QLatin1String(", "))));
        return BadInputExitCode;
    }
    QString error;
    if (!canWriteFileAtomically(commandLine.exportFigureFile, &error)) {
        printError(Tr::tr("--export-figure: %1").arg(error));
        return BadInputExitCode;
    }
    // Laid out as on screen, so a chart is the size and shape a person sees.
    window.showPage(page);
    window.resize(commandLine.size.isValid() ? commandLine.size : QSize(1280, 820));
    window.show();
    QCoreApplication::processEvents();
    window.waitUntilComputed();
    for (const FigureSource* figure : window.figures()) {
        if (figure->id() == commandLine.exportFigure
            && !figureexport::write(*figure, commandLine.exportFigureFile, commandLine.scale, false, &error)) {
            printError(Tr::tr("--export-figure: %1").arg(error));
            return BadInputExitCode;
        }
    }
    return 0;
}

int showPageOrGrab(const CommandLine& commandLine, MainWindow& window)
{
    if (commandLine.listFigures || !commandLine.exportFigure.isEmpty())
        return listOrExportFigures(commandLine, window);
    if (!commandLine.page.isEmpty())
        window.showPage(commandLine.page);
    if (commandLine.grab.isEmpty())
        return -1;
    // Fail before the window is shown: showing it offscreen prints a platform warning of its own,
    // and the error must be the one line on stderr.
    QString error;
    if (!checkOutputs(commandLine, &error)) {
        printError(error);
        return BadInputExitCode;
    }
    window.resize(commandLine.size.isValid() ? commandLine.size : QSize(1280, 820));
    window.show();
    QCoreApplication::processEvents();
    window.waitUntilComputed(); // a page shown only now may start its own background work
    const QPixmap picture = window.grab();
    const PlannedOutput grab { GrabOption, commandLine.grab, [&picture](QIODevice& device, QString* problem) {
                                  if (picture.save(&device, "PNG"))
                                      return true;
                                  *problem = Tr::tr("cannot encode the PNG image");
                                  return false;
                              } };
    if (!writeOutputs({ grab }, &error)) {
        printError(error);
        return BadInputExitCode;
    }
    return 0;
}

void quitAfterFirstFrame(QWidget& window)
{
    window.installEventFilter(new FirstFrameReporter(&window));
}

} // namespace AttentionLab
