#!/usr/bin/env python3
"""Times NumPy on the operations the JMH benchmarks measure, on this machine.

Same sizes, float32, writing into existing arrays where NumPy allows `out=` (np.copyto, np.add(...,
out=), np.sum(..., out=)), so both sides measure the work, not allocation. Prints the median of
repeated runs (ms) as JSON lines: {"case": ..., "numpy_ms": ..., "runs": ...}; the case names
match the JMH benchmark and parameter names used in docs/benchmarks.md.

Usage: python3 samples/numpy/bench_numpy.py [--threads N] [--only SUBSTRING] > numpy.jsonl
(--threads caps OpenBLAS, which only matmul uses; --only times the cases whose name contains it)
"""
import json
import os
import platform
import statistics
import sys
import time

if "--threads" in sys.argv:  # before NumPy loads OpenBLAS: e.g. --threads 1
    _n = sys.argv[sys.argv.index("--threads") + 1]
    for _v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ[_v] = _n

import numpy as np  # noqa: E402


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
    emit_as([case], fn)


ONLY = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None


def emit_as(cases, fn):
    """Times fn once and reports it under each of several JMH case names."""
    if ONLY is not None and not any(ONLY in c for c in cases):
        return
    ms, runs = median_ms(fn)
    for case in cases:
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

    # 2-D matmul (MatMulBenchmark): NumPy calls OpenBLAS; both ndgen paths are compared with it
    for dtype in ("float32", "float64"):
        for n in (256, 512):
            x = rng.random((n, n)).astype(dtype)
            y = rng.random((n, n)).astype(dtype)
            o = np.empty((n, n), dtype=dtype)
            emit_as([f"MatMulBenchmark.{name}:dtype={dtype},n={n}" for name in ("ndgen", "openBlas")],
                    lambda: np.matmul(x, y, out=o))
        # the (64, 4, 250) @ (250, 250) batch (n is not used by it; reported under n=512)
        bx = rng.random((64, 4, 250)).astype(dtype)
        by = rng.random((250, 250)).astype(dtype)
        bo = np.empty((64, 4, 250), dtype=dtype)
        emit_as([f"MatMulBenchmark.{name}:dtype={dtype},n=512" for name in ("ndgenBatch", "openBlasBatch")],
                lambda: np.matmul(bx, by, out=bo))

    # products that are not square matrices (ThinMatMulBenchmark): NumPy's a @ b, allocating as ndgen's
    thin = {"vecmat": ((2048,), (2048, 2048)), "matvec": ((2048, 2048), (2048,)),
            "dot": ((1 << 20,), (1 << 20,)), "batch16": ((4096, 16, 16), (4096, 16, 16)),
            "batch3": ((65536, 3, 3), (65536, 3, 3))}
    for dtype in ("float32", "float64"):
        for shape, (xs, ys) in thin.items():
            tx = rng.random(xs).astype(dtype)
            ty = rng.random(ys).astype(dtype)
            emit_as([f"ThinMatMulBenchmark.{name}:dtype={dtype},shape={shape}" for name in ("ndgen", "openBlas")],
                    lambda: np.matmul(tx, ty))

    # matrix products at everyday shapes (MatMulShapesBenchmark)
    matmul_shapes(rng)

    # element access read-sum over a flat float32 buffer (ElementAccessBenchmark): NumPy has no
    # per-element loop worth timing; np.sum is its vectorised equivalent.
    for n in (1 << 20,):
        v = rng.random(n, dtype=np.float32)
        emit(f"ElementAccessBenchmark.sum:size={n}", lambda: np.sum(v))

    # every ufunc, cast and reduction on 2048x2048 float32 (UfuncBenchmark), and the grey-scale case
    ufuncs(rng)

    # sort, argsort, concatenate, mask and take, and random draws (BreadthBenchmark): each call allocates its result
    breadth()

    # nan-reductions and var/std over every axis, float32 and float64 (StatsBenchmark)
    stats()

    # integer ufuncs, comparisons and reductions on 2048x2048 int32/int64 (IntBenchmark)
    integers(rng)

    # int8/uint8/int16/uint16 ufuncs, comparisons, max/argmax, and the int32 clip (NarrowIntBenchmark)
    narrow_integers(rng)

    # scalar, broadcast, stepped, transposed and mixed-dtype operands (BroadcastBenchmark)
    broadcast()

    # bool, uint32 and uint64 ufuncs, comparisons, where and reductions (DtypeBenchmark)
    dtypes()

    # reductions over other layouts and axis sets (LayoutReductionBenchmark)
    layouts()

    # npy I/O, eye, array_equal, repeat, diff, allclose, short-row sort (UtilityBenchmark)
    utilities()


def matmul_shapes(rng):
    """NumPy's a @ b (allocating, as ndgen's) at MatMulShapesBenchmark's shapes, under both its
    methods' names and polluted=false (NumPy has no JIT to pollute: one timing serves both)."""
    shapes = {"tall": ((1000, 300), (300, 50)), "square": ((256, 64), (64, 256)),
              "batch": ((64, 64, 64), (64, 64, 64))}
    for dtype in ("float32", "float64"):
        for shape, (xs, ys) in shapes.items():
            x = rng.random(xs).astype(dtype)
            y = rng.random(ys).astype(dtype)
            emit_as([f"MatMulShapesBenchmark.{name}:dtype={dtype},polluted={p},shape={shape}"
                     for name in ("ndgen", "openBlas") for p in ("false", "true")],
                    lambda: np.matmul(x, y))


def ufuncs(rng):
    n = 2048
    a = rng.random((n, n), dtype=np.float32)
    b = rng.random((n, n), dtype=np.float32) + np.float32(0.5)
    cond = a < 0.5
    out = np.empty_like(a)
    out_bool = np.empty((n, n), dtype=np.bool_)
    for op in ("negative", "absolute", "sign", "sqrt", "exp", "log", "sin", "cos", "tanh"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.unaryOut:op={op}", lambda: f(a, out=out))
    a64 = a.astype(np.float64)
    out64 = np.empty_like(a64)
    for op in ("negative", "absolute", "sign", "sqrt", "exp", "log", "sin", "cos", "tanh"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.unaryOutFloat64:op={op}", lambda: f(a64, out=out64))
    for op in ("add", "subtract", "multiply", "divide", "floor_divide", "remainder", "power",
               "minimum", "maximum"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.binaryOut:op={op}", lambda: f(a, b, out=out))
    b64 = b.astype(np.float64)
    for op in ("add", "divide", "floor_divide", "remainder", "power"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.binaryOutFloat64:op={op}", lambda: f(a64, b64, out=out64))
    for op in ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.binaryOut:op={op}", lambda: f(a, b, out=out_bool))
    emit("UfuncBenchmark.addAllocating", lambda: np.add(a, b))
    emit("UfuncBenchmark.where", lambda: np.where(cond, a, b))
    # rounding into out= (float32 and float64), the float predicates into a bool out=, and clip
    # (allocating, as np.clip without out=): the same a and a64 as above, no new random draws
    for op in ("floor", "ceil", "trunc", "rint"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.unaryOut:op={op}", lambda: f(a, out=out))
        emit(f"UfuncBenchmark.unaryOutFloat64:op={op}", lambda: f(a64, out=out64))
    for op in ("isnan", "isinf", "isfinite"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.predicateOut:op={op}", lambda: f(a, out=out_bool))
    emit("UfuncBenchmark.clip", lambda: np.clip(a, 0.25, 0.75))
    emit("UfuncBenchmark.clipFloat64", lambda: np.clip(a64, 0.25, 0.75))
    x = rng.random((n, n), dtype=np.float32)
    for cast in ("float32>float64", "float32>int32", "float64>float32", "int32>float32",
                 "int32>int64", "uint8>float32", "uint8>float64", "int16>float32"):
        src, dst = cast.split(">")
        s = x.astype(src) if src.startswith("float") else (x * 200).astype(src)
        emit(f"UfuncBenchmark.astype:cast={cast}", lambda: s.astype(dst))
    for op in ("sum", "mean", "prod", "min", "max", "argmin", "argmax"):
        f = getattr(np, op)
        emit(f"UfuncBenchmark.reduce:axis=all,op={op}", lambda: f(a))
        for axis in (0, 1):
            emit(f"UfuncBenchmark.reduce:axis={axis},op={op}", lambda: f(a, axis=axis))
        emit(f"UfuncBenchmark.reduceFloat64:axis=all,op={op}", lambda: f(a64))
        for axis in (0, 1):
            emit(f"UfuncBenchmark.reduceFloat64:axis={axis},op={op}", lambda: f(a64, axis=axis))
    clip = rng.random((64, 240, 320, 3), dtype=np.float32)
    w = np.array([0.299, 0.587, 0.114], dtype=np.float32)
    emit("UfuncBenchmark.greyscale", lambda: (clip * w).sum(axis=3))


def stats():
    # nan-reductions and var/std over every axis, float32 and float64 (StatsBenchmark; nanred14)
    a = np.random.default_rng(0).random((2048, 2048), dtype=np.float32)
    for dtype, x in (("float32", a), ("float64", a.astype(np.float64))):
        for op in ("nansum", "nanmean", "nanmin", "nanmax", "var", "std"):
            f = getattr(np, op)
            for axis in ("all", "0", "1"):
                ax = None if axis == "all" else int(axis)
                emit(f"StatsBenchmark.stats:axis={axis},dtype={dtype},op={op}",
                     lambda: f(x, axis=ax))


def layouts():
    # reductions over other layouts and axis sets, each allocating its result
    # (LayoutReductionBenchmark; red15): operands as the JMH state's, uniform [0, 1) float32
    gen = np.random.default_rng(0)
    a = gen.random((2048, 2048), dtype=np.float32)
    c = gen.random((64, 256, 256), dtype=np.float32)
    mask = a > 0.5
    i32 = (a * 2000 - 1000).astype(np.int32)
    i64 = i32.astype(np.int64)
    calls = {"transposedAxis1": lambda: a.T.sum(axis=1), "rank3Axes02": lambda: c.sum(axis=(0, 2)),
             "rank3Axis1": lambda: c.sum(axis=1), "rank3Axis2": lambda: c.sum(axis=2),
             "steppedAll": lambda: a[:, ::2].sum(), "boolAxis0": lambda: mask.sum(axis=0),
             "int32Mean": lambda: i32.mean(), "int32MeanAxis1": lambda: i32.mean(axis=1),
             "int64All": lambda: i64.sum(), "int64Axis1": lambda: i64.sum(axis=1)}
    for shape, f in calls.items():
        emit(f"LayoutReductionBenchmark.reduce:shape={shape}", f)


def breadth():
    gen = np.random.default_rng(0)  # the same data as the JMH states (Rng.defaultRng(0))
    n = 1_000_000
    for dtype in ("FLOAT64", "FLOAT32", "INT64"):
        if dtype == "INT64":
            v = np.random.default_rng(0).integers(0, 1 << 40, n)
        else:
            v = np.random.default_rng(0).random(n, dtype=np.float32 if dtype == "FLOAT32" else np.float64)
        p = f"dtype={dtype},n={n}"
        emit(f"BreadthBenchmark.sort:{p}", lambda: np.sort(v))
        emit(f"BreadthBenchmark.argsort:{p}", lambda: np.argsort(v, kind="stable"))
        emit(f"BreadthBenchmark.cumsum:{p}", lambda: np.cumsum(v))
    m = np.random.default_rng(0).random((1000, 1000))
    emit("BreadthBenchmark.sortAxis0:n=1000", lambda: np.sort(m, axis=0))
    emit("BreadthBenchmark.sortAxis1:n=1000", lambda: np.sort(m, axis=1))
    emit("BreadthBenchmark.cumsumAxis0:n=1000", lambda: np.cumsum(m, axis=0))
    emit("BreadthBenchmark.cumsumAxis1:n=1000", lambda: np.cumsum(m, axis=1))
    a = gen.random((2000, 2000), dtype=np.float32)
    b = gen.random((2000, 2000), dtype=np.float32)
    emit("BreadthBenchmark.concatenateAxis0:n=2000", lambda: np.concatenate([a, b], axis=0))
    emit("BreadthBenchmark.concatenateAxis1:n=2000", lambda: np.concatenate([a, b], axis=1))
    x = np.random.default_rng(0).random((2000, 2000), dtype=np.float32)
    half = x > 0.5
    index = (np.arange(2000) * 7919) % 2000
    emit("BreadthBenchmark.maskHalf:n=2000", lambda: x[half])
    emit("BreadthBenchmark.takeAxis0:n=2000", lambda: np.take(x, index, axis=0))
    emit("BreadthBenchmark.takeAxis1:n=2000", lambda: np.take(x, index, axis=1))
    draws = np.random.default_rng(1)
    emit(f"BreadthBenchmark.standardNormal:n={n}", lambda: draws.standard_normal(n))
    emit(f"BreadthBenchmark.standardNormalFloat32:n={n}",
         lambda: draws.standard_normal(n, dtype=np.float32))
    emit(f"BreadthBenchmark.random:n={n}", lambda: draws.random(n))
    emit(f"BreadthBenchmark.randomFloat32:n={n}", lambda: draws.random(n, dtype=np.float32))


def integers(rng):
    n = 2048
    for dtype in ("int32", "int64"):
        a = (rng.random((n, n), dtype=np.float32) * 2000 - 1000).astype(dtype)
        b = ((rng.random((n, n), dtype=np.float32) + np.float32(0.5)) * 100).astype(dtype)
        out = np.empty_like(a)
        out_bool = np.empty((n, n), dtype=np.bool_)
        for op in ("add", "multiply", "maximum", "less", "floor_divide"):
            f = getattr(np, op)
            o = out_bool if op == "less" else out
            emit(f"IntBenchmark.binaryOut:dtype={dtype},op={op}", lambda: f(a, b, out=o))
        for op in ("sum", "max", "argmax"):
            f = getattr(np, op)
            emit(f"IntBenchmark.reduce:axis=all,dtype={dtype},op={op}", lambda: f(a))
            for axis in (0, 1):
                emit(f"IntBenchmark.reduce:axis={axis},dtype={dtype},op={op}",
                     lambda: f(a, axis=axis))


def narrow_integers(rng):
    n = 2048
    for dtype in ("int8", "uint8", "int16", "uint16"):
        a = rng.random((n, n), dtype=np.float32) * 200
        a = (a if dtype.startswith("u") else a - 100).astype(dtype)
        b = ((rng.random((n, n), dtype=np.float32) + np.float32(0.5)) * 80).astype(dtype)
        out = np.empty_like(a)
        out_bool = np.empty((n, n), dtype=np.bool_)
        for op in ("add", "multiply", "maximum", "less"):
            f = getattr(np, op)
            o = out_bool if op == "less" else out
            emit(f"NarrowIntBenchmark.binaryOut:dtype={dtype},op={op}", lambda: f(a, b, out=o))
        emit(f"NarrowIntBenchmark.addAllocating:dtype={dtype}", lambda: a + b)
        for op in ("max", "argmax"):
            f = getattr(np, op)
            emit(f"NarrowIntBenchmark.reduce:axis=all,dtype={dtype},op={op}", lambda: f(a))
            emit(f"NarrowIntBenchmark.reduce:axis=1,dtype={dtype},op={op}", lambda: f(a, axis=1))
    a32 = (rng.random((n, n), dtype=np.float32) * 2000 - 1000).astype(np.int32)
    emit("NarrowIntBenchmark.clipInt32", lambda: np.clip(a32, -10, 10))

def dtypes():
    # DtypeBenchmark: bool (add is logical or, multiply logical and), uint32, uint64
    n = 2048
    g = np.random.default_rng(0)
    x = g.random((n, n), dtype=np.float32) * 200
    y = (g.random((n, n), dtype=np.float32) + np.float32(0.5)) * 80
    cond = x < 100
    out_bool = np.empty((n, n), dtype=np.bool_)
    for dtype in ("bool", "uint32", "uint64"):
        a, b = (cond, y < 80) if dtype == "bool" else (x.astype(dtype), y.astype(dtype))
        out = np.empty_like(a)
        for op in ("add", "multiply", "maximum", "less", "equal"):
            f = getattr(np, op)
            o = out_bool if op in ("less", "equal") else out
            emit(f"DtypeBenchmark.binaryOut:dtype={dtype},op={op}", lambda: f(a, b, out=o))
        emit(f"DtypeBenchmark.addAllocating:dtype={dtype}", lambda: a + b)
        emit(f"DtypeBenchmark.where:dtype={dtype}", lambda: np.where(cond, a, b))
        for op in ("max", "min", "argmax"):
            f = getattr(np, op)
            emit(f"DtypeBenchmark.reduce:axis=all,dtype={dtype},op={op}", lambda: f(a))
            emit(f"DtypeBenchmark.reduce:axis=1,dtype={dtype},op={op}", lambda: f(a, axis=1))
    last = np.zeros((n, n), dtype=np.bool_)
    last[-1, -1] = True
    emit("DtypeBenchmark.boolMaxLastTrue", lambda: np.max(last))


def broadcast():
    # BroadcastBenchmark: every case allocating (alloc) and into an existing array (out)
    n = 2048
    g = np.random.default_rng(0)
    a = g.random((n, n), dtype=np.float32)
    b = (g.random((n, n), dtype=np.float32) + np.float32(0.5))
    row = g.random(n, dtype=np.float32)
    col = g.random((n, 1), dtype=np.float32)
    i32 = (a * 2000.0 - 1000.0).astype(np.int32)
    d = b.astype(np.float64)
    o = np.empty((n, n), np.float32)
    half = np.empty((n, n // 2), np.float32)
    o64 = np.empty((n, n), np.float64)
    ob = np.empty((n, n), np.bool_)
    stepped = a[:, ::2]
    cases = {
        "addRow": (lambda: a + row, lambda: np.add(a, row, out=o)),
        "addColumn": (lambda: a + col, lambda: np.add(a, col, out=o)),
        "multiplyScalar": (lambda: a * 2.0, lambda: np.multiply(a, 2.0, out=o)),
        "divideScalar": (lambda: a / 3.0, lambda: np.divide(a, 3.0, out=o)),
        "powerTwo": (lambda: a ** 2, lambda: np.power(a, 2, out=o)),
        "powerHalf": (lambda: a ** 0.5, lambda: np.power(a, 0.5, out=o)),
        "greaterScalar": (lambda: a > 0.5, lambda: np.greater(a, 0.5, out=ob)),
        "sqrtStepped": (lambda: np.sqrt(stepped), lambda: np.sqrt(stepped, out=half)),
        "expTransposed": (lambda: np.exp(a.T), lambda: np.exp(a.T, out=o)),
        "int32PlusFloat32": (lambda: i32 + a, lambda: np.add(i32, a, out=o64)),
        "float32PlusFloat64": (lambda: a + d, lambda: np.add(a, d, out=o64)),
        "addTransposed": (lambda: a.T + b, lambda: np.add(a.T, b, out=o)),
    }
    for op, (alloc, out) in cases.items():
        emit(f"BroadcastBenchmark.alloc:op={op}", alloc)
        emit(f"BroadcastBenchmark.out:op={op}", out)
    emit("BroadcastBenchmark.addOut", lambda: np.add(a, b, out=o))
def utilities():
    # the whole-array utilities (UtilityBenchmark; io15): every call allocates its result
    import tempfile
    n = 2048
    gen = np.random.default_rng(1)  # the JMH state's Rng.defaultRng(1) draws
    a = gen.standard_normal((n, n), dtype=np.float32)
    b = gen.standard_normal((n, n), dtype=np.float32)
    close = a + a * 3e-6
    with tempfile.TemporaryDirectory() as tmp:
        written = os.path.join(tmp, "written.npy")
        read = os.path.join(tmp, "read.npy")
        np.save(read, a)
        cases = {
            "npyWrite": lambda: np.save(written, a),
            "npyRead": lambda: np.load(read),
            "eye": lambda: np.eye(n, dtype=np.float32),
            "arrayEqualCopy": lambda: np.array_equal(a, a.copy()),
            "repeat2Axis0": lambda: np.repeat(a, 2, axis=0),
            "repeat2Axis1": lambda: np.repeat(a, 2, axis=1),
            "diffAxis0": lambda: np.diff(a, axis=0),
            "diffAxis1": lambda: np.diff(a, axis=1),
            "allcloseFalse": lambda: np.allclose(a, b),
            "allcloseTrue": lambda: np.allclose(a, close),
            "sortRowsAxis1": lambda: np.sort(a[:256], axis=1),
            "allocate16": lambda: np.zeros((n, n), dtype=np.float32),
            "allocate32": lambda: np.zeros((n, 2 * n), dtype=np.float32),
        }
        for op, fn in cases.items():
            emit(f"UtilityBenchmark.utility:op={op}", fn)


if __name__ == "__main__":
    main()
