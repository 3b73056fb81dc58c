#!/usr/bin/env bash
# The issue-11 benchmark set on a quiet machine: ndgen with the Vector API module (all threads and
# one thread), without it (scalar), the baseline jar of the commit before the SIMD work when given,
# and NumPy (all threads and one); then one comparison table. About 90 minutes on 2 cores for
# everything; the environment narrows it:
#   RUNS="simd scalar baseline"   which ndgen runs (default: simd simd-1t scalar baseline)
#   NUMPY_ONLY=UfuncBenchmark     time only NumPy cases whose name contains this
#   SKIP_BUILD=1                  use the benchmarks jar already built
#   scripts/bench/run_speed.sh [baseline.jar] [JMH selector/options...]
# e.g. scripts/bench/run_speed.sh ../baseline.jar 'UfuncBenchmark|MatMulBenchmark' -wi 3 -i 5
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${BENCH_OUT:-target/bench}
mkdir -p "$out"
baseline=""
if [[ $# -gt 0 && "$1" == *.jar ]]; then baseline=$1; shift; fi
want=" ${RUNS:-simd simd-1t scalar baseline} "
if [[ -z "${SKIP_BUILD:-}" ]]; then mvn -B -q -DskipTests package -pl samples -am; fi
jar=samples/target/benchmarks.jar
vec="--add-modules jdk.incubator.vector"
runs=()
if [[ "$want" == *" simd "* ]]; then
  java $vec -jar $jar -rf json -rff "$out/simd.json" "$@" | tee "$out/simd.txt"
  runs+=(simd="$out/simd.json")
fi
if [[ "$want" == *" simd-1t "* ]]; then
  java $vec -jar $jar -jvmArgsAppend -Dndgen.threads=1 -rf json -rff "$out/simd-1t.json" "$@" \
    | tee "$out/simd-1t.txt"
  runs+=(simd-1t="$out/simd-1t.json")
fi
if [[ "$want" == *" scalar "* ]]; then
  java -jar $jar -rf json -rff "$out/scalar.json" "$@" | tee "$out/scalar.txt"
  runs+=(scalar="$out/scalar.json")
fi
if [[ -n "$baseline" && "$want" == *" baseline "* ]]; then
  java -jar "$baseline" -rf json -rff "$out/baseline.json" "$@" | tee "$out/baseline.txt"
  runs+=(baseline="$out/baseline.json")
fi
if [[ -n "${NUMPY_ONLY:-}" ]]; then
  python3 samples/numpy/bench_numpy.py --only "$NUMPY_ONLY" | tee "$out/numpy.jsonl"
else
  python3 samples/numpy/bench_numpy.py | tee "$out/numpy.jsonl"
  python3 samples/numpy/bench_numpy.py --threads 1 --only MatMul | tee "$out/numpy-1t.jsonl"
fi
python3 scripts/bench/compare.py "$out/numpy.jsonl" "${runs[@]}" | tee "$out/compare.md"
