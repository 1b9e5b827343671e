import Foundation
import TestSupport
import Testing
@testable import ThemeCompiler

/// `themec diff`'s model and JSON: tables are compared, not text.
@Suite struct TableDiffTests {
    /// A constant tint: no colour differs in dark mode, so rows stay few.
    static let base = """
        theme: Shop
        version: 1
        tintColor: "#0A6CFF"
        colors:
          brand: "#0A6CFF"
          paper: "#FFFFFF"
        presets:
          row:
            base: listGroupedCell
            backgroundColor: paper
            states:
              selected: { backgroundColor: brand }
              highlighted: { backgroundColor: brand }
          card:
            extends: row
            cornerRadius: 12

        """

    /// The table of `text` (compiled as `name`).
    static func table(_ text: String, name: String = "shop.theme.yaml") throws -> ResolvedTable {
        let (result, _) = try compileTheme(text, name: name)
        return try #require(result.table, "\(describe(result.diagnostics))")
    }

    /// The diff's JSON, parsed, and the contract's skeleton around `presets`, `palette` and `breaking`.
    static func json(_ diff: TableDiff) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(TableDiffJSON().render(diff))) as? NSDictionary)
    }

    static func expected(
        presets: String = #"{"added": [], "removed": [], "changed": {}}"#,
        palette: String = #"{"added": [], "removed": [], "changed": {}}"#,
        breaking: String = "[]", extra: String = ""
    ) throws -> NSDictionary {
        let text =
            #"{"format": "themec-diff", "formatVersion": 1, "old": {"sources": ["shop.theme.yaml"]}, "#
            + #""new": {"sources": ["shop.theme.yaml"]}, "presets": \#(presets), "palette": \#(palette), "breaking": \#(breaking)\#(extra)}"#
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    /// Comparable sources: both tables named as the same file.
    static func diff(_ old: String, _ new: String, newName: String = "shop.theme.yaml") throws -> TableDiff {
        var oldTable = try table(old), newTable = try table(new, name: newName)
        oldTable.sources = ["shop.theme.yaml"]
        newTable.sources = ["shop.theme.yaml"]
        return TableDiff(old: oldTable, new: newTable)
    }

    // MARK: - No difference

    static let sameTheme: [(String, String, String)] = [
        (
            "reordered keys and presets, comments",
            """
            # the same theme, written differently
            version: 1   # language version
            tintColor: "#0A6CFF"
            theme: Shop
            presets:
              card:
                cornerRadius: 12
                extends: row
              row:
                states:
                  selected: { backgroundColor: brand }
                  highlighted: { backgroundColor: brand }
                backgroundColor: paper
                base: listGroupedCell
            colors:
              paper: "#FFFFFF"
              brand: "#0A6CFF"
            """, "shop.theme.yaml"
        ),
        (
            "anchors, aliases and merge keys",
            """
            theme: Shop
            version: 1
            tintColor: &tint "#0A6CFF"
            colors:
              brand: &brand "#0A6CFF"
              paper: "#FFFFFF"
            presets:
              row: &row
                base: listGroupedCell
                backgroundColor: paper
                states:
                  selected: &pick { backgroundColor: brand }
                  highlighted: *pick
              card:
                extends: row
                cornerRadius: 12
            """, "shop.theme.yaml"
        ),
        (
            "the same theme as JSON",
            """
            {"theme": "Shop", "version": 1, "tintColor": "#0A6CFF", "colors": {"brand": "#0A6CFF", "paper": "#FFFFFF"},
             "presets": {"row": {"base": "listGroupedCell", "backgroundColor": "paper",
                                 "states": {"selected": {"backgroundColor": "brand"}, "highlighted": {"backgroundColor": "brand"}}},
                         "card": {"extends": "row", "cornerRadius": 12}}}
            """, "shop.theme.json"
        ),
    ]

    @Test(arguments: sameTheme.indices)
    func sameTableMakesNoDifference(_ index: Int) throws {
        let (name, text, file) = Self.sameTheme[index]
        let diff = try Self.diff(Self.base, text, newName: file)
        #expect(diff.isEmpty, "\(name): \(diff.summary)")
        #expect(try Self.json(diff) == Self.expected(), "\(name)")
    }

    // MARK: - Each kind of change

    @Test func changedPropertyListsEveryRowItChanged() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "cornerRadius: 12", with: "cornerRadius: 10"))
        let change = #"{"cornerRadius": {"old": 12, "new": 10}}"#
        let rows = ["normal", "highlighted", "selected", "highlighted+selected"].map { "\"\($0)\": \(change)" }.joined(separator: ", ")
        #expect(
            try Self.json(diff)
                == Self.expected(
                    presets: #"{"added": [], "removed": [], "changed": {"card": {"fields": {}, "#
                        + #""rows": {"added": [], "removed": [], "changed": {\#(rows)}}}}}"#))
        #expect(diff.summary == "1 preset changed (4 rows)")
    }

    @Test func changedColourShowsTheColourObjectAndTheResolvedColour() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "paper: \"#FFFFFF\"", with: "paper: \"#FFFFF0\""))
        let row =
            ##"{"backgroundColor": {"old": {"rgba": "#FFFFFFFF", "name": "paper"}, "new": {"rgba": "#FFFFF0FF", "name": "paper"}}, "##
            + ##""resolvedBackgroundColor": {"old": "#FFFFFFFF", "new": "#FFFFF0FF"}}"##
        let preset = ##"{"fields": {}, "rows": {"added": [], "removed": [], "changed": {"normal": \##(row)}}}"##
        let palette =
            ##"{"added": [], "removed": [], "changed": {"paper": {"old": {"light": "#FFFFFFFF", "dark": "#FFFFFFFF", "lightHighContrast": "#FFFFFFFF", "darkHighContrast": "#FFFFFFFF"}, "##
            + ##""new": {"light": "#FFFFF0FF", "dark": "#FFFFF0FF", "lightHighContrast": "#FFFFF0FF", "darkHighContrast": "#FFFFF0FF"}}}}"##
        #expect(
            try Self.json(diff)
                == Self.expected(
                    presets: ##"{"added": [], "removed": [], "changed": {"row": \##(preset), "card": \##(preset)}}"##,
                    palette: palette))
    }

    @Test func customizedCountsButProvenanceDoesNot() throws {
        // The same values, now written at the child: `customized` is unchanged (both customise
        // the radius), provenance moves (ignored) — no difference. Setting the system value
        // explicitly adds to `customized`: a difference.
        let moved = Self.base.replacingOccurrences(of: "    cornerRadius: 12\n", with: "    cornerRadius: 12\n    backgroundColor: paper\n")
        #expect(try Self.diff(Self.base, moved).isEmpty)
        let pinned = Self.base.replacingOccurrences(of: "    cornerRadius: 12\n", with: "    cornerRadius: 12\n    strokeWidth: 0\n")
        let diff = try Self.diff(Self.base, pinned)
        let rows = try #require(diff.changedPresets.first?.changedRows)
        #expect(rows.count == 4 && rows.allSatisfy { $0.properties.map(\.name) == ["customized"] })
    }

    @Test func addedAndRemovedRows() throws {
        let diff = try Self.diff(Self.base, Self.base + "    states:\n      focused: { cornerRadius: 14 }\n")
        let card = try #require(diff.changedPresets.first)
        #expect(card.name == "card")
        #expect(card.fields.map(\.name) == ["axes"])
        #expect(card.addedRows == ["focused", "highlighted+focused", "selected+focused", "highlighted+selected+focused"])
        #expect(card.removedRows.isEmpty && card.changedRows.isEmpty)
        let back = TableDiff(old: try Self.table(Self.base + "    states:\n      focused: { cornerRadius: 14 }\n"), new: try Self.table(Self.base))
        #expect(back.changedPresets.first?.removedRows.count == 4)
    }

    @Test func removedPresetIsBreaking() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "  card:\n    extends: row\n    cornerRadius: 12\n", with: ""))
        #expect(
            try Self.json(diff)
                == Self.expected(
                    presets: #"{"added": [], "removed": ["card"], "changed": {}}"#,
                    breaking:
                        #"[{"kind": "preset-removed", "name": "card", "message": "the preset 'card' was removed: code generated from the old theme uses '.card' — keep it, or remove its uses"}]"#
                ))
    }

    @Test func renamedPresetIsBreaking() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "  card:", with: "  tile:"))
        #expect(
            try Self.json(diff)
                == Self.expected(
                    presets: #"{"added": ["tile"], "removed": ["card"], "changed": {}}"#,
                    breaking:
                        #"[{"kind": "preset-renamed", "name": "card", "message": "the preset 'card' is now 'tile': code generated from the old theme uses '.card' — rename its uses"}]"#
                ))
    }

    @Test func changedKindIsBreaking() throws {
        let header = Self.base.replacingOccurrences(
            of:
                "base: listGroupedCell\n    backgroundColor: paper\n    states:\n      selected: { backgroundColor: brand }\n      highlighted: { backgroundColor: brand }\n",
            with: "base: listGroupedHeaderFooter\n    backgroundColor: paper\n")
        let diff = try Self.diff(Self.base, header.replacingOccurrences(of: "\n  brand: \"#0A6CFF\"", with: "\n  brand: \"#0A6CFF\" # unused now"))
        let kinds = diff.breaking.map(\.kind)
        #expect(kinds == ["preset-kind-changed", "preset-kind-changed"])
        #expect(
            diff.breaking[0].message
                == "the preset 'row' changed kind from cell to headerFooter: views configured with it get a background of another kind")
        let row = try #require(diff.changedPresets.first { $0.name == "row" })
        #expect(row.fields.map(\.name) == ["base", "kind", "axes"])
        #expect(row.removedRows == ["highlighted", "selected", "highlighted+selected"])
    }

    @Test func removedAndRenamedColoursAreBreaking() throws {
        let removed = Self.base.replacingOccurrences(of: "  brand: \"#0A6CFF\"\n", with: "").replacingOccurrences(
            of: ": brand }", with: ": \"#0A6CFF\" }")
        let diff = try Self.diff(Self.base, removed)
        #expect(diff.removedColors == ["brand"] && diff.changedPresets.count == 2)
        #expect(diff.breaking.map(\.kind) == ["color-removed"])
        let renamed = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "brand", with: "accent"))
        #expect(renamed.breaking.map { "\($0.kind) \($0.name)" } == ["color-renamed brand"])
        #expect(renamed.addedColors == ["accent"] && renamed.removedColors == ["brand"])
    }

    @Test func headerChangesAreReported() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "tintColor: \"#0A6CFF\"", with: "tintColor: \"#FF0000\""))
        #expect(diff.header.map(\.name) == ["tintColor"])
        #expect(!diff.isEmpty)
        let renamed = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "theme: Shop", with: "theme: Store"))
        #expect(renamed.breaking.map(\.kind) == ["theme-renamed"])
        let json = try Self.json(renamed)
        #expect((json["header"] as? NSDictionary)?["theme"] as? NSDictionary == ["old": "Shop", "new": "Store"])
    }

    @Test func newThemeHasEverythingAdded() throws {
        let diff = TableDiff(old: nil, new: try Self.table(Self.base))
        #expect(diff.addedPresets == ["row", "card"] && diff.addedColors == ["brand", "paper"] && diff.breaking.isEmpty)
    }

    @Test func jsonBytesAreDeterministicAndIndented() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "  card:", with: "  tile:"))
        let text = String(decoding: TableDiffJSON().render(diff), as: UTF8.self)
        #expect(
            text.hasPrefix(
                "{\n  \"format\": \"themec-diff\",\n  \"formatVersion\": 1,\n  \"old\": {\n    \"sources\": [\n      \"shop.theme.yaml\"\n    ]\n  },"
            ))
        #expect(text.hasSuffix("  ]\n}\n"))
    }

    @Test func markdownPutsBreakingChangesFirstAndFoldsLongTables() throws {
        let diff = try Self.diff(
            Self.base, Self.base.replacingOccurrences(of: "#FFFFFF", with: "#FFFFF0").replacingOccurrences(of: "  card:", with: "  tile:"))
        let md = String(decoding: TableDiffMarkdown(foldAfter: 1).render([("Themes/Shop.theme.yaml", diff)]), as: UTF8.self)
        let lines = md.split(separator: "\n").map(String.init)
        #expect(
            lines[0]
                == "### `Themes/Shop.theme.yaml`: 1 preset changed (1 row), 1 preset added, 1 preset removed, palette: 1 changed — 1 breaking change")
        #expect(lines[1] == "**Breaking changes**")
        #expect(md.contains("| `normal` | `backgroundColor` | `#FFFFFFFF` paper | `#FFFFF0FF` paper |"))
        #expect(md.contains("<details><summary><code>row</code>: 1 row changed</summary>"))
        let short = String(decoding: TableDiffMarkdown().render([("T", diff)]), as: UTF8.self)
        #expect(!short.contains("<details>") && short.contains("#### <code>row</code>: 1 row changed"))
    }

    @Test func textIsColouredOnlyWhenAsked() throws {
        let diff = try Self.diff(Self.base, Self.base.replacingOccurrences(of: "  card:", with: "  tile:"))
        let plain = String(decoding: TableDiffText().render([("T", diff)]), as: UTF8.self)
        #expect(
            plain
                == "T: 1 preset added, 1 preset removed — 1 breaking change\n! breaking: the preset 'card' is now 'tile': code generated from the old theme uses '.card' — rename its uses\n+ preset tile\n- preset card\n"
        )
        let coloured = String(decoding: TableDiffText(color: true).render([("T", diff)]), as: UTF8.self)
        #expect(coloured.contains("\u{1B}[32m+ preset tile\u{1B}[0m"))
    }
}
