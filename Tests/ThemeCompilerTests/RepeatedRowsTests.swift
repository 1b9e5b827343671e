import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The table writer repeats a row's value where `WinnerRows.earlierEqualRows` finds an earlier
/// row of the preset with the same appearance, instead of building and writing it again.
/// These check the rows it finds, and that the table is, byte for byte, the table written
/// with every row built (a debug build also checks each repeat's appearance as it finds it).
@Suite struct RepeatedRowsTests {
    /// Fixed colours (the same in dark and high contrast), colours that change with one trait
    /// or both, a header whose pinned look is the style's, and buttons whose title colour
    /// changes in states whose look does not.
    static let theme = """
        theme: Demo
        version: 1
        deploymentTarget: { iOS: "18.0" }
        tintColor: "#007AFF"
        precedence: [selected, highlighted]
        colors:
          adaptive: { light: "#FFFFFF", dark: "#1C1C1E" }
          contrasted: { light: "#EEEEEE", dark: "#EEEEEE", lightHighContrast: "#DDDDDD", darkHighContrast: "#DDDDDD" }
        presets:
          fixed:
            base: listPlainCell
            backgroundColor: "#F0F0F0"
            strokeColor: "#CCCCCC"
            strokeWidth: 1
            states:
              selected: { backgroundColor: "#D0D0D0" }
              highlighted: { backgroundColor: adaptive }
          contrasted:
            base: listGroupedCell
            backgroundColor: contrasted
            strokeColor: "#000000"
            shadowProperties: { color: adaptive, opacity: 0.2, radius: 3 }
            states:
              highContrast: { cornerRadius: 4 }
          header:
            base: listPlainHeaderFooter
            backgroundColor: "#FAFAFA"
            states:
              pinned: { cornerRadius: 2 }
          plain:
            base: plainButton
            baseForegroundColor: "#333333"
          gray:
            base: grayButton
            baseBackgroundColor: adaptive
            states:
              selected: { cornerStyle: capsule }
        """

    /// Each repeated row of `preset`, by its state's key, with the key of the row it repeats.
    private static func repeats(_ preset: PresetTable) throws -> [String: String] {
        let rows = try #require(preset.rows.source as? WinnerRows)
        let earlier = rows.earlierEqualRows()
        var found: [String: String] = [:]
        for (row, state) in rows.states.enumerated() where earlier[row] >= 0 {
            found[state.key] = rows.states[Int(earlier[row])].key
        }
        return found
    }

    private static func table() throws -> ResolvedTable {
        let (result, _) = try compileTheme(theme)
        #expect(!result.diagnostics.hasErrors, "\(describe(result.diagnostics))")
        return try #require(result.table)
    }

    @Test func rowsRepeatTheFirstRowWithTheSameWinnersAndLook() throws {
        let presets = Dictionary(uniqueKeysWithValues: try Self.table().presets.map { ($0.name, $0) })
        // Selected wins the background over highlighted; its colour and the stroke are fixed, so
        // a dark row repeats its light one, except where the adaptive highlighted colour shows.
        #expect(
            try Self.repeats(presets["fixed"]!) == [
                "dark": "normal", "highlighted+selected": "selected", "selected+dark": "selected",
                "highlighted+selected+dark": "selected",
            ])
        // The background changes only with high contrast, the shadow only with dark: no row
        // repeats one with other traits; with the same traits, highlighted+selected shows
        // highlighted's look (the style's default background is systemGray4 in both).
        let contrasted = try Self.repeats(presets["contrasted"]!)
        #expect(contrasted["highlighted+selected"] == "highlighted")
        #expect(contrasted["dark"] == nil && contrasted["highContrast"] == nil)
        #expect(contrasted.keys.allSatisfy { !$0.contains("highContrast") || contrasted[$0]!.contains("highContrast") })
        #expect(contrasted.keys.allSatisfy { !$0.contains("dark") || contrasted[$0]!.contains("dark") })
        // A header's pinned look is the style's own (a material): pinned never repeats normal.
        #expect(try Self.repeats(presets["header"]!)["pinned"] == nil)
        // A plain button draws no fill in any state, but its title dims when disabled and
        // pressed: those rows repeat none of the others.
        let plain = try Self.repeats(presets["plain"]!)
        #expect(plain["disabled"] == nil && plain["highlighted"] == nil && plain["highlighted+disabled"] == nil)
        // A button's rows read dark through its fill (gray derives it from an adaptive colour).
        #expect(try Self.repeats(presets["gray"]!).keys.allSatisfy { !$0.contains("dark") })
    }

    /// The table with repeated rows is the table written with every row built, with and
    /// without provenance, as bytes and as the value `TableValue` keeps.
    @Test(arguments: [false, true])
    func repeatingRowsChangesNoByte(provenance: Bool) throws {
        let table = try Self.table()
        var built = table
        built.presets = table.presets.map { preset in
            var copy = preset
            let rows = preset.rows.states.indices.map {
                ResolvedRow(state: preset.rows.states[$0], appearance: preset.rows.source.appearance(at: $0, provenance: provenance))
            }
            copy.rows = PresetRows(rows)
            return copy
        }
        #expect(built.presets.allSatisfy { $0.rows.source.earlierEqualRows().allSatisfy { $0 < 0 } })
        let emitter = JSONTableEmitter(provenance: provenance)
        #expect(emitter.emit(table) == emitter.emit(built))
        #expect(table.presets.contains { preset in preset.rows.source.earlierEqualRows().contains { $0 >= 0 } })
        if !provenance { #expect(TableValue(table) == TableValue(built)) }
    }
}
