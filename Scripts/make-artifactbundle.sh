#!/usr/bin/env bash
# Builds themec as a SwiftPM artifact bundle and the plugins-only package that runs it.
#
#   Scripts/make-artifactbundle.sh [--merge BUNDLE]... [--no-build] OUTDIR
#
# writes, each through a temporary directory and a rename:
#   OUTDIR/themec.artifactbundle/            info.json + one variant directory per platform
#   OUTDIR/themec.artifactbundle.zip         the bundle as SwiftPM downloads it
#   OUTDIR/themec.artifactbundle.zip.sha256  its checksum, as `swift package compute-checksum` prints it
#   OUTDIR/ThemecPlugins/                    the plugins package (Plugins/ copied, manifest from
#                                            Scripts/plugins-manifest.sh) wired to the zip by path
#
# The variant for this machine is a release build of `themec`:
#   Linux  (x86_64, aarch64): --static-swift-stdlib, libyaml linked from its static archive, so
#          the binary needs neither the Swift runtime nor libyaml at run time;
#   macOS: arm64 and x86_64 joined with lipo, libyaml linked from a static universal archive.
# Both are compiled to reach type metadata through accessor functions, not mangled names
# (`compiler_flags`): on Linux the runtime checks every conformance a mangled name's generic
# requirements need by scanning all the conformance records loaded, about 30 000 instructions
# a check, and a 1-preset lint made some 400 of them (docs/performance.md, tenth round).
# libyaml's archive is `libyaml.a` beside the one pkg-config finds as yaml-0.1 (Debian's
# libyaml-dev installs it), or THEMEC_LIBYAML_A (headers: THEMEC_LIBYAML_INCLUDE). Source
# builds are untouched: only this script points pkg-config at a directory holding nothing
# but the archive, so `-lyaml` cannot pick the shared library.
#
# --merge BUNDLE  adds the variants of a bundle built elsewhere (its directory or zip), e.g.
#                 the macOS variant from a Mac; the release workflow assembles the release so.
# --no-build      builds nothing: the bundle holds only the merged variants.
#
# The version is ThemecVersion.current (Scripts/themec-version.sh); every variant that can run
# here must print it for `--version`. Environment: THEMEC_BUNDLE_SCRATCH, the build directory
# (default .build-bundle).
set -euo pipefail
shopt -s nullglob
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Type metadata through accessor functions (a frontend flag: SwiftPM refuses unsafe flags in a
# package used as a versioned dependency, so they are given here, for the binary we ship).
compiler_flags=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

die() {
  echo "error: $*" >&2
  exit 1
}
usage() {
  echo "usage: $0 [--merge BUNDLE]... [--no-build] OUTDIR" >&2
  exit 64
}

merges=()
build=1
out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --merge)
      [ $# -ge 2 ] || usage
      merges+=("$2")
      shift 2
      ;;
    --no-build)
      build=0
      shift
      ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
      exit 0
      ;;
    -*) usage ;;
    *)
      [ -z "$out" ] || usage
      out="$1"
      shift
      ;;
  esac
done
[ -n "$out" ] || usage
[ "$build" = 1 ] || [ ${#merges[@]} -gt 0 ] || die "--no-build without --merge makes an empty bundle"

version="$(bash "$root/Scripts/themec-version.sh")"
scratch="${THEMEC_BUNDLE_SCRATCH:-$root/.build-bundle}"
mkdir -p "$scratch" "$out"
scratch="$(cd "$scratch" && pwd)" # pkg-config's -L must not depend on the directory
out="$(cd "$out" && pwd)"
stage="$(mktemp -d "$out/.themec-bundle.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
bundle="$stage/themec.artifactbundle"
mkdir "$bundle"

# MARK: - Static libyaml

# Writes DIR/lib/libyaml.a and DIR/lib/pkgconfig/yaml-0.1.pc: a yaml-0.1 whose library
# directory has no shared libyaml, for PKG_CONFIG_PATH (SwiftPM reads it for CYAML).
static_libyaml() {
  local dir="$1" archive="${THEMEC_LIBYAML_A:-}" include="${THEMEC_LIBYAML_INCLUDE:-}"
  if [ -z "$archive" ] || [ -z "$include" ]; then
    pkg-config --exists yaml-0.1 2>/dev/null ||
      die "pkg-config cannot find yaml-0.1: install libyaml-dev (apt) or libyaml (brew), or set THEMEC_LIBYAML_A and THEMEC_LIBYAML_INCLUDE"
  fi
  [ -n "$archive" ] || archive="$(pkg-config --variable=libdir yaml-0.1)/libyaml.a"
  [ -n "$include" ] || include="$(pkg-config --variable=includedir yaml-0.1)"
  [ -f "$archive" ] || die "no static libyaml at $archive (set THEMEC_LIBYAML_A)"
  [ -f "$include/yaml.h" ] || die "no yaml.h in $include (set THEMEC_LIBYAML_INCLUDE)"
  rm -rf "$dir"
  mkdir -p "$dir/lib/pkgconfig"
  cp "$archive" "$dir/lib/libyaml.a"
  cat >"$dir/lib/pkgconfig/yaml-0.1.pc" <<PC
libdir=$dir/lib
includedir=$include

Name: LibYAML
Description: libyaml's static archive only (themec's artifact bundle)
Version: 0.2
Cflags: -I\${includedir}
Libs: -L\${libdir} -lyaml
PC
}

# MARK: - Variants

# The platform part of a variant directory's name → the triples SwiftPM matches it against.
triples_of() {
  case "$1" in
    linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
    linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
    macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
    *) return 1 ;;
  esac
}

build_linux() {
  local arch platform yaml bin variant needed
  arch="$(uname -m)"
  case "$arch" in x86_64 | aarch64) ;; *) die "no Linux variant for $arch" ;; esac
  platform="linux-$arch"
  yaml="$scratch/libyaml-static"
  static_libyaml "$yaml"
  echo "== swift build -c release --static-swift-stdlib (themec, $platform, libyaml static)"
  PKG_CONFIG_PATH="$yaml/lib/pkgconfig" swift build --package-path "$root" --scratch-path "$scratch" \
    -c release --static-swift-stdlib --product themec "${compiler_flags[@]}"
  bin="$(swift build --package-path "$root" --scratch-path "$scratch" -c release --static-swift-stdlib --show-bin-path)/themec"
  needed="$(readelf -d "$bin" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
  if grep -E 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime' <<<"$needed"; then
    die "$bin still needs the libraries above at run time"
  fi
  variant="$bundle/themec-$version-$platform"
  mkdir -p "$variant/bin"
  # Symbols and debug information are two thirds of the binary; crashes still name functions.
  strip -o "$variant/bin/themec" "$bin"
}

build_macos() {
  local minimum yaml arch bins=() variant archs
  # The package's minimum macOS (.macOS(.v13) → 13.0) is the binary's.
  minimum="$(sed -n 's/.*\.macOS(\.v\([0-9]*\)).*/\1/p' "$root/Package.swift").0"
  yaml="$scratch/libyaml-static"
  static_libyaml "$yaml"
  archs="$(lipo -archs "$yaml/lib/libyaml.a")"
  for arch in arm64 x86_64; do
    [[ " $archs " == *" $arch "* ]] || die "the static libyaml ($yaml/lib/libyaml.a: $archs) lacks $arch: build a universal one (see .github/workflows/release.yml)"
    echo "== swift build -c release (themec, $arch-apple-macosx$minimum, libyaml static)"
    PKG_CONFIG_PATH="$yaml/lib/pkgconfig" swift build --package-path "$root" --scratch-path "$scratch" -c release --product themec --triple "$arch-apple-macosx$minimum" "${compiler_flags[@]}"
    bins+=("$(swift build --package-path "$root" --scratch-path "$scratch" -c release --triple "$arch-apple-macosx$minimum" --show-bin-path)/themec")
  done
  variant="$bundle/themec-$version-macos"
  mkdir -p "$variant/bin"
  lipo -create -output "$variant/bin/themec" "${bins[@]}"
  strip -S -x "$variant/bin/themec"
  # strip invalidates the linker's ad-hoc signature, without which arm64 refuses to run it.
  codesign --force --sign - "$variant/bin/themec"
  archs="$(lipo -archs "$variant/bin/themec")"
  [[ " $archs " == *" arm64 "* && " $archs " == *" x86_64 "* ]] || die "the macOS binary has only: $archs"
  if otool -L "$variant/bin/themec" | grep -i yaml; then die "the macOS binary links libyaml dynamically"; fi
}

merge() {
  local from="$1" dir variant name
  if [ -f "$from" ]; then
    rm -rf "$stage/merge"
    mkdir "$stage/merge"
    unzip -q "$from" -d "$stage/merge"
    dir="$stage/merge/themec.artifactbundle"
  else
    dir="$from"
  fi
  [ -f "$dir/info.json" ] || die "$from is not a themec.artifactbundle (directory or zip)"
  for variant in "$dir"/themec-*/; do
    name="$(basename "$variant")"
    [[ "$name" == "themec-$version-"* ]] || die "$from holds $name, not themec $version"
    [ ! -e "$bundle/$name" ] || die "two $name variants ($from and another)"
    cp -Rp "$variant" "$bundle/$name"
  done
}

case "$(uname -s)" in
  Linux) host="linux-$(uname -m)" ;;
  Darwin) host="macos" ;;
  *) host="" ;;
esac
if [ "$build" = 1 ]; then
  case "$host" in
    linux-*) build_linux ;;
    macos) build_macos ;;
    *) die "no variant for $(uname -s)" ;;
  esac
fi
for from in ${merges[@]+"${merges[@]}"}; do merge "$from"; done
if [ ! -d "$bundle/themec-$version-macos" ]; then
  echo "note: not on macOS: this bundle has no macOS variant (the release workflow builds it on a Mac and adds it with --merge)" >&2
fi

# MARK: - info.json

entries=()
for variant in "$bundle"/themec-*/; do
  name="$(basename "$variant")"
  platform="${name#"themec-$version-"}"
  triples="$(triples_of "$platform")" || die "unknown platform '$platform' in $name"
  [ -x "$variant/bin/themec" ] || die "$name has no executable bin/themec"
  # This machine's variant must run and be the version the bundle declares.
  if [ "$platform" = "$host" ]; then
    printed="$("$variant/bin/themec" --version)" || die "$name/bin/themec --version failed"
    [ "$printed" = "$version" ] || die "$name/bin/themec --version prints '$printed', the bundle declares $version"
  fi
  entries+=("        { \"path\": \"$name/bin/themec\", \"supportedTriples\": [$triples] }")
done
[ ${#entries[@]} -gt 0 ] || die "no variant"
{
  printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "themec": {\n'
  printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
  for i in "${!entries[@]}"; do
    if [ "$i" -lt $((${#entries[@]} - 1)) ]; then echo "${entries[$i]},"; else echo "${entries[$i]}"; fi
  done
  printf '      ]\n    }\n  }\n}\n'
} >"$bundle/info.json"

# MARK: - Zip, checksum, plugins package

(cd "$stage" && zip -q -r -X themec.artifactbundle.zip themec.artifactbundle)
swift package compute-checksum "$stage/themec.artifactbundle.zip" >"$stage/themec.artifactbundle.zip.sha256"

plugins="$stage/ThemecPlugins"
mkdir -p "$plugins"
# The plugin code exists once, in Plugins/: the package gets a copy, not a link, because
# it is published as its own repository (SwiftPM fetches a package from a repository root).
cp -Rp "$root/Plugins" "$plugins/Plugins"
bash "$root/Scripts/plugins-manifest.sh" --path ../themec.artifactbundle.zip >"$plugins/Package.swift"

# MARK: - Install

for item in themec.artifactbundle themec.artifactbundle.zip themec.artifactbundle.zip.sha256 ThemecPlugins; do
  if [ -e "$out/$item" ]; then mv "$out/$item" "$stage/replaced-$item"; fi
  mv "$stage/$item" "$out/$item"
done
echo "themec $version: $out/themec.artifactbundle.zip ($(cat "$out/themec.artifactbundle.zip.sha256"))"
for variant in "$out/themec.artifactbundle"/themec-*/; do
  echo "  $(basename "$variant")/bin/themec: $(wc -c <"$variant/bin/themec") bytes"
done
echo "  $out/ThemecPlugins: .package(path: \"$out/ThemecPlugins\")"
