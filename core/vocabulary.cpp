// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabulary.h"

#include "portablerandom.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextBoundaryFinder>

#include <cmath>
#include <cstdint>

namespace AttentionLab {

namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(Vocabulary)
};

// FNV-1a: tiny, and unlike qHash() not seeded per process, so colours and
// unknown-word vectors are the same on every run and every machine.
quint64 fnv1a64(const QByteArray& bytes)
{
    quint64 hash = 1469598103934665603ULL;
    for (const char c : bytes) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

Vocabulary loadResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("built-in vocabulary %s is missing from the resources", qPrintable(path));
    QString error;
    auto vocabulary = Vocabulary::fromJson(file.readAll(), &error);
    if (!vocabulary)
        qFatal("built-in vocabulary %s is broken: %s", qPrintable(path), qPrintable(error));
    return *vocabulary;
}

} // namespace

Vocabulary::Vocabulary(const QStringList& dimensionNames)
    : m_dimensionNames(dimensionNames)
{ }

Vocabulary Vocabulary::lesson()
{
    static const Vocabulary lesson = loadResource(QStringLiteral(":/data/lesson.json"));
    return lesson;
}

Vocabulary Vocabulary::builtIn()
{
    static const Vocabulary builtIn = [] {
        Vocabulary vocabulary = lesson();
        QString error;
        if (!vocabulary.mergeMissing(loadResource(QStringLiteral(":/data/toy_vocabulary.json")), &error))
            qFatal("built-in toy vocabulary does not fit the lesson: %s", qPrintable(error));
        return vocabulary;
    }();
    return builtIn;
}

std::optional<Vocabulary> Vocabulary::fromJson(const QByteArray& json, QString* error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull()) {
        *error = Tr::tr("not valid JSON at offset %1: %2").arg(parseError.offset).arg(parseError.errorString());
        return std::nullopt;
    }
    if (!document.isObject()) {
        *error = Tr::tr("the vocabulary is not a JSON object");
        return std::nullopt;
    }
    return fromJsonObject(document.object(), error);
}

std::optional<Vocabulary> Vocabulary::fromJsonObject(const QJsonObject& root, QString* error)
{
    QStringList dimensions;
    for (const QJsonValue& name : root.value(QLatin1String("dimensions")).toArray())
        dimensions.append(name.toString());
    if (dimensions.isEmpty()) {
        *error = Tr::tr("the vocabulary names no dimensions");
        return std::nullopt;
    }
    Vocabulary vocabulary(dimensions);
    const QJsonArray words = root.value(QLatin1String("words")).toArray();
    for (int i = 0; i < words.size(); ++i) {
        const QJsonObject entry = words.at(i).toObject();
        const QJsonArray components = entry.value(QLatin1String("vector")).toArray();
        Eigen::VectorXd vector(components.size());
        for (int c = 0; c < components.size(); ++c) {
            if (!components.at(c).isDouble()) {
                *error = Tr::tr("word %1: component %2 is not a number").arg(i + 1).arg(c + 1);
                return std::nullopt;
            }
            vector[c] = components.at(c).toDouble();
        }
        QColor colour;
        if (entry.contains(QLatin1String("colour")))
            colour = QColor::fromString(entry.value(QLatin1String("colour")).toString());
        for (const char* key : { "zh", "en", "word" }) {
            const QString word = entry.value(QLatin1String(key)).toString().trimmed();
            if (word.isEmpty())
                continue;
            if (vocabulary.contains(word)) {
                *error = Tr::tr("word %1: “%2” appears twice").arg(i + 1).arg(word);
                return std::nullopt;
            }
            QString vectorError;
            if (!vocabulary.setVector(word, vector, &vectorError)) {
                *error = Tr::tr("word %1 (“%2”): %3").arg(i + 1).arg(word, vectorError);
                return std::nullopt;
            }
            if (colour.isValid())
                vocabulary.m_entries.back().colour = colour;
            else
                colour = vocabulary.m_entries.back().colour; // translations share a colour
        }
    }
    return vocabulary;
}

QJsonObject Vocabulary::toJsonObject() const
{
    QJsonArray words;
    for (const Entry& entry : m_entries) {
        QJsonArray vector;
        for (Eigen::Index i = 0; i < entry.vector.size(); ++i)
            vector.append(entry.vector[i]);
        QJsonObject object;
        object.insert(QLatin1String("word"), entry.word);
        object.insert(QLatin1String("vector"), vector);
        object.insert(QLatin1String("colour"), entry.colour.name());
        words.append(object);
    }
    QJsonObject root;
    root.insert(QLatin1String("dimensions"), QJsonArray::fromStringList(m_dimensionNames));
    root.insert(QLatin1String("words"), words);
    return root;
}

bool Vocabulary::mergeMissing(const Vocabulary& other, QString* error)
{
    if (other.dimension() != dimension()) {
        *error = Tr::tr("%1 dimensions instead of %2").arg(other.dimension()).arg(dimension());
        return false;
    }
    for (const Entry& entry : other.m_entries) {
        if (contains(entry.word))
            continue;
        m_entries.push_back(entry);
        addToIndex(entry.word, size() - 1);
    }
    return true;
}

void Vocabulary::setDimensionName(int dimension, const QString& name)
{
    if (dimension >= 0 && dimension < m_dimensionNames.size())
        m_dimensionNames[dimension] = name;
}

bool Vocabulary::contains(const QString& word) const
{
    return m_index.contains(keyOf(word));
}

int Vocabulary::indexOf(const QString& word) const
{
    return m_index.value(keyOf(word), -1);
}

Eigen::VectorXd Vocabulary::vectorOf(const QString& word) const
{
    const int index = indexOf(word);
    return index < 0 ? Eigen::VectorXd() : m_entries[index].vector;
}

bool Vocabulary::setVector(const QString& word, const Eigen::VectorXd& vector, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (word.trimmed().isEmpty())
        return fail(Tr::tr("the word is empty"));
    if (vector.size() != dimension())
        return fail(Tr::tr("%1 components instead of %2").arg(vector.size()).arg(dimension()));
    if (!vector.allFinite())
        return fail(Tr::tr("a component is not a finite number"));
    const int index = indexOf(word);
    if (index >= 0) {
        m_entries[index].vector = vector;
        return true;
    }
    m_entries.push_back({ word, vector, colourForWord(word) });
    addToIndex(word, size() - 1);
    return true;
}

bool Vocabulary::removeWord(const QString& word)
{
    const int index = indexOf(word);
    if (index < 0)
        return false;
    m_entries.erase(m_entries.begin() + index);
    rebuildIndex();
    return true;
}

double Vocabulary::meanNorm() const
{
    if (m_entries.empty())
        return 1.0;
    double sum = 0;
    for (const Entry& entry : m_entries)
        sum += entry.vector.norm();
    const double mean = sum / static_cast<double>(m_entries.size());
    return mean > 0 ? mean : 1.0;
}

QColor Vocabulary::colourForWord(const QString& word)
{
    const quint64 hash = fnv1a64(keyOf(word).toUtf8());
    // Hue spread over the circle; saturation and value kept in a band that is
    // readable on light and dark backgrounds.
    const int hue = static_cast<int>(hash % 360);
    const int saturation = 140 + static_cast<int>((hash >> 16) % 80);
    const int value = 170 + static_cast<int>((hash >> 32) % 60);
    return QColor::fromHsv(hue, saturation, value);
}

QString Vocabulary::keyOf(const QString& word)
{
    return word.toCaseFolded();
}

bool Vocabulary::operator==(const Vocabulary& other) const
{
    if (m_dimensionNames != other.m_dimensionNames || m_entries.size() != other.m_entries.size())
        return false;
    for (size_t i = 0; i < m_entries.size(); ++i) {
        if (m_entries[i].word != other.m_entries[i].word || m_entries[i].vector != other.m_entries[i].vector)
            return false;
    }
    return true;
}

void Vocabulary::rebuildIndex()
{
    m_index.clear();
    m_longestByFirstCodePoint.clear();
    for (int i = 0; i < size(); ++i)
        addToIndex(m_entries[i].word, i);
}

void Vocabulary::addToIndex(const QString& word, int entry)
{
    const QString key = keyOf(word);
    m_index.insert(key, entry);
    const int length = graphemeCount(word);
    if (key.isEmpty())
        return;
    int& longest = m_longestByFirstCodePoint[codePointAt(key, 0)];
    longest = std::max(longest, length);
}

int Vocabulary::longestWordStartingWith(char32_t codePoint) const
{
    return m_longestByFirstCodePoint.value(QChar::toCaseFolded(codePoint), 0);
}

Eigen::VectorXd unknownWordVector(const QString& word, int dimension, double norm)
{
    quint64 state = fnv1a64(Vocabulary::keyOf(word).toUtf8());
    Eigen::VectorXd vector(dimension);
    for (int i = 0; i < dimension; ++i) {
        // 53 random bits -> [-1, 1); integer arithmetic only, so every machine agrees.
        vector[i] = portablerandom::symmetric(state);
    }
    const double length = vector.norm();
    if (length > 0)
        vector *= norm / length;
    return vector;
}

char32_t codePointAt(QStringView text, qsizetype index)
{
    return text.at(index).isHighSurrogate() && index + 1 < text.size() && text.at(index + 1).isLowSurrogate()
        ? QChar::surrogateToUcs4(text.at(index), text.at(index + 1))
        : text.at(index).unicode();
}

int graphemeCount(const QString& text)
{
    QTextBoundaryFinder finder(QTextBoundaryFinder::Grapheme, text);
    int count = 0;
    while (finder.toNextBoundary() > 0)
        ++count;
    return count;
}

} // namespace AttentionLab
