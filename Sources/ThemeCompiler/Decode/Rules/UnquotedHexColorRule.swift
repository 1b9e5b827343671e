import ThemeSyntax

/// `unquoted-hex-color`: an unquoted `#RRGGBB` started a YAML comment and left the value empty.
package struct UnquotedHexColorRule: ThemeRule {
    package static let description = RuleDescription(
        id: .unquotedHexColor,
        name: "Unquoted hex colour",
        summary: "a value left empty because an unquoted '#RRGGBB' started a YAML comment",
        rationale: """
            In YAML a `#` after a space starts a comment, so `brand: #FF8800` does not set `brand` \
            to orange: the colour is thrown away with the comment and the value is null. A null \
            colour means "the tint colour" to UIKit, so the theme would compile into something \
            blue without a word. libyaml drops comments, so themec looks at the raw line and \
            reports the `#`. In a flow mapping (`{ light: #FFFFFF, dark: "#1C1C1E" }`) the comment \
            swallows the rest of the line, and the parser fails further on; themec reports the \
            `#` instead of that syntax error. Quote the literal: `brand: "#FF8800"`.
            """,
        stage: .source,
        triggering: [
            """
            theme: Demo
            version: 1
            colors:
              brand: 1️⃣#FF8800
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: clear
                strokeColor: 1️⃣#333
                strokeWidth: 1
            """,
            """
            theme: Demo
            version: 1
            colors:
              surface: { light: 1️⃣#FFFFFF, dark: "#1C1C1E" }
            presets:
              row:
                base: clear
                strokeColor: surface
                strokeWidth: 1
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              # #FF8800 was the old brand colour
              brand: "#3366FF"  # the new one
            presets:
              row:
                base: clear
                strokeColor: brand
                strokeWidth: 1  # hairline
            """
        ])
}

extension UnquotedHexColorRule {
    /// The message at the `#` of `key: #RRGGBB`, where the unquoted `colour` became a comment.
    static func message(key: String, colour: String) -> String {
        "'\(key)' is empty because the unquoted '\(colour)' starts a YAML comment; write it quoted: \"\(colour)\""
    }
}
