#!/usr/bin/env python3
"""Writes a synthetic, nearly lint-clean theme of N presets, in YAML and in JSON, deterministically.

With seed 7 and no options it has no findings at 1k presets; at 10k its random palette holds a
few look-alike colours (21 warnings: `selection-invisible`, `state-look-alike`).

    Benchmarks/generate.py --presets 10000 --seed 7 --out /tmp/bench   # → bench-10000.theme.{yaml,json}
    Benchmarks/generate.py --presets 10000 --findings --out /tmp/bench  # → bench-10000-findings.theme.*

`--warnings` puts a common mistake in about one root cell in ten; `--findings` repeats a
colour in every preset, about two warnings a preset (a report of tens of thousands of lines).

The mix is what real themes hold, scaled up: a palette (hex literals, light/dark and
high-contrast variant maps, alpha and mix derivations of earlier colours), families of
presets (a root on a system style, then `extends` chains up to four deep), single and
combined selectors (`highlighted`, `selected`, `highlighted+selected`, `dark`,
`highContrast`, `disabled`, `focused`), insets, layout-margin edges, strokes, corner
radii, shadows and custom views. A `precedence` list decides the combined rows, every
palette colour is used, no override repeats what applies already: `themec lint` finds
nothing and `themec compile` writes a table. The same theme in both formats (the JSON is
the YAML's data, keys in the same order), so the two can be compared byte for byte.
"""
import argparse
import json
import random

CELL_ENVIRONMENTS = ["plain", "grouped", "insetGrouped", "sidebar"]
HEADER_BASES = ["listHeader", "listFooter"]
MODES = ["scaleToFill", "scaleAspectFit", "scaleAspectFill", "center"]


class Palette:
    """N colour names; a preset draws distinct ones so no override repeats its parent."""

    def __init__(self, rng, count):
        self.rng = rng
        self.names = [f"c{i}" for i in range(count)]
        self.defs = {}
        for i, name in enumerate(self.names):
            self.defs[name] = self._definition(i)

    def _hex(self):
        return "#%02X%02X%02X" % (self.rng.randrange(256), self.rng.randrange(256), self.rng.randrange(256))

    def _definition(self, i):
        roll = self.rng.random()
        # Base colours have dark variants (as in real themes): a state override in a constant
        # colour beside an adaptive background would fire `missing-dark-variant`.
        if i < 4 or roll < 0.35:
            return {"light": self._hex(), "dark": self._hex()}
        if roll < 0.65:
            d = {"light": self._hex(), "dark": self._hex()}
            if self.rng.random() < 0.3:
                d["lightHighContrast"] = self._hex()
                d["darkHighContrast"] = self._hex()
            return d
        source = self.names[self.rng.randrange(i)]
        if roll < 0.85:
            return {"from": source, "alpha": round(self.rng.uniform(0.2, 0.9), 2)}
        other = self.names[self.rng.randrange(i)]
        return {"from": source, "mix": other, "amount": round(self.rng.uniform(0.1, 0.6), 2)}


class Generator:
    def __init__(self, presets, seed, warnings=False, findings=False):
        self.rng = random.Random(seed)
        # Mistakes are drawn from their own generator, so the lint-clean theme of a seed is
        # the same bytes with or without --warnings.
        self.warn_rng = random.Random(seed + 1) if warnings else None
        # --findings: a repeated value in every preset (about two findings a preset), the
        # theme a report of tens of thousands of findings is measured on.
        self.findings = findings
        self.count = presets
        self.palette = Palette(self.rng, max(4, presets // 8))
        self.next_color = 0  # walks the palette so every colour is used
        self.family = set()
        self.hides_custom_view = set()  # presets whose rows hide a custom view when selected
        self.hides_in_states = {}  # preset -> the other states whose rows hide its custom view

    def color(self):
        """The next palette colour, never one the current family already uses (an override
        with its parent's colour would be redundant)."""
        names = self.palette.names
        for _ in range(len(names)):
            name = names[self.next_color % len(names)]
            self.next_color += 1
            if name not in self.family:
                self.family.add(name)
                return name
        return name

    def insets(self):
        if self.rng.random() < 0.5:
            return self.rng.choice([2, 4, 8])
        return {"top": self.rng.choice([0, 2, 4]), "leading": self.rng.choice([8, 16]),  # never all zero (the default)
                "bottom": self.rng.choice([0, 2, 4]), "trailing": self.rng.choice([0, 8, 16])}

    def shadow(self):
        return {"color": self.color(), "opacity": round(self.rng.uniform(0.1, 0.5), 2),
                "radius": self.rng.choice([2, 4, 8, 12]),
                "offset": {"width": 0, "height": self.rng.choice([1, 2, 4])}}

    def cell_root(self):
        p = {"base": "listCell", "listEnvironment": self.rng.choice(CELL_ENVIRONMENTS),
             "description": "A generated row.", "backgroundColor": self.color()}
        if self.rng.random() < 0.5:
            p["cornerRadius"] = self.rng.choice([4, 8, 12])  # 10 is the sidebar default
        if self.rng.random() < 0.4:
            p["backgroundInsets"] = self.insets()
        if self.rng.random() < 0.3:
            p["edgesAddingLayoutMarginsToBackgroundInsets"] = self.rng.choice(["all", ["leading", "trailing"]])
        states = {"highlighted": {"backgroundColor": self.color()},
                  "selected": {"backgroundColor": self.color()}}
        if self.rng.random() < 0.4:
            states["highlighted+selected"] = {"backgroundColor": self.color()}
        if self.rng.random() < 0.3:
            states["highContrast"] = {"strokeColor": self.color(), "strokeWidth": self.rng.choice([1, 2])}
        if self.rng.random() < 0.2:
            states["disabled"] = {"backgroundColor": self.color()}
        p["states"] = states
        if self.warn_rng and self.warn_rng.random() < 0.1:
            self.mistake(p)
        return p

    def repeat(self, name, p):
        """Overrides that repeat what applies already (`redundant-override`): the preset's
        colour again for dark mode, and in a root for high contrast too; in a child the dark
        one also beats its parents' feedback colours there (`selection-invisible`). About two
        warnings a preset."""
        colour = self.inherited(name, "backgroundColor")
        states = p.setdefault("states", {})
        states.setdefault("dark", {})["backgroundColor"] = colour
        if "extends" not in p:
            states.setdefault("highContrast", {})["backgroundColor"] = colour

    def mistake(self, p):
        """One common mistake in a root cell, each of which themec warns about: an override
        that repeats the value (redundant-override), a stroke without a colour
        (stroke-tint-fallback), or no selected/highlighted look (selection-invisible)."""
        kind = self.warn_rng.randrange(3)
        if kind == 0:
            p["states"]["focused"] = {"backgroundColor": p["backgroundColor"]}
        elif kind == 1:
            p["strokeWidth"] = 1
        else:
            for state in ("highlighted", "selected", "highlighted+selected"):
                p["states"].pop(state, None)
            if not p["states"]:
                del p["states"]

    def header_root(self):
        p = {"base": self.rng.choice(HEADER_BASES), "listEnvironment": self.rng.choice(["plain", "grouped", "insetGrouped"]),
             "backgroundColor": self.color(), "cornerRadius": self.rng.choice([4, 6, 12])}
        if self.rng.random() < 0.5:
            p["backgroundInsets"] = self.insets()
        if self.rng.random() < 0.3:
            p["states"] = {"focused": {"backgroundColor": self.color()}}
        return p

    def inherited(self, preset, key):
        """The value `preset` or its nearest ancestor sets for `key`, if any."""
        while preset is not None:
            if key in self.presets[preset]:
                return self.presets[preset][key]
            preset = self.presets[preset].get("extends")
        return None

    def colored_states(self, preset):
        """The states other than pressed or selected that `preset` or an ancestor gives a
        background colour, in the order they were written."""
        found = {}
        while preset is not None:
            for selector, block in self.presets[preset].get("states", {}).items():
                atoms = selector.split("+")
                if "backgroundColor" in block and "highlighted" not in atoms and "selected" not in atoms:
                    found[selector] = None
            preset = self.presets[preset].get("extends")
        return found.keys()

    def hidden_states(self, preset):
        """The states in which the nearest custom view above `preset` is hidden already."""
        while preset is not None:
            if preset in self.hides_in_states:
                return self.hides_in_states[preset]
            preset = self.presets[preset].get("extends")
        return set()

    def fresh(self, preset, key, choices):
        """A choice that differs from the inherited value (an equal one is redundant)."""
        return self.rng.choice([c for c in choices if c != self.inherited(preset, key)])

    def child(self, name, parent, is_cell):
        """A preset extending `parent` that changes something the parent did not set."""
        p = {"extends": parent}
        roll = self.rng.random()
        if roll < 0.3:
            p["cornerRadius"] = self.fresh(parent, "cornerRadius", [14, 16, 20])
            p["shadowProperties"] = self.shadow()
        elif roll < 0.55:
            p["strokeColor"] = self.color()
            p["strokeWidth"] = self.fresh(parent, "strokeWidth", [1, 0.5, 2])
            p["strokeOutset"] = self.fresh(parent, "strokeOutset", [0.5, 1])
        elif roll < 0.75:
            view = {"image": f"texture{self.rng.randrange(50)}", "contentMode": self.rng.choice(MODES)}
            if view == self.inherited(parent, "customView"):  # an equal one would be redundant
                view["image"] = "texture%d" % ((int(view["image"][7:]) + 1) % 50)
            p["customView"] = view
            # Hide the image while pressed or selected, unless an ancestor already does
            # (repeating it would be a redundant override).
            if is_cell and parent not in self.hides_custom_view:
                p["states"] = {"highlighted": {"customView": None}, "selected": {"customView": None}}
            if is_cell:
                self.hides_custom_view.add(name)
            # An ancestor's colour for another state (disabled, focused) would sit under the
            # image (`covered-background`): hide the image there too, unless an ancestor does.
            hidden, colored = self.hidden_states(parent), self.colored_states(parent)
            for selector in [s for s in colored if s not in hidden]:
                p.setdefault("states", {})[selector] = {"customView": None}
            self.hides_in_states[name] = hidden | set(colored)
        else:
            p["visualEffect"] = self.fresh(parent, "visualEffect", ["systemMaterial", "systemThinMaterial", "systemChromeMaterial"])
            if is_cell:
                p["states"] = {"selected+highlighted": {"backgroundColor": self.color()}}
        return p

    def theme(self):
        presets = self.presets = {}
        i = 0
        while i < self.count:
            is_cell = self.rng.random() < 0.75
            name = f"p{i}"
            self.family = set()
            presets[name] = self.cell_root() if is_cell else self.header_root()
            i += 1
            parent = name
            for _ in range(min(self.rng.randrange(4), self.count - i)):
                child = f"p{i}"
                presets[child] = self.child(child, parent, is_cell)
                parent = child if self.rng.random() < 0.6 else parent
                i += 1
        if self.findings:
            for name in presets:
                self.repeat(name, presets[name])
        # Every preset uses a colour or more and the palette has one per eight presets, so the
        # walk reaches every palette colour (unused-color stays quiet).
        assert self.next_color >= len(self.palette.names), "palette larger than the presets use"
        theme = {
            "theme": "Bench",
            "version": 1,
            "description": f"{self.count} generated presets.",
            "deploymentTarget": {"iOS": "18.0"},
            "tintColor": self.palette.names[0],
            "precedence": ["selected", "highlighted", "disabled", "focused", "editing", "swiped", "expanded",
                           "reordering", "lifting", "dragging", "dropTargeted", "dropNotTargeted", "pinned",
                           "highContrast", "dark"],
            "colors": self.palette.defs,
            "presets": presets,
        }
        return theme


def to_yaml(value, indent=0):
    """Block YAML for mappings and lists of scalars; flow mappings for small leaf maps."""
    pad = "  " * indent
    lines = []
    for key, v in value.items():
        if isinstance(v, dict) and v and all(not isinstance(x, (dict, list)) for x in v.values()) and len(v) <= 4:
            lines.append(f"{pad}{key}: {{ " + ", ".join(f"{k}: {scalar(x)}" for k, x in v.items()) + " }")
        elif isinstance(v, dict):
            lines.append(f"{pad}{key}:")
            lines.append(to_yaml(v, indent + 1))
        elif isinstance(v, list):
            lines.append(f"{pad}{key}: [" + ", ".join(scalar(x) for x in v) + "]")
        else:
            lines.append(f"{pad}{key}: {scalar(v)}")
    return "\n".join(lines)


def scalar(v):
    if v is None:
        return "null"
    if isinstance(v, str):
        return f'"{v}"' if v.startswith("#") or v[:1].isdigit() else v
    return json.dumps(v)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presets", type=int, required=True)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--out", default=".")
    parser.add_argument("--warnings", action="store_true",
                        help="put a common mistake (a warning) in about one root cell in ten")
    parser.add_argument("--findings", action="store_true",
                        help="repeat a value in every preset (about two warnings a preset)")
    args = parser.parse_args()
    theme = Generator(args.presets, args.seed, args.warnings, args.findings).theme()
    suffix = ("-warnings" if args.warnings else "") + ("-findings" if args.findings else "")
    stem = f"{args.out}/bench-{args.presets}{suffix}.theme"
    with open(stem + ".yaml", "w") as f:
        flags = (" --warnings" if args.warnings else "") + (" --findings" if args.findings else "")
        f.write(f"# generated by Benchmarks/generate.py --presets {args.presets} --seed {args.seed}{flags}\n")
        f.write(to_yaml(theme) + "\n")
    with open(stem + ".json", "w") as f:
        json.dump(theme, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
