// SPDX-License-Identifier: GPL-3.0-or-later
#include "currentpagestack.h"
#include "failonwarning.h"

#include <QTest>
#include <QVBoxLayout>

#include <algorithm>

using namespace AttentionLab;

namespace {
// A page that says how big it wants to be and counts how often it was asked.
class Page : public QWidget
{
public:
    explicit Page(QSize hint)
        : m_hint(hint)
    { }
    QSize sizeHint() const override
    {
        ++asked;
        return m_hint;
    }
    QSize minimumSizeHint() const override
    {
        ++asked;
        return m_hint / 2;
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override
    {
        ++asked;
        return 100000 / std::max(1, width);
    }
    mutable int asked = 0;

private:
    QSize m_hint;
};
} // namespace

class TestCurrentPageStack : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void sizeFollowsTheCurrentPageOnly()
    {
        CurrentPageStack stack;
        auto* small = new Page(QSize(200, 100));
        auto* large = new Page(QSize(900, 700));
        stack.addWidget(small);
        stack.addWidget(large);
        QCOMPARE(stack.sizeHint(), QSize(200, 100));
        QCOMPARE(stack.minimumSizeHint(), QSize(100, 50));
        QVERIFY(stack.hasHeightForWidth());
        QCOMPARE(stack.heightForWidth(500), 200);
        QCOMPARE(large->asked, 0); // the hidden page is never laid out for the stack's size
        stack.setCurrentIndex(1);
        QCOMPARE(stack.sizeHint(), QSize(900, 700));
        QCOMPARE(stack.minimumSizeHint(), QSize(450, 350));
    }

    void aWindowGrowsForTheLargerPage()
    {
        QWidget window;
        auto* layout = new QVBoxLayout(&window);
        auto* stack = new CurrentPageStack(&window);
        layout->addWidget(stack);
        stack->addWidget(new Page(QSize(200, 100)));
        stack->addWidget(new Page(QSize(600, 400)));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.minimumSizeHint().width() < 300);
        stack->setCurrentIndex(1);
        QTRY_VERIFY(window.minimumSizeHint().width() >= 300); // updateGeometry() on the page change
    }
};

QTEST_MAIN(TestCurrentPageStack)
#include "tst_currentpagestack.moc"
