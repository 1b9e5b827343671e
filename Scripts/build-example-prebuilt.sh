#!/usr/bin/env bash
# Builds, tests and lints a copy of Examples/ThemedList that takes its plugins from a
# ThemecPlugins package (Scripts/make-artifactbundle.sh) instead of this repository, and
# fails when the build compiled any of themec's own targets (read from the verbose build
# log, which must show the example's own compile and the bundled `themec generate`).
#
#   Scripts/build-example-prebuilt.sh THEMECPLUGINS_DIR WORKDIR
#
# WORKDIR/ThemedList is the copy, WORKDIR/build.log its build log. Linux and macOS;
# Scripts/check-artifactbundle.sh runs it with libyaml hidden.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
die() {
  echo "error: $*" >&2
  exit 1
}
[ $# -eq 2 ] || {
  echo "usage: $0 THEMECPLUGINS_DIR WORKDIR" >&2
  exit 64
}
plugins="$(cd "$1" && pwd)"
[ -f "$plugins/Package.swift" ] || die "$plugins has no Package.swift"
mkdir -p "$2"
work="$(cd "$2" && pwd)"
example="$work/ThemedList"
rm -rf "$example"
cp -R "$root/Examples/ThemedList" "$example"
rm -rf "$example/.build" "$example/.swiftpm"

# The example's one dependency, the source package, becomes ThemecPlugins.
manifest="$example/Package.swift"
sed -e "s|\.package(name: \"themec\", path: \"\.\./\.\.\")|.package(path: \"$plugins\")|" \
  -e 's|package: "themec")|package: "ThemecPlugins")|' "$root/Examples/ThemedList/Package.swift" >"$manifest"
if ! grep -q "package(path: \"$plugins\")" "$manifest" || ! grep -q 'package: "ThemecPlugins"' "$manifest"; then
  die "could not point $manifest at ThemecPlugins"
fi

log="$work/build.log"
start=$SECONDS
swift build -v --package-path "$example" >"$log" 2>&1 || {
  tail -40 "$log"
  die "the example does not build against ThemecPlugins (log: $log)"
}
echo "example built against ThemecPlugins in $((SECONDS - start)) s (log: $log)"
grep -q -- '-module-name ThemedList' "$log" || die "$log shows no compile of ThemedList"
grep -q 'artifacts/.*themec\.artifactbundle/.*/bin/themec generate ' "$log" ||
  die "$log shows no 'themec generate' run from the artifact bundle"
if grep -E -- '-module-name (ThemeSyntax|ThemeCompiler|themec|CYAML|ArgumentParser)( |$)|Compiling (ThemeSyntax|ThemeCompiler|themec|CYAML|ArgumentParser) ' "$log"; then
  die "the example compiled themec's own targets (above)"
fi

swift test --package-path "$example"
swift package --package-path "$example" lint-themes --reporter json >"$work/lint-themes.json"
jq -e '.summary.files == 1' "$work/lint-themes.json" >/dev/null ||
  die "lint-themes did not lint the example's theme: $(cat "$work/lint-themes.json")"
echo "ThemecPlugins: the example built, tested and linted with the bundled themec, none of themec compiled"
