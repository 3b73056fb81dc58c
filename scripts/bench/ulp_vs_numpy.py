#!/usr/bin/env python3
"""Accuracy of ndgen's transcendental functions against NumPy's, in ULP, over a large sample.

For each function and dtype it draws N inputs (NumPy's default_rng, fixed seed) over the range
where the function is interesting, writes them as .npy, runs ndgen's io.ndgen.samples.UlpTool on
them (with the Vector API module unless --scalar), and reports, for ndgen against NumPy and for
each against the exact result (computed in float64 for float32, in longdouble for float64): the
largest ULP difference, the share of elements with any difference, and the mean.

Usage: python3 scripts/bench/ulp_vs_numpy.py [--n 4000000] [--scalar] [--functions power,exp]
(after mvn -B -q -DskipTests package; prints a Markdown table for docs/ops.md)
"""
import argparse
import os
import subprocess
import sys
import tempfile

import numpy as np

RANGES = {
    "exp": (-80.0, 80.0),
    "log": (1e-30, 1e30),
    "sin": (-1e4, 1e4),
    "cos": (-1e4, 1e4),
    "tanh": (-20.0, 20.0),
    "sqrt": (0.0, 1e30),
    "power": None,  # two inputs: sample_power
}


def ulp_diff(a, b, dtype):
    """|a - b| in units in the last place of dtype, via the ordered integer representation."""
    itype = np.int32 if dtype == np.float32 else np.int64
    ai = a.astype(dtype).view(itype).astype(np.int64)
    bi = b.astype(dtype).view(itype).astype(np.int64)
    lo = np.iinfo(itype).min
    ai = np.where(ai < 0, lo - ai, ai)
    bi = np.where(bi < 0, lo - bi, bi)
    d = np.abs(ai - bi)
    both_nan = np.isnan(a) & np.isnan(b)
    return np.where(both_nan, 0, d)


def sample(rng, name, dtype, n):
    lo, hi = RANGES[name]
    if name in ("log", "sqrt"):  # log-uniform over many binades
        x = np.exp(rng.uniform(np.log(max(lo, 1e-30)), np.log(hi), n))
    else:
        x = rng.uniform(lo, hi, n)
    return x.astype(dtype)


def sample_power(rng, dtype, n):
    """Bases and exponents (two rows): half positive bases log-uniform over [1e-5, 1e5] (float32
    [1e-3, 1e3]) to exponents uniform in [-100, 100] (float32 [-12, 12]), half negative bases to
    integer exponents in [-40, 40]."""
    span, big = (5, 100) if dtype == np.float64 else (3, 12)
    k = n // 2
    a = np.concatenate([10 ** rng.uniform(-span, span, k), -(10 ** rng.uniform(-3, 3, n - k))])
    b = np.concatenate([rng.uniform(-big, big, k), rng.integers(-40, 41, n - k)])
    return np.stack([a, b]).astype(dtype)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=4_000_000)
    p.add_argument("--scalar", action="store_true", help="run ndgen without the Vector API")
    p.add_argument("--functions", default=",".join(RANGES), help="comma-separated subset")
    args = p.parse_args()
    rng = np.random.default_rng(2026)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    jar = os.path.join(root, "samples", "target", "benchmarks.jar")
    with tempfile.TemporaryDirectory() as d:
        inputs = {}
        for name in args.functions.split(","):
            for dtype in (np.float32, np.float64):
                x = (sample_power if name == "power" else lambda r, dt, n: sample(r, name, dt, n))(
                    rng, dtype, args.n)
                path = os.path.join(d, f"{name}_{np.dtype(dtype).name}.npy")
                np.save(path, x)
                inputs[(name, dtype)] = (x, path)
        cmd = ["java"] + ([] if args.scalar else ["--add-modules", "jdk.incubator.vector"])
        subprocess.run(cmd + ["-cp", jar, "io.ndgen.samples.UlpTool", d], check=True)
        print(f"| function | dtype | ndgen vs NumPy: max ulp | differ | mean ulp | "
              f"ndgen vs exact: max | NumPy vs exact: max |")
        print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
        for (name, dtype), (x, path) in inputs.items():
            ours = np.load(path.replace(".npy", ".ndgen.npy"))
            f = getattr(np, name)
            wide = np.float64 if dtype == np.float32 else np.longdouble
            with np.errstate(all="ignore"):
                theirs = f(*x) if name == "power" else f(x)
                exact = f(*x.astype(wide)) if name == "power" else f(x.astype(wide))
            d = ulp_diff(ours, theirs, dtype)
            e_ours = ulp_diff(ours, exact.astype(dtype), dtype)
            e_np = ulp_diff(theirs, exact.astype(dtype), dtype)
            print(f"| {name} | {np.dtype(dtype).name} | {d.max()} | {np.mean(d != 0):.2%} | "
                  f"{d.mean():.3f} | {e_ours.max()} | {e_np.max()} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
