import ThemeSyntax

/// `type-mismatch`: a value of the wrong type, or a name that is not one of the allowed ones.
package struct TypeMismatchRule: ThemeRule {
    package static let description = RuleDescription(
        id: .typeMismatch,
        name: "Type mismatch",
        summary: "a value of the wrong type: a quoted number, a list where a mapping belongs, or an unknown style or enum name (with a did-you-mean)",
        rationale: """
            The theme language types every value itself instead of trusting YAML 1.1's implicit \
            rules, so `off`, `no` and `yes` stay plain strings where a name is expected (no \
            "Norway problem") and the same file means the same thing in YAML and JSON. In return \
            it is strict: a number must be written as a number (`cornerRadius: "12"` is a string, \
            and other tools would disagree about it), insets are a number or a \
            `{top, leading, bottom, trailing}` mapping, and names such as a `base` system style, \
            a transformer or a content mode must be UIKit's exact spelling — a misspelt base \
            would otherwise fall back to some other style's defaults. Write the value as the \
            message says; for names, the suggestion is the closest valid one.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 1️⃣"12"
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: 1️⃣listGroupCell
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                backgroundInsets: 1️⃣[8, 16]
            """,
            """
            theme: Demo
            version: 1️⃣"1"
            presets:
              row:
                base: listGroupedCell
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            description: yes
            presets:
              off:
                base: listGroupedCell
                cornerRadius: 12
                backgroundInsets: { top: 4, leading: 16, bottom: 4, trailing: 16 }
                edgesAddingLayoutMarginsToBackgroundInsets: [leading, trailing]
            """
        ])
}

extension TypeMismatchRule {
    /// The common shape: `expected WHAT, found FOUND` (what the language wanted, what the node is).
    static func expected(_ what: String, found: String) -> String { "expected \(what), found \(found)" }

    /// A file whose top level is not a mapping: not a theme at all. Its content is not
    /// quoted (SECURITY.md): the file may be anything a path reached.
    static func notATheme(found node: SyntaxNode) -> String {
        let kind = node.pairs != nil ? "a mapping" : node.items != nil ? "a list" : "text"
        return "this file is not a theme: its top level is \(kind), not a mapping of 'theme', 'version' and 'presets' "
            + "(its content is not quoted) — check that the path names a theme file"
    }

    static func quotedLanguageVersion(_ text: String) -> String {
        "expected the number 1, found the quoted string '\(text)' — write 'version: 1' without quotes"
    }

    static func unsupportedLanguageVersion(_ text: String) -> String {
        "unsupported language version '\(text)' — this themec reads version 1"
    }

    /// A number outside its range (`range` reads like "between 0 and 1").
    static func outOfRange(_ what: String, range: String, found: String) -> String {
        "\(what) must be \(range), found \(found)"
    }

    /// A name that is not one of an enumeration's values (`listing` names them).
    static func notAValue(_ text: String, of what: String, listing: String, suggestion: String?) -> String {
        "'\(text)' is not a valid \(what)\(Suggestion.phrase(suggestion))\(listing)"
    }

    /// A number that is infinite, NaN, or too large for a Double.
    static func notFinite(_ what: String, found: String) -> String {
        "expected a number for \(what), found '\(found)' — the number must be finite (not infinity, NaN, or too large for a Double)"
    }
}
