#!/usr/bin/env bash
# Checks what Scripts/make-artifactbundle.sh wrote to OUTDIR, on Linux (called by .ci/run):
#   1. info.json: SwiftPM's schema 1.0, one artifact `themec` of type executable at
#      ThemecVersion.current, and a variant for this machine;
#   2. the zip holds exactly the bundle directory; the .sha256 is what
#      `swift package compute-checksum` and sha256sum print for it;
#   3. the binary: `ldd` lists neither libyaml nor a Swift runtime library, `--version` is
#      the bundle's, and with libyaml hidden it lints the shipped themes and compiles and
#      generates them byte for byte as the golden files say;
#   4. ThemecPlugins: its plugin sources are Plugins/ unchanged, its plugins declare what the
#      source package's declare, and the release form of its manifest carries the zip's checksum;
#   5. Scripts/build-example-prebuilt.sh with libyaml hidden (pkg-config cannot find
#      yaml-0.1, yaml.h and libyaml are empty files): a copy of Examples/ThemedList built,
#      tested and linted against ThemecPlugins, compiling none of themec's targets.
# "libyaml hidden": in a private mount namespace (unshare, root or sudo) every libyaml file
# and yaml-0.1.pc is covered by /dev/null; a C program using libyaml must fail to build there,
# or the check fails. Environment: THEMEC_CHECK_DIR, where the consumer copy is built (default
# OUTDIR/.check).
set -euo pipefail
shopt -s nullglob
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
die() {
  echo "error: $*" >&2
  exit 1
}
[ $# -eq 1 ] || {
  echo "usage: $0 OUTDIR" >&2
  exit 64
}
out="$(cd "$1" && pwd)"
bundle="$out/themec.artifactbundle"
zip="$out/themec.artifactbundle.zip"
plugins="$out/ThemecPlugins"
version="$(bash "$root/Scripts/themec-version.sh")"
for tool in jq unzip sha256sum ldd unshare clang pkg-config; do
  command -v "$tool" >/dev/null || die "$tool is needed for this check"
done

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -E "$@"; fi; }

# Runs a command where libyaml is not installed: a private mount namespace in which every
# libyaml header, library and pkg-config file reads as empty, and pkg-config searches only an
# empty directory. The caller's user runs the command.
without_libyaml() {
  local files=() empty="$out/.no-pkgconfig"
  mkdir -p "$empty"
  mapfile -t files < <(find /usr/include /usr/lib /usr/local/include /usr/local/lib \
    \( -name yaml.h -o -name 'libyaml*' -o -name yaml-0.1.pc \) -type f 2>/dev/null | sort)
  # shellcheck disable=SC2016 # the inner script expands its own arguments
  as_root unshare --mount --propagation private -- bash -c '
    user="$1" group="$2"; shift 2
    while [ "$1" != -- ]; do mount --bind /dev/null "$1"; shift; done; shift
    exec setpriv --reuid="$user" --regid="$group" --init-groups -- "$@"' \
    hide "$(id -u)" "$(id -g)" "${files[@]}" -- \
    env PKG_CONFIG_PATH="$empty" PKG_CONFIG_LIBDIR="$empty" "$@"
}

echo "== bundle: info.json"
info="$bundle/info.json"
jq -e --arg v "$version" '
  .schemaVersion == "1.0" and (.artifacts | keys) == ["themec"]
  and .artifacts.themec.type == "executable" and .artifacts.themec.version == $v
  and (.artifacts.themec.variants | length > 0)
  and all(.artifacts.themec.variants[]; (.path | type) == "string" and (.supportedTriples | length > 0))' \
  "$info" >/dev/null || die "$info is not a themec $version artifact bundle: $(cat "$info")"
host_triple="$(uname -m)-unknown-linux-gnu"
path="$(jq -r --arg t "$host_triple" '.artifacts.themec.variants[] | select(.supportedTriples | index($t)) | .path' "$info")"
[ -n "$path" ] || die "no variant for $host_triple in $info"
themec="$bundle/$path"
[ -x "$themec" ] || die "$themec is not an executable"
jq -r '.artifacts.themec.variants[].path' "$info" | while read -r p; do
  [ -x "$bundle/$p" ] || die "info.json names $p, which is not an executable in the bundle"
done

echo "== bundle: zip and checksum"
unzip -Z1 "$zip" | grep -v '^themec\.artifactbundle/' && die "the zip holds files outside themec.artifactbundle/"
unzipped="$(mktemp -d)"
trap 'rm -rf "$unzipped"' EXIT
unzip -q "$zip" -d "$unzipped"
diff -r "$bundle" "$unzipped/themec.artifactbundle" || die "the zip differs from $bundle"
[ -x "$unzipped/themec.artifactbundle/$path" ] || die "the zip lost the executable bit of $path"
recorded="$(cat "$zip.sha256")"
computed="$(swift package compute-checksum "$zip")"
[ "$recorded" = "$computed" ] || die "$zip.sha256 says $recorded, swift package compute-checksum $computed"
[ "$computed" = "$(sha256sum "$zip" | cut -d' ' -f1)" ] || die "compute-checksum is not the zip's SHA-256"
echo "checksum $computed"

echo "== binary: ldd $path ($(wc -c <"$themec") bytes)"
libraries="$(ldd "$themec")"
echo "$libraries"
if grep -E 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime|not found' <<<"$libraries"; then
  die "the bundled themec needs the libraries above"
fi
[ "$("$themec" --version)" = "$version" ] || die "themec --version is not $version"

echo "== binary: the shipped themes with libyaml hidden"
if without_libyaml clang -x c - -o /dev/null -lyaml <<<'#include <yaml.h>
int main(void) { return yaml_get_version_string() == 0; }' 2>/dev/null; then
  die "libyaml is still usable inside the namespace: the checks below would prove nothing"
fi
without_libyaml pkg-config --exists yaml-0.1 && die "pkg-config still finds yaml-0.1 inside the namespace"
generated="$(mktemp -d)"
trap 'rm -rf "$unzipped" "$generated"' EXIT
(
  cd "$root"
  without_libyaml "$themec" lint --strict Themes
  for theme in Themes/*.theme.*; do
    name="$(basename "$theme")"
    name="${name%%.theme.*}"
    without_libyaml "$themec" compile "$theme" -o "$generated/$name.table.json"
    cmp "$generated/$name.table.json" "Tests/ThemeCompilerTests/Fixtures/Themes/$name.table.json"
    without_libyaml "$themec" generate "$theme" -o "$generated/$name.swift"
    cmp "$generated/$name.swift" "Tests/ThemeCompilerTests/Fixtures/Generated/$name.swift"
    echo "$theme: table and Swift as the golden files"
  done
)

echo "== ThemecPlugins: the same plugin sources and declarations as the source package"
diff -r "$root/Plugins" "$plugins/Plugins" || die "ThemecPlugins/Plugins differs from Plugins/"
declared() { swift package --package-path "$1" dump-package | jq -S '[.targets[] | select(.type == "plugin") | {name, pluginCapability}] | sort_by(.name)'; }
diff <(declared "$root") <(declared "$plugins") || die "ThemecPlugins declares its plugins differently from Package.swift"
swift package --package-path "$plugins" dump-package |
  jq -e '.targets[] | select(.name == "themec") | .type == "binary" and .path == "../themec.artifactbundle.zip"' >/dev/null ||
  die "ThemecPlugins' themec is not the bundle's zip by path"
release="$generated/release/ThemecPlugins"
mkdir -p "$release"
bash "$root/Scripts/plugins-manifest.sh" --url "https://example.invalid/themec.artifactbundle.zip" "$zip" >"$release/Package.swift"
swift package --package-path "$release" dump-package |
  jq -e --arg c "$recorded" '.targets[] | select(.name == "themec") | .type == "binary" and .checksum == $c and .url == "https://example.invalid/themec.artifactbundle.zip"' >/dev/null ||
  die "the release manifest does not name the zip by URL with its checksum"

echo "== Examples/ThemedList against ThemecPlugins, libyaml hidden"
without_libyaml bash "$root/Scripts/build-example-prebuilt.sh" "$plugins" "${THEMEC_CHECK_DIR:-$out/.check}"
