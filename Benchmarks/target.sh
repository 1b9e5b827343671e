#!/usr/bin/env bash
# What a build of one target of THEMES themes costs themec: the `themec generate` commands the
# build-tool plugin runs (Plugins/ThemecPlugin: one per theme, every other theme passed as
# `--built-with`), run one after another, as after a change to any theme of the target.
# Themes: Benchmarks/generate.py, PRESETS presets each (seeds 1…THEMES, each renamed so the
# themes do not collide). Prints the wall time of all the commands (/usr/bin/time), median of
# RUNS, and the largest peak RSS of one command.
#
#   Benchmarks/target.sh                                  # THEMES=20 PRESETS=40 RUNS=5
#   THEMEC=/path/to/older/themec Benchmarks/target.sh     # the same target, another binary
#
# Times never go into tests.
set -euo pipefail
cd "$(dirname "$0")/.."
themes=${THEMES:-20}
presets=${PRESETS:-40}
runs=${RUNS:-5}
work=${WORK:-.build-bench/target}
mkdir -p "$work/Sources" "$work/out"
if [ -z "${THEMEC:-}" ]; then
  swift build -c release --scratch-path .build-bench >&2
  THEMEC="$(swift build -c release --scratch-path .build-bench --show-bin-path)/themec"
fi
files=()
for i in $(seq "$themes"); do
  python3 Benchmarks/generate.py --presets "$presets" --seed "$i" --out "$work" >/dev/null
  sed "s/^theme: Bench$/theme: Bench$i/" "$work/bench-$presets.theme.yaml" >"$work/Sources/T$i.theme.yaml"
  files+=("$work/Sources/T$i.theme.yaml")
done
build() {
  for theme in "${files[@]}"; do
    others=()
    for other in "${files[@]}"; do [ "$other" = "$theme" ] || others+=(--built-with "$other"); done
    /usr/bin/time -a -f '%M' -o "$work/rss" "$THEMEC" generate "$theme" -o "$work/out/$(basename "$theme").swift" \
      --reporter xcode --image-bundle module "${others[@]}"
  done
}
times=()
for _ in $(seq "$runs"); do
  : >"$work/rss"
  start=$(date +%s.%N)
  build
  times+=("$(echo "$(date +%s.%N) - $start" | bc)")
done
t=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
m=$(sort -n "$work/rss" | tail -1)
echo "| $themes themes × $presets presets | $(printf '%.2f' "$t") s for the $themes commands | peak RSS of one: $((m / 1024)) MB |"
