#!/usr/bin/env python3
"""Runs Pollution.java in several JVMs, each with its own order of the ops (seed = the JVM's
number; seed 0 is the listed order), and prints per op the excess allocation per call (KB beyond
the result) and the CPU time per call (ms, all Java threads) in every JVM, marking ops whose
excess differs between JVMs by more than --threshold-kb (one box per vector is megabytes) or whose
CPU time differs by more than --spread (max/min).

  python3 scripts/bench/pollution_sweep.py --jvms 4                     # from the repository root
  python3 scripts/bench/pollution_sweep.py --jvms 4 --jar other.jar --flags=-Dndgen.threads=1

Needs samples/target/benchmarks.jar (mvn -B -DskipTests package -pl samples -am).
"""
import argparse
import re
import subprocess
import sys

LINE = re.compile(r"RESULT (\w+) ([\d.]+) (-?\d+) ([\d.]+)")


def run_jvm(seed, args):
    cmd = (["java", "--add-modules", "jdk.incubator.vector", "-Dndgen.blas=false"]
           + args.flags.split()
           + ["-cp", args.jar, "scripts/bench/Pollution.java", "-seed", str(seed),
              "-warm", str(args.warm), "-rounds", str(args.rounds)] + ([args.ops] if args.ops else []))
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("JVM failed: " + " ".join(cmd) + "\n" + proc.stderr[-3000:])
    return {m.group(1): (float(m.group(3)), float(m.group(4)))
            for m in LINE.finditer(proc.stdout)}


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--jvms", type=int, default=4)
    p.add_argument("--first-seed", type=int, default=0)
    p.add_argument("--warm", type=int, default=400, help="warm-up per op, ms")
    p.add_argument("--rounds", type=int, default=2,
                   help="passes over the ops per JVM; the last one is reported")
    p.add_argument("--ops", help="comma-separated case names, run in this order (all seeds)")
    p.add_argument("--jar", default="samples/target/benchmarks.jar")
    p.add_argument("--flags", default="", help="extra JVM flags, space-separated")
    p.add_argument("--threshold-kb", type=float, default=500)
    p.add_argument("--spread", type=float, default=2.0)
    args = p.parse_args()
    runs = []
    for k in range(args.jvms):
        seed = args.first_seed + k
        runs.append(run_jvm(seed, args))
        print(f"JVM seed {seed} done", file=sys.stderr, flush=True)
    names = sorted({n for r in runs for n in r})
    print(f"{'op':16s} {'excess KB per JVM':>{8 * len(runs)}s}   {'CPU ms per JVM':>{9 * len(runs)}s}")
    for n in names:
        kb = [r[n][0] if n in r else float("nan") for r in runs]
        cpu = [r[n][1] if n in r else float("nan") for r in runs]
        marks = []
        if max(kb) - min(kb) > args.threshold_kb:
            marks.append("ALLOC")
        if min(cpu) > 0 and max(cpu) / min(cpu) > args.spread:
            marks.append(f"CPU x{max(cpu) / min(cpu):.1f}")
        print(f"{n:16s} " + "".join(f"{x:8.0f}" for x in kb) + "   "
              + "".join(f"{x:9.3f}" for x in cpu) + ("   " + " ".join(marks) if marks else ""))


if __name__ == "__main__":
    main()
