/// `syntax`: the file is not well-formed YAML or JSON.
public struct SyntaxRule: ThemeRule {
    public static let description = RuleDescription(
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
