// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attention.h"
#include "jobtracker.h"
#include "tokenizer.h"
#include "vocabulary.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

class QUndoStack;

namespace AttentionLab {

class RnnAnalysis;
class VocabularyImport;

/// Everything known about one sentence: what was typed, how it was split,
/// the vectors the words got and the attention computed from them.
struct SentenceAnalysis
{
    QString text;
    QList<Token> tokens;
    Eigen::MatrixXd vectors; ///< L x d, one row per token
    /// Shared, never copied: models and views keep the one they show, and
    /// handing 2,048 x 2,048 matrices to each of them by value froze the window.
    std::shared_ptr<const AttentionResult> sharedResult = std::make_shared<const AttentionResult>();
    int queryIndex = 0; ///< the token whose new vector the lesson follows
    /// The mixing page's hand-set weights for the query word; they start at
    /// (and are reset to) the attention weights of the query row.
    QList<double> mixingWeights;
    /// Words past Workspace::MaxTokens that were left out of the analysis.
    int droppedTokens = 0;
    /// The key of this sentence's attention in the Workspace's JobTracker (0: none yet).
    JobTracker::Key jobKey = 0;

    int length() const { return tokens.size(); }
    bool hasUnknownWords() const;
    /// False while the attention of a long sentence is still being computed
    /// in the background: result and mixingWeights are empty until then.
    bool attentionReady() const { return result().length() == length(); }
    const AttentionResult& result() const { return *sharedResult; }
};

/// What the user made, and all of it: enough to rebuild a Workspace exactly.
/// Undo steps and workspace files are both made of these. The vocabulary is
/// shared between states that did not change it, so a snapshot is cheap.
struct WorkspaceState
{
    QStringList sentences;
    QList<int> queryIndices; ///< token index of the query word, per sentence
    QList<QList<double>> mixingWeights; ///< per sentence; empty = the attention weights
    double temperature = 1.0;
    std::shared_ptr<const Vocabulary> vocabulary;
};

/// The one document: sentences, vocabulary, query words and temperature.
/// Views never compute attention; they read a Workspace (or a model over it)
/// and ask it to change. Every change recomputes what depends on it and says
/// so through a signal.
class Workspace : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxSentences = 16;
    /// Words analysed per sentence: the L x L matrices of 2,048 words take 64 MB;
    /// a pasted book would take gigabytes, so the rest is left out and said so.
    static constexpr int MaxTokens = 2048;
    /// Sentences whose texts have this many characters together are looked up side by side:
    /// 16 sentences of 2,048 words took 25 ms on the GUI thread alone, and a handful of words
    /// would wait longer for a thread than for their lookup.
    static constexpr qsizetype ParallelLookUpCharacters = 20000;
    /// From this many words on, attention is computed off the GUI thread.
    static constexpr int DefaultBackgroundLength = 256;

    /// Starts on the lesson: its two sentences, the built-in vocabulary, 苹果 as query word.
    explicit Workspace(QObject* parent = nullptr);
    ~Workspace() override;

    int sentenceCount() const { return static_cast<int>(m_sentences.size()); }
    const SentenceAnalysis& sentence(int index) const { return m_sentences.at(index); }
    QStringList sentenceTexts() const;
    const Vocabulary& vocabulary() const { return *m_vocabulary; }
    /// The current vocabulary, kept alive for as long as the caller holds it
    /// (a later edit makes a new one): lets models read it without copying.
    std::shared_ptr<const Vocabulary> vocabularySnapshot() const { return m_vocabulary; }
    double temperature() const { return m_temperature; }
    /// The query token's text in sentence \a index (empty for an empty sentence).
    QString queryWord(int index) const;
    /// The fixed colour of token \a token of sentence \a index (vocabulary colour,
    /// or one derived from the text for unknown words).
    QColor tokenColour(int index, int token) const;
    /// The mixing page's "new vector" as a colour: the token colours mixed in
    /// OKLab with the sentence's mixing weights (invalid for an empty sentence).
    QColor mixedColour(int index) const;
    /// The same "new vector" as numbers: the sentence's word vectors weighted by its
    /// mixing weights, sum_t w_t x_t (empty for an empty sentence or while the
    /// weights of a long one are still being computed).
    Eigen::VectorXd mixedVector(int index) const;
    /// Words that occur in every sentence, in the order of the first one.
    QStringList sharedWords() const;

    static QStringList lessonSentences();
    static QString lessonQueryWord();

    /// Every edit below goes through this stack, so each can be undone.
    QUndoStack* undoStack() const { return m_undoStack; }
    /// A snapshot of the document.
    WorkspaceState state() const;
    /// Replaces the whole document by \a state, or, when the state does not
    /// fit together (a query index past the end of its sentence, mixing
    /// weights that do not match the words, a bad temperature), changes
    /// nothing and says why. Not an undo step of its own.
    bool restore(const WorkspaceState& state, QString* error = nullptr);
    /// The lesson as it starts: two sentences, the built-in vocabulary.
    static WorkspaceState lessonState();

    /// Sentences of at least \a length words get their attention computed in
    /// the background (attentionReady() is false meanwhile, and
    /// sentenceChanged() follows when it is). The command line, which needs
    /// the numbers at once, sets a length no sentence reaches.
    void setBackgroundLength(int length) { m_backgroundLength = length; }
    int backgroundLength() const { return m_backgroundLength; }
    /// Whether anything is still being computed in the background: a sentence's
    /// attention, the RNN chapter's influence curves or a vocabulary import.
    bool isComputing() const;
    /// Blocks until every sentence has its attention (and the signals went out).
    void waitForAttention();
    /// Blocks until nothing is computing any more (and the results went out).
    void waitUntilComputed();
    /// The RNN chapter's numbers: the long example, the RNN's states, influence curves.
    RnnAnalysis* rnnAnalysis() const { return m_rnnAnalysis; }
    /// Reads word-vector files in the background for the vocabulary chapter.
    VocabularyImport* vocabularyImport() const { return m_vocabularyImport; }
    /// The background work of this document, all of it.
    JobTracker* jobs() const { return m_jobs; }

public Q_SLOTS:
    void setSentence(int index, const QString& text);
    /// Replaces all sentences (at least one, at most MaxSentences are kept).
    void setSentences(const QStringList& texts);
    /// Appends a sentence; returns its index, or -1 when there are MaxSentences already.
    int addSentence(const QString& text);
    /// Removes a sentence unless it is the last one.
    bool removeSentence(int index);
    /// Moves sentence \a from to position \a to.
    bool moveSentence(int from, int to);
    /// Returns false (and changes nothing) for a temperature that is not finite and > 0.
    bool setTemperature(double temperature);
    void setQueryIndex(int sentenceIndex, int tokenIndex);
    /// Makes \a word the query in every sentence that contains it.
    void setQueryWord(const QString& word);
    /// Hand-set weights for the mixing page: one per token, non-negative, finite;
    /// they are normalised to sum to 1. Returns false (changing nothing) otherwise.
    bool setMixingWeights(int sentenceIndex, const QList<double>& weights);
    /// Back to the attention weights of the query word.
    void resetMixingWeights(int sentenceIndex);
    bool setVector(const QString& word, const Eigen::VectorXd& vector, QString* error = nullptr);
    /// Removes \a word from the vocabulary; sentences that use it give it a made-up vector.
    bool removeWord(const QString& word);
    void setDimensionName(int dimension, const QString& name);
    void setVocabulary(const Vocabulary& vocabulary);

Q_SIGNALS:
    /// Sentence \a index got new text, tokens, vectors or attention.
    void sentenceChanged(int index);
    /// Sentence \a index got new text, tokens or vectors, before the sentenceChanged() that
    /// says so. Its attention arriving or a new temperature does not send this: what shows
    /// no attention (the static vectors, the word chips, unknown words) listens here and is
    /// not redone sixteen times when a file's sixteen sentences get their attention.
    void sentenceWordsChanged(int index);
    /// Sentences were added, removed or replaced; indices may have moved.
    void sentencesReset();
    void queryChanged(int sentenceIndex);
    void mixingWeightsChanged(int sentenceIndex);
    void temperatureChanged(double temperature);
    void vocabularyChanged();
    /// isComputing() changed.
    void computingChanged(bool computing);

private:
    enum MergeId
    {
        NoMerge = -1,
        MergeSentenceText = 1,
        MergeMixingWeights,
        MergeTemperature,
        MergeVector,
    };
    /// Pushes the change from \a before to the current state as one undo step.
    void record(const QString& text, const WorkspaceState& before, int mergeId = NoMerge, int mergeKey = 0);
    void setSentenceUnrecorded(int index, const QString& text);
    void setQueryIndexUnrecorded(int sentenceIndex, int tokenIndex);
    /// Tokens and vectors of \a sentence's text, at most MaxTokens of them.
    static void lookUp(SentenceAnalysis& sentence, const Vocabulary& vocabulary, double unknownNorm);
    friend class RnnAnalysis; // looks its long example up as a sentence
    /// Computes the attention of \a sentence now, or starts it in the background for a long one.
    void startAttention(SentenceAnalysis& sentence, double temperature);
    void attentionFinished(JobTracker::Key key, AttentionResult&& result);
    /// Drops the background work of sentences that are going away.
    void forgetAttention(const std::vector<SentenceAnalysis>& sentences);
    /// lookUp() for every one of \a sentences, side by side on the background pool's threads and
    /// this one when their texts are long together (ParallelLookUpCharacters).
    static void lookUpAll(std::vector<SentenceAnalysis>& sentences, const Vocabulary& vocabulary, double unknownNorm);
    /// analyse() after lookUp(): the attention, the query word (kept if it is still there) and
    /// the mixing weights.
    void finishAnalysis(SentenceAnalysis& sentence, const QString& preferredQuery);
    /// lookUp() and finishAnalysis().
    void analyse(SentenceAnalysis& sentence, const QString& preferredQuery);
    void recomputeAttention(SentenceAnalysis& sentence);
    static QList<double> attentionRow(const SentenceAnalysis& sentence);
    void reanalyseAll();
    /// Builds the vocabulary's neighbour index in the background, once per matrix (neighbours.h).
    void prepareNeighbours();
    void updateComputing();

    std::shared_ptr<const Vocabulary> m_vocabulary;
    QUndoStack* m_undoStack = nullptr;
    std::vector<SentenceAnalysis> m_sentences;
    double m_temperature = 1.0;
    double m_unknownNorm = 1.0;
    JobTracker::Key m_neighboursKey = 0; // the neighbour index's build
    const float* m_neighboursPreparedFor = nullptr; // the matrix of the build that runs, if one does
    int m_neighboursPreparedRows = 0;
    JobTracker* m_jobs = nullptr;
    RnnAnalysis* m_rnnAnalysis = nullptr;
    VocabularyImport* m_vocabularyImport = nullptr;
    int m_backgroundLength = DefaultBackgroundLength;
    bool m_computing = false;
};

} // namespace AttentionLab
