#!/usr/bin/env python3
"""Checks `themec preview` in a real browser (headless Chromium through chromedriver).

For every shipped theme (Themes/*.theme.{yaml,yml,json}) it compiles the table and writes
the preview with the built themec, opens the page and checks, for every row of every
preset's table, that its swatch (the one element with data-preset=NAME and
data-state=KEY) is present, visible, and has the row's resolvedBackgroundColor as its
computed background-color and the row's cornerRadius as its border-radius (a button row: the
radius its corner style draws in the 44-point frame, and a sample title in the row's
resolvedForegroundColor, with the contrast ratio in the swatch's tooltip). It also checks
that no other element has data-state and that the page logged no console errors. It does
so for the default preview and for `--design both`, whose swatches (with data-design) are
checked against `compile --design classic` and `compile --design glass`.

Usage: Scripts/preview-browser-test.py [THEMEC] [THEME...]
  THEMEC defaults to $THEMEC, else the binary of `swift build --show-bin-path`.
Needs chromium, chromedriver and selenium (`.ci/run` installs them).
Prints one line per failure and closes with `N passed, M failed`; exits 1 on any failure.
"""
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The driver and the browser are given explicitly: Selenium Manager has nothing to fetch,
# and sends no usage statistics.
os.environ.setdefault("SE_AVOID_STATS", "true")

# Every swatch of the page, with what the checks need, in one round trip.
COLLECT = """
return Array.from(document.querySelectorAll('[data-state]')).map(function (e) {
  var s = getComputedStyle(e), r = e.getBoundingClientRect();
  return {preset: e.getAttribute('data-preset'), state: e.getAttribute('data-state'),
          design: e.getAttribute('data-design'),
          background: s.backgroundColor, radius: s.borderTopLeftRadius,
          radii: [s.borderTopRightRadius, s.borderBottomLeftRadius, s.borderBottomRightRadius],
          width: r.width, height: r.height, visible: e.checkVisibility({visibilityProperty: true, opacityProperty: true}),
          title: (function (t) { return t ? getComputedStyle(t).color : null; })(e.querySelector('.title')),
          tooltip: e.getAttribute('title')};
});
"""


def themec_binary():
    if len(sys.argv) > 1 and not sys.argv[1].startswith("Themes/"):
        return os.path.abspath(sys.argv[1])
    if os.environ.get("THEMEC"):
        return os.environ["THEMEC"]
    path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()
    return os.path.join(path, "themec")


def parse_css_color(text):
    """`rgb(r, g, b)` or `rgba(r, g, b, a)` → (r, g, b, a) with a in 0…1."""
    inside = text[text.index("(") + 1:text.rindex(")")]
    parts = [p.strip() for p in inside.replace("/", ",").replace(" ", ",").split(",") if p.strip()]
    r, g, b = (float(p) for p in parts[:3])
    a = float(parts[3]) if len(parts) > 3 else 1.0
    return r, g, b, a


def hex_color(text):
    """`#RRGGBBAA` → (r, g, b, a) with a in 0…1."""
    v = [int(text[i:i + 2], 16) for i in (1, 3, 5, 7)]
    return v[0], v[1], v[2], v[3] / 255


def same_color(css, table_hex):
    r1, g1, b1, a1 = parse_css_color(css)
    r2, g2, b2, a2 = hex_color(table_hex)
    if abs(a1 - a2) > 0.6 / 255:
        return False
    # A fully transparent colour has no channels to compare (browsers serialise it as 0, 0, 0).
    return a2 == 0 or max(abs(r1 - r2), abs(g1 - g2), abs(b1 - b2)) < 0.5


def number_px(value):
    text = ("%f" % value).rstrip("0").rstrip(".")
    return text + "px"


# The share of the swatch's height a button's corner style draws as its radius (capsule: half).
CORNER_STYLE_SHARE = {"small": 0.125, "medium": 0.175, "large": 0.25, "capsule": 0.5}


def expected_radius(row):
    """The radius the preview draws: cornerRadius, or for a button what its corner style substitutes."""
    share = CORNER_STYLE_SHARE.get(row.get("cornerStyle"))
    if share is None:
        return row["cornerRadius"]
    insets = row["backgroundInsets"]
    return max(44 - insets["top"] - insets["bottom"], 0) * share


def run_themec(themec, args):
    return subprocess.run([themec] + args, cwd=ROOT, capture_output=True, text=True)


def main():
    themec = themec_binary()
    themes = [a for a in sys.argv[1:] if a.startswith("Themes/")] or sorted(
        glob.glob("Themes/*.theme.yaml", root_dir=ROOT) + glob.glob("Themes/*.theme.yml", root_dir=ROOT)
        + glob.glob("Themes/*.theme.json", root_dir=ROOT))
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if shutil.which("chromium"):
        options.binary_location = shutil.which("chromium")
    driver_path = shutil.which("chromedriver")
    driver = webdriver.Chrome(options=options, service=Service(driver_path) if driver_path else None)
    passed = failed = 0

    def fail(message):
        nonlocal failed
        failed += 1
        print("FAIL " + message)

    def check_page(theme, name, preview_args, tables):
        """Opens the preview of `theme` and checks its swatches against `tables`
        (data-design value → compiled table)."""
        nonlocal passed
        page = os.path.join(scratch, os.path.basename(theme) + "." + name.replace(" ", "-") + ".html")
        written = run_themec(themec, ["preview", theme, "-o", page] + preview_args)
        if written.returncode != 0:
            fail("%s (%s): themec preview exited %d: %s" % (theme, name, written.returncode, written.stderr.strip()))
            return
        driver.get("file://" + page)
        found = {}
        for s in driver.execute_script(COLLECT):
            found.setdefault((s["design"], s["preset"], s["state"]), []).append(s)
        expected = set()
        for design, table in tables.items():
            for preset, body in table["presets"].items():
                for state, row in body["states"].items():
                    expected.add((design, preset, state))
                    where = "%s (%s): %s %s" % (theme, design or name, preset, state)
                    matches = found.get((design, preset, state), [])
                    if len(matches) != 1:
                        fail("%s: %d swatches, expected exactly 1" % (where, len(matches)))
                        continue
                    s = matches[0]
                    problems = []
                    if not s["visible"] or s["width"] <= 0 or s["height"] <= 0:
                        problems.append("not visible (%sx%s)" % (s["width"], s["height"]))
                    if not same_color(s["background"], row["resolvedBackgroundColor"]):
                        problems.append("background %s, table %s" % (s["background"], row["resolvedBackgroundColor"]))
                    radius = number_px(expected_radius(row))
                    if any(r != radius for r in [s["radius"]] + s["radii"]):
                        problems.append("radius %s, table %s" % ([s["radius"]] + s["radii"], radius))
                    if "resolvedForegroundColor" in row:
                        if s["title"] is None or not same_color(s["title"], row["resolvedForegroundColor"]):
                            problems.append("title colour %s, table %s" % (s["title"], row["resolvedForegroundColor"]))
                        if "contrast " not in (s["tooltip"] or ""):
                            problems.append("no contrast ratio in the tooltip")
                    if problems:
                        fail("%s: %s" % (where, "; ".join(problems)))
                    else:
                        passed += 1
        for key in found:
            if key not in expected:
                fail("%s (%s): an element has data-state %r of preset %r (data-design %r), which is not a row of the table"
                     % (theme, name, key[2], key[1], key[0]))
        errors = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        for e in errors:
            fail("%s (%s): console error: %s" % (theme, name, e.get("message")))
        if not errors:
            passed += 1
        print("     %s (%s): %d rows checked" % (theme, name, len(expected)))

    def compile_table(theme, args):
        compiled = run_themec(themec, ["compile", theme] + args)
        if compiled.returncode != 0:
            fail("%s: themec compile %s exited %d: %s" % (theme, " ".join(args), compiled.returncode, compiled.stderr.strip()))
            return None
        return json.loads(compiled.stdout)

    scratch = tempfile.mkdtemp(prefix="themec-preview-")
    try:
        for theme in themes:
            table = compile_table(theme, [])
            if table is not None:
                check_page(theme, "default", [], {None: table})
            classic, glass = compile_table(theme, ["--design", "classic"]), compile_table(theme, ["--design", "glass"])
            if classic is not None and glass is not None:
                check_page(theme, "both designs", ["--design", "both"], {"classic": classic, "glass": glass})
    finally:
        driver.quit()
        shutil.rmtree(scratch, ignore_errors=True)
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
