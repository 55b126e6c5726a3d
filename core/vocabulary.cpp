// SPDX-License-Identifier: GPL-3.0-or-later
#include "vocabulary.h"

#include "hugepages.h"
#include "portablerandom.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <mutex>
#include <type_traits>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

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

// The names of the code points of a word that is only white space: nobody can see them.
QString codePointNames(const QString& word)
{
    QStringList names;
    for (const QChar c : word)
        names.append(QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0')).toUpper());
    return names.join(QLatin1Char(' '));
}

// The first code point of the key of a word that starts with \a codePoint.
char32_t keyCodePoint(char32_t codePoint)
{
    if (codePoint < 0x80 || (codePoint >= 0x4E00 && codePoint <= 0x9FFF)) // nothing to normalise
        return QChar::toCaseFolded(codePoint);
    const QString key = Vocabulary::keyOf(QString::fromUcs4(&codePoint, 1));
    return key.isEmpty() ? codePoint : codePointAt(key, 0);
}

} // namespace

struct Vocabulary::Storage
{
    bool single = false;
    std::vector<float> floats;
    std::vector<double> doubles;
    std::vector<double> norms;
    // Rows read in place: the open file keeps the read-only mapping alive; row i is at
    // mapped + offsets[i]. floats stays empty.
    std::shared_ptr<QFile> file;
    const uchar* mapped = nullptr;
    qint64 mappedSize = 0; // the file's size when it was mapped
    QByteArray fingerprint; // embeddingio::fingerprint() of the file when it was read
    std::vector<qint64> offsets;
    // The largest magnitude of a stored value and its row, kept as rows come in, so that
    // largestMagnitude() does not read every row (of a mapped file: all of it) per edit.
    double largest = 0;
    int largestRow = -1;
    bool largestKnown = true; // false once the row that held it was changed in place or removed
    // Built in the background and read by any thread's neighbour search.
    mutable std::mutex neighbourIndexMutex;
    std::shared_ptr<const NeighbourIndex> neighbourIndex;
    int count() const { return static_cast<int>(norms.size()); }

    // Whether every mapped page is still backed by the file. Deleting or renaming the file
    // changes nothing (the open file keeps its data); cutting it makes a read of the lost
    // pages raise SIGBUS, which nothing can catch safely, so reads ask first. One fstat, a
    // fraction of a microsecond. Windows refuses to cut a mapped file, so it needs no check.
    bool intact() const
    {
#ifdef Q_OS_UNIX
        struct stat status = {};
        return !mapped || (::fstat(file->handle(), &status) == 0 && status.st_size >= mappedSize);
#else
        return true;
#endif
    }
};

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
        int notANumber = -1;
        const std::optional<Eigen::VectorXd> read
            = vectorFromJson(entry.value(QLatin1String("vector")).toArray(), &notANumber);
        if (!read) {
            *error = Tr::tr("word %1: component %2 is not a number").arg(i + 1).arg(notANumber + 1);
            return std::nullopt;
        }
        const Eigen::VectorXd& vector = *read;
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
                vocabulary.m_colours.insert(vocabulary.size() - 1, colour);
            else
                colour = vocabulary.colour(vocabulary.size() - 1); // translations share a colour
        }
    }
    return vocabulary;
}

QJsonObject Vocabulary::toJsonObject() const
{
    QJsonArray words;
    for (int index = 0; index < size(); ++index)
        words.append(wordJson(index));
    QJsonObject root;
    root.insert(QLatin1String("dimensions"), QJsonArray::fromStringList(m_dimensionNames));
    root.insert(QLatin1String("words"), words);
    return root;
}

QJsonObject Vocabulary::wordJson(int index) const
{
    QJsonArray vector;
    const Eigen::VectorXd values = this->vector(index);
    for (Eigen::Index i = 0; i < values.size(); ++i)
        vector.append(values[i]);
    QJsonObject object;
    object.insert(QLatin1String("word"), m_words.at(index));
    object.insert(QLatin1String("vector"), vector);
    object.insert(QLatin1String("colour"), colour(index).name());
    return object;
}

bool Vocabulary::mergeMissing(const Vocabulary& other, QString* error)
{
    if (other.dimension() != dimension()) {
        *error = Tr::tr("%1 dimensions instead of %2").arg(other.dimension()).arg(dimension());
        return false;
    }
    for (int i = 0; i < other.size(); ++i) {
        const QString& word = other.m_words.at(i);
        if (contains(word))
            continue;
        setVector(word, other.vector(i));
        if (other.m_colours.contains(i))
            m_colours.insert(size() - 1, other.m_colours.value(i));
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
    return m_index.contains(WordKey { keyOf(word) });
}

int Vocabulary::indexOf(const QString& word) const
{
    return m_index.value(WordKey { keyOf(word) }, -1);
}

Eigen::VectorXd Vocabulary::vectorOf(const QString& word) const
{
    const int index = indexOf(word);
    return index < 0 ? Eigen::VectorXd() : vector(index);
}

Eigen::VectorXd Vocabulary::vector(int index) const
{
    const auto changed = m_changed.constFind(index);
    if (changed != m_changed.cend())
        return *changed;
    const auto d = static_cast<size_t>(dimension());
    if (m_storage->mapped) {
        if (!m_storage->intact())
            return Eigen::VectorXd::Zero(dimension());
        // Unaligned little-endian float32 between the words: copied, never dereferenced in place.
        Eigen::VectorXf row(dimension());
        std::memcpy(row.data(), m_storage->mapped + m_storage->offsets[static_cast<size_t>(index)], d * sizeof(float));
        return row.cast<double>();
    }
    const size_t offset = static_cast<size_t>(index) * d;
    if (m_storage->single)
        return Eigen::Map<const Eigen::VectorXf>(m_storage->floats.data() + offset, dimension()).cast<double>();
    return Eigen::Map<const Eigen::VectorXd>(m_storage->doubles.data() + offset, dimension());
}

double Vocabulary::norm(int index) const
{
    const auto changed = m_changed.constFind(index);
    return changed != m_changed.cend() ? changed->norm() : m_storage->norms[static_cast<size_t>(index)];
}

QColor Vocabulary::colour(int index) const
{
    const auto found = m_colours.constFind(index);
    return found != m_colours.cend() ? *found : colourForWord(m_words.at(index));
}

bool Vocabulary::ownsStorage() const
{
    return m_storage && m_storage.use_count() == 1;
}

void Vocabulary::reserve(int words, bool singlePrecision)
{
    if (!isEmpty())
        return;
    m_storage = std::make_shared<Storage>();
    m_storage->single = singlePrecision;
    const auto rows = static_cast<size_t>(std::max(words, 0));
    if (singlePrecision) {
        m_storage->floats.reserve(rows * static_cast<size_t>(dimension()));
        adviseHugePages(m_storage->floats.data(), m_storage->floats.capacity() * sizeof(float));
    } else {
        m_storage->doubles.reserve(rows * static_cast<size_t>(dimension()));
        adviseHugePages(m_storage->doubles.data(), m_storage->doubles.capacity() * sizeof(double));
    }
    m_storage->norms.reserve(rows);
    m_words.reserve(words);
    m_index.reserve(words);
}

bool Vocabulary::isSinglePrecision() const
{
    return m_storage && m_storage->single;
}

void Vocabulary::reserveMapped(std::shared_ptr<QFile> file, const uchar* mapped, int words)
{
    if (!isEmpty() || !file || !mapped)
        return;
    m_storage = std::make_shared<Storage>();
    m_storage->single = true;
    m_storage->mappedSize = file->size();
    m_storage->file = std::move(file);
    m_storage->mapped = mapped;
    const auto rows = static_cast<size_t>(std::max(words, 0));
    m_storage->offsets.reserve(rows);
    m_storage->norms.reserve(rows);
    m_words.reserve(words);
    m_index.reserve(words);
}

bool Vocabulary::isMapped() const
{
    return m_storage && m_storage->mapped;
}

QString Vocabulary::mappedFileName() const
{
    return isMapped() ? m_storage->file->fileName() : QString();
}

bool Vocabulary::isMappedFileIntact() const
{
    return !m_storage || m_storage->intact();
}

qint64 Vocabulary::mappedFileSize() const
{
    return isMapped() ? m_storage->mappedSize : 0;
}

QByteArray Vocabulary::mappedFileFingerprint() const
{
    return isMapped() ? m_storage->fingerprint : QByteArray();
}

void Vocabulary::setMappedFileFingerprint(const QByteArray& fingerprint)
{
    if (isMapped() && ownsStorage())
        m_storage->fingerprint = fingerprint;
}

int Vocabulary::mappedFileWords() const
{
    return isMapped() ? m_storage->count() + static_cast<int>(m_removedMappedWords.size()) : 0;
}

int Vocabulary::addIfNewMapped(const QString& word, qint64 offset, const float* values)
{
    return addIfNewImpl(word, keyOf(word), values, offset);
}

template<typename T>
int Vocabulary::addIfNewImpl(const QString& word, const QString& key, const T* values, qint64 mappedOffset)
{
    Q_ASSERT(key == keyOf(word));
    const auto found = m_index.constFind(WordKey { key });
    if (found != m_index.cend())
        return *found;
    const int d = dimension();
    // Append to the matrix while this vocabulary alone holds it and nothing was set aside;
    // otherwise keep the row aside, so that copies sharing the matrix never see it change.
    if (!m_storage)
        reserve(0, false);
    // A double row goes into a float32 matrix only from an importer that chose it (never here),
    // and a mapped matrix takes only rows that are in its file.
    const bool mapped = m_storage->mapped != nullptr;
    if (ownsStorage() && m_storage->count() == size() && mapped == (mappedOffset >= 0)
        && (std::is_same_v<T, float> || !m_storage->single)) {
        double squares = 0;
        double largest = 0;
        for (int c = 0; c < d; ++c) {
            squares += static_cast<double>(values[c]) * static_cast<double>(values[c]);
            largest = std::max(largest, std::abs(static_cast<double>(values[c])));
        }
        if (largest > m_storage->largest) {
            m_storage->largest = largest;
            m_storage->largestRow = size();
        }
        if (mapped)
            m_storage->offsets.push_back(mappedOffset);
        else if (m_storage->single)
            m_storage->floats.insert(m_storage->floats.end(), values, values + d);
        else
            m_storage->doubles.insert(m_storage->doubles.end(), values, values + d);
        m_storage->norms.push_back(std::sqrt(squares));
    } else {
        Eigen::VectorXd row(d);
        for (int c = 0; c < d; ++c)
            row[c] = static_cast<double>(values[c]);
        m_changed.insert(size(), row);
    }
    appendWord(word, key);
    return -1;
}

void Vocabulary::appendWord(const QString& word, const QString& key)
{
    m_words.append(word);
    m_index.insert(WordKey { key }, size() - 1);
    addLongest(key, word);
}

int Vocabulary::addIfNew(const QString& word, const double* values)
{
    return addIfNewImpl(word, keyOf(word), values);
}

int Vocabulary::addIfNew(const QString& word, const float* values)
{
    return addIfNewImpl(word, keyOf(word), values);
}

int Vocabulary::addIfNew(const QString& word, const QString& key, const double* values)
{
    return addIfNewImpl(word, key, values);
}

int Vocabulary::addIfNew(const QString& word, const QString& key, const float* values)
{
    return addIfNewImpl(word, key, values);
}

Vocabulary::Rows Vocabulary::rows() const
{
    Rows rows;
    if (!m_storage)
        return rows;
    rows.floats = m_storage->single && !m_storage->mapped ? m_storage->floats.data() : nullptr;
    rows.doubles = m_storage->single ? nullptr : m_storage->doubles.data();
    rows.mapped = m_storage->mapped;
    rows.offsets = m_storage->mapped ? m_storage->offsets.data() : nullptr;
    rows.norms = m_storage->norms.data();
    rows.count = m_storage->intact() ? m_storage->count() : 0;
    return rows;
}

std::shared_ptr<const NeighbourIndex> Vocabulary::neighbourIndex() const
{
    if (!m_storage)
        return nullptr;
    const std::lock_guard<std::mutex> lock(m_storage->neighbourIndexMutex);
    return m_storage->neighbourIndex;
}

void Vocabulary::keepNeighbourIndex(std::shared_ptr<const NeighbourIndex> index) const
{
    if (!m_storage)
        return;
    const std::lock_guard<std::mutex> lock(m_storage->neighbourIndexMutex);
    m_storage->neighbourIndex = std::move(index);
}

bool Vocabulary::setVector(const QString& word, const Eigen::VectorXd& vector, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (word.isEmpty())
        return fail(Tr::tr("the word is empty"));
    if (word.trimmed().isEmpty())
        return fail(Tr::tr("the word is only white space (%1)").arg(codePointNames(word)));
    if (vector.size() != dimension())
        return fail(Tr::tr("%1 components instead of %2").arg(vector.size()).arg(dimension()));
    if (!vector.allFinite())
        return fail(Tr::tr("a component is not a finite number"));
    const int index = addIfNew(word, vector.data());
    if (index < 0)
        return true;
    // An existing word: change the row in place only where no copy can see it.
    if (!m_changed.contains(index) && ownsStorage() && !m_storage->single && index < m_storage->count()) {
        const auto offset = static_cast<size_t>(index) * static_cast<size_t>(dimension());
        Eigen::Map<Eigen::VectorXd>(m_storage->doubles.data() + offset, dimension()) = vector;
        m_storage->norms[static_cast<size_t>(index)] = vector.norm();
        const double largest = vector.cwiseAbs().maxCoeff();
        if (largest >= m_storage->largest) {
            m_storage->largest = largest;
            m_storage->largestRow = index;
        } else if (index == m_storage->largestRow) {
            m_storage->largestKnown = false;
        }
    } else {
        m_changed.insert(index, vector);
    }
    return true;
}

bool Vocabulary::removeWord(const QString& word)
{
    return removeWords({ word }) == 1;
}

int Vocabulary::removeWords(const QStringList& words)
{
    QSet<int> removed;
    for (const QString& word : words) {
        if (const int index = indexOf(word); index >= 0)
            removed.insert(index);
    }
    if (removed.isEmpty())
        return 0;
    // Rare and whole-vocabulary anyway (every later index moves): rebuild compactly, once.
    Vocabulary rebuilt(m_dimensionNames);
    const int remaining = size() - static_cast<int>(removed.size());
    if (isMapped()) {
        rebuilt.reserveMapped(m_storage->file, m_storage->mapped, remaining);
        // The file as it was read, not as it is now: a file cut since must stay a cut one for intact().
        rebuilt.m_storage->mappedSize = m_storage->mappedSize;
        rebuilt.m_storage->fingerprint = m_storage->fingerprint;
        rebuilt.m_removedMappedWords = m_removedMappedWords;
    } else {
        rebuilt.reserve(remaining, isSinglePrecision());
    }
    for (int i = 0; i < size(); ++i) {
        if (removed.contains(i)) {
            if (isMapped() && i < m_storage->count())
                rebuilt.m_removedMappedWords.append(m_words.at(i));
            continue;
        }
        const auto changed = m_changed.constFind(i);
        if (isMapped() && i < m_storage->count()) {
            // The row stays where it is in the file (never copied); an edit of it stays aside.
            const auto row = static_cast<size_t>(i);
            rebuilt.m_storage->offsets.push_back(m_storage->offsets[row]);
            rebuilt.m_storage->norms.push_back(m_storage->norms[row]);
            if (changed != m_changed.cend())
                rebuilt.m_changed.insert(rebuilt.size(), *changed);
            rebuilt.appendWord(m_words.at(i), keyOf(m_words.at(i)));
        } else if (isSinglePrecision() && changed == m_changed.cend()) {
            const Eigen::VectorXf single = vector(i).cast<float>();
            rebuilt.addIfNew(m_words.at(i), single.data());
        } else {
            const Eigen::VectorXd row = vector(i);
            rebuilt.addIfNew(m_words.at(i), row.data());
        }
        if (m_colours.contains(i))
            rebuilt.m_colours.insert(rebuilt.size() - 1, m_colours.value(i));
    }
    if (isMapped()) { // its rows were not added one by one
        const int largestRow = m_storage->largestRow;
        const auto before = std::count_if(removed.cbegin(), removed.cend(), [&](int row) { return row < largestRow; });
        rebuilt.m_storage->largest = m_storage->largest;
        rebuilt.m_storage->largestRow = largestRow - static_cast<int>(before);
        rebuilt.m_storage->largestKnown = m_storage->largestKnown && !removed.contains(largestRow);
    }
    *this = std::move(rebuilt);
    return static_cast<int>(removed.size());
}

void Vocabulary::setColour(int index, const QColor& colour)
{
    if (index < 0 || index >= size())
        return;
    if (colour.isValid())
        m_colours.insert(index, colour);
    else
        m_colours.remove(index);
}

double Vocabulary::largestMagnitude() const
{
    if (dimension() == 0)
        return 0;
    double largest = 0;
    for (const Eigen::VectorXd& row : m_changed)
        largest = std::max(largest, row.cwiseAbs().maxCoeff());
    if (!m_storage)
        return largest;
    if (m_storage->largestKnown && !m_changed.contains(m_storage->largestRow))
        return std::max(largest, m_storage->largest);
    // The row that held the largest value was changed or removed: look at every other one.
    for (int row = 0; row < m_storage->count(); ++row) {
        if (!m_changed.contains(row))
            largest = std::max(largest, vector(row).cwiseAbs().maxCoeff());
    }
    return largest;
}

double Vocabulary::meanNorm() const
{
    if (isEmpty())
        return 1.0;
    // Row by row in order, each row's current norm: two equal vocabularies give the
    // same sum to the last bit, however their rows came to be (shared or changed),
    // so a reopened workspace makes the very same vectors for its unknown words.
    double sum = 0;
    for (int row = 0; row < size(); ++row) {
        const auto changed = m_changed.constFind(row);
        if (changed != m_changed.cend())
            sum += changed->norm();
        else if (m_storage && row < m_storage->count())
            sum += m_storage->norms[static_cast<size_t>(row)];
    }
    const double mean = sum / static_cast<double>(size());
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
    // NFKC leaves plain ASCII and the unified CJK ideographs as they are (they have no decomposition
    // and compose with nothing), and case folding leaves the ideographs too: skipping the
    // normalisation for them keeps a 400,000-word import fast, and made tokenizing 16 Chinese sentences
    // of 2,048 words a fifth faster (Vocabulary::contains for every candidate word).
    const bool asIs = std::all_of(word.cbegin(), word.cend(), [](QChar c) {
        const char16_t u = c.unicode();
        return u < 0x80 || (u >= 0x4E00 && u <= 0x9FFF) || (u >= 0x3400 && u <= 0x4DBF);
    });
    return asIs ? word.toCaseFolded() : word.normalized(QString::NormalizationForm_KC).toCaseFolded();
}

bool Vocabulary::operator==(const Vocabulary& other) const
{
    if (m_dimensionNames != other.m_dimensionNames || m_words != other.m_words)
        return false;
    for (int i = 0; i < size(); ++i) {
        if (vector(i) != other.vector(i))
            return false;
    }
    return true;
}

void Vocabulary::addLongest(const QString& key, const QString& word)
{
    if (key.isEmpty())
        return;
    // Latin-1 and plain letters make one grapheme per code unit (CR LF aside); only
    // other words need the boundary finder, which costs a lot over 400,000 words.
    const bool simple = std::all_of(word.cbegin(), word.cend(),
                                    [](QChar c) { return c.unicode() < 0x300 && c != QLatin1Char('\r'); });
    const int length = simple ? static_cast<int>(word.size()) : graphemeCount(word);
    int& longest = m_longestByFirstCodePoint[codePointAt(key, 0)];
    longest = std::max(longest, length);
}

int Vocabulary::longestWordStartingWith(char32_t codePoint) const
{
    return m_longestByFirstCodePoint.value(keyCodePoint(codePoint), 0);
}

std::optional<Eigen::VectorXd> vectorFromJson(const QJsonArray& components, int* notANumber)
{
    Eigen::VectorXd vector(components.size());
    for (int c = 0; c < components.size(); ++c) {
        if (!components.at(c).isDouble()) {
            *notANumber = c;
            return std::nullopt;
        }
        vector[c] = components.at(c).toDouble();
    }
    return vector;
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
