/// `unused-suppression`: a `# themec:disable-…` comment that suppresses nothing, names an
/// unknown rule, or cannot be understood.
package struct UnusedSuppressionRule: ThemeRule {
    package static let description = RuleDescription(
        id: .unusedSuppression,
        name: "Unused suppression",
        summary: "a '# themec:disable-line' or '# themec:disable-next-line' comment that suppresses nothing or names an unknown rule",
        rationale: """
            A suppression outlives the finding it silenced: once the theme is fixed it only hides \
            the next, unrelated problem on that line. An unknown rule id is usually a typo, so the \
            comment never worked. Remove the comment, or correct the rule id. Errors found while \
            reading, decoding and loading a theme cannot be suppressed.
            """,
        stage: .source,
        triggering: [
            """
            theme: Demo
            version: 1
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12  # themec:disable-line 1️⃣redundant-override
            """,
            """
            theme: Demo
            version: 1
            colors:
              # themec:disable-next-line 1️⃣unused-colour
              oldBrand: "#3355EE"
            presets:
              row:
                base: listGroupedCell
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            colors:
              # themec:disable-next-line unused-color
              oldBrand: "#3355EE"
            presets:
              row:
                base: listGroupedCell
            """
        ])
}

extension UnusedSuppressionRule {
    static func unknownDirective(_ name: String, suggestion: String?) -> String {
        "unknown directive 'themec:\(name)'\(Suggestion.phrase(suggestion)) — write '# themec:disable-line RULE' or '# themec:disable-next-line RULE'"
    }

    static func namesNoRule(_ directive: String) -> String {
        "'themec:\(directive)' names no rule — add the rule ids it silences, e.g. '# themec:\(directive) redundant-override'"
    }

    static func unknownRule(_ id: String, suggestion: String?) -> String {
        "unknown rule '\(id)' in a suppression comment\(Suggestion.phrase(suggestion)) — 'themec rules' lists every rule"
    }

    static func notSuppressible(_ id: String) -> String {
        "'\(id)' cannot be suppressed: themec cannot compile a theme past it — fix the theme instead"
    }

    /// `target` says where: "line 12", or "the next line (there is none)".
    static func silencesNothing(_ rule: RuleID, on target: String) -> String {
        "'\(rule)' is not reported on \(target), so this suppression silences nothing — remove it"
    }
}
