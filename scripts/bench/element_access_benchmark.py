"""Writes samples/.../bench/ElementAccessBenchmark.java: one JMH method per rank (1-8), accumulator
count (1, 4, 8) and variant (generated get, StridedArray.getFloat, hand-written flat index), which
JMH needs as separate methods. Edit this script, not the benchmark, then format the output:

    python3 scripts/bench/element_access_benchmark.py && mvn -B -q spotless:apply -pl samples
"""
import pathlib

RANKS = 8
SHAPES = {1: [1 << 20], 2: [1024, 1024], 3: [64, 128, 128], 4: [32, 32, 32, 32],
          5: [8, 16, 16, 16, 32], 6: [4, 8, 8, 8, 16, 32], 7: [4, 4, 4, 8, 8, 8, 32],
          8: [4, 4, 4, 4, 4, 4, 8, 32]}
CLASSES = {1: "LineArray", 2: "PlaneArray", 3: "VolumeArray", 4: "TesseractArray",
           5: "PenteractArray", 6: "HexeractArray", 7: "HepteractArray", 8: "OcteractArray"}
FIELDS = {1: "line", 2: "plane", 3: "volume", 4: "tesseract", 5: "penteract", 6: "hexeract",
          7: "hepteract", 8: "octeract"}
ACC = [1, 4, 8]

out = []
w = out.append

def idx(r, last_plus=None):
    xs = [f"i{k}" for k in range(r)]
    if last_plus:
        xs[-1] = f"i{r-1} + {last_plus}"
    return ", ".join(xs)

def combine(a):
    if a == 1:
        return "s0"
    if a == 4:
        return "(s0 + s1) + (s2 + s3)"
    return "((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7))"

def open_method(ret, name, kind, r):
    """The method's signature and the extents it reads."""
    if kind == "generated":
        params = f"{CLASSES[r]} a"
        ext = [f"    int n{k} = a.shape({k});" for k in range(r)]
    elif kind == "generic":
        params = "StridedArray a"
        ext = [f"    int n{k} = a.shape()[{k}];" for k in range(r)]
    else:
        params = "float[] d, " + ", ".join(f"int n{k}" for k in range(r))
        ext = []
    w(f"  private static {ret} {name}({params}) {{")
    for e in ext:
        w(e)

def loops(kind, r, last_step="++"):
    """The loop nest down to the last axis (the hand loop keeps the row's partial products
    p0..p(r-2)); returns the body's indent."""
    ind = "    "
    for k in range(r):
        step = last_step if k == r - 1 else "++"
        w(f"{ind}for (int i{k} = 0; i{k} < n{k}; i{k}{step}) {{")
        ind += "  "
        if kind == "hand" and k < r - 1:
            if k == 0:
                w(f"{ind}int p0 = i0 * n1;")
            else:
                w(f"{ind}int p{k} = (p{k-1} + i{k}) * n{k+1};")
    return ind

def close_loops(r, ind):
    for k in range(r):
        ind = ind[:-2]
        w(f"{ind}}}")

def hand_index(r, last):
    """The hand loop's flat index, its last axis at `last`."""
    return ("" if r == 1 else f"p{r-2} + ") + last

def sum_method(kind, r, a):
    name = f"{kind}Sum{'' if a == 1 else a}x{r}" if a != 1 else f"{kind}Sum{r}"
    open_method("float", name, kind, r)
    for s in range(a):
        w(f"    float s{s} = 0;")
    ind = loops(kind, r, f" += {a}" if a > 1 else "++")
    for s in range(a):
        plus = str(s) if s > 0 else None
        if kind == "hand":
            w(f"{ind}s{s} += d[{hand_index(r, f'i{r-1}' + (f' + {s}' if s else ''))}];")
        elif kind == "generated":
            w(f"{ind}s{s} += a.get({idx(r, plus)});")
        else:
            w(f"{ind}s{s} += a.getFloat({idx(r, plus)});")
    close_loops(r, ind)
    w(f"    return {combine(a)};")
    w("  }")
    w("")
    return name

def write_method(kind, r):
    name = f"{kind}Write{r}"
    open_method("void", name, kind, r)
    ind = loops(kind, r)
    last = f"i{r-1}"
    if kind == "hand":
        w(f"{ind}d[{hand_index(r, last)}] = {last};")
    elif kind == "generated":
        w(f"{ind}a.set({idx(r)}, {last});")
    else:
        w(f"{ind}a.setFloat(new int[] {{{idx(r)}}}, {last});")
    close_loops(r, ind)
    w("  }")
    w("")

def call(kind, r, a, write=False):
    if write:
        nm = f"{kind}Write{r}"
    else:
        nm = f"{kind}Sum{r}" if a == 1 else f"{kind}Sum{a}x{r}"
    if kind == "generated":
        return f"{nm}({FIELDS[r]})"
    if kind == "generic":
        return f"{nm}(generic)"
    return f"{nm}(data, " + ", ".join(f"shape[{k}]" for k in range(r)) + ")"

def bench(kind, a, write=False):
    if write:
        name = f"{kind}Write"
        w("  @Benchmark")
        w(f"  public float[] {name}() {{")
        w("    switch (rank) {")
        for r in range(1, RANKS + 1):
            w(f"      case {r}:")
            w(f"        {call(kind, r, a, True)};")
            w("        return data;")
    else:
        name = f"{kind}Sum{'' if a == 1 else a}"
        w("  @Benchmark")
        w(f"  public float {name}() {{")
        w("    switch (rank) {")
        for r in range(1, RANKS + 1):
            w(f"      case {r}:")
            w(f"        return {call(kind, r, a)};")
    w("      default:")
    w('        throw new IllegalStateException("rank " + rank);')
    w("    }")
    w("  }")
    w("")

HEADER = '''package io.ndgen.samples.bench;

import io.ndgen.runtime.StridedArray;
import io.ndgen.samples.specs.VolumeArray;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Element access one index tuple at a time, ranks 1 to 8 over the same 2^20 float32 elements
 * (shapes (1048576), (1024, 1024), (64, 128, 128), (32, 32, 32, 32), (8, 16, 16, 16, 32), (4, 8,
 * 8, 8, 16, 32), (4, 4, 4, 8, 8, 8, 32), (4, 4, 4, 4, 4, 4, 8, 32): rows of 32 from rank 4 on):
 * the generated {@code get}/{@code set} against {@link
 * StridedArray#getFloat(int...)}/{@link StridedArray#setFloat} and against the hand-written loop
 * nest that computes the flat index itself (its baseline). All three walk the same storage in the
 * same (C) order.
 *
 * <p>Sums come in three flavours: one accumulator ({@code *Sum}), whose float adds form one chain
 * of dependent additions, so every variant runs at the add latency and indexing costs little; and
 * four or eight independent accumulators ({@code *Sum4}, {@code *Sum8}), which take the add chain
 * away and leave the loads and the index arithmetic to be measured. Writes store the last index as
 * a float.
 *
 * <p>Generated by {@code scripts/bench/element_access_benchmark.py}: edit that script, not this file.
 *
 * <p>Run: {@code java -jar samples/target/benchmarks.jar ElementAccessBenchmark}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Benchmark)
public class ElementAccessBenchmark {
  /** Rank of the arrays; every rank holds the same 2^20 elements. */
  @Param({"1", "2", "3", "4", "5", "6", "7", "8"})
  public int rank;

  float[] data;
  int[] shape;
'''
w(HEADER)
for r in range(1, RANKS + 1):
    w(f"  {CLASSES[r]} {FIELDS[r]};")
w("  StridedArray generic;")
w("")
w("  @Setup(Level.Trial)")
w("  public void setUp() {")
w("    shape = shapeOf(rank);")
w("    data = new float[1 << 20];")
w("    for (int i = 0; i < data.length; i++) {")
w("      data[i] = (i % 61) * 0.25f;")
w("    }")
for r in range(1, RANKS + 1):
    dims = ", ".join(str(x) for x in SHAPES[r]) if r > 1 else "data.length"
    w(f"    {FIELDS[r]} = {CLASSES[r]}.wrap(data, {dims});")
w("    generic = StridedArray.wrap(data, shape);")
w("  }")
w("")
w("  static int[] shapeOf(int rank) {")
w("    switch (rank) {")
for r in range(1, RANKS + 1):
    dims = ", ".join("1 << 20" if x == 1 << 20 else str(x) for x in SHAPES[r])
    w(f"      case {r}:")
    w(f"        return new int[] {{{dims}}};")
w("      default:")
w('        throw new IllegalArgumentException("rank " + rank + " is not benchmarked (1 to 8)");')
w("    }")
w("  }")
w("")
for a in ACC:
    for kind in ("generated", "generic", "hand"):
        bench(kind, a)
for kind in ("generated", "generic", "hand"):
    bench(kind, 1, True)
for r in range(1, RANKS + 1):
    for kind in ("generated", "generic", "hand"):
        for a in ACC:
            sum_method(kind, r, a)
        write_method(kind, r)
text = "\n".join(out).rstrip() + "\n}\n"
ROOT = pathlib.Path(__file__).resolve().parents[2]
TARGET = ROOT / "samples/src/main/java/io/ndgen/samples/bench/ElementAccessBenchmark.java"
TARGET.write_text(text)
