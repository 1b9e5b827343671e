#!/usr/bin/env bash
# What generated Swift costs the Swift compiler, by the rows of one preset: for 64, 512 and
# 4096 rows (Benchmarks/rows-theme.py), `themec generate`, then `swiftc -typecheck` of the
# file against the UIKit stub (Tests/Fixtures/UIKitStub), Swift 6 mode, as the tests do.
# Prints the wall time and peak RSS of each type-check (/usr/bin/time), median of RUNS.
#
#   Benchmarks/typecheck.sh                          # ROWS="64 512 4096" RUNS=3
#   THEMEC=/path/to/older/themec ROWS=64 Benchmarks/typecheck.sh
#
# Each type-check runs under `ulimit -v` (MEMORY_KB, default 4 GB) and `timeout` (LIMIT_S,
# default 300 s), so a generated shape whose cost explodes fails instead of taking the
# machine: such a run prints "over the limit". Times never go into tests.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${ROWS:-"64 512 4096"}
runs=${RUNS:-3}
memory_kb=${MEMORY_KB:-4194304}
limit_s=${LIMIT_S:-300}
work=${WORK:-.build-bench/typecheck}
mkdir -p "$work"
if [ -z "${THEMEC:-}" ]; then
  swift build -c release --scratch-path .build-bench >&2
  THEMEC="$(swift build -c release --scratch-path .build-bench --show-bin-path)/themec"
fi
swiftc -emit-module -module-name UIKit -parse-as-library -swift-version 5 \
  Tests/Fixtures/UIKitStub/UIKit.swift -emit-module-path "$work/UIKit.swiftmodule"

printf '| rows | lines | type-check | peak RSS |\n| ---: | ---: | ---: | ---: |\n'
for n in $rows; do
  python3 Benchmarks/rows-theme.py --rows "$n" --out "$work"
  "$THEMEC" generate "$work/rows-$n.theme.yaml" -o "$work/rows-$n.swift"
  times=() rss=()
  for _ in $(seq "$runs"); do
    if ! (ulimit -v "$memory_kb"; /usr/bin/time -f '%e %M' -o "$work/time" \
        timeout "$limit_s" swiftc -typecheck -swift-version 6 -I "$work" "$work/rows-$n.swift") >/dev/null 2>"$work/err"; then
      echo "| $n | $(wc -l <"$work/rows-$n.swift") | over the limit (${limit_s} s, $((memory_kb / 1024)) MB) | |"
      continue 2
    fi
    read -r t m <"$work/time"
    times+=("$t") rss+=("$m")
  done
  t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  m=$(printf '%s\n' "${rss[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  echo "| $n | $(wc -l <"$work/rows-$n.swift") | ${t} s | $((m / 1024)) MB |"
done
