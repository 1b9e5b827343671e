#!/usr/bin/env bash
# What a build of one target of THEMES themes costs themec: the `themec generate` commands the
# build-tool plugin runs (Plugins/ThemecPlugin: one per theme, every other theme passed as
# `--built-with`), run one after another, as after a change to any theme of the target.
# Themes: Benchmarks/generate.py, PRESETS presets each (seeds 1…THEMES, each renamed so the
# themes do not collide; their findings are discarded). Prints, median of RUNS, the wall time
# of all the commands and their CPU time (user + system, summed: less sensitive than wall
# time to a loaded machine), and the largest peak RSS of one command (/usr/bin/time).
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
    /usr/bin/time -a -f '%U %S %M' -o "$work/usage" "$THEMEC" generate "$theme" -o "$work/out/$(basename "$theme").swift" \
      --reporter xcode --image-bundle module "${others[@]}" 2>/dev/null
  done
}
times=() cpus=() m=0
for _ in $(seq "$runs"); do
  : >"$work/usage"
  start=$(date +%s.%N)
  build
  times+=("$(echo "$(date +%s.%N) - $start" | bc)")
  cpus+=("$(awk '{ s += $1 + $2 } END { print s }' "$work/usage")")
  m=$(awk -v m="$m" '$3 > m { m = $3 } END { print m }' "$work/usage")
done
median() { printf '%s\n' "$@" | sort -n | sed -n "$((($# + 1) / 2))p"; }
echo "| $themes × $presets presets | $(printf '%.2f' "$(median "${times[@]}")") s | $(printf '%.2f' "$(median "${cpus[@]}")") s | $((m / 1024)) MB |"
