/// `unknown-key`: a key the language does not have.
public struct UnknownKeyRule: ThemeRule {
    public static let description = RuleDescription(
        id: .unknownKey,
        name: "Unknown key",
        summary: "a key the theme language does not have, with the nearest known key as a suggestion",
        rationale: """
            A misspelt property is not an error in UIKit code you write by hand: it simply never \
            reaches the configuration. In a theme it would silently do nothing, so themec rejects \
            every key it does not know and suggests the closest one. `listEnvironment` on a base \
            that is not `listCell`, `listHeader` or `listFooter` is reported here too: it would have no effect.
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
        ])
}

extension UnknownKeyRule {
    /// `context` says where ("in 'customView'"); `extra` adds a hint.
    static func unknown(_ key: String, context: String, suggestion: String?, extra: String) -> String {
        "unknown key '\(key)' \(context)\(Suggestion.phrase(suggestion))\(extra)"
    }

    static func listEnvironmentWithoutEffect(_ base: SystemStyle) -> String {
        "'listEnvironment' has no effect on '\(base.rawValue)': only 'listCell', 'listHeader' and 'listFooter' adapt to their list — remove it, or use a generic base"
    }
}
