// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace AttentionLab {

/// A combo box whose minimum size follows its font, and so the window's zoom. Qt 6.4's
/// QComboBox forgets its size hint when its font changes, not its minimum size hint: zoomed
/// in, a page narrower than its controls could squeeze the box below its text; built zoomed
/// in and brought back to 100 %, the box stayed as wide as at 150 %.
class ZoomableComboBox : public QComboBox
{
    Q_OBJECT
public:
    using QComboBox::QComboBox;

protected:
    void changeEvent(QEvent* event) override;
};

} // namespace AttentionLab
