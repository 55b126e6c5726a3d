// SPDX-License-Identifier: GPL-3.0-or-later
#include "failonwarning.h"
#include "oklab.h"
#include "pythonhighlighter.h"

#include <QPalette>
#include <QTest>

using namespace AttentionLab;

using Kind = PythonHighlighter::Kind;
using Span = PythonHighlighter::Span;

Q_DECLARE_METATYPE(QList<Span>)

namespace QTest {
template<> char* toString(const QList<Span>& spans)
{
    QStringList parts;
    for (const Span& span : spans)
        parts.append(QStringLiteral("%1+%2:%3").arg(span.start).arg(span.length).arg(int(span.kind)));
    return qstrdup(parts.join(QLatin1Char(' ')).toUtf8().constData());
}
} // namespace QTest

class TestPythonHighlighter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init() { AttentionLab::testing::failOnAnyWarning(); }

    void lex_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QList<Span>>("expected");
        QTest::newRow("keyword_and_comment")
            << QStringLiteral("import torch  # x") << QList<Span> { { 0, 6, Kind::Keyword }, { 14, 3, Kind::Comment } };
        QTest::newRow("digits_in_a_name_are_no_number") << QStringLiteral("dtype=torch.float64") << QList<Span> {};
        QTest::newRow("call_and_numbers")
            << QStringLiteral("f([1.0, -2e-05])")
            << QList<Span> { { 0, 1, Kind::Function }, { 3, 3, Kind::Number }, { 9, 5, Kind::Number } };
        QTest::newRow("hash_inside_a_string")
            << QStringLiteral("s = \"a # b\"  # c") << QList<Span> { { 4, 7, Kind::String }, { 13, 3, Kind::Comment } };
        QTest::newRow("f_string") << QStringLiteral("print(f\"{x:.4f}\")")
                                  << QList<Span> { { 0, 5, Kind::Function }, { 6, 10, Kind::String } };
        QTest::newRow("escaped_quote") << QStringLiteral("\"a\\\"b\" + 1")
                                       << QList<Span> { { 0, 6, Kind::String }, { 9, 1, Kind::Number } };
        QTest::newRow("chinese_key") << QStringLiteral("\"苹果\": torch.tensor(")
                                     << QList<Span> { { 0, 4, Kind::String }, { 12, 6, Kind::Function } };
        QTest::newRow("def") << QStringLiteral("def show(name, values):")
                             << QList<Span> { { 0, 3, Kind::Keyword }, { 4, 4, Kind::Function } };
    }
    void lex()
    {
        QFETCH(QString, line);
        QFETCH(QList<Span>, expected);
        int state = 0;
        QCOMPARE(PythonHighlighter::lex(line, &state), expected);
        QCOMPARE(state, 0);
    }

    void tripleQuotedStringsSpanLines()
    {
        int state = 0;
        QCOMPARE(PythonHighlighter::lex(QStringLiteral("x = \"\"\"doc"), &state),
                 (QList<Span> { { 4, 6, Kind::String } }));
        QCOMPARE(state, 1);
        QCOMPARE(PythonHighlighter::lex(QStringLiteral("more # not a comment"), &state),
                 (QList<Span> { { 0, 20, Kind::String } }));
        QCOMPARE(state, 1);
        QCOMPARE(PythonHighlighter::lex(QStringLiteral("end\"\"\" # c"), &state),
                 (QList<Span> { { 0, 6, Kind::String }, { 7, 3, Kind::Comment } }));
        QCOMPARE(state, 0);
    }

    void themeIsReadable_data()
    {
        QTest::addColumn<QColor>("base");
        QTest::newRow("white") << QColor(Qt::white);
        QTest::newRow("light_grey") << QColor(240, 240, 240);
        QTest::newRow("dark") << QColor(30, 30, 30);
        QTest::newRow("black") << QColor(Qt::black);
        QTest::newRow("solarized_dark") << QColor(0, 43, 54);
    }
    void themeIsReadable()
    {
        QFETCH(QColor, base);
        QPalette palette;
        palette.setColor(QPalette::Base, base);
        const PythonTheme theme = PythonTheme::fromPalette(palette);
        for (const QColor& colour : { theme.keyword, theme.function, theme.number, theme.string, theme.comment })
            QVERIFY2(oklab::contrastRatio(colour, base) >= 4.5,
                     qPrintable(QStringLiteral("%1 on %2").arg(colour.name(), base.name())));
        // Distinct kinds look distinct.
        QVERIFY(theme.keyword != theme.string && theme.string != theme.number && theme.number != theme.function);
    }
};

QTEST_GUILESS_MAIN(TestPythonHighlighter)
#include "tst_pythonhighlighter.moc"
