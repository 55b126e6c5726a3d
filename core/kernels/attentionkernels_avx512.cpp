// SPDX-License-Identifier: GPL-3.0-or-later
// The attention kernels for AVX-512 CPUs: compiled with -mavx512f -mavx512dq -mavx512vl
// -mavx512bw -mavx2 -mfma (cmake/isa.cmake), run only when the CPU reports them all.
#define ATTENTIONLAB_KERNEL_LEVEL avx512
#define Eigen Eigen_avx512
#include "attentionkernels.inc"
