#!/usr/bin/env python3
"""Turns a JMH JSON result file and the NumPy timings into the tables of docs/benchmarks.md.

Usage:
  java -jar samples/target/benchmarks.jar -rf json -rff jmh.json [selectors...]
  python3 samples/numpy/bench_numpy.py > numpy.jsonl
  python3 scripts/bench/report.py jmh.json numpy.jsonl > table.md

For every benchmark it prints the median of all measured iterations (ms, from JMH's raw data),
JMH's 99.9% error, the ratio to its hand-written/arraycopy baseline measured in the same run
(BASELINES below; > 1 means slower than the baseline), and the ratio to NumPy's median for the
same case (< 1 means faster than NumPy).
"""
import json
import statistics
import sys

# benchmark method -> the baseline method of the same class and parameters
BASELINES = {
    "CopyBenchmark.contiguousCopyInto": "CopyBenchmark.contiguousArraycopy",
    "CopyBenchmark.transposeCopyInto": "CopyBenchmark.contiguousArraycopy",
    "CopyBenchmark.transposeHandWritten": "CopyBenchmark.contiguousArraycopy",
    "CopyBenchmark.permuteCopyInto": "CopyBenchmark.cubeArraycopy",
    "CopyBenchmark.permuteHandWritten": "CopyBenchmark.cubeArraycopy",
    "CopyBenchmark.stridedSliceCopyInto": "CopyBenchmark.stridedSliceHandWritten",
    "TraversalBenchmark.columnOrderSum": "TraversalBenchmark.rowOrderSum",
    "OpsBenchmark.broadcastAddRow": "OpsBenchmark.broadcastAddRowHandWritten",
    "OpsBenchmark.broadcastAddColumn": "OpsBenchmark.broadcastAddColumnHandWritten",
    "OpsBenchmark.sumAxis0": "OpsBenchmark.sumAxis0HandWritten",
    "OpsBenchmark.sumAxis1": "OpsBenchmark.sumAxis1HandWritten",
    "OpsBenchmark.sumAll": "OpsBenchmark.sumAllHandWritten",
    "MatMulBenchmark.ndgen": "MatMulBenchmark.handWritten",
    "MatMulBenchmark.openBlas": "MatMulBenchmark.handWritten",
    "TraversalBenchmark.copyTransposedViews": "TraversalBenchmark.copyContiguousView",
    "ElementAccessBenchmark.generatedSum": "ElementAccessBenchmark.handSum",
    "ElementAccessBenchmark.genericSum": "ElementAccessBenchmark.handSum",
    "ElementAccessBenchmark.generatedSum8": "ElementAccessBenchmark.handSum8",
    "ElementAccessBenchmark.genericSum8": "ElementAccessBenchmark.handSum8",
    "ElementAccessBenchmark.generatedWrite": "ElementAccessBenchmark.handWrite",
    "ElementAccessBenchmark.genericWrite": "ElementAccessBenchmark.handWrite",
    "GeneratedLoopsBenchmark.sumContiguous": "GeneratedLoopsBenchmark.sumHandWritten",
    "GeneratedLoopsBenchmark.sumTransposed": "GeneratedLoopsBenchmark.sumContiguous",
    "GeneratedLoopsBenchmark.sumPermuted": "GeneratedLoopsBenchmark.sumContiguous",
    "GeneratedLoopsBenchmark.fillContiguous": "GeneratedLoopsBenchmark.fillHandWritten",
    "GeneratedLoopsBenchmark.fillTransposed": "GeneratedLoopsBenchmark.fillContiguous",
    "GeneratedLoopsBenchmark.fillPermuted": "GeneratedLoopsBenchmark.fillContiguous",
    "GeneratedLoopsBenchmark.mapContiguous": "GeneratedLoopsBenchmark.mapHandWritten",
    "GeneratedLoopsBenchmark.mapTransposed": "GeneratedLoopsBenchmark.mapContiguous",
    "GeneratedLoopsBenchmark.mapPermuted": "GeneratedLoopsBenchmark.mapContiguous",
    "GeneratedLoopsBenchmark.mapInPlaceContiguous": "GeneratedLoopsBenchmark.mapInPlaceHandWritten",
    "GeneratedLoopsBenchmark.mapInPlaceTransposed": "GeneratedLoopsBenchmark.mapInPlaceContiguous",
    "GeneratedLoopsBenchmark.mapInPlacePermuted": "GeneratedLoopsBenchmark.mapInPlaceContiguous",
    "GeneratedLoopsBenchmark.copyContiguous": "GeneratedLoopsBenchmark.copyHandWritten",
    "GeneratedLoopsBenchmark.copyTransposed": "GeneratedLoopsBenchmark.copyContiguous",
    "GeneratedLoopsBenchmark.copyPermuted": "GeneratedLoopsBenchmark.copyContiguous",
    "GeneratedLoopsBenchmark.copyTransposedRuntime": "GeneratedLoopsBenchmark.copyContiguous",
    "GeneratedLoopsBenchmark.copyTransposedHandWritten": "GeneratedLoopsBenchmark.copyContiguous",
    "BreadthBenchmark.sort": "BreadthBenchmark.sortJdk",
    "BreadthBenchmark.argsort": "BreadthBenchmark.sortJdk",
    "BreadthBenchmark.sortAxis0": "BreadthBenchmark.sortRowsJdk",
    "BreadthBenchmark.sortAxis1": "BreadthBenchmark.sortRowsJdk",
    "BreadthBenchmark.cumsum": "BreadthBenchmark.cumsumHandWritten",
    "BreadthBenchmark.cumsumAxis0": "BreadthBenchmark.cumsumRowsHandWritten",
    "BreadthBenchmark.cumsumAxis1": "BreadthBenchmark.cumsumRowsHandWritten",
    "BreadthBenchmark.concatenateAxis0": "BreadthBenchmark.concatenateAxis0Arraycopy",
    "BreadthBenchmark.concatenateAxis1": "BreadthBenchmark.concatenateAxis1Arraycopy",
    "BreadthBenchmark.standardNormal": "BreadthBenchmark.standardNormalJdk",
    "BreadthBenchmark.standardNormalFloat32": "BreadthBenchmark.standardNormalJdk",
    "BreadthBenchmark.random": "BreadthBenchmark.randomJdk",
    # only in the nd4j profile's jar: ND4J against the generated class
    "Nd4jBenchmark.nd4jSum8": "Nd4jBenchmark.generatedSum8",
    "Nd4jBenchmark.nd4jWrite": "Nd4jBenchmark.generatedWrite",
    "Nd4jBenchmark.nd4jPermutedCopy": "Nd4jBenchmark.generatedPermutedCopy",
}


def short_name(full):
    parts = full.split(".")
    return parts[-2] + "." + parts[-1]


def key(name, params):
    if not params:
        return name
    return name + ":" + ",".join(f"{k}={v}" for k, v in sorted(params.items()))


def to_ms(value, unit):
    scale = {"ns/op": 1e-6, "us/op": 1e-3, "ms/op": 1.0, "s/op": 1e3}[unit]
    return value * scale


def load_jmh(path):
    rows = {}
    for r in json.load(open(path)):
        name = short_name(r["benchmark"])
        params = r.get("params") or {}
        metric = r["primaryMetric"]
        raw = [v for fork in metric["rawData"] for v in fork]
        unit = metric["scoreUnit"]
        rows[key(name, params)] = {
            "name": name,
            "params": params,
            "median": to_ms(statistics.median(raw), unit),
            "error": to_ms(metric["scoreError"], unit) if metric["scoreError"] == metric["scoreError"] else float("nan"),
        }
    return rows


def load_numpy(path):
    out = {}
    for line in open(path):
        d = json.loads(line)
        if "case" in d:
            out[d["case"]] = d["numpy_ms"]
    return out


def main():
    jmh = load_jmh(sys.argv[1])
    numpy = load_numpy(sys.argv[2]) if len(sys.argv) > 2 else {}
    print("| benchmark | params | median ms | ± error | baseline | × baseline | NumPy ms | × NumPy |")
    print("| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |")
    for k in sorted(jmh):
        r = jmh[k]
        base = BASELINES.get(r["name"])
        base_row = jmh.get(key(base, r["params"])) if base else None
        ratio = f"{r['median'] / base_row['median']:.2f}" if base_row else ""
        np_ms = numpy.get(k)
        np_ratio = f"{r['median'] / np_ms:.2f}" if np_ms else ""
        params = ", ".join(f"{a}={b}" for a, b in sorted(r["params"].items()))
        print(
            f"| {r['name']} | {params} | {r['median']:.3f} | {r['error']:.3f} | "
            f"{base.split('.')[-1] if base else ''} | {ratio} | "
            f"{np_ms if np_ms is not None else ''} | {np_ratio} |"
        )


if __name__ == "__main__":
    main()
