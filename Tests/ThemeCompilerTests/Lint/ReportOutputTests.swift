import Testing
import TestSupport
import ThemeSyntax

@testable import ThemeCompiler

/// Reporters write into a `ReportOutput`, handed on in chunks: the bytes are the same
/// whatever the chunk size, and equal findings are reported once.
@Suite struct ReportOutputTests {
    /// One reporter of each kind.
    static var reporters: [any DiagnosticReporter] {
        [
            HumanReporter(color: false), HumanReporter(color: true), XcodeReporter(), JSONReporter(),
            SARIFReporter(rules: RuleCatalog.sarifRules()), GitHubReporter(), JUnitReporter(), JUnitReporter(failingSeverity: .warning),
            CheckstyleReporter(),
        ]
    }

    /// A report with excerpts (ASCII, wide characters, a tab, a line longer than the window),
    /// related locations, suggestions and characters every format escapes.
    static let report: LintReport = {
        let file = "Themes/a b.theme.yaml"
        let lines = [
            "theme: Demo", "\tcornerRadious: 4", "名前: 😀 x: 1", String(repeating: "a", count: 300) + "X",
            "message: \"<&> 100% ,:\"",
        ]
        let source = SourceFile(path: file, bytes: Array((lines.joined(separator: "\n") + "\n").utf8))
        func at(_ line: Int, _ column: Int) -> ThemeSyntax.SourceLocation { ThemeSyntax.SourceLocation(file: file, line: line, column: column) }
        var diagnostics = ReporterTests.report.diagnostics
        diagnostics += [
            Diagnostic(rule: .unknownKey, message: "unknown key — did you mean 'cornerRadius'?", location: at(2, 2), suggestion: "cornerRadius"),
            Diagnostic(rule: .syntax, message: "wide", location: at(3, 7)),
            Diagnostic(rule: .syntax, severity: .note, message: "far", location: at(4, 301)),
            Diagnostic(
                rule: .redundantOverride, message: "a 'quoted' <b> & 100%\r\nx", location: at(5, 10),
                related: [RelatedLocation(at(1, 1), "there, 'here'")]),
        ]
        return LintReport(diagnostics: diagnostics.sortedForReport(), files: [file, "Themes/clean.theme.yaml"], sources: [source])
    }()

    @Test func everyReporterWritesTheSameBytesInChunksAsWhole() {
        for reporter in Self.reporters {
            let whole = reporter.bytes(Self.report)
            #expect(!whole.isEmpty)
            for chunkSize in [1, 7, 4096] {
                var streamed: [UInt8] = []
                var out = ReportOutput(chunkSize: chunkSize) { streamed.append(contentsOf: $0) }
                reporter.write(Self.report, into: &out)
                out.finish()
                #expect(streamed == whole, "\(type(of: reporter)), chunks of \(chunkSize)")
            }
        }
    }

    @Test func theExcerptCopiesAnASCIILineAndCountsWideCharactersInOthers() {
        let text = HumanReporter(color: false).render(Self.report)
        #expect(text.contains(" 2 | \tcornerRadious: 4\n   | \t^\n"))
        // 名 前 and 😀 take two columns each: 2 + 2 + 1 + 1 + 2 + 1 = 9 before 'x'.
        #expect(text.contains(" 3 | 名前: 😀 x: 1\n   | " + String(repeating: " ", count: 9) + "^\n"))
        #expect(text.contains(" 4 | …"))
    }

    @Test func equalFindingsAreReportedOnceAndTiesKeepTheirOrder() {
        let here = ThemeSyntax.SourceLocation(file: "a.theme.yaml", line: 2, column: 3)
        let first = Diagnostic(rule: .syntax, message: "m", location: here)
        let other = Diagnostic(rule: .syntax, message: "m", location: here, related: [RelatedLocation(here, "r")])
        let earlier = Diagnostic(rule: .syntax, message: "m", location: ThemeSyntax.SourceLocation(file: "a.theme.yaml", line: 1, column: 9))
        let sorted = [first, other, first, earlier, other, first].sortedForReport()
        #expect(sorted == [earlier, first, other])
        #expect([other, first, other].sortedForReport() == [other, first])
    }

    /// The rules that leave their messages to be made when read (`redundant-override`,
    /// `selection-invisible`, `covered-background`) report, in every format, the bytes the
    /// same findings give with their messages made up front, and the same order.
    @Test func deferredMessagesReportAsTheirText() throws {
        let theme = """
            theme: Deferred
            version: 1
            precedence: [selected, highlighted, disabled, highContrast, dark]
            colors:
              c0: { light: "#4DCA18", dark: "#2530BB" }
              c1: { light: "#6D132C", dark: "#DED623" }
              c2: { light: "#D91E3F", dark: "#721FCB" }
            presets:
              p0:
                base: listCell
                backgroundColor: c0
                states:
                  highlighted: { backgroundColor: c1 }
                  selected: { backgroundColor: c2 }
                  dark: { backgroundColor: c0 }
              p1:
                extends: p0
                states:
                  dark: { backgroundColor: c0 }
              p2:
                base: listCell
                backgroundColor: c0
                states:
                  disabled: { backgroundColor: c1 }
              p3:
                extends: p2
                customView: { image: texture, contentMode: center }
                states:
                  highlighted: { customView: null }
                  selected: { customView: null }
            """
        let (result, _) = try compileTheme(theme)
        let findings = result.diagnostics
        let deferred: Set<RuleID> = [.redundantOverride, .selectionInvisible, .coveredBackground]
        #expect(Set(findings.map(\.rule)).isSuperset(of: deferred), "\(describe(findings))")
        let asText = findings.map { finding -> Diagnostic in
            var copy = finding
            copy.message = finding.message
            return copy
        }
        #expect(findings.sortedForReport().map(\.message) == asText.sortedForReport().map(\.message))
        let report = LintReport(diagnostics: findings.sortedForReport(), files: ["example.theme.yaml"], sources: [])
        let textReport = LintReport(diagnostics: asText.sortedForReport(), files: ["example.theme.yaml"], sources: [])
        for reporter in Self.reporters {
            #expect(reporter.bytes(report) == reporter.bytes(textReport), "\(type(of: reporter))")
        }
    }

    /// Ties are put in message order by `MessageKey`: byte order for two plain messages
    /// (ASCII, — – … → Δ), the String order otherwise. On random messages, plain or not (a
    /// decomposed é, a Kelvin sign, which equals K as a String, a combining mark after Δ),
    /// long and short, its order and equality are the String's.
    @Test func messageKeysOrderAsStrings() {
        var random = SplitMix(seed: 0x6D_6B)
        let pieces = [
            "a", "b", "K", "\u{212A}", "é", "e\u{301}", "z", " ", "aaaaaaaa", "aaaaaaab", "—", "–", "…", "→", "Δ", "\u{301}", "'",
            "p10", "p9", "\u{391}\u{301}", "\u{386}",
        ]
        func message() -> String {
            (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
        }
        for _ in 0..<3_000 {
            let a = message(), b = random.next() % 4 == 0 ? message() + message() : message()
            let x = MessageKey(Array(a.utf8)), y = MessageKey(Array(b.utf8))
            #expect((x < y) == (a < b), "\(a.debugDescription) < \(b.debugDescription)")
            #expect((x == y) == (a == b), "\(a.debugDescription) == \(b.debugDescription)")
        }
        #expect(MessageKey(Array("K".utf8)) == MessageKey(Array("\u{212A}".utf8)))
    }

    /// Sorting in place (moving findings along the permutation's cycles, dropping repeats)
    /// gives what a stable sort followed by keeping each finding's first occurrence gives, on
    /// random lists full of ties and repeats, over three files, columns and rules.
    @Test func sortingInPlaceIsAStableSortKeepingFirstOccurrences() {
        var random = SplitMix(seed: 0x50_27)
        // Paths no other test uses, met first in an order that is not theirs: files order by
        // path, not by when they were first met.
        let files = ["z-sorting.theme.yaml", "a-sorting.theme.yaml", "m-sorting/b.theme.yaml"]
        for file in files { _ = ThemeSyntax.SourceLocation(file: file, line: 1, column: 1) }
        let rules: [RuleID] = [.unknownKey, .syntax, .coveredBackground]
        for _ in 0..<300 {
            // Half the messages are made when read (`Diagnostic.init(rule:severity:location:related:message:)`).
            let findings = (0..<Int(random.next() % 60)).map { _ in
                let rule = rules[Int(random.next() % 3)]
                let message = "m\(random.next() % 3)"
                let location = ThemeSyntax.SourceLocation(
                    file: files[Int(random.next() % 3)], line: Int(random.next() % 4) + 1, column: Int(random.next() % 3) + 1)
                let related = random.next() % 3 == 0 ? [RelatedLocation(ThemeSyntax.SourceLocation(file: "b", line: 1, column: 1), "r")] : []
                return random.next() % 2 == 0
                    ? Diagnostic(rule: rule, message: message, location: location, related: related)
                    : Diagnostic(rule: rule, location: location, related: related) { message }
            }
            var expected: [Diagnostic] = []
            for finding in findings.enumerated().sorted(by: { a, b in
                Diagnostic.reportingOrder(a.element, b.element) || (!Diagnostic.reportingOrder(b.element, a.element) && a.offset < b.offset)
            }).map(\.element) where !expected.contains(finding) {
                expected.append(finding)
            }
            var sorted = findings
            sorted.sortForReport()
            #expect(sorted == expected)
        }
    }

    /// `appendFindings` renders a report of 1 024 findings or more in chunks dealt out to every
    /// core in turn, helpers running ahead of the thread that appends (20 001 findings: 79
    /// chunks, each helper's slots reused many times): whatever the cores and the chunks the
    /// sink takes, the bytes of one pass in order.
    @Test(arguments: [0, 1, 1_023, 1_024, 1_025, 5_121, 20_001])
    func findingsRenderedInChunksOnEveryCoreAreTheBytesOfOnePass(count: Int) {
        let render: @Sendable (Range<Int>, inout ReportOutput) -> Void = { range, out in
            for i in range {
                out.append("finding \(i) " + String(repeating: "x", count: i % 97) + "\n")
                out.flushIfFull()
            }
        }
        var whole = ReportOutput()
        render(0..<count, &whole)
        for cores in [1, 2, 3, 5] {
            for chunkSize in [1, 4_096] {
                var streamed: [UInt8] = []
                var out = ReportOutput(chunkSize: chunkSize) { streamed.append(contentsOf: $0) }
                out.appendFindings(count, cores: cores, render)
                out.finish()
                #expect(streamed == whole.bytes.array, "\(count) findings, \(cores) cores, chunks of \(chunkSize)")
            }
        }
    }

    /// The line reporters (human, xcode, github) render a large report's findings on every
    /// core: each finding is the bytes it is in a report of its own, in the report's order.
    @Test func aLargeReportsFindingsAreEachTheirOwnBytesInOrder() {
        let file = "Themes/many.theme.yaml"
        let source = SourceFile(path: file, bytes: Array((0..<40).map { "line \($0): value" }.joined(separator: "\n").utf8))
        let findings = (0..<3_000).map { i in
            let at = ThemeSyntax.SourceLocation(file: file, line: i % 40 + 1, column: i % 9 + 1)
            return i % 3 == 0
                ? Diagnostic(rule: .unknownKey, location: at, related: [RelatedLocation(at, "see \(i)")]) { "made when read \(i)" }
                : Diagnostic(rule: .syntax, severity: i % 5 == 0 ? .error : .warning, message: "finding \(i)", location: at)
        }.sortedForReport()
        let report = LintReport(diagnostics: findings, files: [file], sources: [source])
        let reporters: [any DiagnosticReporter] = [HumanReporter(color: false), HumanReporter(color: true), XcodeReporter(), GitHubReporter()]
        for reporter in reporters {
            // A human report ends with its summary line; the others have none.
            let summaryLines = reporter is HumanReporter ? 1 : 0
            func findingBytes(_ d: Diagnostic) -> ArraySlice<UInt8> {
                let bytes = reporter.bytes(LintReport(diagnostics: [d], files: [file], sources: [source]))
                return bytes[..<Self.startOfLastLines(summaryLines, in: bytes)]
            }
            let whole = reporter.bytes(report)
            let expected = findings.flatMap(findingBytes) + whole[Self.startOfLastLines(summaryLines, in: whole)...]
            #expect(whole == expected, "\(type(of: reporter))")
        }
    }

    /// Thousands of findings that tie on place and rule in runs of up to forty (an inherited
    /// finding reported once per preset), half their messages made when read: the runs are
    /// ordered on every core (`TieOrdering`), and the result is a stable sort that keeps each
    /// finding's first occurrence, whatever the cores.
    @Test func manyTiesAreOrderedOnEveryCoreAsOneStableSort() {
        var random = SplitMix(seed: 0x71E5)
        let findings = (0..<4_000).map { i -> Diagnostic in
            let location = ThemeSyntax.SourceLocation(file: "a.theme.yaml", line: Int(random.next() % 150) + 1, column: 3)
            let message = "covered in p\(random.next() % 40)"
            return i % 2 == 0
                ? Diagnostic(rule: .coveredBackground, message: message, location: location)
                : Diagnostic(rule: .coveredBackground, location: location) { message }
        }
        var expected: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for finding in findings.enumerated().sorted(by: { a, b in
            Diagnostic.reportingOrder(a.element, b.element) || (!Diagnostic.reportingOrder(b.element, a.element) && a.offset < b.offset)
        }).map(\.element) where seen.insert(finding).inserted {
            expected.append(finding)
        }
        #expect(expected.count < findings.count)
        #expect(findings.sortedForReport() == expected)
        // The order itself, on one core and on three.
        func ordered(cores: Int) -> ([Int], [Bool]) { findings.withUnsafeBufferPointer { TieOrdering.reportingOrder(of: $0, cores: cores) } }
        let one = ordered(cores: 1), three = ordered(cores: 3)
        #expect(one.0 == three.0 && one.1 == three.1)
    }

    /// Where the last `count` lines of `bytes` start.
    static func startOfLastLines(_ count: Int, in bytes: [UInt8]) -> Int {
        var start = bytes.count
        for _ in 0..<count { start = (bytes[..<(start - 1)].lastIndex(of: 0x0A) ?? -1) + 1 }
        return start
    }
}
