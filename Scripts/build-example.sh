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
