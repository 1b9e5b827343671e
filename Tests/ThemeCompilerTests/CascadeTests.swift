import Testing
@testable import ThemeCompiler
import TestSupport

/// The cascade of DESIGN.md §3.6–§3.7, one behaviour per test.
@Suite struct CascadeTests {
    /// Compiles a theme that must have no errors and returns its table.
    func table(_ yaml: String) throws -> ResolvedTable {
        let (result, _) = try compileTheme(yaml)
        return try #require(result.table, "\(describe(result.diagnostics))")
    }

    func row(_ table: ResolvedTable, _ preset: String, _ key: String) throws -> Appearance {
        let p = try #require(table.presets.first { $0.name == preset })
        return try #require(p.rows.first { $0.state.key == key }, "no row \(key) in \(p.rows.map(\.state.key))").appearance
    }

    func theme(_ presets: String, header: String = "") -> String {
        "theme: T\nversion: 1\n\(header)presets:\n" + presets
    }

    @Test func moreAtomsBeatFewer() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: clear
                    states:
                      selected: { cornerRadius: 1 }
                      selected+dark: { cornerRadius: 2 }
                """))
        #expect(try row(t, "row", "selected").cornerRadius == 1)
        #expect(try row(t, "row", "selected+dark").cornerRadius == 2)
        #expect(try row(t, "row", "dark").cornerRadius == 0)
    }

    @Test func childBeatsAncestorAtEqualSpecificity() throws {
        let t = try table(
            theme(
                """
                  parent:
                    base: clear
                    states:
                      selected: { cornerRadius: 1 }
                  child:
                    extends: parent
                    states:
                      selected: { cornerRadius: 2 }
                """))
        #expect(try row(t, "child", "selected").cornerRadius == 2)
        #expect(try row(t, "parent", "selected").cornerRadius == 1)
    }

    @Test func specificityBeatsDepth() throws {
        let t = try table(
            theme(
                """
                  parent:
                    base: clear
                    states:
                      selected+highlighted: { cornerRadius: 1 }
                  child:
                    extends: parent
                    states:
                      selected: { cornerRadius: 2 }
                """))
        #expect(try row(t, "child", "highlighted+selected").cornerRadius == 1)
        #expect(try row(t, "child", "selected").cornerRadius == 2)
    }

    @Test func themePrecedenceDecidesTiesSilently() throws {
        let (result, _) = try compileTheme(
            theme(
                """
                  row:
                    base: clear
                    states:
                      highlighted: { cornerRadius: 1 }
                      selected: { cornerRadius: 2 }
                """, header: "precedence: [selected, highlighted]\n"))
        #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
        #expect(try row(#require(result.table), "row", "highlighted+selected").cornerRadius == 2)
    }

    @Test func defaultPrecedenceDecidesTiesAndWarns() throws {
        let (result, _) = try compileTheme(
            theme(
                """
                  row:
                    base: clear
                    states:
                      selected: { cornerRadius: 2 }
                      highlighted: { cornerRadius: 1 }
                """))
        // Default order: disabled, highlighted, selected, … — highlighted wins.
        #expect(try row(#require(result.table), "row", "highlighted+selected").cornerRadius == 1)
        #expect(result.diagnostics.map(\.rule) == [.ambiguousOverride])
    }

    @Test func equalValuesTieWithoutWarning() throws {
        let (result, _) = try compileTheme(
            theme(
                """
                  row:
                    base: clear
                    states:
                      selected: { cornerRadius: 2 }
                      highlighted: { cornerRadius: 2 }
                """))
        #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
    }

    @Test func nullRestoresTheSystemDefault() throws {
        let t = try table(
            theme(
                """
                  parent:
                    base: listPlainCell
                    cornerRadius: 8
                    states:
                      selected: { backgroundColor: systemGray3 }
                  child:
                    extends: parent
                    states:
                      selected: { backgroundColor: null }
                """))
        let selected = try row(t, "child", "selected")
        #expect(selected.backgroundColor == ResolvedColor(rgba: RGBA(209, 209, 214), name: "systemGray4"))
        #expect(selected.customized == [.cornerRadius])
        #expect(try row(t, "parent", "selected").backgroundColor?.name == "systemGray3")
    }

    @Test func themeRulesBeatSystemDefaultsWhateverTheirSpecificity() throws {
        let (result, _) = try compileTheme(
            theme(
                """
                  row:
                    base: listPlainCell
                    backgroundColor: systemRed
                """))
        let t = try #require(result.table)
        #expect(try row(t, "row", "selected").backgroundColor?.name == "systemRed")
        #expect(result.diagnostics.map(\.rule) == [.selectionInvisible])
    }

    @Test func transformersApplyLastToTheColourOrTint() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: listPlainCell
                    backgroundColorTransformer: grayscale
                    strokeColorTransformer: grayscale
                """))
        let selected = try row(t, "row", "selected")
        let gray = 0.2126 * 209.0 / 255 + 0.7152 * 209.0 / 255 + 0.0722 * 214.0 / 255
        #expect(selected.resolvedBackgroundColor == RGBA(red: gray, green: gray, blue: gray))
        #expect(selected.backgroundColor?.name == "systemGray4")  // the colour itself is untransformed
        // strokeColor is nil → the tint (classic systemBlue 0,122,255: uikit-eras.md §1.2), then grayscale.
        let tintGray = 0.7152 * 122.0 / 255 + 0.0722
        #expect(selected.resolvedStrokeColor == RGBA(red: tintGray, green: tintGray, blue: tintGray))
    }

    @Test func tintIsTheThemeTintColor() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: clear
                    backgroundColor: tint
                """, header: "tintColor: \"#112233\"\n"))
        let normal = try row(t, "row", "normal")
        #expect(normal.backgroundColor == ResolvedColor(rgba: RGBA(hex: "#112233")!, name: "tint"))
        #expect(normal.resolvedBackgroundColor.hexString == "#112233FF")
        #expect(t.tint.dark.hexString == "#112233FF")
    }

    @Test func variantsFollowTheRowTraits() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: clear
                    backgroundColor: brand
                    states:
                      highContrast: { cornerRadius: 1 }
                """, header: "colors:\n  brand: { light: \"#FF0000\", dark: \"#00FF00\", darkHighContrast: \"#0000FF\" }\n"))
        #expect(try row(t, "row", "normal").resolvedBackgroundColor.hexString == "#FF0000FF")
        #expect(try row(t, "row", "dark").resolvedBackgroundColor.hexString == "#00FF00FF")
        #expect(try row(t, "row", "highContrast").resolvedBackgroundColor.hexString == "#FF0000FF")
        #expect(try row(t, "row", "dark+highContrast").resolvedBackgroundColor.hexString == "#0000FFFF")
    }

    @Test func derivationsMultiplyAlphaAndMixPerChannel() throws {
        let t = try table(
            theme(
                """
                  a:
                    base: clear
                    backgroundColor: { from: "#FF000080", alpha: 0.5 }
                  b:
                    base: clear
                    backgroundColor: { from: "#000000", mix: "#FFFFFF", amount: 0.25 }
                """))
        // alpha: 128/255 · 0.5 = 0.25098… → round(64.0) = 0x40
        #expect(try row(t, "a", "normal").resolvedBackgroundColor.hexString == "#FF000040")
        // mix: 255 · 0.25 = 63.75 → 0x40
        #expect(try row(t, "b", "normal").resolvedBackgroundColor.hexString == "#404040FF")
    }

    @Test func rowsAreOrderedBySizeThenCanonicalAtomOrder() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: listGroupedCell
                """))
        let p = try #require(t.presets.first)
        #expect(p.axes == [.highlighted, .selected, .dark])
        #expect(
            p.rows.map(\.state.key) == [
                "normal", "highlighted", "selected", "dark", "highlighted+selected",
                "highlighted+dark", "selected+dark", "highlighted+selected+dark",
            ])
    }

    @Test func exclusiveAtomsNeverShareARow() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: clear
                    states:
                      lifting: { cornerRadius: 1 }
                      dragging: { cornerRadius: 2 }
                """))
        #expect(try #require(t.presets.first).rows.map(\.state.key) == ["normal", "lifting", "dragging"])
    }

    @Test func headerAxesDropStatesAHeaderIsNeverIn() throws {
        let (result, _) = try compileTheme(
            theme(
                """
                  header:
                    base: listGroupedHeaderFooter
                    states:
                      selected: { cornerRadius: 4 }
                      focused: { cornerRadius: 6 }
                """))
        let p = try #require(result.table?.presets.first)
        #expect(!p.axes.contains(.selected))
        #expect(p.axes.contains(.focused))
        #expect(result.diagnostics.map(\.rule) == [.unreachableState])
    }

    @Test func genericBasesUseTheirListEnvironment() throws {
        let t = try table(
            theme(
                """
                  item:
                    base: listCell
                    listEnvironment: sidebar
                  footer:
                    base: listFooter
                    listEnvironment: sidebar
                  plain:
                    base: listCell
                """, header: "deploymentTarget: { iOS: \"18.0\" }\n"))
        let item = try #require(t.presets.first { $0.name == "item" })
        #expect(item.defaultsStyle == .listSidebarCell && item.listEnvironment == .sidebar)
        #expect(item.axes.first == .selected)
        #expect(try row(t, "item", "normal").cornerRadius == 10)
        // A selected sidebar cell is the tint (nil colour).
        let selected = try row(t, "item", "selected")
        #expect(selected.backgroundColor == nil && selected.resolvedBackgroundColor.hexString == "#007AFFFF")
        #expect(try #require(t.presets.first { $0.name == "footer" }).defaultsStyle == .listGroupedHeaderFooter)
        #expect(try #require(t.presets.first { $0.name == "plain" }).listEnvironment == .plain)
    }

    @Test func darkAxisOnlyWhenAColourDiffers() throws {
        let t = try table(
            theme(
                """
                  constant:
                    base: clear
                    backgroundColor: "#FF0000"
                  adaptive:
                    base: clear
                    backgroundColor: systemGray4
                """))
        #expect(try #require(t.presets.first { $0.name == "constant" }).axes == [])
        #expect(try #require(t.presets.first { $0.name == "adaptive" }).axes == [.dark])
    }

    @Test func highContrastAxisWhenAUsedColourHasAHighContrastVariant() throws {
        let t = try table(
            theme(
                """
                  row:
                    base: clear
                    backgroundColor: ink
                """, header: "colors:\n  ink: { light: \"#111111\", lightHighContrast: \"#000000\", darkHighContrast: \"#000000\" }\n"))
        #expect(try #require(t.presets.first).axes == [.highContrast])
        #expect(try row(t, "row", "highContrast").resolvedBackgroundColor.hexString == "#000000FF")
    }

    @Test func plainHeaderPinnedGetsTheChromeMaterial() throws {
        let t = try table(
            theme(
                """
                  header:
                    base: listPlainHeaderFooter
                    states:
                      pinned: { cornerRadius: 2 }
                """, header: "deploymentTarget: { iOS: \"15.0\" }\n"))
        #expect(try row(t, "header", "pinned").visualEffect == "systemChromeMaterial")
        #expect(try row(t, "header", "normal").visualEffect == nil)
    }

    @Test func provenanceNamesTheRuleOrTheDefault() throws {
        let (result, path) = try compileTheme(
            theme(
                """
                  row:
                    base: listGroupedCell
                    cornerRadius: 8
                """))
        let a = try row(#require(result.table), "row", "normal")
        #expect(a.provenance[Property.cornerRadius.index] == .theme(.init(file: path, line: 6, column: 5)))
        #expect(a.provenance[Property.backgroundColor.index] == .systemDefault(.listGroupedCell))
    }
}
