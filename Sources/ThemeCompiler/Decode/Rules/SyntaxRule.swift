import ThemeSyntax

/// `syntax`: the file is not well-formed YAML or JSON.
package struct SyntaxRule: ThemeRule {
    package static let description = RuleDescription(
        id: .syntax,
        name: "Syntax error",
        summary: "the file is not well-formed YAML or JSON, reported where the parser (libyaml or the JSON reader) gave up",
        rationale: """
            Nothing can be checked or generated from a file that does not parse, so this finding \
            comes first and nothing else is reported for that file. The position is the parser's: \
            libyaml's problem mark for YAML, the JSON reader's for JSON. The usual YAML causes are \
            a tab used for indentation (YAML allows only spaces), a key indented differently from \
            its siblings, and an unquoted value that contains ': ' (`description: Cards: rounded` \
            reads as a mapping inside a value) — quote such values. A second document in a \
            well-formed file is `multiple-documents`, not this rule. JSON themes follow RFC 8259 (no comments, \
            no trailing commas).
            """,
        stage: .source,
        triggering: [
            """
            theme: Demo
            version: 1
            description: Cards1️⃣: rounded
            presets:
              row:
                base: listGroupedCell
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
               1️⃣cornerRadius: 12
            """,
            """
            theme: Demo
            version: 1
            presets:
            1️⃣\trow:
                base: listGroupedCell
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            description: "Cards: rounded, inset"
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
                backgroundInsets: { top: 4, leading: 8, bottom: 4, trailing: 8 }
            """
        ])
}

extension SyntaxRule {
    /// The message for text the parser could not read, at the parser's position.
    static func message(for error: SyntaxIssue.SyntaxError) -> String {
        switch error {
        // YAML
        case .libyamlUnavailable:
            "libyaml could not be initialised (out of memory)"
        case .notUTF8(let problem, let value):
            "\(problem ?? libyamlFailed)\(value.map { " 0x" + String($0, radix: 16, uppercase: true) } ?? "") "
                + "— a theme file must be UTF-8 text"
        case .tab:
            "a tab where YAML expects indentation or a value: YAML indents with spaces only — replace the tab with spaces"
        case .libyaml(let problem, let context):
            (problem ?? libyamlFailed)
                + (context.map { " \($0.context) that started at \($0.start.line):\($0.start.column)" } ?? "")
                + (problem.flatMap { libyamlHints[$0] } ?? "")
        case .undefinedAlias(let name):
            "undefined alias '*\(name)'; define the anchor '&\(name)' before this point"
        case .recursiveAlias(let name):
            "alias '*\(name)' refers to a node that contains it; recursive structures are not allowed"
        case .badMerge(let found, inList: true):
            "a list after the merge key '<<' must hold only mappings, found \(found); merge an alias of a mapping such as '*base'"
        case .badMerge(let found, inList: false):
            "the merge key '<<' expects a mapping or a list of mappings, found \(found); "
                + "write '<<: *base' or '<<: [*base, *other]'"
        // JSON
        case .emptyJSON:
            "the file is empty; expected a JSON value such as an object '{ … }'"
        case .expected(let expectation, let found):
            "expected \(phrase(expectation)), found \(describe(found))"
        case .unknownWord(let found):
            "expected a value, found \(describe(found)) — the only JSON words are 'true', 'false' and 'null'"
        case .trailingComma(let inObject):
            "trailing comma before '\(inObject ? "}" : "]")'; remove the ','"
        case .trailingContent(let found):
            "unexpected \(describe(found)) after the JSON value; a theme file holds exactly one value"
        case .leadingZero:
            "a JSON number cannot have leading zeros; write it without the '0'"
        case .invalidUTF8(let found):
            "invalid UTF-8 (\(describe(found))) — a theme file must be UTF-8 text"
        case .unescapedControl(let found):
            "\(describe(found)) must be escaped inside a string (e.g. '\\n', '\\t' or '\\u00XX')"
        case .unterminatedString:
            "the string that starts here is never closed; add the closing '\"'"
        case .invalidEscape(let found):
            "invalid escape '\\\(describe(found, quoted: false))' in a string; "
                + "JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u followed by four hex digits"
        case .loneSurrogate(let unit):
            "'\\u\(String(unit, radix: 16, uppercase: true))' is half of a UTF-16 surrogate pair without its other half; "
                + "write the character itself or both escapes (e.g. '\\uD83D\\uDE00')"
        }
    }

    /// The fix for libyaml's commonest problems, in the user's terms (libyaml says what it
    /// found, not what the author meant).
    private static let libyamlHints: [String: String] = [
        "mapping values are not allowed in this context":
            " — a plain value cannot contain ': '; quote it (description: \"Cards: rounded\") or check the indentation of this key",
        "did not find expected key":
            " — check that this line is indented like its siblings, and that no earlier value left a quote or bracket open",
        "could not find expected ':'":
            " — a key needs ': ' after it; a value that spans lines must be quoted or indented under its key",
        "found character that cannot start any token":
            " — '@' and '`' cannot start a plain value; quote the value",
    ]

    /// libyaml's problem when it gave none.
    private static let libyamlFailed = "libyaml failed (out of memory?)"

    /// What the JSON parser expected, as "expected …" says it.
    private static func phrase(_ expectation: SyntaxIssue.JSONExpectation) -> String {
        switch expectation {
        case .value: "a value"
        case .memberSeparator: "',' or '}' after an object member"
        case .elementSeparator: "',' or ']' after an array element"
        case .memberName: "a member name in double quotes"
        case .nameSeparator: "':' after the member name"
        case .digitAfterMinus: "a digit after '-'"
        case .fractionDigit: "a digit after the decimal point"
        case .exponentDigit: "a digit in the exponent"
        case .hexDigits: "four hex digits after '\\u'"
        }
    }

    /// "found …" for a character the JSON parser met: in quotes with a word on the usual
    /// non-JSON habits (comments, single quotes), or bare inside another quote (`quoted:
    /// false`); named or as its byte value when it is not printable.
    private static func describe(_ found: FoundCharacter, quoted: Bool = true) -> String {
        switch found {
        case .endOfFile: return "the end of the file"
        case .space: return "a space"
        case .tab: return "a tab"
        case .lineBreak: return "a line break"
        case .byte(let byte): return "byte 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
        case .scalar(let scalar):
            guard quoted else { return String(scalar) }
            switch scalar {
            case "/", "#": return "'\(scalar)' (JSON has no comments)"
            case "'": return "'\(scalar)' (JSON strings use double quotes)"
            default: return "'\(scalar)'"
            }
        }
    }
}
