// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "learnedattention.h"

#include <QString>

namespace AttentionLab {

struct SenseCorpus;
class Vocabulary;

/// Chapter 8's training as a PyTorch program: the corpus with every word's
/// vector, the initial weights written out, torch.optim.Adam with the same
/// settings and the loop in float64. Running it prints one line per step,
/// "step K: loss L test accuracy A", with the loss as Python's repr; the
/// losses match the app's within rounding (1e-9 relative is checked).
namespace trainingcode {

QString generate(const LearnedSettings& settings, const SenseCorpus& corpus, const Vocabulary& vocabulary);

} // namespace trainingcode
} // namespace AttentionLab
