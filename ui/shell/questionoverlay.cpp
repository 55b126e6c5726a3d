// SPDX-License-Identifier: GPL-3.0-or-later
#include "questionoverlay.h"

#include "attention.h"
#include "colourswatch.h"
#include "flowlayout.h"
#include "heatmappainter.h"
#include "heatmapview.h"
#include "models/attentionmatrixmodel.h"
#include "numberformat.h"
#include "wordchip.h"
#include "zoomablecombobox.h"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {

// A weight's slider as the mixing chapter's: 1000 steps from 0 to 1, a hundredth a key press.
constexpr int WeightSteps = 1000;

// The scale of the spin box of a Number question that is no weight: wide enough that its
// ends do not give the answer away (a score between -10 and 10, a count from 0 to a round
// power of ten), fine enough to hit the answer within its tolerance.
struct NumberScale
{
    double minimum = 0;
    double maximum = 1;
    double step = 0.01;
    int decimals = 2;
};

NumberScale numberScale(const Question& question)
{
    NumberScale scale;
    const double answer = question.correctValue;
    const bool whole = question.tolerance == 0 && answer == std::round(answer);
    scale.step = question.tolerance > 0 ? question.tolerance : (whole ? 1.0 : 0.01);
    scale.decimals = scale.step >= 1 ? 0 : std::clamp(int(std::ceil(-std::log10(scale.step) - 1e-9)), 0, 6);
    scale.maximum = std::pow(10.0, std::ceil(std::log10(std::max(1.0, 2 * std::abs(answer)))));
    // Fractions up to 1 (weights) start at 0; other fractions may be negative (scores).
    scale.minimum = whole || scale.maximum <= 1 ? 0 : -scale.maximum;
    if (answer < scale.minimum)
        scale.minimum = -scale.maximum;
    return scale;
}

QLabel* wrappingLabel(QWidget* parent, const QString& objectName)
{
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

} // namespace

QuestionOverlay::QuestionOverlay(QWidget* covered)
    : PageCover(covered)
{
    setObjectName(QStringLiteral("questionOverlay"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_scroll = new QScrollArea(this);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->setFocusPolicy(Qt::NoFocus);
    outer->addWidget(m_scroll);

    auto* content = new QWidget;
    auto* centring = new QHBoxLayout(content);
    centring->setContentsMargins(16, 16, 16, 16);
    auto* card = new QWidget(content);
    card->setMaximumWidth(760);
    centring->addStretch(1);
    centring->addWidget(card, 100);
    centring->addStretch(1);
    auto* layout = new QVBoxLayout(card);
    layout->setContentsMargins(0, 0, 0, 0);

    m_heading = wrappingLabel(card, QStringLiteral("questionHeading"));
    layout->addWidget(m_heading);
    m_intro = wrappingLabel(card, QStringLiteral("questionIntro"));
    layout->addWidget(m_intro);
    layout->addSpacing(8);
    m_prompt = wrappingLabel(card, QStringLiteral("questionPrompt"));
    layout->addWidget(m_prompt);

    // The sentence's heatmap as the chapter draws it, but only its grid and words: the
    // model holds zeros, never the numbers asked about.
    m_heatmapModel = new AttentionMatrixModel(0, this);
    m_heatmap = new HeatmapView(card);
    m_heatmap->setObjectName(QStringLiteral("questionHeatmap"));
    m_heatmap->setModel(m_heatmapModel);
    m_heatmap->setValuesHidden(true);
    m_heatmap->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_heatmap->installEventFilter(this);
    card->installEventFilter(this); // its width bounds the heatmap's
    connect(m_heatmap, &HeatmapView::cellActivated, this, &QuestionOverlay::chooseOnHeatmap);
    layout->addWidget(m_heatmap);
    m_heatmapHint = wrappingLabel(card, QStringLiteral("questionHeatmapHint"));
    m_heatmapHint->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_heatmapHint);

    m_choiceGroup = new QButtonGroup(this);
    m_choiceGroup->setExclusive(true);
    connect(m_choiceGroup, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            showHeatmapChoice(-1); // one answer at a time: a button replaces a cell
        updateCheckable();
    });
    m_wordChoices = new QWidget(card);
    m_wordChoices->setObjectName(QStringLiteral("questionWords"));
    new FlowLayout(m_wordChoices);
    m_wordChoices->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_wordChoices);
    m_optionChoices = new QWidget(card);
    m_optionChoices->setObjectName(QStringLiteral("questionOptions"));
    new FlowLayout(m_optionChoices);
    m_optionChoices->layout()->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_optionChoices);
    m_choiceList = new ZoomableComboBox(card);
    m_choiceList->setObjectName(QStringLiteral("questionChoiceList"));
    m_choiceList->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choiceList->setMinimumContentsLength(12);
    connect(m_choiceList, &QComboBox::currentIndexChanged, this, [this] { updateCheckable(); });
    layout->addWidget(m_choiceList, 0, Qt::AlignLeft);

    // A number: typed in the spin box; a weight also dragged on a slider under its word, the
    // column the mixing chapter has for every word (word, slider, value).
    m_numberRow = new QWidget(card);
    auto* numberLayout = new QVBoxLayout(m_numberRow);
    numberLayout->setContentsMargins(0, 0, 0, 0);
    numberLayout->setSpacing(4);
    m_weightWord = new ColourSwatch(m_numberRow);
    m_weightWord->setObjectName(QStringLiteral("questionWeightWord"));
    m_numberSlider = new QSlider(Qt::Vertical, m_numberRow);
    m_numberSlider->setObjectName(QStringLiteral("questionSlider"));
    m_numberSlider->setRange(0, WeightSteps);
    m_numberSlider->setPageStep(WeightSteps / 20);
    m_numberSlider->setSingleStep(WeightSteps / 100);
    m_numberSlider->setMinimumHeight(120);
    m_numberBox = new QDoubleSpinBox(m_numberRow);
    m_numberBox->setObjectName(QStringLiteral("questionNumber"));
    m_numberBox->setKeyboardTracking(true);
    numberLayout->addWidget(m_weightWord, 0, Qt::AlignHCenter);
    numberLayout->addWidget(m_numberSlider, 1, Qt::AlignHCenter);
    numberLayout->addWidget(m_numberBox, 0, Qt::AlignHCenter);
    connect(m_numberBox, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        // The value under the slider is read out with it, as the chapter's sliders are.
        m_numberSlider->setAccessibleDescription(numberformat::value(value));
        if (m_syncing)
            return;
        m_syncing = true;
        m_numberSlider->setValue(int(std::lround((value - m_minimum) / m_step)));
        m_syncing = false;
    });
    connect(m_numberSlider, &QSlider::valueChanged, this, [this](int steps) {
        if (m_syncing)
            return;
        m_syncing = true;
        m_numberBox->setValue(m_minimum + steps * m_step);
        m_syncing = false;
    });
    layout->addWidget(m_numberRow, 0, Qt::AlignLeft);
    m_tolerance = wrappingLabel(card, QStringLiteral("questionTolerance"));
    layout->addWidget(m_tolerance);

    m_checkButton = new QPushButton(card);
    m_checkButton->setObjectName(QStringLiteral("questionCheck"));
    m_checkButton->setDefault(true);
    connect(m_checkButton, &QPushButton::clicked, this, &QuestionOverlay::check);
    layout->addWidget(m_checkButton, 0, Qt::AlignLeft);

    m_verdict = wrappingLabel(card, QStringLiteral("questionVerdict"));
    QFont verdictFont; // only the weight: the size follows the window's zoom
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    layout->addWidget(m_verdict);
    m_explanation = wrappingLabel(card, QStringLiteral("questionExplanation"));
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_explanation);

    auto* buttons = new QWidget(card);
    auto* buttonLayout = new FlowLayout(buttons);
    buttonLayout->setContentsMargins(0, 0, 0, 0);
    m_revealButton = new QPushButton(buttons);
    m_revealButton->setObjectName(QStringLiteral("questionReveal"));
    connect(m_revealButton, &QPushButton::clicked, this, &QuestionOverlay::revealRequested);
    m_nextButton = new QPushButton(buttons);
    m_nextButton->setObjectName(QStringLiteral("questionNext"));
    connect(m_nextButton, &QPushButton::clicked, this, &QuestionOverlay::nextRequested);
    buttonLayout->addWidget(m_revealButton);
    buttonLayout->addWidget(m_nextButton);
    layout->addWidget(buttons);
    layout->addSpacing(8);
    m_footnote = wrappingLabel(card, QStringLiteral("questionFootnote"));
    m_footnote->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(m_footnote);
    layout->addStretch(1);
    m_scroll->setWidget(content);
    updateFonts();
    retranslate();
}

void QuestionOverlay::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateFonts(); // the window's zoom
    QWidget::changeEvent(event);
}

void QuestionOverlay::updateFonts()
{
    // Sizes of their own do not follow the overlay's font: set again from it.
    QFont headingFont = font();
    headingFont.setBold(true);
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.2);
    m_heading->setFont(headingFont);
    QFont promptFont = font();
    promptFont.setPointSizeF(promptFont.pointSizeF() * 1.1);
    m_prompt->setFont(promptFont);
    updateHeatmapSize();
}

void QuestionOverlay::retranslate()
{
    setAccessibleName(tr("Question"));
    m_heading->setText(m_number.isEmpty() ? tr("Predict first") : tr("Predict first: question %1").arg(m_number));
    m_intro->setText(
        tr("Answer before you look: the chapter's numbers stay hidden until you have checked your answer."));
    m_prompt->setAccessibleName(tr("Question"));
    m_wordChoices->setAccessibleName(tr("Words to choose from"));
    m_optionChoices->setAccessibleName(tr("Answers to choose from"));
    m_choiceList->setAccessibleName(tr("Your answer"));
    m_choiceList->setToolTip(tr("Choose the word you predict"));
    m_numberBox->setAccessibleName(tr("Your answer"));
    m_numberBox->setToolTip(tr("Type the number you predict"));
    const QString weightOf = weightCaption();
    m_weightWord->setCaption(weightOf);
    m_numberSlider->setAccessibleName(m_question.weightOf >= 0 ? tr("Your answer: the weight of “%1”").arg(weightOf)
                                                               : tr("Your answer: the weight"));
    m_numberSlider->setToolTip(tr("Drag to the weight you predict"));
    m_heatmapHint->setText(m_question.row >= 0
                               ? tr("Click a cell of the outlined row, or go there with the arrow keys and press "
                                    "Space; Enter checks.")
                               : tr("Click a cell of a row to choose the row, or go there with the arrow keys and "
                                    "press Space; Enter checks."));
    m_checkButton->setText(tr("&Check"));
    m_checkButton->setToolTip(tr("Commit your answer and see whether it is right"));
    m_revealButton->setText(tr("&Show the Chapter"));
    m_revealButton->setToolTip(tr("Hide the question and show the chapter's numbers"));
    m_nextButton->setText(tr("&Next Question"));
    m_nextButton->setToolTip(tr("Ask the chapter's next question"));
    m_footnote->setText(tr("View ▸ Predict First turns these questions off; View ▸ Ask This Chapter's Questions brings "
                           "them back."));
    if (m_question.form == Question::Form::Number) {
        if (m_question.tolerance > 0)
            m_tolerance->setText(
                tr("Counts as right within ± %1 of the answer.").arg(numberformat::setting(m_question.tolerance)));
        else
            m_tolerance->setText(tr("A whole number; only the exact answer counts."));
    }
    if (m_checked)
        showResult(false);
}

void QuestionOverlay::ask(const Question& question, const QString& number, const QuestionSentence& sentence,
                          bool hasNext)
{
    // The keyboard moves on to the new answer when it was at the old one ("Next question"); it is
    // not taken from the sidebar or the sentence bar (Tab from there leads into the question).
    const QWidget* focus = QApplication::focusWidget();
    const bool keyboardWasHere = isVisible() && focus && isAncestorOf(focus);
    m_question = question;
    m_number = number;
    m_sentence = sentence;
    m_hasNext = hasNext;
    m_checked = false;
    m_right = false;
    m_chosen = -1;
    buildAnswerControls();
    m_prompt->setText(question.prompt);
    m_verdict->hide();
    m_explanation->hide();
    m_revealButton->hide();
    m_nextButton->hide();
    m_checkButton->show();
    retranslate();
    updateCheckable();
    m_scroll->verticalScrollBar()->setValue(0);
    setGeometry(parentWidget()->rect());
    raise();
    show();
    if (!keyboardWasHere)
        return;
    if (m_heatmap->isVisibleTo(this))
        m_heatmap->setFocus(Qt::OtherFocusReason);
    else if (!m_choiceButtons.isEmpty())
        m_choiceButtons.constFirst()->setFocus(Qt::OtherFocusReason);
    else if (m_choiceList->isVisibleTo(this))
        m_choiceList->setFocus(Qt::OtherFocusReason);
    else if (m_numberSlider->isVisibleTo(this))
        m_numberSlider->setFocus(Qt::OtherFocusReason);
    else
        m_numberBox->setFocus(Qt::OtherFocusReason);
}

void QuestionOverlay::reword(const Question& question, const QString& number, const QuestionSentence& sentence,
                             bool hasNext)
{
    if (!m_checked) {
        const int chosenBefore = chosen();
        const double valueBefore = m_numberBox->value();
        ask(question, number, sentence, hasNext);
        if (question.form == Question::Form::Number)
            setNumber(valueBefore);
        else if (chosenBefore >= 0 && m_choiceGroup->button(chosenBefore))
            m_choiceGroup->button(chosenBefore)->setChecked(true);
        else if (chosenBefore >= 0 && chosenBefore < m_words && m_heatmap->isVisibleTo(this))
            showHeatmapChoice(chosenBefore);
        else if (chosenBefore >= 0 && m_choiceList->isVisibleTo(this))
            m_choiceList->setCurrentIndex(chosenBefore);
        updateCheckable();
        return;
    }
    m_question = question;
    m_number = number;
    m_sentence = sentence;
    m_hasNext = hasNext;
    m_prompt->setText(question.prompt);
    // The buttons carry the choices' words: rebuilt, with the answer given marked again.
    buildAnswerControls();
    if (QAbstractButton* button = m_choiceGroup->button(m_chosen))
        button->setChecked(true);
    else if (m_chosen < m_words && m_heatmap->isVisibleTo(this))
        showHeatmapChoice(m_chosen);
    if (m_choiceList->isVisibleTo(this))
        m_choiceList->setCurrentIndex(m_chosen);
    if (question.form == Question::Form::Number)
        setNumber(m_value);
    retranslate(); // shows the result again, in the new words
}

void QuestionOverlay::clearAnswerControls()
{
    for (QAbstractButton* button : std::as_const(m_choiceButtons)) {
        m_choiceGroup->removeButton(button);
        delete button;
    }
    m_choiceButtons.clear();
    m_choiceList->clear();
    showHeatmapChoice(-1);
    m_heatmap->setMarks({});
}

void QuestionOverlay::buildAnswerControls()
{
    clearAnswerControls();
    const Question::Form form = m_question.form;
    m_words = form == Question::Form::Word
        ? static_cast<int>(std::min(m_sentence.words.size(), m_question.choices.size()))
        : 0;
    const int words = m_words;
    const bool asList = words > (m_question.onHeatmap ? MaximumHeatmapWords : MaximumChips);
    const bool onHeatmap = words > 0 && m_question.onHeatmap && !asList;
    for (int i = 0; i < m_question.choices.size(); ++i) {
        if (i < words && (asList || onHeatmap)) {
            if (asList)
                m_choiceList->addItem(m_question.choices.at(i), i);
            continue;
        }
        // A word is a chip in its colour, as the chapters' sentences draw it; an option a button.
        QAbstractButton* button = nullptr;
        if (i < words) {
            button = new WordChip(m_question.choices.at(i), m_sentence.colours.value(i), m_wordChoices);
        } else {
            auto* option = new QPushButton(m_question.choices.at(i), m_optionChoices);
            option->setCheckable(true);
            option->setAutoDefault(false);
            button = option;
        }
        button->setObjectName(QStringLiteral("questionChoice%1").arg(i));
        button->setAccessibleName(m_question.choices.at(i));
        button->setToolTip(i < words ? tr("Choose this word") : tr("Choose this answer"));
        (i < words ? m_wordChoices : m_optionChoices)->layout()->addWidget(button);
        m_choiceGroup->addButton(button, i);
        m_choiceButtons.append(button);
    }
    // New buttons join the end of the window's Tab chain: put them back in the question's order.
    QList<QWidget*> order { m_prompt, m_heatmap };
    for (QAbstractButton* button : std::as_const(m_choiceButtons))
        order.append(button);
    order << m_choiceList << m_numberSlider << m_numberBox << m_checkButton << m_revealButton << m_nextButton;
    for (int i = 1; i < order.size(); ++i)
        setTabOrder(order[i - 1], order[i]);
    if (asList)
        m_choiceList->setCurrentIndex(-1);
    m_heatmap->setVisible(onHeatmap);
    m_heatmapHint->setVisible(onHeatmap);
    if (onHeatmap)
        buildHeatmap(words);
    m_wordChoices->setVisible(words > 0 && !asList && !onHeatmap);
    m_optionChoices->setVisible(m_question.choices.size() > words);
    m_choiceList->setVisible(asList);
    const bool number = form == Question::Form::Number;
    const bool weight = number && (m_question.weightOf >= 0 || m_question.onWeightSlider);
    m_numberRow->setVisible(number);
    m_weightWord->setVisible(number && m_question.weightOf >= 0);
    m_numberSlider->setVisible(weight);
    m_tolerance->setVisible(number);
    m_numberBox->setEnabled(true);
    m_numberSlider->setEnabled(true);
    m_choiceList->setEnabled(true);
    if (weight) {
        if (m_question.weightOf >= 0)
            m_weightWord->setColour(m_sentence.colours.value(m_question.weightOf));
        m_weightWord->setCaption(weightCaption());
        m_syncing = true;
        m_step = 1.0 / WeightSteps;
        m_minimum = 0;
        m_numberBox->setDecimals(2); // as the chapter's spin boxes
        m_numberBox->setRange(0, 1);
        m_numberBox->setSingleStep(0.01);
        m_syncing = false;
        setNumber(0);
    } else if (number) {
        const NumberScale scale = numberScale(m_question);
        m_syncing = true;
        m_step = scale.step;
        m_minimum = scale.minimum;
        m_numberBox->setDecimals(scale.decimals);
        m_numberBox->setRange(scale.minimum, scale.maximum);
        m_numberBox->setSingleStep(scale.step);
        m_syncing = false;
        setNumber(std::max(0.0, scale.minimum));
    }
}

QString QuestionOverlay::weightCaption() const
{
    const int token = m_question.weightOf;
    const QString word = m_sentence.words.value(token);
    // A word the sentence has twice is told apart by its place, as the questions do.
    return m_sentence.words.count(word) > 1 ? tr("%1 (word %2)").arg(word).arg(token + 1) : word;
}

void QuestionOverlay::buildHeatmap(int words)
{
    QList<Token> tokens;
    for (int i = 0; i < words; ++i) {
        Token token;
        token.text = m_question.choices.at(i);
        token.known = true; // labelled as the choices are, without the figures' "?"
        tokens.append(token);
    }
    auto blank = std::make_shared<AttentionResult>();
    blank->scores = Eigen::MatrixXd::Zero(words, words);
    blank->weights = blank->scores;
    m_heatmapModel->resetData(tokens, blank);
    const int row = m_question.row < words ? m_question.row : -1;
    m_heatmap->setQueryRow(row); // the row asked about, outlined
    m_heatmap->setPinnedRow(row);
    updateHeatmapSize();
}

void QuestionOverlay::updateHeatmapSize()
{
    if (m_heatmapModel->rowCount() == 0)
        return;
    // Cells large enough to click and to read a word under, the whole grid in view for a
    // short sentence; they grow with the window's zoom.
    const int words = m_heatmapModel->rowCount();
    const double line = QFontMetricsF(m_heatmap->font()).height();
    double cell = std::clamp(320.0 / words, 1.2 * line, 3.0 * line);
    // No wider than the card: a long sentence's grid would be squeezed by its width and
    // leave its height empty below.
    const int room = m_heatmap->parentWidget()->width();
    if (room > 0)
        cell = std::max(4.0, std::min(cell, (room - m_heatmap->painter().sizeFor(0).width()) / words));
    const QSize size = m_heatmap->painter().sizeFor(cell).toSize();
    m_heatmap->setFixedHeight(size.height());
    m_heatmap->setMaximumWidth(size.width());
}

void QuestionOverlay::chooseOnHeatmap(int row, int column)
{
    const int choice = m_question.row >= 0 ? column : row;
    if (m_checked || choice < 0)
        return;
    // One answer at a time: a cell replaces a chosen button ("None").
    if (QAbstractButton* button = m_choiceGroup->checkedButton()) {
        m_choiceGroup->setExclusive(false);
        button->setChecked(false);
        m_choiceGroup->setExclusive(true);
    }
    showHeatmapChoice(choice);
    updateCheckable();
}

void QuestionOverlay::showHeatmapChoice(int choice)
{
    m_heatmapChoice = choice;
    if (choice < 0)
        m_heatmap->setChosenCell(-1, -1);
    else if (m_question.row >= 0)
        m_heatmap->setChosenCell(m_question.row, choice); // a cell of the row asked about
    else
        m_heatmap->setChosenCell(choice, -1); // a row
}

void QuestionOverlay::setNumber(double value)
{
    m_numberBox->setValue(value);
    m_syncing = true;
    m_numberSlider->setValue(int(std::lround((m_numberBox->value() - m_minimum) / m_step)));
    m_syncing = false;
}

int QuestionOverlay::chosen() const
{
    if (m_choiceList->isVisibleTo(this) && m_choiceList->currentIndex() >= 0)
        return m_choiceList->currentData().toInt();
    if (m_choiceGroup->checkedId() >= 0)
        return m_choiceGroup->checkedId();
    return m_heatmapChoice;
}

void QuestionOverlay::updateCheckable()
{
    m_checkButton->setEnabled(!m_checked && (m_question.form == Question::Form::Number || chosen() >= 0));
}

void QuestionOverlay::check()
{
    if (m_checked || !m_checkButton->isEnabled())
        return;
    if (m_question.form == Question::Form::Number) {
        // What the spin box holds, also when the learner typed and pressed Enter at once.
        m_numberBox->interpretText();
        m_value = m_numberBox->value();
        m_right = m_question.acceptsValue(m_value);
    } else {
        m_chosen = chosen();
        m_right = m_question.accepts(m_chosen);
    }
    m_checked = true;
    // Checked from the keyboard: it lands on "Show the Chapter" (the answer's buttons are disabled now).
    const QWidget* focus = QApplication::focusWidget();
    showResult(isVisible() && focus && isAncestorOf(focus));
    Q_EMIT answered(m_question, m_right);
}

void QuestionOverlay::showResult(bool takeFocus)
{
    // The answer is given: it stays on show, and the right choices are marked.
    for (QAbstractButton* button : std::as_const(m_choiceButtons)) {
        const int choice = m_choiceGroup->id(button);
        QString text = m_question.choices.value(choice);
        if (m_question.accepts(choice))
            text = tr("%1 ✓").arg(text);
        else if (choice == m_chosen)
            text = tr("%1 ✗").arg(text);
        button->setText(text);
        button->setAccessibleName(text);
        button->setEnabled(false);
    }
    if (m_heatmap->isVisibleTo(this)) {
        // On the heatmap: ✓ on every right cell (or row), ✗ on a wrong one chosen.
        QList<HeatmapView::Mark> marks;
        auto mark = [this](int choice, const QString& text) {
            return m_question.row >= 0 ? HeatmapView::Mark { m_question.row, choice, text }
                                       : HeatmapView::Mark { choice, -1, text };
        };
        for (int choice : std::as_const(m_question.correctChoices)) {
            if (choice < m_words)
                marks.append(mark(choice, QString(QChar(0x2713))));
        }
        if (m_chosen >= 0 && m_chosen < m_words && !m_question.accepts(m_chosen))
            marks.append(mark(m_chosen, QString(QChar(0x2717))));
        m_heatmap->setMarks(marks);
    }
    m_choiceList->setEnabled(false);
    m_numberBox->setEnabled(false);
    m_numberSlider->setEnabled(false);
    m_checkButton->hide();
    if (m_right)
        m_verdict->setText(m_question.isTie()
                               ? tr("Right: %1 are tied, so each of them counts.").arg(m_question.answerText())
                               : tr("Right: %1.").arg(m_question.answerText()));
    else
        m_verdict->setText(tr("Not quite: the answer is %1.").arg(m_question.answerText()));
    m_explanation->setText(m_question.explanation);
    m_verdict->show();
    m_explanation->show();
    m_revealButton->show();
    m_nextButton->setVisible(m_hasNext);
    // A screen reader reads the verdict with the button the keyboard lands on.
    m_revealButton->setAccessibleDescription(m_verdict->text() + QLatin1Char(' ') + m_explanation->text());
    if (takeFocus)
        m_revealButton->setFocus(Qt::OtherFocusReason);
}

bool QuestionOverlay::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_heatmap->parentWidget() && event->type() == QEvent::Resize)
        updateHeatmapSize();
    // Enter on the heatmap chooses the keyboard's cell and commits it, as Enter does from a
    // choice or the spin box; Space only chooses.
    if (watched == m_heatmap && event->type() == QEvent::KeyPress && !m_checked) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_heatmap->activateCell(m_heatmap->focusRow(), m_heatmap->focusColumn());
            check();
            return true;
        }
    }
    return PageCover::eventFilter(watched, event);
}

void QuestionOverlay::keyPressEvent(QKeyEvent* event)
{
    // Enter commits from wherever the answer was given: a choice, the spin box, the slider.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && m_checkButton->isVisible()
        && m_checkButton->isEnabled()) {
        check();
        return;
    }
    QWidget::keyPressEvent(event);
}

QString QuestionOverlay::promptText() const
{
    return m_prompt->text();
}

QString QuestionOverlay::verdictText() const
{
    return m_verdict->isVisibleTo(this) ? m_verdict->text() : QString();
}

QString QuestionOverlay::explanationText() const
{
    return m_explanation->isVisibleTo(this) ? m_explanation->text() : QString();
}

} // namespace AttentionLab
