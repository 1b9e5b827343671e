import Testing
@testable import ThemeCompiler
import TestSupport

/// `imports` (DESIGN.md §3.2): relative to the importing file, names visible, cycles with
/// every step, unreadable imports at their entry.
@Suite struct ImportTests {
    @Test func importedColoursAndPresetsAreVisible() throws {
        let dir = TemporaryDirectory()
        dir.write(
            "shared/Palette.theme.yaml",
            """
            theme: Palette
            version: 1
            colors:
              brand: { light: "#3366FF", dark: "#6699FF" }
            presets:
              card:
                base: clear
                cornerRadius: 12
                strokeColor: brand
                strokeWidth: 1
            """)
        let app = dir.write(
            "app/App.theme.yaml",
            """
            theme: App
            version: 1
            imports: ["../shared/Palette.theme.yaml"]
            presets:
              wideCard:
                extends: card
                backgroundColor: brand
            """)
        let result = try ThemePipeline().compile(.file(app))
        #expect(result.diagnostics.isEmpty, "\(describe(result.diagnostics))")
        let table = try #require(result.table)
        #expect(table.presets.map(\.name) == ["wideCard"])  // imported presets compile with their own file
        #expect(table.sources.count == 2 && table.sources[1].hasSuffix("shared/Palette.theme.yaml"))
        let normal = try #require(table.presets[0].rows.first).appearance
        #expect(normal.cornerRadius == 12 && normal.backgroundColor?.name == "brand")
        #expect(table.presets[0].extends == "card" && table.presets[0].base == .clear)
    }

    @Test func aCycleIsReportedWithEveryStep() throws {
        let dir = TemporaryDirectory()
        let a = dir.write("A.theme.yaml", "theme: A\nversion: 1\nimports: [B.theme.yaml]\npresets: {}\n")
        dir.write("B.theme.yaml", "theme: B\nversion: 1\nimports: [C.theme.yaml]\npresets: {}\n")
        dir.write("C.theme.yaml", "theme: C\nversion: 1\nimports: [A.theme.yaml]\npresets: {}\n")
        let result = try ThemePipeline().compile(.file(a))
        let cycle = try #require(result.diagnostics.first { $0.rule == .importCycle })
        #expect(cycle.location.file.hasSuffix("C.theme.yaml") && cycle.location.line == 3 && cycle.location.column == 11)
        #expect(cycle.related.count == 2)
        #expect(cycle.message.contains("A.theme.yaml → ") && cycle.message.contains("B.theme.yaml → "))
        #expect(result.table == nil)
    }

    @Test func anUnreadableImportIsReportedAtItsEntry() throws {
        let (result, _) = try compileTheme(
            """
            theme: A
            version: 1
            imports:
              - missing/Nothing.theme.yaml
            presets: {}
            """)
        let finding = try #require(result.diagnostics.first)
        #expect(finding.rule == .importFailed && finding.location.line == 4 && finding.location.column == 5)
        #expect(finding.message.contains("no such file"))
    }

    @Test func importingADirectoryIsAFinding() throws {
        let dir = TemporaryDirectory()
        dir.write("sub.theme.yaml/x", "")
        let a = dir.write("A.theme.yaml", "theme: A\nversion: 1\nimports: [sub.theme.yaml]\npresets: {}\n")
        let result = try ThemePipeline().compile(.file(a))
        #expect(result.diagnostics.map(\.rule) == [.importFailed])
    }

    @Test func nearerDefinitionsShadowImportedOnes() throws {
        let dir = TemporaryDirectory()
        dir.write(
            "P.theme.yaml", "theme: P\nversion: 1\ncolors:\n  brand: \"#000000\"\npresets:\n  x:\n    base: clear\n    backgroundColor: brand\n")
        let a = dir.write(
            "A.theme.yaml",
            """
            theme: A
            version: 1
            imports: [P.theme.yaml]
            colors:
              brand: "#FFFFFF"
            presets:
              row:
                base: clear
                backgroundColor: brand
            """)
        let table = try #require(try ThemePipeline().compile(.file(a)).table)
        #expect(table.presets[0].rows[0].appearance.resolvedBackgroundColor.hexString == "#FFFFFFFF")
    }
}
