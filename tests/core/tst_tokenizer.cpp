// SPDX-License-Identifier: GPL-3.0-or-later
#include "tokenizer.h"
#include "vocabulary.h"

#include <QTest>

using namespace AttentionLab;

namespace {
QStringList texts(const QList<Token>& tokens)
{
    QStringList result;
    for (const Token& token : tokens)
        result.append(token.text);
    return result;
}

QList<bool> knownFlags(const QList<Token>& tokens)
{
    QList<bool> result;
    for (const Token& token : tokens)
        result.append(token.known);
    return result;
}
} // namespace

class TestTokenizer : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void splits_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        const auto list = [](const char* words) { return QString::fromUtf8(words).split(QLatin1Char('|')); };
        QTest::newRow("lesson_with_spaces") << QStringLiteral("苹果 发布 新 手机") << list("苹果|发布|新|手机");
        QTest::newRow("lesson_without_spaces") << QStringLiteral("苹果发布新手机") << list("苹果|发布|新|手机");
        QTest::newRow("longest_match_wins") << QStringLiteral("我买智能手机") << list("我|买|智能手机");
        QTest::newRow("single_character_fallback") << QStringLiteral("我爱量子") << list("我|爱|量|子");
        QTest::newRow("user_segmented_unknown_words_stay_whole")
            << QStringLiteral("量子 计算 很 贵") << list("量子|计算|很|贵");
        QTest::newRow("mixed_chinese_english") << QStringLiteral("我喜欢Apple手机") << list("我|喜欢|Apple|手机");
        QTest::newRow("english") << QStringLiteral("Apple releases a new phone.") << list("Apple|releases|a|new|phone");
        QTest::newRow("chinese_punctuation_dropped") << QStringLiteral("吃苹果，和香蕉！") << list("吃|苹果|和|香蕉");
        QTest::newRow("ascii_punctuation_dropped")
            << QStringLiteral("(apple), \"banana\"; cat!") << list("apple|banana|cat");
        QTest::newRow("tabs_newlines_nul")
            << QStringLiteral("苹果\t香蕉\n猫") + QChar(0) + QStringLiteral("狗") << list("苹果|香蕉|猫|狗");
        QTest::newRow("emoji_with_skin_tone") << QStringLiteral("我👍🏽苹果") << list("我|👍🏽|苹果");
        QTest::newRow("zwj_family_is_one_token")
            << QStringLiteral("👨‍👩‍👧猫")
            << QStringList { QStringLiteral("👨‍👩‍👧"), QStringLiteral("猫") };
        QTest::newRow("flag_is_one_token") << QStringLiteral("🇨🇳🇬🇧") << list("🇨🇳|🇬🇧");
        QTest::newRow("combining_accent_stays")
            << QStringLiteral("cafe\u0301 au lait")
            << QStringList { QStringLiteral("cafe\u0301"), QStringLiteral("au"), QStringLiteral("lait") };
        QTest::newRow("supplementary_han_not_split") << QStringLiteral("𠀀𠀁") << list("𠀀|𠀁");
        QTest::newRow("right_to_left") << QStringLiteral("שלום עולם") << list("שלום|עולם");
        QTest::newRow("digits_form_words") << QStringLiteral("iPhone 15 发布") << list("iPhone|15|发布");
        QTest::newRow("punctuation_only") << QStringLiteral("，。！？...") << QStringList();
        QTest::newRow("empty") << QString() << QStringList();
        QTest::newRow("whitespace_only") << QStringLiteral(" \t\n ") << QStringList();
        // Issue 20, item 5: a word longer than 100 code units is cut to 100 and "…" (counted by hand).
        QTest::newRow("word_of_exactly_100")
            << QString(100, QLatin1Char('x')) << QStringList { QString(100, QLatin1Char('x')) };
        QTest::newRow("word_of_101_is_cut")
            << QString(101, QLatin1Char('x')) + QStringLiteral(" 手机")
            << QStringList { QString(100, QLatin1Char('x')) + QChar(0x2026), QStringLiteral("手机") };
        QTest::newRow("ten_million_characters")
            << QString(10'000'000, QLatin1Char('y')) << QStringList { QString(100, QLatin1Char('y')) + QChar(0x2026) };
        // é as e + combining acute is one grapheme of 2 code units: after "x", 49 fit in 100 (99 units);
        // the 50th would end at 101, and the cut never splits one.
        QTest::newRow("cut_between_graphemes")
            << QStringLiteral("x") + QStringLiteral("e\u0301").repeated(60)
            << QStringList { QStringLiteral("x") + QStringLiteral("e\u0301").repeated(49) + QChar(0x2026) };
        QTest::newRow("user_segmented_long_han_run")
            << QStringLiteral("猫 ") + QStringLiteral("鱼").repeated(150)
            << QStringList { QStringLiteral("猫"), QStringLiteral("鱼").repeated(100) + QChar(0x2026) };
    }
    void splits()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        const Vocabulary vocabulary = Vocabulary::builtIn();
        QCOMPARE(texts(Tokenizer(vocabulary).tokenize(text)), expected);
    }

    // Chunks between spaces that the vocabulary knows whole, decimal numbers and
    // full-width forms, against a vocabulary that has such words.
    void keepsKnownChunksNumbersAndFullWidth_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QList<bool>>("known");
        const auto list = [](const char* words) { return QString::fromUtf8(words).split(QLatin1Char('|')); };
        QTest::newRow("mixed_scripts_known_whole") << QStringLiteral("学 C++ 和 3D打印") << list("学|C++|和|3D打印")
                                                   << QList<bool> { false, true, false, true };
        QTest::newRow("letters_and_digits") << QStringLiteral("5G 手机 iPhone15 词1") << list("5G|手机|iPhone15|词1")
                                            << QList<bool> { true, true, true, true };
        QTest::newRow("outer_punctuation_of_a_known_chunk")
            << QStringLiteral("（C++）。") << list("C++") << QList<bool> { true };
        QTest::newRow("unknown_chunk_is_split") << QStringLiteral("C+") << list("C|+") << QList<bool> { false, false };
        QTest::newRow("decimal_number") << QStringLiteral("手机 25.5 元") << list("手机|25.5|元")
                                        << QList<bool> { true, false, false };
        QTest::newRow("pi") << QStringLiteral("3.14") << list("3.14") << QList<bool> { false };
        QTest::newRow("thousands") << QStringLiteral("1,000 人") << list("1,000|人") << QList<bool> { false, false };
        QTest::newRow("comma_list_is_not_a_number")
            << QStringLiteral("1,2") << list("1|2") << QList<bool> { false, false };
        QTest::newRow("sentence_end_after_a_number")
            << QStringLiteral("手机 2.") << list("手机|2") << QList<bool> { true, false };
        QTest::newRow("full_width_shown_as_typed")
            << QStringLiteral("ＡＢＣ ３ ＝") << list("ＡＢＣ|３|＝") << QList<bool> { true, false, false };
        QTest::newRow("full_width_decimal") << QStringLiteral("２５．５") << list("２５．５") << QList<bool> { false };
        QTest::newRow("full_width_known_chunk") << QStringLiteral("Ｃ＋＋") << list("Ｃ＋＋") << QList<bool> { true };
    }
    void keepsKnownChunksNumbersAndFullWidth()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        QFETCH(QList<bool>, known);
        Vocabulary vocabulary(QStringList { QStringLiteral("x") });
        for (const char* word : { "5G", "C++", "iPhone15", "3D打印", "词1", "ABC", "手机" }) {
            Eigen::VectorXd v(1);
            v << 1.0;
            QVERIFY(vocabulary.setVector(QString::fromUtf8(word), v));
        }
        const QList<Token> tokens = Tokenizer(vocabulary).tokenize(text);
        QCOMPARE(texts(tokens), expected);
        QCOMPARE(knownFlags(tokens), known);
        // A token's position points at its text as typed.
        for (const Token& token : tokens)
            QCOMPARE(text.mid(token.position, token.text.size()), token.text);
    }

    void marksUnknownWords()
    {
        const Vocabulary vocabulary = Vocabulary::builtIn();
        const QList<Token> tokens = Tokenizer(vocabulary).tokenize(QStringLiteral("APPLE 量子 香蕉"));
        QCOMPARE(knownFlags(tokens), (QList<bool> { true, false, true }));
    }

    // Each token's index in the vocabulary, as the tokenizer found it: what indexOf() says for the
    // token, -1 for an unknown word, for whole chunks, segmented Chinese, case-folded Latin and a
    // cut word alike; the list given is replaced, not appended to, and follows the limit.
    void vocabularyIndicesAreTheTokensRows_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("limit");
        QTest::newRow("known and unknown") << QStringLiteral("APPLE 量子 香蕉") << 100;
        QTest::newRow("Chinese without spaces") << QStringLiteral("吃苹果和香蕉，苹果发布新手机") << 100;
        QTest::newRow("cut at a limit") << QStringLiteral("苹果 发布 新 手机 吃 香蕉") << 3;
        QTest::newRow("a word cut with an ellipsis")
            << QStringLiteral("a").repeated(150) + QStringLiteral(" 苹果") << 100;
        QTest::newRow("no words") << QStringLiteral(" ，") << 100;
    }
    void vocabularyIndicesAreTheTokensRows()
    {
        QFETCH(QString, text);
        QFETCH(int, limit);
        const Vocabulary vocabulary = Vocabulary::builtIn();
        QList<int> indices { 7, 7, 7 }; // replaced
        const QList<Token> tokens = Tokenizer(vocabulary).tokenize(text, limit, nullptr, &indices);
        QCOMPARE(indices.size(), tokens.size());
        for (int i = 0; i < tokens.size(); ++i) {
            QCOMPARE(indices.at(i), vocabulary.indexOf(tokens.at(i).text));
            QCOMPARE(tokens.at(i).known, indices.at(i) >= 0);
        }
    }

    void latinMatchesIgnoreCase()
    {
        const Vocabulary vocabulary = Vocabulary::builtIn();
        const QList<Token> tokens = Tokenizer(vocabulary).tokenize(QStringLiteral("Banana BANANA banana"));
        QCOMPARE(knownFlags(tokens), (QList<bool> { true, true, true }));
        QCOMPARE(tokens.at(1).text, QStringLiteral("BANANA")); // shown as typed
    }

    void positionsPointIntoTheText()
    {
        const QString text = QStringLiteral("吃 苹果，香蕉");
        const QList<Token> tokens = Tokenizer(Vocabulary::builtIn()).tokenize(text);
        for (const Token& token : tokens)
            QCOMPARE(text.mid(token.position, token.text.size()), token.text);
    }

    void tenThousandWords()
    {
        QStringList words;
        for (int i = 0; i < 10000; ++i)
            words.append(i % 2 ? QStringLiteral("苹果") : QStringLiteral("banana"));
        const QList<Token> tokens = Tokenizer(Vocabulary::builtIn()).tokenize(words.join(QLatin1Char(' ')));
        QCOMPARE(tokens.size(), 10000);
        QCOMPARE(tokens.last().text, QStringLiteral("苹果"));
    }

    void limitMakesTheFirstTokensAndCountsTheRest_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("limit");
        QString chinese;
        for (int i = 0; i < 300; ++i)
            chinese += QStringLiteral("吃苹果和香蕉，👍🏽量子 Apple ");
        QTest::newRow("mixed_text_cut_in_the_middle") << chinese << 1000;
        QTest::newRow("limit_on_a_boundary") << chinese << 1800;
        QTest::newRow("limit_above_the_count") << chinese << 5000;
        QTest::newRow("limit_zero") << chinese << 0;
        QTest::newRow("empty_text") << QString() << 3;
    }
    void limitMakesTheFirstTokensAndCountsTheRest()
    {
        QFETCH(QString, text);
        QFETCH(int, limit);
        const Vocabulary vocabulary = Vocabulary::builtIn(); // the tokenizer keeps a reference
        const Tokenizer tokenizer(vocabulary);
        const QList<Token> all = tokenizer.tokenize(text);
        int leftOut = -1;
        const QList<Token> first = tokenizer.tokenize(text, limit, &leftOut);
        QCOMPARE(first.size(), std::min<qsizetype>(limit, all.size()));
        QCOMPARE(first.size() + leftOut, all.size());
        QCOMPARE(texts(first), texts(all.mid(0, first.size())));
        QCOMPARE(knownFlags(first), knownFlags(all.mid(0, first.size())));
    }

    void longEnglishWordDoesNotChangeChineseMatching()
    {
        // Words are tried from the longest that starts with the same character:
        // a nine-letter English word must not change how Chinese is split.
        Vocabulary vocabulary = Vocabulary::builtIn();
        vocabulary.setVector(QStringLiteral("attention"), Eigen::VectorXd::Zero(vocabulary.dimension()));
        vocabulary.setVector(QStringLiteral("苹果手机壳"), Eigen::VectorXd::Zero(vocabulary.dimension()));
        QCOMPARE(texts(Tokenizer(vocabulary).tokenize(QStringLiteral("我买苹果手机壳和苹果手机"))),
                 QString::fromUtf8("我|买|苹果手机壳|和|苹果|手机").split(QLatin1Char('|')));
    }

    void longUnsegmentedChinese()
    {
        QString text;
        for (int i = 0; i < 2000; ++i)
            text += QStringLiteral("吃苹果和香蕉");
        QCOMPARE(Tokenizer(Vocabulary::builtIn()).tokenize(text).size(), 8000);
    }
};

QTEST_GUILESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
