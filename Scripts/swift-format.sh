#!/usr/bin/env bash
# The toolchain's swift-format over the project's own Swift sources, with .swift-format's
# settings. Golden generated files and the UIKit stub (Tests/**/Fixtures) are data, not code,
# and stay as they are.
#   Scripts/swift-format.sh          # check: exit 1 when a file would change (CI runs this)
#   Scripts/swift-format.sh --fix    # rewrite the files in place
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mapfile -t files < <(git ls-files '*.swift' ':!:**/Fixtures/**' ':!:Examples/**/.build/**' | grep -v '^Package.swift$')
if [ "${1:-}" = "--fix" ]; then
  swift format format --in-place "${files[@]}"
else
  swift format lint --strict "${files[@]}"
  echo "swift format: ${#files[@]} files clean"
fi
