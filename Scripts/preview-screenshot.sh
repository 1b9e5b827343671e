#!/usr/bin/env bash
# Regenerates docs/preview-settings.png: the preview of Themes/Settings.theme.yaml, rendered
# by headless Chromium (the README shows it). Needs chromium (`.ci/run` installs it).
# Usage: Scripts/preview-screenshot.sh [THEMEC]   (default: the `swift build` binary)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

themec="${1:-}"
if [ -z "$themec" ]; then
    swift build --product themec >/dev/null
    themec="$(swift build --show-bin-path)/themec"
fi
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

"$themec" preview Themes/Settings.theme.yaml -o "$scratch/settings.html"
# The first two presets (the row and the card) fit in 1100 × 1650 CSS pixels.
"$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1100,1650 --screenshot="$scratch/settings.png" "file://$scratch/settings.html" 2>/dev/null
mv "$scratch/settings.png" docs/preview-settings.png
echo "wrote docs/preview-settings.png"
