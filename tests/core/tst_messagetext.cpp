// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagetext.h"

#include <QTest>

using namespace AttentionLab;

class TestMessageText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void escaped_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("shown"); // written out by hand
        QTest::newRow("plain") << QStringLiteral("猫 吃 鱼") << QStringLiteral("猫 吃 鱼");
        QTest::newRow("newline_tab_return") << QStringLiteral("a\nb\tc\rd") << QStringLiteral("a\\nb\\tc\\rd");
        QTest::newRow("escape_sequence") << QStringLiteral("\u001b[31mred") << QStringLiteral("\\u{001B}[31mred");
        QTest::newRow("right_to_left_override") << QStringLiteral("abc\u202Edef") << QStringLiteral("abc\\u{202E}def");
        QTest::newRow("isolates_and_marks")
            << QStringLiteral("\u2066\u2069\u200F\u061C") << QStringLiteral("\\u{2066}\\u{2069}\\u{200F}\\u{061C}");
        QTest::newRow("line_separator") << QStringLiteral("a\u2028b") << QStringLiteral("a\\u{2028}b");
        QTest::newRow("nul_and_del") << QStringLiteral("a") + QChar(0) + QStringLiteral("\u007f")
                                     << QStringLiteral("a\\u{0000}\\u{007F}");
        // A zero-width joiner belongs to emoji: it stays.
        const QString family = QStringLiteral("\U0001F468\u200D\U0001F469");
        QTest::newRow("emoji_joiner_stays") << family << family;
        QTest::newRow("arabic_stays") << QStringLiteral("مرحبا") << QStringLiteral("مرحبا");
    }
    void escaped()
    {
        QFETCH(QString, text);
        QFETCH(QString, shown);
        QCOMPARE(messagetext::escaped(text), shown);
    }
};

QTEST_GUILESS_MAIN(TestMessageText)
#include "tst_messagetext.moc"
