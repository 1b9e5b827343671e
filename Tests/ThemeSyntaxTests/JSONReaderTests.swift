import Testing
@testable import ThemeSyntax
import TestSupport

/// The located JSON parser: values, positions, strings, errors and limits.
@Suite struct JSONReaderTests {
    @Test func valuesBecomeScalarsMappingsAndSequences() throws {
        let result = parseJSON(#"{"s": "x", "n": -12.5e+3, "z": 0, "t": true, "f": false, "null": null, "a": [1, {}], "o": {}}"#)
        #expect(result.issues.isEmpty)
        let root = try #require(result.root)
        #expect(root.keys == ["s", "n", "z", "t", "f", "null", "a", "o"])
        #expect(root["s"]?.scalar == Scalar(text: "x", style: .doubleQuoted))
        #expect(root["n"]?.scalar == Scalar(text: "-12.5e+3", style: .plain))
        #expect(root["z"]?.scalar == Scalar(text: "0", style: .plain))
        #expect(root["t"]?.scalar == Scalar(text: "true", style: .plain))
        #expect(root["null"]?.isNull == true)
        #expect(root["a"]?.items?.count == 2)
        #expect(root["a"]?.items?.last?.pairs?.isEmpty == true)
        #expect(root.key("s")?.scalar?.style == .doubleQuoted)
    }

    @Test(arguments: ["", "é", "🎉", "e\u{301}"])
    func keysAndValuesHaveScalarColumns(prefix: String) throws {
        let source = Marked(
            """
            1️⃣{"name": "\(prefix)", 2️⃣"cell": 3️⃣{
              4️⃣"radius": 5️⃣12, "list": [6️⃣"\(prefix)", 7️⃣null]
            }}
            """)
        let result = parseJSON(source.text)
        #expect(result.issues.isEmpty)
        let root = try #require(result.root)
        #expect(root.location == source[1])
        #expect(root.key("cell")?.location == source[2])
        let cell = try #require(root["cell"])
        #expect(cell.location == source[3])
        #expect(cell.key("radius")?.location == source[4])
        #expect(cell["radius"]?.location == source[5])
        #expect(cell["list"]?.items?.map(\.location) == [source[6], source[7]])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineBreakEndsALine(lineBreak: String) throws {
        let root = try #require(parseJSON("{\(lineBreak)\"a\":\(lineBreak)  1}").root)
        #expect(root["a"]?.location == SourceLocation(file: "test.theme.yaml", line: 3, column: 3))
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let root = try #require(parseJSON(#"["\uD83C\uDF89", "\uD83D\uDE00", "a\"\\\/\b\f\n\r\t\u00e9\u0000"]"#).root)
        #expect(root.items?.map(\.text) == ["🎉", "😀", "a\"\\/\u{8}\u{C}\n\r\té\u{0}"])
    }

    @Test(
        arguments: [
            (#"["\uD83D"]"#, 0xD83D), (#"["\uDE00"]"#, 0xDE00), (#"["\uD83Dx"]"#, 0xD83D), (#"["\uD83D\u0041"]"#, 0xD83D),
            (#"["\uDE00\uD83D"]"#, 0xDE00),
        ] as [(String, UInt32)])
    func loneSurrogatesAreRejected(text: String, unit: UInt32) throws {
        let issue = try #require(parseJSON(text).issues.first)
        #expect(issue.location.column == 3)
        #expect(issue.reason == .syntax(.loneSurrogate(unit)))
    }

    /// Each case: input with a marker at the expected error position, and what went wrong
    /// (the compiler's `ParserFindingMessageTests` check the words).
    @Test(
        arguments: [
            ("{\"a\": 1 1️⃣]", .expected(.memberSeparator, found: .scalar("]"))),
            ("[1 1️⃣2]", .expected(.elementSeparator, found: .scalar("2"))),
            ("[1, 2 1️⃣}", .expected(.elementSeparator, found: .scalar("}"))),
            ("[1, 2 1️⃣", .expected(.elementSeparator, found: .endOfFile)),
            ("[11️⃣,]", .trailingComma(inObject: false)),
            ("{\"a\": 11️⃣,}", .trailingComma(inObject: true)),
            ("1️⃣", .emptyJSON),
            ("   \n 1️⃣", .emptyJSON),
            ("{} 1️⃣{}", .trailingContent(found: .scalar("{"))),
            ("1️⃣// note\n{}", .expected(.value, found: .scalar("/"))),
            ("{1️⃣'a': 1}", .expected(.memberName, found: .scalar("'"))),
            ("[1️⃣01]", .leadingZero),
            ("[1️⃣+1]", .expected(.value, found: .scalar("+"))),
            ("[1️⃣.5]", .expected(.value, found: .scalar("."))),
            ("[1.1️⃣]", .expected(.fractionDigit, found: .scalar("]"))),
            ("[1e1️⃣]", .expected(.exponentDigit, found: .scalar("]"))),
            ("[-1️⃣x]", .expected(.digitAfterMinus, found: .scalar("x"))),
            ("[1️⃣tru]", .unknownWord(found: .scalar("t"))),
            ("[\"a1️⃣\tb\"]", .unescapedControl(found: .tab)),
            ("[\"a1️⃣\nb\"]", .unescapedControl(found: .lineBreak)),
            ("[1️⃣\"abc]", .unterminatedString),
            ("[\"é1️⃣\\x\"]", .invalidEscape(found: .scalar("x"))),
            ("[\"1️⃣\\ \"]", .invalidEscape(found: .space)),
            ("[\"1️⃣\\u12G4\"]", .expected(.hexDigits, found: .scalar("G"))),
            ("{\"a\" 1️⃣1}", .expected(.nameSeparator, found: .scalar("1"))),
            ("{1️⃣1: 2}", .expected(.memberName, found: .scalar("1"))),
            ("[1️⃣\u{C}]", .expected(.value, found: .byte(0x0C))),
            ("[1️⃣é]", .expected(.value, found: .scalar("é"))),
        ] as [(String, SyntaxIssue.SyntaxError)])
    func syntaxErrorsArePositioned(source: String, error: SyntaxIssue.SyntaxError) throws {
        let marked = Marked(source)
        let result = parseJSON(marked.text)
        #expect(result.issues.count == 1)
        let issue = try #require(result.issues.first)
        #expect(issue.kind == .syntax)
        #expect(issue.location == marked[1])
        #expect(issue.reason == .syntax(error))
        #expect(result.root == nil)
    }

    @Test(
        arguments: [
            [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],  // overlong '/'
            [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D],  // UTF-8-encoded surrogate U+D800
            [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D],  // above U+10FFFF
            [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D],  // truncated sequence
            [0x5B, 0x22, 0x80, 0x22, 0x5D],  // lone continuation byte
        ] as [[UInt8]])
    func invalidUTF8IsRejectedAtItsPosition(bytes: [UInt8]) throws {
        let issue = try #require(parse(bytes: bytes, .json).issues.first)
        #expect(issue.kind == .syntax)
        #expect(issue.location.line == 1 && issue.location.column == 3)
        #expect(issue.reason == .syntax(.invalidUTF8(found: .byte(bytes[2]))))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let result = parse(bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8), .json)
        #expect(result.issues.isEmpty)
        #expect(result.root?.location.column == 1)
        #expect(result.root?["a"]?.location.column == 7)
    }

    @Test func duplicateKeysReportBothAndKeepTheFirst() throws {
        let source = Marked("{1️⃣\"radius\": 1,\n 2️⃣\"radius\": 2}")
        let result = parseJSON(source.text)
        let issue = try #require(result.issues.first)
        #expect(result.issues.count == 1)
        #expect(issue.kind == .duplicateKey)
        #expect(issue.location == source[2])
        #expect(issue.reason == .duplicateKey(.key("radius", first: source[1])))
        #expect(result.root?.pairs?.count == 1)
        #expect(result.root?["radius"]?.text == "1")
    }

    @Test func deepNestingHitsTheDepthLimit() {
        for bytes in [openBrackets(200_000), Array(String(repeating: "{\"a\":", count: 200_000).utf8)] {
            let result = parse(bytes: bytes, .json)
            #expect(result.issues.map(\.reason) == [.resourceLimit(.tooDeep(maxDepth: ParseLimits.default.maxDepth))])
            #expect(result.root == nil)
        }
    }

    @Test func everyByteValueDoesNotTrap() {
        let result = parse(bytes: (0...255).map(UInt8.init), .json)
        #expect(result.issues.map(\.kind) == [.syntax])
    }
}
