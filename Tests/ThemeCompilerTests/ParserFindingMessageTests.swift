import Testing
import ThemeSyntax
@testable import ThemeCompiler
import TestSupport

/// The exact words of every finding the parsers report (`syntax`, `duplicate-key`,
/// `multiple-documents`, `resource-limit` limits met while parsing, `unquoted-hex-color`):
/// the parsers say what happened, these rules' files word it, and the loader reports it.
@Suite struct ParserFindingMessageTests {
    /// One input and the one finding of `rule` it must produce, at `line`:`column`.
    struct Case: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var path: String
        var limits = ParseLimits.default
        var rule: RuleID
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { "\(path): \(message)" }

        static func yaml(
            _ text: String, _ rule: RuleID, _ line: Int, _ column: Int, _ message: String, limits: ParseLimits = .default
        ) -> Case {
            Case(bytes: Array(text.utf8), path: "t.theme.yaml", limits: limits, rule: rule, line: line, column: column, message: message)
        }

        static func json(
            _ text: String, _ line: Int, _ column: Int, _ message: String, rule: RuleID = .syntax,
            limits: ParseLimits = .default
        ) -> Case {
            Case(bytes: Array(text.utf8), path: "t.theme.json", limits: limits, rule: rule, line: line, column: column, message: message)
        }
    }

    static let yamlCases: [Case] = [
        .yaml(
            "a: 1\na: 2\n", .duplicateKey, 2, 1,
            "duplicate key 'a' in this mapping — a later value would silently replace 'a' at 1:1; remove one"),
        .yaml(
            "base: &b {x: 1}\nm:\n  <<: *b\n  <<: *b\n", .duplicateKey, 4, 3,
            "duplicate merge key '<<' in this mapping — a mapping has one '<<'; merge several mappings with a list: "
                + "'<<: [*base, *other]'"),
        .yaml(
            "a: 1\n---\nb: 2\n", .multipleDocuments, 2, 1,
            "a theme file holds one YAML document; remove this second document or move it to its own file"),
        .yaml(
            "a: [[1]]\n", .resourceLimit, 1, 5,
            "mappings and lists nest more than 2 levels deep here; a theme never needs this — flatten the structure",
            limits: ParseLimits(maxDepth: 2)),
        .yaml(
            "a: &a [1, 2, 3]\nb: [*a, *a, *a]\n", .resourceLimit, 2, 5,
            "the document expands to more than 10 nodes through aliases — an alias bomb? repeat fewer nodes through aliases",
            limits: ParseLimits(maxNodes: 10)),
        .yaml(
            "[1, 2, 3, 4]\n", .resourceLimit, 1, 8, "the document has more than 3 nodes; split the theme into several files",
            limits: ParseLimits(maxNodes: 3)),
        .yaml(
            "color: #FF0000\n", .unquotedHexColor, 1, 8,
            "'color' is empty because the unquoted '#FF0000' starts a YAML comment; write it quoted: \"#FF0000\""),
        .yaml("a: *x\n", .syntax, 1, 4, "undefined alias '*x'; define the anchor '&x' before this point"),
        .yaml(
            "a: &x [*x]\n", .syntax, 1, 8, "alias '*x' refers to a node that contains it; recursive structures are not allowed"),
        .yaml(
            "m:\n  <<: 1\n", .syntax, 2, 7,
            "the merge key '<<' expects a mapping or a list of mappings, found a number; write '<<: *base' or '<<: [*base, *other]'"),
        .yaml(
            "m:\n  <<: [1]\n", .syntax, 2, 8,
            "a list after the merge key '<<' must hold only mappings, found a number; merge an alias of a mapping such as '*base'"),
        .yaml(
            "a:\n\tb: 1\n", .syntax, 2, 1,
            "a tab where YAML expects indentation or a value: YAML indents with spaces only — replace the tab with spaces"),
        Case(
            bytes: Array("theme: Caf".utf8) + [0xE9] + Array("\n".utf8), path: "t.theme.yaml", rule: .syntax, line: 1,
            column: 11, message: "incomplete UTF-8 octet sequence — a theme file must be UTF-8 text"),
        .yaml(
            "a: \u{1}\n", .syntax, 1, 4, "control characters are not allowed 0x1 — a theme file must be UTF-8 text"),
        .yaml(
            "a:\n  b: 1\n c: 2\n", .syntax, 3, 2,
            "did not find expected key while parsing a block mapping that started at 1:1"
                + " — check that this line is indented like its siblings, and that no earlier value left a quote or bracket open"),
        .yaml(
            "a: b: c\n", .syntax, 1, 5,
            "mapping values are not allowed in this context — a plain value cannot contain ': '; "
                + "quote it (description: \"Cards: rounded\") or check the indentation of this key"),
    ]

    static let jsonCases: [Case] = [
        .json("{\"a\": 1 ]", 1, 9, "expected ',' or '}' after an object member, found ']'"),
        .json("[1 2]", 1, 4, "expected ',' or ']' after an array element, found '2'"),
        .json("[1, 2 ", 1, 7, "expected ',' or ']' after an array element, found the end of the file"),
        .json("[1,]", 1, 3, "trailing comma before ']'; remove the ','"),
        .json("{\"a\": 1,}", 1, 8, "trailing comma before '}'; remove the ','"),
        .json("   \n ", 2, 2, "the file is empty; expected a JSON value such as an object '{ … }'"),
        .json("{} {}", 1, 4, "unexpected '{' after the JSON value; a theme file holds exactly one value"),
        .json("// note\n{}", 1, 1, "expected a value, found '/' (JSON has no comments)"),
        .json("# note\n{}", 1, 1, "expected a value, found '#' (JSON has no comments)"),
        .json("{'a': 1}", 1, 2, "expected a member name in double quotes, found ''' (JSON strings use double quotes)"),
        .json("{1: 2}", 1, 2, "expected a member name in double quotes, found '1'"),
        .json("{\"a\" 1}", 1, 6, "expected ':' after the member name, found '1'"),
        .json("[01]", 1, 2, "a JSON number cannot have leading zeros; write it without the '0'"),
        .json("[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
        .json("[1e]", 1, 4, "expected a digit in the exponent, found ']'"),
        .json("[-x]", 1, 3, "expected a digit after '-', found 'x'"),
        .json("[tru]", 1, 2, "expected a value, found 't' — the only JSON words are 'true', 'false' and 'null'"),
        .json("[é]", 1, 2, "expected a value, found 'é'"),
        .json("[\u{C}]", 1, 2, "expected a value, found byte 0x0C"),
        .json("[\u{7F}]", 1, 2, "expected a value, found byte 0x7F"),
        .json("[\"a\tb\"]", 1, 4, "a tab must be escaped inside a string (e.g. '\\n', '\\t' or '\\u00XX')"),
        .json("[\"a\nb\"]", 1, 4, "a line break must be escaped inside a string (e.g. '\\n', '\\t' or '\\u00XX')"),
        .json("[\"a\u{1}\"]", 1, 4, "byte 0x01 must be escaped inside a string (e.g. '\\n', '\\t' or '\\u00XX')"),
        .json("[\"abc]", 1, 2, "the string that starts here is never closed; add the closing '\"'"),
        .json("[\"abc\\", 1, 6, "the string that starts here is never closed; add the closing '\"'"),
        .json(
            "[\"é\\x\"]", 1, 4,
            "invalid escape '\\x' in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits"),
        .json(
            "[\"\\ \"]", 1, 3,
            "invalid escape '\\a space' in a string; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits"),
        .json("[\"\\u12G4\"]", 1, 3, "expected four hex digits after '\\u', found 'G'"),
        .json("[\"\\u12", 1, 3, "expected four hex digits after '\\u', found the end of the file"),
        .json(
            "[\"\\uD83D\"]", 1, 3,
            "'\\uD83D' is half of a UTF-16 surrogate pair without its other half; write the character itself or both escapes "
                + "(e.g. '\\uD83D\\uDE00')"),
        .json(
            "[[[1]]]", 1, 3,
            "mappings and lists nest more than 2 levels deep here; a theme never needs this — flatten the structure",
            rule: .resourceLimit, limits: ParseLimits(maxDepth: 2)),
        .json(
            "{\"a\": 1, \"a\": 2}", 1, 10,
            "duplicate key 'a' in this mapping — a later value would silently replace 'a' at 1:2; remove one",
            rule: .duplicateKey),
        Case(
            bytes: Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), path: "t.theme.json", rule: .syntax, line: 1,
            column: 3, message: "invalid UTF-8 (byte 0xC0) — a theme file must be UTF-8 text"),
    ]

    @Test(arguments: yamlCases + jsonCases)
    func theFindingIsWordedByItsRule(_ c: Case) throws {
        let loader = ThemeLoader(limits: CompilerLimits(parse: c.limits))
        let diagnostics = try loader.load(.bytes(c.bytes, path: c.path)).diagnostics
        let found = diagnostics.filter { $0.rule == c.rule }
        #expect(found.map(\.message) == [c.message], "\(describe(diagnostics))")
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == ["\(c.line):\(c.column)"])
    }

    @Test func aDuplicateKeyPointsAtTheFirstOne() throws {
        for (text, path) in [("a: 1\na: 2\n", "t.theme.yaml"), ("{\"a\": 1,\n\"a\": 2}", "t.theme.json")] {
            let diagnostics = try ThemeLoader().load(.bytes(Array(text.utf8), path: path)).diagnostics
            let related = diagnostics.filter { $0.rule == .duplicateKey }.flatMap(\.related)
            #expect(related.map(\.message) == ["first defined here"])
            #expect(related.map(\.location) == [SourceLocation(file: path, line: 1, column: path.hasSuffix("json") ? 2 : 1)])
        }
    }

    @Test func aSecondMergeKeyPointsAtTheFirstOne() throws {
        let text = "base: &b {x: 1}\nm:\n  <<: *b\n  <<: *b\n"
        let diagnostics = try ThemeLoader().load(.bytes(Array(text.utf8), path: "t.theme.yaml")).diagnostics
        let related = diagnostics.filter { $0.rule == .duplicateKey }.flatMap(\.related)
        #expect(related.map(\.message) == ["first '<<' here"])
        #expect(related.map(\.location) == [SourceLocation(file: "t.theme.yaml", line: 3, column: 3)])
    }
}
