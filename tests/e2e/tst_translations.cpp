// SPDX-License-Identifier: GPL-3.0-or-later
// Fails when any user-visible string lacks a translation: runs lupdate over
// the sources into a scratch file and checks each message against the shipped
// .ts files, so a new tr() string without a Chinese translation breaks the build.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
struct Message
{
    QString context;
    QString source;
    QStringList translations; // one per numerus form
    bool finished = true;
};

QList<Message> readTs(const QString& path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            if (xml.isEndElement() && xml.name() == QLatin1String("message"))
                messages.append(message);
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message { context, {}, {}, true };
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            message.finished = type.isEmpty();
            if (!xml.attributes().hasAttribute(QLatin1String("type")) || type.isEmpty()) {
                // Either plain text or <numerusform> children.
                QString text;
                while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) && !xml.atEnd()) {
                    xml.readNext();
                    if (xml.isCharacters())
                        text += xml.text();
                    else if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                        message.translations.append(xml.readElementText());
                }
                if (message.translations.isEmpty())
                    message.translations.append(text);
            }
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString& text)
{
    QSet<QString> found;
    static const QRegularExpression pattern(QStringLiteral("%[0-9n]"));
    for (const auto& match : pattern.globalMatch(text))
        found.insert(match.captured());
    return found;
}
} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyStringIsTranslated_data()
    {
        QTest::addColumn<QString>("tsFile");
        QTest::newRow("zh_CN") << QStringLiteral(TS_DIR "/attentionlab_zh_CN.ts");
        QTest::newRow("en") << QStringLiteral(TS_DIR "/attentionlab_en.ts");
    }
    void everyStringIsTranslated()
    {
        QFETCH(QString, tsFile);
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("current.ts"));
        QProcess lupdate;
        lupdate.start(QStringLiteral(LUPDATE_EXECUTABLE),
                      { QStringLiteral("-silent"), QStringLiteral("-locations"), QStringLiteral("none"),
                        QStringLiteral(SOURCE_DIR "/core"), QStringLiteral(SOURCE_DIR "/ui"),
                        QStringLiteral(SOURCE_DIR "/app"), QStringLiteral("-ts"), scratch });
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        const QList<Message> current = readTs(scratch);
        QVERIFY2(current.size() > 50, "lupdate found too few strings: is the source folder right?");
        QHash<QString, Message> shipped;
        for (const Message& message : readTs(tsFile))
            shipped.insert(message.context + QLatin1Char('\x1f') + message.source, message);
        QStringList problems;
        for (const Message& message : current) {
            const auto found = shipped.constFind(message.context + QLatin1Char('\x1f') + message.source);
            if (found == shipped.cend()) {
                problems.append(QStringLiteral("not in the .ts file (run the update_translations target): ")
                                + message.context + QLatin1String(": ") + message.source);
                continue;
            }
            if (!found->finished || found->translations.isEmpty() || found->translations.first().isEmpty()) {
                problems.append(QStringLiteral("untranslated: ") + message.context + QLatin1String(": ")
                                + message.source);
                continue;
            }
            for (const QString& translation : found->translations) {
                if (placeholders(translation) != placeholders(message.source))
                    problems.append(QStringLiteral("placeholders differ: ") + message.source + QLatin1String(" -> ")
                                    + translation);
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // Wording a learner tripped over (issue 17): the shipped translation of the
    // messages of \a context whose source starts with \a sourcePrefix must not say \a forbidden.
    void wordingALearnerTrippedOver_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("sourcePrefix");
        QTest::addColumn<QString>("forbidden");
        // "用这个数去除得分" reads as "remove the scores"; the scores are divided by the temperature.
        QTest::newRow("temperature_divides_the_scores")
            << QStringLiteral("AttentionLab::ScoringPage") << QString() << QStringLiteral("去除");
        // Chapter 3 defines the query word; chapter 2 comes before it.
        QTest::newRow("chapter_2_page_before_query_word")
            << QStringLiteral("AttentionLab::MixingPage") << QString() << QStringLiteral("查询词");
        QTest::newRow("chapter_2_help_before_query_word")
            << QStringLiteral("AttentionLab::Chapters") << QStringLiteral("Drag a slider") << QStringLiteral("查询词");
    }
    void wordingALearnerTrippedOver()
    {
        QFETCH(QString, context);
        QFETCH(QString, sourcePrefix);
        QFETCH(QString, forbidden);
        int checked = 0;
        for (const Message& message : readTs(QStringLiteral(TS_DIR "/attentionlab_zh_CN.ts"))) {
            if (message.context != context || !message.source.startsWith(sourcePrefix))
                continue;
            ++checked;
            for (const QString& translation : message.translations)
                QVERIFY2(!translation.contains(forbidden),
                         qPrintable(message.source + QLatin1String(" -> ") + translation));
        }
        QVERIFY2(checked > 0, "no message matched: has the context been renamed?");
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
