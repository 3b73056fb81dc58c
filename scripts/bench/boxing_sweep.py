#!/usr/bin/env python3
"""Runs KernelBoxing.java in many JVMs per mix of ops, each JVM with its own order of the ops
(shuffled with the JVM's number as seed), and prints per op, dtype and mix how many JVMs boxed:
an op boxes in a JVM when its excess allocation per call is above the least any JVM of the sweep
showed for it by more than --threshold-kb (one box per vector is megabytes per call).

  python3 scripts/bench/boxing_sweep.py --jvms 10 --mix all          # from the repository root
  python3 scripts/bench/boxing_sweep.py --jvms 10 --mix unary --mix binary --out sweep.txt
  python3 scripts/bench/boxing_sweep.py --jvms 6 --ops sum.f32,add.f32,tanh.f64 --jar other.jar

Needs samples/target/benchmarks.jar (mvn -B -DskipTests package -pl samples -am).
"""
import argparse
import random
import subprocess
import sys
from collections import defaultdict

UNARY = ["negative", "absolute", "sign", "sqrt", "exp", "log", "sin", "cos", "tanh", "floor",
         "ceil", "trunc", "rint", "isnan", "isinf", "isfinite"]
BINARY = ["add", "subtract", "multiply", "divide", "minimum", "maximum", "floor_divide",
          "remainder", "power"]
COMPARE = ["equal", "not_equal", "less", "less_equal", "greater", "greater_equal"]
REDUCE = [r + axis for r in ["sum", "min", "max", "argmin", "argmax", "mean"]
          for axis in ["", "0", "1"]]
OTHER = ["where", "cumsum", "cumsum0", "cumsum1", "matmul"]
CASTS = ["to_f32", "to_f64", "to_i32", "to_i64"]
FLOATS = ["f32", "f64"]
ALL_DTYPES = ["f32", "f64", "i32"]


def cases(names, dtypes):
    out = []
    for name in names:
        for d in dtypes:
            if name.startswith("to_") and name[3:] == d:
                continue
            out.append(name + "." + d)
    return out


# name -> (ops, extra JVM flags)
MIXES = {
    "unary": (cases(UNARY, ALL_DTYPES), []),
    "binary": (cases(BINARY + COMPARE + ["where"], ALL_DTYPES), []),
    "reduce": (cases(REDUCE + ["cumsum", "cumsum0", "cumsum1"], ALL_DTYPES), []),
    "casts": (cases(CASTS, ALL_DTYPES + ["i64"]), []),
    "all": (cases(UNARY + BINARY + COMPARE + REDUCE + OTHER + CASTS, ALL_DTYPES), []),
    # ndgen's own matmul kernels (OpenBLAS is on the benchmarks jar's class path) and one thread
    "all-noblas-1t": (cases(UNARY + BINARY + COMPARE + REDUCE + OTHER + CASTS, ALL_DTYPES),
                      ["-Dndgen.blas=false", "-Dndgen.threads=1"]),
}


def run_jvm(ops, flags, seed, args):
    order = list(ops)
    random.Random(seed).shuffle(order)
    cmd = (["java", "--add-modules", "jdk.incubator.vector"] + flags
           + ["-cp", args.jar, "scripts/bench/KernelBoxing.java", "-n", str(args.n),
              "-rounds", str(args.rounds), "-calls", str(args.calls), ",".join(order)])
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        sys.exit("JVM failed: " + " ".join(cmd[:8]) + "...\n" + proc.stderr[-3000:])
    results = {}
    for line in proc.stdout.splitlines():
        if line.startswith("RESULT "):
            _, op, dtype, ms, kb = line.split()
            results[(op, dtype)] = (float(ms), float(kb))
    return results


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--mix", action="append", choices=sorted(MIXES))
    p.add_argument("--ops", help="a mix of your own: comma-separated name.dtype (KernelBoxing)")
    p.add_argument("--flags", default="", help="JVM flags for --ops, space-separated")
    p.add_argument("--jvms", type=int, default=10)
    p.add_argument("--n", type=int, default=1024)
    p.add_argument("--rounds", type=int, default=8)
    p.add_argument("--calls", type=int, default=5)
    p.add_argument("--threshold-kb", type=float, default=1024)
    p.add_argument("--jar", default="samples/target/benchmarks.jar")
    p.add_argument("--out", help="also write the raw RESULT rows here")
    args = p.parse_args()
    raw = open(args.out, "w") if args.out else None
    if args.ops:
        MIXES["ops"] = (args.ops.split(","), args.flags.split())
        args.mix = (args.mix or []) + ["ops"]
    for mix in args.mix or ["all"]:
        ops, flags = MIXES[mix]
        per_jvm = []
        for seed in range(args.jvms):
            r = run_jvm(ops, flags, seed, args)
            per_jvm.append(r)
            if raw:
                for (op, dtype), (ms, kb) in sorted(r.items()):
                    raw.write(f"{mix} {seed} {op} {dtype} {ms:.3f} {kb:.0f}\n")
                raw.flush()
            print(f"# {mix}: JVM {seed + 1}/{args.jvms} done", file=sys.stderr, flush=True)
        print(f"## mix {mix} ({len(ops)} ops, {args.jvms} JVMs, {' '.join(flags) or 'defaults'})")
        print("op dtype boxing/total excessKB(min..max) ms(min..max)")
        for key in sorted(per_jvm[0]):
            kbs = [r[key][1] for r in per_jvm]
            mss = [r[key][0] for r in per_jvm]
            boxing = sum(1 for kb in kbs if kb > min(kbs) + args.threshold_kb)
            flag = "  <-- boxes" if boxing else ""
            print(f"{key[0]} {key[1]} {boxing}/{len(kbs)} {min(kbs):.0f}..{max(kbs):.0f} "
                  f"{min(mss):.2f}..{max(mss):.2f}{flag}", flush=True)


if __name__ == "__main__":
    main()
