// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>
#include <QStyledItemDelegate>

class QFontMetrics;
class QPalette;

namespace AttentionLab {

/// Where the bar of one vector component goes in a cell: zero in the middle,
/// positive values grow to the right, negative ones to the left, and a value
/// of ±range fills half the width (larger values are clamped).
struct VectorBarGeometry
{
    QRectF area;
    double range = 1.0;

    double zeroX() const { return area.center().x(); }
    QRectF bar(double value) const;
};

/// Draws a vector component as a small horizontal bar behind its number, so
/// that a row of a table reads as the shape of the vector; edits it with a
/// spin box. Rows flagged by the unknown role (words the vocabulary does not
/// know) are drawn in italics in the placeholder text colour. Every colour
/// comes from the palette, so a dark theme works as it is.
class VectorBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr double EditorLimit = 100.0; ///< the spin box's range is ±EditorLimit
    static constexpr int Decimals = 3;

    explicit VectorBarDelegate(QObject* parent = nullptr);

    /// The |value| that fills half a cell: one scale for every column, so
    /// bars compare across dimensions. Not finite or <= 0 means 1.
    void setRange(double range);
    double range() const { return m_range; }
    /// Role of the component (a double); cells without one are drawn as usual.
    void setValueRole(int role) { m_valueRole = role; }
    /// Role of the "not in the vocabulary" flag (a bool).
    void setUnknownRole(int role) { m_unknownRole = role; }

    /// A component as the cells show it: at most three decimals, no trailing zeros.
    static QString formatValue(double value, const QLocale& locale);
    static QColor positiveColour(const QPalette& palette);
    static QColor negativeColour(const QPalette& palette);
    static QColor unknownTextColour(const QPalette& palette);
    /// Where the bars of a cell go: left of the number when the cell is wide
    /// enough, else behind it; a band in the middle of the row's height.
    static QRectF barArea(const QRect& cell, const QFontMetrics& metrics);
    /// A column width with room for a bar beside a number like -0.123.
    static int preferredWidth(const QFontMetrics& metrics);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QString displayText(const QVariant& value, const QLocale& locale) const override;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;

private:
    bool hasValue(const QModelIndex& index) const;

    double m_range = 1.0;
    int m_valueRole;
    int m_unknownRole;
};

} // namespace AttentionLab
