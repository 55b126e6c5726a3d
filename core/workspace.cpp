// SPDX-License-Identifier: GPL-3.0-or-later
#include "workspace.h"

#include "backgroundpool.h"
#include "colormix.h"
#include "neighbours.h"
#include "rnnanalysis.h"
#include "vocabularyimport.h"
#include "wordkey.h"
#include "workspacecommand.h"

#include <QSet>
#include <QThreadPool>
#include <QUndoStack>
#include <QtConcurrentRun>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <utility>

namespace AttentionLab {

/// Hand-set mixing weights of sentence \a number divided by their sum into
/// \a normalised, or false (and why) when they cannot be.
static bool normaliseWeights(const QList<double>& weights, int length, int number, QList<double>* normalised,
                             QString* error = nullptr)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (weights.size() != length)
        return fail(Workspace::tr("sentence %1 has %2 words but %3 mixing weights")
                        .arg(number)
                        .arg(length)
                        .arg(weights.size()));
    double total = 0;
    for (double weight : weights) {
        if (!std::isfinite(weight) || weight < 0)
            return fail(Workspace::tr("sentence %1 has a mixing weight that is negative or not a number").arg(number));
        total += weight;
    }
    if (!(total > 0))
        return fail(Workspace::tr("the mixing weights of sentence %1 are all 0").arg(number));
    normalised->clear();
    for (double weight : weights)
        normalised->append(weight / total);
    return true;
}

bool SentenceAnalysis::hasUnknownWords() const
{
    return std::any_of(tokens.cbegin(), tokens.cend(), [](const Token& token) { return !token.known; });
}

Workspace::Workspace(QObject* parent)
    : QObject(parent)
    , m_vocabulary(std::make_shared<const Vocabulary>(Vocabulary::builtIn()))
    , m_undoStack(new QUndoStack(this))
    , m_unknownNorm(m_vocabulary->meanNorm())
    , m_jobs(new JobTracker(this))
{
    connect(m_jobs, &JobTracker::busyChanged, this, &Workspace::computingChanged);
    for (const QString& text : lessonSentences()) {
        SentenceAnalysis sentence;
        sentence.text = text;
        analyse(sentence, lessonQueryWord());
        m_sentences.push_back(std::move(sentence));
    }
    // After the sentences: they read them as they start.
    m_rnnAnalysis = new RnnAnalysis(this);
    m_vocabularyImport = new VocabularyImport(m_jobs, this);
}

Workspace::~Workspace()
{
    // The services hand their jobs to m_jobs: they go first, and it waits for what still runs.
    delete m_vocabularyImport;
    delete m_rnnAnalysis;
    delete m_jobs;
}

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
    const int entry = m_vocabulary->indexOf(text);
    return entry >= 0 ? m_vocabulary->colour(entry) : Vocabulary::colourForWord(text);
}

QColor Workspace::mixedColour(int index) const
{
    const SentenceAnalysis& sentence = m_sentences.at(index);
    if (sentence.mixingWeights.size() != sentence.length())
        return QColor();
    QList<QColor> colours;
    for (int t = 0; t < sentence.length(); ++t)
        colours.append(tokenColour(index, t));
    return colormix::mix(colours, sentence.mixingWeights);
}

Eigen::VectorXd Workspace::mixedVector(int index) const
{
    const SentenceAnalysis& sentence = m_sentences.at(index);
    if (sentence.length() == 0 || sentence.mixingWeights.size() != sentence.length())
        return Eigen::VectorXd();
    Eigen::VectorXd mixed = Eigen::VectorXd::Zero(sentence.vectors.cols());
    for (int t = 0; t < sentence.length(); ++t)
        mixed += sentence.mixingWeights.at(t) * sentence.vectors.row(t).transpose();
    return mixed;
}

QStringList Workspace::sharedWords() const
{
    QStringList shared;
    if (m_sentences.empty())
        return shared;
    // The first sentence's keys are the candidates, each with the last sentence that had it so
    // far: one lookup per word of the others, where a set of every sentence's keys took 12 ms
    // for 16 sentences of 2,048 words (and comparing every word with every other, seconds).
    const QList<Token>& firstTokens = m_sentences.front().tokens;
    QList<WordKey> firstKeys; // WordKey: most words are short, see wordkey.h
    firstKeys.reserve(firstTokens.size());
    QHash<WordKey, int> lastSentence;
    for (const Token& token : firstTokens) {
        firstKeys.append(WordKey { Vocabulary::keyOf(token.text) });
        lastSentence.insert(firstKeys.constLast(), 0);
    }
    const int count = sentenceCount();
    for (int i = 1; i < count; ++i) {
        for (const Token& token : m_sentences[i].tokens) {
            const auto found = lastSentence.find(WordKey { Vocabulary::keyOf(token.text) });
            if (found != lastSentence.end() && *found == i - 1)
                *found = i;
        }
    }
    // One entry per key, spelled as it first appears: "Apple apple" is one word to compare
    // (the static chapter finds it in each sentence by its key).
    QSet<WordKey> added;
    for (qsizetype t = 0; t < firstTokens.size(); ++t) {
        const WordKey& key = firstKeys.at(t);
        if (lastSentence.value(key) == count - 1 && !added.contains(key)) {
            added.insert(key);
            shared.append(firstTokens.at(t).text);
        }
    }
    return shared;
}

WorkspaceState Workspace::lessonState()
{
    WorkspaceState state;
    state.sentences = lessonSentences();
    state.vocabulary = std::make_shared<const Vocabulary>(Vocabulary::builtIn());
    const Tokenizer tokenizer(*state.vocabulary);
    for (const QString& text : state.sentences) {
        const QList<Token> tokens = tokenizer.tokenize(text);
        int query = 0;
        for (int t = 0; t < tokens.size(); ++t) {
            if (tokens.at(t).text == lessonQueryWord()) {
                query = t;
                break;
            }
        }
        state.queryIndices.append(query);
        state.mixingWeights.append(QList<double>());
    }
    return state;
}

WorkspaceState Workspace::state() const
{
    WorkspaceState state;
    state.temperature = m_temperature;
    state.vocabulary = m_vocabulary;
    for (const SentenceAnalysis& sentence : m_sentences) {
        state.sentences.append(sentence.text);
        state.queryIndices.append(sentence.queryIndex);
        // Weights still at the attention row are stored as "follow attention".
        state.mixingWeights.append(sentence.mixingWeights == attentionRow(sentence) ? QList<double>()
                                                                                    : sentence.mixingWeights);
    }
    return state;
}

bool Workspace::restore(const WorkspaceState& state, QString* error)
{
    auto fail = [error](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!state.vocabulary)
        return fail(tr("the workspace has no vocabulary"));
    if (state.sentences.isEmpty() || state.sentences.size() > MaxSentences)
        return fail(tr("a workspace holds 1 to %1 sentences, not %2").arg(MaxSentences).arg(state.sentences.size()));
    if (!attention::isValidTemperature(state.temperature))
        return fail(tr("the temperature %1 is not a number greater than 0").arg(state.temperature));
    if (state.queryIndices.size() != state.sentences.size() || state.mixingWeights.size() != state.sentences.size())
        return fail(tr("the query words or mixing weights do not match the %1 sentences").arg(state.sentences.size()));

    // Build the whole new document aside; only a complete one replaces the old.
    const double unknownNorm = state.vocabulary->meanNorm();
    std::vector<SentenceAnalysis> lookedUp(state.sentences.size());
    for (int i = 0; i < state.sentences.size(); ++i)
        lookedUp[i].text = state.sentences.at(i);
    lookUpAll(lookedUp, *state.vocabulary, unknownNorm);
    std::vector<SentenceAnalysis> sentences; // checked, their attention started
    for (int i = 0; i < state.sentences.size(); ++i) {
        SentenceAnalysis& sentence = lookedUp[i];
        const int length = sentence.length();
        const int query = state.queryIndices.at(i);
        if (query < 0 || (length > 0 && query >= length) || (length == 0 && query != 0)) {
            forgetAttention(sentences);
            return fail(tr("sentence %1 has %2 words, so word %3 cannot be its query word")
                            .arg(i + 1)
                            .arg(length)
                            .arg(query + 1));
        }
        sentence.queryIndex = query;
        const QList<double>& weights = state.mixingWeights.at(i);
        QString weightsError;
        if (!weights.isEmpty() && !normaliseWeights(weights, length, i + 1, &sentence.mixingWeights, &weightsError)) {
            forgetAttention(sentences);
            return fail(weightsError);
        }
        startAttention(sentence, state.temperature);
        if (weights.isEmpty())
            sentence.mixingWeights = attentionRow(sentence);
        sentences.push_back(std::move(sentence));
    }

    // Swap in, then say exactly what changed, so views keep what they can.
    const bool sameShape = sentences.size() == m_sentences.size();
    const bool vocabularyChanged = state.vocabulary != m_vocabulary;
    const bool temperatureChanged = state.temperature != m_temperature;
    std::vector<SentenceAnalysis> old = std::move(m_sentences);
    forgetAttention(old);
    m_sentences = std::move(sentences);
    m_vocabulary = state.vocabulary;
    m_unknownNorm = unknownNorm;
    m_temperature = state.temperature;
    if (temperatureChanged)
        Q_EMIT this->temperatureChanged(m_temperature);
    if (vocabularyChanged) {
        prepareNeighbours();
        Q_EMIT this->vocabularyChanged();
    }
    if (!sameShape) {
        Q_EMIT sentencesReset();
        return true;
    }
    for (int i = 0; i < sentenceCount(); ++i) {
        const SentenceAnalysis& now = m_sentences[i];
        const SentenceAnalysis& before = old[i];
        if (vocabularyChanged || now.text != before.text)
            Q_EMIT sentenceWordsChanged(i);
        if (vocabularyChanged || temperatureChanged || now.text != before.text)
            Q_EMIT sentenceChanged(i);
        if (now.queryIndex != before.queryIndex)
            Q_EMIT queryChanged(i);
        if (now.mixingWeights != before.mixingWeights)
            Q_EMIT mixingWeightsChanged(i);
    }
    return true;
}

void Workspace::record(const QString& text, const WorkspaceState& before, int mergeId, int mergeKey)
{
    m_undoStack->push(new WorkspaceCommand(this, text, before, state(), mergeId, mergeKey));
}

void Workspace::setSentence(int index, const QString& text)
{
    if (index < 0 || index >= sentenceCount() || m_sentences[index].text == text)
        return;
    const WorkspaceState before = state();
    setSentenceUnrecorded(index, text);
    record(tr("Edit sentence %1").arg(index + 1), before, MergeSentenceText, index);
}

void Workspace::setSentenceUnrecorded(int index, const QString& text)
{
    SentenceAnalysis& sentence = m_sentences[index];
    const QString query = queryWord(index);
    sentence.text = text;
    analyse(sentence, query);
    Q_EMIT sentenceWordsChanged(index);
    Q_EMIT sentenceChanged(index);
    Q_EMIT mixingWeightsChanged(index);
}

void Workspace::setSentences(const QStringList& texts)
{
    const WorkspaceState before = state();
    forgetAttention(m_sentences);
    m_sentences.clear();
    const QStringList kept = texts.isEmpty() ? QStringList { QString() } : texts.mid(0, MaxSentences);
    std::vector<SentenceAnalysis> sentences(kept.size());
    for (qsizetype i = 0; i < kept.size(); ++i)
        sentences[i].text = kept.at(i);
    lookUpAll(sentences, *m_vocabulary, m_unknownNorm);
    for (SentenceAnalysis& sentence : sentences) {
        finishAnalysis(sentence, lessonQueryWord());
        m_sentences.push_back(std::move(sentence));
    }
    Q_EMIT sentencesReset();
    record(tr("Replace the sentences"), before);
}

int Workspace::addSentence(const QString& text)
{
    if (sentenceCount() >= MaxSentences)
        return -1;
    const WorkspaceState before = state();
    SentenceAnalysis sentence;
    sentence.text = text;
    analyse(sentence, m_sentences.empty() ? lessonQueryWord() : queryWord(0));
    m_sentences.push_back(std::move(sentence));
    Q_EMIT sentencesReset();
    record(tr("Add sentence %1").arg(sentenceCount()), before);
    return sentenceCount() - 1;
}

bool Workspace::removeSentence(int index)
{
    if (sentenceCount() <= 1 || index < 0 || index >= sentenceCount())
        return false;
    const WorkspaceState before = state();
    forgetAttention({ m_sentences[index] });
    m_sentences.erase(m_sentences.begin() + index);
    Q_EMIT sentencesReset();
    record(tr("Remove sentence %1").arg(index + 1), before);
    return true;
}

bool Workspace::moveSentence(int from, int to)
{
    if (from < 0 || from >= sentenceCount() || to < 0 || to >= sentenceCount() || from == to)
        return false;
    const WorkspaceState before = state();
    SentenceAnalysis moved = std::move(m_sentences[from]);
    m_sentences.erase(m_sentences.begin() + from);
    m_sentences.insert(m_sentences.begin() + to, std::move(moved));
    Q_EMIT sentencesReset();
    record(tr("Move sentence %1").arg(from + 1), before);
    return true;
}

bool Workspace::setTemperature(double temperature)
{
    if (!attention::isValidTemperature(temperature))
        return false;
    if (temperature == m_temperature)
        return true;
    const WorkspaceState before = state();
    m_temperature = temperature;
    for (SentenceAnalysis& sentence : m_sentences)
        recomputeAttention(sentence);
    Q_EMIT temperatureChanged(temperature);
    for (int i = 0; i < sentenceCount(); ++i) {
        Q_EMIT sentenceChanged(i);
        Q_EMIT mixingWeightsChanged(i);
    }
    record(tr("Change the temperature"), before, MergeTemperature);
    return true;
}

void Workspace::setQueryIndex(int sentenceIndex, int tokenIndex)
{
    if (sentenceIndex < 0 || sentenceIndex >= sentenceCount())
        return;
    const SentenceAnalysis& sentence = m_sentences[sentenceIndex];
    if (tokenIndex < 0 || tokenIndex >= sentence.length() || tokenIndex == sentence.queryIndex)
        return;
    const WorkspaceState before = state();
    setQueryIndexUnrecorded(sentenceIndex, tokenIndex);
    record(tr("Choose the query word “%1”").arg(queryWord(sentenceIndex)), before);
}

void Workspace::setQueryIndexUnrecorded(int sentenceIndex, int tokenIndex)
{
    SentenceAnalysis& sentence = m_sentences[sentenceIndex];
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
    QList<double> normalised;
    if (!normaliseWeights(weights, sentence.length(), sentenceIndex + 1, &normalised))
        return false;
    if (normalised == sentence.mixingWeights)
        return true;
    const WorkspaceState before = state();
    sentence.mixingWeights = normalised;
    Q_EMIT mixingWeightsChanged(sentenceIndex);
    record(tr("Change the weights of sentence %1").arg(sentenceIndex + 1), before, MergeMixingWeights, sentenceIndex);
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
    const WorkspaceState before = state();
    sentence.mixingWeights = attention;
    Q_EMIT mixingWeightsChanged(sentenceIndex);
    record(tr("Reset the weights of sentence %1").arg(sentenceIndex + 1), before);
}

QList<double> Workspace::attentionRow(const SentenceAnalysis& sentence)
{
    QList<double> row;
    if (sentence.length() == 0 || !sentence.attentionReady())
        return row;
    const Eigen::VectorXd weights = sentence.result().weights.row(sentence.queryIndex).transpose();
    row.reserve(sentence.length());
    for (Eigen::Index i = 0; i < weights.size(); ++i)
        row.append(weights[i]);
    return row;
}

void Workspace::setQueryWord(const QString& word)
{
    const WorkspaceState before = state();
    const QString key = Vocabulary::keyOf(word);
    bool changed = false;
    for (int i = 0; i < sentenceCount(); ++i) {
        const QList<Token>& tokens = m_sentences[i].tokens;
        const auto found = std::find_if(tokens.cbegin(), tokens.cend(),
                                        [&](const Token& token) { return Vocabulary::keyOf(token.text) == key; });
        const int index = static_cast<int>(found - tokens.cbegin());
        if (found != tokens.cend() && index != m_sentences[i].queryIndex) {
            setQueryIndexUnrecorded(i, index);
            changed = true;
        }
    }
    if (changed)
        record(tr("Choose the query word “%1”").arg(word), before);
}

bool Workspace::setVector(const QString& wordRef, const Eigen::VectorXd& vector, QString* error)
{
    // A copy: the caller's string may live in a model that the signals below refresh.
    const QString word = wordRef;
    auto changed = std::make_shared<Vocabulary>(*m_vocabulary);
    const bool added = !changed->contains(word);
    if (!changed->setVector(word, vector, error))
        return false;
    const WorkspaceState before = state();
    m_vocabulary = std::move(changed);
    reanalyseAll();
    record(added ? tr("Add the word “%1”").arg(word) : tr("Change the vector of “%1”").arg(word), before, MergeVector,
           static_cast<int>(qHash(Vocabulary::keyOf(word))));
    return true;
}

bool Workspace::removeWord(const QString& wordRef)
{
    const QString word = wordRef; // see setVector()
    if (!m_vocabulary->contains(word))
        return false;
    const WorkspaceState before = state();
    auto changed = std::make_shared<Vocabulary>(*m_vocabulary);
    changed->removeWord(word);
    m_vocabulary = std::move(changed);
    reanalyseAll();
    record(tr("Delete the word “%1”").arg(word), before);
    return true;
}

void Workspace::setDimensionName(int dimension, const QString& name)
{
    if (dimension < 0 || dimension >= m_vocabulary->dimension() || m_vocabulary->dimensionNames().at(dimension) == name)
        return;
    const WorkspaceState before = state();
    auto changed = std::make_shared<Vocabulary>(*m_vocabulary);
    changed->setDimensionName(dimension, name);
    m_vocabulary = std::move(changed);
    Q_EMIT vocabularyChanged();
    record(tr("Rename dimension %1").arg(dimension + 1), before);
}

void Workspace::setVocabulary(const Vocabulary& vocabulary)
{
    const WorkspaceState before = state();
    m_vocabulary = std::make_shared<const Vocabulary>(vocabulary);
    reanalyseAll();
    record(tr("Replace the vocabulary"), before);
}

void Workspace::prepareNeighbours()
{
    // Pages and tooltips search neighbours on the GUI thread: over 400,000 x 300 a query
    // reads 480 MB without the index (about 40 ms) and 128 MB with it (about 7 ms).
    if (!neighbours::needsPreparing(*m_vocabulary))
        return;
    const Vocabulary::Rows rows = m_vocabulary->rows();
    if (m_neighboursKey == 0)
        m_neighboursKey = m_jobs->newKey();
    // An edit makes a new Vocabulary sharing the same matrix: let the running build finish.
    if (m_jobs->isRunning(m_neighboursKey) && rows.floats == m_neighboursPreparedFor
        && rows.count == m_neighboursPreparedRows)
        return;
    m_neighboursPreparedFor = rows.floats;
    m_neighboursPreparedRows = rows.count;
    // The job holds the vocabulary, so the matrix outlives the build; the index is kept
    // with the matrix, for every copy, so nothing needs delivering.
    m_jobs->start<bool>(
        m_neighboursKey,
        [vocabulary = m_vocabulary](QPromise<bool>& promise) {
            neighbours::prepare(*vocabulary);
            promise.addResult(true);
        },
        [](bool&&) {});
}

void Workspace::reanalyseAll()
{
    m_unknownNorm = m_vocabulary->meanNorm();
    QStringList queries; // each sentence's query word, before its tokens change
    for (int i = 0; i < sentenceCount(); ++i)
        queries.append(queryWord(i));
    // Before the neighbour index takes the background pool's thread for a while.
    lookUpAll(m_sentences, *m_vocabulary, m_unknownNorm);
    prepareNeighbours();
    for (int i = 0; i < sentenceCount(); ++i)
        finishAnalysis(m_sentences[i], queries.at(i));
    Q_EMIT vocabularyChanged();
    for (int i = 0; i < sentenceCount(); ++i) {
        Q_EMIT sentenceWordsChanged(i);
        Q_EMIT sentenceChanged(i);
        Q_EMIT mixingWeightsChanged(i);
    }
}

void Workspace::lookUp(SentenceAnalysis& sentence, const Vocabulary& vocabulary, double unknownNorm)
{
    QList<int> indices; // of the tokens in the vocabulary
    sentence.tokens = Tokenizer(vocabulary).tokenize(sentence.text, MaxTokens, &sentence.droppedTokens, &indices);
    const int length = sentence.length();
    const int dimension = vocabulary.dimension();
    sentence.vectors.resize(length, dimension);
    for (int i = 0; i < length; ++i) {
        const Token& token = sentence.tokens.at(i);
        const int index = indices.at(i);
        sentence.vectors.row(i)
            = index >= 0 ? vocabulary.vector(index) : unknownWordVector(token.text, dimension, unknownNorm);
    }
}

void Workspace::startAttention(SentenceAnalysis& sentence, double temperature)
{
    if (sentence.jobKey == 0)
        sentence.jobKey = m_jobs->newKey();
    if (sentence.length() < m_backgroundLength) {
        m_jobs->cancel(sentence.jobKey); // an answer for the old words must not overwrite this one
        sentence.sharedResult
            = std::make_shared<const AttentionResult>(attention::compute(sentence.vectors, { temperature }));
        return;
    }
    sentence.sharedResult = std::make_shared<const AttentionResult>();
    const JobTracker::Key key = sentence.jobKey;
    m_jobs->start<AttentionResult>(
        key,
        [vectors = sentence.vectors, temperature](QPromise<AttentionResult>& promise) {
            promise.addResult(attention::compute(vectors, { temperature }));
        },
        [this, key](AttentionResult&& result) { attentionFinished(key, std::move(result)); });
}

void Workspace::attentionFinished(JobTracker::Key key, AttentionResult&& result)
{
    for (int i = 0; i < sentenceCount(); ++i) {
        SentenceAnalysis& sentence = m_sentences[i];
        if (sentence.jobKey != key)
            continue;
        sentence.sharedResult = std::make_shared<const AttentionResult>(std::move(result));
        // Empty weights follow the attention; hand-set ones (from a file or an undo) stay.
        if (sentence.mixingWeights.isEmpty())
            sentence.mixingWeights = attentionRow(sentence);
        Q_EMIT sentenceChanged(i);
        Q_EMIT mixingWeightsChanged(i);
        return;
    }
}

void Workspace::forgetAttention(const std::vector<SentenceAnalysis>& sentences)
{
    for (const SentenceAnalysis& sentence : sentences)
        m_jobs->cancel(sentence.jobKey);
}

bool Workspace::isComputing() const
{
    return m_jobs->isBusy();
}

void Workspace::waitForAttention()
{
    // A delivery may start more work (a page asking for what it shows): look again until none waits.
    for (int i = 0; i < sentenceCount();) {
        const JobTracker::Key key = m_sentences[i].jobKey;
        if (m_jobs->isRunning(key)) {
            m_jobs->waitFor(key);
            i = 0;
        } else {
            ++i;
        }
    }
}

void Workspace::waitUntilComputed()
{
    m_jobs->waitForAll();
}

void Workspace::lookUpAll(std::vector<SentenceAnalysis>& sentences, const Vocabulary& vocabulary, double unknownNorm)
{
    qsizetype characters = 0;
    for (const SentenceAnalysis& sentence : sentences)
        characters += sentence.text.size();
    // The vocabulary is only read, from every thread.
    const auto lookUpOne
        = [&vocabulary, unknownNorm](SentenceAnalysis& sentence) { lookUp(sentence, vocabulary, unknownNorm); };
    if (sentences.size() < 2 || characters < ParallelLookUpCharacters) {
        std::for_each(sentences.begin(), sentences.end(), lookUpOne);
        return;
    }
    // Each thread takes the next sentence nobody has taken. This thread works too: blockingMap
    // left it waiting while one pool thread looked up all 16 sentences. A helper the busy pool
    // has not started when this thread is done is run here by waitForFinished(), and finds
    // nothing left: nothing waits for a long job.
    std::atomic<std::size_t> next { 0 };
    const auto work = [&sentences, &next, &lookUpOne] {
        for (std::size_t i = next++; i < sentences.size(); i = next++)
            lookUpOne(sentences[i]);
    };
    QThreadPool* pool = backgroundPool();
    const int helperCount = std::min(pool->maxThreadCount(), static_cast<int>(sentences.size()) - 1);
    // The helpers use this frame: it is left only after each has finished, even by an exception.
    struct Helpers
    {
        QList<QFuture<void>> futures;
        ~Helpers()
        {
            for (QFuture<void>& future : futures) {
                try {
                    future.waitForFinished();
                } catch (...) { // the exception leaving the frame is the one to report
                }
            }
        }
    } helpers;
    for (int i = 0; i < helperCount; ++i)
        helpers.futures.append(QtConcurrent::run(pool, work));
    work();
    for (QFuture<void>& future : helpers.futures)
        future.waitForFinished(); // rethrows a helper's exception
}

void Workspace::analyse(SentenceAnalysis& sentence, const QString& preferredQuery)
{
    lookUp(sentence, *m_vocabulary, m_unknownNorm);
    finishAnalysis(sentence, preferredQuery);
}

void Workspace::finishAnalysis(SentenceAnalysis& sentence, const QString& preferredQuery)
{
    startAttention(sentence, m_temperature);
    const QString key = Vocabulary::keyOf(preferredQuery);
    const auto found = std::find_if(sentence.tokens.cbegin(), sentence.tokens.cend(),
                                    [&](const Token& token) { return Vocabulary::keyOf(token.text) == key; });
    if (found != sentence.tokens.cend())
        sentence.queryIndex = static_cast<int>(found - sentence.tokens.cbegin());
    else // the word is gone: its old position would land on some unrelated word
        sentence.queryIndex = 0;
    sentence.mixingWeights = attentionRow(sentence);
}

void Workspace::recomputeAttention(SentenceAnalysis& sentence)
{
    startAttention(sentence, m_temperature);
    // The sliders follow the new attention: hand-set weights belong to the old numbers.
    sentence.mixingWeights = attentionRow(sentence);
}

} // namespace AttentionLab
