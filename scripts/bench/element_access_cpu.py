"""Generated get/set against the hand-written loop in thread CPU time, for a shared machine.

JMH's wall-clock medians of these loops move by up to 35% between JVMs when other builds run, and
JMH runs all generated methods before all hand-written ones, so load that comes and goes tilts the
ratios. This harness times each pair in the same JVM, alternating generated and hand-written in
every round (thread CPU time, so time spent descheduled does not count), takes medians over the
rounds, and repeats that in several JVMs: it prints, per rank and loop, the median of the per-JVM
ratios and their range. The loops are ElementAccessBenchmark's (rows of 32 from rank 4 on).

    mvn -B -q -DskipTests package -pl samples -am
    python3 scripts/bench/element_access_cpu.py samples/target/benchmarks.jar [other.jar ...]

Several jars (e.g. a baseline build's benchmarks.jar) run alternately, one JVM each per repeat.
"""
import argparse
import collections
import pathlib
import statistics
import subprocess
import tempfile

SHAPES = {2: [1024, 1024], 3: [64, 128, 128], 4: [32, 32, 32, 32], 5: [8, 16, 16, 16, 32],
          6: [4, 8, 8, 8, 16, 32], 7: [4, 4, 4, 8, 8, 8, 32], 8: [4, 4, 4, 4, 4, 4, 8, 32]}
CLASSES = {2: "PlaneArray", 3: "io.ndgen.samples.specs.VolumeArray", 4: "TesseractArray",
           5: "PenteractArray", 6: "HexeractArray", 7: "HepteractArray", 8: "OcteractArray"}
LOOPS = [("S1", 1), ("S4", 4), ("S8", 8), ("W", 0)]


def generated(r, name, acc):
    last = r - 1
    s = [f"  static {'void' if not acc else 'float'} g{name}_{r}({CLASSES[r]} a) {{"]
    s += [f"    int n{k} = a.shape({k});" for k in range(r)]
    s += [f"    float s{j} = 0;" for j in range(acc)]
    s += [f"    for (int i{k} = 0; i{k} < n{k}; i{k}++)" for k in range(last)]
    s.append(f"    for (int i{last} = 0; i{last} < n{last}; i{last} += {max(acc, 1)}) {{")
    outer = "".join(f"i{k}, " for k in range(last))
    if acc:
        s += [f"      s{j} += a.get({outer}i{last} + {j});" for j in range(acc)]
    else:
        s.append(f"      a.set({outer}i{last}, i{last});")
    s.append("    }")
    if acc:
        s.append("    return " + " + ".join(f"s{j}" for j in range(acc)) + ";")
    return "\n".join(s + ["  }"])


def hand(r, name, acc):
    last = r - 1
    params = ", ".join(f"int n{k}" for k in range(r))
    s = [f"  static {'void' if not acc else 'float'} h{name}_{r}(float[] d, {params}) {{"]
    s += [f"    float s{j} = 0;" for j in range(acc)]
    for k in range(last):
        prev = f"(p{k - 1} + i{k})" if k else f"i{k}"
        s.append(f"    for (int i{k} = 0; i{k} < n{k}; i{k}++) {{ int p{k} = {prev} * n{k + 1};")
    base = f"p{last - 1}"
    s.append(f"    for (int i{last} = 0; i{last} < n{last}; i{last} += {max(acc, 1)}) {{")
    if acc:
        s += [f"      s{j} += d[{base} + i{last} + {j}];" for j in range(acc)]
    else:
        s.append(f"      d[{base} + i{last}] = i{last};")
    s.append("    }" + "}" * last)
    if acc:
        s.append("    return " + " + ".join(f"s{j}" for j in range(acc)) + ";")
    return "\n".join(s + ["  }"])


def source():
    body, names, hs, gs = [], [], [], []
    for r, shape in SHAPES.items():
        for name, acc in LOOPS:
            body += [generated(r, name, acc), hand(r, name, acc)]
            sink = "sink += " if acc else ""
            names.append(f'"r{r} {name}"')
            hs.append(f"() -> {sink}h{name}_{r}(d, {', '.join(map(str, shape))})")
            gs.append(f"() -> {sink}g{name}_{r}(a{r})")
    arrays = "\n".join(
        f"    {CLASSES[r]} a{r} = {CLASSES[r]}.wrap(d, {', '.join(map(str, s))});"
        for r, s in SHAPES.items())
    return f"""import io.ndgen.samples.bench.*;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

public class ElementAccessCpu {{
{chr(10).join(body)}
  static volatile float sink;
  interface Loop {{ void run(); }}
  public static void main(String[] args) {{
    float[] d = new float[1 << 20];
    for (int i = 0; i < d.length; i++) d[i] = (i % 61) * 0.25f;
{arrays}
    String[] names = {{{', '.join(names)}}};
    Loop[] hs = {{{', '.join(hs)}}};
    Loop[] gs = {{{', '.join(gs)}}};
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    int rounds = Integer.parseInt(args[0]), reps = 5;
    for (int w = 0; w < 200; w++) for (int j = 0; j < hs.length; j++) {{ hs[j].run(); gs[j].run(); }}
    long[][] th = new long[hs.length][rounds], tg = new long[hs.length][rounds];
    for (int k = 0; k < rounds; k++) for (int j = 0; j < hs.length; j++) {{
      long t = mx.getCurrentThreadCpuTime();
      for (int q = 0; q < reps; q++) hs[j].run();
      th[j][k] = (mx.getCurrentThreadCpuTime() - t) / reps;
      t = mx.getCurrentThreadCpuTime();
      for (int q = 0; q < reps; q++) gs[j].run();
      tg[j][k] = (mx.getCurrentThreadCpuTime() - t) / reps;
    }}
    for (int j = 0; j < hs.length; j++) {{
      Arrays.sort(th[j]);
      Arrays.sort(tg[j]);
      System.out.printf("%s %.4f %.4f%n", names[j], tg[j][rounds / 2] / 1e6, th[j][rounds / 2] / 1e6);
    }}
  }}
}}
"""


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("jars", nargs="+", help="benchmarks.jar builds to compare")
    p.add_argument("--jvms", type=int, default=5, help="JVMs per jar")
    p.add_argument("--rounds", type=int, default=30, help="timed rounds per JVM")
    a = p.parse_args()
    with tempfile.TemporaryDirectory(prefix="element-access-cpu") as tmp:  # removed afterwards
        results = measure(a, pathlib.Path(tmp))
    report(a, results)


def measure(a, work):
    """Compiles the harness against each jar in work and runs it, alternating jars per repeat."""
    (work / "ElementAccessCpu.java").write_text(source())
    results = {jar: collections.defaultdict(list) for jar in a.jars}
    for jar in a.jars:
        out = work / pathlib.Path(jar).stem
        subprocess.run(["javac", "-cp", jar, "-d", str(out), str(work / "ElementAccessCpu.java")],
                       check=True)
    for _ in range(a.jvms):
        for jar in a.jars:
            cp = f"{jar}:{work / pathlib.Path(jar).stem}"
            run = subprocess.run(["java", "-cp", cp, "ElementAccessCpu", str(a.rounds)],
                                 check=True, capture_output=True, text=True)
            for line in run.stdout.splitlines():
                rank, loop, g, h = line.split()
                results[jar][(rank, loop)].append((float(g), float(h)))
    return results


def report(a, results):
    for jar in a.jars:
        print(f"{jar}: generated / hand-written, median of {a.jvms} JVMs [range], ms gen/hand")
        for name, _ in LOOPS:
            cells = []
            for r in SHAPES:
                v = results[jar][(f"r{r}", name)]
                ratios = [g / h for g, h in v]
                cells.append(f"r{r} {statistics.median(ratios):.2f}x"
                             f" [{min(ratios):.2f}-{max(ratios):.2f}]"
                             f" ({statistics.median(g for g, _ in v):.3f}"
                             f"/{statistics.median(h for _, h in v):.3f})")
            print(f"  {name}: " + " | ".join(cells))


if __name__ == "__main__":
    main()
