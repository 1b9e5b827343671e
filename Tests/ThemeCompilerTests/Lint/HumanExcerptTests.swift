import Foundation
import Testing
import TestSupport
import ThemeSyntax
@testable import ThemeCompiler

/// The human reporter's excerpt: a window around a far column, and a caret aligned by
/// display width on lines with CJK text or emoji.
@Suite struct HumanExcerptTests {
    static func render(_ line: String, column: Int) -> String {
        let file = "a.theme.yaml"
        let source = SourceFile(path: file, bytes: Array((line + "\n").utf8))
        let finding = Diagnostic(rule: .syntax, message: "m", location: SourceLocation(file: file, line: 1, column: column))
        return HumanReporter(color: false).render(LintReport(diagnostics: [finding], fileCount: 1, sources: [source]))
    }

    /// The excerpt line and the caret line, without their gutters.
    static func excerpt(_ output: String) -> (text: String, caret: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (String(lines[2].dropFirst(5)), String(lines[3].dropFirst(5)))
    }

    @Test func aFarColumnShowsAWindowAroundIt() {
        let line = String(repeating: "a", count: 3032) + "X" + String(repeating: "b", count: 500)
        let (text, caret) = Self.excerpt(Self.render(line, column: 3033))
        #expect(text.hasPrefix("…") && text.hasSuffix("…") && text.contains("X"))
        #expect(caret.count == text.firstIndex(of: "X").map { text.distance(from: text.startIndex, to: $0) + 1 })
        #expect(caret.last == "^")
    }

    @Test func theCaretCountsWideCharactersAsTwoColumns() {
        let (text, caret) = Self.excerpt(Self.render("名前: 😀 x: 1", column: 7))
        #expect(text == "名前: 😀 x: 1")
        // 名 前 and 😀 take two columns each: 2 + 2 + 1 + 1 + 2 + 1 = 9 before 'x'.
        #expect(caret == String(repeating: " ", count: 9) + "^")
    }

    @Test func combiningMarksTakeNoColumn() {
        let (_, caret) = Self.excerpt(Self.render("e\u{301}x: 1", column: 3))
        #expect(caret == " ^")
    }
}
