#!/bin/sh
# Builds and tests Examples/ThemedList, the package that uses the themec build-tool plugin
# (its theme is turned into Swift at build time; its tests read the generated table).
# Called by .ci/run. Slow: it builds themec and swift-argument-parser for the example.
set -eu
cd "$(dirname "$0")/.."
scratch="${SCRATCH_PATH:-.build-example}"
swift build --package-path Examples/ThemedList --scratch-path "$scratch"
swift test --package-path Examples/ThemedList --scratch-path "$scratch"
# The command plugin, as a user of the package runs it: options pass through to
# `themec lint`, and the package directory is linted when no path is given.
swift package --package-path Examples/ThemedList --scratch-path "$scratch" lint-themes --reporter json > "$scratch/lint-themes.json"
grep -q '"files": 1' "$scratch/lint-themes.json"
# SwiftPM's convention for command plugins: --target NAME lints that target's themes.
swift package --package-path Examples/ThemedList --scratch-path "$scratch" lint-themes --target ThemedList --reporter json > "$scratch/lint-themes-target.json"
grep -q '"files": 1' "$scratch/lint-themes-target.json"
# A failing lint fails the command once (exit 1), with themec's own findings.
bad="$scratch/bad.theme.yaml"
printf 'theme: Bad\nversion: 1\npresets:\n  r:\n    base: listGroupedCell\n    cornerRadious: 1\n' > "$bad"
if swift package --package-path Examples/ThemedList --scratch-path "$scratch" lint-themes --reporter xcode "$bad" > "$scratch/lint-themes-bad.txt" 2>&1; then
  echo "lint-themes passed a broken theme" >&2; exit 1
fi
test "$(grep -c 'cornerRadious' "$scratch/lint-themes-bad.txt")" = 1
