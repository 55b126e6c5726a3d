// SPDX-License-Identifier: GPL-3.0-or-later
// The question overlay answered the chapters' way, by real clicks, drags and keys: a cell or a
// row of a heatmap drawn without its values, a weight dragged on a slider under its word; the
// verdict is core's; nothing shows a number before Check.
#include "colourswatch.h"
#include "failonwarning.h"
#include "heatmappainter.h"
#include "heatmapview.h"
#include "language.h"
#include "models/attentionmatrixmodel.h"
#include "questionoverlay.h"
#include "quiz.h"
#include "wordchip.h"
#include "workspace.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTest>
#include <QToolTip>

#include <functional>
#include <optional>

using namespace AttentionLab;

namespace {

std::optional<Question> questionOf(const Workspace& workspace, const QString& chapter, const QString& kind,
                                   int sentence = 0)
{
    for (const Question& question : quiz::questions(workspace, chapter)) {
        if (question.kind == kind && question.sentence == sentence)
            return question;
    }
    return std::nullopt;
}

// The sentence as PredictFirst hands it over.
QuestionSentence sentenceOf(const Workspace& workspace, const Question& question)
{
    QuestionSentence sentence;
    if (question.sentence < 0)
        return sentence; // a question about no one sentence (chapter 7)
    const SentenceAnalysis& analysis = workspace.sentence(question.sentence);
    for (int t = 0; t < analysis.length(); ++t) {
        sentence.words.append(analysis.tokens.at(t).text);
        sentence.colours.append(workspace.tokenColour(question.sentence, t));
    }
    return sentence;
}

/// The lesson's workspace (changed by \a prepare first), its question of \a kind about
/// \a sentence, and a page-sized widget with the overlay over it, asking it.
struct Fixture
{
    Workspace workspace;
    std::optional<Question> question;
    QWidget page;
    QuestionOverlay* overlay = nullptr;
    Fixture(const QString& chapter, const QString& kind, int sentence = 0,
            const std::function<void(Workspace&)>& prepare = {})
    {
        if (prepare)
            prepare(workspace);
        question = questionOf(workspace, chapter, kind, sentence);
        page.resize(960, 900);
        overlay = new QuestionOverlay(&page);
        page.show();
        if (question)
            overlay->ask(*question, QStringLiteral("5.1"), sentenceOf(workspace, *question), true);
    }
    void reword() { overlay->reword(*question, QStringLiteral("5.1"), sentenceOf(workspace, *question), true); }
};

QStyleOptionSlider sliderOption(QSlider* slider)
{
    QStyleOptionSlider option;
    option.initFrom(slider);
    option.orientation = slider->orientation();
    option.minimum = slider->minimum();
    option.maximum = slider->maximum();
    option.sliderPosition = slider->sliderPosition();
    option.sliderValue = slider->value();
    option.upsideDown = slider->orientation() == Qt::Vertical ? !slider->invertedAppearance() : false;
    return option;
}

QRect handleRect(QSlider* slider)
{
    const QStyleOptionSlider option = sliderOption(slider);
    return slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, slider);
}

// Where the handle's top must be for \a value: the inverse of what QSlider does with a drag.
int handleTopFor(QSlider* slider, int value)
{
    const QStyleOptionSlider option = sliderOption(slider);
    const QRect groove = slider->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, slider);
    const int span = groove.bottom() - handleRect(slider).height() + 1 - groove.y();
    return groove.y()
        + QStyle::sliderPositionFromValue(slider->minimum(), slider->maximum(), value, span, option.upsideDown);
}

// Whether \a image shows only \a background a quarter into each cell and at its centre.
bool cellsAreBlank(HeatmapView* view, const QImage& image, const QColor& background, int words)
{
    for (int row = 0; row < words; ++row) {
        for (int column = 0; column < words; ++column) {
            const QRectF cell = view->cellRect(row, column);
            for (const QPointF& at :
                 { cell.topLeft() + QPointF(cell.width() * 0.25, cell.height() * 0.25), cell.center(),
                   cell.topLeft() + QPointF(cell.width() * 0.7, cell.height() * 0.6) }) {
                if (image.pixelColor((at * image.devicePixelRatio()).toPoint()) != background)
                    return false;
            }
        }
    }
    return true;
}

const QRegularExpression digit(QStringLiteral("[0-9]"));

} // namespace

class TestQuestionOverlay : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { language::install(QStringLiteral("en")); }
    void init() { testing::failOnAnyWarning(); }

    // Which cell of row 发布 is the largest: answered by clicking a cell of the bare heatmap.
    void aCellOfTheHeatmapAnswersARowQuestion_data()
    {
        QTest::addColumn<bool>("rightCell");
        QTest::newRow("right_cell") << true;
        QTest::newRow("wrong_cell") << false;
    }
    void aCellOfTheHeatmapAnswersARowQuestion()
    {
        QFETCH(bool, rightCell);
        Fixture f(QStringLiteral("heatmap"), QStringLiteral("row-maximum"));
        QVERIFY(f.question);
        const auto& question = f.question;
        const Workspace& workspace = f.workspace;
        HeatmapView* heatmap = f.overlay->heatmap();
        QVERIFY2(heatmap->isVisible(), "a heatmap question is answered on the heatmap");
        QVERIFY(f.overlay->choiceButtons().isEmpty()); // no chip per word beside it
        QVERIFY(heatmap->valuesHidden());
        QCOMPARE(heatmap->pinnedRow(), question->row);
        QCOMPARE(heatmap->model()->rowCount(), workspace.sentence(0).length());
        QVERIFY(!f.overlay->checkButton()->isEnabled());

        // 发布's row: 发布·发布 = 1.36 is its highest score (core: correctChoices).
        const int column = rightCell ? question->correctChoices.first() : (question->correctChoices.first() + 1) % 4;
        // Clicked in another row: the cell of that column in the row asked about is chosen.
        const int otherRow = (question->row + 2) % 4;
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(otherRow, column));
        QCOMPARE(heatmap->chosenRow(), question->row);
        QCOMPARE(heatmap->chosenColumn(), column);
        QVERIFY(f.overlay->checkButton()->isEnabled());
        QTest::mouseClick(f.overlay->checkButton(), Qt::LeftButton);
        QVERIFY(f.overlay->isChecked());
        QCOMPARE(f.overlay->wasRight(), question->accepts(column));
        QCOMPARE(f.overlay->wasRight(), rightCell);
        QCOMPARE(f.overlay->verdictText().startsWith(QStringLiteral("Right")), rightCell);
        QCOMPARE(f.overlay->explanationText(), question->explanation);
        // Checked: another click changes nothing.
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(question->row, (column + 1) % 4));
        QCOMPARE(heatmap->chosenColumn(), column);
    }

    // The same by keyboard, as the chapter's heatmap: arrows, Space to choose, Enter to commit.
    void theKeyboardChoosesACell()
    {
        Fixture f(QStringLiteral("heatmap"), QStringLiteral("row-maximum"));
        QVERIFY(f.question);
        const auto& question = f.question;
        f.page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&f.page));
        HeatmapView* heatmap = f.overlay->heatmap();
        heatmap->setFocus(Qt::TabFocusReason);
        QCOMPARE(QApplication::focusWidget(), heatmap);
        QCOMPARE(heatmap->focusRow(), question->row);
        QCOMPARE(heatmap->focusColumn(), 0);
        const int right = question->correctChoices.first();
        QTest::keyClick(heatmap, Qt::Key_Down); // the row asked about keeps the keyboard
        QCOMPARE(heatmap->focusRow(), question->row);
        for (int i = 0; i < right; ++i)
            QTest::keyClick(heatmap, Qt::Key_Right);
        QTest::keyClick(heatmap, Qt::Key_Space);
        QCOMPARE(heatmap->chosenColumn(), right);
        QVERIFY(!f.overlay->isChecked());
        QTest::keyClick(heatmap, Qt::Key_Return);
        QVERIFY(f.overlay->isChecked());
        QVERIFY2(f.overlay->wasRight(), qPrintable(f.overlay->verdictText()));
        QCOMPARE(QApplication::focusWidget(), f.overlay->revealButton()); // on to the chapter
    }

    // Which row is an exception to the diagonal: a row is chosen on the heatmap, "None" stays a button.
    void aRowOfTheHeatmapAnswersTheDiagonalQuestion()
    {
        // Sentence 2, 吃 苹果 和 香蕉: row 和 is the exception (和·苹果 = 0.2 > 和·和 = 0.06).
        Fixture f(QStringLiteral("heatmap"), QStringLiteral("diagonal-exception"), 1);
        QVERIFY(f.question);
        QCOMPARE(f.question->correctChoices, QList<int> { 2 });
        HeatmapView* heatmap = f.overlay->heatmap();
        QVERIFY(heatmap->isVisible());
        QCOMPARE(heatmap->pinnedRow(), -1);
        QCOMPARE(f.overlay->choiceButtons().size(), 1); // "None: ..."
        QAbstractButton* none = f.overlay->choiceButtons().constFirst();
        QTest::mouseClick(none, Qt::LeftButton);
        QVERIFY(none->isChecked());
        // A cell of row 和 chooses the row, and takes the place of "None".
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(2, 0));
        QCOMPARE(heatmap->chosenRow(), 2);
        QCOMPARE(heatmap->chosenColumn(), -1);
        QVERIFY(!none->isChecked());
        QTest::mouseClick(f.overlay->checkButton(), Qt::LeftButton);
        QVERIFY2(f.overlay->wasRight(), qPrintable(f.overlay->verdictText()));
    }

    // Before Check the heatmap shows no colour and no number, says none to a tooltip or a screen
    // reader, and does not even hold the numbers.
    void nothingOnTheHeatmapTellsTheAnswerBeforeCheck()
    {
        Fixture f(QStringLiteral("heatmap"), QStringLiteral("row-maximum"));
        QVERIFY(f.question);
        const auto& question = f.question;
        HeatmapView* heatmap = f.overlay->heatmap();
        QVERIFY(QTest::qWaitForWindowExposed(&f.page));
        QVERIFY(heatmap->painter().figure().hiddenValues);
        QVERIFY(heatmap->painter().figure().title.isEmpty());
        QVERIFY(heatmap->model()->weights().isZero());
        QVERIFY(cellsAreBlank(heatmap, heatmap->grab().toImage(), heatmap->palette().color(QPalette::Base), 4));
        const QPoint centre = heatmap->cellCenter(question->row, 3);
        QHelpEvent help(QEvent::ToolTip, centre, heatmap->mapToGlobal(centre));
        QCoreApplication::sendEvent(heatmap, &help);
        QTRY_VERIFY(!QToolTip::text().isEmpty());
        QVERIFY2(!QToolTip::text().contains(digit), qPrintable(QToolTip::text()));
        QToolTip::hideText();
        QAccessibleInterface* cell = QAccessible::queryAccessibleInterface(heatmap)->tableInterface()->cellAt(1, 3);
        QVERIFY(cell);
        QVERIFY2(!cell->text(QAccessible::Name).contains(digit), qPrintable(cell->text(QAccessible::Name)));
        QVERIFY(cell->text(QAccessible::Value).isEmpty());
        // Chosen and checked, the right cell gets its ✓, still without a number or a colour.
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(question->row, 0));
        QTest::mouseClick(f.overlay->checkButton(), Qt::LeftButton);
        QVERIFY(f.overlay->isChecked());
        QVERIFY(heatmap->model()->weights().isZero());
    }

    // A heatmap of more than MaximumHeatmapWords words would have cells too small to hit: a list.
    void aLongSentenceIsAnsweredFromAList()
    {
        QStringList words;
        for (int i = 0; i < QuestionOverlay::MaximumHeatmapWords + 5; ++i)
            words.append(i % 2 ? QStringLiteral("苹果") : QStringLiteral("手机"));
        Fixture f(QStringLiteral("heatmap"), QStringLiteral("row-maximum"), 0, [&words](Workspace& workspace) {
            workspace.setSentence(0, words.join(QLatin1Char(' ')));
            workspace.waitForAttention();
        });
        QVERIFY(f.question);
        QVERIFY(!f.overlay->heatmap()->isVisible());
        QVERIFY(f.overlay->choiceList()->isVisible());
        QCOMPARE(f.overlay->choiceList()->count(), words.size());
    }

    // A weight is dragged on a slider under its word, as the mixing chapter's sliders; the value
    // shows as it moves; within the tolerance of core's answer it counts.
    void aWeightIsDraggedOnTheWordsSlider_data()
    {
        QTest::addColumn<QString>("chapter");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("word");
        // 苹果 1 发布 0 新 0 手机 0.5 -> what does 苹果 get? (watched: 苹果)
        QTest::newRow("mixing_rebalance")
            << QStringLiteral("mixing") << QStringLiteral("rebalance") << QStringLiteral("苹果");
        // 苹果 gives 手机 at temperature 2.
        QTest::newRow("scoring_weight_at_temperature")
            << QStringLiteral("scoring") << QStringLiteral("weight-at-temperature") << QStringLiteral("手机");
        QTest::newRow("steps_printed_weight")
            << QStringLiteral("steps") << QStringLiteral("printed-weight") << QStringLiteral("手机");
        // The largest weight without √d is no one word's: a slider of its own.
        QTest::newRow("next_unscaled_largest")
            << QStringLiteral("next") << QStringLiteral("unscaled-largest") << QString();
    }
    void aWeightIsDraggedOnTheWordsSlider()
    {
        QFETCH(QString, chapter);
        QFETCH(QString, kind);
        QFETCH(QString, word);
        Fixture f(chapter, kind, word.isEmpty() ? -1 : 0);
        QVERIFY(f.question);
        const auto& question = f.question;
        const Workspace& workspace = f.workspace;
        QSlider* slider = f.overlay->numberSlider();
        QVERIFY2(slider->isVisible(), "a weight is answered on a slider");
        QCOMPARE(slider->orientation(), Qt::Vertical); // as the chapter's
        if (word.isEmpty()) {
            QCOMPARE(question->weightOf, -1);
            QVERIFY(!f.overlay->weightWord()->isVisible());
        } else {
            QVERIFY(question->weightOf >= 0);
            QVERIFY(f.overlay->weightWord()->isVisible());
            QCOMPARE(f.overlay->weightWord()->caption(), word);
            QCOMPARE(f.overlay->weightWord()->colour(), workspace.tokenColour(0, question->weightOf));
            QVERIFY(slider->accessibleName().contains(word));
        }
        QVERIFY(!slider->accessibleName().isEmpty());
        QVERIFY(!slider->toolTip().contains(digit));
        QCOMPARE(f.overlay->numberBox()->minimum(), 0.0);
        QCOMPARE(f.overlay->numberBox()->maximum(), 1.0);
        QCOMPARE(f.overlay->numberBox()->value(), 0.0);

        // Drag the handle to where core's answer lies.
        const int target = int(std::lround(question->correctValue * slider->maximum()));
        const QRect handle = handleRect(slider);
        const QPoint grip = handle.center();
        const QPoint to(grip.x(), handleTopFor(slider, target) + (grip.y() - handle.top()));
        QTest::mousePress(slider, Qt::LeftButton, {}, grip);
        QTest::mouseMove(slider, (grip + to) / 2);
        QTest::mouseMove(slider, to);
        QTest::mouseRelease(slider, Qt::LeftButton, {}, to);
        const double shown = f.overlay->numberBox()->value();
        QVERIFY2(std::abs(shown - question->correctValue) <= question->tolerance,
                 qPrintable(QStringLiteral("dragged to %1, the answer is %2").arg(shown).arg(question->correctValue)));
        QCOMPARE(slider->accessibleDescription(), QString::number(shown, 'f', 2)); // read out as it moves
        QTest::mouseClick(f.overlay->checkButton(), Qt::LeftButton);
        QVERIFY(f.overlay->isChecked());
        QVERIFY2(f.overlay->wasRight(), qPrintable(f.overlay->verdictText()));
        QVERIFY(!slider->isEnabled());
    }

    // A score and a count are typed: no slider whose ends would say where the answer lies.
    void otherNumbersAreTyped_data()
    {
        QTest::addColumn<QString>("chapter");
        QTest::addColumn<QString>("kind");
        QTest::newRow("printed_score") << QStringLiteral("steps") << QStringLiteral("printed-score");
        QTest::newRow("sequential_steps") << QStringLiteral("rnn") << QStringLiteral("sequential-steps");
    }
    void otherNumbersAreTyped()
    {
        QFETCH(QString, chapter);
        QFETCH(QString, kind);
        Fixture f(chapter, kind);
        QVERIFY(f.question);
        const auto& question = f.question;
        QVERIFY(f.overlay->numberBox()->isVisible());
        QVERIFY(!f.overlay->numberSlider()->isVisible());
        QVERIFY(!f.overlay->weightWord()->isVisible());
        f.overlay->numberBox()->setFocus();
        f.overlay->numberBox()->selectAll();
        QTest::keyClicks(f.overlay->numberBox(), QString::number(question->correctValue, 'f', 2));
        QTest::keyClick(f.overlay->numberBox(), Qt::Key_Enter);
        QVERIFY(f.overlay->isChecked());
        QVERIFY2(f.overlay->wasRight(), qPrintable(f.overlay->verdictText()));
    }

    // A word is picked from the sentence's chips, each in its word's colour, as the chapters draw them.
    void wordsAreTheSentencesChips()
    {
        Fixture f(QStringLiteral("scoring"), QStringLiteral("most-attended"));
        QVERIFY(f.question);
        const auto& question = f.question;
        const Workspace& workspace = f.workspace;
        QVERIFY(!f.overlay->heatmap()->isVisible());
        QCOMPARE(f.overlay->choiceButtons().size(), 4);
        for (int t = 0; t < 4; ++t) {
            auto* chip = qobject_cast<WordChip*>(f.overlay->choiceButtons().at(t));
            QVERIFY(chip);
            QCOMPARE(chip->text(), workspace.sentence(0).tokens.at(t).text);
            QCOMPARE(chip->colour(), workspace.tokenColour(0, t));
        }
        const int right = question->correctChoices.first();
        QTest::mouseClick(f.overlay->choiceButtons().at(right), Qt::LeftButton);
        QTest::mouseClick(f.overlay->checkButton(), Qt::LeftButton);
        QVERIFY2(f.overlay->wasRight(), qPrintable(f.overlay->verdictText()));
        QCOMPARE(f.overlay->choiceButtons().at(right)->text(), QStringLiteral("%1 ✓").arg(question->choices.at(right)));
    }

    // The language changes while a cell is chosen: the question is reworded, the cell stays chosen.
    void rewordingKeepsTheChosenCell()
    {
        Fixture f(QStringLiteral("heatmap"), QStringLiteral("row-maximum"));
        QVERIFY(f.question);
        const auto& question = f.question;
        HeatmapView* heatmap = f.overlay->heatmap();
        QTest::mouseClick(heatmap, Qt::LeftButton, {}, heatmap->cellCenter(question->row, 2));
        f.reword();
        QCOMPARE(heatmap->chosenColumn(), 2);
        QVERIFY(f.overlay->checkButton()->isEnabled());
        QTest::mouseClick(f.overlay->checkButton(), Qt::LeftButton);
        f.reword();
        QVERIFY(f.overlay->isChecked());
        QCOMPARE(heatmap->chosenColumn(), 2);
    }
};

QTEST_MAIN(TestQuestionOverlay)
#include "tst_questionoverlay.moc"
