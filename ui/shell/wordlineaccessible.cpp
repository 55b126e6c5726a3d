// SPDX-License-Identifier: GPL-3.0-or-later
#include "wordlineaccessible.h"

#include "accessibleparts.h"
#include "wordline.h"

#include <QPointer>

#include <utility>

namespace AttentionLab {

namespace {

/// One unknown word of a word line. A word has no QObject of its own, so these live in
/// QAccessible's registry, owned by the line's interface, until the line shows other words.
class WordLinkAccessible : public AccessiblePart, public QAccessibleActionInterface
{
public:
    WordLinkAccessible(WordLine* line, int link)
        : m_line(line)
        , m_link(link)
        , m_word(line->linkWord(link))
    { }

    int link() const { return m_link; }

    bool isValid() const override
    {
        return m_line && m_link < m_line->linkCount() && m_line->linkWord(m_link) == m_word;
    }

    QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        if (t == QAccessible::Name)
            return m_word;
        if (t == QAccessible::Description)
            return WordLine::tr("Unknown word: press Enter to add it to the vocabulary");
        return {};
    }

    QRect rect() const override
    {
        if (!isValid())
            return {};
        const QRect local = m_line->linkRect(m_link);
        return QRect(m_line->mapToGlobal(local.topLeft()), local.size());
    }

    QAccessible::Role role() const override { return QAccessible::Link; }

    QAccessible::State state() const override
    {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.focusable = true;
        state.linked = true;
        state.readOnly = true;
        state.focused = m_line->hasFocus() && m_line->currentLink() == m_link;
        state.invisible = !m_line->isVisible();
        return state;
    }

    void* interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this) : nullptr;
    }

    QStringList actionNames() const override { return { pressAction(), setFocusAction() }; }
    void doAction(const QString& name) override
    {
        if (!isValid())
            return;
        if (name == pressAction())
            m_line->activateLink(m_link);
        else if (name == setFocusAction())
            m_line->focusLink(m_link);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

protected:
    QWidget* owner() const override { return m_line.data(); }

private:
    QPointer<WordLine> m_line;
    int m_link;
    QString m_word;
};

WordLineAccessible::EventSink eventSink = &QAccessible::updateAccessibility;

/// The interface of each line that has one, so that new words can drop its links. Never destroyed:
/// Qt deletes the interfaces left at exit after the statics of this library are gone.
QHash<const QObject*, WordLineAccessible*>& interfaces()
{
    static auto* all = new QHash<const QObject*, WordLineAccessible*>;
    return *all;
}

} // namespace

void installWordLineAccessibility()
{
    installAccessibleFactory<WordLine, WordLineAccessible>();
}

WordLineAccessible::WordLineAccessible(WordLine* line)
    : QAccessibleWidget(line, QAccessible::StaticText)
    , m_line(line)
{
    interfaces().insert(m_line, this);
}

WordLineAccessible::~WordLineAccessible()
{
    // Qt deletes this while the line is being destroyed, when it is no longer a WordLine (nor any
    // QObject to ask): the key is the address it was made for.
    interfaces().remove(m_line);
    dropChildren();
}

WordLine* WordLineAccessible::line() const
{
    return static_cast<WordLine*>(widget());
}

QAccessible::Role WordLineAccessible::role() const
{
    return QAccessible::StaticText;
}

QString WordLineAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Name)
        return line()->plainText();
    return QAccessibleWidget::text(t);
}

int WordLineAccessible::childCount() const
{
    return line()->linkCount();
}

QAccessibleInterface* WordLineAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    if (const QAccessible::Id id = m_childIds.value(index))
        return QAccessible::accessibleInterface(id);
    auto* link = new WordLinkAccessible(line(), index);
    m_childIds.insert(index, QAccessible::registerAccessibleInterface(link));
    return link;
}

int WordLineAccessible::indexOfChild(const QAccessibleInterface* child) const
{
    // Only this line's links have it as their parent.
    if (!child || child->parent() != this || child->role() != QAccessible::Link || !child->isValid())
        return -1;
    return static_cast<const WordLinkAccessible*>(child)->link();
}

QAccessibleInterface* WordLineAccessible::childAt(int x, int y) const
{
    const QPoint local = line()->mapFromGlobal(QPoint(x, y));
    for (int link = 0; link < line()->linkCount(); ++link) {
        if (line()->linkRect(link).contains(local))
            return child(link);
    }
    return nullptr;
}

QAccessibleInterface* WordLineAccessible::focusChild() const
{
    return line()->hasFocus() ? child(line()->currentLink()) : nullptr;
}

void WordLineAccessible::dropChildren() const
{
    for (const QAccessible::Id id : std::as_const(m_childIds))
        QAccessible::deleteAccessibleInterface(id);
    m_childIds.clear();
}

WordLineAccessible::EventSink WordLineAccessible::setEventSink(EventSink sink)
{
    return std::exchange(eventSink, sink);
}

void WordLineAccessible::notifyCurrentLink(WordLine* line, int link)
{
    if (!line->hasFocus() || link < 0)
        return;
    QAccessibleEvent focus(line, QAccessible::Focus);
    focus.setChild(link);
    eventSink(&focus);
}

void WordLineAccessible::notifyWordsChanged(WordLine* line)
{
    // The links go at this one point, as QAccessibleTable's cells go at a model change: a screen
    // reader holds their ids, and QAccessible::accessibleInterface() of an old id is then null.
    if (WordLineAccessible* accessible = interfaces().value(line))
        accessible->dropChildren();
    // The name's change is announced by QWidget::setAccessibleName.
    QAccessibleEvent children(line, QAccessible::ObjectReorder);
    eventSink(&children);
}

} // namespace AttentionLab
