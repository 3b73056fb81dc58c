#!/usr/bin/env python3
"""One table from several JMH runs of the same benchmarks and NumPy's timings, for docs/benchmarks.md.

Usage:
  python3 scripts/bench/compare.py numpy.jsonl LABEL=jmh.json [LABEL=jmh.json ...]

Each LABEL=file is a JMH JSON result (e.g. simd=, scalar=, simd-1t=, baseline=); the table has one
column of medians (ms) per label, NumPy's median, and each label's ratio to NumPy (< 1: faster
than NumPy). Rows are the union of the benchmarks, keyed like scripts/bench/report.py.
"""
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from report import load_jmh, load_numpy  # noqa: E402


def main():
    numpy = load_numpy(sys.argv[1])
    runs = []
    for arg in sys.argv[2:]:
        label, path = arg.split("=", 1)
        runs.append((label, load_jmh(path)))
    keys = sorted(set().union(*(r.keys() for _, r in runs)))
    head = ["benchmark", "params"] + [f"{l} ms" for l, _ in runs] + ["NumPy ms"] + [
        f"{l} × NumPy" for l, _ in runs]
    print("| " + " | ".join(head) + " |")
    print("| --- | --- |" + " ---: |" * (2 * len(runs) + 1))
    for k in keys:
        row = next(r[k] for _, r in runs if k in r)
        params = ", ".join(f"{a}={b}" for a, b in sorted(row["params"].items()))
        cells = [row["name"], params]
        meds = [r[k]["median"] if k in r else None for _, r in runs]
        cells += [f"{m:.3f}" if m is not None else "" for m in meds]
        np_ms = numpy.get(k)
        cells.append(f"{np_ms}" if np_ms is not None else "")
        cells += [f"{m / np_ms:.2f}" if (m is not None and np_ms) else "" for m in meds]
        print("| " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
