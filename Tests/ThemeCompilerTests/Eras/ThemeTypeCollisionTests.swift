import Foundation
import Testing
@testable import ThemeCompiler
import TestSupport

/// Issue 12 B.8: two themes whose names generate the same Swift type are a finding when
/// linted together (the generated files would fail with "invalid redeclaration").
@Suite struct ThemeTypeCollisionTests {
    /// Splits a `themeSet` example at its `# file: NAME` lines.
    static func files(_ example: String) -> [(name: String, text: String)] {
        var files: [(String, String)] = []
        for line in example.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# file: ") { files.append((String(line.dropFirst(8)), "")) } else { files[files.count - 1].1 += line + "\n" }
        }
        return files
    }

    /// Writes the example's files into a fresh directory, lints it, and returns the findings of
    /// the rule with the expected `file:line:column` of each marker.
    static func lint(_ example: String) -> (found: [String], expected: [String]) {
        let directory = TemporaryDirectory()
        var expected: [String] = []
        for (name, text) in files(example) {
            let marked = Marked(text)
            let path = directory.write(name, marked.text)
            expected += marked.ordered.map { "\(path):\($0.line):\($0.column)" }
        }
        let findings = ThemeLinter().lint([directory.path]).report.diagnostics.filter { $0.rule == .themeTypeCollision }
        return (findings.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }, expected)
    }

    @Test func triggeringExamplesFireAtTheirMarkers() {
        for example in ThemeTypeCollisionRule.description.triggeringExamples {
            let (found, expected) = Self.lint(example)
            #expect(!expected.isEmpty && found.sorted() == expected.sorted(), "\(example)")
        }
    }

    @Test func nonTriggeringExamplesAreClean() {
        for example in ThemeTypeCollisionRule.description.nonTriggeringExamples {
            #expect(Self.lint(example).found.isEmpty)
        }
    }

    @Test func aNameEndingInThemeMeetsTheSameNameWithout() {
        let directory = TemporaryDirectory()
        directory.write("a/One.theme.yaml", "theme: Linen\nversion: 1\npresets: {}\n")
        directory.write("b/Two.theme.json", "{\"theme\": \"LinenTheme\", \"version\": 1, \"presets\": {}}")
        let findings = ThemeLinter().lint([directory.path]).report.diagnostics
        #expect(findings.map(\.rule) == [.themeTypeCollision])
        #expect(findings.first?.message.contains("both generate the Swift type 'LinenTheme'") == true)
        #expect(findings.first?.related.first?.location.file.hasSuffix("a/One.theme.yaml") == true)
        // One file alone is fine.
        #expect(ThemeLinter().lint([directory.path + "/a/One.theme.yaml"]).report.diagnostics.isEmpty)
    }
}
