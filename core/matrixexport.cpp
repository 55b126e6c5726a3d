// SPDX-License-Identifier: GPL-3.0-or-later
#include "matrixexport.h"

#include "neighbours.h"
#include "workspace.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace AttentionLab::matrixexport {

namespace {

QJsonArray rowsToJson(const Eigen::MatrixXd& matrix)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            row.append(matrix(r, c));
        rows.append(row);
    }
    return rows;
}

// RFC 4180: quote a field that holds a separator, a quote or a line break.
QString csvField(const QString& text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n'))
        && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QByteArray workspaceJson(const Workspace& workspace, int neighbours)
{
    QJsonArray sentences;
    for (int i = 0; i < workspace.sentenceCount(); ++i) {
        const SentenceAnalysis& sentence = workspace.sentence(i);
        QJsonArray tokens;
        QJsonArray unknown;
        for (const Token& token : sentence.tokens) {
            tokens.append(token.text);
            unknown.append(!token.known);
        }
        QJsonObject object;
        object.insert(QLatin1String("text"), sentence.text);
        object.insert(QLatin1String("tokens"), tokens);
        object.insert(QLatin1String("unknown"), unknown);
        object.insert(QLatin1String("query"), workspace.queryWord(i));
        object.insert(QLatin1String("vectors"), rowsToJson(sentence.vectors));
        object.insert(QLatin1String("scores"), rowsToJson(sentence.result().scores));
        object.insert(QLatin1String("weights"), rowsToJson(sentence.result().weights));
        object.insert(QLatin1String("outputs"), rowsToJson(sentence.result().outputs));
        if (neighbours > 0)
            object.insert(QLatin1String("neighbours"),
                          neighbours::sentenceJson(sentence, workspace.vocabulary(), neighbours));
        sentences.append(object);
    }
    QJsonObject root;
    root.insert(QLatin1String("sentences"), sentences);
    root.insert(QLatin1String("dimensions"), QJsonArray::fromStringList(workspace.vocabulary().dimensionNames()));
    root.insert(QLatin1String("temperature"), workspace.temperature());
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QByteArray matrixCsv(const QStringList& tokens, const Eigen::MatrixXd& matrix)
{
    QString csv;
    csv += QChar(0xFEFF); // the byte-order mark, EF BB BF in UTF-8
    QStringList header { QString() };
    for (const QString& token : tokens)
        header.append(csvField(token));
    csv += header.join(QLatin1Char(',')) + QLatin1String("\r\n");
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        QStringList fields { csvField(r < tokens.size() ? tokens.at(r) : QString()) };
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            fields.append(QString::number(matrix(r, c), 'g', 17));
        csv += fields.join(QLatin1Char(',')) + QLatin1String("\r\n");
    }
    return csv.toUtf8();
}

} // namespace AttentionLab::matrixexport
