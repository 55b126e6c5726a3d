// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfunicode.h"

#include <QFont>
#include <QRawFont>
#include <QTest>

using namespace AttentionLab;

namespace {
QByteArray cmap(const QByteArray& body)
{
    return "stream\n/CIDInit /ProcSet findresource begin\nbegincmap\n1 begincodespacerange\n<0000> <FFFF>\n"
           "endcodespacerange\n"
        + body + "endcmap\nendstream\n";
}
} // namespace

class TestPdfUnicode : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void radicalsBecomeIdeographs_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<int>("mended");
        // ⼿ U+2F3F is 手 U+624B, ⾹ U+2FB9 is 香 U+9999, ⼀ U+2F00 is 一 U+4E00 (NFKC).
        QTest::newRow("array") << cmap("1 beginbfrange\n<0001> <0004> [<82F9> <2F3F> <673A> <2FB9> ]\nendbfrange\n")
                               << cmap("1 beginbfrange\n<0001> <0004> [<82F9> <624B> <673A> <9999> ]\nendbfrange\n")
                               << 2;
        QTest::newRow("single_glyph_range") << cmap("1 beginbfrange\n<0007> <0007> <2F00>\nendbfrange\n")
                                            << cmap("1 beginbfrange\n<0007> <0007> <4E00>\nendbfrange\n") << 1;
        QTest::newRow("bfchar") << cmap("1 beginbfchar\n<0010> <2F3F>\nendbfchar\n")
                                << cmap("1 beginbfchar\n<0010> <624B>\nendbfchar\n") << 1;
        // Glyph numbers that look like radicals are glyphs, not text: left alone.
        QTest::newRow("glyph_ids_untouched") << cmap("1 beginbfrange\n<2F3F> <2F3F> <0041>\nendbfrange\n")
                                             << cmap("1 beginbfrange\n<2F3F> <2F3F> <0041>\nendbfrange\n") << 0;
        // A range of several glyphs maps to consecutive code points from its start: not changed.
        QTest::newRow("consecutive_range") << cmap("1 beginbfrange\n<0001> <0002> <2F00>\nendbfrange\n")
                                           << cmap("1 beginbfrange\n<0001> <0002> <2F00>\nendbfrange\n") << 0;
        // ⺀ U+2E80 and ⻆ U+2EC6 have no NFKC ideograph.
        QTest::newRow("radical_without_ideograph") << cmap("1 beginbfchar\n<0010> <2E80>\nendbfchar\n")
                                                   << cmap("1 beginbfchar\n<0010> <2E80>\nendbfchar\n") << 0;
        QTest::newRow("supplement_radical") << cmap("1 beginbfchar\n<0010> <2EC6>\nendbfchar\n")
                                            << cmap("1 beginbfchar\n<0010> <2EC6>\nendbfchar\n") << 0;
        // Outside a map nothing changes, even text that looks like one.
        QTest::newRow("outside_a_map") << QByteArray("(<0001> <0001> <2F3F>) Tj\n")
                                       << QByteArray("(<0001> <0001> <2F3F>) Tj\n") << 0;
    }
    void radicalsBecomeIdeographs()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(int, mended);
        QByteArray pdf = before;
        // No font: the Kangxi radicals' NFKC ideographs only.
        QCOMPARE(pdfunicode::preferUnifiedIdeographs(pdf, pdfunicode::radicalIdeographs(QRawFont())), mended);
        QCOMPARE(pdf, after);
        QCOMPARE(pdf.size(), before.size()); // offsets in the file stay valid
    }

    // 对角线 came out as 对⻆线: the font draws 角 U+89D2 and the supplement radical ⻆ U+2EC6 alike.
    void radicalsTheFontDrawsAsIdeographs()
    {
        const QRawFont font = QRawFont::fromFont(QFont(QStringLiteral("Noto Sans CJK SC")));
        if (!font.isValid() || !font.familyName().contains(QLatin1String("CJK")))
            QSKIP("Noto Sans CJK SC is not installed (Debian: fonts-noto-cjk)");
        const pdfunicode::Replacements replacements = pdfunicode::radicalIdeographs(font);
        QCOMPARE(replacements.value(0x2EC6), 0x89D2u);
        QCOMPARE(replacements.value(0x2F3F), 0x624Bu); // from NFKC, whatever the font
        QByteArray pdf = cmap("1 beginbfrange\n<0001> <0002> [<5BF9> <2EC6> ]\nendbfrange\n");
        QCOMPARE(pdfunicode::preferUnifiedIdeographs(pdf, replacements), 1);
        QVERIFY(pdf.contains("[<5BF9> <89D2> ]"));
    }

    void handMadeReplacements()
    {
        QByteArray pdf = cmap("1 beginbfchar\n<0010> <2EC6>\n<0011> <2F3F>\nendbfchar\n");
        QCOMPARE(pdfunicode::preferUnifiedIdeographs(pdf, { { 0x2EC6, 0x89D2 } }), 1);
        QVERIFY(pdf.contains("<0010> <89D2>\n<0011> <2F3F>"));
    }
};

QTEST_MAIN(TestPdfUnicode)
#include "tst_pdfunicode.moc"
