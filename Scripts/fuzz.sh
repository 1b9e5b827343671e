#!/usr/bin/env bash
# Builds the libFuzzer targets (YAML and JSON themes, asset-catalog colour sets) with AddressSanitizer and runs each for
# SECONDS (default 30), seeded from Themes/ and the test fixtures, with Fuzz/yaml.dict.
#
#   Scripts/fuzz.sh 60            # 60 s per format
#   FUZZ_JOBS=2 Scripts/fuzz.sh 1800
#
# The sources of ThemeSyntax and ThemeCompiler are compiled straight with swiftc (SwiftPM
# cannot link libFuzzer's main into an executable target); CYAML comes from its module map,
# CThreads from one written here over its header, its C compiled with the toolchain's clang.
# Work files live in .build-fuzz/ (ignored): the growing corpora in .build-fuzz/corpus-*,
# crash/leak/timeout inputs in .build-fuzz/artifacts/. A finding exits non-zero; turn it
# into a fix and a fixture under Tests/ThemeCompilerTests/Fixtures/Fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
jobs=${FUZZ_JOBS:-1}
out=.build-fuzz
mkdir -p "$out/artifacts" "$out/corpus-yaml" "$out/corpus-json" "$out/corpus-colorset"

flags=(-sanitize=fuzzer,address -parse-as-library -package-name themec -O -g -I Sources/CYAML -I "$out" -I "$out/cthreads"
  $(pkg-config --cflags-only-I yaml-0.1))
build() {
  local stamp="$out/.stamp" newest
  newest=$(find Sources/CThreads Sources/ThemeSyntax Sources/ThemeCompiler Fuzz Scripts/fuzz.sh -newer "$stamp" -print -quit 2>/dev/null || echo rebuild)
  if [ -f "$stamp" ] && [ -z "$newest" ] && [ -x "$out/fuzz-yaml" ] && [ -x "$out/fuzz-json" ] && [ -x "$out/fuzz-colorset" ]; then return; fi
  echo "== building fuzz targets (log: $out/build.log)"
  exec 3>&1 >"$out/build.log" 2>&1
  mkdir -p "$out/cthreads"
  printf 'module CThreads {\n  header "%s"\n  export *\n}\n' "$PWD/Sources/CThreads/include/CThreads.h" >"$out/cthreads/module.modulemap"
  clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CThreads/include -c Sources/CThreads/CThreads.c -o "$out/CThreads.o"
  swiftc "${flags[@]}" -wmo -module-name ThemeSyntax -emit-module -emit-module-path "$out/ThemeSyntax.swiftmodule" \
    -c Sources/ThemeSyntax/*.swift -o "$out/ThemeSyntax.o"
  swiftc "${flags[@]}" -wmo -module-name ThemeCompiler -emit-module -emit-module-path "$out/ThemeCompiler.swiftmodule" \
    -c $(find Sources/ThemeCompiler -name '*.swift') -o "$out/ThemeCompiler.o"
  swiftc "${flags[@]}" Fuzz/FuzzEntry.swift "$out/CThreads.o" "$out/ThemeSyntax.o" "$out/ThemeCompiler.o" -lyaml -o "$out/fuzz-yaml"
  swiftc "${flags[@]}" -D FUZZ_JSON Fuzz/FuzzEntry.swift "$out/CThreads.o" "$out/ThemeSyntax.o" "$out/ThemeCompiler.o" -lyaml -o "$out/fuzz-json"
  swiftc "${flags[@]}" -D FUZZ_COLORSET Fuzz/FuzzEntry.swift "$out/CThreads.o" "$out/ThemeSyntax.o" "$out/ThemeCompiler.o" -lyaml -o "$out/fuzz-colorset"
  exec 1>&3 3>&-
  touch "$stamp"
}
build

parallel=()
if [ "$jobs" -gt 1 ]; then parallel=(-jobs="$jobs" -workers="$jobs"); fi
run() {
  local format=$1; shift
  local log="$out/fuzz-$format.log"
  echo "== fuzzing $format for ${seconds}s (log: $log)"
  # -timeout: one input taking over 10 s is a hang; -rss_limit_mb: a blow-up; leaks: ASan's LeakSanitizer.
  "$out/fuzz-$format" "$out/corpus-$format" "$@" -dict=Fuzz/yaml.dict -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -max_len=16384 ${parallel[@]+"${parallel[@]}"} \
    -artifact_prefix="$out/artifacts/$format-" -print_final_stats=1 >"$log" 2>&1 || {
      tail -40 "$log"; echo "fuzz-$format found something: see $out/artifacts/"; return 1; }
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+ +DONE)" "$log" || tail -3 "$log"
}
run yaml Fuzz/corpus/yaml
run json Fuzz/corpus/json
run colorset Tests/Fixtures/AssetCatalogs
