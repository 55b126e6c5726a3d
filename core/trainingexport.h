// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"

#include <QByteArray>
#include <QStringList>

namespace AttentionLab {

struct SenseCorpus;
class Vocabulary;

/// --export-training: trains chapter 8's model headlessly and writes the
/// settings, the corpus (tokens, target positions, senses, split), the initial
/// and final parameters, loss and test accuracy per step, the three
/// accuracies, and for each of \a sentences every head's weights before and
/// after training, as JSON (format "attention-lab-training").
namespace trainingexport {

QByteArray json(const LearnedSettings& settings, const SenseCorpus& corpus, const Vocabulary& vocabulary,
                const QStringList& sentences);

} // namespace trainingexport
} // namespace AttentionLab
