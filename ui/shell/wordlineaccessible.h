// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessibleWidget>
#include <QHash>

namespace AttentionLab {

class WordLine;

/// Installs the factory that gives every WordLine a WordLineAccessible. Safe to call more than once.
void installWordLineAccessibility();

/// A word line as a screen reader sees it: static text named by what it says (“苹果 · 量子? …”), with
/// one link child per unknown word. The link the keyboard is on is the focus child, so Tab and
/// Shift+Tab between unknown words are announced word by word, and a link's press action offers to
/// add the word, as Enter does.
class WordLineAccessible : public QAccessibleWidget
{
public:
    explicit WordLineAccessible(WordLine* line);
    ~WordLineAccessible() override;

    WordLine* line() const;

    QAccessible::Role role() const override;
    QString text(QAccessible::Text t) const override;
    QAccessibleInterface* child(int index) const override;
    int childCount() const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    /// Where the line's events go: QAccessible::updateAccessibility, which drops them unless a
    /// platform bridge (AT-SPI) is active. The offscreen platform has none, so tests listen here.
    using EventSink = void (*)(QAccessibleEvent* event);
    static EventSink setEventSink(EventSink sink);
    /// The keyboard moved to unknown word \a link of \a line.
    static void notifyCurrentLink(WordLine* line, int link);
    /// The line shows other words: its link interfaces are deleted (their ids no longer resolve).
    static void notifyWordsChanged(WordLine* line);

private:
    void dropChildren() const;

    const QObject* m_line; ///< only its address: the key of interfaces(), also while it is destroyed
    mutable QHash<int, QAccessible::Id> m_childIds; ///< link index → its interface, made when asked
};

} // namespace AttentionLab
