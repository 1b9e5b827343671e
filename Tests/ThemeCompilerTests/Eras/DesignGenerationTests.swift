import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Issue 12 A: system values belong to a design generation (`reference/uikit-eras.md`).
@Suite struct DesignGenerationTests {
    static func compile(
        _ body: String, header: String = "", design: DesignGeneration? = nil,
        configuration: Configuration = Configuration()
    ) throws -> ResolvedTable {
        let text = "theme: Demo\nversion: 1\n" + header + "presets:\n" + body
        let result = try ThemePipeline(configuration: configuration, design: design).compile(.bytes(Array(text.utf8), path: "Demo.theme.yaml"))
        return try #require(result.table, "\(describe(result.diagnostics))")
    }

    static func row(_ t: ResolvedTable, _ preset: String, _ key: String) throws -> Appearance {
        let p = try #require(t.presets.first { $0.name == preset })
        return try #require(p.rows.first { $0.state.key == key }).appearance
    }

    static let sidebarRow = "  row:\n    base: listSidebarCell\n    cornerRadius: null\n"

    @Test func themesBelowIOS26ResolveForTheClassicDesign() throws {
        let t = try Self.compile(Self.sidebarRow, header: "deploymentTarget: { iOS: \"18.0\" }\n")
        #expect(t.design == .classic)
        // Classic systemBlue 0,122,255 / 10,132,255 (uikit-eras.md §1.2), not the glass #0088FF.
        #expect(t.tint.light.hexString == "#007AFFFF" && t.tint.dark.hexString == "#0A84FFFF")
        let selected = try Self.row(t, "row", "selected")
        #expect(selected.resolvedBackgroundColor.hexString == "#007AFFFF")
        #expect(try Self.row(t, "row", "normal").cornerRadius == 10)
    }

    @Test func themesFrom26ResolveForTheGlassDesign() throws {
        let t = try Self.compile(Self.sidebarRow, header: "deploymentTarget: { iOS: \"26.0\" }\n")
        #expect(t.design == .glass)
        #expect(t.tint.light.hexString == "#0088FFFF" && t.tint.darkHighContrast.hexString == "#5CB8FFFF")
        // Glass sidebar cells are rounded 26 (uikit-eras.md §2.3).
        #expect(try Self.row(t, "row", "normal").cornerRadius == 26)
    }

    @Test func anyPlatformBelow26KeepsTheClassicDesign() {
        #expect(DesignGeneration.default(for: [.iOS: OSVersion(26), .tvOS: OSVersion(18)]) == .classic)
        #expect(DesignGeneration.default(for: [.iOS: OSVersion(26), .macCatalyst: OSVersion(26)]) == .glass)
    }

    @Test func anExplicitDesignWinsOverTheConfigurationAndTheDefault() throws {
        var configuration = Configuration()
        configuration.design = .glass
        #expect(try Self.compile(Self.sidebarRow, configuration: configuration).design == .glass)
        #expect(try Self.compile(Self.sidebarRow, design: .classic, configuration: configuration).design == .classic)
        let glass = try Self.compile(Self.sidebarRow, design: .glass)
        #expect(glass.tint.light.hexString == "#0088FFFF")
    }

    @Test func theTableHeaderSaysWhichDesignItWasResolvedFor() throws {
        let json = String(decoding: JSONTableEmitter().emit(try Self.compile(Self.sidebarRow, design: .glass)), as: UTF8.self)
        #expect(
            json.contains(
                """
                  "deploymentTarget": {
                    "iOS": "14.0"
                  },
                  "resolvedFor": {
                    "design": "glass"
                  },
                  "tintColor": {
                """))
    }

    /// The high-contrast slots of backgrounds and fills are their own values (§1.3), not
    /// copies of the normal ones.
    @Test func highContrastBackgroundsDifferFromNormalOnes() throws {
        let t = try Self.compile(
            "  row:\n    base: listGroupedCell\n    strokeColor: { light: black, lightHighContrast: black }\n    strokeWidth: 1\n")
        #expect(try Self.row(t, "row", "dark").resolvedBackgroundColor.hexString == "#1C1C1EFF")
        #expect(try Self.row(t, "row", "dark+highContrast").resolvedBackgroundColor.hexString == "#242426FF")
        let fill = SystemColor.named("systemFill")!.classic
        #expect(fill.lightHighContrast.hexString == "#78788047" && fill.light.hexString == "#78788033")
    }

    @Test func glassSwipedCellsTurnGrayAndRound() throws {
        let body = "  row:\n    base: listPlainCell\n    states:\n      swiped: { strokeWidth: 1, strokeColor: separator }\n"
        let classic = try Self.row(try Self.compile(body), "row", "swiped")
        let glass = try Self.row(try Self.compile(body, design: .glass), "row", "swiped")
        #expect(classic.backgroundColor?.name == "systemBackground" && classic.cornerRadius == 0)
        #expect(glass.backgroundColor?.name == "systemGray5" && glass.cornerRadius == 26)
    }

    @Test func provenanceSaysWhichValuesAreUncertain() throws {
        let t = try Self.compile("  row:\n    base: listGroupedCell\n    strokeColor: systemBlue\n    strokeWidth: 1\n")
        let json = String(decoding: JSONTableEmitter(provenance: true).emit(t), as: UTF8.self)
        // The default colour comes from decompiled UIKit and is a third-party dump; systemBlue is confirmed.
        #expect(json.contains("\"backgroundColor\": \"'listGroupedCell' sets this from decompiled UIKit code"))
        #expect(json.contains("'secondarySystemGroupedBackground' in the classic design: a third-party iOS 13 runtime dump"))
        #expect(!json.contains("\"strokeColor\": \"'"))
        #expect(!String(decoding: JSONTableEmitter().emit(t), as: UTF8.self).contains("\"uncertain\""))
        let glass = ValueUncertainty.entries(for: try Self.row(t, "row", "normal"), design: .glass, tintName: "link")
        #expect(glass.contains { $0.key == "resolvedStrokeColor" } == false)
        #expect(glass.first { $0.key == "backgroundColor" }?.reason.contains("no source gives glass-design values") == true)
    }

    @Test func aPaletteColourMadeFromAnUncertainUIKitColourIsUncertain() throws {
        let t = try Self.compile(
            "  row:\n    base: clear\n    backgroundColor: wash\n",
            header: "colors:\n  wash: { from: fill, alpha: 0.5 }\n  fill: { light: systemFill, dark: systemBlue }\n")
        #expect(t.palette.first { $0.name == "wash" }?.uikitColors == ["systemBlue", "systemFill"])
        let json = String(decoding: JSONTableEmitter(provenance: true).emit(t), as: UTF8.self)
        #expect(json.contains("\"backgroundColor\": \"'wash' is made from 'systemFill' in the classic design: a third-party iOS 13 runtime dump"))
    }
}
