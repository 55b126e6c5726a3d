// SPDX-License-Identifier: GPL-3.0-or-later
// Reads the bad-input corpus (tests/data/bad/cases.json, described there) for tst_badinput.
#pragma once

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace badinput {

inline QString corpusPath(const QString& relative)
{
    return QDir(QStringLiteral(BADINPUT_DIR)).filePath(relative);
}

inline QJsonObject manifest()
{
    static const QJsonObject root = [] {
        QFile file(corpusPath(QStringLiteral("cases.json")));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read the corpus manifest %s", qPrintable(file.fileName()));
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &error);
        if (!document.isObject())
            qFatal("the corpus manifest is not valid JSON: %s", qPrintable(error.errorString()));
        return document.object();
    }();
    return root;
}

/// One data row per case of \a cases, named after it, in the column "testCase".
inline void addRows(const QJsonArray& cases, bool commandLine = false)
{
    QTest::addColumn<QJsonObject>("testCase");
    for (const QJsonValue& value : cases) {
        const QJsonObject testCase = value.toObject();
        if (commandLine && testCase.value(QLatin1String("only")).toString() == QLatin1String("gui"))
            continue;
        QTest::newRow(qPrintable(testCase.value(QLatin1String("name")).toString())) << testCase;
    }
}

/// The case's file: in the corpus, or generated into \a dir from the recipe
/// head + repeat x times + tail (for files too large to commit).
inline QString materialise(const QJsonObject& testCase, const QTemporaryDir& dir)
{
    const QJsonObject recipe = testCase.value(QLatin1String("generate")).toObject();
    if (recipe.isEmpty())
        return corpusPath(testCase.value(QLatin1String("file")).toString());
    const QString path = dir.filePath(testCase.value(QLatin1String("name")).toString() + QStringLiteral(".generated"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(recipe.value(QLatin1String("head")).toString().toUtf8());
    file.write(recipe.value(QLatin1String("repeat"))
                   .toString()
                   .toUtf8()
                   .repeated(recipe.value(QLatin1String("times")).toInt()));
    file.write(recipe.value(QLatin1String("tail")).toString().toUtf8());
    return path;
}

/// Checks that \a message names \a path, the case's line (as "<path>, line N: ")
/// when it has one, and its problem, on one line. Use QVERIFY(!QTest::currentTestFailed()) after.
inline void verifyMessage(const QString& message, const QString& path, const QJsonObject& testCase)
{
    const QString shown = QDir::toNativeSeparators(path);
    const QString problem = testCase.value(QLatin1String("error")).toString();
    QVERIFY2(!problem.isEmpty(), "the case says neither the error it must give nor what it accepts");
    QVERIFY2(message.contains(shown), qPrintable(QStringLiteral("the message does not name the file: ") + message));
    if (testCase.contains(QLatin1String("line"))) {
        const QString where
            = QStringLiteral("%1, line %2: ").arg(shown).arg(testCase.value(QLatin1String("line")).toInt());
        QVERIFY2(message.contains(where),
                 qPrintable(QStringLiteral("the message does not say “%1”: %2").arg(where, message)));
    }
    QVERIFY2(message.contains(problem),
             qPrintable(QStringLiteral("the message does not say “%1”: %2").arg(problem, message)));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(QStringLiteral("not one line: ") + message));
}

} // namespace badinput
