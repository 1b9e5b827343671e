import Testing
@testable import ThemeCompiler
import TestSupport

/// `ThemeLinter` lints files on several threads; the report must not depend on which
/// finishes first. `.ci/run` runs this suite under ThreadSanitizer.
@Suite struct ThemeLinterTests {
    @Test func aDirectoryLintedInParallelGivesTheSameSortedReportEveryTime() throws {
        let dir = TemporaryDirectory()
        for i in 0..<48 {
            // Every third theme has an undefined colour, every fifth a warning.
            let color = i % 3 == 0 ? "missing\(i)" : "systemGray4"
            let stroke = i % 5 == 0 ? "\n    strokeWidth: 1" : ""
            dir.write(
                "d\(i % 4)/t\(i).theme.yaml",
                """
                theme: T\(i)
                version: 1
                presets:
                  row:
                    base: listGroupedCell
                    states:
                      selected: { backgroundColor: \(color) }\(stroke)
                """)
        }
        let first = ThemeLinter().lint([dir.path])
        #expect(first.report.fileCount == 48)
        #expect(first.report.count(.error) == 16)
        #expect(first.report.diagnostics == first.report.diagnostics.sortedForReport())
        for _ in 0..<3 {
            let again = ThemeLinter().lint([dir.path])
            #expect(again.report.diagnostics == first.report.diagnostics)
        }
    }
}

/// Lint resolves every preset and drops it: the discarder is handed each one.
@Suite struct TableDiscarderTests {
    @Test func itIsHandedEveryPresetOfAThemeWithoutErrors() throws {
        var discard = TableDiscarder()
        let yaml = "theme: T\nversion: 1\npresets:\n  a: { base: listGroupedCell }\n  b: { extends: a, cornerRadius: 4 }\n"
        _ = try ThemePipeline().compile(.bytes(Array(yaml.utf8), path: "t.theme.yaml"), into: &discard)
        #expect(discard.discarded == 2)
    }
}
