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

/// Lint resolves every preset for its rules and keeps no table: the discarder is told of a
/// table only where one would be written, and every preset's findings are reported.
@Suite struct TableDiscarderTests {
    @Test func aTableIsBegunOnlyForAThemeWithoutErrorsAndEveryPresetIsChecked() throws {
        let yaml = """
            theme: T
            version: 1
            presets:
              a: { base: listGroupedCell }
              b: { extends: a, cornerRadius: 4, states: { selected: { cornerRadius: 4 } } }

            """
        var discard = TableDiscarder()
        let result = try ThemePipeline().compile(.bytes(Array(yaml.utf8), path: "t.theme.yaml"), into: &discard)
        #expect(discard.begun == 1)
        #expect(result.diagnostics.map(\.rule) == [.redundantOverride])
        var broken = TableDiscarder()
        let error = yaml.replacing("extends: a", with: "extends: z")
        _ = try ThemePipeline().compile(.bytes(Array(error.utf8), path: "t.theme.yaml"), into: &broken)
        #expect(broken.begun == 0)
    }
}
