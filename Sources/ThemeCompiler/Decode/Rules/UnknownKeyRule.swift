import ThemeSyntax

/// `unknown-key`: a key the language does not have.
package struct UnknownKeyRule: ThemeRule {
    package static let description = RuleDescription(
        id: .unknownKey,
        name: "Unknown key",
        summary: "a key the theme language does not have, with the nearest known key as a suggestion",
        rationale: """
            A misspelt property is not an error in UIKit code you write by hand: it simply never \
            reaches the configuration. In a theme it would silently do nothing, so themec rejects \
            every key it does not know and suggests the closest one. `listEnvironment` on a base \
            that is not `listCell`, `listHeader` or `listFooter` is reported here too: it would have no effect. \
            So are the keys of the other kind of preset: a button's `cornerStyle`, `buttonSize`, \
            `baseBackgroundColor`, `baseForegroundColor` and `fallback` on a list preset (a background \
            configuration has no such fields), and `listEnvironment` on a button — also when the \
            preset gets its kind through `extends`.
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                1️⃣cornerRadious: 12
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                1️⃣listEnvironment: grouped
            """,
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                1️⃣baseBackgroundColor: systemBlue
              primary:
                base: filledButton
              wide:
                extends: primary
                listEnvironment: 2️⃣grouped
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "15.0" }
            presets:
              primary:
                base: filledButton
                cornerStyle: capsule
                baseBackgroundColor: systemIndigo
              large:
                extends: primary
                buttonSize: large
            """,
        ])

    package init() {}
}

extension UnknownKeyRule {
    /// `context` says where ("in 'customView'"); `extra` adds a hint.
    static func unknown(_ key: String, context: String, suggestion: String?, extra: String) -> String {
        "unknown key \(QuotedText.quote(key)) \(context)\(Suggestion.phrase(suggestion))\(extra)"
    }

    /// For a key like `selectedBackgroundColor`: where a per-state look goes ("" otherwise).
    static func perStateHint(_ key: String) -> String {
        for atom in StateAtom.allCases where key.hasPrefix(atom.rawValue) && key.count > atom.rawValue.count {
            let rest = key.dropFirst(atom.rawValue.count)
            let name = rest.prefix(1).lowercased() + rest.dropFirst()
            if Property(name: name) != nil {
                return " — a per-state look goes under 'states': 'states: { \(atom.rawValue): { \(name): … } }'"
            }
        }
        return ""
    }

    /// For a property written at the top level of a theme ("" for other keys).
    static func topLevelPropertyHint(_ key: String) -> String {
        Property(name: key) != nil ? " — properties belong to a preset: 'presets: { row: { base: listPlainCell, \(key): … } }'" : ""
    }

    static func listEnvironmentWithoutEffect(_ base: SystemStyle) -> String {
        if base.isButton {
            return
                "'listEnvironment' picks a list's defaults, but '\(base.rawValue)' is a button style: a button's look does not depend on a list — remove it"
        }
        return
            "'listEnvironment' has no effect on '\(base.rawValue)': only 'listCell', 'listHeader' and 'listFooter' adapt to their list — remove it, or use a generic base"
    }
}
