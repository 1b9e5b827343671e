/// `invalid-config`: a problem in a `.themec.yml` (reported by `ConfigurationLoader`).
package struct InvalidConfigRule: ThemeRule {
    package static let description: RuleDescription = {
        var d = RuleDescription(
            id: .invalidConfig,
            name: "Invalid configuration",
            summary: "a '.themec.yml' that does not parse, has an unknown setting or rule id, or a bad value",
            rationale: """
                A configuration is validated like a theme, because a misspelt setting would silently \
                do nothing: 'strickt: true' would let warnings pass CI. Unknown settings and rule ids \
                come with the nearest known one. The valid parts of the file still apply, and the \
                finding fails the run. Errors found while reading, decoding and loading a theme cannot \
                be turned off or lowered: themec never compiles a theme past them.
                """,
            stage: .load,
            triggering: [
                """
                1️⃣strickt: true
                rules:
                  2️⃣unused-colour: off
                """,
                """
                rules:
                  redundant-override: 1️⃣silent
                deploymentTarget:
                  iOS: 2️⃣15.0
                """,
            ],
            nonTriggering: [
                """
                strict: true
                rules:
                  unused-color: off
                  redundant-override: error
                deploymentTarget:
                  iOS: "15.0"
                exclude: ["Legacy/**"]
                generate:
                  access: public
                """
            ])
        d.exampleKind = .configuration
        return d
    }()
}

extension InvalidConfigRule {
    /// A value of the wrong kind: `what` was expected (e.g. "true or false for 'strict'").
    /// Public: the command line checks the settings it reads with the same wording.
    package static func expected(_ what: String, found: String, suggestion: String? = nil, hint: String = "") -> String {
        "expected \(what), found \(found)\(Suggestion.phrase(suggestion))\(hint)"
    }

    static func unknownSetting(_ key: String, suggestion: String?, known: [String]) -> String {
        "unknown setting '\(key)'\(Suggestion.phrase(suggestion)) — a configuration has \(known.map { "'\($0)'" }.joined(separator: ", "))"
    }

    static func unknownGenerateSetting(_ key: String, suggestion: String?) -> String {
        "unknown setting '\(key)' in 'generate'\(Suggestion.phrase(suggestion)) — 'generate' has 'access'"
    }

    static func unknownRule(_ id: String, suggestion: String?) -> String {
        "unknown rule '\(id)'\(Suggestion.phrase(suggestion)) — 'themec rules' lists every rule"
    }

    static func unknownPlatform(_ name: String, suggestion: String?) -> String {
        "unknown platform '\(name)'\(Suggestion.phrase(suggestion)) — platforms are \(Platform.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))"
    }

    /// A rule whose errors stop compilation, set to something milder.
    static func cannotAdjust(_ id: String, to level: String) -> String {
        "rule '\(id)' cannot be set to '\(level)': themec cannot compile a theme past it — fix the theme instead"
    }

    /// The file does not parse: the parser's message, and what that means for its settings.
    static func unparsable(_ message: String, consequence: String) -> String {
        "\(message) — \(consequence)"
    }
}
