#!/usr/bin/env bash
# Runs every JMH benchmark and the NumPy timings on this machine, then prints the results table
# for docs/benchmarks.md. Takes about 30-40 minutes on 2 cores; pass JMH selectors/options to
# narrow it, e.g.  scripts/bench/run_all.sh CopyBenchmark -wi 2 -i 3
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${BENCH_OUT:-target/bench}
mkdir -p "$out"
mvn -B -q -DskipTests package -pl samples -am
java -jar samples/target/benchmarks.jar -rf json -rff "$out/jmh.json" "$@" | tee "$out/jmh.txt"
python3 samples/numpy/bench_numpy.py | tee "$out/numpy.jsonl"
python3 scripts/bench/report.py "$out/jmh.json" "$out/numpy.jsonl" | tee "$out/table.md"
