import Testing
@testable import ThemeSyntax
import TestSupport

/// Hostile and broken YAML: every case ends with issues, none traps or hangs.
@Suite struct YAMLBadInputTests {
    @Test func libyamlErrorsAreLocatedSyntaxIssues() throws {
        let source = Marked(
            """
            cell:
              a: 1
             1️⃣b: 2
            """)
        let issue = try #require(parseYAML(source.text).issues.first)
        #expect(issue.kind == .syntax)
        #expect(issue.location.line == source[1].line)
        let context = SyntaxIssue.ParserContext(
            "while parsing a block mapping", start: SourceLocation(file: source.path, line: 1, column: 1))
        #expect(issue.reason == .syntax(.libyaml(problem: "did not find expected key", context: context)))
    }

    @Test(arguments: ["a: [1, 2", "a: \"unterminated", "a: {b: 1", "- a\nb: 1", "a: b: c", "key: 'x", "[1, 2]]"])
    func truncatedOrMalformedYAMLIsASyntaxIssue(text: String) throws {
        let result = parseYAML(text)
        let issue = try #require(result.issues.first)
        #expect(issue.kind == .syntax)
        #expect(issue.location.line >= 1 && issue.location.column >= 1)
    }

    @Test func everyByteValueDoesNotTrap() {
        let result = parse(bytes: (0...255).map(UInt8.init), .yaml)
        #expect(result.issues.contains { $0.kind == .syntax })
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let result = parse(bytes: Array("a: 1\nb: x".utf8) + [0xFF, 0xFE] + Array(" y\n".utf8), .yaml)
        let issue = try #require(result.issues.first)
        #expect(issue.kind == .syntax)
        #expect(issue.location.line == 2)
        #expect(issue.location.column == 5)
        #expect(issue.reason == .syntax(.notUTF8(problem: "invalid leading UTF-8 octet", value: 0xFF)))
    }

    @Test func undefinedAliasIsASyntaxIssueAtTheAlias() {
        let source = Marked("a: 1️⃣*missing\nb: 2")
        let result = parseYAML(source.text)
        #expect(result.issues.map(\.reason) == [.syntax(.undefinedAlias("missing"))])
        #expect(result.issues.map(\.location) == [source[1]])
        #expect(result.root?["b"]?.text == "2")
    }

    @Test func aliasBombHitsTheNodeLimit() {
        // Nine levels of nine aliases: 9^9 ≈ 387 million nodes once expanded.
        var lines = ["a: &a [x, x, x, x, x, x, x, x, x]"]
        let names = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        for level in 1..<names.count {
            let previous = "*" + names[level - 1]
            let items = Array(repeating: previous, count: 9).joined(separator: ", ")
            lines.append("\(names[level]): &\(names[level]) [\(items)]")
        }
        let result = parseYAML(lines.joined(separator: "\n"))
        #expect(result.issues.map(\.reason) == [.resourceLimit(.aliasBomb(maxNodes: ParseLimits.default.maxNodes))])
    }

    @Test func deepNestingHitsTheDepthLimit() {
        let result = parse(bytes: openBrackets(200_000), .yaml)
        #expect(result.issues.map(\.reason) == [.resourceLimit(.tooDeep(maxDepth: ParseLimits.default.maxDepth))])
        #expect(result.issues.first?.location.column == ParseLimits.default.maxDepth + 1)
        #expect(result.root == nil)
    }

    @Test func nestingWithinTheLimitIsFine() {
        let depth = 20
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = parseYAML(text, limits: ParseLimits(maxDepth: depth))
        #expect(result.issues.isEmpty)
        #expect(parseYAML(text, limits: ParseLimits(maxDepth: depth - 1)).issues.map(\.kind) == [.resourceLimit])
    }

    @Test func aliasesCannotNestBeyondTheDepthLimit() {
        // Each level is small, but the copies nest one level deeper each time.
        var lines = ["l0: &l0 [x]"]
        for level in 1...20 { lines.append("l\(level): &l\(level) [*l\(level - 1)]") }
        let result = parseYAML(lines.joined(separator: "\n"), limits: ParseLimits(maxDepth: 10))
        #expect(result.issues.map(\.kind) == [.resourceLimit])
        #expect(result.issues.first?.location.line == 10)
    }

    @Test func recursiveAliasIsRejected() {
        let result = parseYAML("a: &a [1, *a]")
        #expect(result.issues.map(\.reason) == [.syntax(.recursiveAlias("a"))])
    }

    @Test func mappingKeysThatAreCollectionsDoNotTrap() throws {
        let result = parseYAML("? [a, b]\n: 1\n? {c: d}\n: 2\n[e]: 3")
        #expect(result.issues.isEmpty)
        #expect(result.root?.pairs?.count == 3)
    }
}
