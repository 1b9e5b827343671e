import Foundation
import Testing
import TestSupport

/// `theme-type-collision` end to end: a directory lint, and `generate --built-with` (what the
/// build-tool plugin passes for the other themes of a target).
@Suite struct ThemeTypeCollisionCommandTests {
    @Test func lintAndGenerateReportThemesThatGenerateOneType() throws {
        let s = TemporaryDirectory("cli")
        let a = s.write("A.theme.yaml", "theme: Cards\nversion: 1\npresets: {}\n")
        let b = s.write("B.theme.yaml", "theme: cards\nversion: 1\npresets: {}\n")
        let lint = try themec(["lint", "--reporter", "xcode", s.path])
        #expect(lint.status == 1)
        #expect(lint.stdout.contains("B.theme.yaml:1:8: error: theme 'cards' and theme 'Cards' in"))
        #expect(lint.stdout.contains("both generate the Swift type 'CardsTheme'"))
        let output = s.path + "/A.swift"
        let together = try themec(["generate", a, "-o", output, "--built-with", b, "--reporter", "xcode"])
        #expect(together.status == 1)
        #expect(together.stderr.contains("A.theme.yaml:1:8: error: theme 'Cards' and theme 'cards'"))
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try themec(["generate", a, "-o", output]).status == 0, "alone it builds")
    }
}
