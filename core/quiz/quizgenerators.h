// SPDX-License-Identifier: GPL-3.0-or-later
// The question generators of quiz.h, one file per chapter, and what they share.
#pragma once

#include "question.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <Eigen/Core>

namespace AttentionLab {

class Workspace;
struct SentenceAnalysis;

namespace quiz {

/// Every question's text shares one translation context.
class Text
{
    Q_DECLARE_TR_FUNCTIONS(AttentionLab::Quiz)
};

/// The indices of the largest values; more than one when they tie (equal up
/// to rounding: two copies of one word get the same score however it is summed).
QList<int> largest(const Eigen::VectorXd& values);
/// The same for the smallest.
QList<int> smallest(const Eigen::VectorXd& values);
/// Whether two computed numbers are equal up to rounding.
bool same(double a, double b);

/// Token \a token as a prompt names it: “苹果”, or “苹果” (word 3) when the
/// sentence has the word more than once.
QString tokenName(const SentenceAnalysis& sentence, int token);
/// The tokens as Word choices: 苹果, or 苹果 (3) for a repeated word.
QStringList tokenChoices(const SentenceAnalysis& sentence);
/// “苹果”, “手机” and “香蕉”: the names of \a tokens for a tie.
QString tokenNames(const SentenceAnalysis& sentence, const QList<int>& tokens);
/// "sentence 2 (吃 苹果 和 香蕉)", shortened for a long sentence.
QString sentenceName(const Workspace& workspace, int sentence);
/// The tokens' texts, for formulas.
QStringList tokenTexts(const SentenceAnalysis& sentence);
/// A vector as a fact.
QVariantList vectorFact(const Eigen::VectorXd& vector);
/// A sentence has what a question about its attention needs: words, and the attention computed.
bool isReady(const SentenceAnalysis& sentence);
/// The other token a question about \a token asks about: the last word of the
/// sentence, or the first when \a token is the last (-1 for a one-word sentence).
int otherToken(const SentenceAnalysis& sentence, int token);

/// Each chapter's questions: first those about no one sentence (or the pair
/// chapter 1 compares), then those about each of \a sentences in turn, which
/// are the sentences the chapter covers (quiz.cpp decides).
QList<Question> staticQuestions(const Workspace& workspace, const QList<int>& sentences);
QList<Question> mixingQuestions(const Workspace& workspace, const QList<int>& sentences);
QList<Question> scoringQuestions(const Workspace& workspace, const QList<int>& sentences);
QList<Question> stepsQuestions(const Workspace& workspace, const QList<int>& sentences);
QList<Question> heatmapQuestions(const Workspace& workspace, const QList<int>& sentences);
QList<Question> rnnQuestions(const Workspace& workspace, const QList<int>& sentences);
QList<Question> nextQuestions();
QList<Question> learnQuestions(const Workspace& workspace);

} // namespace quiz
} // namespace AttentionLab
