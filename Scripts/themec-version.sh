#!/usr/bin/env bash
# Prints themec's version. Its one source is `ThemecVersion.current` in
# Sources/ThemeCompiler/Support/ThemecVersion.swift (what `themec --version` prints and
# generated files name); the artifact bundle, its variant directories and the release
# workflow's tag check all read it through this script.
set -euo pipefail
source_file="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/Sources/ThemeCompiler/Support/ThemecVersion.swift"
version="$(sed -n 's/^ *public static let current = "\([^"]*\)"$/\1/p' "$source_file")"
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "error: no MAJOR.MINOR.PATCH version in $source_file ('public static let current = \"…\"')" >&2
  exit 1
fi
echo "$version"
