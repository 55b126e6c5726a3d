// SPDX-License-Identifier: GPL-3.0-or-later
#include "vectorbardelegate.h"

#include "models/vocabularymodel.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QPainter>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace AttentionLab {

namespace {
// The component an editor started from, to tell a real edit from mere rounding.
const char* const OriginalValueProperty = "attentionlabOriginalValue";
constexpr int Padding = 4;
constexpr int MinimumBarWidth = 24;

int numberWidth(const QFontMetrics& metrics)
{
    return metrics.horizontalAdvance(QStringLiteral("-0.000")) + Padding;
}
} // namespace

QRectF VectorBarGeometry::bar(double value) const
{
    const double r = range > 0 && std::isfinite(range) ? range : 1.0;
    const double fraction = std::isfinite(value) ? std::clamp(value / r, -1.0, 1.0) : 0.0;
    const double width = std::abs(fraction) * area.width() / 2.0;
    const double zero = zeroX();
    return fraction >= 0 ? QRectF(zero, area.top(), width, area.height())
                         : QRectF(zero - width, area.top(), width, area.height());
}

VectorBarDelegate::VectorBarDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
    , m_valueRole(VocabularyModel::ValueRole)
    , m_unknownRole(VocabularyModel::UnknownRole)
{ }

void VectorBarDelegate::setRange(double range)
{
    m_range = range > 0 && std::isfinite(range) ? range : 1.0;
}

QString VectorBarDelegate::formatValue(double value, const QLocale& locale)
{
    const double rounded = std::round(value * 1000.0) / 1000.0;
    if (rounded == 0.0)
        return locale.toString(0); // never "-0"
    QString text = locale.toString(rounded, 'f', Decimals);
    const QString point = locale.decimalPoint();
    if (text.contains(point)) {
        while (text.endsWith(locale.zeroDigit()))
            text.chop(locale.zeroDigit().size());
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

QColor VectorBarDelegate::positiveColour(const QPalette& palette)
{
    return palette.color(QPalette::Active, QPalette::Highlight);
}

QColor VectorBarDelegate::negativeColour(const QPalette& palette)
{
    // The highlight's complementary hue: tells the sign apart at a glance in
    // any theme (blue and orange in the default one), not by red/green alone.
    const QColor highlight = positiveColour(palette);
    float hue = 0, saturation = 0, lightness = 0, alpha = 1;
    highlight.getHslF(&hue, &saturation, &lightness, &alpha);
    if (hue < 0) // a grey highlight has no hue
        return palette.color(QPalette::Active, QPalette::Dark);
    return QColor::fromHslF(std::fmod(hue + 0.5f, 1.0f), std::max(saturation, 0.6f), lightness, alpha);
}

QColor VectorBarDelegate::unknownTextColour(const QPalette& palette)
{
    return palette.color(QPalette::Active, QPalette::PlaceholderText);
}

QRectF VectorBarDelegate::barArea(const QRect& cell, const QFontMetrics& metrics)
{
    const QRectF inner = QRectF(cell).adjusted(Padding, 0, -Padding, 0);
    const double width = inner.width() - numberWidth(metrics);
    const double height = std::clamp(inner.height() * 0.5, 4.0, static_cast<double>(metrics.height()));
    const double top = inner.center().y() - height / 2.0;
    if (width >= MinimumBarWidth)
        return QRectF(inner.left(), top, width, height);
    return QRectF(inner.left(), top, inner.width(), height); // too narrow: behind the number
}

int VectorBarDelegate::preferredWidth(const QFontMetrics& metrics)
{
    return 2 * Padding + numberWidth(metrics) + 3 * MinimumBarWidth;
}

bool VectorBarDelegate::hasValue(const QModelIndex& index) const
{
    const QVariant value = index.data(m_valueRole);
    return value.isValid() && value.canConvert<double>();
}

void VectorBarDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    if (index.data(m_unknownRole).toBool()) {
        option->font.setItalic(true);
        option->palette.setColor(QPalette::Text, unknownTextColour(option->palette));
    }
    if (hasValue(index))
        option->displayAlignment = Qt::AlignRight | Qt::AlignVCenter;
}

void VectorBarDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    if (!hasValue(index)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    const QString text = opt.text;
    opt.text.clear(); // the style draws background, selection and focus; the number comes after the bar
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const bool unknown = index.data(m_unknownRole).toBool();
    const double value = index.data(m_valueRole).toDouble();
    const VectorBarGeometry geometry { barArea(opt.rect, opt.fontMetrics), m_range };
    QColor colour = selected ? opt.palette.color(QPalette::HighlightedText)
                             : (value >= 0 ? positiveColour(opt.palette) : negativeColour(opt.palette));
    colour.setAlphaF(unknown ? 0.3f : 0.75f);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->fillRect(geometry.bar(value), colour);
    QColor axis = selected ? opt.palette.color(QPalette::HighlightedText) : opt.palette.color(QPalette::Text);
    axis.setAlphaF(0.4f);
    painter->setPen(QPen(axis, 0));
    const QRectF& area = geometry.area;
    painter->drawLine(QPointF(geometry.zeroX(), area.top() - 2), QPointF(geometry.zeroX(), area.bottom() + 2));

    const QRect textRect = opt.rect.adjusted(Padding, 0, -Padding, 0);
    painter->setFont(opt.font);
    painter->setPen(opt.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(textRect, static_cast<int>(opt.displayAlignment),
                      opt.fontMetrics.elidedText(text, Qt::ElideRight, textRect.width()));
    painter->restore();
}

QString VectorBarDelegate::displayText(const QVariant& value, const QLocale& locale) const
{
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float)
        return formatValue(value.toDouble(), locale);
    return QStyledItemDelegate::displayText(value, locale);
}

QWidget* VectorBarDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                         const QModelIndex& index) const
{
    if (!hasValue(index))
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto* spinBox = new QDoubleSpinBox(parent);
    spinBox->setFrame(false);
    spinBox->setDecimals(Decimals);
    spinBox->setRange(-EditorLimit, EditorLimit);
    spinBox->setSingleStep(0.1);
    spinBox->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    spinBox->setAccelerated(true);
    return spinBox;
}

void VectorBarDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
    auto* spinBox = qobject_cast<QDoubleSpinBox*>(editor);
    if (!spinBox) {
        QStyledItemDelegate::setEditorData(editor, index);
        return;
    }
    const double value = index.data(Qt::EditRole).toDouble();
    // An imported vector may lie outside ±100; widen rather than clamp it.
    const double limit = std::max(EditorLimit, std::ceil(std::abs(value)));
    spinBox->setRange(-limit, limit);
    spinBox->setValue(value);
    spinBox->setProperty(OriginalValueProperty, value);
    // Typing replaces the number, as in a spreadsheet (the view selects all
    // only in plain line edits).
    spinBox->selectAll();
}

void VectorBarDelegate::setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const
{
    auto* spinBox = qobject_cast<QDoubleSpinBox*>(editor);
    if (!spinBox) {
        QStyledItemDelegate::setModelData(editor, model, index);
        return;
    }
    spinBox->interpretText();
    const double value = spinBox->value();
    // The spin box shows three decimals; leaving it untouched must not round
    // an imported 0.123456 to 0.123.
    const QVariant original = spinBox->property(OriginalValueProperty);
    if (original.isValid() && spinBox->textFromValue(original.toDouble()) == spinBox->textFromValue(value))
        return;
    model->setData(index, value, Qt::EditRole);
}

} // namespace AttentionLab
