/// `invalid-name`: a theme, colour or preset name that is not an identifier, or a palette
/// name that shadows a system colour.
package struct InvalidNameRule: ThemeRule {
    package static let description = RuleDescription(
        id: .invalidName,
        name: "Invalid name",
        summary:
            "a theme, colour or preset name that does not match [A-Za-z_][A-Za-z0-9_]*, or a palette name equal to a system colour, 'tint', 'clear', 'black' or 'white'",
        rationale: """
            Theme, colour and preset names become Swift identifiers in the generated code (the \
            theme is its namespace, each preset a member), so they must be identifiers: letters, \
            digits and `_`, not starting with a digit. Swift keywords such as `default` are fine: \
            the generated code escapes them. A palette colour may not take the name of a system \
            colour or of `tint`, `clear`, `black` or `white`: a palette `systemBlue` would change \
            what `systemBlue` means everywhere in the theme and its importers, while the generated \
            code keeps using UIKit's `.systemBlue`. Rename it (`brandBlue`) and refer to the \
            system colour by its own name where you meant it.
            """,
        stage: .decode,
        triggering: [
            """
            theme: 1️⃣My-Theme
            version: 1
            presets:
              row:
                base: listGroupedCell
            """,
            """
            theme: Demo
            version: 1
            colors:
              1️⃣brand-blue: "#3366FF"
              2️⃣systemBlue: "#0055FF"
            presets:
              row:
                base: listGroupedCell
            """,
            """
            theme: Demo
            version: 1
            presets:
              1️⃣2column:
                base: listGroupedCell
            """,
        ],
        nonTriggering: [
            """
            theme: Linen2
            version: 1
            colors:
              _brand: "#3366FF"
            presets:
              default:
                base: listGroupedCell
                cornerRadius: 12
              no:
                base: clear
                strokeColor: _brand
                strokeWidth: 1
            """
        ])
}

extension InvalidNameRule {
    /// A palette colour named like a system colour or keyword.
    static func reservedPaletteName(_ name: String) -> String {
        let what = name == "tint" ? "the keyword 'tint'" : "a UIKit colour (UIColor.\(name))"
        return
            "the palette name '\(name)' is \(what) — rename it (e.g. 'brand\(name.prefix(1).uppercased() + name.dropFirst())') and refer to '\(name)' directly where you meant UIKit's colour"
    }

    /// A name that is not an identifier (`text` already shortened for the message).
    static func notAnIdentifier(_ text: String, for what: String) -> String {
        "'\(text)' cannot be used as \(what) — use letters, digits and '_' and start with a letter or '_'"
    }
}
