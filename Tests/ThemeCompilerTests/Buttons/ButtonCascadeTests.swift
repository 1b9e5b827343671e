import Testing
@testable import ThemeCompiler
import TestSupport

/// Button presets: kind, axes, the cascade over the button fields and the table's button
/// columns (docs/language.md "Buttons", docs/table-format.md).
@Suite struct ButtonCascadeTests {
    func compile(_ presets: String, target: String = "15.0") throws -> ThemePipeline.Result {
        try compileTheme("theme: T\nversion: 1\ndeploymentTarget: { iOS: \"\(target)\" }\npresets:\n" + presets).0
    }

    func table(_ presets: String, target: String = "15.0") throws -> ResolvedTable {
        let result = try compile(presets, target: target)
        return try #require(result.table, "\(describe(result.diagnostics))")
    }

    func row(_ table: ResolvedTable, _ preset: String, _ key: String) throws -> Appearance {
        let p = try #require(table.presets.first { $0.name == preset })
        return try #require(p.rows.first { $0.state.key == key }, "no row \(key) in \(p.rows.map(\.state.key))").appearance
    }

    @Test func aButtonPresetIsOfKindButtonWithHighlightedAndDisabledAxes() throws {
        let t = try table("  primary:\n    base: filledButton\n    baseBackgroundColor: { light: \"#3355FF\", dark: \"#3355FF\" }\n")
        let preset = try #require(t.presets.first)
        #expect(preset.base.kind == .button)
        // `dark` too: the disabled fill is secondarySystemFill, which differs in dark mode.
        #expect(preset.axes == [.highlighted, .disabled, .dark])
        #expect(preset.rows.map(\.state.key).prefix(3) == ["normal", "highlighted", "disabled"])
    }

    @Test func aSelectorNamingSelectedAddsItsAxis() throws {
        let t = try table(
            "  toggle:\n    base: tintedButton\n    baseBackgroundColor: \"#3355FF\"\n    states:\n      selected: { baseBackgroundColor: \"#FF0000\" }\n"
        )
        #expect(t.presets[0].axes == [.highlighted, .selected, .disabled, .dark])
    }

    @Test func buttonRowsCarryTheButtonFieldsAndListRowsDoNot() throws {
        let t = try table(
            """
              primary:
                base: filledButton
                cornerStyle: capsule
                buttonSize: large
                baseBackgroundColor: "#3355FF"
                baseForegroundColor: "#000000"
              row:
                base: listPlainCell
            """)
        let normal = try row(t, "primary", "normal")
        let button = try #require(normal.button)
        #expect(button.cornerStyle == "capsule")
        #expect(button.buttonSize == "large")
        #expect(button.baseBackgroundColor?.rgba == RGBA(hex: "#3355FF"))
        #expect(button.resolvedForegroundColor == RGBA(hex: "#000000"))
        #expect(normal.customized == [.cornerStyle, .buttonSize, .baseBackgroundColor, .baseForegroundColor])
        #expect(try row(t, "row", "normal").button == nil)
    }

    @Test func theFilledStyleDerivesItsPressedAndDisabledFillFromTheBaseColour() throws {
        let t = try table("  primary:\n    base: filledButton\n    baseBackgroundColor: \"#3355FF\"\n")
        #expect(try row(t, "primary", "normal").resolvedBackgroundColor == RGBA(hex: "#3355FF"))
        // Pressed: alpha × 0.75 in light mode; disabled: secondarySystemFill × 0.75 (uibutton.md §3.1).
        #expect(try row(t, "primary", "highlighted").resolvedBackgroundColor == RGBA(hex: "#3355FF")!.multiplyingAlpha(0.75))
        #expect(try row(t, "primary", "disabled").resolvedBackgroundColor.alpha < 0.2)
        #expect(try row(t, "primary", "disabled").backgroundColor == nil)
    }

    @Test func aBackgroundColorFreezesTheFillInEveryState() throws {
        let t = try table("  frozen:\n    base: filledButton\n    backgroundColor: \"#3355FF\"\n")
        for key in ["normal", "highlighted", "disabled"] {
            #expect(try row(t, "frozen", key).resolvedBackgroundColor == RGBA(hex: "#3355FF"))
        }
    }

    @Test func plainIgnoresTheBaseBackgroundColour() throws {
        let t = try table("  link:\n    base: plainButton\n    baseBackgroundColor: \"#3355FF\"\n")
        #expect(try row(t, "link", "normal").resolvedBackgroundColor.alpha == 0)
    }

    /// One finding per cause: a child that inherits the colours its parent is reported for is
    /// not reported again; one that picks its own colour, or its own size, is judged itself.
    @Test func lowContrastIsReportedWhereTheColoursAreChosen() throws {
        let result = try compile(
            """
              pill:
                base: filledButton
                baseBackgroundColor: systemRed
              child:
                extends: pill
                cornerStyle: capsule
              pale:
                extends: pill
                baseBackgroundColor: systemYellow
              big:
                extends: pill
                buttonSize: large
            """)
        let findings = result.diagnostics.filter { $0.rule == .lowContrast }
        #expect(findings.map(\.location.line) == [7, 13], "\(describe(result.diagnostics))")  // pill, pale; big passes 3:1
        #expect(
            findings.first?.message.hasPrefix(
                "in 'pill' the rows 'normal', 'dark' fall below the 4.5:1 WCAG 2 asks: in 'normal' the title (#FFFFFF as drawn)")
                == true, "\(describe(findings))")
    }

    @Test func aChildOfAButtonPresetIsAButtonAndCascadesTheButtonFields() throws {
        let t = try table(
            """
              primary:
                base: filledButton
                cornerStyle: capsule
              large:
                extends: primary
                buttonSize: large
                states:
                  highlighted: { cornerStyle: medium }
            """)
        #expect(try row(t, "large", "normal").button?.cornerStyle == "capsule")
        #expect(try row(t, "large", "normal").button?.buttonSize == "large")
        #expect(try row(t, "large", "highlighted").button?.cornerStyle == "medium")
    }

    @Test func anImportedButtonPresetCanBeExtended() throws {
        let shared =
            "theme: Shared\nversion: 1\ndeploymentTarget: { iOS: \"15.0\" }\npresets:\n  pill:\n    base: filledButton\n    cornerStyle: capsule\n"
        let (result, _) = try compileTheme(
            "theme: T\nversion: 1\ndeploymentTarget: { iOS: \"15.0\" }\nimports: [shared.theme.yaml]\npresets:\n  big:\n    extends: pill\n    buttonSize: large\n",
            extraFiles: ["shared.theme.yaml": shared])
        let table = try #require(result.table, "\(describe(result.diagnostics))")
        #expect(table.presets.map(\.name) == ["big"])
        #expect(table.presets[0].base == .filledButton)
        #expect(try row(table, "big", "normal").button?.cornerStyle == "capsule")
        #expect(try row(table, "big", "normal").button?.buttonSize == "large")
    }

    @Test func buttonKeysOnAListPresetAndListKeysOnAButtonAreUnknownKeys() throws {
        let result = try compile(
            """
              row:
                base: listGroupedCell
                cornerStyle: capsule
              primary:
                base: filledButton
              wide:
                extends: primary
                listEnvironment: grouped
              cellish:
                extends: row
                baseForegroundColor: label
            """)
        let unknown = result.diagnostics.filter { $0.rule == .unknownKey }
        #expect(unknown.map(\.location.line) == [7, 12, 15], "\(describe(result.diagnostics))")
        #expect(unknown[0].message.contains("list preset"))
        #expect(unknown[1].message.contains("button preset"))
    }

    @Test func cellStatesOnAButtonAreUnreachable() throws {
        let result = try compile("  primary:\n    base: filledButton\n    states:\n      swiped: { cornerRadius: 4 }\n")
        let finding = try #require(result.diagnostics.first { $0.rule == .unreachableState })
        #expect(finding.message.contains("a button ('filledButton') is never 'swiped'"))
        #expect(result.table?.presets[0].axes.contains(.swiped) == false)
    }

    @Test func glassNeedsIOS26OrAFallback() throws {
        let without = try compile("  glassy:\n    base: glassButton\n")
        let finding = try #require(without.diagnostics.first { $0.rule == .unavailableAPI })
        #expect(finding.message.contains("add 'fallback: grayButton'"))
        let with = try compile("  glassy:\n    base: glassButton\n    fallback: grayButton\n")
        #expect(!with.diagnostics.contains { $0.rule == .unavailableAPI }, "\(describe(with.diagnostics))")
        let modern = try compile("  glassy:\n    base: prominentGlassButton\n", target: "26.0")
        #expect(!modern.diagnostics.contains { $0.rule == .unavailableAPI }, "\(describe(modern.diagnostics))")
    }

    @Test func aFallbackOnAStyleThatIsNotGlassIsAnUnknownKey() throws {
        let result = try compile("  primary:\n    base: filledButton\n    fallback: grayButton\n")
        #expect(result.diagnostics.contains { $0.rule == .unknownKey && $0.message.contains("not a glass style") })
    }

    @Test func buttonStylesNeedIOS15() throws {
        let result = try compile("  primary:\n    base: tintedButton\n", target: "14.0")
        #expect(result.diagnostics.contains { $0.rule == .unavailableAPI && $0.message.contains("'tintedButton' needs iOS 15.0") })
    }
}
