#!/usr/bin/env bash
# Times themec against the physical limits of its job, side by side, on the same generated
# files (Benchmarks/generate.py, seed 7): for each size and format,
#   parse    the C baseline running only libyaml's event parser over the file   (a)
#   lint     themec lint FILE
#   p+write  the C baseline parsing, then writing as many bytes as the table has (b)
#   compile  themec compile FILE -o OUT, OUT removed before each run (as (b)'s file is)
#   unchanged  the same compile over the OUT it wrote (compared and left as it is)
# Each is run RUNS times (default 5), lint alternating with (a) and compile with (b); the
# medians are printed, with lint/(a) and compile/(b) as the median of the per-pair ratios,
# the peak RSS of lint and compile (/usr/bin/time) and the floor under it (a 1-preset lint's
# peak: the mapped binary and libraries), t(100k)/t(10k), the parallel lint of a
# directory of 1000 small themes (user+sys vs real) and the cold start on a small theme
# against a Swift hello-world that imports Foundation (built as swiftc builds by default,
# and with -static-stdlib).
#
# Two binaries are measured, one table each: the release build (`swift build -c release`,
# the Swift runtime and libyaml as shared libraries) and the binary teams run, the one in the
# artifact bundle (Scripts/make-artifactbundle.sh: the Swift runtime and libyaml linked in).
# SHIPPED=0 measures the release build only.
#
#   Benchmarks/run.sh                      # SIZES="1000 10000 100000" RUNS=5
#   SIZES="1000 10000" RUNS=3 Benchmarks/run.sh
#   SIZES="1000 10000" RUNS=11 Benchmarks/run.sh   # to tell which side of a bar a binary is on
#                                                # on a loaded machine (about 20 minutes)
#
# Times never go into tests: this machine is shared and noisy; instruction counts
# (valgrind --tool=callgrind) are the repeatable measure for finding where time goes.
# valgrind 3.19 gives up on the DWARF 5 debug info of Swift 6.3's release build ("unhandled
# dwarf2 abbrev form code 0x25"): profile a copy made with `strip -g` (its symbols stay), and
# remove the output first (a compile over an unchanged output compares instead of writing).
# For counts by source line, build with DWARF 4 in a scratch path of its own
# (`-Xswiftc -dwarf-version=4 -Xcc -gdwarf-4`) and run callgrind with --dump-line=yes.
set -euo pipefail
[ -n "${EPOCHREALTIME:-}" ] || { echo "run.sh needs bash 5 or later (EPOCHREALTIME)" >&2; exit 1; }
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
sizes=${SIZES:-"1000 10000 100000"}
scratch=${SCRATCH:-.build-bench}
work=${WORK:-$scratch/bench}
mkdir -p "$work"

echo "== building (release)" >&2
swift build -c release --scratch-path "$scratch" >&2
themec="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/themec"
gcc -O2 -o "$work/parse" Benchmarks/baseline/parse.c $(pkg-config --cflags --libs yaml-0.1)
if [ ! -x "$work/hello" ] || [ ! -x "$work/hello-static" ]; then
  printf 'import Foundation\nprint("hello, \\(ProcessInfo.processInfo.processIdentifier > 0)")\n' >"$work/hello.swift"
  swiftc -O "$work/hello.swift" -o "$work/hello" >&2
  # (Foundation's static archive makes the linker warn about mktemp: not ours to fix.)
  swiftc -O -static-stdlib "$work/hello.swift" -o "$work/hello-static" 2>/dev/null
fi
shipped=""
if [ "${SHIPPED:-1}" != 0 ]; then
  echo "== building the artifact bundle (static Swift runtime and libyaml)" >&2
  THEMEC_BUNDLE_SCRATCH="$scratch-bundle" bash Scripts/make-artifactbundle.sh "$work/dist" >&2
  shipped=$(echo "$work"/dist/themec.artifactbundle/themec-*-linux-"$(uname -m)"/bin/themec)
fi
for n in $sizes 1 10; do
  [ -f "$work/bench-$n.theme.yaml" ] || python3 Benchmarks/generate.py --presets "$n" --seed 7 --out "$work"
  # The same theme with a common mistake in about one root cell in ten (warnings, exit 0).
  [ -f "$work/bench-$n-warnings.theme.yaml" ] || python3 Benchmarks/generate.py --presets "$n" --seed 7 --warnings --out "$work"
  # About two warnings a preset (20 547 at 10k): the report is a large part of the run.
  [ -f "$work/bench-$n-findings.theme.yaml" ] || python3 Benchmarks/generate.py --presets "$n" --seed 7 --findings --out "$work"
done

# run_us CMD...: one run of CMD (output discarded), its wall time in microseconds.
# ANY_STATUS=1 accepts a non-zero exit (yamllint exits 1 when it has something to say).
# The clock is bash's EPOCHREALTIME (seconds.microseconds), read without starting a process:
# `$(date +%s%N)` on both sides added the start of two `date` processes to every figure,
# 1-3 ms, the most to the shortest runs (the cold start, the 1k lint against yamllint).
run_us() {
  local start=$EPOCHREALTIME end
  "$@" >/dev/null 2>&1 || [ "${ANY_STATUS:-0}" = 1 ] || { echo "failed: $*" >&2; exit 1; }
  end=$EPOCHREALTIME
  echo $(( ${end//[.,]/} - ${start//[.,]/} ))
}
# median: the median of the numbers on standard input.
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# paired A... -- B...: runs A and B in turn (A B A B ...) $runs times each, so a drift of the
# machine's speed hits both alike; prints A's median ms, B's median ms, and the median of
# the per-pair ratios A/B. REMOVE="FILE..." removes those files before each run, untimed.
paired() {
  local a=() ta=() tb=() r=() x y
  while [ "$1" != "--" ]; do a+=("$1"); shift; done
  shift
  for _ in $(seq "$runs"); do
    # shellcheck disable=SC2086 # REMOVE is a list of paths without spaces
    rm -f ${REMOVE:-}; x=$(run_us "${a[@]}")
    # shellcheck disable=SC2086
    rm -f ${REMOVE:-}; y=$(run_us "$@")
    ta+=("$x"); tb+=("$y"); r+=("$(awk -v x="$x" -v y="$y" 'BEGIN { print x / y }')")
  done
  printf '%.1f %.1f %.2f\n' "$(printf '%s\n' "${ta[@]}" | median | awk '{ print $1 / 1000 }')" \
    "$(printf '%s\n' "${tb[@]}" | median | awk '{ print $1 / 1000 }')" "$(printf '%s\n' "${r[@]}" | median)"
}
# peak_mb CMD...: maximum resident set size in MB.
peak_mb() {
  /usr/bin/time -f "%M" "$@" 2>&1 >/dev/null | tail -1 | awk '{ printf "%.1f\n", $1 / 1024 }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo), $(uname -sr), $(swift --version 2>/dev/null | head -1)"
echo "runs per figure: $runs (median)"
echo
# measure LABEL BIN: the table, the scaling, yamllint and the cold start of one binary.
measure() {
  local label=$1 bin=$2
  echo
  echo "### $label"
  echo
  echo "| presets | theme | input | table | parse (a) | lint | lint/(a) | p+write (b) | compile | compile/(b) | unchanged | unchanged/(b) | lint RSS | compile RSS | RSS/input, lint | RSS/input, compile |"
  echo "| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
  declare -A compile_ms lint_ms write_ms lint_peak input_mb
  for n in $sizes; do
    for format in yaml warnings.yaml findings.yaml json; do
      file="$work/bench-$n.theme.$format"
      [ "$format" = warnings.yaml ] && file="$work/bench-$n-warnings.theme.yaml"
      [ "$format" = findings.yaml ] && file="$work/bench-$n-findings.theme.yaml"
      out="$work/out-$n-$format.json"
      "$bin" compile "$file" -o "$out"
      input=$(stat -c %s "$file")
      table=$(stat -c %s "$out")
      read -r lint a lint_ratio < <(paired "$bin" lint "$file" -- "$work/parse" "$file")
      # Both write a new file every run (each output removed first): the case the bar is for.
      read -r compile b compile_ratio < <(REMOVE="$out $work/baseline.out" paired "$bin" compile "$file" -o "$out" -- "$work/parse" "$file" "$table" "$work/baseline.out")
      # A compile whose output is already there with the same bytes (an incremental build)
      # compares and leaves it; against the same baseline, for scale.
      "$bin" compile "$file" -o "$out" 2>/dev/null || true
      read -r unchanged _ unchanged_ratio < <(paired "$bin" compile "$file" -o "$out" -- "$work/parse" "$file" "$table" "$work/baseline.out")
      compile_ms[$n-$format]=$compile
      lint_ms[$n-$format]=$lint
      write_ms[$n-$format]=$b
      lint_rss=$(peak_mb "$bin" lint "$file")
      lint_peak[$n-$format]=$lint_rss
      input_mb[$n-$format]=$(ratio "$input" 1048576)
      rm -f "$out"
      compile_rss=$(peak_mb "$bin" compile "$file" -o "$out")
      echo "| $n | $format | $(ratio "$input" 1048576) MB | $(ratio "$table" 1048576) MB | $a ms | $lint ms | $lint_ratio | $b ms | $compile ms | $compile_ratio | $unchanged ms | $unchanged_ratio | $lint_rss MB | $compile_rss MB | $(ratio "$lint_rss" "$(ratio "$input" 1048576)") | $(ratio "$compile_rss" "$(ratio "$input" 1048576)") |"
      rm -f "$out" "$work/baseline.out"
    done
  done
  echo
  for format in yaml json; do
    if [ -n "${compile_ms[100000-$format]:-}" ] && [ -n "${compile_ms[10000-$format]:-}" ]; then
      echo "t(100k)/t(10k), $format: compile $(ratio "${compile_ms[100000-$format]}" "${compile_ms[10000-$format]}"), lint $(ratio "${lint_ms[100000-$format]}" "${lint_ms[10000-$format]}"), parse-and-write baseline (b) $(ratio "${write_ms[100000-$format]}" "${write_ms[10000-$format]}")"
    fi
  done

  # Against yamllint (a pure-Python YAML linter that checks syntax and style, no cascade) on the
  # 1000-preset theme with warnings, when it is installed (pip install yamllint).
  if command -v yamllint >/dev/null 2>&1 && [ -f "$work/bench-1000-warnings.theme.yaml" ]; then
    file="$work/bench-1000-warnings.theme.yaml"
    read -r theirs ours speedup < <(ANY_STATUS=1 paired yamllint -d relaxed "$file" -- "$bin" lint "$file")
    echo "lint of 1000 presets (with warnings): themec $ours ms, yamllint $theirs ms, themec is ${speedup}x faster"
  fi

  # Cold start: a small theme against a Swift hello-world importing Foundation, built as
  # swiftc builds it by default and with the Swift runtime linked in.
  small="$work/bench-1.theme.yaml"
  read -r cold hello cold_ratio < <(paired "$bin" lint "$small" -- "$work/hello")
  read -r cold_s hello_s cold_ratio_s < <(paired "$bin" lint "$small" -- "$work/hello-static")
  echo "cold start: lint of a 1-preset theme $cold ms, hello-world (Foundation) $hello ms, ratio $cold_ratio; against the hello-world built -static-stdlib ($hello_s ms): $cold_ratio_s"

  # What a peak holds before any theme: the pages of the binary and the libraries it maps
  # (the Swift runtime, Foundation's), as resident as the page cache made them, which moves
  # the floor by 1-2 MB from one run to the next (docs/performance.md, issue 23,
  # twenty-seventh round). The figures above include it; this says how much is the theme's.
  floor=$(peak_mb "$bin" lint "$small")
  line="memory floor: peak RSS of the 1-preset lint $floor MB, of the hello-world (Foundation) $(peak_mb "$work/hello") MB"
  for key in 10000-yaml 10000-findings.yaml; do
    [ -n "${lint_peak[$key]:-}" ] || continue
    label="10k lint-clean"
    [ "$key" = 10000-findings.yaml ] && label="10k --findings"
    above=$(awk -v p="${lint_peak[$key]}" -v f="$floor" 'BEGIN { printf "%.1f", p - f }')
    line+="; the $label lint holds $above MB above it ($(ratio "$above" "${input_mb[$key]}")x its input)"
  done
  echo "$line"
}

measure "release build (swift build -c release)" "$themec"
[ -z "$shipped" ] || measure "shipped binary (artifact bundle)" "$shipped"

# A directory of 1000 small themes: both cores should be busy.
dir="$work/many"
if [ ! -d "$dir" ]; then
  mkdir -p "$dir"
  for i in $(seq 1000); do sed "s/^theme: Bench/theme: Bench$i/" "$work/bench-10.theme.yaml" >"$dir/t$i.theme.yaml"; done
fi
/usr/bin/time -f "%e %U %S" "$themec" lint "$dir" >/dev/null 2>"$work/many.time" || true
read -r real user sys < <(tail -1 "$work/many.time")
echo "lint of 1000 small themes: real ${real}s, user+sys $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')s, cores busy $(awk -v u="$user" -v s="$sys" -v r="$real" 'BEGIN { printf "%.2f", (u + s) / r }')"

