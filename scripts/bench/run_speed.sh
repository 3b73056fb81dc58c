#!/usr/bin/env bash
# The issue-11 benchmark set on a quiet machine: ndgen with the Vector API module (all threads and
# one thread), without it (scalar), the baseline jar of the commit before the SIMD work when given,
# and NumPy (all threads and one); then one comparison table. About 90 minutes on 2 cores.
#   scripts/bench/run_speed.sh [baseline.jar] [JMH selector/options...]
# e.g. scripts/bench/run_speed.sh ../baseline.jar 'UfuncBenchmark|MatMulBenchmark' -wi 3 -i 5
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${BENCH_OUT:-target/bench}
mkdir -p "$out"
baseline=""
if [[ $# -gt 0 && "$1" == *.jar ]]; then baseline=$1; shift; fi
mvn -B -q -DskipTests package -pl samples -am
jar=samples/target/benchmarks.jar
vec="--add-modules jdk.incubator.vector"
java $vec -jar $jar -rf json -rff "$out/simd.json" "$@" | tee "$out/simd.txt"
java $vec -jar $jar -jvmArgsAppend -Dndgen.threads=1 -rf json -rff "$out/simd-1t.json" "$@" | tee "$out/simd-1t.txt"
java -jar $jar -rf json -rff "$out/scalar.json" "$@" | tee "$out/scalar.txt"
runs=(simd="$out/simd.json" simd-1t="$out/simd-1t.json" scalar="$out/scalar.json")
if [[ -n "$baseline" ]]; then
  java -jar "$baseline" -rf json -rff "$out/baseline.json" "$@" | tee "$out/baseline.txt"
  runs+=(baseline="$out/baseline.json")
fi
python3 samples/numpy/bench_numpy.py | tee "$out/numpy.jsonl"
python3 samples/numpy/bench_numpy.py --threads 1 --only MatMul | tee "$out/numpy-1t.jsonl"
python3 scripts/bench/compare.py "$out/numpy.jsonl" "${runs[@]}" | tee "$out/compare.md"
