import Testing
@testable import ThemeCompiler
import TestSupport

/// Issue 12 A.3: every UIKit colour a developer would type, with its values and availability
/// (`reference/uikit-eras.md` §1.4–§1.6).
@Suite struct UIKitColorTests {
    static let newNames = [
        "systemPink", "systemPurple", "systemTeal", "systemYellow", "systemBrown", "systemMint", "systemCyan",
        "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "clear",
    ]

    @Test(arguments: newNames) func everyUIKitColourIsDefined(name: String) throws {
        let theme = """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              row:
                base: clear
                backgroundColor: \(name)
            """
        let result = try ThemePipeline().compile(.bytes(Array(theme.utf8), path: "Demo.theme.yaml"))
        #expect(!result.diagnostics.contains { $0.rule == .undefinedColor }, "\(describe(result.diagnostics))")
        #expect(result.table?.presets.first?.rows.first?.appearance.backgroundColor?.name == name)
    }

    @Test func fixedColoursHaveTheHeaderComponentValues() {
        func hex(_ name: String) -> String { SystemColor.named(name)!.classic.light.hexString }
        #expect(hex("blue") == "#0000FFFF" && hex("gray") == "#808080FF" && hex("darkGray") == "#555555FF")
        #expect(hex("lightGray") == "#AAAAAAFF" && hex("orange") == "#FF8000FF" && hex("brown") == "#996633FF")
        #expect(hex("clear") == "#00000000" && hex("magenta") == "#FF00FFFF")
        let gray = SystemColor.named("gray")!
        #expect(gray.classic == gray.glass && gray.classic.dark == gray.classic.light)
        #expect(SystemColor.named("darkGray")!.classic.light.red == 0.333)  // exact, rounded only on output
    }

    @Test func accentsDifferByDesign() {
        let teal = SystemColor.named("systemTeal")!
        #expect(teal.classic.light.hexString == "#30B0C7FF" && teal.glass.light.hexString == "#00C3D0FF")
        #expect(teal.uncertainty(in: .classic)?.contains("iOS 13 and 14") == true)
        #expect(SystemColor.named("systemPink")!.uncertainty(in: .classic) == nil)
        #expect(SystemColor.named("link")!.glass.light.hexString == "#007AFFFF")
        #expect(SystemColor.named("placeholderText")!.classic.lightHighContrast.hexString == "#3C3C4361")
    }

    @Test func systemPinkIsNotMistakenForSystemFill() throws {
        let theme = "theme: Demo\nversion: 1\npresets:\n  row:\n    base: clear\n    backgroundColor: systemPnik\n"
        let found = try ThemePipeline().compile(.bytes(Array(theme.utf8), path: "Demo.theme.yaml")).diagnostics
        #expect(found.first { $0.rule == .undefinedColor }?.suggestion == "systemPink")
    }

    @Test func aPaletteMayNotTakeAFixedColourName() throws {
        let theme = "theme: Demo\nversion: 1\ncolors:\n  blue: \"#0000FF\"\npresets: {}\n"
        let found = try ThemePipeline().compile(.bytes(Array(theme.utf8), path: "Demo.theme.yaml")).diagnostics
        #expect(found.map(\.rule) == [.invalidName])
        #expect(found.first?.message.hasPrefix("the palette name 'blue' is a UIKit colour (UIColor.blue) — rename it (e.g. 'brandBlue')") == true)
    }

    @Test func coloursNewerThanTheTargetOrMissingOnTvOSAreUnavailable() throws {
        let theme = """
            theme: Probe
            version: 1
            deploymentTarget: { iOS: "14.0", tvOS: "14.0" }
            colors:
              wash: { from: systemGray2, alpha: 0.5 }
            presets:
              row:
                base: listCell
                listEnvironment: sidebar
                backgroundColor: systemMint
                strokeColor: wash
                strokeWidth: 1
            """
        let found = try ThemePipeline().compile(.bytes(Array(theme.utf8), path: "Probe.theme.yaml")).diagnostics
            .filter { $0.rule == .unavailableAPI }
        let messages = found.map(\.message)
        #expect(messages.contains { $0.hasPrefix("the colour 'systemGray2' does not exist on tvOS") })
        #expect(messages.contains { $0.hasPrefix("the colour 'systemMint' needs iOS 15.0") })
        #expect(messages.contains { $0.hasPrefix("the list environment 'sidebar' ('listSidebarCell') does not exist on tvOS") })
    }
}
