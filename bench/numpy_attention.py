#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The peer: numpy doing the same attention as attention::compute (scores
# X·Xᵀ / T, a row-wise softmax that subtracts each row's maximum, W·X) on
# float64, written as a numpy user would, without copies it does not need.
#   numpy_attention.py L D [REPEATS]
# prints the median milliseconds of thread CPU time (as bench_isa measures; with
# OPENBLAS_NUM_THREADS=1 all the work is on this thread), of wall time, and the BLAS kernel.
# Run it with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset, or OpenBLAS runs
# the older kernel they name; OPENBLAS_NUM_THREADS=1 compares with our single thread.
import statistics
import sys
import time

import numpy as np


def attention(x, temperature=1.0):
    scores = x @ x.T  # numpy hands X·Xᵀ to BLAS's syrk: one triangle
    if temperature != 1.0:
        scores /= temperature
    weights = scores - scores.max(axis=1, keepdims=True)
    np.exp(weights, out=weights)
    weights /= weights.sum(axis=1, keepdims=True)
    return scores, weights, weights @ x


def kernel():
    try:
        from threadpoolctl import threadpool_info
        for pool in threadpool_info():
            if pool.get("user_api") == "blas":
                return f"{pool.get('internal_api')} {pool.get('version')} {pool.get('architecture')}" \
                       f" threads={pool.get('num_threads')}"
    except ImportError:
        pass
    return "unknown (python3-threadpoolctl not installed)"


def main():
    length, dimension = int(sys.argv[1]), int(sys.argv[2])
    repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 7
    x = np.random.default_rng(1).uniform(-1, 1, (length, dimension))
    attention(x)  # warm-up: page faults, BLAS threads
    cpu, wall = [], []
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.thread_time()
        attention(x)
        cpu.append((time.thread_time() - start_cpu) * 1e3)
        wall.append((time.perf_counter() - start) * 1e3)
    print(f"{statistics.median(cpu):.4f}\t{statistics.median(wall):.4f}\t{kernel()}")


if __name__ == "__main__":
    main()
