import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Issue 19: a theme without `presets` holds colours that other themes import. It is valid,
/// it generates its palette alone, and that code compiles without a warning.
@Suite(.serialized) struct PaletteOnlyThemeTests {
    /// A literal, a system colour, a colour derived from each (run-time components), a tint.
    static let palette = """
        theme: Palette
        version: 1
        tintColor: brand
        colors:
          brand: { light: "#1F5FBF", dark: "#4A8FE7" }
          accent: systemBlue
          accentWash: { from: accent, alpha: 0.3 }
          brandWash: { from: brand, mix: accent, amount: 0.2 }
        """

    @Test func aThemeWithoutPresetsIsValid() throws {
        let result = try ThemePipeline().compile(.bytes(Array(Self.palette.utf8), path: "Palette.theme.yaml"))
        #expect(!result.diagnostics.contains { $0.rule == .missingKey })
        let table = try #require(result.table, "\(result.diagnostics)")
        #expect(table.presets.isEmpty)
        #expect(table.palette.map(\.name) == ["accent", "accentWash", "brand", "brandWash"])
    }

    @Test func itGeneratesThePaletteAlone() throws {
        let code = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(Self.palette))
        #expect(code.contains("public enum Palette {"))
        #expect(code.contains("public static let accent = UIColor.systemBlue\n"))
        #expect(code.contains("public static var tintUIColor: UIColor { UIPalette.brand }"))
        for absent in ["enum Preset", "struct State", "struct Appearance", "PresetTable", "Backgrounds", "func install"] {
            #expect(!code.contains(absent), "a palette-only file has no '\(absent)'")
        }
    }

    /// Compiled to SIL, not only type-checked: "will never be executed" (code after a `switch`
    /// over an enum without cases) is a SIL diagnostic that `-typecheck` does not report.
    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc (set SWIFTC to the toolchain's swiftc)"), arguments: ["5", "6"])
    func itsCodeCompilesWithoutWarnings(swiftVersion: String) throws {
        let swiftc = try #require(SwiftToolchain.swiftc)
        let directory = URL(fileURLWithPath: Scratch.directory("palette-\(swiftVersion)"))
        let file = directory.appendingPathComponent("PaletteTheme.swift")
        try SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(Self.palette)).write(to: file, atomically: true, encoding: .utf8)
        let outcome = try SwiftToolchain.run(
            swiftc,
            [
                "-emit-sil", "-o", "/dev/null", "-parse-as-library", "-I", try SwiftToolchain.stubModule.get().path,
                "-swift-version", swiftVersion, file.path,
            ])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(!outcome.output.contains("warning"), "\(outcome.output)")
    }
}
