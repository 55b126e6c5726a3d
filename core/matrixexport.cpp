// SPDX-License-Identifier: GPL-3.0-or-later
#include "matrixexport.h"

#include "neighbours.h"
#include "numberformat.h"
#include "workspace.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace AttentionLab::matrixexport {

namespace {

// Shortest round-trip text of \a value (std::to_chars: no locale, no allocation).
void appendNumber(QByteArray& out, double value)
{
    if (std::isnan(value)) {
        out.append("null");
        return;
    }
    value = std::clamp(value, std::numeric_limits<double>::lowest(), std::numeric_limits<double>::max());
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    out.append(buffer, result.ptr - buffer);
}

void appendString(QByteArray& out, const QString& text)
{
    out.append('"');
    for (const char c : text.toUtf8()) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            out.append('\\').append(c);
        } else if (byte < 0x20) {
            static const char hex[] = "0123456789abcdef";
            out.append("\\u00").append(hex[byte >> 4]).append(hex[byte & 15]);
        } else {
            out.append(c);
        }
    }
    out.append('"');
}

// Writes the text gathered so far once it is large, so that memory stays at one buffer.
class Writer
{
public:
    explicit Writer(QIODevice& device)
        : m_device(device)
    {
        m_buffer.reserve(BufferSize + 4096);
    }
    QByteArray& text() { return m_buffer; }
    void flushIfFull()
    {
        if (m_buffer.size() >= BufferSize)
            flush();
    }
    bool flush()
    {
        if (!m_buffer.isEmpty() && m_device.write(m_buffer) != m_buffer.size())
            m_ok = false;
        m_buffer.clear();
        return m_ok;
    }
    bool ok() const { return m_ok; }

private:
    static constexpr qsizetype BufferSize = 1 << 20;
    QIODevice& m_device;
    QByteArray m_buffer;
    bool m_ok = true;
};

void writeMatrix(Writer& writer, const char* key, const Eigen::MatrixXd& matrix, bool last)
{
    QByteArray& out = writer.text();
    out.append("            \"").append(key).append("\": [");
    for (Eigen::Index r = 0; r < matrix.rows() && writer.ok(); ++r) {
        out.append(r == 0 ? "\n                [" : ",\n                [");
        for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
            if (c > 0)
                out.append(", ");
            appendNumber(out, matrix(r, c));
        }
        out.append(']');
        writer.flushIfFull();
    }
    out.append(matrix.rows() > 0 ? "\n            ]" : "]").append(last ? "\n" : ",\n");
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

bool writeWorkspaceJson(const Workspace& workspace, QIODevice& device, int neighbours)
{
    Writer writer(device);
    QByteArray& out = writer.text();
    out.append("{\n    \"dimensions\": [");
    const QStringList dimensions = workspace.vocabulary().dimensionNames();
    for (int d = 0; d < dimensions.size(); ++d) {
        out.append(d == 0 ? "" : ", ");
        appendString(out, dimensions.at(d));
    }
    out.append("],\n    \"sentences\": [");
    for (int i = 0; i < workspace.sentenceCount() && writer.ok(); ++i) {
        const SentenceAnalysis& sentence = workspace.sentence(i);
        out.append(i == 0 ? "\n        {\n" : ",\n        {\n");
        writeMatrix(writer, "outputs", sentence.result().outputs, false);
        out.append("            \"query\": ");
        appendString(out, workspace.queryWord(i));
        out.append(",\n");
        writeMatrix(writer, "scores", sentence.result().scores, false);
        out.append("            \"text\": ");
        appendString(out, sentence.text);
        out.append(",\n            \"tokens\": [");
        for (int t = 0; t < sentence.tokens.size(); ++t) {
            out.append(t == 0 ? "" : ", ");
            appendString(out, sentence.tokens.at(t).text);
        }
        out.append("],\n            \"unknown\": [");
        for (int t = 0; t < sentence.tokens.size(); ++t)
            out.append(t == 0 ? "" : ", ").append(sentence.tokens.at(t).known ? "false" : "true");
        out.append("],\n");
        writer.flushIfFull();
        writeMatrix(writer, "vectors", sentence.vectors, false);
        if (neighbours > 0) {
            // A few words per token: small enough to build whole.
            out.append("            \"neighbours\": ");
            out.append(QJsonDocument(neighbours::sentenceJson(sentence, workspace.vocabulary(), neighbours))
                           .toJson(QJsonDocument::Compact));
            out.append(",\n");
        }
        writeMatrix(writer, "weights", sentence.result().weights, true);
        out.append("        }");
    }
    out.append(workspace.sentenceCount() > 0 ? "\n    ],\n" : "],\n");
    out.append("    \"temperature\": ");
    appendNumber(out, workspace.temperature());
    out.append("\n}\n");
    return writer.flush();
}

QByteArray workspaceJson(const Workspace& workspace, int neighbours)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeWorkspaceJson(workspace, buffer, neighbours);
    return bytes;
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
            fields.append(numberformat::exact(matrix(r, c)));
        csv += fields.join(QLatin1Char(',')) + QLatin1String("\r\n");
    }
    return csv.toUtf8();
}

} // namespace AttentionLab::matrixexport
