import Testing
import ThemeSyntax

@testable import ThemeCompiler

/// `RunFindings.takeSorted()` hands a run's findings over in reporting order, each once. A
/// run of one compiled file is already in that order (its pipeline sorted it) and is not
/// sorted again; anything else added with it puts the whole back in order.
@Suite struct RunFindingsTests {
    /// A theme with findings on several lines: two unknown keys and a redundant override.
    static let theme = """
        theme: Findings
        version: 1
        presets:
          row:
            base: listPlainCell
            cornerRadious: 4
            backgroundColor: systemBlue
            states:
              dark: { backgroundColor: systemBlue }
          other:
            base: listPlainCell
            strokeWidht: 1
        """

    static func finding(line: Int, file: String, _ message: String) -> Diagnostic {
        Diagnostic(rule: .invalidConfig, message: message, location: SourceLocation(file: file, line: line, column: 1))
    }

    @Test func oneFileIsHandedOverInItsPipelinesOrder() throws {
        let (result, _) = try compileTheme(Self.theme)
        #expect(result.diagnostics.count >= 3, "\(describe(result.diagnostics))")
        var run = RunFindings()
        run.add(result)
        #expect(run.takeSorted() == result.diagnostics)
    }

    @Test func findingsAddedBeforeOrAfterAFileAreSortedWithIt() throws {
        let (result, path) = try compileTheme(Self.theme)
        // Between the file's findings (line 1 and 7 of the same file), a duplicate of one
        // of them, and one in a file that sorts first.
        let extra = [
            Self.finding(line: 7, file: path, "between"), Self.finding(line: 1, file: path, "first"),
            result.diagnostics[0], Self.finding(line: 3, file: "/", "another file"),
        ]
        let expected = (result.diagnostics + extra).sortedForReport()
        #expect(expected.count == result.diagnostics.count + 3)

        var after = RunFindings()
        after.add(result)
        after.add(configurationFindings: extra)
        #expect(after.takeSorted() == expected)

        var before = RunFindings()
        before.add(configurationFindings: extra)
        before.add(result)
        #expect(before.takeSorted() == expected)
    }

    /// `name`'s findings, compiled from memory.
    static func compile(_ name: String) throws -> ThemePipeline.Result {
        try ThemePipeline().compile(.bytes(Array(theme.replacingOccurrences(of: "Findings", with: name).utf8), path: name + ".theme.yaml"))
    }

    @Test func twoFilesAreSortedTogether() throws {
        let second = try Self.compile("B")
        let first = try Self.compile("A")
        var run = RunFindings()
        run.add(second)
        run.add(first)
        let sorted = run.takeSorted()
        #expect(sorted == (second.diagnostics + first.diagnostics).sortedForReport())
        #expect(sorted != second.diagnostics + first.diagnostics)
        // Taken: the next run starts empty, and in order.
        run.add(first)
        #expect(run.takeSorted() == first.diagnostics)
    }
}
