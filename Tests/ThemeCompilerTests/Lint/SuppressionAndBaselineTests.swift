import Foundation
import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// Inline `# themec:disable-…` comments and baselines matched by YAML path.
@Suite struct SuppressionAndBaselineTests {
    static let redundant = """
        theme: Demo
        version: 1
        presets:
          card:
            base: clear
            cornerRadius: 12
            states:
              focused: { cornerRadius: 12 }MARK
        """

    @Test func disableLineSilencesTheRuleOnItsLine() {
        let findings = LintTestSupport.compile(
            Self.redundant.replacingOccurrences(of: "MARK", with: "  # themec:disable-line redundant-override -- kept on purpose"))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(LintTestSupport.compile(Self.redundant.replacingOccurrences(of: "MARK", with: "")).map(\.rule) == [.redundantOverride])
    }

    @Test func disableNextLineSkipsCommentLines() {
        let yaml = Self.redundant
            .replacingOccurrences(
                of: "      focused:",
                with: "      # themec:disable-next-line redundant-override, unused-color\n      # (a second comment)\n      focused:"
            )
            .replacingOccurrences(of: "MARK", with: "")
        let findings = LintTestSupport.compile(yaml)
        // redundant-override was silenced; unused-color was not reported there.
        #expect(findings.map(\.rule) == [.unusedSuppression])
        #expect(findings.first?.location.line == 8)
        #expect(findings.first?.location.column == 54)
    }

    @Test func unknownRulesAndDirectivesGetDidYouMean() {
        let yaml = LintTestSupport.cleanTheme + "  # themec:disable-line corner-radius\n# themec:disable-nextline unused-color\n"
        let findings = LintTestSupport.compile(yaml)
        #expect(findings.map(\.rule) == [.unusedSuppression, .unusedSuppression])
        #expect(findings.map(\.suggestion) == [nil, "themec:disable-next-line"])
        let typo = LintTestSupport.compile(LintTestSupport.cleanTheme + "  # themec:disable-line redundant-overide\n")
        #expect(typo.first?.suggestion == "redundant-override")
    }

    @Test func errorsThatStopCompilationCannotBeSuppressed() {
        let yaml = "theme: Demo\nversion: 1\npresets:\n  row:\n    base: listGroupedCell\n    cornerRadious: 1  # themec:disable-line unknown-key\n"
        let rules = LintTestSupport.compile(yaml).map(\.rule)
        #expect(rules.contains(.unknownKey))
        #expect(rules.contains(.unusedSuppression))
    }

    // MARK: - Baselines

    @Test func baselineMatchesByPathNotLine() {
        let directory = Scratch.directory("lint")
        let theme = directory + "/Demo.theme.yaml"
        let before = Self.redundant.replacingOccurrences(of: "MARK", with: "")
        Scratch.write(before, to: theme)
        let first = ThemeLinter().lint([theme]).report
        let findings = first.diagnostics
        let baselinePath = directory + "/baseline.json"
        let baseline = Baseline(recording: findings, baselinePath: baselinePath, paths: NodePathIndex(sources: first.sources))
        #expect(baseline.entries.map(\.path) == ["presets.card.states.focused.cornerRadius"])
        #expect(baseline.entries.map(\.file) == ["Demo.theme.yaml"])

        // Lines added above and a new finding below: only the new one is reported.
        let after = "# a comment\ndescription: moved down\n" + before + "\n      selected: { cornerRadius: 12 }\n"
        Scratch.write(after, to: theme)
        let second = ThemeLinter().lint([theme]).report
        let later = second.diagnostics
        #expect(later.count == 2)
        let decoded = try? Baseline.decode(baseline.encoded(), path: baselinePath)
        #expect(decoded == baseline)
        let paths = NodePathIndex(sources: second.sources)
        let fresh = decoded?.newFindings(in: later, baselinePath: baselinePath, paths: paths) ?? []
        #expect(fresh.count == 1)
        #expect(paths.path(of: fresh[0].location) == "presets.card.states.selected.cornerRadius")
    }

    @Test func nodePathsNameSequenceItemsAndQuoteDots() throws {
        let yaml = "a:\n  b: [x, y]\n  \"c.d\":\n    - e: 1\n"
        let root = try #require(SourceParser.parse(Array(yaml.utf8), path: "t.yaml", format: .yaml).root)
        #expect(NodePaths.path(at: SourceLocation(file: "t.yaml", line: 2, column: 10), in: root) == "a.b[1]")
        #expect(NodePaths.path(at: SourceLocation(file: "t.yaml", line: 4, column: 10), in: root) == "a.\"c.d\"[0].e")
        #expect(NodePaths.path(at: SourceLocation(file: "t.yaml", line: 1, column: 1), in: root) == "a")
    }

    @Test(arguments: [
        "", "{}", "{\"format\": \"themec-baseline\", \"version\": 2, \"findings\": []}",
        "{\"format\": \"themec-baseline\", \"version\": 1, \"findings\": [{\"rule\": \"x\"}]}",
    ])
    func malformedBaselinesAreRejected(_ text: String) {
        #expect(throws: Baseline.FormatError.self) { try Baseline.decode(Array(text.utf8), path: "b.json") }
    }
}
