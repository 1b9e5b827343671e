#!/usr/bin/env python3
"""Writes a theme with one preset of N rows (64, 512 or 4096), for measuring what the
generated Swift costs the Swift compiler (Benchmarks/typecheck.sh).

    Benchmarks/rows-theme.py --rows 512 --out /tmp/rows   # → rows-512.theme.yaml

Every axis changes a different property, so (almost) every row has its own appearance and
its own assignments: the worst case for a generated table, not a flattering one. The
palette names system colours and derives from them, as real themes do.
"""
import argparse

# An atom and the block it adds: each sets properties no other atom sets, except the
# background colour (highlighted, selected), which `precedence` decides.
AXES = [
    ("highlighted", {"backgroundColor": "pressed"}),
    ("selected", {"backgroundColor": "chosen"}),
    ("disabled", {"strokeWidth": 2, "strokeColor": "separator"}),
    ("focused", {"strokeColor": "accent"}),
    ("highContrast", {"strokeOutset": 1}),
    ("dark", {"cornerRadius": 14}),
    ("editing", {"backgroundInsets": 4}),
    ("swiped", {"imageContentMode": "scaleAspectFill"}),
    ("expanded", {"edgesAddingLayoutMarginsToBackgroundInsets": "all"}),
    ("reordering", {"visualEffect": "systemMaterial"}),
    ("dropTargeted", {"strokeOutset": 3}),
    ("lifting", {"shadowProperties": {"color": "black", "opacity": 0.2, "radius": 6, "offset": {"width": 0, "height": 2}}}),
]
AXIS_COUNT = {64: 6, 512: 9, 4096: 12}
ORDER = ["selected", "highlighted", "disabled", "focused", "editing", "swiped", "expanded", "reordering",
         "lifting", "dragging", "dropTargeted", "dropNotTargeted", "pinned", "highContrast", "dark"]


def value(v, indent):
    if isinstance(v, dict):
        return "\n" + "".join(f"{' ' * indent}{k}: {value(x, indent + 2)}" for k, x in v.items())
    return f'"{v}"\n' if isinstance(v, str) and v.startswith("#") else f"{v}\n"


def theme(rows):
    lines = [
        f"theme: Rows{rows}", "version: 1", 'deploymentTarget:', '  iOS: "18.0"', "precedence:",
        *[f"  - {atom}" for atom in ORDER],
        "colors:",
        "  accent: systemBlue",
        "  surface: { light: \"#FFFFFF\", dark: systemGray6 }",
        "  pressed: { from: surface, mix: accent, amount: 0.15 }",
        "  chosen: { from: accent, alpha: 0.3 }",
        "presets:", "  card:", "    base: listCell", "    listEnvironment: grouped", "    backgroundColor: surface", "    states:",
    ]
    for atom, block in AXES[:AXIS_COUNT[rows]]:
        lines.append(f"      {atom}:")
        for key, v in block.items():
            lines.append(f"        {key}: {value(v, 10).rstrip()}" if not isinstance(v, dict) else f"        {key}:{value(v, 10).rstrip()}")
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, choices=sorted(AXIS_COUNT), required=True)
    parser.add_argument("--out", default=".")
    args = parser.parse_args()
    with open(f"{args.out}/rows-{args.rows}.theme.yaml", "w") as f:
        f.write(theme(args.rows))


if __name__ == "__main__":
    main()
