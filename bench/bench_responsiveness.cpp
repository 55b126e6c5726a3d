// SPDX-License-Identifier: GPL-3.0-or-later
// How long the window stops answering when someone pastes a long text.
// A 1 ms timer runs on the GUI thread; the longest gap between its ticks is
// the longest freeze a user could feel (issue 7: never more than 100 ms).
// Prints one line per scenario: name, median and worst longest-gap over the
// runs, and the median time until the numbers were on screen.
#include "appearance.h"
#include "everysentence.h"
#include "heatmappage.h"
#include "learnpage.h"
#include "mainwindow.h"
#include "mixingpage.h"
#include "rnnpage.h"
#include "scoringpage.h"
#include "sentencebar.h"
#include "staticpage.h"
#include "stepspage.h"
#include "trainingjob.h"
#include "vocabularypage.h"
#include "workspace.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMap>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTest>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <functional>

using namespace AttentionLab;

namespace {

struct Measurement
{
    double longestGapMs = 0;
    double resultMs = 0;
};

// The GUI thread's CPU time: on a shared machine a freeze's wall time includes waiting
// for a core, its CPU time is what the window's own work cost (--trace prints both).
qint64 threadCpuNanoseconds()
{
    timespec time {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time);
    return qint64(time.tv_sec) * 1'000'000'000 + time.tv_nsec;
}

// Linux's scheduler statistics of every thread of this process, by thread id: nanoseconds on a
// core and nanoseconds waiting for one (/proc/self/task/TID/schedstat). --trace compares two
// readings around a freeze: a GUI thread that waited for a core was preempted, one that neither
// ran nor waited was blocked, and the process's other threads show which of them ran meanwhile.
struct ThreadTimes
{
    qint64 runNs = 0;
    qint64 waitNs = 0;
};

QMap<QString, ThreadTimes> schedulerTimes()
{
    QMap<QString, ThreadTimes> threads;
    QDirIterator tasks(QStringLiteral("/proc/self/task"), QDir::Dirs | QDir::NoDotAndDotDot);
    while (tasks.hasNext()) {
        QFile stat(tasks.next() + QStringLiteral("/schedstat"));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        const QList<QByteArray> fields = stat.readAll().split(' ');
        if (fields.size() >= 2)
            threads.insert(tasks.fileName(), { fields.at(0).toLongLong(), fields.at(1).toLongLong() });
    }
    return threads;
}

void printSchedulerDifference(const QMap<QString, ThreadTimes>& before, const QMap<QString, ThreadTimes>& after)
{
    if (after.isEmpty()) {
        QTextStream(stderr) << "    (no /proc/self/task/*/schedstat here: which thread ran is not known)\n";
        return;
    }
    const QString gui = QString::number(QCoreApplication::applicationPid());
    for (auto it = after.cbegin(); it != after.cend(); ++it) {
        const ThreadTimes old = before.value(it.key());
        const double runMs = (it->runNs - old.runNs) / 1e6;
        const double waitMs = (it->waitNs - old.waitNs) / 1e6;
        if (it.key() != gui && runMs < 1 && waitMs < 1)
            continue;
        QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(it.key()));
        const QString name = comm.open(QIODevice::ReadOnly) ? QString::fromUtf8(comm.readAll().trimmed()) : QString();
        QTextStream(stderr) << "    " << (it.key() == gui ? QStringLiteral("GUI ") : QString()) << name << ' '
                            << it.key() << ": ran " << runMs << " ms, waited for a core " << waitMs << " ms\n";
    }
}

// Runs \a act, then the event loop until the window has every number (and
// \a done, when given, holds) and has painted them; meanwhile a 1 ms timer
// notes its longest wait.
Measurement measure(MainWindow& window, const std::function<void()>& act, const std::function<bool()>& done)
{
    QElapsedTimer clock;
    qint64 lastTick = 0;
    qint64 longestGap = 0;
    qint64 lastCpu = threadCpuNanoseconds();
    QTimer ticker;
    ticker.setTimerType(Qt::PreciseTimer);
    ticker.setInterval(1);
    const bool trace = QCoreApplication::arguments().contains(QStringLiteral("--trace"));
    QMap<QString, ThreadTimes> lastThreads;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        const qint64 cpuNow = threadCpuNanoseconds();
        const QMap<QString, ThreadTimes> threads = trace ? schedulerTimes() : QMap<QString, ThreadTimes>();
        if (trace && now - lastTick > 30'000'000) {
            QTextStream(stderr) << "  gap of " << (now - lastTick) / 1e6 << " ms (GUI thread CPU "
                                << (cpuNow - lastCpu) / 1e6 << " ms) ending at " << now / 1e6 << " ms\n";
            printSchedulerDifference(lastThreads, threads);
        }
        longestGap = std::max(longestGap, now - lastTick);
        lastTick = now;
        lastCpu = cpuNow;
        lastThreads = threads;
    });
    QTest::qWait(20);
    clock.start();
    lastCpu = threadCpuNanoseconds();
    if (trace)
        lastThreads = schedulerTimes();
    ticker.start();
    act();
    if (trace)
        QTextStream(stderr) << "  the action itself: " << clock.nsecsElapsed() / 1e6 << " ms (GUI thread CPU "
                            << (threadCpuNanoseconds() - lastCpu) / 1e6 << " ms)\n";
    if (done && !QTest::qWaitFor(done, 600000))
        QTextStream(stderr) << "the scenario did not finish in 10 minutes\n";
    window.waitUntilComputed();
    window.repaint(); // the arrival's repaint, counted in the result time
    const double resultMs = clock.nsecsElapsed() / 1e6;
    QTest::qWait(30); // and the loop answers again after it
    ticker.stop();
    // The gap that contains act() itself counts too: it froze the window as much as any other.
    return { longestGap / 1e6, resultMs };
}

QString words(int count)
{
    const QStringList pool { QStringLiteral("苹果"), QStringLiteral("发布"), QStringLiteral("新"),
                             QStringLiteral("手机"), QStringLiteral("吃"),   QStringLiteral("香蕉"),
                             QStringLiteral("和"),   QStringLiteral("电脑") };
    QStringList sentence;
    for (int i = 0; i < count; ++i)
        sentence.append(pool.at(i % pool.size()));
    return sentence.join(QLatin1Char(' '));
}

// What a user does: select all in sentence 1 and paste.
void paste(MainWindow& window, const QString& text)
{
    QLineEdit* editor = window.sentenceBar()->editor(0);
    QGuiApplication::clipboard()->setText(text);
    editor->setFocus();
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(editor, Qt::Key_V, Qt::ControlModifier);
}

// Before the clock starts: a long sentence whose numbers have all arrived.
void pasteAndWait(MainWindow& window, int count)
{
    paste(window, words(count));
    window.waitUntilComputed();
    QTest::qWait(50);
}

// A word2vec text file of \a words x 300 (six decimals) in the temporary folder, written once
// and kept for later runs; empty when it cannot be written.
QString vectorFile(int words)
{
    const QString folder = QDir::temp().filePath(QStringLiteral("attentionlab-responsiveness"));
    const QString path = QDir(folder).filePath(QStringLiteral("vectors_%1.txt").arg(words));
    if (QFile::exists(path))
        return path;
    QDir().mkpath(folder);
    QFile file(path + QStringLiteral(".part"));
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QRandomGenerator random(words);
    QByteArray line;
    file.write(QByteArray::number(words) + " 300\n");
    for (int i = 0; i < words; ++i) {
        line = "w" + QByteArray::number(i);
        for (int c = 0; c < 300; ++c)
            line += ' ' + QByteArray::number(random.generateDouble() * 2.0 - 1.0, 'f', 6);
        line += '\n';
        file.write(line);
    }
    file.close();
    return file.rename(path) ? path : QString();
}

// Where the time goes: each page alone, the words of a long paste arriving
// (synchronous part) and then its attention arriving.
template<typename Page> void timePage(QTextStream& out, const char* name)
{
    const QStringList arguments = QCoreApplication::arguments();
    const qsizetype flag = arguments.indexOf(QStringLiteral("--per-page"));
    if (flag + 1 < arguments.size() && arguments.at(flag + 1) != QLatin1String(name))
        return; // --per-page NAME times that page alone
    Workspace workspace;
    Page page(&workspace);
    page.resize(1280, 800);
    page.show();
    if (!QTest::qWaitForWindowExposed(&page))
        return;
    QElapsedTimer clock;
    clock.start();
    workspace.setSentence(0, words(2048));
    QCoreApplication::processEvents();
    const double wordsMs = clock.nsecsElapsed() / 1e6;
    clock.restart();
    workspace.waitForAttention();
    QCoreApplication::processEvents();
    page.repaint();
    out << name << ": words " << wordsMs << " ms, attention arrives " << clock.nsecsElapsed() / 1e6 << " ms\n";
    out.flush();
}

// With --trace: every event that kept the GUI thread longer than 30 ms, with
// its receiver, so a freeze can be pinned on the code that caused it.
class TracingApplication : public QApplication
{
public:
    using QApplication::QApplication;
    bool notify(QObject* receiver, QEvent* event) override
    {
        if (!m_trace)
            return QApplication::notify(receiver, event);
        const int type = event->type();
        // Named before delivery: the event may delete its receiver.
        const QString name = describe(receiver);
        QElapsedTimer clock;
        clock.start();
        ++m_depth;
        const bool result = QApplication::notify(receiver, event);
        --m_depth;
        const double ms = clock.nsecsElapsed() / 1e6;
        // Events sent from inside a slow one are indented under it (printed first).
        if (ms > (m_depth == 0 ? 30 : 10))
            QTextStream(stderr) << QString(2 * m_depth + 2, QLatin1Char(' ')) << "slow event " << type << " to " << name
                                << ": " << ms << " ms\n";
        return result;
    }
    // The receiver and its owners up to the page, e.g. "QGraphicsScene < QChartView < RnnPage".
    static QString describe(const QObject* receiver)
    {
        QString name
            = QString::fromLatin1(receiver->metaObject()->className()) + QLatin1Char(' ') + receiver->objectName();
        for (const QObject* owner = receiver->parent(); owner; owner = owner->parent()) {
            const QString className = QString::fromLatin1(owner->metaObject()->className());
            name += QStringLiteral(" < ") + className;
            if (className.endsWith(QLatin1String("Page")))
                break;
        }
        return name;
    }
    void setTrace(bool trace) { m_trace = trace; }

private:
    bool m_trace = false;
    int m_depth = 0;
};

} // namespace

int main(int argc, char** argv)
{
    TracingApplication app(argc, argv);
    appearance::preferSimplifiedChinese(); // as main() does: the window's font, its Chinese fallback
    app.setTrace(QCoreApplication::arguments().contains(QStringLiteral("--trace")));
    const int runs = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[argc - 1]).toInt()) : 5;

    struct Scenario
    {
        QString name;
        QString page;
        std::function<void(MainWindow&, Workspace&)> act;
        std::function<void(MainWindow&, Workspace&)> setUp = nullptr; ///< before the clock starts
        std::function<bool(MainWindow&)> done = nullptr; ///< what the result waits for besides attention
    };
    // Chapter 8 trains on the background pool while the page draws every chunk's records.
    const auto learnPage = [](MainWindow& w) { return qobject_cast<LearnPage*>(w.page(QStringLiteral("learn"))); };
    const auto trainingDone = [learnPage](MainWindow& w) {
        const TrainingJob* job = learnPage(w)->job();
        return job->isFinished() && !job->isBusy();
    };
    const auto train
        = [learnPage](MainWindow& w, Workspace&) { QTest::mouseClick(learnPage(w)->trainButton(), Qt::LeftButton); };
    const auto heads = [learnPage](int count) {
        return [learnPage, count](MainWindow& w, Workspace&) { learnPage(w)->headsBox()->setValue(count); };
    };
    QList<Scenario> scenarios {
        { QStringLiteral("paste 256 words, heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow& w, Workspace&) { paste(w, words(256)); } },
        { QStringLiteral("paste 2048 words, heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow& w, Workspace&) { paste(w, words(2048)); } },
        { QStringLiteral("paste 100000 characters, heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow& w, Workspace&) { paste(w, QString(100000, QChar(0x82F9))); } },
        { QStringLiteral("paste 5000 words, scoring page"), QStringLiteral("scoring"),
          [](MainWindow& w, Workspace&) { paste(w, words(5000)); } },
        { QStringLiteral("temperature 2, 2048 words, heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow&, Workspace& workspace) { workspace.setTemperature(2.0); },
          [](MainWindow& w, Workspace&) { pasteAndWait(w, 2048); } },
        { QStringLiteral("paste 2048 words, mixing page"), QStringLiteral("mixing"),
          [](MainWindow& w, Workspace&) { paste(w, words(2048)); } },
        { QStringLiteral("paste 2048 words, RNN page"), QStringLiteral("rnn"),
          [](MainWindow& w, Workspace&) { paste(w, words(2048)); } },
        { QStringLiteral("type a letter after 2048 words, heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow& w, Workspace&) { QTest::keyClick(w.sentenceBar()->editor(0), Qt::Key_A); },
          [](MainWindow& w, Workspace&) {
              pasteAndWait(w, 2048);
              w.sentenceBar()->editor(0)->end(false);
          } },
        { QStringLiteral("16 sentences of 2048 words at once (a file), heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow&, Workspace& workspace) {
              // As File > Open does: the whole document restored.
              workspace.restore(bench::withEverySentence(workspace.state(), words(2048)));
          } },
        { QStringLiteral("undo a 2048-word paste, heatmap page"), QStringLiteral("heatmap"),
          [](MainWindow& w, Workspace&) {
              QTest::keyClick(w.sentenceBar()->editor(0), Qt::Key_Z, Qt::ControlModifier);
          },
          [](MainWindow& w, Workspace&) { pasteAndWait(w, 2048); } },
        { QStringLiteral("train 300 steps, 1 head, learn page"), QStringLiteral("learn"), train, heads(1),
          trainingDone },
        { QStringLiteral("train 300 steps, 4 heads, learn page"), QStringLiteral("learn"), train, heads(4),
          trainingDone },
    };
    // A real-size file read in the background (two threads parse it) while the window
    // answers; then the new vocabulary arrives and every chapter follows it.
    const QString vectors = vectorFile(50000);
    if (vectors.isEmpty())
        QTextStream(stderr) << "cannot write a vector file in " << QDir::tempPath() << ": import skipped\n";
    else
        scenarios.append(
            { QStringLiteral("import a 50000-word text file, vocabulary page"), QStringLiteral("vocabulary"),
              [vectors](MainWindow& w, Workspace&) {
                  qobject_cast<VocabularyPage*>(w.page(QStringLiteral("vocabulary")))
                      ->importFileAsync(vectors, VocabularyPage::ImportMode::Replace);
              },
              nullptr,
              [](MainWindow& w) {
                  return !qobject_cast<VocabularyPage*>(w.page(QStringLiteral("vocabulary")))->isImporting();
              } });
    // Opening each chapter while sentence 1 has 2,048 words (hidden pages catch up when shown).
    for (const QString& page : { QStringLiteral("mixing"), QStringLiteral("scoring"), QStringLiteral("steps"),
                                 QStringLiteral("heatmap"), QStringLiteral("rnn"), QStringLiteral("vocabulary") }) {
        scenarios.append({ QStringLiteral("open the %1 page, 2048 words").arg(page), QStringLiteral("static"),
                           [page](MainWindow& w, Workspace&) { w.showPage(page); },
                           [](MainWindow& w, Workspace&) { pasteAndWait(w, 2048); } });
    }

    QTextStream out(stdout);
    if (QCoreApplication::arguments().contains(QStringLiteral("--per-page"))) {
        timePage<SentenceBar>(out, "sentence bar");
        timePage<StaticPage>(out, "static");
        timePage<MixingPage>(out, "mixing");
        timePage<ScoringPage>(out, "scoring");
        timePage<StepsPage>(out, "steps");
        timePage<HeatmapPage>(out, "heatmap");
        timePage<RnnPage>(out, "rnn");
        timePage<VocabularyPage>(out, "vocabulary");
        return 0;
    }
    out << "scenario,longestGapMedianMs,longestGapWorstMs,resultMedianMs\n";
    const qsizetype only = QCoreApplication::arguments().indexOf(QStringLiteral("--only"));
    for (const Scenario& scenario : scenarios) {
        // --only TEXT runs the scenarios whose name contains TEXT (for a profiler).
        if (only >= 0 && only + 1 < QCoreApplication::arguments().size()
            && !scenario.name.contains(QCoreApplication::arguments().at(only + 1)))
            continue;
        QList<double> gaps;
        QList<double> results;
        for (int run = 0; run < runs; ++run) {
            Workspace workspace;
            MainWindow window(&workspace);
            window.resize(1280, 800);
            window.showPage(scenario.page);
            window.show();
            if (!QTest::qWaitForWindowExposed(&window))
                return 1;
            // The chapters not on show are built after the first frame, one an event, within about
            // 100 ms: sooner than anyone pastes, and not part of what a scenario measures.
            const QStringList ids = window.pageIds();
            if (!QTest::qWaitFor([&] {
                    return std::all_of(ids.cbegin(), ids.cend(),
                                       [&](const QString& id) { return window.isPageBuilt(id); });
                }))
                return 1;
            if (scenario.setUp)
                scenario.setUp(window, workspace);
            const Measurement m = measure(
                window, [&] { scenario.act(window, workspace); },
                scenario.done ? std::function<bool()>([&] { return scenario.done(window); }) : nullptr);
            gaps.append(m.longestGapMs);
            results.append(m.resultMs);
        }
        std::sort(gaps.begin(), gaps.end());
        std::sort(results.begin(), results.end());
        out << '"' << scenario.name << "\"," << gaps.at(gaps.size() / 2) << ',' << gaps.last() << ','
            << results.at(results.size() / 2) << '\n';
        out.flush();
    }
    return 0;
}
