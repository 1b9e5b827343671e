import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Issue 19: generated Swift stays cheap for the Swift compiler at the row limit, keeps
/// UIKit's colours live, and checks availability only where the deployment target does not.
@Suite(.serialized) struct GeneratedCodeAtScaleTests {
    /// One preset whose twelve axes each change a different property: 4096 rows, nearly all
    /// different (the shape of `Benchmarks/rows-theme.py`). With `axes: 6`, 64 rows.
    static func rowsTheme(axes: Int) -> String {
        let blocks = [
            "highlighted: { backgroundColor: pressed }", "selected: { backgroundColor: chosen }",
            "disabled: { strokeWidth: 2, strokeColor: separator }", "focused: { strokeColor: accent }",
            "highContrast: { strokeOutset: 1 }", "dark: { cornerRadius: 14 }", "editing: { backgroundInsets: 4 }",
            "swiped: { imageContentMode: scaleAspectFill }", "expanded: { edgesAddingLayoutMarginsToBackgroundInsets: all }",
            "reordering: { visualEffect: systemMaterial }", "dropTargeted: { strokeOutset: 3 }",
            "lifting: { shadowProperties: { color: black, opacity: 0.2, radius: 6, offset: { width: 0, height: 2 } } }",
        ]
        return """
            theme: Rows
            version: 1
            deploymentTarget: { iOS: "18.0" }
            precedence: [selected, highlighted, disabled, focused, editing, swiped, expanded, reordering, lifting, dragging, dropTargeted, dropNotTargeted, pinned, highContrast, dark]
            colors:
              accent: systemBlue
              surface: { light: "#FFFFFF", dark: systemGray6 }
              pressed: { from: surface, mix: accent, amount: 0.15 }
              chosen: { from: accent, alpha: 0.3 }
            presets:
              card:
                base: listCell
                listEnvironment: grouped
                backgroundColor: surface
                states:
            \(blocks.prefix(axes).map { "      " + $0 }.joined(separator: "\n"))
            """
    }

    @Test(.enabled(if: SwiftToolchain.swiftc != nil, "needs swiftc (set SWIFTC to the toolchain's swiftc)"), arguments: ["5", "6"])
    func aPresetAtTheRowLimitTypechecksAgainstTheStub(swiftVersion: String) throws {
        let table = try GeneratedCodeAvailabilityTests.table(Self.rowsTheme(axes: 12))
        #expect(table.presets[0].rows.count == CompilerLimits().maxRowsPerPreset)
        let directory = URL(fileURLWithPath: Scratch.directory("rows-\(swiftVersion)"))
        let file = directory.appendingPathComponent("RowsTheme.swift")
        try SwiftEmitter().emit(table).write(to: file, atomically: true, encoding: .utf8)
        try GeneratedCodeCompilesTests.typecheckAgainstStub([file], swiftVersion: swiftVersion)
    }

    @Test func systemColoursStaySystemAndDerivationsAreComputedFromThem() throws {
        let code = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(Self.rowsTheme(axes: 6)))
        #expect(code.contains("public static let accent = UIColor.systemBlue\n"))
        #expect(code.contains("case \"separator\":\n            return UIColor.separator\n"))
        // `chosen` is systemBlue at 30 %: computed from what UIKit resolves, not frozen.
        #expect(
            code.contains(
                "public static let chosen = UIColor { traits in RowsTheme.Components(UIColor.systemBlue, traits).multiplyingAlpha(0.3).uiColor }"))
        // `surface` is a literal in light mode and systemGray6 in dark mode.
        #expect(code.contains("Components(UIColor.systemGray6, traits)"))
        #expect(!code.contains("0x007AFFFF).uiColor"))
    }

    /// At a deployment target of iOS 18 nothing is checked that iOS 18 guarantees; the
    /// declarations say the floor instead, so an older app is told at its call site.
    @Test func noAvailabilityCheckTheDeploymentTargetAlreadyGuarantees() throws {
        let at18 = SwiftEmitter().emit(try GeneratedCodeAvailabilityTests.table(GeneratedCodeAvailabilityTests.everything))
        #expect(!at18.contains("#available"))
        #expect(at18.contains("@available(iOS 18.0, *)\nextension EverythingTheme {"))
        let at15 = SwiftEmitter().emit(
            try GeneratedCodeAvailabilityTests.table(
                """
                theme: Mid
                version: 1
                deploymentTarget: { iOS: "15.0" }
                presets:
                  row:
                    base: listGroupedCell
                    image: linen
                    imageContentMode: scaleAspectFill
                  header:
                    base: listPlainHeaderFooter
                    states:
                      pinned: { backgroundColor: systemMint }
                """))
        for api in ["cell.isPinned", "background.image =", "return UIColor.systemMint"] { #expect(at15.contains(api)) }
        #expect(!at15.contains("#available"))
        #expect(at15.contains("@available(iOS 15.0, *)\nextension MidTheme {"))
        #expect(AvailabilityScopes.violations(in: at15).map(\.description) == [])
    }
}
