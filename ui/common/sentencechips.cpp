// SPDX-License-Identifier: GPL-3.0-or-later
#include "sentencechips.h"

#include "models/tokenmodel.h"
#include "numberformat.h"
#include "oklab.h"
#include "shortenedtext.h"
#include "vocabulary.h"

#include <QCoreApplication>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QStatusTipEvent>
#include <QToolTip>

namespace AttentionLab {

namespace {
constexpr double PaddingX = 10;
constexpr double Spacing = 8;
constexpr double WeightBarHeight = 22;

// The band under a chip for its weight bar and number: the number's line grows with the font
// (the window's zoom), else at 200 % it runs into the next row of chips.
double weightBarHeight(const QFont& font)
{
    return std::max(WeightBarHeight, 10 + QFontMetricsF(font).height());
}

// A chip is at least as wide as its weight, or the numbers of two narrow words ("新", "和") overlap.
double weightWidth(const QFont& font)
{
    return QFontMetricsF(font).horizontalAdvance(QStringLiteral("0.00")) + 8;
}
} // namespace

SentenceChips::SentenceChips(QWidget* parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    setAccessibleName(tr("Words of the sentence"));
}

void SentenceChips::setModel(TokenModel* model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &QAbstractItemModel::modelReset, this, &SentenceChips::relayout);
        connect(m_model, &QAbstractItemModel::rowsInserted, this, &SentenceChips::relayout);
        connect(m_model, &QAbstractItemModel::rowsRemoved, this, &SentenceChips::relayout);
        connect(m_model, &QAbstractItemModel::layoutChanged, this, &SentenceChips::relayout);
        // The words change by a reset or by rows; data changes (weights) only repaint.
        connect(m_model, &QAbstractItemModel::dataChanged, this, qOverload<>(&SentenceChips::update));
        connect(m_model, &QAbstractItemModel::modelReset, this, &SentenceChips::updateDescription);
        connect(m_model, &QAbstractItemModel::dataChanged, this, &SentenceChips::updateDescription);
    }
    relayout();
    updateDescription();
}

void SentenceChips::setActivatable(bool activatable)
{
    m_activatable = activatable;
    setFocusPolicy(activatable ? Qt::StrongFocus : Qt::NoFocus);
    updateDescription(); // "Current: ..." only where the keyboard can choose a word
}

void SentenceChips::setCurrentChip(int index)
{
    const int count = chipCount();
    if (count == 0)
        return;
    m_current = std::clamp(index, 0, count - 1);
    updateDescription();
    // As on the heatmap: the status bar reads what the mouse would show.
    QStatusTipEvent tip(m_model->index(m_current, TokenModel::TokenColumn).data(Qt::ToolTipRole).toString());
    QCoreApplication::sendEvent(this, &tip);
    update();
}

void SentenceChips::updateDescription()
{
    if (!m_model)
        return;
    QStringList words;
    const int count = std::min(m_model->rowCount(), MaximumChips);
    for (int i = 0; i < count; ++i) {
        QString word = m_model->index(i, TokenModel::TokenColumn).data().toString();
        if (m_showWeights)
            word += QLatin1Char(' ')
                + numberformat::value(m_model->index(i, TokenModel::WeightColumn).data().toDouble());
        words.append(word);
    }
    QString description = words.join(QStringLiteral(", "));
    if (m_activatable && m_current < count)
        //: Accessible description of the word chips. %1 is the word the keyboard is on, %2 all words.
        description = tr("Current: %1. Words: %2")
                          .arg(m_model->index(m_current, TokenModel::TokenColumn).data().toString(), description);
    setAccessibleDescription(description);
}

void SentenceChips::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Words of the sentence"));
        updateDescription();
    } else if (event->type() == QEvent::FontChange) {
        relayout(); // the chips' sizes come from the font (the window's zoom)
    }
    QWidget::changeEvent(event);
}

void SentenceChips::keyPressEvent(QKeyEvent* event)
{
    if (!m_activatable || chipCount() == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Up:
        setCurrentChip(m_current - 1);
        break;
    case Qt::Key_Right:
    case Qt::Key_Down:
        setCurrentChip(m_current + 1);
        break;
    case Qt::Key_Home:
        setCurrentChip(0);
        break;
    case Qt::Key_End:
        setCurrentChip(chipCount() - 1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        Q_EMIT tokenClicked(m_current);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void SentenceChips::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    // Start on the query word: Enter then keeps it, arrows move away from it.
    if (m_model) {
        for (int i = 0; i < chipCount(); ++i) {
            if (m_model->index(i, TokenModel::TokenColumn).data(TokenModel::IsQueryRole).toBool()) {
                m_current = i;
                break;
            }
        }
    }
    setCurrentChip(m_current);
}

void SentenceChips::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void SentenceChips::setHighlightedWord(const QString& word)
{
    m_highlightKey = Vocabulary::keyOf(word);
    update();
}

void SentenceChips::setShowWeights(bool show)
{
    m_showWeights = show;
    relayout();
    updateDescription();
}

void SentenceChips::setMarkQuery(bool mark)
{
    m_markQuery = mark;
    update();
}

const QList<QRectF>& SentenceChips::chips() const
{
    if (m_layoutWidth != width()) {
        m_chips = layoutChips(std::max(100, width()));
        m_layoutWidth = width();
    }
    return m_chips;
}

QRectF SentenceChips::chipRect(int index) const
{
    return chips().value(index);
}

bool SentenceChips::isHighlighted(int index) const
{
    if (!m_model || index < 0 || index >= m_model->rowCount() || m_highlightKey.isEmpty())
        return false;
    return Vocabulary::keyOf(m_model->index(index, TokenModel::TokenColumn).data().toString()) == m_highlightKey;
}

double SentenceChips::chipHeight() const
{
    return chipSize(QString(), font()).height();
}

QSizeF SentenceChips::chipSize(const QString& label, const QFont& font)
{
    const QFontMetricsF fm(font);
    // At most about twelve characters wide (longer words are elided), in any font: a fixed cap cut
    // a word short at 200 %.
    const double widest = std::max(200.0, 12 * fm.height());
    return QSizeF(std::min(std::max(fm.horizontalAdvance(label) + 2 * PaddingX, 36.0), widest), fm.height() + 14);
}

void SentenceChips::paintChip(QPainter* painter, const QRectF& chip, const QString& label, const QColor& colour,
                              bool filled, bool strong, bool known, const QPalette& palette, const QFont& font)
{
    const QColor text = palette.color(QPalette::WindowText);
    const QColor base = palette.color(QPalette::Base);
    // Chosen words are filled with their colour; the others get a tint.
    QColor fill = colour;
    if (!filled)
        fill = QColor::fromRgbF(colour.redF() * 0.22f + base.redF() * 0.78f,
                                colour.greenF() * 0.22f + base.greenF() * 0.78f,
                                colour.blueF() * 0.22f + base.blueF() * 0.78f);
    painter->save();
    painter->setFont(font);
    painter->setBrush(fill);
    painter->setPen(QPen(strong ? text : colour, strong ? 2.5 : 1.2, known ? Qt::SolidLine : Qt::DashLine));
    painter->drawRoundedRect(chip.adjusted(1, 1, -1, -1), 8, 8);
    painter->setPen(filled ? oklab::readableTextOn(fill) : text);
    painter->drawText(chip, Qt::AlignCenter, elidedLabel(QFontMetricsF(font), label, chip.width() - 8));
    painter->restore();
}

QList<QRectF> SentenceChips::layoutChips(double width) const
{
    QList<QRectF> chips;
    if (!m_model)
        return chips;
    const double height = chipHeight() + (m_showWeights ? weightBarHeight(font()) : 0);
    double x = 0;
    double y = 0;
    const double narrowest = m_showWeights ? weightWidth(font()) : 0;
    const QList<double>& widths = chipWidths();
    for (qsizetype i = 0; i < widths.size(); ++i) {
        const double chipWidth = std::max(widths.at(i), narrowest);
        if (x > 0 && x + chipWidth > width) {
            x = 0;
            y += height + Spacing;
        }
        chips.append(QRectF(x, y, chipWidth, chipHeight()));
        x += chipWidth + Spacing;
    }
    return chips;
}

const QList<double>& SentenceChips::chipWidths() const
{
    if (!m_chipWidthsValid) {
        m_chipWidths.clear();
        const int count = m_model ? std::min(m_model->rowCount(), MaximumChips) : 0;
        for (int i = 0; i < count; ++i)
            m_chipWidths.append(chipSize(m_model->index(i, TokenModel::TokenColumn).data().toString(), font()).width());
        m_chipWidthsValid = true;
    }
    return m_chipWidths;
}

void SentenceChips::relayout()
{
    m_chipWidthsValid = false;
    m_layoutWidth = -1;
    updateGeometry();
    update();
}

int SentenceChips::heightForWidth(int width) const
{
    const QList<QRectF> chips = layoutChips(std::max(100, width));
    const double extra = m_showWeights ? weightBarHeight(font()) : 0;
    const double noteHeight = m_model && m_model->rowCount() > MaximumChips ? QFontMetricsF(font()).height() + 4 : 0;
    return chips.isEmpty() ? static_cast<int>(chipHeight())
                           : static_cast<int>(chips.last().bottom() + extra + 2 + noteHeight);
}

QSize SentenceChips::sizeHint() const
{
    return QSize(360, heightForWidth(360));
}

QSize SentenceChips::minimumSizeHint() const
{
    return QSize(100, static_cast<int>(chipHeight()));
}

void SentenceChips::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    m_layoutWidth = -1;
}

int SentenceChips::chipAt(const QPointF& point) const
{
    const QList<QRectF>& all = chips();
    for (int i = 0; i < all.size(); ++i) {
        if (all.at(i).contains(point))
            return i;
    }
    return -1;
}

bool SentenceChips::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && m_model) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int index = chipAt(help->pos());
        if (index >= 0) {
            // The vector, then the words nearest to it before and after attention: what the numbers mean.
            const QModelIndex chip = m_model->index(index, 0);
            const QString neighbours = chip.data(TokenModel::NeighboursRole).toString();
            QToolTip::showText(help->globalPos(),
                               chip.data(Qt::ToolTipRole).toString()
                                   + (neighbours.isEmpty() ? QString() : QLatin1Char('\n') + neighbours),
                               this, chips().at(index).toRect());
        } else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void SentenceChips::mousePressEvent(QMouseEvent* event)
{
    const int index = chipAt(event->position());
    if (event->button() == Qt::LeftButton && index >= 0) {
        if (m_activatable)
            m_current = index;
        Q_EMIT tokenClicked(index);
        return;
    }
    QWidget::mousePressEvent(event);
}

void SentenceChips::paintEvent(QPaintEvent*)
{
    if (!m_model)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor text = palette().color(QPalette::WindowText);
    const QList<QRectF>& all = chips();
    for (int i = 0; i < all.size(); ++i) {
        const QRectF chip = all.at(i);
        const QModelIndex index = m_model->index(i, TokenModel::TokenColumn);
        const QColor colour = index.data(TokenModel::ColourRole).value<QColor>();
        const bool known = index.data(TokenModel::KnownRole).toBool();
        const bool query = m_markQuery && index.data(TokenModel::IsQueryRole).toBool();
        QString label = index.data().toString();
        if (!known)
            label += QStringLiteral("?");
        paintChip(&painter, chip, label, colour, isHighlighted(i) || query, query, known, palette(), font());
        if (m_showWeights) {
            const double weight = m_model->index(i, TokenModel::WeightColumn).data().toDouble();
            const QRectF track(chip.left() + 4, chip.bottom() + 4, chip.width() - 8, 6);
            QColor trackColour = text;
            trackColour.setAlphaF(0.15f);
            painter.setPen(Qt::NoPen);
            painter.setBrush(trackColour);
            painter.drawRoundedRect(track, 3, 3);
            painter.setBrush(colour);
            painter.drawRoundedRect(QRectF(track.left(), track.top(), track.width() * std::clamp(weight, 0.0, 1.0), 6),
                                    3, 3);
            painter.setPen(text);
            painter.drawText(QRectF(chip.left(), track.bottom(), chip.width(), weightBarHeight(font()) - 10),
                             Qt::AlignCenter, numberformat::value(weight));
        }
    }
    if (hasFocus() && m_current < all.size()) {
        // The keyboard's chip: a ring outside the chip, in the focus colour.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2, Qt::DashLine));
        painter.drawRoundedRect(
            all.at(m_current).adjusted(-3, -3, 3, 3).intersected(QRectF(rect()).adjusted(1, 1, -1, -1)), 10, 10);
    }
    if (m_model->rowCount() > MaximumChips) {
        painter.setPen(text);
        const double y = all.isEmpty() ? 0 : all.last().bottom() + (m_showWeights ? weightBarHeight(font()) : 0) + 2;
        painter.drawText(QRectF(0, y, width(), QFontMetricsF(font()).height() + 4), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("Showing the first %1 of %2 words.").arg(MaximumChips).arg(m_model->rowCount()));
    }
}

} // namespace AttentionLab
