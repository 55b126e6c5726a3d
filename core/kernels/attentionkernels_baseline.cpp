// SPDX-License-Identifier: GPL-3.0-or-later
// The attention kernels for any x86-64 (SSE2) or any other architecture.
#define ATTENTIONLAB_KERNEL_LEVEL baseline
#define Eigen Eigen_baseline
#include "attentionkernels.inc"
