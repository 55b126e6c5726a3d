// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "colormix.h"

#include <algorithm>
#include <cmath>

namespace AttentionLab {

bool SentenceAnalysis::hasUnknownWords() const
{
    return std::any_of(tokens.cbegin(), tokens.cend(), [](const Token& token) { return !token.known; });
}

Workspace::Workspace(QObject* parent)
    : QObject(parent)
    , m_vocabulary(Vocabulary::builtIn())
    , m_unknownNorm(m_vocabulary.meanNorm())
{
    for (const QString& text : lessonSentences()) {
        SentenceAnalysis sentence;
        sentence.text = text;
        analyse(sentence, lessonQueryWord());
        m_sentences.push_back(std::move(sentence));
    }
}

Workspace::~Workspace() = default;

QStringList Workspace::lessonSentences()
{
    return { QStringLiteral("苹果 发布 新 手机"), QStringLiteral("吃 苹果 和 香蕉") };
}

QString Workspace::lessonQueryWord()
{
    return QStringLiteral("苹果");
}

QStringList Workspace::sentenceTexts() const
{
    QStringList texts;
    for (const SentenceAnalysis& sentence : m_sentences)
        texts.append(sentence.text);
    return texts;
}

QString Workspace::queryWord(int index) const
{
    const SentenceAnalysis& analysis = m_sentences.at(index);
    return analysis.tokens.isEmpty() ? QString() : analysis.tokens.at(analysis.queryIndex).text;
}

QColor Workspace::tokenColour(int index, int token) const
{
    const QString& text = m_sentences.at(index).tokens.at(token).text;
    const int entry = m_vocabulary.indexOf(text);
    return entry >= 0 ? m_vocabulary.colour(entry) : Vocabulary::colourForWord(text);
}

QColor Workspace::mixedColour(int index) const
{
    const SentenceAnalysis& sentence = m_sentences.at(index);
    QList<QColor> colours;
    for (int t = 0; t < sentence.length(); ++t)
        colours.append(tokenColour(index, t));
    return colormix::mix(colours, sentence.mixingWeights);
}

QStringList Workspace::sharedWords() const
{
    QStringList shared;
    if (m_sentences.empty())
        return shared;
    for (const Token& token : m_sentences.front().tokens) {
        const QString key = Vocabulary::keyOf(token.text);
        const bool everywhere = std::all_of(m_sentences.cbegin(), m_sentences.cend(), [&](const SentenceAnalysis& s) {
            return std::any_of(s.tokens.cbegin(), s.tokens.cend(),
                               [&](const Token& other) { return Vocabulary::keyOf(other.text) == key; });
        });
        if (everywhere && !shared.contains(token.text))
            shared.append(token.text);
    }
    return shared;
}

void Workspace::setSentence(int index, const QString& text)
{
    if (index < 0 || index >= sentenceCount() || m_sentences[index].text == text)
        return;
    SentenceAnalysis& sentence = m_sentences[index];
    const QString query = queryWord(index);
    sentence.text = text;
    analyse(sentence, query);
    Q_EMIT sentenceChanged(index);
}

void Workspace::setSentences(const QStringList& texts)
{
    m_sentences.clear();
    const QStringList kept = texts.isEmpty() ? QStringList { QString() } : texts.mid(0, MaxSentences);
    for (const QString& text : kept) {
        SentenceAnalysis sentence;
        sentence.text = text;
        analyse(sentence, lessonQueryWord());
        m_sentences.push_back(std::move(sentence));
    }
    Q_EMIT sentencesReset();
}

int Workspace::addSentence(const QString& text)
{
    if (sentenceCount() >= MaxSentences)
        return -1;
    SentenceAnalysis sentence;
    sentence.text = text;
    analyse(sentence, m_sentences.empty() ? lessonQueryWord() : queryWord(0));
    m_sentences.push_back(std::move(sentence));
    Q_EMIT sentencesReset();
    return sentenceCount() - 1;
}

bool Workspace::removeSentence(int index)
{
    if (sentenceCount() <= 1 || index < 0 || index >= sentenceCount())
        return false;
    m_sentences.erase(m_sentences.begin() + index);
    Q_EMIT sentencesReset();
    return true;
}

bool Workspace::setTemperature(double temperature)
{
    if (!attention::isValidTemperature(temperature))
        return false;
    if (temperature == m_temperature)
        return true;
    m_temperature = temperature;
    for (SentenceAnalysis& sentence : m_sentences)
        recomputeAttention(sentence);
    Q_EMIT temperatureChanged(temperature);
    for (int i = 0; i < sentenceCount(); ++i)
        Q_EMIT sentenceChanged(i);
    return true;
}

void Workspace::setQueryIndex(int sentenceIndex, int tokenIndex)
{
    if (sentenceIndex < 0 || sentenceIndex >= sentenceCount())
        return;
    SentenceAnalysis& sentence = m_sentences[sentenceIndex];
    if (tokenIndex < 0 || tokenIndex >= sentence.length() || tokenIndex == sentence.queryIndex)
        return;
    sentence.queryIndex = tokenIndex;
    sentence.mixingWeights = attentionRow(sentence);
    Q_EMIT queryChanged(sentenceIndex);
    Q_EMIT mixingWeightsChanged(sentenceIndex);
}

bool Workspace::setMixingWeights(int sentenceIndex, const QList<double>& weights)
{
    if (sentenceIndex < 0 || sentenceIndex >= sentenceCount())
        return false;
    SentenceAnalysis& sentence = m_sentences[sentenceIndex];
    if (weights.size() != sentence.length())
        return false;
    double total = 0;
    for (double weight : weights) {
        if (!std::isfinite(weight) || weight < 0)
            return false;
        total += weight;
    }
    if (!(total > 0))
        return false;
    QList<double> normalised = weights;
    for (double& weight : normalised)
        weight /= total;
    if (normalised == sentence.mixingWeights)
        return true;
    sentence.mixingWeights = normalised;
    Q_EMIT mixingWeightsChanged(sentenceIndex);
    return true;
}

void Workspace::resetMixingWeights(int sentenceIndex)
{
    if (sentenceIndex < 0 || sentenceIndex >= sentenceCount())
        return;
    SentenceAnalysis& sentence = m_sentences[sentenceIndex];
    const QList<double> attention = attentionRow(sentence);
    if (attention == sentence.mixingWeights)
        return;
    sentence.mixingWeights = attention;
    Q_EMIT mixingWeightsChanged(sentenceIndex);
}

QList<double> Workspace::attentionRow(const SentenceAnalysis& sentence)
{
    QList<double> row;
    if (sentence.length() == 0)
        return row;
    const Eigen::VectorXd weights = sentence.result.weights.row(sentence.queryIndex).transpose();
    row.reserve(sentence.length());
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        row.append(weights[i]);
    return row;
}

void Workspace::setQueryWord(const QString& word)
{
    const QString key = Vocabulary::keyOf(word);
    for (int i = 0; i < sentenceCount(); ++i) {
        const QList<Token>& tokens = m_sentences[i].tokens;
        const auto found = std::find_if(tokens.cbegin(), tokens.cend(),
                                        [&](const Token& token) { return Vocabulary::keyOf(token.text) == key; });
        if (found != tokens.cend())
            setQueryIndex(i, static_cast<int>(found - tokens.cbegin()));
    }
}

bool Workspace::setVector(const QString& word, const Eigen::VectorXd& vector, QString* error)
{
    if (!m_vocabulary.setVector(word, vector, error))
        return false;
    reanalyseAll();
    return true;
}

bool Workspace::removeWord(const QString& word)
{
    if (!m_vocabulary.removeWord(word))
        return false;
    reanalyseAll();
    return true;
}

void Workspace::setDimensionName(int dimension, const QString& name)
{
    if (dimension < 0 || dimension >= m_vocabulary.dimension() || m_vocabulary.dimensionNames().at(dimension) == name)
        return;
    m_vocabulary.setDimensionName(dimension, name);
    Q_EMIT vocabularyChanged();
}

void Workspace::setVocabulary(const Vocabulary& vocabulary)
{
    m_vocabulary = vocabulary;
    reanalyseAll();
}

void Workspace::reanalyseAll()
{
    m_unknownNorm = m_vocabulary.meanNorm();
    for (int i = 0; i < sentenceCount(); ++i)
        analyse(m_sentences[i], queryWord(i));
    Q_EMIT vocabularyChanged();
    for (int i = 0; i < sentenceCount(); ++i)
        Q_EMIT sentenceChanged(i);
}

void Workspace::analyse(SentenceAnalysis& sentence, const QString& preferredQuery) const
{
    sentence.tokens = Tokenizer(m_vocabulary).tokenize(sentence.text);
    const int length = sentence.length();
    const int dimension = m_vocabulary.dimension();
    sentence.vectors.resize(length, dimension);
    for (int i = 0; i < length; ++i) {
        const Token& token = sentence.tokens.at(i);
        const int index = m_vocabulary.indexOf(token.text);
        sentence.vectors.row(i)
            = index >= 0 ? m_vocabulary.vector(index) : unknownWordVector(token.text, dimension, m_unknownNorm);
    }
    const QString key = Vocabulary::keyOf(preferredQuery);
    const auto found = std::find_if(sentence.tokens.cbegin(), sentence.tokens.cend(),
                                    [&](const Token& token) { return Vocabulary::keyOf(token.text) == key; });
    if (found != sentence.tokens.cend())
        sentence.queryIndex = static_cast<int>(found - sentence.tokens.cbegin());
    else
        sentence.queryIndex = std::clamp(sentence.queryIndex, 0, std::max(0, length - 1));
    recomputeAttention(sentence);
}

void Workspace::recomputeAttention(SentenceAnalysis& sentence) const
{
    sentence.result = attention::compute(sentence.vectors, { m_temperature });
    // The sliders follow the new attention: hand-set weights belong to the old numbers.
    sentence.mixingWeights = attentionRow(sentence);
}

} // namespace AttentionLab
