// SPDX-License-Identifier: GPL-3.0-or-later
// The attention kernels for x86-64-v3 CPUs: compiled with -mavx2 -mfma (cmake/isa.cmake),
// run only when the CPU reports both (attentionisa.cpp).
#define ATTENTIONLAB_KERNEL_LEVEL x86_64_v3
#define Eigen Eigen_x86_64_v3
#include "attentionkernels.inc"
