import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The input-size limit is checked in one place, the loader, for a file (before reading it)
/// and for bytes (standard input, editors), with one message at 1:1 of the file.
@Suite struct InputSizeLimitTests {
    static let limits = CompilerLimits(parse: ParseLimits(maxInputBytes: 8))

    @Test(arguments: ["big.theme.yaml", "big.theme.json"])
    func aFileOverTheLimitIsReportedAndNotParsed(_ name: String) throws {
        let (result, path) = try compileTheme("theme: Ocean\nversion: 1\n", name: name, limits: Self.limits)
        #expect(result.diagnostics.map(\.rule) == [.resourceLimit])
        #expect(result.diagnostics.first?.location == SourceLocation(file: path, line: 1, column: 1))
        #expect(result.diagnostics.first?.message.contains("over the limit of 8") == true)
        #expect(result.table == nil)
    }

    @Test func bytesOverTheLimitGetTheSameFinding() throws {
        let result = try ThemePipeline(limits: Self.limits).compile(.bytes(Array("[1, 2, 3]".utf8), path: "stdin.theme.json"))
        #expect(result.diagnostics.map(\.rule) == [.resourceLimit])
        #expect(result.diagnostics.first?.message == ResourceLimitRule.inputTooLarge(byteCount: 9, limit: 8))
    }
}
