#!/usr/bin/env python3
"""Times NumPy on the operations the JMH benchmarks measure, on this machine.

Same sizes, float32, writing into existing arrays where NumPy allows `out=` (np.copyto, np.add(...,
out=), np.sum(..., out=)), so both sides measure the work, not allocation. Prints the median of
repeated runs (ms) as JSON lines: {"case": ..., "numpy_ms": ..., "runs": ...}; the case names
match the JMH benchmark and parameter names used in docs/benchmarks.md.

Usage: python3 samples/numpy/bench_numpy.py > samples/numpy/results.jsonl
"""
import json
import platform
import statistics
import sys
import time

import numpy as np


def median_ms(fn, min_runs=7, min_seconds=1.0):
    fn()  # warm-up: page in the arrays
    times = []
    start = time.perf_counter()
    while len(times) < min_runs or time.perf_counter() - start < min_seconds:
        t0 = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t0) * 1e3)
        if len(times) >= 200:
            break
    return statistics.median(times), len(times)


def emit(case, fn):
    ms, runs = median_ms(fn)
    print(json.dumps({"case": case, "numpy_ms": round(ms, 4), "runs": runs}))
    sys.stdout.flush()


def main():
    print(json.dumps({"numpy": np.__version__, "python": platform.python_version(),
                      "machine": platform.machine()}))
    rng = np.random.default_rng(0)

    # copies (CopyBenchmark)
    for n in (4096, 4000):
        a = rng.random((n, n), dtype=np.float32)
        d = np.empty_like(a)
        emit(f"CopyBenchmark.contiguousCopyInto:n={n}", lambda: np.copyto(d, a))
        emit(f"CopyBenchmark.transposeCopyInto:n={n}", lambda: np.copyto(d, a.T))
    for n in (256, 250):
        a = rng.random((n, n, n), dtype=np.float32)
        d = np.empty_like(a)
        emit(f"CopyBenchmark.permuteCopyInto:n={n}", lambda: np.copyto(d, a.transpose(2, 0, 1)))
    a = rng.random((4000, 4000), dtype=np.float32)
    d = np.empty((2000, 1334), dtype=np.float32)
    emit("CopyBenchmark.stridedSliceCopyInto", lambda: np.copyto(d, a[::2, ::3]))

    # broadcast adds and sums (OpsBenchmark), on C and F operands
    n = 2000
    c_order = rng.random((n, n), dtype=np.float32)
    row = rng.random((1, n), dtype=np.float32)
    col = rng.random((n, 1), dtype=np.float32)
    out1 = np.empty(n, dtype=np.float32)
    for order, arr in (("C", c_order), ("F", np.asfortranarray(c_order))):
        out = np.empty_like(arr)  # same order as the operand
        p = f"n={n},order={order}"
        emit(f"OpsBenchmark.broadcastAddRow:{p}", lambda: np.add(arr, row, out=out))
        emit(f"OpsBenchmark.broadcastAddColumn:{p}", lambda: np.add(arr, col, out=out))
        emit(f"OpsBenchmark.sumAxis0:{p}", lambda: np.sum(arr, axis=0, out=out1))
        emit(f"OpsBenchmark.sumAxis1:{p}", lambda: np.sum(arr, axis=1, out=out1))
        emit(f"OpsBenchmark.sumAll:{p}", lambda: np.sum(arr))

    # 2-D matmul (OpsBenchmark)
    for n in (256, 512):
        x = rng.random((n, n), dtype=np.float32)
        y = rng.random((n, n), dtype=np.float32)
        o = np.empty((n, n), dtype=np.float32)
        emit(f"OpsBenchmark.matmul:n={n}", lambda: np.matmul(x, y, out=o))

    # element access read-sum over a flat float32 buffer (ElementAccessBenchmark): NumPy has no
    # per-element loop worth timing; np.sum is its vectorised equivalent.
    for n in (1 << 20,):
        v = rng.random(n, dtype=np.float32)
        emit(f"ElementAccessBenchmark.sum:size={n}", lambda: np.sum(v))


if __name__ == "__main__":
    main()
