/// `unquoted-version`: an OS version written as a YAML or JSON number.
package struct UnquotedVersionRule: ThemeRule {
    package static let description = RuleDescription(
        id: .unquotedVersion,
        name: "Unquoted version",
        summary: "a deployment-target version written as a number instead of a quoted \"major.minor\" string",
        rationale: """
            An OS version looks like a number but is not one: every YAML and JSON tool other than \
            themec reads `iOS: 17.10` as the float 17.1, and `15.0` as 15, so a schema check, a \
            formatter or a script that rewrites the file turns iOS 17.10 into iOS 17.1. themec \
            reads the text as written and keeps going, but warns. Quote the version: \
            `iOS: "17.10"`. (The language `version: 1` at the top level is a number and stays \
            unquoted.)
            """,
        stage: .decode,
        triggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget:
              iOS: 1️⃣15.0
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
            """
            theme: Demo
            version: 1
            deploymentTarget: { iOS: "16.0", visionOS: 1️⃣1.0 }
            presets:
              row:
                base: listGroupedCell
                cornerRadius: 12
            """,
        ],
        nonTriggering: [
            """
            theme: Demo
            version: 1
            deploymentTarget:
              iOS: "15.0"
            presets:
              paper:
                base: listGroupedCell
                image: paperTexture
                states:
                  highlighted: { image: null }
                  selected: { image: null }
            """
        ])
}

extension UnquotedVersionRule {
    /// A version written as a plain YAML scalar.
    static func yamlNumber(_ text: String) -> String {
        "the version \(text) is a YAML number: other YAML tools read '17.10' as 17.1 — quote it: \"\(text)\""
    }

    /// A version written as a JSON number.
    static func jsonNumber(_ text: String) -> String {
        "the version \(text) is a JSON number, which loses trailing zeros ('17.10' is 17.1) — write it as a string: \"\(text)\""
    }
}
