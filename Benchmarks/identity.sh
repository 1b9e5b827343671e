#!/usr/bin/env bash
# Proves a change kept every output the same bytes: runs two themec binaries over the same
# inputs and compares what each wrote, byte for byte (cmp through diff -r).
#
#   Benchmarks/identity.sh OLD_THEMEC NEW_THEMEC [WORK]
#
# The inputs: the shipped themes, the fuzz corpus, and the benchmark themes of 1k and 10k
# presets (Benchmarks/generate.py, seed 7: lint-clean, --warnings, --findings, JSON). The
# outputs, per input: the table (compile -o, and with --provenance), the report of every
# reporter (lint, standard output and error), the exit status; for the shipped themes also
# generate (Swift) and preview (HTML). Exit 0 when every output is the same, 1 otherwise.
# About 4 200 outputs, 7 GB in all (the 10k tables with --provenance); 1.5 minutes here.
set -euo pipefail
old=$(realpath "$1")
new=$(realpath "$2")
cd "$(dirname "$0")/.."
work=${3:-.build-bench/identity}
rm -rf "$work/old" "$work/new"
mkdir -p "$work/inputs" "$work/old" "$work/new"
for n in 1000 10000; do
  for kind in "" --warnings --findings; do
    suffix=${kind:+-${kind#--}}
    [ -f "$work/inputs/bench-$n$suffix.theme.yaml" ] || python3 Benchmarks/generate.py --presets "$n" --seed 7 $kind --out "$work/inputs" >/dev/null
  done
done
inputs=(Themes/*.theme.* Fuzz/corpus/*/* "$work"/inputs/*.theme.*)

# run SIDE BINARY: every output of BINARY under $work/SIDE.
run() {
  local side=$1 bin=$2 out i=0
  for input in "${inputs[@]}"; do
    i=$((i + 1))
    out="$work/$side/$i-$(basename "$input")"
    mkdir -p "$out"
    echo "$input" >"$out/input"
    "$bin" compile "$input" -o "$out/table.json" >"$out/compile.out" 2>"$out/compile.err" || echo "$?" >"$out/compile.status"
    "$bin" compile --provenance "$input" -o "$out/provenance.json" >/dev/null 2>&1 || true
    for reporter in human xcode json sarif github junit checkstyle; do
      "$bin" lint --no-color --reporter "$reporter" "$input" >"$out/lint-$reporter.out" 2>"$out/lint-$reporter.err" \
        || echo "$?" >"$out/lint-$reporter.status"
    done
    case $input in
      Themes/*)
        "$bin" generate "$input" -o "$out/generated.swift" >/dev/null 2>&1 || echo "$?" >"$out/generate.status"
        "$bin" preview "$input" -o "$out/preview.html" >/dev/null 2>&1 || echo "$?" >"$out/preview.status"
        ;;
    esac
  done
}
run old "$old"
run new "$new"
count=$(find "$work/old" -type f | wc -l)
if diff -r "$work/old" "$work/new" >"$work/diff.txt"; then
  echo "identity: $count outputs of ${#inputs[@]} inputs, the same bytes"
else
  echo "identity: outputs differ (first lines of $work/diff.txt):" >&2
  head -20 "$work/diff.txt" >&2
  exit 1
fi
