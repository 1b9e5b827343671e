/// `invalid-config`: a problem in a `.themec.yml` (reported by `ConfigurationLoader`).
public struct InvalidConfigRule: ThemeRule {
    public static let description: RuleDescription = {
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
                """,
            ])
        d.exampleKind = .configuration
        return d
    }()
}
